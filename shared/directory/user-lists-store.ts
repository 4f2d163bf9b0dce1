import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keyId } from '../db/ids';
import { queryEach, queryPage, type Page, type PageRequest } from '../db/query-page';
import type { User } from './schemas';
import { getUserIdByEmail, toUser, USER_PATTERNS } from './users-store';

/**
 * The user lists: the list endpoint's filters, the attendance reports' walk in id order, and
 * the role count, each a Query on one access pattern of USER_PATTERNS (./users-store.ts).
 */
const { all, byStatus, byRole, byArea } = USER_PATTERNS;

/** How many users have a role (one COUNT query over the role index). */
export async function countUsersWithRole(slug: string, role: User['role']): Promise<number> {
  let count = 0;
  await queryEach({ ...byRole.query(slug, role), Select: 'COUNT' }, (result) => (count += result.Count ?? 0));
  return count;
}

export interface UserFilters {
  email?: string;
  status?: User['status'];
  role?: User['role'];
  area_id?: string;
}

/** At most this many Queries fill one filtered page (the access patterns in ./users-store.ts). */
const MAX_FILL_ROUNDS = 5;

/** One page of users matching every filter: a key lookup or an index query, plus a FilterExpression. */
export async function listUsersPage(slug: string, filters: UserFilters, page: PageRequest): Promise<Page<User>> {
  let key: ReturnType<typeof all.query>;
  let remaining: ReadonlyArray<'status' | 'role' | 'area_id'>;
  if (filters.email !== undefined) {
    const id = await getUserIdByEmail(slug, filters.email);
    if (!id) return { items: [], nextCursor: null };
    const base = all.query(slug);
    key = {
      KeyConditionExpression: '#pk = :pk AND #sk = :sk',
      ExpressionAttributeNames: { ...base.ExpressionAttributeNames, '#sk': all.sortKey },
      ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ':sk': keyId(id) },
    };
    remaining = ['status', 'role', 'area_id'];
  } else if (filters.area_id) [key, remaining] = [byArea.query(slug, keyId(filters.area_id)), ['status', 'role']];
  else if (filters.role) [key, remaining] = [byRole.query(slug, filters.role), ['status']];
  else if (filters.status) [key, remaining] = [byStatus.query(slug, filters.status), []];
  else [key, remaining] = [all.query(slug), []];

  const names: Record<string, string> = { ...key.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ...key.ExpressionAttributeValues };

  const conditions: string[] = [];
  for (const field of remaining) {
    if (filters[field] === undefined) continue;
    names[`#f_${field}`] = field;
    values[`:f_${field}`] = filters[field];
    conditions.push(`#f_${field} = :f_${field}`);
  }
  return queryPage(
    {
      ...key,
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
    page,
    toUser,
    { maxQueries: MAX_FILL_ROUNDS },
  );
}

/**
 * Added for the attendance reports (which page over users with their own composite cursor):
 * up to `limit` users in id order, starting after (or at, when `inclusive`) the id `from`;
 * all users (allUsers: base partition) or those of one status (usersByStatus: gsi1). One Query
 * of `limit + 1` items; the extra one only tells whether more follow.
 */
export async function listUserRefsFrom(
  slug: string,
  status: User['status'] | undefined,
  from: { id: string; inclusive: boolean } | undefined,
  limit: number,
): Promise<{ users: Array<Pick<User, 'id' | 'status'>>; more: boolean }> {
  const [pattern, key] = status ? [byStatus, byStatus.query(slug, status)] : [all, all.query(slug)];
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...key,
      KeyConditionExpression: from ? `#pk = :pk AND #sk ${from.inclusive ? '>=' : '>'} :from` : '#pk = :pk',
      ExpressionAttributeNames: { ...key.ExpressionAttributeNames, ...(from ? { '#sk': pattern.sortKey } : {}), '#id': 'id', '#status': 'status' },
      ExpressionAttributeValues: { ...key.ExpressionAttributeValues, ...(from ? { ':from': from.id } : {}) },
      ProjectionExpression: '#id, #status',
      Limit: limit + 1,
    }),
  );
  const items = (result.Items ?? []).map((item) => ({ id: item.id as string, status: item.status as User['status'] }));
  return { users: items.slice(0, limit), more: items.length > limit };
}
