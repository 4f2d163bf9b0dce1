import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { keyId } from '../db/ids';
import { ifNotExists, transaction } from '../db/operations';
import { USERS } from '../directory/users-store';
import { queryPage, type Page, type PageRequest } from '../db/query-page';
import { withRange } from '../db/key-query';
import { TIMEOFF_TYPES } from './enums';
import type { TimeOffType } from './schemas';

/**
 * Time-off balances: one item per user and type, `ORG#<slug>#TIMEOFF_BALANCE / <user id>#<type>`,
 * with `available_days`. Days move between a balance and a request only inside the request's
 * transactions (see requests.ts), each guarded by a condition.
 *
 * Access patterns:
 * - the organization's: pk, ordered by user id then type (one page per Query);
 * - a user's: pk + `begins_with(sk, '<user id>#')` (at most three items).
 */
const StoredBalance = z.object({
  user_id: stored.string,
  type: z.enum(TIMEOFF_TYPES),
  available_days: stored.number,
  updated_at: stored.optionalString,
});

/** The balance entity, declared once (shared/db/entity.ts). Written by Updates only (ADD, if_not_exists). */
export const BALANCES = defineEntity({
  name: 'timeoff_balance',
  schema: StoredBalance,
  primary: { index: null, composites: [], sort: ['user_id', 'type'] },
  indexes: {},
});

/** The public view: user, type and days. */
export type TimeOffBalance = Pick<z.output<typeof StoredBalance>, 'user_id' | 'type' | 'available_days'>;

export const balanceKey = (slug: string, userId: string, type: TimeOffType) => BALANCES.key(slug, { user_id: userId, type });

export function toBalance(item: Record<string, unknown>): TimeOffBalance {
  const { user_id, type, available_days } = BALANCES.parse(item);
  return { user_id, type, available_days };
}

/** A user's balances: the partition's sort keys that start with `<user id>#`. */
const ofUser = (slug: string, userId: string) => withRange(BALANCES.primary.query(slug, {}), { op: 'begins_with', prefix: `${keyId(userId)}#` });

/** Transaction part: takes `days` from the balance, refused (condition) unless it covers them. */
export function reserveDaysPart(slug: string, userId: string, type: TimeOffType, days: number, now: string) {
  // A missing balance has no available_days, so the condition fails: nothing to reserve from.
  return BALANCES.patch(slug, { user_id: userId, type }, { set: { updated_at: now }, add: { available_days: -days } }, { where: (w) => w.ge('available_days', days) });
}

/** Transaction part: gives `days` back (creating the item if an admin never set it, defensively). */
export function returnDaysPart(slug: string, userId: string, type: TimeOffType, days: number, now: string) {
  return BALANCES.upsert(slug, { user_id: userId, type }, { set: { user_id: userId, type, updated_at: now }, add: { available_days: days } });
}

export function listBalancesPage(slug: string, page: PageRequest, userId?: string): Promise<Page<TimeOffBalance>> {
  return queryPage(userId ? ofUser(slug, userId) : BALANCES.primary.query(slug, {}), page, toBalance);
}

/** The stored balances of one user (strongly consistent: read right after a write). */
export async function getUserBalances(slug: string, userId: string): Promise<TimeOffBalance[]> {
  const balances = await BALANCES.queryOnce(ofUser(slug, userId), { consistent: true });
  return balances.map(({ user_id, type, available_days }) => ({ user_id, type, available_days }));
}

/**
 * Sets the given types' available days and makes sure the other types exist (0 when never
 * set, kept otherwise), in one transaction that also checks the user exists (no read first).
 */
export async function setBalances(
  slug: string,
  userId: string,
  values: Partial<Record<TimeOffType, number>>,
  now: string,
): Promise<'updated' | 'user_not_found'> {
  const balances = TIMEOFF_TYPES.map((type) => {
    const given = values[type];
    const set = given === undefined ? { available_days: ifNotExists(0), updated_at: ifNotExists(now) } : { available_days: given, updated_at: now };
    return BALANCES.upsert(slug, { user_id: userId, type }, { set: { user_id: userId, type, ...set } });
  });
  const write = transaction({ user: USERS.check(slug, { id: userId }, (w) => w.exists()), balances });
  try {
    // One attempt, as before (a conflict is the caller's to retry).
    await write.goOnce();
    return 'updated';
  } catch (error) {
    if (write.failed(error, 'user')) return 'user_not_found';
    throw error;
  }
}
