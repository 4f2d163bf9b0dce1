import { describe, expect, it } from 'vitest';
import { migrateAll, migrateOrganization, organizationStatus } from '../../shared/migrations/runner';
import { MIGRATIONS } from '../../shared/migrations/registry';
import { useGateway } from '../support/http';
import { assignCoursePath } from '../learning/support';
import { dumpPartitions, FIXTURE, loadFixture, readFixture, UPGRADE_SOURCES } from './support';
import { courseRow, expectReportsEqualRecount } from './recount';

/**
 * Upgrade from release 9576b1a (#29): its items exactly as it wrote them (test/fixtures), then
 * today's code. Before the runner the counter reports refuse (503 migration_in_progress, never
 * 0/0/0); after it every report equals a recount of the enrollments; writes on old data keep them
 * exact; a second run and a dry run write nothing.
 */
const { call } = useGateway();
const zone = FIXTURE.timezone;
const users = (FIXTURE as any).users as Array<{ id: string; email: string }>;
const safety = FIXTURE.items.find((i) => i.entity === 'course' && i.title === 'Safety 101')!.id as string;
const PARTITIONS = ['META', 'ENROLLMENT', 'USER', 'USER_COUNT', 'COURSE', 'TRACK', 'TIMEOFF_REQUEST', 'MARK', 'TIMEOFF_BALANCE'];

