import { EX } from '../schemas/example-ids';
import { OrgPath, orgPathWith, pageQuery } from '../schemas/common';
import {
  AssignCourse,
  AssignResult,
  AssignTrack,
  Course,
  CreateCourse,
  CreateEnrollmentRule,
  CreateTrack,
  Enrollment,
  EnrollmentRule,
  EnrollmentRuleCreated,
  GroupPath,
  Job,
  JobPath,
  RulePath,
  ListEnrollmentsQuery,
  ProgressBody,
  Track,
} from './schemas';
import { HEAVY_ROUTE_CONCURRENCY, READ_FIRST, routesOf } from '../http/route-types';

const defineRoute = routesOf('learning');

/** Learning content and enrollments (contract 4.3, api.md "Learning content and enrollments"). */

export const listCourses = defineRoute({
  id: 'listCourses',
  method: 'GET',
  path: '/org/{slug}/learning/courses/',
  roles: 'any',
  tag: 'learning',
  summary: 'Lists the courses, oldest first, one page at a time.',
  request: { path: OrgPath, query: pageQuery() },
  response: { status: 200, shape: 'list', schema: Course },
  errors: ['invalid_cursor'],
  budget: { calls: 1 },
  access: 'RO',
});

export const createCourse = defineRoute({
  id: 'createCourse',
  method: 'POST',
  path: '/org/{slug}/learning/courses/',
  roles: 'admin',
  tag: 'learning',
  summary: 'Creates a course.',
  request: { path: OrgPath, body: CreateCourse },
  response: { status: 201, shape: 'item', schema: Course },
  idempotent: true,
  metric: { name: 'CoursesAndTracksCreated' },
  example: { body: { title: 'Workplace safety basics', duration_minutes: 45 } },
  budget: { calls: 1 },
  access: 'RW',
});

export const listTracks = defineRoute({
  id: 'listTracks',
  method: 'GET',
  path: '/org/{slug}/learning/tracks/',
  roles: 'any',
  tag: 'learning',
  summary: 'Lists the tracks (ordered sets of courses), oldest first, one page at a time.',
  request: { path: OrgPath, query: pageQuery() },
  response: { status: 200, shape: 'list', schema: Track },
  errors: ['invalid_cursor'],
  budget: { calls: 1 },
  access: 'RO',
});

export const createTrack = defineRoute({
  id: 'createTrack',
  method: 'POST',
  path: '/org/{slug}/learning/tracks/',
  roles: 'admin',
  tag: 'learning',
  summary: 'Creates a track: an ordered list of existing courses (1 to 50, each once).',
  request: { path: OrgPath, body: CreateTrack },
  response: { status: 201, shape: 'item', schema: Track },
  errors: ['invalid_reference'],
  idempotent: true,
  metric: { name: 'CoursesAndTracksCreated' },
  example: { body: { title: 'Onboarding', course_ids: [EX.courseId, EX.secondCourseId] } },
  budget: { calls: 2, why: 'the courses must exist: one BatchGetItem of the course ids, then the put' },
  access: 'RW',
});

const ASSIGN_DESCRIPTION = [
  'Assigns the content to up to 1000 users in one call (duplicate ids count once) and reports',
  'each user: `assigned` (with the new enrollment id) or `skipped` with a reason',
  '(`already_enrolled`, `user_not_found`, `user_inactive`). A user has at most one enrollment per',
  'course or track, even under concurrent calls. When nobody is assigned the answer is 422',
  '`no_users_assigned` with the skipped list as `details`, never 200 with an empty list.',
  '`enrolled_at` (an instant, default now) lets an administrator backfill historical enrollments.',
].join(' ');

/** Users per call of the assign measurements (issue #10: N = 1, 100, 250). */
const ASSIGN_SIZES = [1, 100, 250];
/** Courses of the track an assign-track is measured with: the one createTrack's example makes. */
const K = 2;
/** Users per assign-course transaction: 3 items each (enrollment, 2 counter items) + 3 for the course's counters. */
const COURSE_USERS_PER_TRANSACTION = Math.floor((100 - 3) / 3);
/** Users per assign-track transaction: (1+K) enrollments + 2 counter items each, + 3 counter items per content. */
const TRACK_USERS_PER_TRANSACTION = Math.floor((100 - 3 * (1 + K)) / (3 + K));

/** Enrollments an assign created (its answer's `assigned`). */
const assignedCount = (body: unknown) => (body as { assigned?: unknown[] } | undefined)?.assigned?.length ?? 0;

