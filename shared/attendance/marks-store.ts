import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import { queryInput } from '../db/key-query';
import { transaction } from '../db/operations';
import { USERS } from '../directory/users-store';

/**
 * Attendance marks (clock in / out). Keys are ordered by instant, so every read is a key range:
 *
 * - byOrgInstant:  base `ORG#<slug>#MARK` / `<at UTC ISO>#<id>`: the organization's marks of a
 *                  period (the marks report) = one key range.
 * - byUserInstant: gsi1 `ORG#<slug>#MARK_USER#<user id>` / `<at UTC ISO>#<id>`: one user's marks
 *                  of a period (the per-user reports and the `user_id` filter) = one key range.
 *
 * `at` is stored as `Date#toISOString()` (fixed width, millisecond precision), so string order
 * is time order; the `#<id>` suffix keeps two marks of the same millisecond apart and makes a
 * range `BETWEEN <start> AND <end>` exclude a mark exactly at `<end>` (the half-open interval
 * the reports want). Marks are immutable: there is no update or delete.
 */
const StoredMark = z.object({
  id: stored.string,
  user_id: stored.string,
  /** UTC instant, `YYYY-MM-DDTHH:mm:ss.sssZ`. */
  at: stored.string,
  kind: z.enum(['in', 'out']),
  source: stored.optionalString,
  /**
   * Who recorded it: the user id behind a session, or `api_key:<id>`. Absent on marks written
   * before it was tracked (and on demo data).
   */
  created_by: stored.optionalString,
  /** Server time of the write (not `at`, which the caller may give). */
  created_at: stored.string,
});
export type MarkRecord = z.output<typeof StoredMark>;

/** Both keys sort by `<at>#<id>` (see the header). */
const BY_INSTANT = ['at', 'id'] as const;

/** The mark entity, declared once (shared/db/entity.ts): by organization and instant, and (gsi1) by user and instant. */
export const MARKS = defineEntity({
  name: 'attendance_mark',
  schema: StoredMark,
  primary: { index: null, composites: [], sort: BY_INSTANT },
  indexes: { byUserInstant: { index: 'gsi1', composites: ['user_id'], sort: BY_INSTANT } },
});
const byOrgInstant = MARKS.primary;
const { byUserInstant } = MARKS.indexes;

/** A stored mark (or a stream image) read through its schema. */
export const toMarkRecord = (item: Record<string, unknown>): MarkRecord => MARKS.parse(item);

/** The stored item of a mark. */
export const markItem = (slug: string, mark: MarkRecord): Record<string, unknown> => MARKS.item(slug, mark);

export type PutMarkResult = 'created' | 'user_not_active';

/**
 * Writes a mark in one transaction with a check that its user still exists and is active,
 * so a mark can never slip in for a user deactivated in the meantime.
 */
export async function putMarkForActiveUser(slug: string, mark: MarkRecord): Promise<PutMarkResult> {
  const write = transaction({ user: USERS.check(slug, { id: mark.user_id }, (w) => w.eq('status', 'active')), mark: MARKS.create(slug, mark) });
  try {
    await write.go();
    return 'created';
  } catch (error) {
    if (write.failed(error, 'user')) return 'user_not_active';
    throw error;
  }
}

/** A half-open UTC range `[start, end)` on a `<at>#<id>` sort key (`<end>` sorts before every `<end>#<id>`). */
const between = (range: { start: string; end: string }) => ({ op: 'between', low: range.start, high: range.end }) as const;

/** The marks report: one page of the organization's (or one user's) marks in `[start, end)`, by instant. */
export function marksPage<T>(
  slug: string,
  range: { start: string; end: string },
  userId: string | undefined,
  page: PageRequest,
  map: (mark: MarkRecord) => T,
): Promise<Page<T>> {
  const query = userId !== undefined ? byUserInstant.query(slug, { user_id: userId }, between(range)) : byOrgInstant.query(slug, {}, between(range));
  return queryPage(query, page, (item) => map(toMarkRecord(item)));
}

/**
 * Every mark of one user in `[start, end)`, by instant. Bounded by the caller: reports ask
 * for at most 92 local days of one person.
 */
export async function userMarksBetween(slug: string, userId: string, range: { start: string; end: string }): Promise<MarkRecord[]> {
  return queryAll(queryInput(byUserInstant.query(slug, { user_id: userId }, between(range))), toMarkRecord);
}
