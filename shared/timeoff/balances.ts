import type { Principal } from '../http/principal';
import type { Page, PageRequest } from '../db/query-page';
import { getUserBalances, listBalancesPage, setBalances, type TimeOffBalance } from './balances-store';
import { ApiError } from '../errors/api-error';
import { TIMEOFF_TYPES, type ReplaceTimeOffBalancesT } from './schemas';
import { retryOnTransactionConflict } from './contention';
import { ownUserFilter } from './requests';

/**
 * Balances as stored: a user appears once an administrator has set their balances (PUT creates
 * all three types). Collaborators see only their own (another `user_id`: 403 `forbidden`).
 */
export function listTimeOffBalances(slug: string, principal: Principal, userId: string | undefined, page: PageRequest): Promise<Page<TimeOffBalance>> {
  return listBalancesPage(slug, page, ownUserFilter(principal, userId));
}

/**
 * Sets the available days of the given types (the figure available now: days held by pending
 * or approved requests are not part of it); the other types keep their value, 0 when never
 * set. Answers all three types, ordered by type name.
 */
export async function replaceTimeOffBalances(slug: string, userId: string, input: ReplaceTimeOffBalancesT): Promise<TimeOffBalance[]> {
  const outcome = await retryOnTransactionConflict(() => setBalances(slug, userId, input, new Date().toISOString()));
  if (outcome === 'user_not_found') throw new ApiError('user_not_found', 'No such user in this organization.');
  // The types not sent keep their stored value: read them back unless every type was sent.
  const given = TIMEOFF_TYPES.filter((type) => input[type] !== undefined);
  const stored = new Map(
    (given.length === TIMEOFF_TYPES.length ? [] : await getUserBalances(slug, userId)).map((b) => [b.type, b]),
  );
  for (const type of given) stored.set(type, { user_id: userId, type, available_days: input[type]! });
  // Same order as the list (by type name), so the answer reads like `GET …/balances/?user_id=`.
  return [...TIMEOFF_TYPES].sort().map((type) => stored.get(type) ?? { user_id: userId, type, available_days: 0 });
}
