import { localDateOf } from './local-days';

/**
 * The daily arithmetic of attendance, pure (no I/O), so it is tested directly against a
 * reference computation. Rules (docs/decisions/attendance.md, "Attendance"):
 *
 * - A mark belongs to the LOCAL calendar day of its instant in the organization's zone.
 * - Within a day, marks are taken in order of instant, ties by id (ids are ULIDs: creation order).
 * - An `in` is matched by the `out` that immediately follows it. So with consecutive `in`s the
 *   earlier one is unmatched; an `in` that is the day's last mark is unmatched; an `out` not
 *   preceded by an `in` (the first mark of the day, or right after another `out`) is ignored.
 * - `worked_minutes`: the durations of the matched pairs summed in milliseconds, then floored
 *   to whole minutes. An unmatched `in` counts nothing and sets `incomplete: true`; an ignored
 *   `out` does not.
 * - `first_in`: the day's earliest `in` (matched or not); `last_out`: the day's latest `out`
 *   (matched or not); null when the day has none.
 * - Pairs never span two local days: a shift across midnight leaves an unmatched `in` on the
 *   first day and an ignored `out` on the second.
 */
export interface MarkPoint {
  id: string;
  /** UTC instant, ISO 8601. */
  at: string;
  kind: 'in' | 'out';
}

export interface DayTotals {
  date: string;
  /** UTC instants (the caller shows them in the organization's zone). */
  first_in: string | null;
  last_out: string | null;
  worked_minutes: number;
  incomplete: boolean;
}

const MINUTE_MS = 60_000;

export function byInstant(a: MarkPoint, b: MarkPoint): number {
  const ta = Date.parse(a.at);
  const tb = Date.parse(b.at);
  if (ta !== tb) return ta - tb;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The totals of one day's marks (already of a single local day). */
export function totalsOfDay(date: string, marks: readonly MarkPoint[]): DayTotals {
  const sorted = [...marks].sort(byInstant);
  let workedMs = 0;
  let incomplete = false;
  let open: MarkPoint | null = null;
  let firstIn: MarkPoint | null = null;
  let lastOut: MarkPoint | null = null;
  for (const mark of sorted) {
    if (mark.kind === 'in') {
      firstIn ??= mark;
      if (open) incomplete = true; // the earlier `in` is left unmatched
      open = mark;
    } else {
      lastOut = mark;
      if (open) workedMs += Date.parse(mark.at) - Date.parse(open.at);
      open = null; // a stray `out` is ignored
    }
  }
  if (open) incomplete = true;
  return {
    date,
    first_in: firstIn?.at ?? null,
    last_out: lastOut?.at ?? null,
    worked_minutes: Math.floor(workedMs / MINUTE_MS),
    incomplete,
  };
}

/** One entry per local day that has at least one mark, in date order. */
export function dailyTotals(marks: readonly MarkPoint[], zone: string): DayTotals[] {
  const byDate = new Map<string, MarkPoint[]>();
  for (const mark of marks) {
    const date = localDateOf(mark.at, zone);
    const day = byDate.get(date);
    if (day) day.push(mark);
    else byDate.set(date, [mark]);
  }
  return [...byDate.keys()].sort().map((date) => totalsOfDay(date, byDate.get(date)!));
}
