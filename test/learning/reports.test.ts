import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignCourse } from '../../shared/learning/assign';
import { startOfLocalDay } from '../../shared/learning/date-window';
import { unixSeconds } from '../../shared/http/headers';
import { COURSE_ENROLL_DATE_DEPRECATED_ON } from '../../shared/learning-reports/routes';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg, type TestUser } from '../support/orgs';
import { allPages, assignCoursePath, assignTrackPath, bulkUsers, newCourse, newTrack, sessionOf } from './support';

const { call } = useGateway();

const general = (slug: string) => `/org/${slug}/reports/learning/general-v2/`;
const report = (slug: string, what: 'courses' | 'tracks' | 'users') => `/org/${slug}/reports/learning/${what}/`;

/**
 * Bogota (UTC-5, no DST). The enrollments sit on the edges of local days:
 * e1 2026-02-28T12:00Z  = 02-28 07:00 local
 * e2 2026-03-01T02:00Z  = 02-28 21:00 local (the contract's example: after 00:00 UTC of 03-01, but 02-28 locally)
 * e3 2026-03-01T05:00Z  = 03-01 00:00 local
 * e4 2026-03-02T04:59:59.999Z = 03-01 23:59:59.999 local
 * e5 2026-03-02T05:00Z  = 03-02 00:00 local (a track; u1 is already in both of its courses)
 */
interface World {
  org: TestOrg;
  u1: TestUser;
  u2: TestUser;
  c1: string;
  c2: string;
  t: string;
  e: Record<'e1' | 'e2' | 'e3' | 'e4' | 'e5', string>;
}

let w: World;

beforeAll(async () => {
  const org = await newTestOrg('America/Bogota');
  const [u1, u2] = [await insertUser(org.slug, { first_name: 'Ana', last_name: 'García' }), await insertUser(org.slug, { first_name: 'Luis', last_name: 'Pérez' })];
  const [c1, c2] = [await newCourse(call, org, 'Safety'), await newCourse(call, org, 'Ethics')];
  const t = await newTrack(call, org, [c1, c2], 'Onboarding');
  const assign = async (course: string, user: TestUser, enrolled_at: string) => {
    const res = await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user.id], enrolled_at } });
    expect(res.status).toBe(200);
    return res.body.assigned[0].enrollment_id as string;
  };
  const e1 = await assign(c1, u1, '2026-02-28T12:00:00Z');
  const e2 = await assign(c1, u2, '2026-03-01T02:00:00Z');
  const e3 = await assign(c2, u1, '2026-03-01T05:00:00Z');
  const e4 = await assign(c2, u2, '2026-03-02T04:59:59.999Z');
  const track = await call('POST', assignTrackPath(org.slug), { token: org.adminKey, body: { track_id: t, user_ids: [u1.id], enrolled_at: '2026-03-02T05:00:00Z' } });
  expect(track.body.courses).toEqual([
    { course_id: c1, assigned: 0, already_enrolled: 1 },
    { course_id: c2, assigned: 0, already_enrolled: 1 },
  ]);
  w = { org, u1, u2, c1, c2, t, e: { e1, e2, e3, e4, e5: track.body.assigned[0].enrollment_id } };
}, 120_000);

const ids = (rows: any[]) => rows.map((r) => r.enrollment_id);
const generalRows = (query: Record<string, string | number | undefined> = {}) => allPages(call, w.org.adminKey, general(w.org.slug), query);

