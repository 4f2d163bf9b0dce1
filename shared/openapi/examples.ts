/**
 * Examples of the API Reference (#17 §4): one example per named resource (the success response
 * of an operation that answers it, unless the route's own `example.response` says otherwise),
 * the parameters every operation shares, and the ids the route examples use, so that an
 * example reads as one coherent organization ("acme"). Routes give their request examples in
 * their `example` field. test/docs/api-reference.test.ts validates every example against the
 * document and against the zod schemas the service uses.
 *
 * Only the OpenAPI builder and the tests import this module (never a function).
 */
import { EX, EXAMPLE_SLUG } from '../schemas/example-ids';

/** Ids of the example organization (one definition, which `npm start` seeds: shared/schemas/example-ids.ts). */
export { EX } from '../schemas/example-ids';

const CREATED = '2026-03-02T14:05:09.000Z';
const UPDATED = '2026-03-05T09:41:27.000Z';

/**
 * Path parameters and required query parameters, by name (a route's `example` overrides them).
 * Optional query parameters have none (see the builder).
 */
export const PARAMETER_EXAMPLES: Record<string, unknown> = {
  slug: EXAMPLE_SLUG,
  id: EX.userId,
  user_id: EX.userId,
  from_date: '2026-03-01',
  to_date: '2026-03-31',
  key_id: EX.apiKeyId,
  request_id: EX.timeOffRequestId,
  enrollment_id: EX.enrollmentId,
  position_category_id: EX.positionCategoryId,
  group_id: EX.groupId,
  // Ids no path names yet, with an example to hand: a new route naming one needs no example of
  // its own (#44 §6: the contributor exercise's read of one area stopped on area_id).
  area_id: EX.areaId,
  headquarter_id: EX.headquarterId,
  position_id: EX.positionId,
  course_id: EX.courseId,
  track_id: EX.trackId,
  mark_id: EX.markId,
};

const user = {
  id: EX.userId,
  email: 'ana.torres@acme.example',
  first_name: 'Ana',
  last_name: 'Torres',
  role: 'collaborator',
  status: 'active',
  area_id: EX.areaId,
  headquarter_id: EX.headquarterId,
  position_id: EX.positionId,
  custom_fields: { employee_number: 'E-1042' },
  force_change_password: false,
  created_at: CREATED,
  updated_at: UPDATED,
};
const apiKey = {
  id: EX.apiKeyId,
  name: 'Payroll sync',
  prefix: 'lpk.7Hq2',
  created_at: CREATED,
  created_by: EX.adminId,
  last_used_at: UPDATED,
  scope: 'all',
};
const reportUser = { id: EX.userId, email: user.email, first_name: user.first_name, last_name: user.last_name };
const course = { id: EX.courseId, title: 'Workplace safety basics', duration_minutes: 45, created_at: CREATED };
const track = { id: EX.trackId, title: 'Onboarding', course_ids: [EX.courseId, EX.secondCourseId], created_at: CREATED };
const mark = { id: EX.markId, user_id: EX.userId, at: '2026-03-02T08:58:00-05:00', kind: 'in', source: 'kiosk-lobby' };

