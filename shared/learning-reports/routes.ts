import { OrgPath } from '../schemas/common';
import { CourseReportRow, GeneralReportQuery, GeneralReportRow, LearningReportQuery, TrackReportRow, UserReportRow } from '../learning/schemas';
import { HEAVY_ROUTE_CONCURRENCY, routesOf } from '../http/route-types';

/**
 * One Query for the page of rows, then their stored counters (#19) by BatchGetItem; the rows of a
 * content whose counters are sharded (`sharded`: the courses and tracks reports; docs/decisions/learning.md,
 * "Sharded content counters") read their other shards' items in one more round.
 */
const counterRows = (why: string, sharded = false) => ({
  calls: ({ body }: { body: any }) => 1 + Math.ceil(body.results.length / 100) + (sharded ? Math.ceil((7 * body.results.length) / 100) : 0),
  formula: sharded ? '1 + ⌈rows/100⌉ + ⌈7·rows/100⌉ (the last only for rows of sharded content)' : '1 + ⌈rows/100⌉',
  why: sharded ? `${why}; the rows of a content whose counters are sharded (a popular one, #43 §4) read the same items in their other shards (≤ 7 more per item) in one more BatchGetItem round` : why,
});

const defineRoute = routesOf('learning-reports');

/** Learning reports (contract 4.2, api.md "Learning reports"). */

/** Contract 4.2 / 9.5: `course_enroll_date` is still accepted, deprecated in favour of `from_date`. */
export const COURSE_ENROLL_DATE_DEPRECATED_ON = '2026-09-01';

const DATE_FILTERS =
  '`from_date` / `to_date` (YYYY-MM-DD, inclusive) select enrollments whose calendar date IN THE ORGANIZATION\'S TIME ZONE is in the range; `from_date` alone is open at the top, the same date in both is that one local day. `from_date` after `to_date` is 400.';

export const learningGeneralReport = defineRoute({
  id: 'learningGeneralReportV2',
  method: 'GET',
  path: '/org/{slug}/reports/learning/general-v2/',
  roles: 'admin',
  tag: 'reports',
  summary: 'One row per enrollment, oldest first, with its user, content and progress.',
  description: `${DATE_FILTERS} \`course_enroll_date\` is deprecated: a lower bound at 00:00 UTC of that date, no upper bound; it can differ from \`from_date\` at the edges of a day, and combined with \`from_date\`/\`to_date\` it is 400. The response field \`course_enroll_date\` is the enrollment instant in the organization's zone with its offset; \`completed_at\` too.`,
  request: { path: OrgPath, query: GeneralReportQuery },
  response: { status: 200, shape: 'list', schema: GeneralReportRow },
  errors: ['invalid_cursor'],
  deprecatedQuery: { course_enroll_date: { since: COURSE_ENROLL_DATE_DEPRECATED_ON, replacedBy: 'from_date' } },
  metric: { name: 'LearningReportPagesServed' },
  budget: {
    calls: 3,
    why: 'one Query for the page, then the page’s users and contents by BatchGetItem (one each for a page of ≤ 100), in parallel: names are read at report time, never copied onto enrollments',
  },
  access: 'RO',
  concurrency: HEAVY_ROUTE_CONCURRENCY,
});

export const learningCoursesReport = defineRoute({
  id: 'learningCoursesReport',
  method: 'GET',
  path: '/org/{slug}/reports/learning/courses/',
  roles: 'admin',
  tag: 'reports',
  summary: 'One row per course: enrollments, in progress, completed and completion rate.',
  description: `${DATE_FILTERS} Counters count the enrollments in the range (including course enrollments made by a track assignment); \`completion_rate\` is completed / enrolled (0..1), null when none.`,
  request: { path: OrgPath, query: LearningReportQuery },
  response: { status: 200, shape: 'list', schema: CourseReportRow },
  errors: ['invalid_cursor', 'migration_in_progress'],
  metric: { name: 'LearningReportPagesServed' },
  budget: counterRows('one Query for the page of courses, then the rows’ stored counters (#19) by BatchGetItem: one item per row for no range, whole years or whole months of one year; for a partial first / last year its year item (whole months) and the month items of partial first / last months: up to 5 per row (⌈5·rows/100⌉ calls)', true),
  access: 'RO',
  concurrency: HEAVY_ROUTE_CONCURRENCY,
});

export const learningTracksReport = defineRoute({
  id: 'learningTracksReport',
  method: 'GET',
  path: '/org/{slug}/reports/learning/tracks/',
  roles: 'admin',
  tag: 'reports',
  summary: 'One row per track: enrollments, in progress, completed and completion rate.',
  description: `${DATE_FILTERS} \`completion_rate\` is completed / enrolled (0..1), null when none.`,
  request: { path: OrgPath, query: LearningReportQuery },
  response: { status: 200, shape: 'list', schema: TrackReportRow },
  errors: ['invalid_cursor', 'migration_in_progress'],
  metric: { name: 'LearningReportPagesServed' },
  budget: counterRows('as the courses report, per track', true),
  access: 'RO',
  concurrency: HEAVY_ROUTE_CONCURRENCY,
});

export const learningUsersReport = defineRoute({
  id: 'learningUsersReport',
  method: 'GET',
  path: '/org/{slug}/reports/learning/users/',
  roles: 'admin',
  tag: 'reports',
  summary: 'One row per user: enrollments, in progress and completed.',
  description: `${DATE_FILTERS} Every user of the organization has a row, with zeros when nothing is in the range.`,
  request: { path: OrgPath, query: LearningReportQuery },
  response: { status: 200, shape: 'list', schema: UserReportRow },
  errors: ['invalid_cursor', 'migration_in_progress'],
  metric: { name: 'LearningReportPagesServed' },
  budget: counterRows('as the courses report, per user, whose days sit in its year items: up to 3 items per row (was 1 + rows before the counters)'),
  access: 'RO',
  concurrency: HEAVY_ROUTE_CONCURRENCY,
});
