import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';
import { send } from '../../infra/local/http-client';
import { preparedRelease, startRelease, type RunningRelease } from '../support/previous-release';

/**
 * The deploy rehearsal (#40 §6; docs/deploy.md "Upgrading"): release 6932870 as it was (its own
 * checkout and `npm start`) and this checkout's gateway serving ONE DynamoDB Local table, with
 * concurrent traffic at both (assign, progress and completion, user create and deactivate, and
 * SCIM status writes at this release, which 6932870 does not have); then the documented sequence:
 * the old release stops, the run (migrations, reconcile, close), the verification. Every learning
 * report in every date range must then equal a recount from the enrollments list: 0 differences,
 * and this release answered no 5xx at any time. The second case rolls back in the middle: this
 * release, then 6932870 alone, then this release again.
 */
const PREVIOUS = '6932870';
const TABLE = useOwnTable('rehearsal', { stream: true });

const { useGateway } = await import('../support/http');
const { allPages, assignCoursePath } = await import('../learning/support');
const { expectReportsEqualRecount } = await import('./recount');
const { migrateAll, olderReleaseCounts, organizationStatus, verifyOrganization } = await import('../../shared/migrations/runner');
const { beginDeployment, readDeployment } = await import('../../shared/tenancy/deployment-store');

const { call } = useGateway();
const endpoint = inject('dynamoEndpoint');
let releaseDir = '';

beforeAll(() => {
  releaseDir = preparedRelease(PREVIOUS);
}, 300_000);

type Answer = { who: 'old' | 'new'; op: string; status: number };

/** One client of a release: the same operations whichever release it talks to. */
function client(who: 'old' | 'new', baseUrl: string, slug: string, token: string, answers: Answer[]) {
  const request = async (op: string, method: string, path: string, body?: unknown) => {
    const res = who === 'new' ? await call(method, path, { token, body }) : await send(baseUrl, { method, path, token, body });
    answers.push({ who, op, status: res.status });
    return res;
  };
  return {
    request,
    async createUser(n: number) {
      const res = await request('create user', 'POST', `/org/${slug}/users/`, { email: `${who}-${n}-${randomBytes(3).toString('hex')}@rehearsal.test`, first_name: who, last_name: `n${n}` });
      return res.status === 201 ? (res.body.id as string) : undefined;
    },
    assign: (course: string, users: string[]) => request('assign', 'POST', assignCoursePath(slug), { course_id: course, user_ids: users }),
    progress: (enrollment: string, progress: number) => request('progress', 'POST', `/org/${slug}/learning/enrollments/${enrollment}/progress/`, { progress }),
    deactivate: (user: string) => request('deactivate', 'POST', `/org/${slug}/users/update_user/`, { id: user, status: 'inactive' }),
  };
}

/** A client's share of the traffic: users created and enrolled, progress and completions on anyone's enrollments, deactivations. */
async function traffic(c: ReturnType<typeof client>, seed: number, rounds: number, pool: { courses: string[]; enrollments: string[]; users: string[] }) {
  for (let i = 0; i < rounds; i++) {
    const k = seed * 7919 + i * 104729;
    const course = pool.courses[k % pool.courses.length]!;
    const created = await c.createUser(k);
    const others = [pool.users[k % pool.users.length]!, pool.users[(k >> 3) % pool.users.length]!];
    await c.assign(course, created ? [created, ...others] : others);
    if (created) pool.users.push(created);
    const enrollment = pool.enrollments[k % pool.enrollments.length];
    if (enrollment) await c.progress(enrollment, [30, 60, 100][i % 3]!);
    if (i % 4 === 3) await c.deactivate(pool.users[(k >> 5) % pool.users.length]!);
  }
}

/** The pool both releases draw from: the organization's courses, enrollments and active users. */
async function poolOf(slug: string, token: string) {
  const courses = (await allPages(call, token, `/org/${slug}/learning/courses/`, { page_size: 100 })).map((c) => c.id as string);
  const enrollments = (await allPages(call, token, `/org/${slug}/learning/enrollments/`, { page_size: 100 })).map((e) => e.id as string);
  const users = (await allPages(call, token, `/org/${slug}/users/`, { page_size: 100 })).filter((u) => u.status === 'active').map((u) => u.id as string);
  return { courses, enrollments, users };
}

