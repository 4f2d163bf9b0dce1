// unit: needs no DynamoDB Local (vitest.config.ts)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  enrollmentWindow,
  inWindow,
  instantKey,
  inZone,
  legacyEnrollDateWindow,
  localDateWindow,
  nextDate,
  normalizeInstant,
  startOfLocalDay,
} from '../../shared/learning/date-window';
import { DateTime } from 'luxon';
import { Instant } from '../../shared/schemas/common';
import { ApiError } from '../../shared/errors/api-error';

/**
 * The local-date filter of the learning reports against a REFERENCE computed independently
 * (Intl, not luxon): an instant is in [from_date, to_date] iff its calendar date in the
 * organization's zone is. Zones with DST changes at midnight (America/Santiago), at 02:00
 * (Europe/Madrid), 45-minute offsets (Pacific/Chatham), half-hour offsets (Asia/Kolkata)
 * and no DST at all (America/Bogota).
 */
const ZONES = ['America/Santiago', 'Europe/Madrid', 'America/Bogota', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Reference: the calendar date of an instant in a zone, by the platform's ICU (en-CA is YYYY-MM-DD). */
function referenceLocalDate(ms: number, zone: string): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, f);
  }
  return f.format(new Date(ms));
}

const referenceIn = (ms: number, zone: string, from?: string, to?: string) => {
  const local = referenceLocalDate(ms, zone);
  return (from === undefined || local >= from) && (to === undefined || local <= to);
};

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const zone = fc.constantFrom(...ZONES);
/** Instants 1990..2040, so every DST rule of these zones in that period is exercised. */
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 11, 31) });
/** A local date near an instant's own, or none (an open side). */
const nearDate = (ms: number, z: string) =>
  fc.option(fc.integer({ min: -2, max: 2 }).map((d) => addDays(referenceLocalDate(ms, z), d)), { nil: undefined });

/** Instants at a local midnight of `z`, or a millisecond / a minute around it. */
const edgeInstant = (z: string) =>
  fc
    .tuple(fc.integer({ min: 0, max: 365 * 50 }), fc.constantFrom(-60_000, -1, 0, 1, 60_000))
    .map(([d, delta]) => startOfLocalDay(addDays('1990-01-01', d), z) + delta);

/** Days on which these zones change their offset in 2026 (and neighbours). */
const DST_DAYS: Array<[string, string]> = [
  ['America/Santiago', '2026-04-04'],
  ['America/Santiago', '2026-04-05'],
  ['America/Santiago', '2026-09-05'],
  ['America/Santiago', '2026-09-06'],
  ['Europe/Madrid', '2026-03-29'],
  ['Europe/Madrid', '2026-10-25'],
  ['Pacific/Chatham', '2026-04-05'],
  ['Pacific/Chatham', '2026-09-27'],
  ['America/Bogota', '2026-03-01'],
  ['Asia/Kolkata', '2026-03-01'],
];

