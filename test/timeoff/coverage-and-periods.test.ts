import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedDemoTimeOff } from '../../infra/local/seed-timeoff';
import { earliestOverlappingStart, MAX_PERIOD_CALENDAR_DAYS } from '../../shared/timeoff/requests-store';
import { approvedTimeOffOverlapping } from '../../shared/timeoff/approved-coverage';
import { calendarDays, weekdaysOf } from '../../shared/timeoff/period';
import { insertUser } from '../support/orgs';
import { balanceOf, createRequest, date, listAll, world } from './helpers';
import { useGateway } from '../support/http';

const { call } = useGateway();

const day = (n: number) => new Date(Date.UTC(2028, 0, 1 + n)).toISOString().slice(0, 10);

describe('periods (pure rules)', () => {
  it('counts weekdays like a day-by-day walk', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 120 }), (start, length) => {
        const [from, to] = [day(start), day(start + length)];
        const expected: string[] = [];
        for (let i = 0; i <= length; i++) {
          const d = new Date(Date.UTC(2028, 0, 1 + start + i));
          if (d.getUTCDay() % 6 !== 0) expected.push(d.toISOString().slice(0, 10));
        }
        expect(weekdaysOf(from, to)).toEqual(expected);
        expect(calendarDays(from, to)).toBe(length + 1);
      }),
    );
  });

  it('the bounded key range of the overlap filter never misses an overlapping request', () => {
    // A request (at most MAX_PERIOD_CALENDAR_DAYS long) overlaps [from, to] exactly when its
    // start is in [earliestOverlappingStart(from), to] and its end >= from (the filter).
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: MAX_PERIOD_CALENDAR_DAYS - 1 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 400 }),
        (s, len, f, span) => {
          const [start, end, from, to] = [day(s), day(s + len), day(f), day(f + span)];
          const overlaps = start <= to && end >= from;
          const answered = start >= earliestOverlappingStart(from) && start <= to && end >= from;
          expect(answered).toBe(overlaps);
        },
      ),
    );
  });
});

describe('approvedTimeOffOverlapping (the attendance reports’ interface)', () => {
  it('returns the approved requests overlapping a range, for the organization or one user', async () => {
    const w = await world(call, { vacation: 40, permission: 10 });
    const mk = async (start: number, end: number, token = w.a.token, type = 'vacation') =>
      (await createRequest(call, w, { type, start_date: date(start), end_date: date(end) }, token)).body;
    const approve = (id: string) => call('POST', `/org/${w.org.slug}/timeoff/requests/${id}/approve/`, { token: w.admin });
    const a1 = await mk(0, 4);
    const a2 = await mk(14, 18, w.a.token, 'permission');
    const b1 = await mk(2, 9, w.b.token);
    await mk(21, 22); // stays pending: never coverage
    const cancelled = await mk(28, 30);
    for (const r of [a1, a2, b1, cancelled]) await approve(r.id);
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${cancelled.id}/cancel/`, { token: w.admin });
    const view = (r: any) => ({ id: r.id, user_id: r.user_id, start_date: r.start_date, end_date: r.end_date });

    expect(await approvedTimeOffOverlapping(w.org.slug, date(0), date(40))).toEqual([view(a1), view(b1), view(a2)]);
    expect(await approvedTimeOffOverlapping(w.org.slug, date(4), date(4))).toEqual([view(a1), view(b1)]);
    expect(await approvedTimeOffOverlapping(w.org.slug, date(9), date(13))).toEqual([view(b1)]);
    expect(await approvedTimeOffOverlapping(w.org.slug, date(10), date(13))).toEqual([]);
    expect(await approvedTimeOffOverlapping(w.org.slug, date(0), date(40), w.a.id)).toEqual([view(a1), view(a2)]);
    expect(await approvedTimeOffOverlapping(w.org.slug, date(5), date(8), w.a.id)).toEqual([]);
    expect(await approvedTimeOffOverlapping(w.org.slug, date(18), date(60), w.a.id)).toEqual([view(a2)]);
  });

  it('finds a request that starts the most days before the range (the bound is exact)', async () => {
    const w = await world(call, { vacation: 100 });
    const r = (await createRequest(call, w, { start_date: date(0), end_date: date(MAX_PERIOD_CALENDAR_DAYS - 1) })).body;
    expect(r.days).toBeGreaterThan(0);
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${r.id}/approve/`, { token: w.admin });
    const last = date(MAX_PERIOD_CALENDAR_DAYS - 1);
    expect((await approvedTimeOffOverlapping(w.org.slug, last, last)).map((x) => x.id)).toEqual([r.id]);
    expect((await approvedTimeOffOverlapping(w.org.slug, last, last, w.a.id)).map((x) => x.id)).toEqual([r.id]);
    const after = date(MAX_PERIOD_CALENDAR_DAYS);
    expect(await approvedTimeOffOverlapping(w.org.slug, after, after)).toEqual([]);
  });
});

describe('demo data', () => {
  it('seeds balances and requests consistently, once', async () => {
    const w = await world(call);
    const [c, d, admin] = await Promise.all([insertUser(w.org.slug), insertUser(w.org.slug), insertUser(w.org.slug, { role: 'admin' })]);
    await seedDemoTimeOff(w.org.slug, w.org.timezone, [c.id, d.id], admin.id);
    await seedDemoTimeOff(w.org.slug, w.org.timezone, [c.id, d.id], admin.id);
    const requests = await listAll(call, w);
    expect(requests.map((r) => r.status).sort()).toEqual(['approved', 'approved', 'pending', 'pending', 'rejected']);
    // Held days (pending + approved) are what left the balances.
    const held = (userId: string, type: string) =>
      requests.filter((r) => r.user_id === userId && r.type === type && ['pending', 'approved'].includes(r.status)).reduce((s, r) => s + r.days, 0);
    expect(await balanceOf(call, w, c.id, 'vacation')).toBe(15 - held(c.id, 'vacation'));
    expect(await balanceOf(call, w, d.id, 'permission')).toBe(4 - held(d.id, 'permission'));
    expect(await balanceOf(call, w, d.id, 'leave')).toBe(5 - held(d.id, 'leave'));
    expect(await balanceOf(call, w, d.id, 'vacation')).toBe(10);
  });
});
