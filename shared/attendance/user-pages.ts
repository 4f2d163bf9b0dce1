import { listUserRefsFrom } from '../directory/user-lists-store';
import { getUserRecord } from '../directory/users-store';
import type { User } from '../directory/schemas';
import { ID_PATTERN } from '../db/ids';
import { readCursor, writeCursor, type Page, type PageRequest } from '../db/query-page';

/**
 * Pagination of the derived attendance reports (daily, absences, summary), whose rows are
 * computed per user rather than stored. Rows are ordered by user id, then by date.
 *
 * Cost model (docs/decisions/attendance.md, "Attendance"): a page walks users in id order and, for each,
 * runs that user's bounded per-user queries (their marks of the ≤ 92-day window; their
 * approved time off overlapping it). It stops when it holds `page_size` rows or when it has
 * examined `max(page_size, MIN_USERS_PER_PAGE)` users, whichever comes first; so a page is at
 * most that many per-user queries, whatever the size of the organization. A page may hold
 * fewer rows than `page_size` (users without rows) while `next` is still set.
 *
 * The cursor (signed, bound to organization, endpoint and filters by the shared cursor
 * module) holds the position `{ u, d? }`: the last user examined and, when the page ended in
 * the middle of that user's rows, the date of the last row given.
 */
export const MIN_USERS_PER_PAGE = 50;
/** Users listed per Query (their per-user queries then run in parallel, at most as many as rows are missing). */
const BATCH = 10;

export type UserRef = Pick<User, 'id' | 'status'>;

interface Position {
  u: string;
  d?: string;
}

function readPosition(page: PageRequest): Position | undefined {
  const key = readCursor(
    page,
    ({ u, d }) => typeof u === 'string' && ID_PATTERN.test(u) && (d === undefined || (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))),
  );
  if (!key) return undefined;
  const { u, d } = key as { u: string; d?: string };
  return d === undefined ? { u } : { u, d };
}

const cursorAt = (page: PageRequest, position: Position): string => writeCursor(page, { ...position });

export interface UserPageSpec<R> {
  slug: string;
  page: PageRequest;
  /** Walk all users, or only those of one status. */
  status?: User['status'];
  /** The `user_id` filter: only this user (no rows when unknown or of another status). */
  onlyUser?: string;
  /** The rows of one user, in date order. */
  rowsOf: (user: UserRef) => Promise<R[]>;
}

/** Users from a position, in id order, a few at a time. */
async function nextUsers(
  spec: Pick<UserPageSpec<never>, 'slug' | 'status' | 'onlyUser'>,
  from: { id: string; inclusive: boolean } | undefined,
  limit: number,
): Promise<{ users: UserRef[]; more: boolean }> {
  if (spec.onlyUser === undefined) return listUserRefsFrom(spec.slug, spec.status, from, limit);
  const id = spec.onlyUser;
  if (from && (from.inclusive ? id < from.id : id <= from.id)) return { users: [], more: false };
  const user = await getUserRecord(spec.slug, id);
  if (!user || (spec.status && user.status !== spec.status)) return { users: [], more: false };
  return { users: [{ id: user.id, status: user.status }], more: false };
}

/** Rows of daily and absences carry their date; a summary row (one per user) has none. */
const dateOf = (row: unknown): string => (row as { date?: string }).date ?? '';

export async function pageOverUsers<R>(spec: UserPageSpec<R>): Promise<Page<R>> {
  const { page } = spec;
  const resume = readPosition(page);
  const maxUsers = Math.max(page.size, MIN_USERS_PER_PAGE);
  const rows: R[] = [];
  let examined = 0;
  let from = resume ? { id: resume.u, inclusive: resume.d !== undefined } : undefined;

  for (;;) {
    // One Query lists up to BATCH users; their per-user queries then run a few at a time,
    // never more at once than rows are still missing (a user usually gives at least one).
    const { users, more } = await nextUsers(spec, from, Math.min(BATCH, maxUsers - examined));
    for (let start = 0; start < users.length; ) {
      const group = users.slice(start, start + Math.max(1, page.size - rows.length));
      const perUser = await Promise.all(group.map((user) => spec.rowsOf(user)));
      for (let i = 0; i < group.length; i++) {
        const user = group[i]!;
        let own = perUser[i]!;
        if (resume?.d !== undefined && user.id === resume.u) own = own.filter((row) => dateOf(row) > resume.d!);
        examined++;
        const room = page.size - rows.length;
        if (own.length > room) {
          rows.push(...own.slice(0, room));
          return { items: rows, nextCursor: cursorAt(page, { u: user.id, d: dateOf(rows[rows.length - 1]) }) };
        }
        rows.push(...own);
        const moreAfterThisUser = start + i < users.length - 1 || more;
        if (!moreAfterThisUser) return { items: rows, nextCursor: null };
        if (rows.length === page.size || examined >= maxUsers) return { items: rows, nextCursor: cursorAt(page, { u: user.id }) };
      }
      start += group.length;
    }
    if (users.length === 0) return { items: rows, nextCursor: null };
    from = { id: users[users.length - 1]!.id, inclusive: false };
  }
}