describe('local-date window (from_date / to_date in the organization zone)', () => {
  it('agrees with the reference for random instants, zones and ranges', () => {
    fc.assert(
      fc.property(
        zone.chain((z) => fc.tuple(fc.constant(z), fc.oneof(instant, edgeInstant(z)))).chain(([z, ms]) =>
          fc.tuple(fc.constant(z), fc.constant(ms), nearDate(ms, z), nearDate(ms, z)),
        ),
        ([z, ms, a, b]) => {
          const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
          const window = localDateWindow(z, from, to);
          expect(inWindow(window, instantKey(ms)!), `${new Date(ms).toISOString()} ${z} ${from}..${to}`).toBe(referenceIn(ms, z, from, to));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('includes 00:00 and 23:59:59.999 local of a single day and excludes the instants around it', () => {
    fc.assert(
      fc.property(
        zone,
        fc.integer({ min: 0, max: 365 * 50 }).map((d) => addDays('1990-01-01', d)),
        (z, day) => {
          const start = startOfLocalDay(day, z);
          const end = startOfLocalDay(nextDate(day), z);
          // The reference agrees on what the edges are.
          expect(referenceLocalDate(start, z)).toBe(day);
          expect(referenceLocalDate(start - 1, z)).toBe(addDays(day, -1));
          expect(referenceLocalDate(end - 1, z)).toBe(day);
          expect(referenceLocalDate(end, z)).toBe(addDays(day, 1));
          const window = localDateWindow(z, day, day);
          expect(inWindow(window, instantKey(start)!)).toBe(true);
          expect(inWindow(window, instantKey(end - 1)!)).toBe(true);
          expect(inWindow(window, instantKey(start - 1)!)).toBe(false);
          expect(inWindow(window, instantKey(end)!)).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it.each(DST_DAYS)('is exact on the offset-change day %s %s, minute by minute', (z, day) => {
    const window = localDateWindow(z, day, day);
    const from = Date.parse(`${addDays(day, -1)}T00:00:00Z`);
    let inside = 0;
    for (let ms = from; ms < from + 3 * 86_400_000; ms += 60_000) {
      for (const t of [ms, ms - 1]) expect(inWindow(window, instantKey(t)!), new Date(t).toISOString()).toBe(referenceIn(t, z, day, day));
      if (referenceIn(ms, z, day, day)) inside++;
    }
    // 23, 24 or 25 hours (Chatham and Santiago change by one hour too).
    expect([23 * 60, 24 * 60, 25 * 60]).toContain(inside);
  });

  it('spring-forward at midnight: the day starts at 01:00 in America/Santiago', () => {
    const window = localDateWindow('America/Santiago', '2026-09-06', '2026-09-06');
    expect(window).toEqual({ start: '2026-09-06T04:00:00.000Z', end: '2026-09-07T03:00:00.000Z' });
  });

  it('from_date alone is open at the top, to_date alone open at the bottom', () => {
    expect(localDateWindow('America/Bogota', '2026-03-01')).toEqual({ start: '2026-03-01T05:00:00.000Z', end: null });
    expect(localDateWindow('America/Bogota', undefined, '2026-03-01')).toEqual({ start: null, end: '2026-03-02T05:00:00.000Z' });
    // Bounds beyond what can be stored open that side; those within stay exact.
    expect(localDateWindow('America/Bogota', undefined, '9999-12-31')).toEqual({ start: null, end: null });
    expect(localDateWindow('Pacific/Chatham', '0000-01-01', '9999-12-31')).toEqual({ start: null, end: '9999-12-31T10:15:00.000Z' });
  });
});

describe('deprecated course_enroll_date (00:00 UTC lower bound)', () => {
  it('agrees with its own reference: instant >= that date at 00:00 UTC, no upper bound', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -3, max: 3 }), (ms, delta) => {
        const date = addDays(new Date(ms).toISOString().slice(0, 10), delta);
        expect(inWindow(legacyEnrollDateWindow(date), instantKey(ms)!)).toBe(ms >= Date.parse(`${date}T00:00:00Z`));
      }),
      { numRuns: 3000 },
    );
  });

  it('differs from from_date at the edges: 2026-03-01T02:00Z is 2026-02-28 in Bogota', () => {
    const key = instantKey(Date.parse('2026-03-01T02:00:00Z'))!;
    expect(inWindow(enrollmentWindow('America/Bogota', { from_date: '2026-03-01' }), key)).toBe(false);
    expect(inWindow(enrollmentWindow('America/Bogota', { course_enroll_date: '2026-03-01' }, { legacy: true }), key)).toBe(true);
    expect(inWindow(enrollmentWindow('America/Bogota', { from_date: '2026-02-28', to_date: '2026-02-28' }), key)).toBe(true);
    expect(inZone(key, 'America/Bogota')).toBe('2026-02-28T21:00:00-05:00');
  });

  it('and the other way round east of UTC: 2026-02-28T20:00Z is 2026-03-01 in Kolkata', () => {
    const key = instantKey(Date.parse('2026-02-28T20:00:00Z'))!;
    expect(inWindow(enrollmentWindow('Asia/Kolkata', { from_date: '2026-03-01' }), key)).toBe(true);
    expect(inWindow(enrollmentWindow('Asia/Kolkata', { course_enroll_date: '2026-03-01' }, { legacy: true }), key)).toBe(false);
  });
});

describe('invalid combinations are 400 validation_failed', () => {
  const failure = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    }
    throw new Error('expected a validation failure');
  };

  it.each([
    [{ course_enroll_date: '2026-03-01', from_date: '2026-03-01' }, 'course_enroll_date'],
    [{ course_enroll_date: '2026-03-01', to_date: '2026-03-05' }, 'course_enroll_date'],
    [{ from_date: '2026-03-02', to_date: '2026-03-01' }, 'from_date'],
  ])('%j', (query, path) => {
    const error = failure(() => enrollmentWindow('America/Bogota', query, { legacy: true }));
    expect(error.code).toBe('validation_failed');
    expect(error.status).toBe(400);
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'query', path })]));
  });

  it('from_date after to_date is refused for any pair of dates, and accepted otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 0, max: 20000 }), (a, b) => {
        const from = addDays('2000-01-01', a);
        const to = addDays('2000-01-01', b);
        if (from > to) expect(() => enrollmentWindow('Europe/Madrid', { from_date: from, to_date: to })).toThrow(ApiError);
        else expect(enrollmentWindow('Europe/Madrid', { from_date: from, to_date: to }).start).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('instant keys sort like time', () => {
  it('string order of keys is numeric order of instants', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [ka, kb] = [instantKey(a)!, instantKey(b)!];
        expect(Math.sign(a - b)).toBe(ka < kb ? -1 : ka > kb ? 1 : 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('normalizeInstant (Date.parse) agrees with luxon on every instant the Instant schema accepts', () => {
  it('any date, time, fraction and offset the schema lets through names the same instant', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const iso = fc
      .record({
        ms: fc.integer({ min: Date.parse('0001-01-02T00:00:00Z'), max: Date.parse('9999-12-30T00:00:00Z') }),
        fraction: fc.option(fc.stringMatching(/^[0-9]{1,9}$/), { nil: undefined }),
        offsetMinutes: fc.option(fc.integer({ min: -14 * 60, max: 14 * 60 }), { nil: undefined }),
      })
      .map(({ ms, fraction, offsetMinutes }) => {
        const base = new Date(ms).toISOString().slice(0, 19) + (fraction === undefined ? '' : `.${fraction}`);
        if (offsetMinutes === undefined) return `${base}Z`;
        const m = Math.abs(offsetMinutes);
        return `${base}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
      });
    fc.assert(
      fc.property(iso, (value) => {
        expect(Instant.safeParse(value).success).toBe(true);
        expect(normalizeInstant(value)).toBe(DateTime.fromISO(value, { setZone: true }).toUTC().toISO());
      }),
      { numRuns: 3000 },
    );
  });
});
