import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, LocalDate, Name, pageQuery, Slug } from '../schemas/common';
import { constrained, notAfter, type Constraint } from '../schemas/constraints';

/** api.md §7: at most this many users per assign call. */
export const MAX_ASSIGN_USERS = 1000;
/**
 * A track assignment writes the track enrollment and its course enrollments for one user in
 * one transaction (at most 100 items), so a track holds at most 50 courses (docs/decisions/learning.md, "Content").
 */
export const MAX_TRACK_COURSES = 50;

export const ContentType = z.enum(['course', 'track']).check(z.describe('What is enrolled in: a `course` or a `track` (a sequence of courses).'));
export const EnrollmentStatus = z
  .enum(['not_started', 'in_progress', 'completed'])
  .check(z.describe('`not_started` (progress 0), `in_progress`, or `completed` (progress 100).'));
export const SkipReason = z
  .enum(['already_enrolled', 'user_not_found', 'user_inactive'])
  .check(z.describe('Why the user was skipped: already enrolled in the content, no such user in the organization, or an inactive user.'));

export const Course = named('Course', z.object({
  id: Id,
  title: z.string().check(z.describe('Title of the course.')),
  duration_minutes: z.optional(z.int()).check(z.describe('Expected duration in minutes, if given.')),
  created_at: Instant,
}));

export const Track = named('Track', z.object({
  id: Id,
  title: z.string().check(z.describe('Title of the track.')),
  course_ids: z.array(Id).check(z.describe('Its courses, in order.')),
  created_at: Instant,
}));

export const SourceType = z
  .enum(['assignment', 'group_rule'])
  .check(z.describe('What created an enrollment: an `assignment` (assign-course, assign-track) or a `group_rule` (an enrollment rule of a group the user is in).'));

export const EnrollmentSource = named('EnrollmentSource', z.object({
  type: SourceType,
  rule_id: z.optional(Id).check(z.describe('`group_rule` only: the rule that enrolled the user (it may have been deleted since).')),
  group_id: z.optional(Id).check(z.describe('`group_rule` only: the group of that rule.')),
}).check(z.describe('What created the enrollment. Enrollments made before sources were recorded are assignments.')));

export const Enrollment = named('Enrollment', z.object({
  id: Id,
  user_id: Id.check(z.describe('The enrolled user.')),
  content_type: ContentType,
  content_id: Id.check(z.describe('The course or track.')),
  enrolled_at: Instant.check(z.describe('When the user was enrolled.')),
  due_date: z.optional(LocalDate).check(z.describe('The day it should be completed by, if set.')),
  status: EnrollmentStatus,
  progress: z.int().check(z.minimum(0), z.maximum(100)).check(z.describe('Percent done, 0 to 100.')),
  completed_at: z.optional(Instant).check(z.describe('When it was completed; absent until then.')),
  source: EnrollmentSource,
}));

export const CreateCourse = z.strictObject({
  title: Name.check(z.describe('Title of the course, 1 to 200 characters.')),
  duration_minutes: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))).check(z.describe('Expected duration in minutes.')),
});

export const CreateTrack = z.strictObject({
  title: Name.check(z.describe('Title of the track, 1 to 200 characters.')),
  course_ids: z
    .array(Id)
    .check(
      z.describe('Existing courses, in order, each once (422 `invalid_reference` for an unknown one).'),
      z.minLength(1),
      z.maxLength(MAX_TRACK_COURSES),
      z.refine((ids) => new Set(ids).size === ids.length, 'each course may appear once'),
      z.meta({ uniqueItems: true }),
    ),
});

/**
 * An admin backfill of historical data: an instant with its offset, between 1970 and 9999
 * (the stored form is the UTC ISO string, whose string order is time order).
 */
const EnrolledAt = Instant.check(
  // Date, not luxon: this schema is loaded by every learning function at a cold start (#19 §4).
  z.refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 1970 && year <= 9999;
  }, 'an instant between 1970 and 9999'),
);

const UserIds = z
  .array(Id)
  .check(
    z.minLength(1),
    z.maxLength(MAX_ASSIGN_USERS),
    z.describe('The users to enroll; unknown, inactive or already enrolled ones are skipped and listed in `skipped`.'),
  );

/** EnrolledAt's year rule: JSON Schema's `date-time` cannot bound the year of the instant in UTC. */
const ENROLLED_AT_RULE: Constraint = {
  rule: '`enrolled_at` must be an instant whose UTC year is between 1970 and 9999.',
  parameters: ['enrolled_at'],
  code: 'validation_failed',
};

