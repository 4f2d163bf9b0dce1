import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keyId } from '../db/ids';
import { accessPattern } from '../db/access-pattern';
import { entityKey } from '../db/prefixes';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import type { TimeOffStatus, TimeOffType } from './schemas';

/**
 * Time-off requests: `ORG#<slug>#TIMEOFF_REQUEST / <id>` (GetItem by id).
 *
 * Every index sorts by `<start_date>#<id>`, so a period filter is a key range on start_date:
 * a request overlaps [from, to] when start_date <= to AND end_date >= from; since a period is
 * at most MAX_PERIOD_CALENDAR_DAYS long, end_date >= from implies start_date >= from - (MAX - 1),
 * which bounds the range at the bottom too (BETWEEN); end_date >= from is the FilterExpression.
 *
 * Access patterns:
 * - byUser:   gsi1 `ORG#<slug>#TIMEOFF_USER#<user id>` / `<start_date>#<id>`
 * - byStatus: gsi2 `ORG#<slug>#TIMEOFF_STATUS#<status>` / `<start_date>#<id>`
 * - byType:   gsi3 `ORG#<slug>#TIMEOFF_TYPE#<type>` / `<start_date>#<id>`
 * - all:      gsi4 `ORG#<slug>#TIMEOFF_ALL` / `<start_date>#<id>`
 */

/** The longest period one request may span (calendar days, inclusive): see the header comment. */
export const MAX_PERIOD_CALENDAR_DAYS = 92;

export interface TimeOffRequest {
  id: string;
  user_id: string;
  type: TimeOffType;
  start_date: string;
  end_date: string;
  days: number;
  status: TimeOffStatus;
  reason?: string;
  created_at: string;
  updated_at: string;
  decided_at?: string;
  decided_by?: string;
}

/** The access patterns of requests, declared (see the list above). */
export const REQUEST_PATTERNS = {
  byUser: accessPattern('timeoffRequestsByUser', 'gsi1'),
  byStatus: accessPattern('timeoffRequestsByStatus', 'gsi2'),
  byType: accessPattern('timeoffRequestsByType', 'gsi3'),
  all: accessPattern('timeoffRequestsAll', 'gsi4'),
};
const { byUser, byStatus, byType, all } = REQUEST_PATTERNS;

export const requestKey = (slug: string, id: string) => ({ pk: entityKey(slug, 'timeoffRequest'), sk: keyId(id) });
export const statusPartition = (slug: string, status: TimeOffStatus) => byStatus.partition(slug, status);
export const startSortKey = (request: Pick<TimeOffRequest, 'start_date' | 'id'>) => `${request.start_date}#${request.id}`;

/** The index attributes of a request item; gsi2 must be rewritten whenever the status changes. */
export function requestIndexAttributes(slug: string, request: TimeOffRequest): Record<string, string> {
  const sort = startSortKey(request);
  return {
    ...byUser.attributes(slug, sort, keyId(request.user_id)),
    ...byStatus.attributes(slug, sort, request.status),
    ...byType.attributes(slug, sort, request.type),
    ...all.attributes(slug, sort),
  };
}

/** The public view: an explicit list of fields. */
export function toTimeOffRequest(item: Record<string, unknown>): TimeOffRequest {
  const out: TimeOffRequest = {
    id: item.id as string,
    user_id: item.user_id as string,
    type: item.type as TimeOffType,
    start_date: item.start_date as string,
    end_date: item.end_date as string,
    days: Number(item.days),
    status: item.status as TimeOffStatus,
    created_at: item.created_at as string,
    updated_at: item.updated_at as string,
  };
  for (const field of ['reason', 'decided_at', 'decided_by'] as const) {
    if (typeof item[field] === 'string') out[field] = item[field] as string;
  }
  return out;
}

