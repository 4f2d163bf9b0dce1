// unit: needs no DynamoDB Local (vitest.config.ts)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyTotals, type MarkPoint } from '../../shared/attendance/daily';
import { daysInclusive, inZone, localDateOf, utcRangeOf } from '../../shared/attendance/local-days';

/**
 * The daily arithmetic against a deliberately different reference: local dates from the
 * platform's Intl (not luxon), and pairing stated per position ("an `in` is matched iff the
 * next mark of its day is an `out`") rather than as a scan with state.
 */
const ZONES = ['America/Bogota', 'Europe/Madrid', 'Asia/Tokyo', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
function intlDate(ms: number, zone: string): string {
  let f = formatters.get(zone);
  if (!f) formatters.set(zone, (f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f.format(new Date(ms));
}

interface RefDay {
  date: string;
  first_in: string | null;
  last_out: string | null;
  worked_minutes: number;
  incomplete: boolean;
}

function reference(marks: MarkPoint[], zone: string): RefDay[] {
  const days = new Map<string, MarkPoint[]>();
  for (const m of marks) {
    const date = intlDate(Date.parse(m.at), zone);
    days.set(date, [...(days.get(date) ?? []), m]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, day]) => {
      const s = [...day].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id.localeCompare(b.id));
      let ms = 0;
      let incomplete = false;
      for (let i = 0; i < s.length; i++) {
        if (s[i]!.kind !== 'in') continue;
        const next = s[i + 1];
        if (next?.kind === 'out') ms += Date.parse(next.at) - Date.parse(s[i]!.at);
        else incomplete = true;
      }
      const ins = s.filter((m) => m.kind === 'in');
      const outs = s.filter((m) => m.kind === 'out');
      return {
        date,
        first_in: ins[0]?.at ?? null,
        last_out: outs.at(-1)?.at ?? null,
        worked_minutes: Math.floor(ms / 60_000),
        incomplete,
      };
    });
}

/** Instants where local days are tricky: DST changes (incl. Lord Howe's 30-minute one) and local midnights. */
const ANCHORS = [
  '2026-03-29T01:00:00Z', // Europe/Madrid spring forward
  '2026-10-25T01:00:00Z', // Europe/Madrid fall back
  '2026-03-08T07:00:00Z', // America/New_York spring forward
  '2026-11-01T06:00:00Z', // America/New_York fall back
  '2026-04-04T15:00:00Z', // Australia/Lord_Howe fall back (30 min)
  '2026-10-03T15:30:00Z', // Australia/Lord_Howe spring forward (30 min)
  '2026-03-03T05:00:00Z', // midnight in Bogota
  '2026-03-02T15:00:00Z', // midnight in Tokyo
  '2026-12-31T23:59:59Z',
].map(Date.parse);

const HOUR = 3_600_000;
const instant = fc.tuple(fc.constantFrom(...ANCHORS), fc.integer({ min: -36 * HOUR, max: 36 * HOUR }), fc.boolean()).map(
  ([anchor, offset, whole]) => anchor + (whole ? Math.round(offset / 60_000) * 60_000 : offset),
);

const marksArb = fc
  .array(fc.tuple(instant, fc.constantFrom<'in' | 'out'>('in', 'out')), { maxLength: 30 })
  .map((list) =>
    list.map(([ms, kind], i): MarkPoint => ({ id: `01K${String(i).padStart(23, '0')}`, at: new Date(ms).toISOString(), kind })),
  );

describe('daily arithmetic (property tests against a reference)', () => {
  it('matches the reference for any marks in any zone', () => {
    fc.assert(
      fc.property(marksArb, fc.constantFrom(...ZONES), (marks, zone) => {
        expect(dailyTotals(marks, zone)).toEqual(reference(marks, zone));
      }),
      { numRuns: 1000 },
    );
  });

  it('does not depend on the order marks arrive in', () => {
    fc.assert(
      fc.property(marksArb.chain((m) => fc.tuple(fc.constant(m), fc.shuffledSubarray(m, { minLength: m.length, maxLength: m.length }))), fc.constantFrom(...ZONES), ([marks, shuffled], zone) => {
        expect(dailyTotals(shuffled, zone)).toEqual(dailyTotals(marks, zone));
      }),
    );
  });

  it('a local range maps to the UTC instants of exactly its days (DST-correct)', () => {
    const day = fc.constantFrom(...ANCHORS).chain((a) => fc.integer({ min: -3, max: 3 }).map((d) => intlDate(a + d * 24 * HOUR, 'UTC')));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 4 }), fc.constantFrom(...ZONES), fc.integer({ min: -2 * HOUR, max: 2 * HOUR }), (from, span, zone, delta) => {
        const to = intlDate(Date.parse(from) + span * 24 * HOUR, 'UTC');
        const { start, end } = utcRangeOf(from, to, zone);
        // The bounds are local midnights: the instant just before `start` is the day before `from`.
        expect(intlDate(Date.parse(start), zone)).toBe(from);
        expect(intlDate(Date.parse(start) - 1, zone) < from).toBe(true);
        expect(intlDate(Date.parse(end) - 1, zone)).toBe(to);
        expect(intlDate(Date.parse(end), zone) > to).toBe(true);
        for (const edge of [Date.parse(start), Date.parse(end)]) {
          const t = edge + delta;
          const inside = t >= Date.parse(start) && t < Date.parse(end);
          const date = intlDate(t, zone);
          expect(inside).toBe(date >= from && date <= to);
          expect(localDateOf(t, zone)).toBe(date);
        }
        expect(daysInclusive(from, to)).toBe(span + 1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('daily arithmetic (examples)', () => {
  const mark = (i: number, at: string, kind: 'in' | 'out'): MarkPoint => ({ id: `01K${String(i).padStart(23, '0')}`, at, kind });

  it('a mark at 02:00 UTC belongs to the previous day in Bogota, to the same day in Madrid and Tokyo', () => {
    const marks = [mark(1, '2026-03-03T02:00:00.000Z', 'in')];
    expect(dailyTotals(marks, 'America/Bogota')[0]!.date).toBe('2026-03-02');
    expect(dailyTotals(marks, 'Europe/Madrid')[0]!.date).toBe('2026-03-03');
    expect(dailyTotals(marks, 'Asia/Tokyo')[0]!.date).toBe('2026-03-03');
    expect(inZone('2026-03-03T02:00:00.000Z', 'America/Bogota')).toBe('2026-03-02T21:00:00-05:00');
  });

  it('counts the real elapsed time across DST: 23-hour and 25-hour days in Madrid', () => {
    // 00:30 CET → 23:30 CEST on the spring-forward day is 22 hours.
    const spring = dailyTotals([mark(1, '2026-03-28T23:30:00.000Z', 'in'), mark(2, '2026-03-29T21:30:00.000Z', 'out')], 'Europe/Madrid');
    expect(spring).toEqual([{ date: '2026-03-29', first_in: '2026-03-28T23:30:00.000Z', last_out: '2026-03-29T21:30:00.000Z', worked_minutes: 22 * 60, incomplete: false }]);
    // 00:30 CEST → 23:30 CET on the fall-back day is 24 hours.
    const fall = dailyTotals([mark(1, '2026-10-24T22:30:00.000Z', 'in'), mark(2, '2026-10-25T22:30:00.000Z', 'out')], 'Europe/Madrid');
    expect(fall[0]).toMatchObject({ date: '2026-10-25', worked_minutes: 24 * 60 });
  });

  it('consecutive ins: the earlier is unmatched; a stray out is ignored; minutes are floored after summing', () => {
    const day = dailyTotals(
      [
        mark(1, '2026-03-02T12:00:00.000Z', 'out'), // stray (first of the day): ignored
        mark(2, '2026-03-02T13:00:00.000Z', 'in'), // unmatched (another in follows)
        mark(3, '2026-03-02T14:00:00.000Z', 'in'),
        mark(4, '2026-03-02T14:00:30.000Z', 'out'),
        mark(5, '2026-03-02T15:00:00.000Z', 'in'),
        mark(6, '2026-03-02T15:00:30.000Z', 'out'),
        mark(7, '2026-03-02T16:00:00.000Z', 'out'), // stray
      ],
      'America/Bogota',
    );
    expect(day).toEqual([
      { date: '2026-03-02', first_in: '2026-03-02T13:00:00.000Z', last_out: '2026-03-02T16:00:00.000Z', worked_minutes: 1, incomplete: true },
    ]);
  });

  it('a shift across local midnight leaves an unmatched in and a stray out', () => {
    const days = dailyTotals([mark(1, '2026-03-03T03:00:00.000Z', 'in'), mark(2, '2026-03-03T07:00:00.000Z', 'out')], 'America/Bogota');
    expect(days).toEqual([
      { date: '2026-03-02', first_in: '2026-03-03T03:00:00.000Z', last_out: null, worked_minutes: 0, incomplete: true },
      { date: '2026-03-03', first_in: null, last_out: '2026-03-03T07:00:00.000Z', worked_minutes: 0, incomplete: false },
    ]);
  });

  it('ties on the same instant are ordered by id', () => {
    const at = '2026-03-02T14:00:00.000Z';
    expect(dailyTotals([mark(2, at, 'in'), mark(1, at, 'out')], 'UTC')[0]!.incomplete).toBe(true);
    expect(dailyTotals([mark(2, at, 'out'), mark(1, at, 'in')], 'UTC')[0]).toMatchObject({ incomplete: false, worked_minutes: 0 });
  });
});
