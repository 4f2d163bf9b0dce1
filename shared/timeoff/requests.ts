import type { Principal } from '../http/principal';
import { newId } from '../db/ids';
import type { Page, PageRequest } from '../db/query-page';
import { getUserRecord } from '../directory/users-store';
import { deleteRequest, insertRequestReservingDays, transitionRequest } from './ledger-store';
import { getRequest, listRequestsPage, type RequestFilters, type TimeOffRequest } from './requests-store';
import { ApiError } from '../errors/api-error';
import type { CreateTimeOffRequestT, TimeOffStatus } from './schemas';
import { retryOnTransactionConflict } from './contention';
import { again, contention, done, redecide, type Decision } from '../db/retry';
import { reservableWeekdays, weekdaysOf } from './period';

const isAdmin = (principal: Principal) => principal.role === 'admin';

/** Statuses whose request still holds its days (reserved from the balance, claimed in the calendar). */
const HOLDS_DAYS: ReadonlySet<TimeOffStatus> = new Set(['pending', 'approved']);

const notFound = () => new ApiError('request_not_found', 'No such time-off request.');

/**
 * `self` routes: a collaborator may only name themselves. Naming another user is 403
 * `forbidden` (rather than silently answering about the caller, which would look like an
 * answer about the user asked for).
 */
export function ownUserFilter(principal: Principal, userId: string | undefined): string | undefined {
  if (isAdmin(principal)) return userId;
  if (userId !== undefined && userId !== principal.userId) {
    throw new ApiError('forbidden', "A collaborator credential may only see the collaborator's own time off.");
  }
  return principal.userId ?? undefined;
}

export function listTimeOffRequests(slug: string, principal: Principal, filters: RequestFilters, page: PageRequest): Promise<Page<TimeOffRequest>> {
  if (filters.from_date && filters.to_date && filters.from_date > filters.to_date) {
    throw new ApiError('validation_failed', 'from_date is after to_date.', [{ in: 'query', path: 'from_date', issue: 'must not be after to_date' }]);
  }
  return listRequestsPage(slug, { ...filters, user_id: ownUserFilter(principal, filters.user_id) }, page);
}

/** A collaborator never learns anything about another user's request: 404, as if it did not exist. */
export async function getTimeOffRequest(slug: string, principal: Principal, id: string): Promise<TimeOffRequest> {
  const request = await getRequest(slug, id);
  if (!request || (!isAdmin(principal) && request.user_id !== principal.userId)) throw notFound();
  return request;
}

/** Whose request a create is for: a collaborator's own; an admin's `user_id`, else their own user. */
function requestOwner(principal: Principal, userId: string | undefined): string {
  if (!isAdmin(principal)) {
    if (userId !== undefined && userId !== principal.userId) {
      throw new ApiError('forbidden', 'A collaborator may only request time off for themselves.', [
        { in: 'body', path: 'user_id', issue: 'only administrators may name another user' },
      ]);
    }
    return principal.userId!;
  }
  if (userId) return userId;
  if (principal.userId) return principal.userId;
  throw new ApiError('validation_failed', 'An api-key has no user of its own: say whose request it is.', [
    { in: 'body', path: 'user_id', issue: 'required when the credential is an api-key' },
  ]);
}

/**
 * Creates a pending request and reserves its weekdays from the balance of its type, in one
 * transaction with the calendar claims (see ledger-store.ts): concurrent creates can neither
 * overdraw the balance nor both hold one day.
 */
export async function createTimeOffRequest(slug: string, principal: Principal, input: CreateTimeOffRequestT): Promise<TimeOffRequest> {
  const userId = requestOwner(principal, input.user_id);
  const weekdays = reservableWeekdays(input.start_date, input.end_date);
  const user = await getUserRecord(slug, userId);
  if (!user) throw new ApiError('user_not_found', 'No such user in this organization.');
  if (user.status !== 'active') throw new ApiError('user_inactive', 'The user is inactive.');

  return retryOnTransactionConflict(async () => {
    const now = new Date();
    const at = now.toISOString();
    const request: TimeOffRequest = {
      id: newId(now.getTime()),
      user_id: userId,
      type: input.type,
      start_date: input.start_date,
      end_date: input.end_date,
      days: weekdays.length,
      status: 'pending',
      ...(input.reason !== undefined ? { reason: input.reason } : {}),
      created_at: at,
      updated_at: at,
    };
    const outcome = await insertRequestReservingDays(slug, request, weekdays);
    if (outcome.status === 'overlapping') {
      throw new ApiError(
        'overlapping_request',
        'The period overlaps a pending or approved time-off request of the user.',
        outcome.requestIds.map((id) => ({ in: 'body', path: 'start_date', issue: 'overlaps another request', request_id: id })),
      );
    }
    if (outcome.status === 'insufficient_balance') {
      throw new ApiError('insufficient_balance', `The ${input.type} balance does not cover ${weekdays.length} day(s).`, [
        { in: 'body', path: 'type', issue: 'not enough available days', requested_days: weekdays.length },
      ]);
    }
    return request;
  });
}