/** The lowest start_date a request overlapping a period starting at `from` can have. */
export function earliestOverlappingStart(from: string): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (MAX_PERIOD_CALENDAR_DAYS - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * Key condition + filter for "overlaps [from, to]" on an index sorted by `<start_date>#<id>`.
 * Either bound may be absent (open on that side).
 */
export function overlapCondition(
  sortKeyName: string,
  from: string | undefined,
  to: string | undefined,
): { key: string; filter?: string; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let key = '';
  // `#` sorts before any digit, `~` after any ULID character: `<date>#~` closes the day.
  if (from && to) {
    key = ` AND ${sortKeyName} BETWEEN :lo AND :hi`;
    values[':lo'] = earliestOverlappingStart(from);
    values[':hi'] = `${to}#~`;
  } else if (to) {
    key = ` AND ${sortKeyName} <= :hi`;
    values[':hi'] = `${to}#~`;
  } else if (from) {
    key = ` AND ${sortKeyName} >= :lo`;
    values[':lo'] = earliestOverlappingStart(from);
  }
  if (from) values[':from'] = from;
  return { key, filter: from ? 'end_date >= :from' : undefined, values };
}

/**
 * APPROVED requests of the organization (or of one user) overlapping [from, to]: one Query per
 * page on the status index (organization) or the user index (one user, status as a filter).
 */
export async function approvedOverlapping(slug: string, from: string, to: string, userId?: string): Promise<TimeOffRequest[]> {
  const [pattern, key] = userId ? [byUser, byUser.query(slug, keyId(userId))] : [byStatus, byStatus.query(slug, 'approved')];
  const range = overlapCondition('#sk', from, to);
  const filters = [range.filter!];
  const values: Record<string, unknown> = { ...key.ExpressionAttributeValues, ...range.values };
  if (userId) {
    values[':approved'] = 'approved';
    filters.push('#status = :approved');
  }
  return queryAll(
    {
      IndexName: key.IndexName,
      KeyConditionExpression: `#pk = :pk${range.key}`,
      FilterExpression: filters.join(' AND '),
      ExpressionAttributeNames: { ...key.ExpressionAttributeNames, '#sk': pattern.sortKey, ...(userId ? { '#status': 'status' } : {}) },
      ExpressionAttributeValues: values,
    },
    toTimeOffRequest,
  );
}

export async function getRequest(slug: string, id: string): Promise<TimeOffRequest | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: requestKey(slug, id), ConsistentRead: true }));
  return Item ? toTimeOffRequest(Item) : null;
}

export interface RequestFilters {
  status?: TimeOffStatus;
  type?: TimeOffType;
  user_id?: string;
  from_date?: string;
  to_date?: string;
}

/**
 * Which index answers a filter set: the most selective key first (a user's requests are few;
 * then the status, then the type), the other filters as a FilterExpression inside that key's
 * start_date range (see overlapCondition).
 */
export function planListQuery(slug: string, filters: RequestFilters) {
  const [pattern, key] = filters.user_id
    ? [byUser, byUser.query(slug, keyId(filters.user_id))]
    : filters.status
      ? [byStatus, byStatus.query(slug, filters.status)]
      : filters.type
        ? [byType, byType.query(slug, filters.type)]
        : [all, all.query(slug)];
  const range = overlapCondition('#sk', filters.from_date, filters.to_date);
  const names: Record<string, string> = { ...key.ExpressionAttributeNames, ...(range.key ? { '#sk': pattern.sortKey } : {}) };
  const values: Record<string, unknown> = { ...key.ExpressionAttributeValues, ...range.values };
  const conditions: string[] = range.filter ? [range.filter] : [];
  if (filters.status && pattern !== byStatus) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = filters.status;
  }
  if (filters.type && pattern !== byType) {
    conditions.push('#type = :type');
    names['#type'] = 'type';
    values[':type'] = filters.type;
  }
  return {
    input: {
      IndexName: key.IndexName,
      KeyConditionExpression: `#pk = :pk${range.key}`,
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A filtered page may need several Queries to fill; bounded so one page never costs the table. */
const MAX_QUERIES_PER_PAGE = 5;

/**
 * One page of requests, ordered by start_date then id. With a FilterExpression DynamoDB counts
 * `Limit` before filtering, so this keeps querying (at most MAX_QUERIES_PER_PAGE times) until
 * the page is full, and the cursor is the key of the last request returned. A page can still
 * be short (or empty) with a `next` when the filter discards many items: follow `next` to null.
 */
export async function listRequestsPage(slug: string, filters: RequestFilters, page: PageRequest): Promise<Page<TimeOffRequest>> {
  return queryPage(planListQuery(slug, filters).input, page, toTimeOffRequest, { maxQueries: MAX_QUERIES_PER_PAGE });
}
