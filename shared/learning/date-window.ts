import { calendarDate, calendarMs, inZone as inZoneOf, localDateOf as localDateIn, startOfLocalDay as startOfDayIn } from '../tenancy/zone-time';
import { ApiError, type ErrorDetail } from '../errors/api-error';

/**
 * The enrollment-date filters of the learning reports (contract 4.2, api.md "Learning
 * reports"), as one pure module: local calendar dates of the organization's zone become a
 * half-open range of UTC instants, which the data layer turns into a key range of the
 * `<enrolled_at UTC>#<id>` sort keys. Nothing here reads data or the clock.
 *
 * - `from_date` / `to_date`: inclusive local dates. An instant is in range iff its calendar
 *   date in `zone` is within [from_date, to_date]; i.e. the instant is in
 *   [start of from_date in zone, start of (to_date + 1 day) in zone). The start of a day
 *   is resolved across DST as luxon does, with Intl (shared/tenancy/zone-time.ts): a day
 *   whose midnight does not exist starts at the first instant that does, e.g. 01:00 in
 *   America/Santiago on the spring-forward day.
 * - `course_enroll_date` (deprecated): a lower bound at 00:00 UTC of that date, no upper bound.
 *   It is deliberately NOT the same as `from_date` (contract 4.2.3, 4.2.4).
 */

/** `[start, end)` as sortable UTC keys (`YYYY-MM-DDTHH:mm:ss.SSSZ`); null = open on that side. */
export interface UtcWindow {
  start: string | null;
  end: string | null;
}

export interface EnrollmentDateQuery {
  from_date?: string;
  to_date?: string;
  course_enroll_date?: string;
}

export const OPEN_WINDOW: UtcWindow = { start: null, end: null };

const MIN_KEY_MS = Date.parse('0000-01-01T00:00:00.000Z');
const MAX_KEY_MS = new Date('9999-12-31T23:59:59.999Z').getTime();

/**
 * The sort-key form of an instant: `Date#toISOString()`, fixed width for years 0000..9999,
 * so string order is time order. Instants outside that range have no key form (null).
 */
export function instantKey(ms: number): string | null {
  if (!Number.isFinite(ms) || ms < MIN_KEY_MS || ms > MAX_KEY_MS) return null;
  return new Date(ms).toISOString();
}

/**
 * Normalizes an ISO instant (with offset or Z) to its sort-key form; throws if unrepresentable.
 * `Date.parse`, not luxon: every caller holds a value the `Instant` schema accepted (date, time
 * with seconds, optional fraction, `Z` or `±HH:MM`), which is ECMAScript's own date-time format,
 * and the assign functions, its only request-path users, then load no luxon at all (cold start:
 * docs/decisions/performance.md, "Performance"). test/learning/date-window.test.ts pins the agreement with luxon.
 */
export function normalizeInstant(iso: string): string {
  const key = instantKey(Date.parse(iso));
  if (key === null) throw new Error(`instant out of range: ${iso}`);
  return key;
}

/** First instant (ms) of a local calendar date in a zone. */
export function startOfLocalDay(date: string, zone: string): number {
  return startOfDayIn(date, zone);
}

/** The local date (YYYY-MM-DD) that follows `date`. */
export function nextDate(date: string): string {
  return calendarDate(calendarMs(date) + 86_400_000);
}

/**
 * Inclusive local dates → half-open UTC window. A bound beyond the representable range is
 * open on that side (it cannot exclude anything that can be stored).
 */
export function localDateWindow(zone: string, fromDate?: string, toDate?: string): UtcWindow {
  const start = fromDate === undefined ? null : clampStart(startOfLocalDay(fromDate, zone));
  const end = toDate === undefined ? null : clampEnd(startOfLocalDay(nextDate(toDate), zone));
  return { start, end };
}

/** The deprecated `course_enroll_date`: from 00:00 UTC of that date, no upper bound. */
export function legacyEnrollDateWindow(date: string): UtcWindow {
  return { start: clampStart(calendarMs(date)), end: null };
}

const clampStart = (ms: number) => (ms <= MIN_KEY_MS ? null : instantKey(ms));
const clampEnd = (ms: number) => (ms > MAX_KEY_MS ? null : instantKey(Math.max(ms, MIN_KEY_MS)));

/**
 * The window of a report request, or 400 `validation_failed`:
 * - `course_enroll_date` with `from_date` or `to_date` (two meanings of one filter);
 * - `from_date` after `to_date`;
 * - `course_enroll_date` where the report does not accept it.
 * Each date has already been checked to be a real calendar date by the query schema.
 */
export function enrollmentWindow(zone: string, query: EnrollmentDateQuery, options: { legacy: boolean } = { legacy: false }): UtcWindow {
  checkDateFilters(query, options);
  const { from_date: from, to_date: to, course_enroll_date: legacy } = query;
  if (legacy !== undefined) return legacyEnrollDateWindow(legacy);
  return localDateWindow(zone, from, to);
}

/**
 * The 400s of `enrollmentWindow` alone: the counter reports (courses, tracks, users) read local
 * dates as they are and need no window of instants, nor luxon.
 */
export function checkDateFilters(query: EnrollmentDateQuery, options: { legacy: boolean }): void {
  const issues: ErrorDetail[] = [];
  const { from_date: from, to_date: to, course_enroll_date: legacy } = query;
  if (legacy !== undefined && !options.legacy) {
    issues.push({ in: 'query', path: 'course_enroll_date', issue: 'not accepted by this report; use from_date' });
  }
  if (legacy !== undefined && (from !== undefined || to !== undefined)) {
    issues.push({
      in: 'query',
      path: 'course_enroll_date',
      issue: 'cannot be combined with from_date or to_date (deprecated: use from_date alone for the same open-ended filter)',
    });
  }
  if (from !== undefined && to !== undefined && from > to) {
    issues.push({ in: 'query', path: 'from_date', issue: 'must not be after to_date' });
  }
  if (issues.length) throw new ApiError('validation_failed', 'The date filters are not valid.', issues);
}

/** Whether a stored instant key is inside a window (the in-memory twin of the key range). */
export function inWindow(window: UtcWindow, key: string): boolean {
  return (window.start === null || key >= window.start) && (window.end === null || key < window.end);
}

/** The calendar date of an instant in a zone (the reference the filter must agree with). */
export function localDateOf(instant: string, zone: string): string {
  return localDateIn(instant, zone);
}

/** An instant as shown to a person: in the organization's zone, with its offset, no milliseconds unless any. */
export function inZone(instant: string, zone: string): string {
  return inZoneOf(instant, zone);
}