describe('upgrade from release 9576b1a (fixture captured from its API)', () => {
  it('counter reports refuse until the runner is done, then equal a recount; old data keeps them exact', async () => {
    const { slug, adminKey } = await loadFixture();
    expect((await organizationStatus(slug)).state).toBe('pending');
    const before = await call('GET', `/org/${slug}/reports/learning/courses/`, { token: adminKey });
    expect(before.status).toBe(503);
    expect(before.body.code).toBe('migration_in_progress');
    expect(Number(before.headers.get('retry-after'))).toBeGreaterThan(0);
    // What does not read counters keeps working meanwhile.
    const general = await call('GET', `/org/${slug}/reports/learning/general-v2/`, { token: adminKey });
    expect(general.status).toBe(200);
    expect(general.body.results).toHaveLength(7);

    const result = await migrateOrganization(slug, zone);
    expect(result.changed).toEqual({ 'counters-v2': 7, 'user-count': users.length, 'user-status-count': users.length, 'usage-key': 1, 'user-hidden-count': 0, groups: 0, 'counter-shards': 0 });
    expect(result.after).toBe('done');
    // Its usage key (#33 §3): no usage plan here (npm start, tests), so the local one; the authorizer names it.
    expect(await MIGRATIONS.find((m) => m.id === 'usage-key')!.check(slug)).toEqual([]);
    expect(await MIGRATIONS.find((m) => m.id === 'counters-v2')!.check(slug)).toEqual([]);
    // Ana completed, Ben at 40 %, Cai not started (assign-course); Dora through the track.
    expect(await courseRow(call, slug, adminKey, safety)).toEqual({ enrolled: 4, in_progress: 1, completed: 1 });
    await expectReportsEqualRecount(call, slug, adminKey, zone);
    await expectReportsEqualRecount(call, slug, adminKey, zone, { from_date: '2025-01-01', to_date: '2025-12-31' });
    await expectReportsEqualRecount(call, slug, adminKey, zone, { from_date: '2025-03-10', to_date: '2025-03-10' });

    // Completing the old 40 % enrollment, and a new assign on old data.
    const enrollments = (await call('GET', `/org/${slug}/learning/enrollments/`, { token: adminKey, query: { content_id: safety, status: 'in_progress' } })).body.results;
    expect(enrollments).toHaveLength(1);
    expect((await call('POST', `/org/${slug}/learning/enrollments/${enrollments[0].id}/progress/`, { token: adminKey, body: { progress: 100 } })).status).toBe(200);
    const newcomer = await call('POST', `/org/${slug}/users/`, { token: adminKey, body: { email: 'eve@upgrade.test', first_name: 'Eve', last_name: 'New' } });
    expect(newcomer.status).toBe(201);
    const assign = await call('POST', assignCoursePath(slug), { token: adminKey, body: { course_id: safety, user_ids: [...users.map((u) => u.id), newcomer.body.id] } });
    expect(assign.status).toBeLessThan(300);
    expect(assign.body.assigned).toHaveLength(1); // the four old enrollments exist: only the newcomer is enrolled
    expect(await courseRow(call, slug, adminKey, safety)).toEqual({ enrolled: 5, in_progress: 0, completed: 2 });
    await expectReportsEqualRecount(call, slug, adminKey, zone);

    // A second run changes nothing.
    const snapshot = await dumpPartitions(slug, PARTITIONS);
    const again = await migrateOrganization(slug, zone);
    expect(again).toMatchObject({ before: 'done', changed: {}, after: 'done' });
    expect(await dumpPartitions(slug, PARTITIONS)).toEqual(snapshot);
  }, 120_000);

  it('a write on an old enrollment before the runner counts it once, whole (no in_progress: -1)', async () => {
    const { slug, adminKey } = await loadFixture();
    const old = (await call('GET', `/org/${slug}/learning/enrollments/`, { token: adminKey, query: { content_id: safety, status: 'in_progress' } })).body.results[0];
    expect((await call('POST', `/org/${slug}/learning/enrollments/${old.id}/progress/`, { token: adminKey, body: { progress: 100 } })).status).toBe(200);
    const notStarted = (await call('GET', `/org/${slug}/learning/enrollments/`, { token: adminKey, query: { content_id: safety, status: 'not_started' } })).body.results[0];
    expect((await call('POST', `/org/${slug}/learning/enrollments/${notStarted.id}/progress/`, { token: adminKey, body: { progress: 10 } })).status).toBe(200);
    const result = await migrateOrganization(slug, zone);
    expect(result.changed).toEqual({ 'counters-v2': 5, 'user-count': users.length, 'user-status-count': users.length, 'usage-key': 1, 'user-hidden-count': 0, groups: 0, 'counter-shards': 0 }); // the two just written were counted by their writes
    expect(await courseRow(call, slug, adminKey, safety)).toEqual({ enrolled: 4, in_progress: 1, completed: 2 });
    await expectReportsEqualRecount(call, slug, adminKey, zone);
  });

  it('--dry-run writes nothing and says what would change', async () => {
    const { slug } = await loadFixture();
    const snapshot = await dumpPartitions(slug, PARTITIONS);
    // Through the listing of organizations, as `npm run migrate -- --org SLUG --dry-run` runs it.
    const [result] = await migrateAll({ org: slug, dryRun: true });
    expect(result).toMatchObject({ slug, before: 'pending', changed: { 'counters-v2': 7, 'user-count': users.length, 'user-status-count': users.length, 'usage-key': 1, 'user-hidden-count': users.length }, after: 'pending' });
    expect(await dumpPartitions(slug, PARTITIONS)).toEqual(snapshot);
    expect((await organizationStatus(slug)).state).toBe('pending');
  });

  it('old items of every other entity read as before: users, the time-off request, the mark, the api-key list', async () => {
    const { slug, adminKey } = await loadFixture();
    await migrateOrganization(slug, zone);
    const listed = await call('GET', `/org/${slug}/users/`, { token: adminKey });
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((u: any) => u.email).sort()).toEqual(users.map((u) => u.email).sort());
    const requests = await call('GET', `/org/${slug}/timeoff/requests/`, { token: adminKey });
    expect(requests.body.results).toHaveLength(1);
    const marks = await call('GET', `/org/${slug}/reports/attendance/marks/`, { token: adminKey, query: { from_date: '2026-11-01', to_date: '2026-12-31' } });
    expect(marks.status).toBe(200);
    expect(marks.body.results).toHaveLength(1);
    const keys = await call('GET', `/org/${slug}/api-keys/`, { token: adminKey });
    expect(keys.body.results.map((k: any) => k.name).sort()).toEqual(['bootstrap', 'integration', 'upgrade test']);
    // The old user logs in with the old password (the old session item is refused by design: registry, item 2).
    const login = await call('POST', `/org/${slug}/auth/login/`, { body: { email: 'ana@upgrade.test', password: 'ana-password-1' } });
    expect(login.status).toBe(200);
  });
});

