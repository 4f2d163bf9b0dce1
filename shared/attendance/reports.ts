import { userMarksBetween } from './marks-store';
import type { Page, PageRequest } from '../db/query-page';
import type { AbsenceRowT, AttendanceReportQueryT, DailyRowT, SummaryRowT } from './schemas';
import { requireOrganization } from '../tenancy/organizations';
import { approvedTimeOffOverlapping } from '../timeoff/approved-coverage';
import { dailyTotals, type DayTotals } from './daily';
import { datesBetween, inZone, isWeekday, todayIn, utcRangeOf } from './local-days';
import { pageOverUsers, type UserRef } from './user-pages';

/**
 * The three derived attendance reports. Each is computed per user from that user's marks of
 * the window (one key-range Query on the user's index) and, for absences, that user's
 * approved time off overlapping the window; paging over users is in ./user-pages.ts.
 *
 * Which users (docs/decisions/attendance.md, "Attendance"):
 * - daily: every user with marks in the range, active or not (their marks are real work);
 * - absences: active users only (no hire or leaving date is known, so an inactive user is
 *   not expected at work);
 * - summary: every active user (even with nothing to report), and inactive users who have
 *   marks in the range (their absences and covered days are 0).
 */
interface Window {
  slug: string;
  zone: string;
  from: string;
  to: string;
  range: { start: string; end: string };
  /** Last day that can be an absence: `to`, or today when `to` is later (a future day is not missed yet). */
  lastAbsenceDay: string;
}

async function windowOf(slug: string, query: AttendanceReportQueryT, now: Date): Promise<Window> {
  const { timezone } = await requireOrganization(slug);
  const today = todayIn(timezone, now);
  return {
    slug,
    zone: timezone,
    from: query.from_date,
    to: query.to_date,
    range: utcRangeOf(query.from_date, query.to_date, timezone),
    lastAbsenceDay: query.to_date < today ? query.to_date : today,
  };
}

async function daysOf(window: Window, userId: string): Promise<DayTotals[]> {
  const marks = await userMarksBetween(window.slug, userId, window.range);
  return dailyTotals(marks, window.zone);
}

/** Weekdays of the window without any mark, each with the approved time-off request covering it (or null). */
async function absencesOf(window: Window, userId: string, days: DayTotals[]): Promise<AbsenceRowT[]> {
  if (window.from > window.lastAbsenceDay) return [];
  const present = new Set(days.map((d) => d.date));
  const missed = datesBetween(window.from, window.lastAbsenceDay).filter((date) => isWeekday(date) && !present.has(date));
  if (missed.length === 0) return [];
  // Only asked when there is something to cover: one Query on the user's time-off index.
  const timeOff = await approvedTimeOffOverlapping(window.slug, missed[0]!, missed[missed.length - 1]!, userId);
  return missed.map((date) => ({
    user_id: userId,
    date,
    covered_by_timeoff: timeOff.find((r) => r.start_date <= date && date <= r.end_date)?.id ?? null,
  }));
}

const toDailyRow = (window: Window, userId: string, day: DayTotals): DailyRowT => ({
  user_id: userId,
  date: day.date,
  first_in: day.first_in && inZone(day.first_in, window.zone),
  last_out: day.last_out && inZone(day.last_out, window.zone),
  worked_minutes: day.worked_minutes,
  incomplete: day.incomplete,
});

export async function dailyReport(slug: string, query: AttendanceReportQueryT, page: PageRequest, now = new Date()): Promise<Page<DailyRowT>> {
  const window = await windowOf(slug, query, now);
  return pageOverUsers({
    slug,
    page,
    onlyUser: query.user_id,
    rowsOf: async (user) => (await daysOf(window, user.id)).map((day) => toDailyRow(window, user.id, day)),
  });
}

export async function absencesReport(slug: string, query: AttendanceReportQueryT, page: PageRequest, now = new Date()): Promise<Page<AbsenceRowT>> {
  const window = await windowOf(slug, query, now);
  return pageOverUsers({
    slug,
    page,
    status: 'active',
    onlyUser: query.user_id,
    rowsOf: async (user) => absencesOf(window, user.id, await daysOf(window, user.id)),
  });
}

async function summaryOf(window: Window, user: UserRef): Promise<SummaryRowT[]> {
  const days = await daysOf(window, user.id);
  if (user.status !== 'active' && days.length === 0) return [];
  const absences = user.status === 'active' ? await absencesOf(window, user.id, days) : [];
  const covered = absences.filter((a) => a.covered_by_timeoff !== null).length;
  return [
    {
      user_id: user.id,
      days_present: days.length,
      worked_minutes: days.reduce((sum, d) => sum + d.worked_minutes, 0),
      incomplete_days: days.filter((d) => d.incomplete).length,
      absences: absences.length - covered,
      covered_days: covered,
    },
  ];
}

export async function summaryReport(slug: string, query: AttendanceReportQueryT, page: PageRequest, now = new Date()): Promise<Page<SummaryRowT>> {
  const window = await windowOf(slug, query, now);
  return pageOverUsers({ slug, page, onlyUser: query.user_id, rowsOf: (user) => summaryOf(window, user) });
}
