/**
 * The scenario registry: for EVERY Lambda route of the route table, how to make one valid,
 * successful request (fixtures first, through the API or the domain), and the most DynamoDB
 * calls its function may make. The round-trip benchmark fails when a route has no scenario,
 * so a route added later must get one here.
 *
 * Targets (issue #10): a single-item read or a list page is 1 call; a single-item write is 1
 * call (a transaction is 1 call). A target above that is an EXCEPTION and says why in `why`;
 * the exceptions are the reads a write legitimately needs first (existence, current state),
 * work that is inherently per row or per 100 items, and ending a user's sessions. Anything
 * else above its target fails `npm run bench`.
 *
 * Calls are counted in a warm container: the organization (cached per container by
 * requireOrganization) has been read, and the api-key's hourly `last_used_at` write is done.
 * A cold container adds one GetItem of the organization to the routes that need its zone.
 */
import { LAMBDA_ROUTES } from '../shared/routes';
import type { LambdaRoute } from '../shared/http/route-types';
import type { World } from './fixtures';
import { REPORT_USERS } from './fixtures';
import type { HttpRequest } from './harness';

export interface ScenarioRequest extends Omit<HttpRequest, 'method' | 'path' | 'token'> {
  /** Path parameters other than `slug` (the world's organization unless given). */
  params?: Record<string, string>;
  /** Credential: the organization's admin api-key unless given; null sends none. */
  token?: string | null;
  /** Expected status: the route's documented success status unless given. */
  status?: number;
}

export interface Answer {
  n: number;
  status: number;
  body: any;
}

export interface Scenario {
  /** One valid request that succeeds; may create its fixtures first (their calls are not counted). */
  prepare(world: World, n: number): Promise<ScenarioRequest>;
  /** Most DynamoDB calls the function may make for that request: a number, or a function of N and the answer. */
  maxCalls: number | ((answer: Answer) => number);
  /** The target as written in the report when it is a formula. */
  formula?: string;
  /** Why the target is above 1 call (required for every exception). */
  why?: string;
  /** Sizes N measured (default [1]). */
  sizes?: number[];
}

/** Users per call of the assign measurements (issue #10: N = 1, 100, 250). */
export const ASSIGN_SIZES = [1, 100, 250];
/** Courses of the track in the assign-track scenario. */
export const TRACK_COURSES = 2;

const ceil = Math.ceil;
/** Users per assign-course transaction: 3 items each (enrollment, 2 counter items) + 2 for the course's counters. */
const COURSE_USERS_PER_TRANSACTION = Math.floor((100 - 2) / 3);
/** Users per assign-track transaction, K courses: (1+K) enrollments + 2 counter items each, + 2 counter items per content. */
const trackUsersPerTransaction = (k: number) => Math.floor((100 - 2 * (1 + k)) / (3 + k));
const FROM = '2030-03-04';
const TO = '2030-03-08';

/** Reads needed before a write, per the issue: "writes legitimately needing a read first". */
const READ_FIRST = 'the write depends on the current item (existence, state or ownership): one GetItem, then one conditional write';

const SET_USER_CUSTOM_FIELDS: Scenario = {
    prepare: async (w) => {
      const key = await customField(w);
      const [id] = await w.users(1);
      return { params: { id: id! }, body: { custom_fields: { [key]: 'value' } } };
    },
    maxCalls: 3,
    why: 'values are checked against the definitions (one Query) and the user’s current values (one GetItem), both in parallel, before the one write',
  };

