import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

/**
 * Two releases on one table (#40; docs/decisions/learning.md, "Two releases on one table"): this
 * release beside an older one, each writing enrollments, then the documented sequence (the older
 * one stops, `npm run migrate`: migrations, reconcile, close, verify). The older release's writes
 * are made exactly as its code makes them (the item and update of its enrollments-store.ts):
 * - 6932870 (no report counters of today's layout): creates enrollments without `_lv`, changes
 *   statuses with an UpdateItem of progress, status and the status index key, counting nothing here;
 * - a release with the REPORT_COUNTER counters but before `counted_status` (the releases up to
 *   this one): the same UpdateItem and create, in one transaction with the counters' ADDs.
 * Its own table: a deploy record is table-wide, and an open one would turn other files' reports into 503s.
 */
const TABLE = useOwnTable('two-releases');

const { useGateway } = await import('../support/http');
const { newTestOrg, insertUser } = await import('../support/orgs');
const { assignCoursePath, newCourse } = await import('../learning/support');
const { courseRow, expectReportsEqualRecount } = await import('./recount');
const { rawClient } = await import('./support');
const { db, tableName } = await import('../../shared/db/client');
const { counterUpdateParts } = await import('../../shared/learning/counters-store');
const { COUNTED_LAYOUT, COUNTED_STATUS, enrollmentId, enrollmentItem, enrollmentKey, ENROLLMENTS, moveCounts, moveDeltas, creationDeltas } = await import('../../shared/learning/enrollments-store');
const { migrateAll, organizationStatus, verifyOrganization, closeDeploymentIfReconciled } = await import('../../shared/migrations/runner');
const { beginDeployment, readDeployment } = await import('../../shared/tenancy/deployment-store');
type EnrollmentRecord = import('../../shared/learning/enrollments-store').EnrollmentRecord;

const { call } = useGateway();


/** The older release: how it writes enrollments (see the top); `counts` — whether it moves today's counters. */
function olderRelease(slug: string, zone: string, counts: boolean) {
  // A release with today's counters writes through the kernel (its counter items are stamped with their layout); 6932870 knew no layouts.
  const client = counts ? db() : rawClient();
  return {
    /** Its assign of one user: the enrollment item without `counted_status` (and, for 6932870, without `_lv`). */
    async enroll(userId: string, courseId: string): Promise<string> {
      const record: EnrollmentRecord = {
        id: enrollmentId(slug, userId, 'course', courseId),
        user_id: userId,
        content_type: 'course',
        content_id: courseId,
        enrolled_at: new Date().toISOString(),
        status: 'not_started',
        progress: 0,
      };
      const { [COUNTED_STATUS]: _cs, _lv, ...item } = enrollmentItem(slug, record);
      const put = { Put: { TableName: tableName(), Item: counts ? { ...item, _lv: COUNTED_LAYOUT } : item, ConditionExpression: 'attribute_not_exists(pk)' } };
      await client.send(new TransactWriteCommand({ TransactItems: [put, ...(counts ? counterUpdateParts(slug, creationDeltas([record], zone)) : [])] }));
      return record.id;
    },
    /** Its progress report: progress, status and the status index key, conditional on what it read; nothing else of the item touched. */
    async progress(id: string, progress: number): Promise<void> {
      const { Item } = await rawClient().send(new GetCommand({ TableName: tableName(), Key: enrollmentKey(slug, id), ConsistentRead: true }));
      const current = ENROLLMENTS.parse(Item!);
      const status = progress >= 100 ? 'completed' : 'in_progress';
      const next = { ...current, progress, status } as EnrollmentRecord;
      const index = ENROLLMENTS.reindex(slug, next, ['status']).set;
      const update = {
        TableName: tableName(),
        Key: enrollmentKey(slug, id),
        UpdateExpression: `SET progress = :p, #status = :s, ${Object.keys(index).map((k, i) => `${k} = :i${i}`).join(', ')}`,
        ConditionExpression: '#status = :old',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':p': progress, ':s': status, ':old': current.status, ...Object.fromEntries(Object.values(index).map((v, i) => [`:i${i}`, v])) },
      };
      const deltas = counts ? moveDeltas(current, moveCounts(current.status, status), zone) : [];
      await client.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, ...counterUpdateParts(slug, deltas)] }));
    },
  };
}

