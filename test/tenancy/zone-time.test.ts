// unit: needs no DynamoDB Local (vitest.config.ts)
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { calendarMs, inZone, localDateOf, offsetMinutes, startOfLocalDay, startOfNextLocalDay, todayIn } from '../../shared/tenancy/zone-time';
import { daysInclusive, datesBetween, isWeekday, utcRangeOf } from '../../shared/attendance/local-days';
import { localDateWindow, legacyEnrollDateWindow, nextDate } from '../../shared/learning/date-window';

/**
 * The zone arithmetic of the functions is Intl's (#43: luxon left their bundles); luxon stays the
 * reference it must agree with, answer for answer, in every zone the runtime knows: the wall clock
 * of an instant, the start of a local day across DST gaps and overlaps, the end of a range.
 */
const ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC', 'utc', 'GMT', 'Etc/UTC', 'Europe/London'];

/** Every local date around which the zone's offset changes, 2000–2035 (the transitions are where DST bites). */
function transitionDates(zone: string): string[] {
  const out = new Set<string>();
  const WEEK = 7 * 86_400_000;
  for (let ms = Date.UTC(2000, 0, 1); ms < Date.UTC(2035, 0, 1); ms += WEEK) {
    if (offsetMinutes(ms, zone) === offsetMinutes(ms + WEEK, zone)) continue;
    // Bisect to the minute the offset changes (at most one change a week).
    let [lo, hi] = [ms, ms + WEEK];
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(mid, zone) === offsetMinutes(lo, zone)) lo = mid;
      else hi = mid;
    }
    const day = DateTime.fromMillis(hi, { zone });
    for (const d of [-1, 0, 1]) out.add(day.plus({ days: d }).toISODate()!);
  }
  return [...out];
}

const luxonStart = (date: string, zone: string) => DateTime.fromISO(date, { zone }).startOf('day');

describe('zone arithmetic with Intl agrees with luxon', () => {
  it('gives every zone’s start of day and range end on each DST transition, 2000–2035, as luxon does', () => {
    let checked = 0;
    const differ: string[] = [];
    for (const zone of ZONES) {
      for (const date of transitionDates(zone)) {
        checked++;
        const start = luxonStart(date, zone);
        if (startOfLocalDay(date, zone) !== start.toMillis()) differ.push(`${zone} ${date} start`);
        if (startOfNextLocalDay(date, zone) !== start.plus({ days: 1 }).startOf('day').toMillis()) differ.push(`${zone} ${date} end`);
      }
    }
    expect(differ).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  }, 120_000);

  it('shows any instant in any zone, and its local date, exactly as luxon', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(0, 0, 2), max: Date.UTC(9999, 11, 30) }),
        fc.boolean(),
        (zone, ms, wholeSecond) => {
          const at = wholeSecond ? ms - (ms % 1000) : ms;
          const key = new Date(at).toISOString();
          const utc = DateTime.fromISO(key, { zone: 'utc' });
          expect(inZone(key, zone)).toBe(utc.setZone(zone).toISO({ suppressMilliseconds: true }));
          expect(localDateOf(key, zone)).toBe(utc.setZone(zone).toISODate());
          expect(localDateOf(at, zone)).toBe(DateTime.fromMillis(at, { zone }).toISODate());
          expect(todayIn(zone, new Date(at))).toBe(DateTime.fromJSDate(new Date(at), { zone }).toISODate());
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('starts any date of any zone where luxon does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }), (zone, ms) => {
        const date = new Date(ms).toISOString().slice(0, 10);
        expect(startOfLocalDay(date, zone)).toBe(luxonStart(date, zone).toMillis());
        expect(utcRangeOf(date, date, zone)).toEqual({
          start: luxonStart(date, zone).toUTC().toISO(),
          end: luxonStart(date, zone).plus({ days: 1 }).startOf('day').toUTC().toISO(),
        });
      }),
      { numRuns: 5_000 },
    );
  });

  it('keeps the examples the reports document: a midnight that does not exist, the UTC zone written Z', () => {
    // America/Santiago springs forward at midnight on 2024-09-08: the day starts at 01:00 (-03).
    expect(new Date(startOfLocalDay('2024-09-08', 'America/Santiago')).toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(inZone('2024-09-08T04:00:00.000Z', 'America/Santiago')).toBe('2024-09-08T01:00:00-03:00');
    expect(inZone('2026-01-05T09:30:00.250Z', 'UTC')).toBe('2026-01-05T09:30:00.250Z');
    expect(inZone('2026-01-05T09:30:00.000Z', 'Europe/London')).toBe('2026-01-05T09:30:00+00:00');
    expect(() => startOfLocalDay('2026-02-30', 'UTC')).toThrow();
    expect(() => startOfLocalDay('2026-02-03', 'Not/AZone')).toThrow();
  });

  it('counts and lists calendar days as luxon did', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9998, 0, 1) }), fc.integer({ min: 0, max: 60 }), (ms, span) => {
        const from = DateTime.fromMillis(ms, { zone: 'utc' });
        const to = from.plus({ days: span });
        const [f, t] = [from.toISODate()!, to.toISODate()!];
        expect(daysInclusive(f, t)).toBe(span + 1);
        const listed: string[] = [];
        for (let d = from.startOf('day'); d <= to; d = d.plus({ days: 1 })) listed.push(d.toISODate()!);
        expect(datesBetween(f, t)).toEqual(listed);
        expect(isWeekday(f)).toBe(from.weekday <= 5);
        expect(nextDate(f)).toBe(from.plus({ days: 1 }).toISODate());
        expect(legacyEnrollDateWindow(f).start).toBe(calendarMs(f) <= Date.parse('0000-01-01T00:00:00.000Z') ? null : from.startOf('day').toUTC().toISO());
        expect(localDateWindow('Asia/Kolkata', f, t)).toEqual({
          start: luxonStart(f, 'Asia/Kolkata').toUTC().toISO(),
          end: luxonStart(to.plus({ days: 1 }).toISODate()!, 'Asia/Kolkata').toUTC().toISO(),
        });
      }),
      { numRuns: 2_000 },
    );
  });
});
