import { describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';
import { send } from '../../infra/local/http-client';
import { mapLimit } from '../../infra/local/concurrency';
import { PREVIOUS_RELEASE_TEST_TIMEOUT_MS, usePreviousRelease } from '../support/previous-release';

/**
 * #43 §3/§4 and the two-releases rule (docs/decisions/learning.md, "Sharded content counters"):
 * release 2cf2201 (the one before sharded counters), run as it was, and this checkout serve ONE
 * table during a deploy. Below the `counter-shards` level this release writes no shard, so both
 * assign and complete the same course at the same moment and both releases' reports equal a
 * recount. Then the documented sequence: the older release stops, the run reaches the contract
 * step; from then on this release's bulk writes spread over shards, and every count, report and the
 * counters' check stay exact over the counts of both releases.
 */
const PREVIOUS = '2cf2201';
const TABLE = useOwnTable('counter-shards-upgrade');
const { useGateway } = await import('../support/http');
const { migrateOrganization } = await import('../../shared/migrations/runner');
const { checkCounters } = await import('../../shared/migrations/counters');
const { DATA_LEVEL, levelAfter } = await import('../../shared/tenancy/data-level');
const { getOrganization } = await import('../../shared/tenancy/organizations-store');
const { contentShardCounts } = await import('../../shared/learning/counters-store');
const { enrollmentId } = await import('../../shared/learning/enrollments-store');
const { bulkUsers, assignCoursePath } = await import('../learning/support');
const { expectCountersExact } = await import('../learning/group-rules-support');
const { call } = useGateway();
const endpoint = inject('dynamoEndpoint');

const previous = usePreviousRelease(PREVIOUS, endpoint, TABLE);

describe(`sharded counters with release ${PREVIOUS} on the same table`, () => {
  it('side by side below the level nothing is sharded and both releases report exactly; after the step this release shards and every count stays exact', async () => {
    const old = await previous.start();
    const org = old.demo;
    const token = org.admin_api_key;
    type Via = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any; text: string }>;
    const viaOld: Via = (method, path, body) => send(old.baseUrl, { method, path, token, body });
    const viaNew: Via = (method, path, body) => call(method, path, { token, body });
    expect((await getOrganization(org.slug))!.data_level).toBeLessThan(levelAfter('counter-shards'));

    const course = (await viaNew('POST', `/org/${org.slug}/learning/courses/`, { title: 'Popular course' })).body.id as string;
    const assign = async (via: Via, users: string[]) => {
      const res = await via('POST', assignCoursePath(org.slug), { course_id: course, user_ids: users });
      expect(res.status, res.text).toBe(200);
      expect(res.body.assigned).toHaveLength(users.length);
    };
    const progress = async (via: Via, user: string, value: number) => {
      const res = await via('POST', `/org/${org.slug}/learning/enrollments/${enrollmentId(org.slug, user, 'course', course)}/progress/`, { progress: value });
      expect(res.status, res.text).toBe(200);
    };
    // Writes of both releases taken in turn (a write of each list, round after round), WRITERS in
    // flight: both releases write the same counters at the same moment all along, without 50
    // requests queued at once behind a DynamoDB Local the rest of the suite saturates (CI: one of
    // them met the local gateway's 29 s integration limit).
    const WRITERS = 8;
    const inTurn = (...lists: Array<Array<() => Promise<void>>>) =>
      mapLimit(
        Array.from({ length: Math.max(...lists.map((l) => l.length)) }, (_, i) => lists.flatMap((l) => l[i] ?? [])).flat(),
        WRITERS,
        (write) => write(),
      );
    const row = async (via: Via) => {
      const res = await via('GET', `/org/${org.slug}/reports/learning/courses/?page_size=100`);
      expect(res.status, res.text).toBe(200);
      const { enrolled, in_progress, completed } = res.body.results.find((r: any) => r.course.id === course);
      return { enrolled, in_progress, completed };
    };

    // Both releases at once: two assigns of 40 (two chunks each), then completions and progress by both.
    const [a, b] = [await bulkUsers(org.slug, 40), await bulkUsers(org.slug, 40)];
    await Promise.all([assign(viaOld, a), assign(viaNew, b)]);
    await inTurn(
      a.slice(0, 15).map((u) => () => progress(viaNew, u, 100)),
      b.slice(0, 15).map((u) => () => progress(viaOld, u, 100)),
      a.slice(15, 25).map((u) => () => progress(viaOld, u, 40)),
      b.slice(15, 25).map((u) => () => progress(viaNew, u, 40)),
    );
    const before = { enrolled: 80, in_progress: 20, completed: 30 };
    expect(await contentShardCounts(org.slug, course, 8)).toEqual([]);
    expect(await row(viaOld)).toEqual(before);
    expect(await row(viaNew)).toEqual(before);

    // The older release stops; the run brings the organization to the counter-shards level.
    await old.stop();
    await migrateOrganization(org.slug, org.timezone);
    expect((await getOrganization(org.slug))!.data_level).toBe(DATA_LEVEL);

    const c = await bulkUsers(org.slug, 70);
    await assign(viaNew, c);
    expect((await contentShardCounts(org.slug, course, 8)).length).toBeGreaterThan(0);
    await inTurn(
      c.slice(0, 20).map((u) => () => progress(viaNew, u, 100)),
      a.slice(15, 20).map((u) => () => progress(viaNew, u, 100)),
    );
    expect(await row(viaNew)).toEqual({ enrolled: 150, in_progress: 15, completed: 55 });
    await expectCountersExact(org.slug, [{ kind: 'content', id: course }, { kind: 'user', id: a[0]! }, { kind: 'user', id: c[0]! }]);
    expect(await checkCounters(org.slug)).toEqual([]);
  }, PREVIOUS_RELEASE_TEST_TIMEOUT_MS);
});
