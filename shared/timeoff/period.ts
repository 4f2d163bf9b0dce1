import { MAX_PERIOD_CALENDAR_DAYS } from './requests-store';
import { ApiError } from '../errors/api-error';

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Calendar days of an inclusive period. */
export const calendarDays = (start: string, end: string): number => Math.round((toUtc(end) - toUtc(start)) / DAY_MS) + 1;

/** Every Monday–Friday of the inclusive period, as local dates (a local date has no zone to convert). */
export function weekdaysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let ms = toUtc(start), last = toUtc(end); ms <= last; ms += DAY_MS) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(toDate(ms));
  }
  return out;
}

/**
 * The weekdays a new request would reserve: 422 `period_too_long` beyond 92 calendar days
 * (keeps one request's write within a single transaction, docs/decisions/timeoff.md, "Time off") and
 * 422 `empty_period` when the period holds no weekday. end < start is a 400 of the schema.
 */
export function reservableWeekdays(start: string, end: string): string[] {
  if (calendarDays(start, end) > MAX_PERIOD_CALENDAR_DAYS) {
    throw new ApiError('period_too_long', `A request may span at most ${MAX_PERIOD_CALENDAR_DAYS} calendar days.`, [
      { in: 'body', path: 'end_date', issue: `at most ${MAX_PERIOD_CALENDAR_DAYS} calendar days after start_date (inclusive)` },
    ]);
  }
  const days = weekdaysOf(start, end);
  if (days.length === 0) {
    throw new ApiError('empty_period', 'The period contains no weekday (Monday to Friday).', [
      { in: 'body', path: 'start_date', issue: 'the period holds only weekend days' },
    ]);
  }
  return days;
}