export const AssignCourse = constrained(z.strictObject({
  course_id: Id.check(z.describe('The course to assign.')),
  user_ids: UserIds,
  due_date: z.optional(LocalDate).check(z.describe('The day it should be completed by.')),
  enrolled_at: z.optional(EnrolledAt).check(z.describe('Backfill: when the enrollment happened, if not now (1970..9999).')),
}), ENROLLED_AT_RULE);

export const AssignTrack = constrained(z.strictObject({
  track_id: Id.check(z.describe('The track to assign (and with it each of its courses).')),
  user_ids: UserIds,
  due_date: z.optional(LocalDate).check(z.describe('The day it should be completed by.')),
  enrolled_at: z.optional(EnrolledAt).check(z.describe('Backfill: when the enrollment happened, if not now (1970..9999).')),
}), ENROLLED_AT_RULE);

export const AssignResult = named('AssignResult', z.object({
  content_type: ContentType,
  content_id: Id.check(z.describe('The course or track assigned.')),
  assigned: z
    .array(z.object({ user_id: Id.check(z.describe('The user enrolled.')), enrollment_id: Id.check(z.describe('The new enrollment.')) }))
    .check(z.describe('The users enrolled by this call.')),
  skipped: z
    .array(z.object({ user_id: z.string().check(z.describe('The user id as sent.')), reason: SkipReason }))
    .check(z.describe('The users not enrolled, with the reason.')),
  /** Track assignments only: the course enrollments the call created or found, per course of the track. */
  courses: z
    .optional(
      z.array(
        z.object({
          course_id: Id.check(z.describe('A course of the track.')),
          assigned: z.int().check(z.describe('Course enrollments this call created.')),
          already_enrolled: z.int().check(z.describe('Users already enrolled in the course.')),
        }),
      ),
    )
    .check(z.describe('Track assignments only: per course of the track, what the call did.')),
}));

export const ProgressBody = z.strictObject({
  progress: z.int().check(z.minimum(0), z.maximum(100), z.describe('Percent done, 0 to 100; 100 completes the enrollment.')),
});

export const EnrollmentFilters = {
  user_id: z.optional(Id).check(z.describe("Only this user's enrollments.")),
  content_type: z.optional(ContentType).check(z.describe('Only enrollments in courses, or only in tracks.')),
  content_id: z.optional(Id).check(z.describe('Only enrollments in this course or track.')),
  status: z.optional(EnrollmentStatus).check(z.describe('Only enrollments with this status.')),
  source: z.optional(SourceType).check(z.describe('Only enrollments of this source type (`assignment` or `group_rule`).')),
};
export const ListEnrollmentsQuery = pageQuery(EnrollmentFilters);

/** Enrollment-date filter of the four learning reports (local dates of the organization). */
const DateRange = {
  from_date: z.optional(LocalDate).check(z.describe("Only enrollments made on or after this day (the organization's time zone).")),
  to_date: z.optional(LocalDate).check(z.describe("Only enrollments made on or before this day (the organization's time zone).")),
};
/** The date filters' rule (shared/learning/date-window.ts, checkDateFilters). */
export const LearningReportQuery = constrained(pageQuery(DateRange), notAfter('from_date', 'to_date'));
export const GeneralReportQuery = constrained(pageQuery({
  ...DateRange,
  course_enroll_date: z
    .optional(LocalDate)
    .check(z.describe('Only enrollments made from 00:00 UTC of this day on, with no upper bound (not the same as `from_date`, which is a local day); not combinable with `from_date` / `to_date`.')),
}),
  notAfter('from_date', 'to_date'),
  {
    rule: '`course_enroll_date` (deprecated) cannot be combined with `from_date` or `to_date`.',
    parameters: ['course_enroll_date', 'from_date', 'to_date'],
    code: 'validation_failed',
  },
);

/** A user as a report row names it; null fields only if the user record is gone. */
export const ReportUser = named('ReportUser', z.object({
  id: Id.check(z.describe('The user.')),
  email: z.nullable(z.string()).check(z.describe('Email address (null if the user record is gone).')),
  first_name: z.nullable(z.string()).check(z.describe('Given name (null if the user record is gone).')),
  last_name: z.nullable(z.string()).check(z.describe('Family name (null if the user record is gone).')),
}));
export const ReportContent = named('ReportContent', z.object({ id: Id.check(z.describe('The course or track.')), title: z.nullable(z.string()).check(z.describe('Its title (null if it is gone).')) }));

/** An instant in the organization's zone with its offset, e.g. `2026-02-28T22:30:00-05:00`. */
const ZonedInstant = Instant;