/** SCIM status writes (this release only): deactivate and reactivate. */
async function scimTraffic(slug: string, token: string, users: string[], answers: Answer[]) {
  for (const [i, id] of users.entries()) {
    const res = await call('PATCH', `/org/${slug}/scim/v2/Users/${id}`, {
      token,
      body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'active', value: i % 2 === 1 }] },
    });
    answers.push({ who: 'new', op: 'scim active', status: res.status });
  }
}

/** After the run: every report in every range equal to a recount, the verification clean, the deploy closed. */
async function expectExact(slug: string, token: string, zone: string) {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  for (const range of [{}, { from_date: today, to_date: today }, { from_date: `${year}-01-01` }, { to_date: `${year - 1}-12-31` }, { from_date: `${year - 1}-03-10`, to_date: `${year}-02-20` }])
    await expectReportsEqualRecount(call, slug, token, zone, range);
  expect(await verifyOrganization(slug)).toEqual([]);
  expect((await organizationStatus(slug)).state).toBe('done');
  expect((await readDeployment(true)).open).toBe(false);
}

const serverErrors = (answers: Answer[], who: 'old' | 'new') => answers.filter((a) => a.who === who && a.status >= 500);

describe(`release ${PREVIOUS} and this checkout on one table`, () => {
  let old: RunningRelease | undefined;
  afterAll(async () => {
    await old?.stop();
  });

  it('a canary window with traffic at both, then the documented sequence: 0 differences in every report and range, 0 × 5xx from this release', async () => {
    // The table as the deployed release serves it: its own start creates and seeds it.
    old = await startRelease(releaseDir, endpoint, TABLE);
    const demo = old.credentials.orgs.find((o) => o.slug === 'demo')!;
    // The deploy begins before this release serves: the older release keeps no counters of today's layout.
    expect(await olderReleaseCounts()).toBe(false);
    await beginDeployment(false);
    const answers: Answer[] = [];
    const pool = await poolOf(demo.slug, demo.admin_api_key);
    const refused = await call('GET', `/org/${demo.slug}/reports/learning/courses/`, { token: demo.admin_api_key });
    expect(refused.status).toBe(503);
    const clients = [client('old', old.baseUrl, demo.slug, demo.admin_api_key, answers), client('new', '', demo.slug, demo.admin_api_key, answers)];
    await Promise.all([
      traffic(clients[0]!, 1, 12, pool),
      traffic(clients[1]!, 2, 12, pool),
      traffic(clients[0]!, 3, 12, pool),
      traffic(clients[1]!, 4, 12, pool),
      scimTraffic(demo.slug, demo.admin_api_key, pool.users.slice(0, 8), answers),
    ]);
    // Both releases did write (an old release refusing everything would prove nothing).
    expect(answers.filter((a) => a.who === 'old' && a.op === 'progress' && a.status === 200).length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.who === 'new' && a.op === 'assign' && a.status === 200).length).toBeGreaterThan(5);
    expect(serverErrors(answers, 'new')).toEqual([]);

    // The old release stops; the run; the verification.
    await old.stop();
    old = undefined;
    await migrateAll();
    await expectExact(demo.slug, demo.admin_api_key, demo.timezone);
    // The other seeded organization, untouched by the traffic, is exact too.
    expect(await verifyOrganization('other')).toEqual([]);
  }, 300_000);

  it('a rollback in the middle: this release, then 6932870 alone, then this release again', async () => {
    old = await startRelease(releaseDir, endpoint, TABLE);
    const demo = old.credentials.orgs.find((o) => o.slug === 'demo')!;
    const answers: Answer[] = [];
    const pool = await poolOf(demo.slug, demo.admin_api_key);
    // Rolled back: 6932870 alone writes.
    await traffic(client('old', old.baseUrl, demo.slug, demo.admin_api_key, answers), 5, 10, pool);
    // Forward again: past the table's data level, so the runbook's override says what the older release did.
    await beginDeployment(false);
    expect((await call('GET', `/org/${demo.slug}/reports/learning/users/`, { token: demo.admin_api_key })).status).toBe(503);
    await Promise.all([
      traffic(client('old', old.baseUrl, demo.slug, demo.admin_api_key, answers), 6, 8, pool),
      traffic(client('new', '', demo.slug, demo.admin_api_key, answers), 7, 8, pool),
    ]);
    expect(serverErrors(answers, 'new')).toEqual([]);
    await old.stop();
    old = undefined;
    await migrateAll();
    await expectExact(demo.slug, demo.admin_api_key, demo.timezone);
  }, 300_000);
});
