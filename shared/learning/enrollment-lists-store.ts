import { filteredPage, plan } from '../db/filtered-page';
import * as z from 'zod/mini';
import { queryInput, withFilters, withRange, type Filter, type KeyQuery, type SortRange } from '../db/key-query';
import { queryAll, queryPage, readCursor, writeCursor, type Page, type PageRequest } from '../db/query-page';
import {
  CONTENT_TYPES,
  ENROLLMENT_STATUSES,
  ENROLLMENTS,
  toEnrollment,
  type EnrollmentContentType,
  type EnrollmentRecord,
  type EnrollmentSourceType,
  type EnrollmentStatusValue,
} from './enrollments-store';

/**
 * The enrollment lists and the general report: key ranges on the `<enrolled_at>#<id>` sort keys
 * of the indexes of the enrollment entity (ENROLLMENTS, ./enrollments-store.ts).
 */
const { byDate, byContent, byUser, byTypeAndStatus } = ENROLLMENTS.indexes;

/** `[start, end)` of UTC sort-key prefixes; null = open (see date-window.ts). */
export interface KeyWindow {
  start: string | null;
  end: string | null;
}

const isEmptyWindow = (w: KeyWindow) => w.start !== null && w.end !== null && w.start >= w.end;

/**
 * The sort-key range of a window. `end` is exclusive: every sort key of an instant equal to
 * `end` is `<end>#<id>`, which sorts after `<end>`, so an inclusive `<= :end` (BETWEEN) and
 * an exclusive `< :end` select the same items.
 */
function windowRange(window: KeyWindow): SortRange | undefined {
  if (window.start !== null && window.end !== null) return { op: 'between', low: window.start, high: window.end };
  if (window.start !== null) return { op: '>=', value: window.start };
  if (window.end !== null) return { op: '<', value: window.end };
  return undefined;
}

/** General report: one page of the organization's enrollments in the window, oldest first. */
export async function queryEnrollmentsByDate(slug: string, window: KeyWindow, page: PageRequest): Promise<Page<EnrollmentRecord>> {
  if (isEmptyWindow(window)) return { items: [], nextCursor: null };
  return queryPage(byDate.query(slug, {}, windowRange(window)), page, toEnrollment);
}

/** The recount's projection, read through a schema like every item. */
const StatusOnly = z.object({ status: z.enum(ENROLLMENT_STATUSES) });

export interface StatusCounts {
  enrolled: number;
  not_started: number;
  in_progress: number;
  completed: number;
}

/**
 * RECOUNT of one content's or one user's enrollments over a window, from the enrollments
 * themselves: one Query on that content's or user's index partition, restricted to the key
 * range, projecting only `status` (followed through DynamoDB's 1 MB pages). Cost: the
 * enrollments of that row in the range. Not on a request path since #19 (the reports read
 * the stored counters); it is the reference the counters are checked against.
 */
