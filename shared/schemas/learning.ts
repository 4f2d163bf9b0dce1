import { DateTime } from 'luxon';
import * as z from 'zod/mini';
import { named } from './named';
import { Id, Instant, LocalDate, Name, pageQuery } from './common';

/** api.md §7: at most this many users per assign call. */
export const MAX_ASSIGN_USERS = 1000;
/**
 * A track assignment writes the track enrollment and its course enrollments for one user in
 * one transaction (at most 100 items), so a track holds at most 50 courses (docs/decisions.md).
 */
export const MAX_TRACK_COURSES = 50;

export const ContentType = z.enum(['course', 'track']);
export const EnrollmentStatus = z.enum(['not_started', 'in_progress', 'completed']);
export const SkipReason = z.enum(['already_enrolled', 'user_not_found', 'user_inactive']);

export const Course = named('Course', z.object({
  id: Id,
  title: z.string(),
  duration_minutes: z.optional(z.int()),
  created_at: Instant,
}));

export const Track = named('Track', z.object({
  id: Id,
  title: z.string(),
  course_ids: z.array(Id),
  created_at: Instant,
}));

export const Enrollment = named('Enrollment', z.object({
  id: Id,
  user_id: Id,
  content_type: ContentType,
  content_id: Id,
  enrolled_at: Instant,
  due_date: z.optional(LocalDate),
  status: EnrollmentStatus,
  progress: z.int().check(z.minimum(0), z.maximum(100)),
  completed_at: z.optional(Instant),
}));

export const CreateCourse = z.strictObject({
  title: Name,
  duration_minutes: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
});

export const CreateTrack = z.strictObject({
  title: Name,
  course_ids: z
    .array(Id)
    .check(
      z.minLength(1),
      z.maxLength(MAX_TRACK_COURSES),
      z.refine((ids) => new Set(ids).size === ids.length, 'each course may appear once'),
    ),
});

/**
 * An admin backfill of historical data: an instant with its offset, between 1970 and 9999
 * (the stored form is the UTC ISO string, whose string order is time order).
 */
const EnrolledAt = Instant.check(
  z.refine((v) => {
    const year = DateTime.fromISO(v, { setZone: true }).toUTC().year;
    return year >= 1970 && year <= 9999;
  }, 'an instant between 1970 and 9999'),
);

const UserIds = z.array(Id).check(z.minLength(1), z.maxLength(MAX_ASSIGN_USERS));

export const AssignCourse = z.strictObject({
  course_id: Id,
  user_ids: UserIds,
  due_date: z.optional(LocalDate),
  enrolled_at: z.optional(EnrolledAt),
});

export const AssignTrack = z.strictObject({
  track_id: Id,
  user_ids: UserIds,
  due_date: z.optional(LocalDate),
  enrolled_at: z.optional(EnrolledAt),
});

export const AssignResult = named('AssignResult', z.object({
  content_type: ContentType,
  content_id: Id,
  assigned: z.array(z.object({ user_id: Id, enrollment_id: Id })),
  skipped: z.array(z.object({ user_id: z.string(), reason: SkipReason })),
  /** Track assignments only: the course enrollments the call created or found, per course of the track. */
  courses: z.optional(z.array(z.object({ course_id: Id, assigned: z.int(), already_enrolled: z.int() }))),
}));

export const ProgressBody = z.strictObject({ progress: z.int().check(z.minimum(0), z.maximum(100)) });

export const EnrollmentFilters = {
  user_id: z.optional(Id),
  content_type: z.optional(ContentType),
  content_id: z.optional(Id),
  status: z.optional(EnrollmentStatus),
};
export const ListEnrollmentsQuery = pageQuery(EnrollmentFilters);

/** Enrollment-date filter of the four learning reports (local dates of the organization). */
const DateRange = { from_date: z.optional(LocalDate), to_date: z.optional(LocalDate) };
export const LearningReportQuery = pageQuery(DateRange);
export const GeneralReportQuery = pageQuery({ ...DateRange, course_enroll_date: z.optional(LocalDate) });

/** A user as a report row names it; null fields only if the user record is gone. */
export const ReportUser = named('ReportUser', z.object({
  id: Id,
  email: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
}));
export const ReportContent = named('ReportContent', z.object({ id: Id, title: z.nullable(z.string()) }));

/** An instant in the organization's zone with its offset, e.g. `2026-02-28T22:30:00-05:00`. */
const ZonedInstant = Instant;

export const GeneralReportRow = named('GeneralReportRow', z.object({
  enrollment_id: Id,
  user: ReportUser,
  content_type: ContentType,
  content: ReportContent,
  status: EnrollmentStatus,
  progress: z.int(),
  course_enroll_date: ZonedInstant,
  completed_at: z.nullable(ZonedInstant),
}));

const Counters = {
  enrolled: z.int(),
  in_progress: z.int(),
  completed: z.int(),
};
/** `completed / enrolled` between 0 and 1 (4 decimals); null when nothing was enrolled in the range. */
const CompletionRate = z.nullable(z.number().check(z.minimum(0), z.maximum(1)));

export const CourseReportRow = named('CourseReportRow', z.object({ course: ReportContent, ...Counters, completion_rate: CompletionRate }));
export const TrackReportRow = named('TrackReportRow', z.object({ track: ReportContent, ...Counters, completion_rate: CompletionRate }));
export const UserReportRow = named('UserReportRow', z.object({ user: ReportUser, ...Counters }));

export type CourseT = z.infer<typeof Course>;
export type TrackT = z.infer<typeof Track>;
export type EnrollmentT = z.infer<typeof Enrollment>;
export type ContentTypeT = z.infer<typeof ContentType>;
export type EnrollmentStatusT = z.infer<typeof EnrollmentStatus>;
export type AssignResultT = z.infer<typeof AssignResult>;
export type SkipReasonT = z.infer<typeof SkipReason>;
export type EnrollmentFiltersT = { user_id?: string; content_type?: ContentTypeT; content_id?: string; status?: EnrollmentStatusT };
export type GeneralReportRowT = z.infer<typeof GeneralReportRow>;
export type ReportUserT = z.infer<typeof ReportUser>;
