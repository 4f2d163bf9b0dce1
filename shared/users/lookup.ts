import type { Principal } from '../http/principal';
import type { Page, PageRequest } from '../db/query-page';
import { listUsersPage, type UserFilters } from '../directory/user-lists-store';
import { getUserRecord, toUser } from '../directory/users-store';
import type { User } from '../directory/schemas';
import { ApiError } from '../errors/api-error';

export const userNotFound = () => new ApiError('user_not_found', 'No such user in this organization.');

/**
 * `me` is the caller. An api-key belongs to no user, so for it `me` names nobody: 404
 * `user_not_found` (its role would allow reading any user, so a 403 would be misleading).
 */
export function resolveUserRef(principal: Principal, ref: string): string {
  if (ref !== 'me') return ref;
  if (!principal.userId) throw new ApiError('user_not_found', 'An api-key is not a user: `me` names nobody. Use the user id.');
  return principal.userId;
}

/** `self` rule: an administrator reads any user, a collaborator only themselves (403 otherwise). */
export async function getUser(slug: string, principal: Principal, ref: string): Promise<User> {
  const id = resolveUserRef(principal, ref);
  if (principal.role !== 'admin' && id !== principal.userId) {
    throw new ApiError('forbidden', 'A collaborator can only read their own user.');
  }
  return requireUser(slug, id);
}

export async function requireUser(slug: string, id: string): Promise<User> {
  const record = await getUserRecord(slug, id);
  if (!record) throw userNotFound();
  return toUser(record as unknown as Record<string, unknown>);
}

export const listUsers = (slug: string, filters: UserFilters, page: PageRequest): Promise<Page<User>> =>
  listUsersPage(slug, filters, page);