const progressOf = (slug: string, token: string, id: string, progress: number) => call('POST', `/org/${slug}/learning/enrollments/${id}/progress/`, { token, body: { progress } });

async function assign(slug: string, token: string, course: string, users: string[]): Promise<string[]> {
  const res = await call('POST', assignCoursePath(slug), { token, body: { course_id: course, user_ids: users } });
  expect(res.status).toBe(200);
  return users.map((u) => enrollmentId(slug, u, 'course', course));
}

/** Every learning report, unranged and in date ranges around today, equal to a recount of the enrollments. */
async function expectExact(slug: string, token: string, zone: string) {
  const today = new Date().toISOString().slice(0, 10);
  const year = today.slice(0, 4);
  for (const range of [{}, { from_date: today, to_date: today }, { from_date: `${year}-01-01` }, { to_date: `${year}-12-31` }, { from_date: `${Number(year) - 1}-06-15`, to_date: today }])
    await expectReportsEqualRecount(call, slug, token, zone, range);
  expect(await verifyOrganization(slug)).toEqual([]);
}

describe.each([
  ['6932870, which does not move today\'s counters', false],
  ['a release with today\'s counters but no counted_status', true],
] as const)('this release beside %s', (_name, olderCounts) => {
  it('reports answer 503 while the deploy is open, and are exact after the run; a second run writes nothing', async () => {
    const org = await newTestOrg('America/Bogota');
    const users = await Promise.all(Array.from({ length: 6 }, () => insertUser(org.slug)));
    const course = await newCourse(call, org, 'Overlap');
    // Before the deploy: this release alone (exact).
    const [e1, e2, e3] = await assign(org.slug, org.adminKey, course, users.slice(0, 3).map((u) => u.id));
    await expectExact(org.slug, org.adminKey, org.timezone);

    const generation = await beginDeployment(olderCounts);
    expect((await organizationStatus(org.slug)).state).toBe('stale');
    const refused = await call('GET', `/org/${org.slug}/reports/learning/courses/`, { token: org.adminKey });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('migration_in_progress');
    expect(refused.headers.get('retry-after')).toBe('30');
    // The general report reads enrollments, not counters: it stays served.
    expect((await call('GET', `/org/${org.slug}/reports/learning/general-v2/`, { token: org.adminKey })).status).toBe(200);

    // The overlap: both releases write, on each other's enrollments too.
    const older = olderRelease(org.slug, org.timezone, olderCounts);
    await older.progress(e1!, 100);
    await older.progress(e2!, 50);
    const o4 = await older.enroll(users[3]!.id, course);
    const o5 = await older.enroll(users[4]!.id, course);
    // This release then writes on them: past the older release's move (stale), and on its new enrollment.
    expect((await progressOf(org.slug, org.adminKey, e2!, 80)).status).toBe(200);
    expect((await progressOf(org.slug, org.adminKey, o4, 30)).status).toBe(200);
    expect((await progressOf(org.slug, org.adminKey, e3!, 100)).status).toBe(200);
    await older.progress(o5, 40);
    await assign(org.slug, org.adminKey, course, [users[5]!.id]);

    // The older release stops; the documented run: migrations, reconcile, close, verify.
    const [result] = (await migrateAll()).filter((r) => r.slug === org.slug);
    expect(result!.changed.reconcile).toBeGreaterThan(0);
    expect(await readDeployment(true)).toMatchObject({ generation, open: false });
    expect((await organizationStatus(org.slug)).state).toBe('done');
    expect(await courseRow(call, org.slug, org.adminKey, course)).toEqual({ enrolled: 6, in_progress: 3, completed: 2 });
    await expectExact(org.slug, org.adminKey, org.timezone);

    const again = (await migrateAll()).find((r) => r.slug === org.slug)!;
    expect(again.changed).toEqual({});
  }, 120_000);
});

