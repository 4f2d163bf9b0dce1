import { describe, expect, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

// Its own table: the worker of another file (group-rules.test.ts) never drives this file's jobs.
useOwnTable('group-rules-jobs');
const { addMembers, createGroup, listMemberIds } = await import('../../shared/groups/groups-store');
const { driveJob, enrollMembers, REQUEST_LEASE_MS, runJob } = await import('../../shared/learning/group-rules');
const { getJob, putNewRule } = await import('../../shared/learning/group-rules-store');
const { newId } = await import('../../shared/db/ids');
const { insertUser } = await import('../support/orgs');
const { useGateway } = await import('../support/http');
const { newTestOrg } = await import('../support/orgs');
const { allPages, bulkUsers, newCourse } = await import('./support');
const { expectCountersExact, rulesPath } = await import('./group-rules-support');

/**
 * A rule on a group larger than a request handles (#42): 202 with a job, advanced chunk by chunk
 * with a conditional cursor. No stream worker runs in this file: the test drives the job itself,
 * through the worker's own function (runJob), and stops it half way as a crash would.
 */
const { call } = useGateway();

describe('enrollment rule jobs', () => {
  it('a job crashed at half resumes and finishes: every member enrolled once, counters exact', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const users = await bulkUsers(org.slug, 1100);
    const group = await createGroup(org.slug, { name: 'Everyone' }, new Date());
    await addMembers(org.slug, group.id, users, new Date());

    const created = await call('POST', rulesPath(org.slug, group.id), { token: org.adminKey, body: { content_type: 'course', content_id: course } });
    expect(created.status).toBe(202);
    const job = created.body.job;
    expect(job).toMatchObject({ kind: 'enrollment_rule', status: 'running', total: 1100, done: 0, failed: 0, rule_id: created.body.rule.id, group_id: group.id });
    expect(created.body.rule.job_id).toBe(job.id);

    // Two chunks of 250, then the worker "crashes"…
    const half = await runJob(org.slug, job.id, { chunks: 2, limit: 250 });
    expect(half).toMatchObject({ status: 'running', done: 500, enrolled: 500 });
    // …in the middle of its third chunk: some of its enrollments written, its cursor not advanced.
    const { userIds: next } = await listMemberIds(org.slug, group.id, { after: half!.cursor, limit: 100 });
    await enrollMembers(org.slug, { type: 'course', contentId: course, courseIds: [], enrolledAt: new Date().toISOString(), source: { type: 'group_rule', rule_id: job.rule_id, group_id: group.id } }, next);
    const polled = await call('GET', `/org/${org.slug}/jobs/${job.id}/`, { token: org.adminKey });
    expect(polled.body).toMatchObject({ status: 'running', total: 1100, done: 500, failed: 0 });
    expect(polled.body.result).toBeUndefined();

    // Resumed from its cursor: the half-written chunk is run again, its enrollments found existing.
    const finished = await runJob(org.slug, job.id, { limit: 250 });
    expect(finished).toMatchObject({ status: 'done', total: 1100, done: 1100, failed: 0, enrolled: 1000, already_enrolled: 100 });
    const answered = await call('GET', `/org/${org.slug}/jobs/${job.id}/`, { token: org.adminKey });
    expect(answered.body).toMatchObject({ status: 'done', done: 1100, result: { enrolled: 1000, already_enrolled: 100, not_enrolled: 0 }, finished_at: expect.any(String) });
    // Run again (a re-delivered record): nothing changes.
    expect(await runJob(org.slug, job.id)).toEqual(await getJob(org.slug, job.id));

    const enrollments = await allPages(call, org.adminKey, `/org/${org.slug}/learning/enrollments/`, { content_id: course, page_size: 100 });
    expect(enrollments.length).toBe(1100);
    expect(new Set(enrollments.map((e: any) => e.user_id)).size).toBe(1100);
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, ...users.slice(0, 20).map((id) => ({ kind: 'user' as const, id })), ...users.slice(-20).map((id) => ({ kind: 'user' as const, id }))]);
    const report = await call('GET', `/org/${org.slug}/reports/learning/courses/`, { token: org.adminKey });
    expect(report.status).toBe(200);
    expect(report.body.results.find((r: any) => r.course.id === course)).toMatchObject({ enrolled: 1100, in_progress: 0, completed: 0 });
  }, 180_000);

  it('a request that died holding its lease: the worker waits for the lease to pass, then finishes the job', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const members = [await insertUser(org.slug), await insertUser(org.slug)];
    const group = await createGroup(org.slug, { name: 'Small' }, new Date());
    await addMembers(org.slug, group.id, members.map((m) => m.id), new Date());
    // What a POST writes before it dies: the rule and its job, leased to the request.
    const at = new Date();
    const rule = { id: newId(), group_id: group.id, content_type: 'course' as const, content_id: course, created_at: at.toISOString(), job_id: newId() };
    const lease = new Date(at.getTime() + REQUEST_LEASE_MS).toISOString();
    const job = { id: rule.job_id, kind: 'enrollment_rule' as const, status: 'running' as const, rule_id: rule.id, group_id: group.id, content_type: 'course' as const, content_id: course, total: 2, done: 0, failed: 0, enrolled: 0, already_enrolled: 0, lease_until: lease, created_at: rule.created_at, updated_at: rule.created_at };
    expect(await putNewRule(org.slug, rule, job)).toEqual({ status: 'created' });
    // While the lease holds, the worker waits (it does not run the chunk beside the request).
    const waiting = driveJob(org.slug, job.id, undefined, () => Date.parse(lease) - 1);
    const early = await Promise.race([waiting.then(() => 'ran'), new Promise((r) => setTimeout(() => r('waiting'), 600))]);
    expect(early).toBe('waiting');
    expect((await getJob(org.slug, job.id))?.done).toBe(0);
    // Once it has passed, the worker takes over and finishes.
    expect(await driveJob(org.slug, job.id, undefined, () => Date.parse(lease) + 1)).toBe('done');
    expect(await getJob(org.slug, job.id)).toMatchObject({ status: 'done', done: 2, enrolled: 2 });
    // The waiting step sees the job finished and stops.
    expect(await waiting).toBe('done');
    const listed = await allPages(call, org.adminKey, `/org/${org.slug}/learning/enrollments/`, { content_id: course });
    expect(listed.map((e: any) => e.user_id).sort()).toEqual(members.map((m) => m.id).sort());
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }]);
  });
});
