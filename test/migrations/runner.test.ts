import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../shared/db/client';
import { COUNTED_STATUS, enrollmentId, enrollmentItem, type EnrollmentRecord } from '../../shared/learning/enrollments-store';
import { migrateOrganization, organizationStatus } from '../../shared/migrations/runner';
import { MIGRATIONS } from '../../shared/migrations/registry';
import { organizationKey } from '../../shared/tenancy/organizations-store';
import { injectFault, type Fault } from '../support/faults';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { assignCoursePath, bulkUsers, newCourse } from '../learning/support';
import { FIXTURE, loadFixture, putRaw, rawClient } from './support';
import { courseRow, expectReportsEqualRecount } from './recount';

/** An enrollment item as the old release wrote it: without what this code adds to record its counting (COUNTED_STATUS). */
function oldEnrollmentItem(slug: string, record: EnrollmentRecord): Record<string, unknown> {
  const { [COUNTED_STATUS]: _counted, ...item } = enrollmentItem(slug, record);
  return item;
}

const { call } = useGateway();
const safety = FIXTURE.items.find((i) => i.entity === 'course' && i.title === 'Safety 101')!.id as string;

describe('migration runner: faults (#29)', () => {
  it('the k-th DynamoDB call of a run fails (throttled, or lost after it applied), for every k: the next run reaches the same final state', async () => {
    // How many calls a clean run makes.
    const probe = await loadFixture();
    const counter = injectFault(Number.MAX_SAFE_INTEGER, 'throttled-before');
    await migrateOrganization(probe.slug, FIXTURE.timezone);
    const calls = counter.calls();
    counter.remove();
    expect(calls).toBeGreaterThanOrEqual(5);
    const expected = await courseRow(call, probe.slug, probe.adminKey, safety);
    for (const fault of ['throttled-before', 'network-after'] as Fault[]) {
      for (let k = 1; k <= calls; k++) {
        const { slug, adminKey } = await loadFixture();
        const injected = injectFault(k, fault);
        const failed = await migrateOrganization(slug, FIXTURE.timezone).then(
          () => false,
          () => true,
        );
        injected.remove();
        expect(failed, `${fault} at call ${k} surfaces as a failed run`).toBe(true);
        const resumed = await migrateOrganization(slug, FIXTURE.timezone);
        expect(resumed.after, `${fault} at ${k}`).toBe('done');
        for (const migration of MIGRATIONS) expect(await migration.check(slug), `${migration.id}: ${fault} at ${k}`).toEqual([]);
        expect(await courseRow(call, slug, adminKey, safety), `${fault} at ${k}`).toEqual(expected);
      }
    }
  }, 300_000);
});

/**
 * An organization as release 9576b1a left it, its enrollments spread over `courses` courses with
 * a user in one course only: the transactions of different courses share no counter item, so
 * the runner runs them side by side.
 */
async function oldOrganization(courses: number, perCourse: number) {
  const org = await newTestOrg('America/Bogota');
  const courseIds = await Promise.all(Array.from({ length: courses }, (_, i) => newCourse(call, org, `Course ${i}`)));
  const users = await bulkUsers(org.slug, courses * perCourse);
  const records: EnrollmentRecord[] = users.map((userId, i) => {
    const progress = [0, 40, 100][i % 3]!;
    const content = courseIds[i % courses]!;
    return {
      id: enrollmentId(org.slug, userId, 'course', content),
      user_id: userId,
      content_type: 'course',
      content_id: content,
      enrolled_at: new Date(Date.UTC(2025, i % 12, 1 + (i % 28), i % 24)).toISOString(),
      status: progress === 0 ? 'not_started' : progress === 100 ? 'completed' : 'in_progress',
      progress,
      ...(progress === 100 ? { completed_at: '2026-01-01T00:00:00.000Z' } : {}),
    };
  });
  await putRaw(records.map((r) => oldEnrollmentItem(org.slug, r)));
  await rawClient().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'REMOVE data_level' }));
  return org;
}