/**
 * Every other upgrade source (#29): tables that followed main. 6932870 counted its enrollments
 * in counter items without `_lv`; 501b1ee in LEARNING_COUNTER items of layout 1 at data level 1;
 * the chains are one table upgraded by hand through each (9576b1a's uncounted enrollments next to
 * 6932870's counted ones, its counters holding `in_progress: -1`; then 501b1ee counting the
 * unversioned ones a second time). None of those counters is read: every enrollment is counted
 * once into today's, and every report equals a recount of the enrollments the API lists.
 */
describe.each(UPGRADE_SOURCES.filter((s) => s !== '9576b1a'))('upgrade from %s (fixture captured from its API)', (source) => {
  const fixture = readFixture(source);
  const course = (title: string) => fixture.items.find((i) => i.entity === 'course' && i.title === title)!.id as string;

  it('reports refuse until the runner is done, then equal a recount; writes on old data keep them exact; a second run writes nothing', async () => {
    const { slug, adminKey } = await loadFixture(fixture);
    const before = await call('GET', `/org/${slug}/reports/learning/users/`, { token: adminKey });
    expect([before.status, before.body.code]).toEqual([503, 'migration_in_progress']);

    const result = await migrateOrganization(slug, fixture.timezone);
    expect(result.changed).toEqual({ 'counters-v2': fixture.items.filter((i) => i.entity === 'enrollment').length, 'user-count': fixture.users.length, 'user-status-count': fixture.users.length, 'usage-key': 1, 'user-hidden-count': 0, groups: 0, 'counter-shards': 0 });
    expect(result.after).toBe('done');
    expect(await MIGRATIONS.find((m) => m.id === 'counters-v2')!.check(slug)).toEqual([]);
    await expectReportsEqualRecount(call, slug, adminKey, fixture.timezone);
    await expectReportsEqualRecount(call, slug, adminKey, fixture.timezone, { from_date: '2025-01-01', to_date: '2025-12-31' });

    // Every unfinished enrollment of Safety 101 completed, and a newcomer assigned both courses.
    const open = (await call('GET', `/org/${slug}/learning/enrollments/`, { token: adminKey, query: { content_id: course('Safety 101'), page_size: 100 } })).body.results.filter((e: any) => e.status !== 'completed');
    expect(open.length).toBeGreaterThan(0);
    for (const e of open) expect((await call('POST', `/org/${slug}/learning/enrollments/${e.id}/progress/`, { token: adminKey, body: { progress: 100 } })).status).toBe(200);
    const newcomer = await call('POST', `/org/${slug}/users/`, { token: adminKey, body: { email: 'new@upgrade.test', first_name: 'New', last_name: 'Comer' } });
    for (const title of ['Safety 101', 'Ethics'])
      expect((await call('POST', assignCoursePath(slug), { token: adminKey, body: { course_id: course(title), user_ids: [newcomer.body.id] } })).status).toBeLessThan(300);
    const { enrollments } = await expectReportsEqualRecount(call, slug, adminKey, fixture.timezone);
    expect(enrollments.filter((e: any) => e.content_id === course('Safety 101')).every((e: any) => e.status === 'completed' || e.user_id === newcomer.body.id)).toBe(true);

    const snapshot = await dumpPartitions(slug, PARTITIONS);
    expect(await migrateOrganization(slug, fixture.timezone)).toMatchObject({ before: 'done', changed: {}, after: 'done' });
    expect(await dumpPartitions(slug, PARTITIONS)).toEqual(snapshot);
  }, 120_000);
});