export const SCENARIOS: Record<string, Scenario> = {
  // --- docs ---------------------------------------------------------------------------------
  getOpenApiDocument: { prepare: async () => ({ token: null }), maxCalls: 0 },
  // The changelog is data of the deployment (shared/docs/changelog-entries.ts): no table call.
  getChangelog: { prepare: async () => ({ token: null }), maxCalls: 0 },
  getChangelogPage: { prepare: async () => ({ token: null }), maxCalls: 0 },
  getChangelogFeed: { prepare: async () => ({ token: null }), maxCalls: 0 },

  // --- auth -----------------------------------------------------------------------------------
  login: {
    prepare: async (w) => {
      const user = await w.userWithSession();
      return { token: null, body: { email: user.email, password: user.password } };
    },
    maxCalls: 7,
    why: 'login throttling (issue #16): the attempt is counted before the password is checked, one conditional UpdateItem for the client address and one for the email (atomic, so concurrent guesses cannot overshoot), and a success gives both back (two UpdateItems, in parallel); between them the email lock carries the password hash, status, role and credential version (one GetItem), the user’s newest sessions are read (one Query: at most 20 sessions per user, issue #16), then the session’s PutItem (a transaction ending the oldest when over the cap). No organization GetItem: an unknown organization is answered like an unknown email',
  },
  createApiKey: { prepare: async (w) => ({ body: { name: w.unique('key') } }), maxCalls: 1 },
  listApiKeys: { prepare: async () => ({}), maxCalls: 1 },
  revokeApiKey: {
    prepare: async (w) => {
      const key = await w.api({ method: 'POST', path: `/org/${w.slug}/api-keys/`, body: { name: w.unique('revoke') } }, 201);
      return { params: { key_id: key.body.id } };
    },
    maxCalls: 2,
    why: 'an api-key is stored under the hash of its secret: its id is resolved through the api-keys index (Query), then the conditional update',
  },

  // --- organization structure -----------------------------------------------------------------
  createArea: {
    prepare: async (w) => ({ body: { name: w.unique('Area'), parent_id: w.structure.areaId } }),
    maxCalls: 2,
    why: 'the parent area must exist: its existence is read before the put (a ConditionCheck in a transaction would make it 1)',
  },
  createHeadquarter: { prepare: async (w) => ({ body: { name: w.unique('HQ'), city: 'Lima' } }), maxCalls: 1 },
  createPosition: {
    prepare: async (w) => ({ body: { name: w.unique('Position'), area_id: w.structure.areaId, position_category_id: w.structure.positionCategoryId } }),
    maxCalls: 2,
    why: 'the referenced area and category must exist: one BatchGetItem of both references, then the put',
  },
  createPositionCategory: { prepare: async (w) => ({ body: { name: w.unique('Category') } }), maxCalls: 1 },
  replacePositionCategory: {
    prepare: async (w) => {
      const created = await w.api({ method: 'POST', path: `/org/${w.slug}/organizations/position-categories/`, body: { name: w.unique('Category') } }, 201);
      return { params: { position_category_id: created.body.id }, body: { name: w.unique('Renamed'), description: 'x' } };
    },
    maxCalls: 1,
  },
  listAreas: { prepare: async () => ({}), maxCalls: 1 },
  listHeadquarters: { prepare: async () => ({}), maxCalls: 1 },
  listPositions: { prepare: async () => ({}), maxCalls: 1 },
  listPositionCategories: { prepare: async () => ({}), maxCalls: 1 },
  legacyListAreas: { prepare: async () => ({}), maxCalls: 1 },
  legacyListHeadquarters: { prepare: async () => ({}), maxCalls: 1 },
  legacyListPositions: { prepare: async () => ({}), maxCalls: 1 },
  legacyListPositionCategories: { prepare: async () => ({}), maxCalls: 1 },
  legacyListPermissionGroups: {
    prepare: async () => ({}),
    maxCalls: 2,
    why: 'two groups (admin, collaborator), each a COUNT Query of the users-by-role index',
  },

  // --- users ----------------------------------------------------------------------------------
  getUser: { prepare: async (w) => ({ params: { id: w.collaborator.id } }), maxCalls: 1 },
  getMe: { prepare: async (w) => ({ token: w.collaborator.token }), maxCalls: 1 },
  listUsers: { prepare: async () => ({}), maxCalls: 1 },
  createUser: {
    prepare: async (w) => ({
      body: {
        email: `${w.unique('new').toLowerCase()}@bench.example`,
        first_name: 'New',
        last_name: 'User',
        area_id: w.structure.areaId,
        headquarter_id: w.structure.headquarterId,
        position_id: w.structure.positionId,
      },
    }),
    maxCalls: 2,
    why: 'the referenced area, headquarter and position must exist: one BatchGetItem of the references, then the transaction (user + email lock)',
  },
  updateUser: {
    prepare: async (w) => {
      const [id] = await w.users(1);
      return { body: { id: id!, first_name: 'Renamed' } };
    },
    maxCalls: 2,
    why: READ_FIRST + ' (the email lock and session rules depend on the current user)',
  },
  legacyUpdateUser: {
    prepare: async (w) => {
      const [id] = await w.users(1);
      return { params: { id: id! }, body: { first_name: 'Renamed' } };
    },
    maxCalls: 2,
    why: READ_FIRST + ' (the email lock and session rules depend on the current user)',
  },
  setUserPassword: {
    prepare: async (w) => {
      const user = await w.userWithSession();
      return { params: { id: user.id }, body: { password: 'a brand new password' } };
    },
    maxCalls: 3,
    formula: 'read + Query + 1 transaction, S = 1 session',
    why: 'the user is read first (existence), its sessions are found through the sessions index (Query), then the new hash and the deletion of every session are one transaction',
  },
  changeOwnPassword: {
    prepare: async (w) => {
      const user = await w.userWithSession();
      return { token: user.token, body: { current_password: user.password, new_password: 'a brand new password' } };
    },
    maxCalls: 3,
    formula: 'read + Query + 1 transaction, S = 1 session',
    why: 'the current password is verified against the stored hash (GetItem), the sessions are found through the sessions index (Query), then the new hash (conditional on the one verified) and the deletion of every session are one transaction',
  },

  // --- custom fields --------------------------------------------------------------------------
  createCustomField: { prepare: async (w) => ({ body: { key: w.unique('field').toLowerCase(), name: 'Field', type: 'text' } }), maxCalls: 1 },
  legacyCreateCustomField: { prepare: async (w) => ({ body: { key: w.unique('legacy').toLowerCase(), name: 'Field', type: 'text' } }), maxCalls: 1 },
  listCustomFields: { prepare: async () => ({}), maxCalls: 1 },
  setUserCustomFields: SET_USER_CUSTOM_FIELDS,
  // The deprecated alias takes the same request and makes the same calls.
  legacySetUserCustomFields: SET_USER_CUSTOM_FIELDS,

  // --- learning -------------------------------------------------------------------------------
  createCourse: { prepare: async (w) => ({ body: { title: w.unique('Course'), duration_minutes: 30 } }), maxCalls: 1 },
  createTrack: {
    prepare: async (w) => ({ body: { title: w.unique('Track'), course_ids: [await w.course(), await w.course()] } }),
    maxCalls: 2,
    why: 'the courses must exist: one BatchGetItem of the course ids, then the put',
  },
  listCourses: { prepare: async () => ({}), maxCalls: 1 },
  listTracks: { prepare: async () => ({}), maxCalls: 1 },
  listEnrollments: { prepare: async () => ({}), maxCalls: 1 },
  reportEnrollmentProgress: {
    prepare: async (w) => {
      const [userId] = await w.users(1);
      const assigned = await w.assignCourse(await w.course(), [userId!]);
      return { params: { enrollment_id: assigned.body.assigned[0].enrollment_id }, body: { progress: 40 } };
    },
    maxCalls: 2,
    why: READ_FIRST + ' (owner check, and the content type is part of the status index key)',
  },
  assignCourse: {
    sizes: ASSIGN_SIZES,
    prepare: async (w, n) => ({ body: { course_id: await w.course(), user_ids: await w.users(n) } }),
    maxCalls: ({ n }) => ceil(n / 100) + ceil(n / COURSE_USERS_PER_TRANSACTION) + 2,
    formula: `⌈N/100⌉ + ⌈N/${COURSE_USERS_PER_TRANSACTION}⌉ + 2`,
    why: `the course (GetItem), the users (one BatchGetItem per 100) and one transaction per ${COURSE_USERS_PER_TRANSACTION} users: each user's enrollment with the ADDs of its report counters (2 items per user, 2 for the course, #19), written one transaction at a time (they all add to the course's counters); one more call when the container is cold (the organization's zone buckets the counters)`,
  },
  assignTrack: {
    sizes: ASSIGN_SIZES,
    prepare: async (w, n) => ({ body: { track_id: (await w.track(TRACK_COURSES)).id, user_ids: await w.users(n) } }),
    maxCalls: ({ n }) => ceil(n / 100) + ceil(n / trackUsersPerTransaction(TRACK_COURSES)) + 2,
    formula: `⌈N/100⌉ + ⌈N/⌊(100 − 2(1+K))/(3+K)⌋⌉ + 2, K = ${TRACK_COURSES} courses`,
    why: 'as assign-course, but each user’s track enrollment and its K course enrollments are one atomic group with the user’s 2 counter items, and each transaction adds to 2 counter items of each of the 1+K contents: ⌊(100 − 2(1+K))/(3+K)⌋ users per transaction (for K = 0 this is the assign-course target)',
  },

  // --- learning reports -----------------------------------------------------------------------
  learningGeneralReportV2: {
    prepare: async () => ({ query: { page_size: 50 } }),
    maxCalls: 3,
    why: 'one Query for the page, then the page’s users and contents by BatchGetItem (one each for a page of ≤ 100), in parallel: names are read at report time, never copied onto enrollments',
  },
  learningCoursesReport: {
    prepare: async () => ({ query: { from_date: '2020-01-01', to_date: '2039-12-31', page_size: 50 } }),
    maxCalls: ({ body }) => 1 + ceil(body.results.length / 100),
    formula: '1 + ⌈rows/100⌉',
    why: 'one Query for the page of courses, then the rows’ stored counters (#19) by BatchGetItem: one item per row for no range or whole years (this request), up to 3 for partial first and last years (⌈3·rows/100⌉ calls)',
  },
  learningTracksReport: {
    prepare: async () => ({ query: { from_date: '2020-01-01', to_date: '2039-12-31', page_size: 50 } }),
    maxCalls: ({ body }) => 1 + ceil(body.results.length / 100),
    formula: '1 + ⌈rows/100⌉',
    why: 'as the courses report, per track',
  },
  learningUsersReport: {
    prepare: async () => ({ query: { from_date: '2020-01-01', to_date: '2039-12-31', page_size: 50 } }),
    maxCalls: ({ body }) => 1 + ceil(body.results.length / 100),
    formula: '1 + ⌈rows/100⌉',
    why: 'as the courses report, per user (was 1 + rows before the counters)',
  },

  // --- time off -------------------------------------------------------------------------------
  listTimeOffRequests: { prepare: async () => ({}), maxCalls: 1 },
  listTimeOffBalances: { prepare: async () => ({}), maxCalls: 1 },
  getTimeOffRequest: {
    prepare: async (w) => ({ params: { request_id: await w.timeOffRequest(await timeOffUser(w)) } }),
    maxCalls: 1,
  },
  createTimeOffRequest: {
    prepare: async (w) => ({ body: w.timeOffBody(await timeOffUser(w)) }),
    maxCalls: 2,
    why: 'the user must exist and be active (GetItem), then one transaction: request, balance reservation and the claim of each day',
  },
  approveTimeOffRequest: {
    prepare: async (w) => ({ params: { request_id: await w.timeOffRequest(await timeOffUser(w)) } }),
    maxCalls: 2,
    why: READ_FIRST + ' (the status decides the transition)',
  },
  rejectTimeOffRequest: {
    prepare: async (w) => ({ params: { request_id: await w.timeOffRequest(await timeOffUser(w)) } }),
    maxCalls: 2,
    why: READ_FIRST + ' (the status decides the transition and the days to return)',
  },
  cancelTimeOffRequest: {
    prepare: async (w) => ({ params: { request_id: await w.timeOffRequest(await timeOffUser(w)) } }),
    maxCalls: 2,
    why: READ_FIRST + ' (the status decides the transition and the days to return)',
  },
  deleteTimeOffRequest: {
    prepare: async (w) => ({ params: { request_id: await w.timeOffRequest(await timeOffUser(w)) } }),
    maxCalls: 2,
    why: 'issue #10: time-off delete ≤ 2 (GetItem, then the transaction that deletes it and returns its days)',
  },
  replaceTimeOffBalances: {
    prepare: async (w) => {
      const [id] = await w.users(1);
      return { params: { user_id: id! }, body: { vacation: 12, leave: 3 } };
    },
    maxCalls: 2,
    formula: 'one transaction (the balances and a ConditionCheck of the user) + one Query of the types not sent (none when all three are)',
    why: 'the answer holds all three balances, so the ones not sent are read back after the write',
  },

  // --- attendance -----------------------------------------------------------------------------
  createAttendanceMark: {
    prepare: async (w) => ({ body: { kind: 'in', at: new Date(Date.now() - 3600_000).toISOString(), user_id: w.collaborator.id } }),
    maxCalls: 1,
  },
  attendanceMarksReport: { prepare: async () => ({ query: { from_date: FROM, to_date: TO } }), maxCalls: 1 },
  attendanceDailyReport: {
    prepare: async (w) => reportsOrgRequest(w),
    maxCalls: derivedReport(1),
    formula: `⌈(U+1)/10⌉ + U, U = ${REPORT_USERS} users examined`,
    why: 'rows are computed per user (docs/decisions.md, Attendance): users listed 10 per Query, then each user’s marks of the range (one Query); at most max(page_size, 50) users per page',
  },
  attendanceAbsencesReport: {
    prepare: async (w) => reportsOrgRequest(w),
    maxCalls: derivedReport(2),
    formula: `⌈(U+1)/10⌉ + 2·U, U = ${REPORT_USERS} users examined`,
    why: 'as the daily report, plus each user’s approved time off overlapping the range (one Query)',
  },
  attendanceSummaryReport: {
    prepare: async (w) => reportsOrgRequest(w),
    maxCalls: derivedReport(2),
    formula: `⌈(U+1)/10⌉ + 2·U, U = ${REPORT_USERS} users examined`,
    why: 'as the absences report (marks and approved time off of each user)',
  },
};