export const assignCourse = defineRoute({
  id: 'assignCourse',
  method: 'POST',
  path: '/org/{slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/',
  roles: 'admin',
  tag: 'learning',
  summary: 'Assigns one course to a set of users.',
  description: ASSIGN_DESCRIPTION,
  request: { path: OrgPath, body: AssignCourse },
  response: { status: 200, shape: 'item', schema: AssignResult },
  errors: ['course_not_found', 'no_users_assigned', 'unprocessable'],
  idempotent: true,
  metric: { name: 'EnrollmentsAssigned', count: assignedCount },
  example: {
    body: {
      course_id: EX.courseId,
      user_ids: [EX.userId, EX.otherUserId],
      due_date: '2026-03-31',
    },
  },
  budget: {
    sizes: ASSIGN_SIZES,
    calls: ({ n }) => Math.ceil(n / 100) + Math.ceil(n / COURSE_USERS_PER_TRANSACTION) + 2 + (n > COURSE_USERS_PER_TRANSACTION ? 1 : 0),
    formula: `⌈N/100⌉ + ⌈N/${COURSE_USERS_PER_TRANSACTION}⌉ + 2 (+ 1 above ${COURSE_USERS_PER_TRANSACTION})`,
    why: `the course (GetItem), the users (one BatchGetItem per 100) and one transaction per ${COURSE_USERS_PER_TRANSACTION} users: each user's enrollment with the ADDs of its report counters (2 items per user, 3 for the course, #19); more than one transaction go four at a time, each on a shard of the course's counters, marked first (one UpdateItem, once per course and container; #43 §3); one more call when the container is cold (the organization's zone buckets the counters)`,
  },
  access: 'RW',
  concurrency: HEAVY_ROUTE_CONCURRENCY,
});

export const assignTrack = defineRoute({
  id: 'assignTrack',
  method: 'POST',
  path: '/org/{slug}/learning/content/knowledge-hub/enrollments/v2/assign-track/',
  roles: 'admin',
  tag: 'learning',
  summary: 'Assigns one track to a set of users, and each course of the track they are not enrolled in yet.',
  description: `${ASSIGN_DESCRIPTION} A user newly assigned to the track is also enrolled, in the same write, in every course of the track they were not enrolled in; \`courses\` counts, per course, those new course enrollments and the ones that already existed.`,
  request: { path: OrgPath, body: AssignTrack },
  response: { status: 200, shape: 'item', schema: AssignResult },
  errors: ['track_not_found', 'no_users_assigned', 'unprocessable'],
  idempotent: true,
  metric: { name: 'EnrollmentsAssigned', count: assignedCount },
  example: {
    body: { track_id: EX.trackId, user_ids: [EX.userId], due_date: '2026-04-30' },
    response: {
      content_type: 'track',
      content_id: EX.trackId,
      assigned: [{ user_id: EX.userId, enrollment_id: EX.trackEnrollmentId }],
      skipped: [],
      courses: [
        { course_id: EX.courseId, assigned: 1, already_enrolled: 0 },
        { course_id: EX.secondCourseId, assigned: 0, already_enrolled: 1 },
      ],
    },
  },
  budget: {
    sizes: ASSIGN_SIZES,
    calls: ({ n }) => Math.ceil(n / 100) + Math.ceil(n / TRACK_USERS_PER_TRANSACTION) + 2 + (n > TRACK_USERS_PER_TRANSACTION ? 1 + K : 0),
    formula: `⌈N/100⌉ + ⌈N/⌊(100 − 3(1+K))/(3+K)⌋⌉ + 2 (+ 1 + K above one transaction), K = ${K} courses`,
    why: 'as assign-course, but each user’s track enrollment and its K course enrollments are one atomic group with the user’s 2 counter items, and each transaction adds to 3 counter items of each of the 1+K contents: ⌊(100 − 3(1+K))/(3+K)⌋ users per transaction (for K = 0 this is the assign-course target); more than one transaction mark the shards of the 1+K contents first (one UpdateItem each, in parallel, once per content and container)',
  },
  access: 'RW',
  concurrency: HEAVY_ROUTE_CONCURRENCY,
});

export const listEnrollments = defineRoute({
  id: 'listEnrollments',
  method: 'GET',
  path: '/org/{slug}/learning/enrollments/',
  roles: 'self',
  tag: 'learning',
  summary: 'Lists enrollments, oldest `enrolled_at` first; a collaborator sees only their own.',
  description:
    'Filters combine (AND). A page may hold fewer than `page_size` results while `next` is set when several filters are combined; follow `next` until it is null.',
  request: { path: OrgPath, query: ListEnrollmentsQuery },
  response: { status: 200, shape: 'list', schema: Enrollment },
  errors: ['invalid_cursor'],
  budget: { calls: 1 },
  access: 'RO',
});

export const reportEnrollmentProgress = defineRoute({
  id: 'reportEnrollmentProgress',
  method: 'POST',
  path: '/org/{slug}/learning/enrollments/{enrollment_id}/progress/',
  roles: 'self',
  tag: 'learning',
  summary: 'Reports progress (0..100) on an enrollment; 100 completes it. Progress never goes back.',
  description:
    'A value above 0 makes the enrollment `in_progress`; 100 makes it `completed` and sets `completed_at`. A value not above the current progress changes nothing and answers the enrollment as it is. A collaborator may only report on their own enrollments (another one is 404).',
  request: { path: orgPathWith('enrollment_id', 'The enrollment.'), body: ProgressBody },
  response: { status: 200, shape: 'item', schema: Enrollment },
  errors: ['enrollment_not_found'],
  metric: { name: 'EnrollmentProgressReported' },
  example: { body: { progress: 40 } },
  budget: { calls: 2, why: `${READ_FIRST} (owner check, and the content type is part of the status index key)` },
  access: 'RW',
});

