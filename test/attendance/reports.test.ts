import { beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { mark, sessionOf, walk, type Report } from './helpers';

/**
 * The four attendance reports end to end, on one organization in America/Bogota (UTC-5, no
 * DST) with a worked-out week, Monday 2026-03-02 to Friday 2026-03-06:
 *
 * A: Mon 08:00–12:00 and 13:00–20:30 (that last `out` is 01:30 UTC on Tuesday, still Monday
 *    locally) = 690 min; Tue only an `in` (incomplete); Wed–Thu approved vacation; Fri 08:00–16:00 = 480.
 * B: Sun 23:59:59 local (outside the range); Mon 00:00–01:00 local = 60 (the range's first instant);
 *    Fri an `in` at 23:59:59.999 local (incomplete) and its `out` at Sat 00:00 local (outside);
 *    a PENDING request on Tue (does not cover).
 * C: no marks at all (five absences).
 * D: Mon 09:00–10:00 = 60, then deactivated (in daily and summary, never in absences).
 */
const { call } = useGateway();

let org: TestOrg;
let collaboratorToken: string;
const ids = { A: '', B: '', C: '', D: '' };
let vacationId = '';
const RANGE = { from_date: '2026-03-02', to_date: '2026-03-06' };

beforeAll(async () => {
  org = await newTestOrg('America/Bogota');
  const users = await Promise.all([insertUser(org.slug), insertUser(org.slug), insertUser(org.slug), insertUser(org.slug)]);
  [ids.A, ids.B, ids.C, ids.D] = users.map((u) => u.id) as [string, string, string, string];
  collaboratorToken = await sessionOf(call, org.slug, users[2]!);
  const k = org.adminKey;
  const marks: Array<[string, 'in' | 'out', string]> = [
    [ids.A, 'in', '2026-03-02T13:00:00Z'],
    [ids.A, 'out', '2026-03-02T17:00:00Z'],
    [ids.A, 'in', '2026-03-02T18:00:00Z'],
    [ids.A, 'out', '2026-03-03T01:30:00Z'],
    [ids.A, 'in', '2026-03-03T14:00:00Z'],
    [ids.A, 'in', '2026-03-06T13:00:00Z'],
    [ids.A, 'out', '2026-03-06T21:00:00Z'],
    [ids.B, 'in', '2026-03-02T04:59:59Z'],
    [ids.B, 'in', '2026-03-02T05:00:00Z'],
    [ids.B, 'out', '2026-03-02T06:00:00Z'],
    [ids.B, 'in', '2026-03-07T04:59:59.999Z'],
    [ids.B, 'out', '2026-03-07T05:00:00Z'],
    [ids.D, 'in', '2026-03-02T14:00:00Z'],
    [ids.D, 'out', '2026-03-02T15:00:00Z'],
  ];
  for (const [user, kind, at] of marks) await mark(call, org.slug, k, user, kind, at);

  for (const user of [ids.A, ids.B]) {
    expect((await call('PUT', `/org/${org.slug}/timeoff/balances/${user}/`, { token: k, body: { vacation: 10 } })).status).toBe(200);
  }
  const vacation = await call('POST', `/org/${org.slug}/timeoff/requests/`, {
    token: k,
    body: { type: 'vacation', start_date: '2026-03-04', end_date: '2026-03-05', user_id: ids.A },
  });
  expect(vacation.status, vacation.text).toBe(201);
  vacationId = vacation.body.id;
  expect((await call('POST', `/org/${org.slug}/timeoff/requests/${vacationId}/approve/`, { token: k })).status).toBe(200);
  const pending = await call('POST', `/org/${org.slug}/timeoff/requests/`, {
    token: k,
    body: { type: 'vacation', start_date: '2026-03-03', end_date: '2026-03-03', user_id: ids.B },
  });
  expect(pending.status, pending.text).toBe(201);

  const deactivate = await call('POST', `/org/${org.slug}/users/update_user/`, { token: k, body: { id: ids.D, status: 'inactive' } });
  expect(deactivate.status, deactivate.text).toBe(200);
});

const byUserThenDate = (a: any, b: any) => (a.user_id === b.user_id ? (a.date < b.date ? -1 : 1) : a.user_id < b.user_id ? -1 : 1);

describe('GET /org/{slug}/reports/attendance/marks/', () => {
  it('one row per mark of the local range, by instant, `at` in the zone; the range edges are local midnights', async () => {
    const { rows } = await walk(call, org.slug, org.adminKey, 'marks', { ...RANGE, page_size: 200 });
    expect(rows.map((r) => r.at)).toEqual([
      '2026-03-02T00:00:00-05:00',
      '2026-03-02T01:00:00-05:00',
      '2026-03-02T08:00:00-05:00',
      '2026-03-02T09:00:00-05:00',
      '2026-03-02T10:00:00-05:00',
      '2026-03-02T12:00:00-05:00',
      '2026-03-02T13:00:00-05:00',
      '2026-03-02T20:30:00-05:00',
      '2026-03-03T09:00:00-05:00',
      '2026-03-06T08:00:00-05:00',
      '2026-03-06T16:00:00-05:00',
      '2026-03-06T23:59:59.999-05:00',
    ]);
    expect(Object.keys(rows[0])).toEqual(['id', 'user_id', 'at', 'kind', 'created_by', 'created_at']);
    expect(rows[0].created_by).toMatch(/^api_key:[0-9A-Z]{26}$/);
    expect(rows[0]).toMatchObject({ user_id: ids.B, kind: 'in' });
  });

  it('filters by user_id', async () => {
    const { rows } = await walk(call, org.slug, org.adminKey, 'marks', { ...RANGE, user_id: ids.D });
    expect(rows.map((r) => [r.kind, r.at])).toEqual([
      ['in', '2026-03-02T09:00:00-05:00'],
      ['out', '2026-03-02T10:00:00-05:00'],
    ]);
  });
});

describe('GET /org/{slug}/reports/attendance/daily/', () => {
  it('one row per user and local day with marks', async () => {
    const { rows } = await walk(call, org.slug, org.adminKey, 'daily', RANGE);
    const expected = [
      { user_id: ids.A, date: '2026-03-02', first_in: '2026-03-02T08:00:00-05:00', last_out: '2026-03-02T20:30:00-05:00', worked_minutes: 690, incomplete: false },
      { user_id: ids.A, date: '2026-03-03', first_in: '2026-03-03T09:00:00-05:00', last_out: null, worked_minutes: 0, incomplete: true },
      { user_id: ids.A, date: '2026-03-06', first_in: '2026-03-06T08:00:00-05:00', last_out: '2026-03-06T16:00:00-05:00', worked_minutes: 480, incomplete: false },
      { user_id: ids.B, date: '2026-03-02', first_in: '2026-03-02T00:00:00-05:00', last_out: '2026-03-02T01:00:00-05:00', worked_minutes: 60, incomplete: false },
      { user_id: ids.B, date: '2026-03-06', first_in: '2026-03-06T23:59:59.999-05:00', last_out: null, worked_minutes: 0, incomplete: true },
      { user_id: ids.D, date: '2026-03-02', first_in: '2026-03-02T09:00:00-05:00', last_out: '2026-03-02T10:00:00-05:00', worked_minutes: 60, incomplete: false },
    ].sort(byUserThenDate);
    expect(rows).toEqual(expected);
  });

  it('the same single day from both ends: only that local day', async () => {
    const { rows } = await walk(call, org.slug, org.adminKey, 'daily', { from_date: '2026-03-03', to_date: '2026-03-03' });
    expect(rows).toEqual([expect.objectContaining({ user_id: ids.A, date: '2026-03-03' })]);
  });
});

describe('GET /org/{slug}/reports/attendance/absences/', () => {
  it('one row per active user and weekday without marks; approved time off covers, pending does not', async () => {
    const { rows } = await walk(call, org.slug, org.adminKey, 'absences', { from_date: '2026-03-02', to_date: '2026-03-08' });
    const expected = [
      { user_id: ids.A, date: '2026-03-04', covered_by_timeoff: vacationId },
      { user_id: ids.A, date: '2026-03-05', covered_by_timeoff: vacationId },
      ...['2026-03-03', '2026-03-04', '2026-03-05'].map((date) => ({ user_id: ids.B, date, covered_by_timeoff: null })),
      ...['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((date) => ({ user_id: ids.C, date, covered_by_timeoff: null })),
    ].sort(byUserThenDate);
    expect(rows).toEqual(expected);
  });

  it('does not list days after today (a day not reached yet is not missed)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
    const plus = (date: string, n: number) => new Date(Date.parse(date) + n * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await walk(call, org.slug, org.adminKey, 'absences', { from_date: plus(today, -6), to_date: plus(today, 20), user_id: ids.C });
    const expected = [0, 1, 2, 3, 4, 5, 6]
      .map((n) => plus(today, n - 6))
      .filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() % 6 !== 0);
    expect(rows.map((r) => r.date)).toEqual(expected);
  });
});

describe('GET /org/{slug}/reports/attendance/summary/', () => {
  it('one row per active user, and inactive users with marks', async () => {
    const { rows } = await walk(call, org.slug, org.adminKey, 'summary', RANGE);
    const expected = [
      { user_id: ids.A, days_present: 3, worked_minutes: 1170, incomplete_days: 1, absences: 0, covered_days: 2 },
      { user_id: ids.B, days_present: 2, worked_minutes: 60, incomplete_days: 1, absences: 3, covered_days: 0 },
      { user_id: ids.C, days_present: 0, worked_minutes: 0, incomplete_days: 0, absences: 5, covered_days: 0 },
      { user_id: ids.D, days_present: 1, worked_minutes: 60, incomplete_days: 0, absences: 0, covered_days: 0 },
    ].sort((a, b) => (a.user_id < b.user_id ? -1 : 1));
    expect(rows).toEqual(expected);
  });

  it('agrees with the daily and absences reports', async () => {
    const rowsOf = async (report: Report) => (await walk(call, org.slug, org.adminKey, report, RANGE)).rows;
    const [summary, daily, absences] = await Promise.all([rowsOf('summary'), rowsOf('daily'), rowsOf('absences')]);
    for (const row of summary) {
      const days = daily.filter((d) => d.user_id === row.user_id);
      const missed = absences.filter((a) => a.user_id === row.user_id);
      expect(row.days_present).toBe(days.length);
      expect(row.worked_minutes).toBe(days.reduce((s, d) => s + d.worked_minutes, 0));
      expect(row.incomplete_days).toBe(days.filter((d) => d.incomplete).length);
      expect(row.absences).toBe(missed.filter((a) => a.covered_by_timeoff === null).length);
      expect(row.covered_days).toBe(missed.filter((a) => a.covered_by_timeoff !== null).length);
    }
  });

  it('user_id narrows to one user; an inactive user without marks, or an unknown one, gives no row', async () => {
    expect((await walk(call, org.slug, org.adminKey, 'summary', { ...RANGE, user_id: ids.B })).rows).toEqual([
      expect.objectContaining({ user_id: ids.B, absences: 3 }),
    ]);
    expect((await walk(call, org.slug, org.adminKey, 'summary', { from_date: '2026-03-09', to_date: '2026-03-13', user_id: ids.D })).rows).toEqual([]);
    expect((await walk(call, org.slug, org.adminKey, 'absences', { ...RANGE, user_id: ids.D })).rows).toEqual([]);
    expect((await walk(call, org.slug, org.adminKey, 'daily', { ...RANGE, user_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })).rows).toEqual([]);
  });
});

const REPORTS: Report[] = ['marks', 'daily', 'absences', 'summary'];

describe('pagination of the four reports', () => {
  for (const report of REPORTS) {
    it(`${report}: small pages walk the same rows as one big page, no repeats, no gaps`, async () => {
      const query = { from_date: '2026-03-01', to_date: '2026-03-08' };
      const whole = await walk(call, org.slug, org.adminKey, report, { ...query, page_size: 200 });
      expect(whole.pages).toBe(1);
      expect(whole.rows.length).toBeGreaterThan(3);
      for (const size of [1, 2, 3, 5]) {
        const paged = await walk(call, org.slug, org.adminKey, report, { ...query, page_size: size });
        expect(paged.rows, `page_size ${size}`).toEqual(whole.rows);
        expect(paged.pages).toBeGreaterThanOrEqual(Math.ceil(whole.rows.length / size));
      }
      for (const size of [1, 2]) {
        const one = await walk(call, org.slug, org.adminKey, report, { ...query, page_size: size, user_id: ids.A });
        expect(one.rows).toEqual(whole.rows.filter((r) => r.user_id === ids.A));
      }
    });
  }

  it('a cursor is bound to its report, its filters and its organization', async () => {
    const first = await call('GET', `/org/${org.slug}/reports/attendance/daily/`, { token: org.adminKey, query: { ...RANGE, page_size: 1 } });
    const cursor = first.body.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const other = await newTestOrg();
    const attempts = [
      call('GET', `/org/${org.slug}/reports/attendance/absences/`, { token: org.adminKey, query: { ...RANGE, cursor } }),
      call('GET', `/org/${org.slug}/reports/attendance/daily/`, { token: org.adminKey, query: { ...RANGE, to_date: '2026-03-07', cursor } }),
      call('GET', `/org/${org.slug}/reports/attendance/daily/`, { token: org.adminKey, query: { ...RANGE, user_id: ids.A, cursor } }),
      call('GET', `/org/${other.slug}/reports/attendance/daily/`, { token: other.adminKey, query: { ...RANGE, cursor } }),
      call('GET', `/org/${org.slug}/reports/attendance/daily/`, { token: org.adminKey, query: { ...RANGE, cursor: cursor.slice(0, -3) + 'abc' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_cursor');
    }
    const second = await call('GET', `/org/${org.slug}/reports/attendance/daily/`, { token: org.adminKey, query: { ...RANGE, cursor, page_size: 50 } });
    expect(second.status).toBe(200);
  });
});

describe('refusals', () => {
  const bad: Array<[string, Record<string, string>]> = [
    ['no dates', {}],
    ['no to_date', { from_date: '2026-03-02' }],
    ['no from_date', { to_date: '2026-03-02' }],
    ['not a date', { from_date: '2026-3-2', to_date: '2026-03-06' }],
    ['not a calendar date', { from_date: '2026-02-30', to_date: '2026-03-06' }],
    ['an instant', { from_date: '2026-03-02T00:00:00Z', to_date: '2026-03-06' }],
    ['from after to', { from_date: '2026-03-07', to_date: '2026-03-06' }],
    ['93 days apart', { from_date: '2026-01-01', to_date: '2026-04-04' }],
    ['a year', { from_date: '2025-03-01', to_date: '2026-03-01' }],
    ['before 2000', { from_date: '1999-12-31', to_date: '2000-01-02' }],
    ['user_id beyond the id bound', { ...RANGE, user_id: 'x'.repeat(129) }],
    ['unknown parameter', { ...RANGE, group_by: 'day' }],
    ['page_size 0', { ...RANGE, page_size: '0' }],
  ];
  for (const report of REPORTS) {
    it(`${report}: 400 validation_failed for bad ranges; 92 days apart (api.md §7) is fine`, async () => {
      for (const [what, query] of bad) {
        const res = await call('GET', `/org/${org.slug}/reports/attendance/${report}/`, { token: org.adminKey, query });
        expect(res.status, `${what}: ${res.text}`).toBe(400);
        expect(res.body.code).toBe('validation_failed');
      }
      const ok = await call('GET', `/org/${org.slug}/reports/attendance/${report}/`, {
        token: org.adminKey,
        query: { from_date: '2026-01-01', to_date: '2026-04-03' },
      });
      expect(ok.status, ok.text).toBe(200);
      // Ids are opaque (#17): `user_id: 'me'` used to be a 400; it names nobody, so it matches nothing.
      const me = await call('GET', `/org/${org.slug}/reports/attendance/${report}/`, { token: org.adminKey, query: { ...RANGE, user_id: 'me' } });
      expect({ status: me.status, results: me.body.results }, me.text).toEqual({ status: 200, results: [] });
    });

    it(`${report}: a collaborator gets 403 forbidden`, async () => {
      const res = await call('GET', `/org/${org.slug}/reports/attendance/${report}/`, { token: collaboratorToken, query: RANGE });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    });
  }
});

describe('other zones', () => {
  it('Asia/Tokyo: local days start at 15:00 UTC; organizations never see each other', async () => {
    const tokyo = await newTestOrg('Asia/Tokyo');
    const user = await insertUser(tokyo.slug);
    await mark(call, tokyo.slug, tokyo.adminKey, user.id, 'in', '2026-03-02T14:30:00Z'); // Mon 23:30 JST
    await mark(call, tokyo.slug, tokyo.adminKey, user.id, 'out', '2026-03-02T15:30:00Z'); // Tue 00:30 JST
    const daily = await walk(call, tokyo.slug, tokyo.adminKey, 'daily', RANGE);
    expect(daily.rows).toEqual([
      { user_id: user.id, date: '2026-03-02', first_in: '2026-03-02T23:30:00+09:00', last_out: null, worked_minutes: 0, incomplete: true },
      { user_id: user.id, date: '2026-03-03', first_in: null, last_out: '2026-03-03T00:30:00+09:00', worked_minutes: 0, incomplete: false },
    ]);
    const tuesday = await walk(call, tokyo.slug, tokyo.adminKey, 'marks', { from_date: '2026-03-03', to_date: '2026-03-03' });
    expect(tuesday.rows.map((r) => r.at)).toEqual(['2026-03-03T00:30:00+09:00']);
    const bogota = await walk(call, org.slug, org.adminKey, 'marks', RANGE);
    expect(bogota.rows.some((r) => r.user_id === user.id)).toBe(false);
  });

  it('Europe/Madrid across the spring-forward day: a 23-hour local day', async () => {
    const madrid = await newTestOrg('Europe/Madrid');
    const user = await insertUser(madrid.slug);
    await mark(call, madrid.slug, madrid.adminKey, user.id, 'in', '2026-03-28T23:00:00Z'); // Sun 29 00:00 CET
    await mark(call, madrid.slug, madrid.adminKey, user.id, 'out', '2026-03-29T21:59:59Z'); // Sun 29 23:59:59 CEST
    await mark(call, madrid.slug, madrid.adminKey, user.id, 'in', '2026-03-29T22:00:00Z'); // Mon 30 00:00 CEST
    const daily = await walk(call, madrid.slug, madrid.adminKey, 'daily', { from_date: '2026-03-29', to_date: '2026-03-29' });
    expect(daily.rows).toEqual([
      { user_id: user.id, date: '2026-03-29', first_in: '2026-03-29T00:00:00+01:00', last_out: '2026-03-29T23:59:59+02:00', worked_minutes: 22 * 60 + 59, incomplete: false },
    ]);
  });
});