describe('a rollback in the middle: this release, then 6932870 alone, then this release again', () => {
  it('each deploy gates the reports until its run, and the counters end exact', async () => {
    const org = await newTestOrg('Asia/Tokyo');
    const users = await Promise.all(Array.from({ length: 4 }, () => insertUser(org.slug)));
    const course = await newCourse(call, org, 'Rollback');
    await beginDeployment(false);
    const [e1, e2] = await assign(org.slug, org.adminKey, course, users.slice(0, 2).map((u) => u.id));
    await migrateAll();
    await expectExact(org.slug, org.adminKey, org.timezone);

    // Rolled back: the older release alone (this code does not serve; nothing gates it).
    const older = olderRelease(org.slug, org.timezone, false);
    await older.progress(e1!, 60);
    const o3 = await older.enroll(users[2]!.id, course);
    // Forward again: a new deploy begins before this release serves.
    await beginDeployment(false);
    expect((await call('GET', `/org/${org.slug}/reports/learning/users/`, { token: org.adminKey })).status).toBe(503);
    await older.progress(o3, 100);
    expect((await progressOf(org.slug, org.adminKey, e2!, 100)).status).toBe(200);
    await migrateAll();
    expect(await courseRow(call, org.slug, org.adminKey, course)).toEqual({ enrolled: 3, in_progress: 1, completed: 2 });
    await expectExact(org.slug, org.adminKey, org.timezone);
  }, 120_000);
});

describe('the deploy stays open until every organization is reconciled', () => {
  it('a run for one organization reconciles it but does not close the deploy; the full run does', async () => {
    const a = await newTestOrg();
    const b = await newTestOrg();
    const generation = await beginDeployment(true);
    await migrateAll({ org: a.slug });
    expect((await organizationStatus(a.slug)).state).toBe('done');
    expect((await organizationStatus(b.slug)).state).toBe('stale');
    expect(await closeDeploymentIfReconciled()).toBe(false);
    expect((await readDeployment(true)).open).toBe(true);
    expect((await call('GET', `/org/${b.slug}/reports/learning/courses/`, { token: b.adminKey })).status).toBe(503);
    expect((await call('GET', `/org/${a.slug}/reports/learning/courses/`, { token: a.adminKey })).status).toBe(200);
    await migrateAll();
    expect(await readDeployment(true)).toMatchObject({ generation, open: false });
    expect((await call('GET', `/org/${b.slug}/reports/learning/courses/`, { token: b.adminKey })).status).toBe(200);
  }, 120_000);
});

describe('a counter item that breaks an invariant', () => {
  it('answers 503 with Retry-After instead of a wrong row or a 500, and --verify names it', async () => {
    const org = await newTestOrg();
    const [user] = await Promise.all([insertUser(org.slug)]);
    const course = await newCourse(call, org, 'Corrupted');
    await assign(org.slug, org.adminKey, course, [user!.id]);
    expect((await call('GET', `/org/${org.slug}/reports/learning/courses/`, { token: org.adminKey })).status).toBe(200);
    // Corrupt the course's TOTAL: more completed than enrolled.
    await rawClient().send(
      new UpdateCommand({ TableName: tableName(), Key: { pk: `ORG#${org.slug}#REPORT_COUNTER#CONTENT#${course}`, sk: 'TOTAL' }, UpdateExpression: 'ADD c :n', ExpressionAttributeValues: { ':n': 3 } }),
    );
    const res = await call('GET', `/org/${org.slug}/reports/learning/courses/`, { token: org.adminKey });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    // The users report's rows are still right: only the broken rows' report refuses.
    expect((await call('GET', `/org/${org.slug}/reports/learning/users/`, { token: org.adminKey })).status).toBe(200);
    const problems = await verifyOrganization(org.slug);
    expect(problems.join('\n')).toContain(`REPORT_COUNTER#CONTENT#${course} TOTAL: c stored 3, recount 0`);
    expect((await organizationStatus(org.slug)).verifyProblems).toBe(problems.length);
  }, 60_000);
});