// ---------------------------------------------------------------------------------------------
// Enrollment rules of groups (#42; docs/decisions/learning.md, "Enrollment rules of groups")

export const listEnrollmentRules = defineRoute({
  id: 'listEnrollmentRules',
  method: 'GET',
  path: '/org/{slug}/groups/{group_id}/enrollment-rules/',
  roles: 'admin',
  // The groups' own tag: in the API Reference beside the group, and in the groups' nested stack with the group paths they extend.
  tag: 'groups',
  summary: "Lists a group's enrollment rules, oldest first, one page at a time.",
  request: { path: GroupPath, query: pageQuery() },
  response: { status: 200, shape: 'list', schema: EnrollmentRule },
  errors: ['group_not_found', 'invalid_cursor'],
  example: { path: { group_id: EX.engineeringGroupId } },
  budget: { calls: 2, why: 'the group must exist (GetItem), then the page of its rules (Query)' },
  access: 'RO',
});

export const createEnrollmentRule = defineRoute({
  id: 'createEnrollmentRule',
  method: 'POST',
  path: '/org/{slug}/groups/{group_id}/enrollment-rules/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Assigns a course or track to a group: every member, today’s and later ones, is enrolled once.',
  description: [
    'Every current member who is not enrolled in the content yet is enrolled, as assign-course / assign-track would (a track also enrolls its courses), with `source: {"type": "group_rule"}`.',
    'A group of up to 1,000 members is done within the request (201, `result`); a larger one answers 202 with a `job` to poll at `GET /org/{slug}/jobs/{job_id}/`.',
    'From then on, a member added to the group (SCIM or the members route) is enrolled within seconds, once, however often they are added and removed; a user reactivated through SCIM gets the rules of their groups.',
    'Inactive members are not enrolled (`not_enrolled`). Leaving the group or deleting the rule keeps the enrollments; deleting the group deletes its rules.',
  ].join(' '),
  request: { path: GroupPath, body: CreateEnrollmentRule },
  response: { status: 201, shape: 'item', schema: EnrollmentRuleCreated, accepted: 'the group has more than 1,000 members: the rule exists, and `job` enrolls them; poll `GET /org/{slug}/jobs/{job_id}/`.' },
  errors: ['group_not_found', 'course_not_found', 'track_not_found', 'enrollment_rule_exists'],
  idempotent: true,
  example: { path: { group_id: EX.engineeringGroupId }, body: { content_type: 'course', content_id: EX.secondCourseId, due_date: '2026-06-30' } },
  budget: {
    calls: 8,
    why: 'the group (GetItem, with its member count), the content (GetItem), the rule and its content lock (one transaction), the members (the group, then a keys-only Query: 1,000 per page), the users (BatchGetItem per 100) and the enrollments (one transaction per 32 members, as assign-course; none when nobody is new); a group with members also has its job written with the rule and read and advanced around its chunk (4 calls more, beyond the example’s empty group); one more when the container is cold (the organization’s zone)',
  },
  access: 'RW',
  concurrency: HEAVY_ROUTE_CONCURRENCY,
});

export const getEnrollmentRule = defineRoute({
  id: 'getEnrollmentRule',
  method: 'GET',
  path: '/org/{slug}/groups/{group_id}/enrollment-rules/{rule_id}/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Gets one enrollment rule of a group.',
  request: { path: RulePath },
  response: { status: 200, shape: 'item', schema: EnrollmentRule },
  errors: ['group_not_found', 'enrollment_rule_not_found'],
  example: { path: { group_id: EX.engineeringGroupId, rule_id: EX.enrollmentRuleId } },
  budget: { calls: 2, why: 'the group must exist (GetItem), then the rule (GetItem)' },
  access: 'RO',
});

export const deleteEnrollmentRule = defineRoute({
  id: 'deleteEnrollmentRule',
  method: 'DELETE',
  path: '/org/{slug}/groups/{group_id}/enrollment-rules/{rule_id}/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Deletes an enrollment rule; the enrollments it made stay.',
  description: 'Members added to the group afterwards are no longer enrolled by it. Nobody loses an enrollment (a completed course is never lost).',
  request: { path: RulePath },
  response: { status: 204, shape: 'empty' },
  errors: ['group_not_found', 'enrollment_rule_not_found'],
  example: { path: { group_id: EX.engineeringGroupId, rule_id: EX.retiredEnrollmentRuleId } },
  budget: { calls: 3, why: 'the group (GetItem), the rule (GetItem, for its content lock), then the rule and its lock deleted together (one transaction)' },
  access: 'RW',
});

export const getJob = defineRoute({
  id: 'getJob',
  method: 'GET',
  path: '/org/{slug}/jobs/{job_id}/',
  roles: 'admin',
  tag: 'learning',
  summary: 'Gets a job: its status, how many members it has handled, and its result once done.',
  request: { path: JobPath },
  response: { status: 200, shape: 'item', schema: Job },
  errors: ['job_not_found'],
  example: { path: { job_id: EX.jobId } },
  budget: { calls: 1 },
  access: 'RO',
});