/** One example per named schema (shared/schemas/named.ts), by name. */
export const RESOURCE_EXAMPLES: Record<string, unknown> = {
  User: user,
  // A group (#41): given here, not taken from the first groups route with an example, whose order
  // is not the same under vitest (exports in declaration order) and under tsx/Node (alphabetical).
  Group: { id: EX.engineeringGroupId, name: 'Engineering', external_id: 'okta-00g1engineering', member_count: 2, created_at: CREATED, updated_at: UPDATED },
  // The data of the group.member_added / group.member_removed webhook events (#41).
  GroupMembership: { group_id: EX.engineeringGroupId, user_id: EX.userId, added_at: UPDATED },
  Area: { id: EX.areaId, name: 'Operations', parent_id: EX.parentAreaId, created_at: CREATED, updated_at: UPDATED },
  Headquarter: {
    id: EX.headquarterId,
    name: 'Lima headquarters',
    city: 'Lima',
    country: 'Peru',
    address: 'Av. Javier Prado Este 4200, Santiago de Surco',
    created_at: CREATED,
    updated_at: UPDATED,
  },
  Position: { id: EX.positionId, name: 'Shift supervisor', area_id: EX.areaId, position_category_id: EX.positionCategoryId, created_at: CREATED, updated_at: UPDATED },
  PositionCategory: {
    id: EX.positionCategoryId,
    name: 'Supervisors',
    description: 'People who lead a shift or a team.',
    version: 2,
    created_at: CREATED,
    updated_at: UPDATED,
  },
  PermissionGroup: { id: 'admin', name: 'Administrators', members: 3 },
  CustomField: { id: EX.customFieldId, key: 'employee_number', name: 'Employee number', type: 'text', required: false, created_at: CREATED },
  UserCustomFields: { custom_fields: { employee_number: 'E-1042', shirt_size: 'M' } },
  LoginSession: {
    token: 'lps.9x2Vb7Qm4Lk8Tz1Rw6Hn3Yc5Jd0Fg',
    token_type: 'Bearer',
    expires_at: '2026-03-02T22:05:09.000Z',
    user_id: EX.adminId,
    role: 'admin',
    password_change_required: false,
  },
  ApiKey: apiKey,
  ScimUser: {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
    id: EX.userId,
    externalId: '00u1abcd2EFGH3ijk4x7',
    userName: user.email,
    name: { givenName: user.first_name, familyName: user.last_name, formatted: `${user.first_name} ${user.last_name}` },
    displayName: `${user.first_name} ${user.last_name}`,
    title: 'Account executive',
    active: true,
    emails: [{ value: user.email, type: 'work', primary: true }],
    groups: [],
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Sales', employeeNumber: 'E-7' },
    meta: { resourceType: 'User', created: CREATED, lastModified: UPDATED, location: `https://api.example.com/org/acme/scim/v2/Users/${EX.userId}`, version: 'W/"mf3k2a1b"' },
  },
  ScimGroup: {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    id: EX.groupId,
    externalId: 'okta-00g1sales',
    displayName: 'Sales',
    members: [{ value: EX.userId, display: `${user.first_name} ${user.last_name}`, type: 'User' }],
    meta: { resourceType: 'Group', created: CREATED, lastModified: UPDATED, location: `https://api.example.com/org/acme/scim/v2/Groups/${EX.groupId}`, version: 'W/"mf3k2a1b"' },
  },
  ScimListResponse: { schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, itemsPerPage: 0, startIndex: 1, Resources: [] },
  ScimDocument: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'], patch: { supported: true } },
  CreatedApiKey: { ...apiKey, last_used_at: undefined, key: 'lpk.7Hq2.pX4vN9sK2mR8tW5yB1cF6gJ3hL0dQ7eZ' },
  Course: course,
  Track: track,
  Enrollment: {
    id: EX.enrollmentId,
    user_id: EX.userId,
    content_type: 'course',
    content_id: EX.courseId,
    enrolled_at: CREATED,
    due_date: '2026-03-31',
    status: 'in_progress',
    progress: 40,
    source: { type: 'assignment' },
  },
  EnrollmentSource: { type: 'group_rule', rule_id: EX.enrollmentRuleId, group_id: EX.engineeringGroupId },
  EnrollmentRule: { id: EX.enrollmentRuleId, group_id: EX.engineeringGroupId, content_type: 'course', content_id: EX.ruleCourseId, due_date: '2026-06-30', created_at: CREATED, job_id: EX.jobId },
  EnrollmentRuleResult: { enrolled: 2, already_enrolled: 0, not_enrolled: 0 },
  EnrollmentRuleCreated: {
    rule: { id: EX.enrollmentRuleId, group_id: EX.engineeringGroupId, content_type: 'course', content_id: EX.ruleCourseId, due_date: '2026-06-30', created_at: CREATED },
    result: { enrolled: 2, already_enrolled: 0, not_enrolled: 0 },
  },
  Job: {
    id: EX.jobId,
    kind: 'enrollment_rule',
    status: 'done',
    total: 1200,
    done: 1188,
    failed: 12,
    rule_id: EX.enrollmentRuleId,
    group_id: EX.engineeringGroupId,
    created_at: UPDATED,
    updated_at: UPDATED,
    finished_at: UPDATED,
    result: { enrolled: 1150, already_enrolled: 38, not_enrolled: 12 },
  },
  AssignResult: {
    content_type: 'course',
    content_id: EX.courseId,
    assigned: [{ user_id: EX.userId, enrollment_id: EX.enrollmentId }],
    skipped: [{ user_id: EX.otherUserId, reason: 'already_enrolled' }],
  },
  ReportUser: reportUser,
  ReportContent: { id: EX.courseId, title: course.title },
  GeneralReportRow: {
    enrollment_id: EX.enrollmentId,
    user: reportUser,
    content_type: 'course',
    content: { id: EX.courseId, title: course.title },
    status: 'completed',
    progress: 100,
    course_enroll_date: '2026-03-02T09:05:09-05:00',
    completed_at: '2026-03-04T16:20:00-05:00',
  },
  CourseReportRow: { course: { id: EX.courseId, title: course.title }, enrolled: 40, in_progress: 12, completed: 25, completion_rate: 0.625 },
  TrackReportRow: { track: { id: EX.trackId, title: track.title }, enrolled: 18, in_progress: 7, completed: 9, completion_rate: 0.5 },
  UserReportRow: { user: reportUser, enrolled: 6, in_progress: 2, completed: 3 },
  TimeOffRequest: {
    id: EX.timeOffRequestId,
    user_id: EX.userId,
    type: 'vacation',
    start_date: '2026-04-06',
    end_date: '2026-04-10',
    days: 5,
    status: 'pending',
    reason: 'Family trip',
    created_at: CREATED,
    updated_at: CREATED,
  },
  TimeOffBalance: { user_id: EX.userId, type: 'vacation', available_days: 12.5 },
  Mark: mark,
  AttendanceMarkRow: { ...mark, created_by: EX.userId, created_at: '2026-03-02T08:58:03-05:00' },
  AttendanceDailyRow: {
    user_id: EX.userId,
    date: '2026-03-02',
    first_in: '2026-03-02T08:58:00-05:00',
    last_out: '2026-03-02T17:31:00-05:00',
    worked_minutes: 513,
    incomplete: false,
  },
  AttendanceAbsenceRow: { user_id: EX.userId, date: '2026-03-03', covered_by_timeoff: null },
  AttendanceSummaryRow: { user_id: EX.userId, days_present: 19, worked_minutes: 9420, incomplete_days: 1, absences: 2, covered_days: 1 },
  ChangelogOperation: { operation_id: 'listUsers', method: 'GET', path: '/org/{slug}/users/', sunset: null },
  ChangelogEntry: {
    id: '2026-09-01-users-list-deprecated',
    date: '2026-09-01',
    kind: 'deprecated',
    title: 'The users list is deprecated',
    operations: [{ operation_id: 'listUsers', method: 'GET', path: '/org/{slug}/users/', sunset: null }],
    applies_to_all_operations: false,
    parameters: [],
    text: '`GET /org/{slug}/users/` keeps answering and sends a `Deprecation` header.',
    sunset: null,
    url: '/api/v5/rest/changelog.html#2026-09-01-users-list-deprecated',
  },
  OpenApiDocument: { openapi: '3.1.0', info: { title: 'Learning and People Platform API', version: '5.0.0' }, paths: {} },
};
RESOURCE_EXAMPLES.Changelog = {
  title: 'Changelog of the Learning and People Platform API',
  updated: '2026-09-01',
  html_url: '/api/v5/rest/changelog.html',
  feed_url: '/api/v5/rest/changelog.atom',
  entries: [RESOURCE_EXAMPLES.ChangelogEntry],
};
// `undefined` is no JSON: drop it (an api-key just created was never used).
delete (RESOURCE_EXAMPLES.CreatedApiKey as Record<string, unknown>).last_used_at;
