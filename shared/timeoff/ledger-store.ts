import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { cancellationReasons, type CancellationReason } from '../db/transact';
import { updateExpression } from '../db/update';
import { claimDayPart, DAYS, releaseDayPart } from './days-store';
import { reserveDaysPart, returnDaysPart } from './balances-store';
import { REQUESTS, toTimeOffRequest, type TimeOffRequest } from './requests-store';
import type { TimeOffStatus } from './schemas';

/**
 * The writes that move days between a balance and a request. Each is ONE TransactWriteItems
 * (all or nothing), guarded by conditions, so a concurrent or repeated call can never reserve,
 * return or release a day twice:
 * - create: reserve from the balance (`available_days >= days`) + put the request + claim each
 *   weekday of the user's calendar (`attribute_not_exists`);
 * - reject / cancel: the request's status is still the one read + return the days + release them;
 * - delete: the request still exists with the status read + (if it held days) return + release.
 * Statuses only move forward (pending → approved → cancelled, pending → rejected/cancelled), so
 * "same status as read" means "nothing happened to its days since".
 * At most 1 request + 1 balance + 66 days (92 calendar days) = 68 items, under the 100 limit.
 *
 * Transactions carry the SDK's automatic ClientRequestToken, so an SDK retry of a commit whose
 * response was lost is answered as the same transaction, never applied twice.
 */

const failed = (reason: CancellationReason | undefined) => reason?.code === 'ConditionalCheckFailed';

export type CreateOutcome = { status: 'created' } | { status: 'insufficient_balance' } | { status: 'overlapping'; requestIds: string[] };

export async function insertRequestReservingDays(slug: string, request: TimeOffRequest, weekdays: string[]): Promise<CreateOutcome> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          reserveDaysPart(slug, request.user_id, request.type, request.days, request.created_at),
          {
            Put: {
              TableName: tableName(),
              Item: REQUESTS.item(slug, request),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...weekdays.map((date) => claimDayPart(slug, request.user_id, date, request.id)),
        ],
      }),
    );
    return { status: 'created' };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const overlapping = reasons.slice(2).filter(failed);
    if (overlapping.length) {
      // Each failed claim returned the day another request holds (read through its schema).
      const ids = overlapping.flatMap((r) => (r.item ? [DAYS.parse(r.item).request_id] : []));
      return { status: 'overlapping', requestIds: [...new Set(ids)] };
    }
    if (failed(reasons[0])) return { status: 'insufficient_balance' };
    throw error; // a conflict with a concurrent transaction (retried by the caller) or a bug
  }
}

/** What a guarded write found instead of the status it expected: the current request or none. */
export type GuardedOutcome = { status: 'done' } | { status: 'changed'; current: TimeOffRequest | null };

function requestGuard(slug: string, request: TimeOffRequest) {
  return {
    Key: REQUESTS.key(slug, request),
    ConditionExpression: '#status = :expected',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

/** Parts that give a request's days back and free its calendar. */
function releaseParts(slug: string, request: TimeOffRequest, weekdays: string[], now: string) {
  return [
    returnDaysPart(slug, request.user_id, request.type, request.days, now),
    ...weekdays.map((date) => releaseDayPart(slug, request.user_id, date)),
  ];
}

async function guarded(parts: unknown[]): Promise<GuardedOutcome> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: parts as never }));
    return { status: 'done' };
  } catch (error) {
    const reasons = cancellationReasons(error);
    // Part 0 is always the request's guard; nothing else in these transactions has a condition.
    if (!reasons || !failed(reasons[0])) throw error;
    const current = reasons[0]!.item;
    return { status: 'changed', current: current ? toTimeOffRequest(current) : null };
  }
}

/**
 * Moves a request from the status it was read with to `next` (the entity moves it in its status
 * index). When `release`, its days go back to the balance and its calendar is freed in the same
 * transaction.
 */
export function transitionRequest(
  slug: string,
  request: TimeOffRequest,
  next: TimeOffStatus,
  set: { updated_at: string; decided_at?: string; decided_by?: string },
  release: { weekdays: string[] } | null,
): Promise<GuardedOutcome> {
  const defined = Object.entries(set).filter(([, value]) => value !== undefined);
  const after = { ...request, status: next, ...Object.fromEntries(defined) };
  const moved = REQUESTS.reindex(slug, after, ['status', ...defined.map(([name]) => name)]);
  const parts = updateExpression({ set: [['status', next], ...Object.entries(moved.set), ...defined], remove: moved.remove });
  return guarded([
    {
      Update: {
        TableName: tableName(),
        ...requestGuard(slug, request),
        UpdateExpression: parts.UpdateExpression,
        ExpressionAttributeNames: { ...parts.ExpressionAttributeNames, '#status': 'status' },
        ExpressionAttributeValues: { ...parts.ExpressionAttributeValues, ':expected': request.status },
      },
    },
    ...(release ? releaseParts(slug, request, release.weekdays, set.updated_at) : []),
  ]);
}

/** Deletes a request still in the status read; a request that held days gives them back. */
export function deleteRequest(slug: string, request: TimeOffRequest, release: { weekdays: string[] } | null, now: string): Promise<GuardedOutcome> {
  return guarded([
    {
      Delete: {
        TableName: tableName(),
        ...requestGuard(slug, request),
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':expected': request.status },
      },
    },
    ...(release ? releaseParts(slug, request, release.weekdays, now) : []),
  ]);
}
