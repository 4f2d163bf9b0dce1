import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keyId } from '../db/ids';
import { queryAll, queryPage, readCursor, writeCursor, type Page, type PageRequest } from '../db/query-page';
import {
  CONTENT_TYPES,
  ENROLLMENT_PATTERNS,
  ENROLLMENT_STATUSES,
  enrollmentKey,
  toEnrollment,
  type EnrollmentContentType,
  type EnrollmentRecord,
  type EnrollmentStatusValue,
  type EnrollmentIndex,
} from './enrollments-store';

/**
 * The enrollment lists and the general report: key ranges on the `<enrolled_at>#<id>` sort keys
 * of the access patterns declared in ./enrollments-store.ts (ENROLLMENT_PATTERNS).
 */
const { byDate: BY_DATE, byContent: BY_CONTENT, byUser: BY_USER, byTypeAndStatus: BY_TYPE_STATUS } = ENROLLMENT_PATTERNS;
const byDatePartition = (slug: string) => BY_DATE.partition(slug);
const byContentPartition = (slug: string, contentId: string) => BY_CONTENT.partition(slug, keyId(contentId));
const byUserPartition = (slug: string, userId: string) => BY_USER.partition(slug, keyId(userId));
type Index = EnrollmentIndex;


/** `[start, end)` of UTC sort-key prefixes; null = open (see date-window.ts). */
export interface KeyWindow {
  start: string | null;
  end: string | null;
}

const isEmptyWindow = (w: KeyWindow) => w.start !== null && w.end !== null && w.start >= w.end;

/**
 * The key condition of a window. `end` is exclusive: every sort key of an instant equal to
 * `end` is `<end>#<id>`, which sorts after `<end>`, so an inclusive `<= :end` (BETWEEN) and
 * an exclusive `< :end` select the same items.
 */
function keyCondition(index: Index, partition: string, window: KeyWindow): Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  const names: Record<string, string> = { '#pk': index.partitionKey };
  const values: Record<string, unknown> = { ':pk': partition };
  // DynamoDB refuses unused expression names, so `#sk` only comes with a range.
  if (window.start !== null || window.end !== null) names['#sk'] = index.sortKey;
  let range = '';
  if (window.start !== null && window.end !== null) {
    range = ' AND #sk BETWEEN :start AND :end';
    Object.assign(values, { ':start': window.start, ':end': window.end });
  } else if (window.start !== null) {
    range = ' AND #sk >= :start';
    values[':start'] = window.start;
  } else if (window.end !== null) {
    range = ' AND #sk < :end';
    values[':end'] = window.end;
  }
  return { IndexName: index.index ?? undefined, KeyConditionExpression: `#pk = :pk${range}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/** General report: one page of the organization's enrollments in the window, oldest first. */
export async function queryEnrollmentsByDate(slug: string, window: KeyWindow, page: PageRequest): Promise<Page<EnrollmentRecord>> {
  if (isEmptyWindow(window)) return { items: [], nextCursor: null };
  return queryPage(keyCondition(BY_DATE, byDatePartition(slug), window), page, toEnrollment);
}

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
  const condition =
    'content_id' in of
      ? keyCondition(BY_CONTENT, byContentPartition(slug, of.content_id), window)
      : keyCondition(BY_USER, byUserPartition(slug, of.user_id), window);
  const statuses = await queryAll(
    { ...condition, ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#status': 'status' }, ProjectionExpression: '#status' },
    (item) => item.status as EnrollmentStatusValue,
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
}

/** At most this many Queries fill one page narrowed by a FilterExpression. */
const MAX_FILL_ROUNDS = 5;

/**
 * The enrollment list, oldest `enrolled_at` first. The most selective filter is the key
 * condition: `user_id` (one user's partition) > `content_id` (one content's partition) >
 * `content_type`/`status` (type-status partitions) > none (the by-date partition). The
 * other filters narrow that one partition with a FilterExpression (a user's or a content's
 * enrollments, never the organization's): a filtered page is filled with at most
 * MAX_FILL_ROUNDS Queries of at most `page_size` items, so it may be short while `next` is set.
 */
export async function listEnrollmentsPage(slug: string, filters: EnrollmentListFilters, page: PageRequest): Promise<Page<EnrollmentRecord>> {
  const open: KeyWindow = { start: null, end: null };
  if (filters.user_id !== undefined || filters.content_id !== undefined) {
    const base =
      filters.user_id !== undefined
        ? keyCondition(BY_USER, byUserPartition(slug, filters.user_id), open)
        : keyCondition(BY_CONTENT, byContentPartition(slug, filters.content_id!), open);
    const names: Record<string, string> = { ...base.ExpressionAttributeNames };
    const values: Record<string, unknown> = { ...base.ExpressionAttributeValues };
    const conditions: string[] = [];
    for (const field of ['content_id', 'content_type', 'status'] as const) {
      if (filters[field] === undefined || (field === 'content_id' && filters.user_id === undefined)) continue;
      names[`#f_${field}`] = field;
      values[`:f_${field}`] = filters[field];
      conditions.push(`#f_${field} = :f_${field}`);
    }
    return queryPage(
      { ...base, ExpressionAttributeNames: names, ExpressionAttributeValues: values, ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}) },
      page,
      toEnrollment,
      { maxQueries: MAX_FILL_ROUNDS },
    );
  }
  if (filters.content_type !== undefined || filters.status !== undefined) {
    const types = filters.content_type ? [filters.content_type] : CONTENT_TYPES;
    const statuses = filters.status ? [filters.status] : ENROLLMENT_STATUSES;
    const partitions = types.flatMap((t) => statuses.map((s) => BY_TYPE_STATUS.partition(slug, t, s)));
    return mergedPage(slug, BY_TYPE_STATUS, partitions, page);
  }
  return queryPage(keyCondition(BY_DATE, byDatePartition(slug), open), page, toEnrollment, { maxQueries: MAX_FILL_ROUNDS });
}

/** Cursor position of one partition of a merge: '' = not started, '~' = exhausted, else the last sort key served. */
const EXHAUSTED = '~';

/**
 * One page of the union of a few index partitions (2 or 3), in sort-key order: each
 * partition is read from its own position for at most `page_size` items, the results are
 * merged and the first `page_size` served. The cursor keeps each partition's position.
 * Cost: at most (partitions × page_size) items read per page.
 */
async function mergedPage(slug: string, index: Index, partitions: string[], page: PageRequest): Promise<Page<EnrollmentRecord>> {
  const decoded = readCursor(page, (position) => partitions.every((_, i) => typeof position[`s${i}`] === 'string'));
  const positions = partitions.map((_, i) => (decoded ? (decoded[`s${i}`] as string) : ''));
  const fetched = await Promise.all(
    partitions.map(async (partition, i) => {
      const position = positions[i]!;
      if (position === EXHAUSTED) return { items: [] as Record<string, unknown>[], more: false };
      const startKey = position
        ? { [index.partitionKey]: partition, [index.sortKey]: position, ...enrollmentKey(slug, position.slice(position.lastIndexOf('#') + 1)) }
        : undefined;
      const result = await db().send(
        new QueryCommand({ ...keyCondition(index, partition, { start: null, end: null }), TableName: tableName(), Limit: page.size, ExclusiveStartKey: startKey }),
      );
      return { items: result.Items ?? [], more: Boolean(result.LastEvaluatedKey) };
    }),
  );
  const merged = fetched
    .flatMap((f, i) => f.items.map((item) => ({ i, sk: item[index.sortKey] as string, item })))
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
  return { items: merged.map((m) => toEnrollment(m.item)), nextCursor: done ? null : writeCursor(page, cursor) };
}
