import { describe, expect, it } from 'vitest';
import { getUserRecord, updateUser } from '../../shared/directory/users-store';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';

/**
 * The groups REST view (#41) through the local gateway: administrators only, names unique
 * case-insensitively (two concurrent creates: one 201, one 409), members a page at a time, PUT
 * idempotent, DELETE of a non-member 404, a group of another organization 404, and a delete that
 * takes the memberships with it.
 */
const { call } = useGateway();

const api = (org: TestOrg, token = org.adminKey) => {
  const base = `/org/${org.slug}/groups`;
  return {
    create: (body: unknown, headers: Record<string, string> = {}) => call('POST', `${base}/`, { token, body, headers }),
    list: (query: Record<string, string | number> = {}) => call('GET', `${base}/`, { token, query }),
    get: (id: string) => call('GET', `${base}/${id}/`, { token }),
    patch: (id: string, body: unknown) => call('PATCH', `${base}/${id}/`, { token, body }),
    del: (id: string) => call('DELETE', `${base}/${id}/`, { token }),
    members: (id: string, query: Record<string, string | number> = {}) => call('GET', `${base}/${id}/members/`, { token, query }),
    put: (id: string, userId: string) => call('PUT', `${base}/${id}/members/${userId}/`, { token }),
    remove: (id: string, userId: string) => call('DELETE', `${base}/${id}/members/${userId}/`, { token }),
  };
};

async function created(org: TestOrg, body: Record<string, unknown>) {
  const res = await api(org).create(body);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; name: string; external_id: string | null; member_count: number };
}

