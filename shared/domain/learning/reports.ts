import type { Page, PageRequest } from '../../db/query-page';
import { listCatalogPage } from '../../db/entities/catalog';
import { CONTENT_CATALOG, getContentItems, type ContentKind } from '../../db/entities/learning-content';
import { countEnrollmentStatuses, queryEnrollmentsByDate, type StatusCounts } from '../../db/entities/learning-enrollments';
import { getUserRecords, listUsersPage, type User } from '../../db/entities/users';
import type { GeneralReportRowT, ReportUserT } from '../../schemas/learning';
import { requireOrganization } from '../organizations';
import { enrollmentWindow, inZone, type EnrollmentDateQuery } from './date-window';

/**
 * The four learning reports (contract 4.2, api.md "Learning reports"). Every one filters on
 * the enrollment date with a KEY RANGE on `<enrolled_at>#<id>` (date-window.ts), so a page
 * costs work proportional to the page:
 * - general-v2: one Query on the by-date index for the page, then the page's users and
 *   contents by BatchGet (at most ⌈page_size/100⌉ calls each, in parallel). User details are
 *   read at report time (emails and names change), never copied onto the enrollment.
 * - courses / tracks / users: one Query for the page of courses / tracks / users, then, per
 *   row, one Query on that content's (or user's) index partition restricted to the range,
 *   projecting only `status` (up to ROW_CONCURRENCY rows at a time). Cost per page: the
 *   enrollments of the page's rows within the range.
 */
const ROW_CONCURRENCY = 16;

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function windowOf(slug: string, query: EnrollmentDateQuery, legacy: boolean) {
  const { timezone } = await requireOrganization(slug);
  return { timezone, window: enrollmentWindow(timezone, query, { legacy }) };
}

const reportUser = (id: string, user: Pick<User, 'email' | 'first_name' | 'last_name'> | undefined): ReportUserT => ({
  id,
  email: user?.email ?? null,
  first_name: user?.first_name ?? null,
  last_name: user?.last_name ?? null,
});

export async function generalReport(slug: string, query: EnrollmentDateQuery, page: PageRequest): Promise<Page<GeneralReportRowT>> {
  const { timezone, window } = await windowOf(slug, query, true);
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
      content: { id: e.content_id, title: (contents.get(e.content_id)?.title as string | undefined) ?? null },
      status: e.status,
      progress: e.progress,
      course_enroll_date: inZone(e.enrolled_at, timezone),
      completed_at: e.completed_at ? inZone(e.completed_at, timezone) : null,
    })),
  };
}

const counters = (c: StatusCounts) => ({ enrolled: c.enrolled, in_progress: c.in_progress, completed: c.completed });
const completionRate = (c: StatusCounts) => (c.enrolled === 0 ? null : Math.round((c.completed / c.enrolled) * 10_000) / 10_000);

/** One row per course (or track) of the page, with the counters of its enrollments in the range. */
export async function contentReport(slug: string, kind: ContentKind, query: EnrollmentDateQuery, page: PageRequest) {
  const { window } = await windowOf(slug, query, false);
  const contents = await listCatalogPage<{ id: string; title: string }>(slug, CONTENT_CATALOG[kind], page);
  const counts = await mapLimit(contents.items, ROW_CONCURRENCY, (c) => countEnrollmentStatuses(slug, { content_id: c.id }, window));
  return {
    nextCursor: contents.nextCursor,
    items: contents.items.map((c, i) => ({
      [kind]: { id: c.id, title: c.title },
      ...counters(counts[i]!),
      completion_rate: completionRate(counts[i]!),
    })),
  };
}

/** One row per user of the organization (oldest first), with the counters of their enrollments in the range. */
export async function usersReport(slug: string, query: EnrollmentDateQuery, page: PageRequest) {
  const { window } = await windowOf(slug, query, false);
  const users = await listUsersPage(slug, {}, page);
  const counts = await mapLimit(users.items, ROW_CONCURRENCY, (u) => countEnrollmentStatuses(slug, { user_id: u.id }, window));
  return {
    nextCursor: users.nextCursor,
    items: users.items.map((u, i) => ({ user: reportUser(u.id, u), ...counters(counts[i]!) })),
  };
}
