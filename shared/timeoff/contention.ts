import { contention, retrying } from '../db/retry';
import { isTransactionConflict } from '../db/transact';

/**
 * DynamoDB cancels a transaction that touches an item another transaction is writing at the
 * same moment (reason `TransactionConflict`; `TransactionConflictException` for a single
 * write). Nothing was written, so the whole read-decide-write is simply run again under the
 * data layer's retry policy (shared/db/retry.ts); if the item stays that hot, 503
 * `contention` (retryable, with `Retry-After`). Any other error (a condition, a fault) propagates at once.
 */
export function retryOnTransactionConflict<T>(work: () => Promise<T>): Promise<T> {
  return retrying(work, isTransactionConflict, () => contention('The time-off data is busy; retry the request.'));
}