describe('groups (REST)', () => {
  it('creates, reads, lists, renames and deletes a group; names clash case-insensitively', async () => {
    const org = await newTestOrg();
    const g = api(org);
    const group = await created(org, { name: 'Sales', external_id: 'okta-sales' });
    expect(group).toMatchObject({ name: 'Sales', external_id: 'okta-sales', member_count: 0 });
    expect(Object.keys(group).sort()).toEqual(['created_at', 'external_id', 'id', 'member_count', 'name', 'updated_at']);
    expect((await g.get(group.id)).body).toEqual(group);
    const clash = await g.create({ name: 'sALES' });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('group_name_taken');
    const externalClash = await g.create({ name: 'Other', external_id: 'okta-sales' });
    expect(externalClash.status).toBe(409);
    expect(externalClash.body.code).toBe('group_external_id_taken');
    const plain = await created(org, { name: 'Plain' });
    expect(plain.external_id).toBeNull();
    expect((await g.list()).body.results.map((x: { id: string }) => x.id)).toEqual([group.id, plain.id]);

    const renamed = await g.patch(group.id, { name: 'Revenue', external_id: null });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ id: group.id, name: 'Revenue', external_id: null });
    expect((await g.patch(plain.id, { name: 'REVENUE' })).body.code).toBe('group_name_taken');
    // The old name is free, the new one taken.
    expect((await g.create({ name: 'sales' })).status).toBe(201);
    expect((await g.patch(group.id, { name: '' })).status).toBe(400);
    expect((await g.patch(group.id, { member_count: 5 })).body.code).toBe('validation_failed');

    expect((await g.del(group.id)).status).toBe(204);
    expect((await g.get(group.id)).body.code).toBe('group_not_found');
    expect((await g.del(group.id)).body.code).toBe('group_not_found');
  });

  it('two concurrent creates of one name: one 201, one 409', async () => {
    const org = await newTestOrg();
    const results = await Promise.all([api(org).create({ name: 'Night shift' }), api(org).create({ name: 'NIGHT SHIFT' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('group_name_taken');
  });

  it('replays a create with the same Idempotency-Key', async () => {
    const org = await newTestOrg();
    const headers = { 'idempotency-key': 'create-group-1' };
    const first = await api(org).create({ name: 'Replayed' }, headers);
    const again = await api(org).create({ name: 'Replayed' }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await api(org).list()).body.results).toHaveLength(1);
  });

  it('adds and removes members: PUT idempotent (200), a user in two groups, DELETE of a non-member 404', async () => {
    const org = await newTestOrg();
    const g = api(org);
    const ana = await insertUser(org.slug, { first_name: 'Ana', last_name: 'Torres' });
    const one = await created(org, { name: 'One' });
    const two = await created(org, { name: 'Two' });
    const put = await g.put(one.id, ana.id);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ user_id: ana.id, first_name: 'Ana', last_name: 'Torres', email: ana.email });
    const again = await g.put(one.id, ana.id);
    expect(again.status).toBe(200);
    expect(again.body.added_at).toBe(put.body.added_at);
    expect((await g.put(two.id, ana.id)).status).toBe(200);
    expect((await g.get(one.id)).body.member_count).toBe(1);
    expect((await g.members(one.id)).body.results).toEqual([put.body]);
    expect((await g.members(two.id)).body.results.map((m: { user_id: string }) => m.user_id)).toEqual([ana.id]);

    expect((await g.remove(one.id, ana.id)).status).toBe(204);
    const notMember = await g.remove(one.id, ana.id);
    expect(notMember.status).toBe(404);
    expect(notMember.body.code).toBe('group_member_not_found');
    expect((await g.get(one.id)).body.member_count).toBe(0);
    expect((await g.members(two.id)).body.results).toHaveLength(1);
    expect((await g.put(one.id, 'nobody')).body.code).toBe('user_not_found');
    expect((await g.put('missing', ana.id)).body.code).toBe('group_not_found');
    expect((await g.remove('missing', ana.id)).body.code).toBe('group_not_found');
  });

  it('refuses a SCIM-deleted user (404 user_not_found, nothing written)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const record = (await getUserRecord(org.slug, user.id))!;
    expect((await updateUser(org.slug, record, { set: { status: 'inactive', scim_deleted: true }, remove: [] })).outcome).toBe('updated');
    const group = await created(org, { name: 'G' });
    const res = await api(org).put(group.id, user.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('user_not_found');
    expect((await api(org).get(group.id)).body.member_count).toBe(0);
  });

  it('pages members with signed cursors; a group with members is deleted with its memberships', async () => {
    const org = await newTestOrg();
    const g = api(org);
    const users = await Promise.all(Array.from({ length: 7 }, () => insertUser(org.slug)));
    const group = await created(org, { name: 'Paged' });
    for (const u of users) expect((await g.put(group.id, u.id)).status).toBe(200);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await g.members(group.id, { page_size: 3, ...(cursor ? { cursor } : {}) });
      expect(res.status, res.text).toBe(200);
      expect(res.body.results.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.results.map((m: { user_id: string }) => m.user_id));
      cursor = res.body.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(users.map((u) => u.id).sort());
    // A cursor of this group is no cursor of another group's members.
    const other = await created(org, { name: 'Other' });
    const first = await g.members(group.id, { page_size: 3 });
    expect((await g.members(other.id, { page_size: 3, cursor: first.body.next_cursor })).body.code).toBe('invalid_cursor');

    expect((await g.del(group.id)).status).toBe(204);
    expect((await g.members(group.id)).body.code).toBe('group_not_found');
    // The name is free again, and a new group of that name has no members.
    const reborn = await created(org, { name: 'Paged' });
    expect((await g.members(reborn.id)).body.results).toEqual([]);
  });

  it("another organization's group is 404 group_not_found, with that organization's credential too", async () => {
    const org = await newTestOrg();
    const other = await newTestOrg();
    const user = await insertUser(org.slug);
    const group = await created(org, { name: 'Mine' });
    for (const res of [await api(other).get(group.id), await api(other).patch(group.id, { name: 'X' }), await api(other).del(group.id), await api(other).members(group.id)]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('group_not_found');
    }
    const otherUser = await insertUser(other.slug);
    // A user of the other organization is no user here.
    expect((await api(org).put(group.id, otherUser.id)).body.code).toBe('user_not_found');
    // Another organization's key on this organization's path: 403.
    expect((await api(org, other.adminKey).get(group.id)).status).toBe(403);
    expect((await api(org).get(group.id)).body.name).toBe('Mine');
    expect((await api(org).put(group.id, user.id)).status).toBe(200);
  });

  it('is for administrators: a collaborator gets 403 on every route', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const login = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: user.password } });
    expect(login.status, login.text).toBe(200);
    const token = login.body.token as string;
    const group = await created(org, { name: 'Admins only' });
    const g = api(org, token);
    for (const res of [await g.list(), await g.create({ name: 'x' }), await g.get(group.id), await g.members(group.id), await g.put(group.id, user.id), await g.remove(group.id, user.id)]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
  });
});