describe('migration runner: faults while transactions run side by side (docs/decisions/migrations-speed.md)', () => {
  it('the k-th call of a run with its transactions side by side (inFlight 4) is lost after it applied, for every k: the run fails, the next one reaches the recount', async () => {
    const probe = await oldOrganization(2, 10);
    const counter = injectFault(Number.MAX_SAFE_INTEGER, 'network-after');
    await migrateOrganization(probe.slug, probe.timezone, { inFlight: 4 });
    const calls = counter.calls();
    counter.remove();
    expect(await MIGRATIONS.find((m) => m.id === 'counters-v2')!.check(probe.slug)).toEqual([]);
    for (let k = 1; k <= calls; k++) {
      const org = await oldOrganization(2, 10);
      const injected = injectFault(k, 'network-after');
      const failed = await migrateOrganization(org.slug, org.timezone, { inFlight: 4 }).then(
        () => false,
        () => true,
      );
      injected.remove();
      expect(failed, `call ${k} surfaces as a failed run`).toBe(true);
      expect((await migrateOrganization(org.slug, org.timezone, { inFlight: 4 })).after, `call ${k}`).toBe('done');
      expect(await MIGRATIONS.find((m) => m.id === 'counters-v2')!.check(org.slug), `call ${k}`).toEqual([]);
    }
  }, 300_000);
});

describe('migration runner under traffic (#29)', () => {
  it('50 concurrent assigns and progress reports while it runs: counters equal the recount; every report answered meanwhile was refused or exact', async () => {
    const org = await newTestOrg('America/Bogota');
    const course = await newCourse(call, org, 'Busy course');
    const olds = await bulkUsers(org.slug, 150);
    const newcomers = await bulkUsers(org.slug, 25);
    // The organization as release 9576b1a left it: enrollments without `_lv`, no data level.
    const records: EnrollmentRecord[] = olds.map((userId, i) => {
      const progress = [0, 40, 100][i % 3]!;
      return {
        id: enrollmentId(org.slug, userId, 'course', course),
        user_id: userId,
        content_type: 'course',
        content_id: course,
        enrolled_at: new Date(Date.UTC(2025, i % 12, 1 + (i % 28), i % 24)).toISOString(),
        status: progress === 0 ? 'not_started' : progress === 100 ? 'completed' : 'in_progress',
        progress,
        ...(progress === 100 ? { completed_at: '2026-01-01T00:00:00.000Z' } : {}),
      };
    });
    const items = records.map((r) => oldEnrollmentItem(org.slug, r));
    // Exactly the attributes the old release wrote (the fixture's enrollment items).
    const oldShape = Object.keys(FIXTURE.items.find((i) => i.entity === 'enrollment' && !i.completed_at)!).sort();
    expect(Object.keys(items[0]!).sort()).toEqual(oldShape);
    await putRaw(items);
    await rawClient().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'REMOVE data_level' }));
    expect((await organizationStatus(org.slug)).state).toBe('pending');

    // Reports wait for counters-v2 only; later migrations of the run (user-count) do not fence
    // them, so "done" for the reports is counters-v2's end, not the run's.
    let runnerDone = false;
    let countersDone = false;
    const answers: Array<{ status: number; code?: string; afterDone: boolean }> = [];
    const runner = migrateOrganization(org.slug, org.timezone, { onDone: (_slug, id) => (countersDone ||= id === 'counters-v2') }).then((r) => {
      runnerDone = true;
      return r;
    });
    const traffic = Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        if (i % 2 === 0) {
          const res = await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [newcomers[i / 2]!] } });
          expect(res.status).toBeLessThan(300);
        } else {
          const target = records[(i * 7) % records.length]!;
          const res = await call('POST', `/org/${org.slug}/learning/enrollments/${target.id}/progress/`, { token: org.adminKey, body: { progress: i % 4 === 1 ? 100 : 70 } });
          expect(res.status).toBe(200);
        }
      }),
    );
    const poller = (async () => {
      while (!runnerDone) {
        const res = await call('GET', `/org/${org.slug}/reports/learning/courses/`, { token: org.adminKey });
        answers.push({ status: res.status, code: res.body?.code, afterDone: countersDone });
      }
    })();
    const [result] = await Promise.all([runner, traffic, poller]);
    expect(result.after).toBe('done');
    expect(answers.length).toBeGreaterThan(0);
    // Before the organization was done: refused, never a partial count.
    for (const a of answers.filter((x) => !x.afterDone)) expect([a.status, a.code]).toEqual(expect.arrayContaining([503, 'migration_in_progress']));
    expect(await MIGRATIONS.find((m) => m.id === 'counters-v2')!.check(org.slug)).toEqual([]);
    const { enrollments } = await expectReportsEqualRecount(call, org.slug, org.adminKey, org.timezone);
    expect(enrollments).toHaveLength(175);
    await expectReportsEqualRecount(call, org.slug, org.adminKey, org.timezone, { from_date: '2025-03-05', to_date: '2025-08-20' });
  }, 300_000);
});