describe('general-v2 report (contract 4.2)', () => {
  it('lists one row per enrollment, oldest first, with user, content and the local enrollment instant', async () => {
    const res = await call('GET', general(w.org.slug), { token: w.org.adminKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBeNull();
    expect(ids(res.body.results)).toEqual([w.e.e1, w.e.e2, w.e.e3, w.e.e4, w.e.e5]);
    expect(res.body.results[1]).toEqual({
      enrollment_id: w.e.e2,
      user: { id: w.u2.id, email: w.u2.email, first_name: 'Luis', last_name: 'Pérez' },
      content_type: 'course',
      content: { id: w.c1, title: 'Safety' },
      status: 'not_started',
      progress: 0,
      course_enroll_date: '2026-02-28T21:00:00-05:00',
      completed_at: null,
    });
    expect(res.body.results[3].course_enroll_date).toBe('2026-03-01T23:59:59.999-05:00');
    expect(res.body.results[4]).toMatchObject({ content_type: 'track', content: { id: w.t, title: 'Onboarding' } });
  });

  it('from_date / to_date compare the local (Bogota) date, inclusive', async () => {
    expect(ids(await generalRows({ from_date: '2026-03-01' }))).toEqual([w.e.e3, w.e.e4, w.e.e5]);
    expect(ids(await generalRows({ from_date: '2026-03-01', to_date: '2026-03-01' }))).toEqual([w.e.e3, w.e.e4]);
    expect(ids(await generalRows({ to_date: '2026-02-28' }))).toEqual([w.e.e1, w.e.e2]);
    expect(ids(await generalRows({ from_date: '2026-02-28', to_date: '2026-02-28' }))).toEqual([w.e.e1, w.e.e2]);
    expect(ids(await generalRows({ from_date: '2026-03-03' }))).toEqual([]);
  });

  it('deprecated course_enroll_date: 00:00 UTC lower bound, no upper bound, and the Deprecation header', async () => {
    const res = await call('GET', general(w.org.slug), { token: w.org.adminKey, query: { course_enroll_date: '2026-03-01' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe(`@${unixSeconds(COURSE_ENROLL_DATE_DEPRECATED_ON)}`);
    // e2 (2026-03-01T02:00Z) is 2026-02-28 in Bogota: course_enroll_date includes it, from_date does not.
    expect(ids(res.body.results)).toEqual([w.e.e2, w.e.e3, w.e.e4, w.e.e5]);
    expect(ids(await generalRows({ from_date: '2026-03-01' }))).not.toContain(w.e.e2);
    // The response field of the same name is unchanged.
    expect(res.body.results[0].course_enroll_date).toBe('2026-02-28T21:00:00-05:00');
  });

  it.each([
    [{ course_enroll_date: '2026-03-01', from_date: '2026-03-01' }, true],
    [{ course_enroll_date: '2026-03-01', to_date: '2026-03-05' }, true],
    [{ from_date: '2026-03-02', to_date: '2026-03-01' }, false],
    [{ from_date: '2026-02-30' }, false],
    [{ to_date: '01-03-2026' }, false],
    [{ course_enroll_date: '2026-13-01' }, true],
    [{ from_date: '' }, false],
  ])('400 validation_failed for %j', async (query, deprecated) => {
    const res = await call('GET', general(w.org.slug), { token: w.org.adminKey, query });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details.length).toBeGreaterThan(0);
    expect(res.headers.get('deprecation') !== null).toBe(deprecated);
  });

  it('pages with a cursor bound to the filters', async () => {
    const paged = await generalRows({ page_size: 2 });
    expect(ids(paged)).toEqual([w.e.e1, w.e.e2, w.e.e3, w.e.e4, w.e.e5]);
    const first = await call('GET', general(w.org.slug), { token: w.org.adminKey, query: { page_size: 2, from_date: '2026-02-01' } });
    expect(first.body.results).toHaveLength(2);
    const replay = await call('GET', general(w.org.slug), { token: w.org.adminKey, query: { page_size: 2, cursor: first.body.next_cursor } });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('invalid_cursor');
  });

  it('shows completion in the organization zone and refuses collaborators', async () => {
    const org = await newTestOrg('Asia/Kolkata');
    const user = await insertUser(org.slug);
    const course = await newCourse(call, org);
    const assigned = await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user.id] } });
    const id = assigned.body.assigned[0].enrollment_id;
    await call('POST', `/org/${org.slug}/learning/enrollments/${id}/progress/`, { token: org.adminKey, body: { progress: 100 } });
    const res = await call('GET', general(org.slug), { token: org.adminKey });
    expect(res.body.results[0]).toMatchObject({ status: 'completed', progress: 100, completed_at: expect.stringMatching(/\+05:30$/) });
    expect(res.body.results[0].course_enroll_date).toMatch(/\+05:30$/);
    const session = await sessionOf(call, org, user);
    for (const path of [general(org.slug), report(org.slug, 'courses'), report(org.slug, 'tracks'), report(org.slug, 'users')]) {
      const refused = await call('GET', path, { token: session });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
  });
});

describe('courses, tracks and users reports', () => {
  it('count enrollments per course, track and user, with the same local-date filter', async () => {
    const courses = await allPages(call, w.org.adminKey, report(w.org.slug, 'courses'));
    expect(courses).toEqual([
      { course: { id: w.c1, title: 'Safety' }, enrolled: 2, in_progress: 0, completed: 0, completion_rate: 0 },
      { course: { id: w.c2, title: 'Ethics' }, enrolled: 2, in_progress: 0, completed: 0, completion_rate: 0 },
    ]);
    const march = await allPages(call, w.org.adminKey, report(w.org.slug, 'courses'), { from_date: '2026-03-01' });
    expect(march.map((r) => [r.enrolled, r.completion_rate])).toEqual([
      [0, null],
      [2, 0],
    ]);
    const tracks = await allPages(call, w.org.adminKey, report(w.org.slug, 'tracks'));
    expect(tracks).toEqual([{ track: { id: w.t, title: 'Onboarding' }, enrolled: 1, in_progress: 0, completed: 0, completion_rate: 0 }]);
    expect((await allPages(call, w.org.adminKey, report(w.org.slug, 'tracks'), { to_date: '2026-03-01' }))[0].enrolled).toBe(0);

    const users = await allPages(call, w.org.adminKey, report(w.org.slug, 'users'));
    expect(users).toEqual([
      { user: { id: w.u1.id, email: w.u1.email, first_name: 'Ana', last_name: 'García' }, enrolled: 3, in_progress: 0, completed: 0 },
      { user: { id: w.u2.id, email: w.u2.email, first_name: 'Luis', last_name: 'Pérez' }, enrolled: 2, in_progress: 0, completed: 0 },
    ]);
    const oneDay = await allPages(call, w.org.adminKey, report(w.org.slug, 'users'), { from_date: '2026-03-01', to_date: '2026-03-01' });
    expect(oneDay.map((r) => r.enrolled)).toEqual([1, 1]);
  });

  it('track the status of each enrollment in the counters and the completion rate', async () => {
    const org = await newTestOrg('Europe/Madrid');
    const users = await bulkUsers(org.slug, 4);
    const course = await newCourse(call, org);
    const res = await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: users } });
    const [a, b, c] = res.body.assigned.map((x: any) => x.enrollment_id);
    const progress = (id: string, value: number) => call('POST', `/org/${org.slug}/learning/enrollments/${id}/progress/`, { token: org.adminKey, body: { progress: value } });
    await progress(a, 100);
    await progress(b, 100);
    await progress(c, 30);
    const [row] = await allPages(call, org.adminKey, report(org.slug, 'courses'));
    expect(row).toMatchObject({ enrolled: 4, in_progress: 1, completed: 2, completion_rate: 0.5 });
    const userRows = await allPages(call, org.adminKey, report(org.slug, 'users'), { page_size: 3 });
    expect(userRows.map((r) => [r.enrolled, r.in_progress, r.completed]).sort()).toEqual([
      [1, 0, 0],
      [1, 0, 1],
      [1, 0, 1],
      [1, 1, 0],
    ]);
  });

  it('refuse course_enroll_date (general-v2 only) and bad ranges with 400', async () => {
    for (const what of ['courses', 'tracks', 'users'] as const) {
      for (const query of [{ course_enroll_date: '2026-03-01' }, { from_date: '2026-03-02', to_date: '2026-03-01' }, { from_date: 'yesterday' }]) {
        const res = await call('GET', report(w.org.slug, what), { token: w.org.adminKey, query });
        expect(res.status, `${what} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body.code).toBe('validation_failed');
      }
    }
  });
});

describe('the date filter end to end equals a reference computation (property)', () => {
  const ZONES = ['America/Santiago', 'Europe/Madrid', 'America/Bogota', 'Asia/Kolkata', 'Pacific/Chatham'] as const;
  const DAYS = ['2026-04-04', '2026-04-05', '2026-04-06', '2026-09-05', '2026-09-06', '2026-09-07', '2026-09-26', '2026-09-27', '2026-03-29', '2026-10-25'];
  const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const localDate = (ms: number, zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));

  it.each(ZONES)('%s: random enrollments on the edges of local days, random ranges', async (zone) => {
    const org = await newTestOrg(zone);
    const admin = await insertUser(org.slug, { role: 'admin' });
    const course = await newCourse(call, org);
    // 36 enrollments at local midnights of DST-change days, a millisecond before or after, or mid-day.
    const instants = fc.sample(
      fc.tuple(fc.constantFrom(...DAYS), fc.constantFrom(-1, 0, 1, 43_200_000, -3_600_000)).map(([day, delta]) => startOfLocalDay(day, zone) + delta),
      { numRuns: 36, seed: zone.length },
    );
    const users = await bulkUsers(org.slug, instants.length);
    const expected = new Map<string, number>();
    for (const [i, ms] of instants.entries()) {
      const res = await assignCourse(org.slug, { course_id: course, user_ids: [users[i]!], enrolled_at: new Date(ms).toISOString() });
      expected.set(res.assigned[0]!.enrollment_id, ms);
    }
    const token = await sessionOf(call, org, admin);
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...DAYS.flatMap((d) => [addDays(d, -1), d])), { nil: undefined }),
        fc.option(fc.constantFrom(...DAYS.flatMap((d) => [d, addDays(d, 1)])), { nil: undefined }),
        async (from, to) => {
          fc.pre(from === undefined || to === undefined || from <= to);
          const rows = await allPages(call, token, general(org.slug), { from_date: from, to_date: to, page_size: 7 });
          const want = [...expected]
            .filter(([, ms]) => (from === undefined || localDate(ms, zone) >= from) && (to === undefined || localDate(ms, zone) <= to))
            .sort((a, b) => a[1] - b[1])
            .map(([id]) => id);
          expect(
            rows.map((r) => r.enrollment_id).sort(),
            `${zone} ${from}..${to}`,
          ).toEqual([...want].sort());
          // Oldest first, each shown in the zone.
          expect(rows.map((r) => Date.parse(r.course_enroll_date))).toEqual(want.map((id) => expected.get(id)));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
