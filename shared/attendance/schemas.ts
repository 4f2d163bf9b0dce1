import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, LocalDate, name, pageQuery } from '../schemas/common';
import { constrained, notAfter } from '../schemas/constraints';

/** Limits of the attendance area (docs/decisions/attendance.md, "Attendance"). */
export const ATTENDANCE_LIMITS = {
  /** api.md §7: `from_date` and `to_date` at most this many days apart (93 local days, both ends included). */
  maxReportDaysApart: 92,
  /** Marks and report dates live in these years: keeps instants in fixed-width ISO form. */
  earliestDate: '2000-01-01',
  latestDate: '2999-12-31',
} as const;

export const MarkKind = z.enum(['in', 'out']).check(z.describe('`in` when the user starts working, `out` when they stop.'));

/** An attendance mark (api.md §5): `at` in the organization's zone with its offset. */
export const Mark = named('Mark', z.object({
  id: Id.check(z.describe('The mark\'s id.')),
  user_id: Id.check(z.describe('Whose mark it is.')),
  at: Instant.check(z.describe('When it was taken, in the organization\'s time zone.')),
  kind: MarkKind,
  source: z.optional(z.string()).check(z.describe('Where it was taken (a device, a kiosk, an app); `self-service` for a collaborator\'s own mark.')),
}));
export type MarkT = z.output<typeof Mark>;

/** A row of the marks report: the mark, and who recorded it when (the audit trail of backfills). */
export const MarkReportRow = named('AttendanceMarkRow', z.extend(Mark, {
  created_by: z
    .nullable(z.string())
    .check(z.describe('The user id behind the session that recorded the mark, `api_key:<id>` for an api-key, null when not recorded (older marks).')),
  created_at: Instant.check(z.describe('When the server recorded the mark, in the organization\'s zone (`at` may be earlier: a backfill).')),
}));
export type MarkReportRowT = z.output<typeof MarkReportRow>;

export const CreateMark = constrained(z.strictObject({
  kind: MarkKind.check(z.describe('`in` or `out`.')),
  /** Defaults to now; in the past for late or offline clocks; never later than now + clock skew. */
  at: z
    .optional(
      Instant.check(
        z.refine((v) => Date.parse(v) >= Date.parse(`${ATTENDANCE_LIMITS.earliestDate}T00:00:00Z`), {
          message: `an instant on or after ${ATTENDANCE_LIMITS.earliestDate}`,
        }),
      ),
    )
    .check(z.describe('When it was taken; default now. In the past for a late or offline clock, never in the future (beyond clock skew).')),
  /** Administrators only (an api-key has no user of its own, so it must name one). */
  user_id: z.optional(Id).check(z.describe('Administrators: whose mark it is (an api-key must name one). A collaborator records only their own.')),
  /**
   * Where the mark was taken (a device, a kiosk, an app): free text for the reader, from an
   * administrator credential; a collaborator's own marks are always `self-service`.
   */
  source: z.optional(name(1, 100)).check(z.describe('Where the mark was taken (a device, a kiosk, an app), 1 to 100 characters; administrators only.')),
}),
  { rule: `\`at\` must be on or after ${ATTENDANCE_LIMITS.earliestDate}T00:00:00Z.`, parameters: ['at'], code: 'validation_failed' },
  // shared/attendance/marks.ts (markOwner): an api-key has no user of its own.
  { rule: 'With an api-key, `user_id` is required (an api-key has no user of its own).', parameters: ['user_id'], code: 'validation_failed' },
);
export type CreateMarkT = z.output<typeof CreateMark>;

const ReportDate = LocalDate.check(
  z.refine((v) => v >= ATTENDANCE_LIMITS.earliestDate && v <= ATTENDANCE_LIMITS.latestDate, {
    message: `a date between ${ATTENDANCE_LIMITS.earliestDate} and ${ATTENDANCE_LIMITS.latestDate}`,
  }),
  // Document only: the same bound (years 2000..2999) as a pattern beside `format: date`.
  z.meta({ pattern: '^2\\d{3}-\\d{2}-\\d{2}$' }),
);

/**
 * The query of the four attendance reports: a required local-date range of the
 * organization (inclusive, at most 92 days apart), an optional user, and the page parameters.
 */
export const AttendanceReportQuery = constrained(pageQuery({
  from_date: ReportDate.check(z.describe("First local day of the report, in the organization's time zone.")),
  to_date: ReportDate.check(z.describe('Last local day of the report (inclusive), at most 92 days after `from_date`.')),
  user_id: z.optional(Id).check(z.describe('Only this user.')),
}).check(
  z.superRefine((query, ctx) => {
    if (query.from_date > query.to_date) {
      ctx.addIssue({ code: 'custom', path: ['from_date'], message: 'from_date must not be after to_date' });
      return;
    }
    const apart = Math.round((Date.parse(query.to_date) - Date.parse(query.from_date)) / 86_400_000);
    if (apart > ATTENDANCE_LIMITS.maxReportDaysApart) {
      ctx.addIssue({
        code: 'custom',
        path: ['to_date'],
        message: `from_date and to_date are ${apart} days apart; at most ${ATTENDANCE_LIMITS.maxReportDaysApart}`,
      });
    }
  }),
),
  notAfter('from_date', 'to_date'),
  {
    rule: `\`from_date\` and \`to_date\` must be at most ${ATTENDANCE_LIMITS.maxReportDaysApart} days apart.`,
    parameters: ['from_date', 'to_date'],
    code: 'validation_failed',
  },
);
export type AttendanceReportQueryT = z.output<typeof AttendanceReportQuery>;

const ZonedInstant = z.nullable(Instant);

export const DailyRow = named('AttendanceDailyRow', z.object({
  user_id: Id.check(z.describe('The user.')),
  date: LocalDate.check(z.describe('The local day, in the organization\'s time zone.')),
  first_in: ZonedInstant.check(z.describe('The first `in` mark of the day; null if none.')),
  last_out: ZonedInstant.check(z.describe('The last `out` mark of the day; null if none.')),
  worked_minutes: z.int().check(z.minimum(0)).check(z.describe('Minutes between matched `in` and `out` marks.')),
  incomplete: z.boolean().check(z.describe('True when an `in` has no matching `out` (or the reverse).')),
}));
export type DailyRowT = z.output<typeof DailyRow>;

export const AbsenceRow = named('AttendanceAbsenceRow', z.object({
  user_id: Id.check(z.describe('The user.')),
  date: LocalDate.check(z.describe('The weekday without any mark.')),
  covered_by_timeoff: z.nullable(Id).check(z.describe('The approved time-off request covering that day, or null.')),
}));
export type AbsenceRowT = z.output<typeof AbsenceRow>;

export const SummaryRow = named('AttendanceSummaryRow', z.object({
  user_id: Id.check(z.describe('The user.')),
  days_present: z.int().check(z.minimum(0)).check(z.describe('Days with at least one mark.')),
  worked_minutes: z.int().check(z.minimum(0)).check(z.describe('Total worked minutes in the range.')),
  incomplete_days: z.int().check(z.minimum(0)).check(z.describe('Days with an unmatched mark.')),
  absences: z.int().check(z.minimum(0)).check(z.describe('Weekdays without any mark.')),
  covered_days: z.int().check(z.minimum(0)).check(z.describe('Of those, the days covered by approved time off.')),
}));
export type SummaryRowT = z.output<typeof SummaryRow>;
