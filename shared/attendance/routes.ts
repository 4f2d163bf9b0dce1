import { EX } from '../schemas/example-ids';
import type { z } from 'zod/mini';
import { AbsenceRow, AttendanceReportQuery, CreateMark, DailyRow, Mark, MarkReportRow, SummaryRow } from './schemas';
import { OrgPath } from '../schemas/common';
import { type CallBudget, HEAVY_ROUTE_CONCURRENCY, routesOf } from '../http/route-types';

/** Users of the organization the derived reports are measured in: their calls grow with the users examined (U). */
const U = 12;
/** Listing Queries of a derived report (10 users each, one more to learn the end) + `perUser` Queries per user. */
const derived = (perUser: number, why: string): CallBudget => ({
  users: U,
  calls: Math.ceil((U + 1) / 10) + perUser * U,
  formula: `⌈(U+1)/10⌉ + ${perUser === 1 ? '' : `${perUser}·`}U, U = ${U} users examined`,
  why,
});

const defineRoute = routesOf('attendance');

/** Attendance (contract 4.5, api.md §6 "Attendance"): clock marks and the four reports. */
export const createAttendanceMark = defineRoute({
  id: 'createAttendanceMark',
  method: 'POST',
  path: '/org/{slug}/attendance/marks/',
  roles: 'self',
  tag: 'attendance',
  summary: 'Records a clock-in or clock-out.',
  description:
    '`at` defaults to now, never later than now plus 2 minutes of clock skew (422 `mark_in_future`). A collaborator marks for ' +
    'themselves (another `user_id` is 403 `forbidden`), at most 10 minutes (a setting) in the past (422 ' +
    '`mark_time_out_of_window`), and the server sets `source` to `self-service`. An administrator may name any active user, ' +
    'and an api-key must (it has no user of its own); with either, `at` may be any past instant (late or offline clocks) and ' +
    '`source` is theirs to give. ' +
    '`at` is answered in the organization\'s time zone.',
  request: { path: OrgPath, body: CreateMark },
  response: { status: 201, shape: 'item', schema: Mark },
  errors: ['forbidden', 'user_not_found', 'user_inactive', 'mark_in_future', 'mark_time_out_of_window'],
  idempotent: true,
  metric: { name: 'AttendanceMarksCreated' },
  example: { body: { kind: 'in', at: '2026-03-02T08:58:00-05:00', user_id: EX.userId, source: 'kiosk-lobby' } },
  budget: { calls: 1 },
  access: 'RW',
});

const RANGE_NOTE =
  '`from_date` and `to_date` are required local dates of the organization (inclusive, at most 92 days apart); `user_id` narrows to one user.';

const report = <const S extends z.ZodMiniType>(id: string, segment: string, row: S, summary: string, description: string, budget: CallBudget) =>
  defineRoute({
    id,
    method: 'GET',
    path: `/org/{slug}/reports/attendance/${segment}/`,
    roles: 'admin',
    tag: 'reports',
    summary,
    description: `${description} ${RANGE_NOTE}`,
    request: { path: OrgPath, query: AttendanceReportQuery },
    response: { status: 200, shape: 'list', schema: row },
    errors: ['invalid_cursor'],
    metric: { name: 'AttendanceReportPagesServed' },
    budget,
    access: 'RO',
    concurrency: HEAVY_ROUTE_CONCURRENCY,
  });

export const attendanceMarksReport = report(
  'attendanceMarksReport',
  'marks',
  MarkReportRow,
  'Attendance marks report: one row per mark, by instant.',
  '`at` and `created_at` are in the organization\'s time zone with its offset; `created_by` says who recorded the mark ' +
    '(a user id, or `api_key:<id>`), so a backfill is told apart from a mark taken at `at`.',
  { calls: 1 },
);

export const attendanceDailyReport = report(
  'attendanceDailyReport',
  'daily',
  DailyRow,
  'Daily attendance report: one row per user and local day with marks.',
  'Rows by user, then date. `worked_minutes` sums each `in` with the `out` that immediately follows it; an unmatched `in` ' +
    'counts nothing and sets `incomplete`; an `out` with no `in` before it is ignored. Days are local days of the organization.',
  derived(
    1,
    'rows are computed per user (docs/decisions/attendance.md): users listed 10 per Query, then each user’s marks of the range (one Query); at most max(page_size, 50) users per page',
  ),
);

export const attendanceAbsencesReport = report(
  'attendanceAbsencesReport',
  'absences',
  AbsenceRow,
  'Absences report: one row per active user and weekday without any mark.',
  'Rows by user, then date; days after today are not listed. `covered_by_timeoff` is the id of the approved time-off request ' +
    'covering that day, or null.',
  derived(2, 'as the daily report, plus each user’s approved time off overlapping the range (one Query)'),
);

export const attendanceSummaryReport = report(
  'attendanceSummaryReport',
  'summary',
  SummaryRow,
  'Attendance summary: one row per user.',
  'Every active user, and inactive users with marks in the range. `absences` counts weekdays without marks that no approved ' +
    'time off covers; covered ones are `covered_days`.',
  derived(2, 'as the absences report (marks and approved time off of each user)'),
);
