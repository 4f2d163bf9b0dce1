import { DateTime } from 'luxon';
import { putMarkForActiveUser, userMarksBetween, type MarkRecord } from '../../shared/attendance/marks-store';
import { newId } from '../../shared/db/ids';
import { utcKey, utcRangeOf } from '../../shared/attendance/local-days';

/**
 * Demo attendance: the last full working week (Monday to Friday before the current week, in
 * the organization's zone) for each demo collaborator, with a little of everything the
 * reports show: full days with a lunch break, a late arrival, a missed day (an absence) and a
 * forgotten clock-out (an incomplete day). Idempotent: a collaborator who already has marks
 * in that week is left alone (a restart with DATA_DIR keeps the earlier ones).
 */
type Plan = Array<[hh: number, mm: number, kind: 'in' | 'out']>;

const FULL_DAY: Plan = [
  [8, 0, 'in'],
  [12, 0, 'out'],
  [13, 0, 'in'],
  [17, 0, 'out'],
];
const LATE_DAY: Plan = [
  [9, 40, 'in'],
  [12, 30, 'out'],
  [13, 15, 'in'],
  [18, 10, 'out'],
];
const FORGOT_TO_CLOCK_OUT: Plan = [
  [8, 5, 'in'],
  [12, 0, 'out'],
  [13, 0, 'in'],
];

/** Per collaborator (by position in the demo list), the plan of each weekday, Monday first; null: absent. */
const WEEKS: Array<Array<Plan | null>> = [
  [FULL_DAY, FULL_DAY, LATE_DAY, FULL_DAY, FULL_DAY],
  [FULL_DAY, LATE_DAY, null, FORGOT_TO_CLOCK_OUT, FULL_DAY],
];

export async function seedDemoAttendance(slug: string, timezone: string, userIds: string[], now: Date = new Date()): Promise<void> {
  const monday = DateTime.fromJSDate(now, { zone: timezone }).startOf('week').minus({ weeks: 1 });
  const friday = monday.plus({ days: 4 });
  const range = utcRangeOf(monday.toISODate()!, friday.toISODate()!, timezone);
  for (const [index, userId] of userIds.entries()) {
    const week = WEEKS[index % WEEKS.length]!;
    if ((await userMarksBetween(slug, userId, range)).length > 0) continue;
    for (const [day, plan] of week.entries()) {
      for (const [hh, mm, kind] of plan ?? []) {
        const at = monday.plus({ days: day }).set({ hour: hh, minute: mm + index * 3 }).toMillis();
        const mark: MarkRecord = { id: newId(at), user_id: userId, at: utcKey(at), kind, source: 'demo', created_at: now.toISOString() };
        await putMarkForActiveUser(slug, mark);
      }
    }
  }
}
