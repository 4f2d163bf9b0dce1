/**
 * An organization's zone, computed with the platform's Intl (ICU), not luxon (#43: luxon was
 * ~71 KiB of every attendance function's and general-v2's cold start, which put them above the
 * 400 KiB bundle target). What luxon does for an IANA zone is Intl underneath: it reads the wall
 * clock of an instant with `Intl.DateTimeFormat#formatToParts` and resolves a local time to an
 * instant with a guessed offset, corrected twice (`fixOffset`). This module does the same steps,
 * so every answer is luxon's, DST gaps and overlaps included (a local midnight that does not
 * exist resolves to the first instant after the gap; an ambiguous one by the offset guessed
 * from now, as luxon's `fromISO` does). test/tenancy/zone-time.test.ts compares it with luxon
 * over every zone the runtime knows.
 *
 * Inputs are what the service stores and validates: instants as `Date#toISOString()` keys (or
 * ISO with an offset), dates `YYYY-MM-DD`, zones that `isValidTimezone` accepted.
 */

/** `utc` / `gmt` in any case are luxon's fixed UTC zone (written `Z`); any other name is an IANA zone (`+00:00`). */
const isFixedUtc = (zone: string): boolean => {
  const lowered = zone.toLowerCase();
  return lowered === 'utc' || lowered === 'gmt';
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // luxon's own options (IANAZone makeDTF): `hour12: false` may say 24 for midnight, handled below.
    f = new Intl.DateTimeFormat('en-US', { hour12: false, timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', era: 'short' });
    formatters.set(zone, f);
  }
  return f;
}

/** Milliseconds of a wall clock read as if it were UTC (years 0–99 included, which `Date.UTC` maps to 19xx). */
function wallToMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const d = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

/** The zone's offset from UTC in minutes at an instant (fractional for local mean time, as luxon's). */
export function offsetMinutes(ms: number, zone: string): number {
  if (isFixedUtc(zone)) return 0;
  const fields: Record<string, string> = {};
  for (const { type, value } of formatterOf(zone).formatToParts(new Date(ms))) fields[type] = value;
  let year = parseInt(fields.year!, 10);
  if (fields.era === 'BC') year = -Math.abs(year) + 1;
  const hour = parseInt(fields.hour!, 10);
  const asUtc = wallToMs(year, parseInt(fields.month!, 10), parseInt(fields.day!, 10), hour === 24 ? 0 : hour, parseInt(fields.minute!, 10), parseInt(fields.second!, 10));
  const over = ms % 1000;
  return (asUtc - (ms - (over >= 0 ? over : 1000 + over))) / 60_000;
}

/**
 * The instant of a local wall time (milliseconds read as UTC), given a guessed offset: luxon's
 * `fixOffset`. The guess picks between the two instants of an ambiguous time; in a gap the time
 * moves forward by the change.
 */
function resolveLocal(localMs: number, guess: number, zone: string): { ms: number; offset: number } {
  let utcGuess = localMs - guess * 60_000;
  const o2 = offsetMinutes(utcGuess, zone);
  if (o2 === guess) return { ms: utcGuess, offset: guess };
  utcGuess -= (o2 - guess) * 60_000;
  const o3 = offsetMinutes(utcGuess, zone);
  if (o2 === o3) return { ms: utcGuess, offset: o2 };
  return { ms: localMs - Math.min(o2, o3) * 60_000, offset: Math.max(o2, o3) };
}

/** Wall-clock fields of an instant in a zone. */
function wallOf(ms: number, zone: string): { offset: number; wall: Date } {
  const offset = offsetMinutes(ms, zone);
  return { offset, wall: new Date(ms + offset * 60_000) };
}

const pad = (n: number, width = 2): string => (n < 0 ? `-${String(-n).padStart(width, '0')}` : String(n).padStart(width, '0'));

/** luxon's ISO date of a wall clock: 4-digit years, 6 digits and a sign beyond 0–9999. */
function isoDate(wall: Date): string {
  const year = wall.getUTCFullYear();
  const long = year > 9999 || year < 0;
  return `${long && year >= 0 ? '+' : ''}${pad(year, long ? 6 : 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** `YYYY-MM-DD` (or luxon's `±YYYYYY-MM-DD` beyond 0–9999) → its first millisecond read as UTC (the calendar's arithmetic needs no zone). */
export function calendarMs(date: string): number {
  const m = /^(\d{4}|[+-]\d{6})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = wallToMs(y, mo, d);
  const back = new Date(ms);
  // A day the month does not have (2026-02-30) is no date, as for luxon.
  return back.getUTCMonth() + 1 === mo && back.getUTCDate() === d ? ms : NaN;
}

/** The date of a calendar millisecond (UTC). */
export const calendarDate = (ms: number): string => isoDate(new Date(ms));

/** An instant as stored (`…Z`, or with an offset); a bare date-time is UTC, as luxon's `{ zone: 'utc' }` read it. */
function instantMs(instant: string | number): number {
  if (typeof instant === 'number') return instant;
  return Date.parse(/T.*(Z|[+-]\d{2}:?\d{2})$/i.test(instant) || !instant.includes('T') ? instant : `${instant}Z`);
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function localDateOf(instant: string | number, zone: string): string {
  return isoDate(wallOf(instantMs(instant), zone).wall);
}

/** An instant shown to a person: in the zone, with its offset (`Z` for the UTC zone), milliseconds only when not zero. */
export function inZone(instant: string | number, zone: string): string {
  const { offset, wall } = wallOf(instantMs(instant), zone);
  const ms = wall.getUTCMilliseconds();
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
  const abs = Math.abs(offset);
  const suffix = isFixedUtc(zone) && offset === 0 ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.trunc(abs / 60))}:${pad(Math.trunc(abs % 60))}`;
  return `${isoDate(wall)}T${time}${suffix}`;
}

function checkZone(zone: string): void {
  if (isFixedUtc(zone)) return;
  try {
    formatterOf(zone);
  } catch {
    throw new Error(`invalid zone: ${zone}`);
  }
}

/**
 * The first instant (ms) of a local date in a zone: `DateTime.fromISO(date, { zone }).startOf('day')`,
 * i.e. local midnight resolved with the zone's offset now as the guess, then again from the
 * offset found (what `startOf` does).
 */
export function startOfLocalDay(date: string, zone: string): number {
  const local = calendarMs(date);
  if (Number.isNaN(local)) throw new Error(`invalid date or zone: ${date} ${zone}`);
  checkZone(zone);
  const first = resolveLocal(local, offsetMinutes(Date.now(), zone), zone);
  return resolveLocal(local, first.offset, zone).ms;
}

/**
 * The start of the local day after `date`, as luxon's `startOfLocalDay(date).plus({ days: 1 }).startOf('day')`:
 * the same wall time a day later, resolved from the first one's offset, then its midnight.
 */
export function startOfNextLocalDay(date: string, zone: string): number {
  const start = startOfLocalDay(date, zone);
  const { offset, wall } = wallOf(start, zone);
  const next = resolveLocal(wall.getTime() + 86_400_000, offset, zone);
  const midnight = calendarMs(isoDate(new Date(next.ms + next.offset * 60_000)));
  return resolveLocal(midnight, next.offset, zone).ms;
}

/** Today in the zone. */
export const todayIn = (zone: string, now: Date = new Date()): string => localDateOf(now.getTime(), zone);
