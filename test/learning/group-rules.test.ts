import { describe, expect, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

// Its own table (with its stream, read by the worker): no other file's memberships or jobs reach this file's worker, nor this file's the others'.
useOwnTable('group-rules', { stream: true });
const { newId } = await import('../../shared/db/ids');
const { addMembers, createGroup, deleteGroup, removeMembers } = await import('../../shared/groups/groups-store');
const { rulesOfGroup } = await import('../../shared/learning/group-rules-store');
const { useGateway } = await import('../support/http');
const { insertUser, newTestOrg } = await import('../support/orgs');
const { allPages, assignCoursePath, newCourse, newTrack } = await import('./support');
const { expectCountersExact, rulesPath, until, useGroupRulesWorker } = await import('./group-rules-support');

/**
 * Enrollment rules of groups (#42) through the local gateway, with the local stream worker
 * (infra/local/group-rules-worker.ts) running: a rule enrolls the group's members once, later
 * members are enrolled from the stream, and the report counters stay equal to a recount.
 */
const { call } = useGateway();
useGroupRulesWorker();

const enrollmentsOf = async (slug: string, token: string, query: Record<string, string>) => allPages(call, token, `/org/${slug}/learning/enrollments/`, query);

describe('enrollment rules: the routes', () => {
  it('enrolls the current members once (201), answers the rule, refuses the same content twice, and deleting it keeps the enrollments', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const [a, b, c] = [await insertUser(org.slug), await insertUser(org.slug), await insertUser(org.slug, { status: 'inactive' })];
    const group = await createGroup(org.slug, { name: 'Sales' }, new Date());
    await addMembers(org.slug, group.id, [a.id, b.id, c.id], new Date());
    // b already has the course (an assignment): kept as it is, counted as already enrolled.
    expect((await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [b.id] } })).status).toBe(200);

    const created = await call('POST', rulesPath(org.slug, group.id), {
      token: org.adminKey,
      body: { content_type: 'course', content_id: course, due_date: '2026-12-31' },
      headers: { 'Idempotency-Key': 'rule-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      rule: { id: expect.any(String), group_id: group.id, content_type: 'course', content_id: course, due_date: '2026-12-31', created_at: expect.any(String), job_id: expect.any(String) },
      result: { enrolled: expect.any(Number), already_enrolled: expect.any(Number), not_enrolled: 1 },
    });
    // a is enrolled once, by this request or by the stream worker reading a's membership record
    // after the rule exists (the request then finds a enrolled); b was already; c is inactive.
    expect(created.body.result.enrolled + created.body.result.already_enrolled).toBe(2);
    expect(created.body.result.enrolled).toBeLessThanOrEqual(1);
    const rule = created.body.rule;
    // The same key answers the first answer again; the same content without it is a 409.
    const replay = await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'course', content_id: course, due_date: '2026-12-31' }, headers: { 'Idempotency-Key': 'rule-1' } });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(created.body);
    const twice = await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('enrollment_rule_exists');

    const mine = await enrollmentsOf(org.slug, org.adminKey, { content_id: course });
    expect(mine.map((e: any) => [e.user_id, e.source]).sort()).toEqual(
      [
        [a.id, { type: 'group_rule', rule_id: rule.id, group_id: group.id }],
        [b.id, { type: 'assignment' }],
      ].sort(),
    );
    expect((await enrollmentsOf(org.slug, org.adminKey, { source: 'group_rule' })).map((e: any) => e.user_id)).toEqual([a.id]);
    expect((await enrollmentsOf(org.slug, org.adminKey, { source: 'assignment' })).map((e: any) => e.user_id)).toEqual([b.id]);
    // Combined with the filters that otherwise merge the type-status partitions, and with a user's.
    expect((await enrollmentsOf(org.slug, org.adminKey, { source: 'group_rule', status: 'not_started', content_type: 'course' })).map((e: any) => e.user_id)).toEqual([a.id]);
    expect(await enrollmentsOf(org.slug, org.adminKey, { source: 'group_rule', status: 'completed' })).toEqual([]);
    expect(await enrollmentsOf(org.slug, org.adminKey, { source: 'group_rule', user_id: b.id })).toEqual([]);
    expect((await call('GET', `/org/${org.slug}/learning/enrollments/`, { token: org.adminKey, query: { source: 'rule' } })).status).toBe(400);
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, { kind: 'user', id: a.id }, { kind: 'user', id: b.id }]);

    expect((await call('GET', `${rulesPath(org.slug, group.id)}${rule.id}/`, { token: org.adminKey })).body).toEqual(rule);
    expect((await call('GET', rulesPath(org.slug, group.id), { token: org.adminKey })).body.results).toEqual([rule]);

    const deleted = await call('DELETE', `${rulesPath(org.slug, group.id)}${rule.id}/`, { token: org.adminKey });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `${rulesPath(org.slug, group.id)}${rule.id}/`, { token: org.adminKey })).body.code).toBe('enrollment_rule_not_found');
    expect((await enrollmentsOf(org.slug, org.adminKey, { content_id: course })).length).toBe(2);
    // The content is free again for a new rule.
    expect((await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } })).status).toBe(201);
  });

  it('is 404 for another organization’s group or content, for unknown ones, and refuses collaborators', async () => {
    const [org, other] = [await newTestOrg(), await newTestOrg()];
    const course = await newCourse(call, org);
    const otherCourse = await newCourse(call, other);
    const group = await createGroup(org.slug, { name: 'Ops' }, new Date());
    const otherGroup = await createGroup(other.slug, { name: 'Ops' }, new Date());
    const post = (slug: string, groupId: string, body: unknown, token = org.adminKey) => call('POST', rulesPath(slug, groupId), { token, body });
    expect((await post(org.slug, otherGroup.id, { content_type: 'course', content_id: course })).body.code).toBe('group_not_found');
    expect((await post(org.slug, group.id, { content_type: 'course', content_id: otherCourse })).body.code).toBe('course_not_found');
    expect((await post(org.slug, group.id, { content_type: 'track', content_id: course })).body.code).toBe('track_not_found');
    expect((await post(org.slug, newId(), { content_type: 'course', content_id: course })).status).toBe(404);
    expect((await post(org.slug, group.id, { content_type: 'course', content_id: course, enrolled_at: '2026-01-01T00:00:00Z' })).status).toBe(400);
    expect((await call('GET', rulesPath(org.slug, otherGroup.id), { token: org.adminKey })).status).toBe(404);
    expect((await call('GET', `/org/${org.slug}/jobs/${newId()}/`, { token: org.adminKey })).body.code).toBe('job_not_found');
    const collaborator = await insertUser(org.slug);
    const login = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: collaborator.email, password: collaborator.password } });
    expect((await post(org.slug, group.id, { content_type: 'course', content_id: course }, login.body.token)).status).toBe(403);
    expect(await rulesOfGroup(org.slug, group.id)).toEqual([]);
  });

  it('a track rule enrolls the track and its courses, like assign-track', async () => {
    const org = await newTestOrg();
    const [c1, c2] = [await newCourse(call, org), await newCourse(call, org)];
    const track = await newTrack(call, org, [c1, c2]);
    const user = await insertUser(org.slug);
    const group = await createGroup(org.slug, { name: 'New hires' }, new Date());
    await addMembers(org.slug, group.id, [user.id], new Date());
    const created = await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'track', content_id: track } });
    expect(created.status).toBe(201);
    const mine = await enrollmentsOf(org.slug, org.adminKey, { user_id: user.id });
    expect(mine.map((e: any) => e.content_id).sort()).toEqual([c1, c2, track].sort());
    expect(mine.every((e: any) => e.source.type === 'group_rule' && e.source.rule_id === created.body.rule.id)).toBe(true);
    await expectCountersExact(org.slug, [{ kind: 'content', id: track }, { kind: 'content', id: c1 }, { kind: 'user', id: user.id }]);
  });
});

