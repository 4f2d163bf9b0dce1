import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { COUNTER_TOTALS, contentShardCounts, readCounters, SHARDS_ATTRIBUTE } from '../../shared/learning/counters-store';
import { enrollmentId } from '../../shared/learning/enrollments-store';
import { checkCounters } from '../../shared/migrations/counters';
import { levelAfter } from '../../shared/tenancy/data-level';
import { organizationKey } from '../../shared/tenancy/organizations-store';
import { injectFailures } from '../support/faults';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { expectCountersExact } from './group-rules-support';
import { assignCoursePath, bulkUsers, newCourse } from './support';

/**
 * #43 §3/§4 (docs/decisions/learning.md, "Sharded content counters"): a bulk write's chunks go in
 * parallel, each adding its course counts to a shard of its own, and a completion that loses to a
 * conflict moves to another shard; the reports and the check of the counters sum the shards, so
 * every count stays exact. Below the `counter-shards` level (the release before may still serve the
 * organization, and it reads no shard) nothing is sharded.
 */
const { call } = useGateway();
let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
});

const contentTotal = async (slug: string, id: string) => (await db().send(new GetCommand({ TableName: tableName(), Key: COUNTER_TOTALS.key(slug, { kind: 'CONTENT', id }), ConsistentRead: true }))).Item;
const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

async function assign(org: { slug: string; adminKey: string }, course: string, users: string[]) {
  const res = await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: users } });
  expect(res.status, res.text).toBe(200);
  expect(res.body.assigned).toHaveLength(users.length);
}

describe('sharded content counters', () => {
  it('an assign of 200 users at the counter-shards level writes its chunks on four shards; reports, ranged reads and the check sum them exactly', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const users = await bulkUsers(org.slug, 200);
    await assign(org, course, users);

    expect((await contentTotal(org.slug, course))?.[SHARDS_ATTRIBUTE]).toBe(4);
    // Counts sit outside the course's own partition: the report must sum the shards to see 200.
    const inShards = (await contentShardCounts(org.slug, course, 4)).reduce((n, { counts }) => n + (counts.e ?? 0), 0);
    expect(inShards).toBeGreaterThan(0);
    expect(inShards).toBeLessThan(200);
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, { kind: 'user', id: users[0]! }]);
    // A range that needs no TOTAL counts (one day): the TOTAL is still read for its shard count.
    const day = today(org.timezone);
    expect(await readCounters(org.slug, [{ kind: 'content', id: course }], { from: day, to: day })).toEqual([{ enrolled: 200, in_progress: 0, completed: 0 }]);
    const report = await call('GET', `/org/${org.slug}/reports/learning/courses/`, { token: org.adminKey });
    expect(report.status, report.text).toBe(200);
    expect(report.body.results.find((r: any) => r.course.id === course)).toMatchObject({ enrolled: 200, in_progress: 0, completed: 0 });
    expect(await checkCounters(org.slug)).toEqual([]);
  }, 60_000);

  it('below the counter-shards level the same assign adds to the course’s own counters only (the release before reads no shard)', async () => {
    const org = await newTestOrg();
    await db().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'SET data_level = :l', ExpressionAttributeValues: { ':l': levelAfter('counter-shards') - 1 } }));
    const course = await newCourse(call, org);
    const users = await bulkUsers(org.slug, 100);
    await assign(org, course, users);
    expect((await contentTotal(org.slug, course))?.[SHARDS_ATTRIBUTE]).toBeUndefined();
    expect(await contentShardCounts(org.slug, course, 8)).toEqual([]);
    expect((await contentTotal(org.slug, course))?.e).toBe(100);
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }]);
  }, 60_000);

  it('a completion that loses to a conflict on the course’s counters moves to another shard; the count stays exact', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const [user] = await bulkUsers(org.slug, 1);
    await assign(org, course, [user!]);
    // The first counted transaction of the completion conflicts (a popular course); the retry goes elsewhere.
    let conflicts = 0;
    const injected = injectFailures('transaction-conflict', (command) => command === 'TransactWriteItemsCommand' && conflicts++ === 0);
    remove = injected.remove;
    const id = enrollmentId(org.slug, user!, 'course', course);
    const done = await call('POST', `/org/${org.slug}/learning/enrollments/${id}/progress/`, { token: org.adminKey, body: { progress: 100 } });
    expect(done.status, done.text).toBe(200);
    expect(injected.failed()).toBe(1);
    expect((await contentTotal(org.slug, course))?.[SHARDS_ATTRIBUTE]).toBe(8);
    // The completion is counted in a shard, not in the course's own counters it lost on.
    expect((await contentTotal(org.slug, course))?.c).toBeUndefined();
    expect((await contentShardCounts(org.slug, course, 8)).find(({ base, counts }) => base.sk === 'TOTAL' && counts.c === 1)).toBeDefined();
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, { kind: 'user', id: user! }]);
    expect(await checkCounters(org.slug)).toEqual([]);
  }, 60_000);

  it('the check of the counters finds a wrong count in a shard', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    await assign(org, course, await bulkUsers(org.slug, 40));
    expect(await checkCounters(org.slug)).toEqual([]);
    const shard = COUNTER_TOTALS.key(org.slug, { kind: 'CONTENT_1', id: course });
    await db().send(new UpdateCommand({ TableName: tableName(), Key: shard, UpdateExpression: 'ADD #c :one', ExpressionAttributeNames: { '#c': 'c' }, ExpressionAttributeValues: { ':one': 1 } }));
    expect((await checkCounters(org.slug)).join('\n')).toMatch(/TOTAL: c stored 1, recount 0/);
  }, 60_000);
});
