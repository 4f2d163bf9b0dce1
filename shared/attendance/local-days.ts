import { DateTime } from 'luxon';

/**
 * Local days of an organization (its IANA zone) and the UTC instants that bound them. Marks
 * are stored by UTC instant, so a report's local date range becomes one UTC key range:
 * from the start of `from` in the zone to the start of the day after `to` in the zone
 * (DST-correct: a local day may be 23 or 25 hours long).
 */

/** An instant as stored in keys: `YYYY-MM-DDTHH:mm:ss.sssZ`, fixed width, so string order is time order. */
export const utcKey = (ms: number): string => new Date(ms).toISOString();

const startOfLocalDay = (date: string, zone: string): DateTime => DateTime.fromISO(date, { zone }).startOf('day');

/** `[start, end)` in UTC for the inclusive local-date range `[from, to]`. */
export function utcRangeOf(from: string, to: string, zone: string): { start: string; end: string } {
  const start = startOfLocalDay(from, zone);
  const end = startOfLocalDay(to, zone).plus({ days: 1 }).startOf('day');
  return { start: utcKey(start.toMillis()), end: utcKey(end.toMillis()) };
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export const localDateOf = (instant: string | number, zone: string): string =>
  (typeof instant === 'number' ? DateTime.fromMillis(instant, { zone }) : DateTime.fromISO(instant, { zone })).toISODate()!;

/** An instant shown to a person: in the organization's zone, with its offset (milliseconds only when not zero). */
export const inZone = (instant: string, zone: string): string =>
  DateTime.fromISO(instant, { zone: 'utc' }).setZone(zone).toISO({ suppressMilliseconds: true })!;

/** Today in the zone. */
export const todayIn = (zone: string, now: Date = new Date()): string => DateTime.fromJSDate(now, { zone }).toISODate()!;

const calendar = (date: string) => DateTime.fromISO(date, { zone: 'utc' });

/** Calendar days of `[from, to]`, both included (1 for the same date). */
export const daysInclusive = (from: string, to: string): number => Math.round(calendar(to).diff(calendar(from), 'days').days) + 1;

/** Every date of `[from, to]`, in order. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = calendar(from), end = calendar(to); d <= end; d = d.plus({ days: 1 })) out.push(d.toISODate()!);
  return out;
}

/** Monday to Friday (no holiday calendar is known to the service). */
export const isWeekday = (date: string): boolean => calendar(date).weekday <= 5;
