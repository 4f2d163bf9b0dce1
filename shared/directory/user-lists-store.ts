import { filteredPage, plan } from '../db/filtered-page';
import { queryInput, withFilters } from '../db/key-query';
import { queryEach, type Page, type PageRequest } from '../db/query-page';
import * as z from 'zod/mini';
import { UserStatus } from './enums';
import type { User } from './schemas';
import { getUserIdByEmail, toUser, USERS } from './users-store';

/**
 * The user lists: the list endpoint's filters, the attendance reports' walk in id order, and
 * the role count, each a Query on the primary key or one index of USERS (./users-store.ts).
 */
const { byStatus, byRole, byArea } = USERS.indexes;
const all = USERS.primary;

/** How many users have a role (one COUNT query over the role index). */
export async function countUsersWithRole(slug: string, role: User['role']): Promise<number> {
  let count = 0;
  await queryEach({ ...queryInput(byRole.query(slug, { role })), Select: 'COUNT' }, (result) => (count += result.Count ?? 0));
  return count;
}

export interface UserFilters {
  email?: string;
  status?: User['status'];
  role?: User['role'];
  area_id?: string;
}

const FILTERABLE = ['status', 'role', 'area_id'] as const;

/**
 * One page of users matching every filter: a key lookup (email: at most one user) or the most
 * selective index (area > role > status, users-store.ts), the other filters as a FilterExpression
 * (shared/db/filtered-page.ts).
 */
export async function listUsersPage(slug: string, filters: UserFilters, page: PageRequest): Promise<Page<User>> {
  if (filters.email !== undefined) {
    const id = await getUserIdByEmail(slug, filters.email);
    if (!id) return { items: [], nextCursor: null };
    const one = all.query(slug, {}, { op: '=', value: id });
    const rest = FILTERABLE.filter((name) => filters[name] !== undefined).map((name) => ({ attribute: name, op: '=' as const, value: filters[name] }));
    return filteredPage(withFilters(one, rest), page, toUser);
  }
  const query = plan<UserFilters>(
    [
      { uses: ['area_id'], query: (f) => byArea.query(slug, { area_id: f.area_id! }) },
      { uses: ['role'], query: (f) => byRole.query(slug, { role: f.role! }) },
      { uses: ['status'], query: (f) => byStatus.query(slug, { status: f.status! }) },
      { uses: [], query: () => all.query(slug, {}) },
    ],
    filters,
    FILTERABLE,
  );
  return filteredPage(query, page, toUser);
}

/** The projection of the attendance walk, read through a schema like every item. */
const UserRef = z.object({ id: z.string(), status: UserStatus });

/**
 * Added for the attendance reports (which page over users with their own composite cursor):
 * up to `limit` users in id order, starting after (or at, when `inclusive`) the id `from`;
 * all users (the base partition) or those of one status (the byStatus index, gsi1). One Query
 * of `limit + 1` items; the extra one only tells whether more follow.
 */
export async function listUserRefsFrom(
  slug: string,
  status: User['status'] | undefined,
  from: { id: string; inclusive: boolean } | undefined,
  limit: number,
): Promise<{ users: Array<Pick<User, 'id' | 'status'>>; more: boolean }> {
  const range = from ? ({ op: from.inclusive ? '>=' : '>', value: from.id } as const) : undefined;
  const query = status ? byStatus.query(slug, { status }, range) : all.query(slug, {}, range);
  const items = await USERS.queryProjected(query, ['id', 'status'], (item) => UserRef.parse(item), { limit: limit + 1 });
  return { users: items.slice(0, limit), more: items.length > limit };
}
