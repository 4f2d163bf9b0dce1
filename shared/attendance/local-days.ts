import { calendarDate, calendarMs, startOfLocalDay, startOfNextLocalDay } from '../tenancy/zone-time';

/** The local calendar date of an instant, an instant shown in the zone, today in the zone. */
export { inZone, localDateOf, todayIn } from '../tenancy/zone-time';

/**
 * Local days of an organization (its IANA zone) and the UTC instants that bound them. Marks
 * are stored by UTC instant, so a report's local date range becomes one UTC key range:
 * from the start of `from` in the zone to the start of the day after `to` in the zone
 * (DST-correct: a local day may be 23 or 25 hours long). The zone's arithmetic is Intl's, as
 * luxon computes it (shared/tenancy/zone-time.ts); the calendar's is UTC dates.
 */

/** An instant as stored in keys: `YYYY-MM-DDTHH:mm:ss.sssZ`, fixed width, so string order is time order. */
export const utcKey = (ms: number): string => new Date(ms).toISOString();

/** `[start, end)` in UTC for the inclusive local-date range `[from, to]`. */
export function utcRangeOf(from: string, to: string, zone: string): { start: string; end: string } {
  return { start: utcKey(startOfLocalDay(from, zone)), end: utcKey(startOfNextLocalDay(to, zone)) };
}

const DAY_MS = 86_400_000;

/** Calendar days of `[from, to]`, both included (1 for the same date). */
export const daysInclusive = (from: string, to: string): number => Math.round((calendarMs(to) - calendarMs(from)) / DAY_MS) + 1;

/** Every date of `[from, to]`, in order. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = calendarMs(from), end = calendarMs(to); d <= end; d += DAY_MS) out.push(calendarDate(d));
  return out;
}

/** Monday to Friday (no holiday calendar is known to the service). */
export const isWeekday = (date: string): boolean => {
  const day = new Date(calendarMs(date)).getUTCDay();
  return day >= 1 && day <= 5;
};
