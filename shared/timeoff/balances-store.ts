import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, tableName } from '../db/client';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { keyId } from '../db/ids';
import { conditionFailedAt } from '../db/transact';
import { userKey } from '../directory/users-store';
import { queryPage, type Page, type PageRequest } from '../db/query-page';
import { queryInput, withRange } from '../db/key-query';
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
  return {
    Update: {
      TableName: tableName(),
      Key: balanceKey(slug, userId, type),
      UpdateExpression: 'SET available_days = available_days - :days, updated_at = :now',
      // A missing balance has no available_days, so the condition fails: nothing to reserve from.
      ConditionExpression: 'available_days >= :days',
      ExpressionAttributeValues: { ':days': days, ':now': now },
    },
  };
}

/** Transaction part: gives `days` back (creating the item if an admin never set it, defensively). */
export function returnDaysPart(slug: string, userId: string, type: TimeOffType, days: number, now: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: balanceKey(slug, userId, type),
      UpdateExpression: 'SET user_id = :user, #type = :type, updated_at = :now ADD available_days :days',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':days': days, ':now': now, ':user': userId, ':type': type },
    },
  };
}

export function listBalancesPage(slug: string, page: PageRequest, userId?: string): Promise<Page<TimeOffBalance>> {
  return queryPage(userId ? ofUser(slug, userId) : BALANCES.primary.query(slug, {}), page, toBalance);
}

/** The stored balances of one user (strongly consistent: read right after a write). */
export async function getUserBalances(slug: string, userId: string): Promise<TimeOffBalance[]> {
  const { Items } = await db().send(
    new QueryCommand({ TableName: tableName(), ...queryInput(ofUser(slug, userId)), ConsistentRead: true }),
  );
  return (Items ?? []).map(toBalance);
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
  const userExists = { ConditionCheck: { TableName: tableName(), Key: userKey(slug, userId), ConditionExpression: 'attribute_exists(pk)' } };
  const balanceUpdates = TIMEOFF_TYPES.map((type) => {
    const given = values[type];
    return {
      Update: {
        TableName: tableName(),
        Key: balanceKey(slug, userId, type),
        UpdateExpression:
          given === undefined
            ? 'SET entity = :entity, user_id = :user, #type = :type, available_days = if_not_exists(available_days, :value), updated_at = if_not_exists(updated_at, :now)'
            : 'SET entity = :entity, user_id = :user, #type = :type, available_days = :value, updated_at = :now',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':entity': 'timeoff_balance', ':user': userId, ':type': type, ':value': given ?? 0, ':now': now },
      },
    };
  });
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [userExists, ...balanceUpdates] }));
    return 'updated';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'user_not_found';
    throw error;
  }
}