export async function countEnrollmentStatuses(
  slug: string,
  of: { content_id: string } | { user_id: string },
  window: KeyWindow,
): Promise<StatusCounts> {
  const counts: StatusCounts = { enrolled: 0, not_started: 0, in_progress: 0, completed: 0 };
  if (isEmptyWindow(window)) return counts;
  const query = 'content_id' in of ? byContent.query(slug, of, windowRange(window)) : byUser.query(slug, of, windowRange(window));
  const input = queryInput(query);
  const statuses = await queryAll(
    { ...input, ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#status': 'status' }, ProjectionExpression: '#status' },
    (item) => StatusOnly.parse(item).status,
  );
  for (const status of statuses) {
    counts.enrolled++;
    if (status in counts) counts[status]++;
  }
  return counts;
}

export interface EnrollmentListFilters {
  user_id?: string;
  content_type?: EnrollmentContentType;
  content_id?: string;
  status?: EnrollmentStatusValue;
  /** `source.type` (#42): a FilterExpression on `source_type` (absent for an assignment). */
  source?: EnrollmentSourceType;
}

/** The filter of a `source` (an assignment stores no source attributes). */
const sourceFilter = (source: EnrollmentSourceType | undefined): Filter[] =>
  source === undefined ? [] : source === 'assignment' ? [{ attribute: 'source_type', op: 'absent' }] : [{ attribute: 'source_type', op: '=', value: source }];

/**
 * The enrollment list, oldest `enrolled_at` first. The most selective filter is the key
 * condition: `user_id` (one user's partition) > `content_id` (one content's partition) >
 * `content_type`/`status` (type-status partitions) > none (the by-date partition). The
 * other filters narrow that one partition with a FilterExpression (a user's or a content's
 * enrollments, never the organization's), through the one planner (shared/db/filtered-page.ts):
 * a filtered page may be short while `next` is set.
 */
export async function listEnrollmentsPage(slug: string, filters: EnrollmentListFilters, page: PageRequest): Promise<Page<EnrollmentRecord>> {
  // The merge reads each partition by position: a FilterExpression (source) would stall it, so
  // a `source` filter narrows the planned Query below instead.
  const { source, ...keyFilters } = filters;
  if (source === undefined && filters.user_id === undefined && filters.content_id === undefined && (filters.content_type !== undefined || filters.status !== undefined)) {
    const types = filters.content_type ? [filters.content_type] : CONTENT_TYPES;
    const statuses = filters.status ? [filters.status] : ENROLLMENT_STATUSES;
    return mergedPage(slug, types.flatMap((content_type) => statuses.map((status) => byTypeAndStatus.query(slug, { content_type, status }))), page);
  }
  const query = plan<EnrollmentListFilters>(
    [
      { uses: ['user_id'], query: (f) => byUser.query(slug, { user_id: f.user_id! }) },
      { uses: ['content_id'], query: (f) => byContent.query(slug, { content_id: f.content_id! }) },
      { uses: [], query: () => byDate.query(slug, {}) },
    ],
    keyFilters,
    ['content_id', 'content_type', 'status'],
  );
  return filteredPage(withFilters(query, sourceFilter(source)), page, toEnrollment);
}

/** Cursor position of one partition of a merge: '' = not started, '~' = exhausted, else the last sort key served. */
const EXHAUSTED = '~';

/**
 * One page of the union of a few index partitions (2 or 3), in sort-key order: each
 * partition is read from its own position for at most `page_size` items, the results are
 * merged and the first `page_size` served. The cursor keeps each partition's position.
 * Cost: at most (partitions × page_size) items read per page.
 */
async function mergedPage(slug: string, partitions: KeyQuery[], page: PageRequest): Promise<Page<EnrollmentRecord>> {
  const { sortKey } = byTypeAndStatus;
  const decoded = readCursor(page, (position) => partitions.every((_, i) => typeof position[`s${i}`] === 'string'));
  const positions = partitions.map((_, i) => (decoded ? String(decoded[`s${i}`]) : ''));
  const fetched = await Promise.all(
    partitions.map(async (query, i) => {
      const position = positions[i]!;
      if (position === EXHAUSTED) return { items: [], more: false };
      // After the last sort key served (sort keys are unique: `<enrolled_at>#<id>`), one Query of at most a page.
      const items = await ENROLLMENTS.queryOnce(withRange(query, position ? { op: '>', value: position } : undefined), { limit: page.size });
      // A full page may have more (DynamoDB's LastEvaluatedKey at the Limit); a short one has not.
      return { items, more: items.length === page.size };
    }),
  );
  const merged = fetched
    .flatMap((f, i) => f.items.map((item) => ({ i, sk: ENROLLMENTS.indexAttributes(slug, item)[sortKey]!, item })))
    .sort((a, b) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0))
    .slice(0, page.size);
  const next = [...positions];
  for (const { i, sk } of merged) next[i] = sk;
  fetched.forEach((f, i) => {
    const servedAll = f.items.length === merged.filter((m) => m.i === i).length;
    if (positions[i] !== EXHAUSTED && servedAll && !f.more) next[i] = EXHAUSTED;
  });
  const done = next.every((p) => p === EXHAUSTED);
  const cursor = Object.fromEntries(next.map((p, i) => [`s${i}`, p]));
  return { items: merged.map((m) => m.item), nextCursor: done ? null : writeCursor(page, cursor) };
}
