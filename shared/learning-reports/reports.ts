import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Page, PageRequest } from '../db/query-page';
import { ApiError } from '../errors/api-error';
import { publishMetric } from '../http/metrics';
import { log } from '../observability/log';
import { COUNTER_INVARIANT_AREA, RELIABILITY_METRICS } from '../observability/metric-names';
import { MIGRATION_RETRY_AFTER_SECONDS } from '../tenancy/data-level';
import { listCatalogPage } from '../organization/catalog-store';
import { CONTENT_CATALOG, getContentItems, type ContentKind } from '../learning/content-store';
import { readCountersWith, type CounterSubject, type CounterValues } from '../learning/counters-store';
import { DEPLOYMENT_KEY, deploymentOf, GATE_ATTRIBUTES, isStale } from '../tenancy/deployment-store';
import { organizationKey } from '../tenancy/organizations-store';
import { queryEnrollmentsByDate } from '../learning/enrollment-lists-store';
import { listUsersPage } from '../directory/user-lists-store';
import { getUserRecords } from '../directory/users-store';
import type { User } from '../directory/schemas';
import type { GeneralReportRowT, ReportUserT } from '../learning/schemas';
import { requireMigrated, requireOrganization, requireReconciled } from '../tenancy/organizations';
import { checkDateFilters, enrollmentWindow, inZone, type EnrollmentDateQuery } from '../learning/date-window';

/**
 * The four learning reports (contract 4.2, api.md "Learning reports"). A page costs work
 * proportional to the page, never to the organization's enrollments (issue #19):
 * - general-v2: one Query on the by-date index for the page (the date filter is a KEY RANGE on
 *   `<enrolled_at>#<id>`, date-window.ts), then the page's users and contents by BatchGet (at
 *   most ⌈page_size/100⌉ calls each, in parallel). User details are read at report time
 *   (emails and names change), never copied onto the enrollment.
 * - courses / tracks / users: one Query for the page of courses / tracks / users, then the
 *   stored counters of the page's rows (counters-store.ts: bucketed by local date in the
 *   organization's zone, so the range needs no instant arithmetic) by BatchGet: 1 to 3 items
 *   per row depending on the range, ⌈rows × items / 100⌉ calls in parallel.
 */
/**
 * The organization (404), then the 400s of the date filters: the counter reports need no window
 * of instants. Then its counters must be complete: until the `counters-v2` migration is done for
 * the organization (#29), 503 `migration_in_progress`, never a partial count.
 */
async function checkCounterQuery(slug: string, query: EnrollmentDateQuery): Promise<void> {
  const org = await requireOrganization(slug);
  checkDateFilters(query, { legacy: false });
  requireMigrated(org, 'counters-v2');
}

const reportUser = (id: string, user: Pick<User, 'email' | 'first_name' | 'last_name'> | undefined): ReportUserT => ({
  id,
  email: user?.email ?? null,
  first_name: user?.first_name ?? null,
  last_name: user?.last_name ?? null,
});

export async function generalReport(slug: string, query: EnrollmentDateQuery, page: PageRequest): Promise<Page<GeneralReportRowT>> {
  const { timezone } = await requireOrganization(slug);
  const window = enrollmentWindow(timezone, query, { legacy: true });
  const enrollments = await queryEnrollmentsByDate(slug, window, page);
  const [users, contents] = await Promise.all([
    getUserRecords(slug, enrollments.items.map((e) => e.user_id)),
    getContentItems(slug, enrollments.items.map((e) => ({ kind: e.content_type, id: e.content_id }))),
  ]);
  return {
    nextCursor: enrollments.nextCursor,
    items: enrollments.items.map((e) => ({
      enrollment_id: e.id,
      user: reportUser(e.user_id, users.get(e.user_id)),
      content_type: e.content_type,
      content: { id: e.content_id, title: contents.get(e.content_id)?.title ?? null },
      status: e.status,
      progress: e.progress,
      course_enroll_date: inZone(e.enrolled_at, timezone),
      completed_at: e.completed_at ? inZone(e.completed_at, timezone) : null,
    })),
  };
}

const completionRate = (c: CounterValues) => (c.enrolled === 0 ? null : Math.round((c.completed / c.enrolled) * 10_000) / 10_000);

/** Counters no enrollments could give: a negative count, or more in progress and completed than enrolled. */
const broken = (c: CounterValues) => c.enrolled < 0 || c.in_progress < 0 || c.completed < 0 || c.in_progress + c.completed > c.enrolled;

/**
 * The counters of the page's rows over the request's local-date range. Stored counters that
 * break an invariant (#40 §4: a write of another release not reconciled, a corrupted item) are
 * never answered, nor do they fail the response's validation with a 500: the request answers 503
 * with `Retry-After`, one log line names the rows, and the CounterInvariantBroken metric (alarmed)
 * tells the operator to run `npm run migrate -- --verify`.
 */
async function rowCounters(slug: string, query: EnrollmentDateQuery, subjects: CounterSubject[]): Promise<CounterValues[]> {
  // The deploy record and the organization's META come with the counters, in the same BatchGetItem (#40).
  const gate = { keys: [DEPLOYMENT_KEY, organizationKey(slug)], attributes: GATE_ATTRIBUTES };
  const { counts, also } = await readCountersWith(slug, subjects, { from: query.from_date, to: query.to_date }, gate);
  // A deploy is open and the older release's writes are not reconciled yet: never a number that misses them.
  requireReconciled(isStale(deploymentOf(also(DEPLOYMENT_KEY)), also(organizationKey(slug))));
  const wrong = subjects.filter((_, i) => broken(counts[i]!));
  if (wrong.length === 0) return counts;
  log.error('report counters break an invariant', { org: slug, subjects: wrong.slice(0, 20).map((s) => `${s.kind}:${s.id}`), from: query.from_date, to: query.to_date });
  // Per area only (the reports' tag), so one alarm watches every counter report (infra/cdk/monitoring.ts).
  publishMetric(RELIABILITY_METRICS.counterInvariantBroken, MetricUnit.Count, 1, { area: COUNTER_INVARIANT_AREA });
  throw new ApiError('migration_in_progress', 'This report’s counters are being repaired; retry later.', undefined, { 'Retry-After': String(MIGRATION_RETRY_AFTER_SECONDS) });
}

/** One row per course (or track) of the page, with the counters of its enrollments in the range. */
export async function contentReport(slug: string, kind: ContentKind, query: EnrollmentDateQuery, page: PageRequest) {
  // Validates the filters (400s) before any read of rows.
  await checkCounterQuery(slug, query);
  const contents = await listCatalogPage(slug, CONTENT_CATALOG[kind], page);
  const counts = await rowCounters(slug, query, contents.items.map((c) => ({ kind: 'content', id: c.id })));
  return {
    nextCursor: contents.nextCursor,
    items: contents.items.map((c, i) => ({
      [kind]: { id: c.id, title: c.title },
      ...counts[i]!,
      completion_rate: completionRate(counts[i]!),
    })),
  };
}

/** One row per user of the organization (oldest first), with the counters of their enrollments in the range. */
export async function usersReport(slug: string, query: EnrollmentDateQuery, page: PageRequest) {
  await checkCounterQuery(slug, query);
  const users = await listUsersPage(slug, {}, page);
  const counts = await rowCounters(slug, query, users.items.map((u) => ({ kind: 'user', id: u.id })));
  return {
    nextCursor: users.nextCursor,
    items: users.items.map((u, i) => ({ user: reportUser(u.id, u), ...counts[i]! })),
  };
}