export const GeneralReportRow = named('GeneralReportRow', z.object({
  enrollment_id: Id.check(z.describe('The enrollment this row shows.')),
  user: ReportUser,
  content_type: ContentType,
  content: ReportContent,
  status: EnrollmentStatus,
  progress: z.int().check(z.describe('Percent done, 0 to 100.')),
  course_enroll_date: ZonedInstant.check(z.describe('When the user was enrolled, in the organization\'s time zone.')),
  completed_at: z.nullable(ZonedInstant).check(z.describe('When it was completed, in the organization\'s time zone; null until then.')),
}));

const Counters = {
  enrolled: z.int().check(z.describe('Enrollments made in the date range (all of them when no range is given).')),
  in_progress: z.int().check(z.describe('Of those, the ones in progress.')),
  completed: z.int().check(z.describe('Of those, the ones completed.')),
};
/** `completed / enrolled` between 0 and 1 (4 decimals); null when nothing was enrolled in the range. */
const CompletionRate = z
  .nullable(z.number().check(z.minimum(0), z.maximum(1)))
  .check(z.describe('`completed / enrolled`, 0 to 1 with 4 decimals; null when nothing was enrolled in the range.'));

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
export type EnrollmentFiltersT = { user_id?: string; content_type?: ContentTypeT; content_id?: string; status?: EnrollmentStatusT; source?: z.infer<typeof SourceType> };
export type GeneralReportRowT = z.infer<typeof GeneralReportRow>;
export type ReportUserT = z.infer<typeof ReportUser>;

// ---------------------------------------------------------------------------------------------
// Enrollment rules of groups (#42)

export const GroupPath = z.strictObject({ slug: Slug, group_id: Id.check(z.describe('The group.')) });
export const RulePath = z.strictObject({ slug: Slug, group_id: Id.check(z.describe('The group.')), rule_id: Id.check(z.describe('The enrollment rule.')) });

export const CreateEnrollmentRule = z.strictObject({
  content_type: ContentType,
  content_id: Id.check(z.describe('The course or track every member is enrolled in (404 `course_not_found` / `track_not_found` when the organization has none of that id).')),
  due_date: z.optional(LocalDate).check(z.describe('The day the enrollments it makes should be completed by (as assign-course and assign-track set it).')),
});

export const EnrollmentRule = named('EnrollmentRule', z.object({
  id: Id,
  group_id: Id.check(z.describe('The group whose members it enrolls.')),
  content_type: ContentType,
  content_id: Id.check(z.describe('The course or track.')),
  due_date: z.optional(LocalDate).check(z.describe('The due date of the enrollments it makes, if set.')),
  created_at: Instant,
  job_id: z.optional(Id).check(z.describe('The job that enrolled the members the group had when the rule was made (a group larger than one request handles).')),
}).check(z.describe('A course or track assigned to a group: every member, today\'s and later ones, is enrolled once.')));

const RunCounts = {
  enrolled: z.int().check(z.describe('Members enrolled now.')),
  already_enrolled: z.int().check(z.describe('Members who were already enrolled in the content (nothing of theirs changed).')),
  not_enrolled: z.int().check(z.describe('Members not enrolled: inactive users (they are enrolled when reactivated).')),
};

export const EnrollmentRuleResult = named('EnrollmentRuleResult', z.object(RunCounts).check(z.describe('What applying the rule to the members did.')));

export const Job = named('Job', z.object({
  id: Id,
  kind: z.literal('enrollment_rule').check(z.describe('What the job does: `enrollment_rule`, an enrollment rule applied to the members of its group.')),
  status: z.enum(['running', 'done']).check(z.describe('`running`, then `done`.')),
  total: z.int().check(z.describe('Members of the group when the job began.')),
  done: z.int().check(z.describe('Members handled: enrolled, or enrolled already.')),
  failed: z.int().check(z.describe('Members not enrolled (inactive users).')),
  rule_id: Id.check(z.describe('The rule it applies.')),
  group_id: Id.check(z.describe('The group of the rule.')),
  created_at: Instant,
  updated_at: Instant,
  finished_at: z.optional(Instant).check(z.describe('When it finished; absent while running.')),
  result: z.optional(EnrollmentRuleResult).check(z.describe('When done: what it did.')),
}).check(z.describe('Work the service does after answering (a rule applied to a large group); poll it until `status` is `done`.')));

export const EnrollmentRuleCreated = named('EnrollmentRuleCreated', z.object({
  rule: EnrollmentRule,
  result: z.optional(EnrollmentRuleResult).check(z.describe('201: the members enrolled within the request.')),
  job: z.optional(Job).check(z.describe('202: the job enrolling the members (a group of more than 1,000).')),
}).check(z.describe('The rule made, and what was done about the current members.')));

export const JobPath = z.strictObject({ slug: Slug, job_id: Id.check(z.describe('The job.')) });
