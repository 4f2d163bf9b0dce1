import { transaction, type Write } from '../db/operations';
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

export type CreateOutcome = { status: 'created' } | { status: 'insufficient_balance' } | { status: 'overlapping'; requestIds: string[] };

export async function insertRequestReservingDays(slug: string, request: TimeOffRequest, weekdays: string[]): Promise<CreateOutcome> {
  const insert = transaction(
    {
      balance: reserveDaysPart(slug, request.user_id, request.type, request.days, request.created_at),
      request: REQUESTS.create(slug, request),
      days: weekdays.map((date) => claimDayPart(slug, request.user_id, date, request.id)),
    },
    { returnOld: ['days'] },
  );
  try {
    await insert.goOnce();
    return { status: 'created' };
  } catch (error) {
    if (!insert.reasons(error)) throw error;
    const overlapping = insert.failures(error, 'days');
    if (overlapping.length) {
      // Each failed claim returned the day another request holds (read through its schema).
      const ids = overlapping.flatMap((r) => (r.item ? [DAYS.parse(r.item).request_id] : []));
      return { status: 'overlapping', requestIds: [...new Set(ids)] };
    }
    if (insert.failed(error, 'balance')) return { status: 'insufficient_balance' };
    throw error; // a conflict with a concurrent transaction (retried by the caller) or a bug
  }
}

/** What a guarded write found instead of the status it expected: the current request or none. */
export type GuardedOutcome = { status: 'done' } | { status: 'changed'; current: TimeOffRequest | null };

/** Parts that give a request's days back and free its calendar. */
function releaseParts(slug: string, request: TimeOffRequest, weekdays: string[], now: string): Write<unknown>[] {
  return [
    returnDaysPart(slug, request.user_id, request.type, request.days, now),
    ...weekdays.map((date) => releaseDayPart(slug, request.user_id, date)),
  ];
}

/**
 * One transaction of the request's guarded write (its status is still the one read: the request
 * as it is now comes back when not) and what it releases; one attempt, a conflict is the caller's.
 */
async function guarded(request: Write<TimeOffRequest>, release: Write<unknown>[]): Promise<GuardedOutcome> {
  const write = transaction({ request, release }, { returnOld: ['request'] });
  try {
    await write.goOnce();
    return { status: 'done' };
  } catch (error) {
    // Only the request's guard has a condition in these transactions.
    if (!write.failed(error, 'request')) throw error;
    const current = write.reason(error, 'request')?.item;
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
  const after: TimeOffRequest = { ...request, status: next, ...Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) };
  return guarded(
    REQUESTS.patch(slug, request, { set: { status: next, ...set } }, { where: (w) => w.eq('status', request.status), after }),
    release ? releaseParts(slug, request, release.weekdays, set.updated_at) : [],
  );
}

/** Deletes a request still in the status read; a request that held days gives them back. */
export function deleteRequest(slug: string, request: TimeOffRequest, release: { weekdays: string[] } | null, now: string): Promise<GuardedOutcome> {
  return guarded(REQUESTS.delete(slug, request, { where: (w) => w.eq('status', request.status) }), release ? releaseParts(slug, request, release.weekdays, now) : []);
}