describe('SCIM totals while a deploy is open', () => {
  it('count with a Query (the older release\'s creates included) until the organization is reconciled, then from the stored counts, equal', async () => {
    const { newUserRecord } = await import('../support/orgs');
    const { USERS, emailLockItem } = await import('../../shared/directory/users-store');
    const { putRaw } = await import('./support');
    const { readUserCount } = await import('../../shared/directory/user-count-store');
    const org = await newTestOrg();
    await Promise.all([insertUser(org.slug), insertUser(org.slug)]);
    const total = async () => {
      const res = await call('GET', `/org/${org.slug}/scim/v2/Users`, { token: org.adminKey, query: { count: '1' } });
      expect(res.status).toBe(200);
      return res.body.totalResults as number;
    };
    const before = await total();
    await beginDeployment(false);
    // The older release creates a user: its item and email lock, no count marker, no count.
    const record = newUserRecord();
    await putRaw([USERS.item(org.slug, record), emailLockItem(org.slug, record)]);
    expect(await readUserCount(org.slug)).toBe(before);
    expect(await total()).toBe(before + 1);
    await migrateAll();
    expect(await readUserCount(org.slug)).toBe(before + 1);
    expect(await total()).toBe(before + 1);
  }, 60_000);
});

describe('npm run migrate: --begin, --status, --verify', () => {
  const run = promisify(execFile);
  const migrate = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'infra/tools/migrate.ts', '--table', TABLE, '--endpoint', inject('dynamoEndpoint'), ...args], {
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('--begin detects the older release, --status names the stale organizations and the last verification, --verify exits 1 on a difference', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const course = await newCourse(call, org, 'Cli');
    await assign(org.slug, org.adminKey, course, [user.id]);
    const begun = await migrate('--begin');
    expect(begun.code, begun.stderr).toBe(0);
    // Every organization of this table is at today's level: the release being replaced keeps the counters.
    expect(begun.stdout).toMatch(/^deploy \d+ begun \(older release keeps the counters: yes\)/);
    const status = await migrate('--status', '--org', org.slug);
    expect(status.stdout).toMatch(/^deploy \d+ open since .* run `npm run migrate` once it no longer serves$/m);
    expect(status.stdout).toMatch(new RegExp(`^${org.slug}\\tstale\\t.*never verified$`, 'm'));
    await migrateAll();
    expect((await migrate('--verify', '--org', org.slug)).code).toBe(0);
    await rawClient().send(
      new UpdateCommand({ TableName: tableName(), Key: { pk: `ORG#${org.slug}#REPORT_COUNTER#USER#${user.id}`, sk: 'TOTAL' }, UpdateExpression: 'ADD p :n', ExpressionAttributeValues: { ':n': 1 } }),
    );
    const verify = await migrate('--verify', '--org', org.slug);
    expect(verify.code).toBe(1);
    expect(verify.stdout).toContain(`${org.slug}\t1 problems`);
    expect(verify.stdout).toContain(`REPORT_COUNTER#USER#${user.id} TOTAL: p stored 1, recount 0`);
    expect((await migrate('--status', '--org', org.slug)).stdout).toMatch(new RegExp(`^${org.slug}\\tdone\\t.*verified .*: 1 problems \\(run \`npm run migrate -- --verify\`\\)$`, 'm'));
    expect((await migrate('--older-counts', 'maybe', '--begin')).code).toBe(2);
  }, 120_000);
});

describe('an organization of the older release, not yet migrated, written by both', () => {
  it('the counters migration counts what is uncounted and leaves the older release\'s moves to the reconcile (which knows who made them)', async () => {
    const { organizationKey } = await import('../../shared/tenancy/organizations-store');
    const org = await newTestOrg();
    const users = await Promise.all(Array.from({ length: 3 }, () => insertUser(org.slug)));
    const course = await newCourse(call, org, 'Unmigrated');
    // As 6932870 left it: no data level (the counter reports wait for counters-v2).
    await rawClient().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'REMOVE data_level' }));
    await beginDeployment(false);
    const [e1] = await assign(org.slug, org.adminKey, course, [users[0]!.id]);
    const older = olderRelease(org.slug, org.timezone, false);
    await older.progress(e1!, 100);
    await older.enroll(users[1]!.id, course);
    await migrateAll();
    expect(await courseRow(call, org.slug, org.adminKey, course)).toEqual({ enrolled: 2, in_progress: 0, completed: 1 });
    await expectExact(org.slug, org.adminKey, org.timezone);
  }, 60_000);
});