describe('enrollment rules: later members (the table stream)', () => {
  it('a member added later is enrolled once, even added, removed and added again', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const group = await createGroup(org.slug, { name: 'Sales' }, new Date());
    expect((await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } })).body.result).toEqual({
      enrolled: 0,
      already_enrolled: 0,
      not_enrolled: 0,
    });
    const user = await insertUser(org.slug);
    const addedAt = Date.now();
    await addMembers(org.slug, group.id, [user.id], new Date());
    const [first] = await until(async () => {
      const found = await enrollmentsOf(org.slug, org.adminKey, { user_id: user.id });
      return found.length ? found : undefined;
    }, 'the new member’s enrollment');
    expect(Date.now() - addedAt).toBeLessThan(5_000);
    expect(first.source).toEqual({ type: 'group_rule', rule_id: expect.any(String), group_id: group.id });
    await removeMembers(org.slug, group.id, [user.id], new Date());
    await addMembers(org.slug, group.id, [user.id], new Date());
    // A marker member added after: once it is enrolled, the user's re-add has been handled too (one shard, in order).
    const marker = await insertUser(org.slug);
    await addMembers(org.slug, group.id, [marker.id], new Date());
    await until(async () => ((await enrollmentsOf(org.slug, org.adminKey, { user_id: marker.id })).length ? true : undefined), 'the marker’s enrollment');
    expect(await enrollmentsOf(org.slug, org.adminKey, { user_id: user.id })).toEqual([first]);
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, { kind: 'user', id: user.id }]);
  });

  it('concurrent adds of one user to two groups with rules on the same course enroll once', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const [g1, g2] = [await createGroup(org.slug, { name: 'G1' }, new Date()), await createGroup(org.slug, { name: 'G2' }, new Date())];
    for (const g of [g1, g2]) expect((await call('POST', rulesPath(org.slug, g.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } })).status).toBe(201);
    const users = await Promise.all(Array.from({ length: 5 }, () => insertUser(org.slug)));
    await Promise.all(users.flatMap((u) => [addMembers(org.slug, g1.id, [u.id], new Date()), addMembers(org.slug, g2.id, [u.id], new Date())]));
    const all = await until(async () => {
      const found = await enrollmentsOf(org.slug, org.adminKey, { content_id: course });
      return found.length >= users.length ? found : undefined;
    }, 'five enrollments');
    // Both groups' records handled (each user's second membership too) before counting.
    const marker = await insertUser(org.slug);
    await addMembers(org.slug, g2.id, [marker.id], new Date());
    await addMembers(org.slug, g1.id, [marker.id], new Date());
    await until(async () => ((await enrollmentsOf(org.slug, org.adminKey, { user_id: marker.id })).length ? true : undefined), 'the marker’s enrollment');
    const after = await enrollmentsOf(org.slug, org.adminKey, { content_id: course });
    expect(after.length).toBe(users.length + 1);
    expect(all.map((e: any) => e.user_id).sort()).toEqual(users.map((u) => u.id).sort());
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, ...users.map((u) => ({ kind: 'user' as const, id: u.id }))]);
  });

  it('SCIM flows drive it: Okta pushes a group with members and adds one later, Entra ID adds with its capitalised op; removing keeps the enrollment', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const scimKey = (await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'Okta', scope: 'scim' } })).body.key;
    const SCIM = { 'content-type': 'application/scim+json' };
    const scimUser = async (name: string) =>
      (
        await call('POST', `/org/${org.slug}/scim/v2/Users`, {
          token: scimKey,
          headers: SCIM,
          body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: `${name}-${org.slug}@example.com`, name: { givenName: name, familyName: 'Test' }, active: true },
        })
      ).body.id as string;
    const [okta1, okta2, entra] = [await scimUser('okta1'), await scimUser('okta2'), await scimUser('entra')];
    const pushed = await call('POST', `/org/${org.slug}/scim/v2/Groups`, {
      token: scimKey,
      headers: SCIM,
      body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Sales', members: [{ value: okta1 }] },
    });
    expect(pushed.status).toBe(201);
    const created = await call('POST', rulesPath(org.slug, pushed.body.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } });
    // The pushed member is enrolled once: by this request, or by the worker when it reads the
    // membership's stream record after the rule exists (then the request finds it enrolled).
    expect(created.body.result.enrolled + created.body.result.already_enrolled).toBe(1);
    expect(created.body.result.not_enrolled).toBe(0);
    const patch = (op: string, user: string) =>
      call('PATCH', `/org/${org.slug}/scim/v2/Groups/${pushed.body.id}`, {
        token: scimKey,
        headers: SCIM,
        body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [op === 'Remove' ? { op, path: `members[value eq "${user}"]` } : { op, path: 'members', value: [{ value: user }] }] },
      });
    expect((await patch('add', okta2)).status).toBeLessThan(300);
    expect((await patch('Add', entra)).status).toBeLessThan(300);
    const enrolled = await until(async () => {
      const found = await enrollmentsOf(org.slug, org.adminKey, { content_id: course, source: 'group_rule' });
      return found.length === 3 ? found : undefined;
    }, 'three enrollments');
    expect(enrolled.map((e: any) => e.user_id).sort()).toEqual([okta1, okta2, entra].sort());
    expect((await patch('Remove', okta2)).status).toBeLessThan(300);
    expect((await enrollmentsOf(org.slug, org.adminKey, { user_id: okta2 })).map((e: any) => e.content_id)).toEqual([course]);
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, { kind: 'user', id: okta2 }]);
  });

  it('a user reactivated gets the rules of their groups; an inactive member is not enrolled', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const user = await insertUser(org.slug, { status: 'inactive' });
    const group = await createGroup(org.slug, { name: 'Field' }, new Date());
    await addMembers(org.slug, group.id, [user.id], new Date());
    expect((await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } })).body.result).toEqual({
      enrolled: 0,
      already_enrolled: 0,
      not_enrolled: 1,
    });
    // The users API and SCIM's `active: true` make the same change of the user item (a stream MODIFY to `active`).
    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, status: 'active' } })).status).toBe(200);
    const found = await until(async () => {
      const list = await enrollmentsOf(org.slug, org.adminKey, { user_id: user.id });
      return list.length ? list : undefined;
    }, 'the reactivated user’s enrollment');
    expect(found.map((e: any) => e.content_id)).toEqual([course]);
  });

  it('deleting a group deletes its rules (the enrollments stay)', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const user = await insertUser(org.slug);
    const group = await createGroup(org.slug, { name: 'Temp' }, new Date());
    await addMembers(org.slug, group.id, [user.id], new Date());
    expect((await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } })).status).toBe(201);
    await deleteGroup(org.slug, group.id);
    await until(async () => ((await rulesOfGroup(org.slug, group.id)).length === 0 ? true : undefined), 'the rules deleted');
    expect((await enrollmentsOf(org.slug, org.adminKey, { user_id: user.id })).length).toBe(1);
  });
});