type Transition = 'approve' | 'reject' | 'cancel';

/** What a transition does from a status, for this caller; null when it is not allowed. */
function plan(action: Transition, principal: Principal, status: TimeOffStatus): { next: TimeOffStatus; releases: boolean; decides: boolean } | null {
  switch (action) {
    case 'approve':
      return status === 'pending' ? { next: 'approved', releases: false, decides: true } : null;
    case 'reject':
      return status === 'pending' ? { next: 'rejected', releases: true, decides: true } : null;
    case 'cancel':
      return status === 'pending' || (status === 'approved' && isAdmin(principal)) ? { next: 'cancelled', releases: true, decides: false } : null;
  }
}

/** A request that changed under every guarded write (shared/db/retry.ts, the one attempts policy). */
const busy = () => contention('The request keeps changing; retry.');

/**
 * approve / reject / cancel: read the request, decide, write guarded by the status read. If
 * the status changed meanwhile, the write returns the current request and the decision is
 * made again on it (two concurrent rejects: one returns the days, the other is a 409).
 */
export function transitionTimeOffRequest(slug: string, principal: Principal, id: string, action: Transition): Promise<TimeOffRequest> {
  return retryOnTransactionConflict(() =>
    redecide(
      () => getRequest(slug, id),
      async (request): Promise<Decision<TimeOffRequest | null, TimeOffRequest>> => {
        if (!request || (!isAdmin(principal) && request.user_id !== principal.userId)) throw notFound();
        const step = plan(action, principal, request.status);
        if (!step) {
          throw new ApiError('invalid_state_transition', `This credential cannot ${action} a ${request.status} request.`, [
            { path: 'status', issue: `current status is ${request.status}` },
          ]);
        }
        const at = new Date().toISOString();
        const set = {
          updated_at: at,
          ...(step.decides ? { decided_at: at, decided_by: principal.userId ?? principal.credentialId } : {}),
        };
        const outcome = await transitionRequest(slug, request, step.next, set, step.releases ? { weekdays: weekdaysOf(request.start_date, request.end_date) } : null);
        if (outcome.status === 'done') return done({ ...request, status: step.next, ...set });
        return again(outcome.current);
      },
      { giveUp: busy },
    ),
  );
}

/**
 * Contract 3, 5.2, 7: an admin deletes any request; a collaborator only their own (403
 * `not_request_owner`) and only while pending (403 `request_not_pending`). The days a pending or
 * approved request still holds go back in the same transaction that deletes it, guarded by the
 * status read: of any number of concurrent deletes exactly one succeeds (the others find it gone:
 * 404), and the days come back once. Normally 2 calls: GetItem + TransactWriteItems.
 */
export function deleteTimeOffRequest(slug: string, principal: Principal, id: string): Promise<void> {
  return retryOnTransactionConflict(() =>
    redecide(
      () => getRequest(slug, id),
      async (request): Promise<Decision<TimeOffRequest | null, void>> => {
        if (!request) throw notFound();
        if (!isAdmin(principal)) {
          if (request.user_id !== principal.userId) throw new ApiError('not_request_owner', 'Collaborators may delete only their own requests.');
          if (request.status !== 'pending') throw new ApiError('request_not_pending', `The request is ${request.status}; only pending requests can be deleted by a collaborator.`);
        }
        const release = HOLDS_DAYS.has(request.status) ? { weekdays: weekdaysOf(request.start_date, request.end_date) } : null;
        const outcome = await deleteRequest(slug, request, release, new Date().toISOString());
        return outcome.status === 'done' ? done(undefined) : again(outcome.current);
      },
      { giveUp: busy },
    ),
  );
}
