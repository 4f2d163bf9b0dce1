import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { plan, filteredPage } from '../db/filtered-page';
import { queryInput, withFilters, withRange, type Filter, type KeyQuery, type SortRange } from '../db/key-query';
import { queryAll, type Page, type PageRequest } from '../db/query-page';
import { TIMEOFF_STATUSES, TIMEOFF_TYPES } from './enums';
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

/** A request as stored (without its keys): what the entity writes and reads. */
const StoredRequest = z.object({
  id: stored.string,
  user_id: stored.string,
  type: z.enum(TIMEOFF_TYPES),
  start_date: stored.string,
  end_date: stored.string,
  days: stored.number,
  status: z.enum(TIMEOFF_STATUSES),
  reason: stored.optionalString,
  created_at: stored.string,
  updated_at: stored.string,
  decided_at: stored.optionalString,
  decided_by: stored.optionalString,
});
export type TimeOffRequest = z.output<typeof StoredRequest>;

/** Every index sorts by `<start_date>#<id>` (see the header). */
const BY_START = ['start_date', 'id'] as const;

/** The request entity, declared once (shared/db/entity.ts): its keys, indexes and reads derive from it. */
export const REQUESTS = defineEntity({
  name: 'timeoff_request',
  schema: StoredRequest,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {
    byUser: { index: 'gsi1', composites: ['user_id'], sort: BY_START },
    byStatus: { index: 'gsi2', composites: ['status'], sort: BY_START },
    byType: { index: 'gsi3', composites: ['type'], sort: BY_START },
    all: { index: 'gsi4', composites: [], sort: BY_START },
  },
});
const { byUser, byStatus, byType, all } = REQUESTS.indexes;

/** The public view: the stored request read through its schema. */
export const toTimeOffRequest = (item: Record<string, unknown>): TimeOffRequest => REQUESTS.parse(item);

/** The lowest start_date a request overlapping a period starting at `from` can have. */
export function earliestOverlappingStart(from: string): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (MAX_PERIOD_CALENDAR_DAYS - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The key range and filter of "overlaps [from, to]" on an index sorted by `<start_date>#<id>`.
 * Either bound may be absent (open on that side).
 */
export function overlap(from: string | undefined, to: string | undefined): { range?: SortRange; filters: Filter[] } {
  // `#` sorts before any digit, `~` after any ULID character: `<date>#~` closes the day.
  const range: SortRange | undefined =
    from && to
      ? { op: 'between', low: earliestOverlappingStart(from), high: `${to}#~` }
      : to
        ? { op: '<=', value: `${to}#~` }
        : from
          ? { op: '>=', value: earliestOverlappingStart(from) }
          : undefined;
  return { range, filters: from ? [{ attribute: 'end_date', op: '>=', value: from }] : [] };
}

const overlapping = (query: KeyQuery, from: string | undefined, to: string | undefined): KeyQuery => {
  const { range, filters } = overlap(from, to);
  return withFilters(withRange(query, range), filters);
};

/**
 * APPROVED requests of the organization (or of one user) overlapping [from, to]: one Query per
 * page on the status index (organization) or the user index (one user, status as a filter).
 */
export async function approvedOverlapping(slug: string, from: string, to: string, userId?: string): Promise<TimeOffRequest[]> {
  const query = userId
    ? withFilters(byUser.query(slug, { user_id: userId }), [{ attribute: 'status', op: '=', value: 'approved' }])
    : byStatus.query(slug, { status: 'approved' });
  return queryAll(queryInput(overlapping(query, from, to)), toTimeOffRequest);
}

export async function getRequest(slug: string, id: string): Promise<TimeOffRequest | null> {
  return REQUESTS.get(slug, { id }, { consistent: true });
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
 * start_date range (see overlap).
 */
export function planListQuery(slug: string, filters: RequestFilters): KeyQuery {
  const query = plan<RequestFilters>(
    [
      { uses: ['user_id'], query: (f) => byUser.query(slug, { user_id: f.user_id! }) },
      { uses: ['status'], query: (f) => byStatus.query(slug, { status: f.status! }) },
      { uses: ['type'], query: (f) => byType.query(slug, { type: f.type! }) },
      { uses: [], query: () => all.query(slug, {}) },
    ],
    filters,
    ['status', 'type'],
  );
  return overlapping(query, filters.from_date, filters.to_date);
}

/**
 * One page of requests, ordered by start_date then id (shared/db/filtered-page.ts: a filtered
 * page is filled with a bounded number of Queries and may be short with a `next`).
 */
export async function listRequestsPage(slug: string, filters: RequestFilters, page: PageRequest): Promise<Page<TimeOffRequest>> {
  return filteredPage(planListQuery(slug, filters), page, toTimeOffRequest);
}