/** Listing Queries of the derived attendance reports (10 users each, one more to learn the end) + per-user Queries. */
function derivedReport(perUser: number) {
  return () => ceil((REPORT_USERS + 1) / 10) + perUser * REPORT_USERS;
}

async function reportsOrgRequest(w: World): Promise<ScenarioRequest> {
  return { params: { slug: w.reportsOrg.org.slug }, token: w.reportsOrg.org.adminKey, query: { from_date: FROM, to_date: TO } };
}

let fieldKey: string | undefined;
async function customField(w: World): Promise<string> {
  if (!fieldKey) {
    const key = w.unique('dept').toLowerCase();
    await w.api({ method: 'POST', path: `/org/${w.slug}/custom-fields/`, body: { key, name: 'Department', type: 'text' } }, 201);
    fieldKey = key;
  }
  return fieldKey;
}

/** A user with balances, for time-off requests (each request takes the user's next free weekday). */
let timeOffUserId: string | undefined;
async function timeOffUser(w: World): Promise<string> {
  if (!timeOffUserId) {
    const [id] = await w.users(1);
    await w.balances(id!);
    timeOffUserId = id;
  }
  return timeOffUserId!;
}

/** Routes of the table without a scenario, and scenarios of routes that no longer exist. */
export function coverage(routes: readonly LambdaRoute[] = LAMBDA_ROUTES): { missing: string[]; stale: string[] } {
  const ids = new Set(routes.map((r) => r.id));
  return {
    missing: routes.filter((r) => !SCENARIOS[r.id]).map((r) => `${r.id} (${r.method} ${r.path})`),
    stale: Object.keys(SCENARIOS).filter((id) => !ids.has(id)),
  };
}

/** The route's path with its parameters filled in (the slug of the world's organization unless given). */
export function fillPath(route: LambdaRoute, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`scenario of ${route.id} gives no value for {${name}}`);
    return encodeURIComponent(value);
  });
}
