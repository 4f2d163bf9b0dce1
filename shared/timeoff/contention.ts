import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../errors/api-error';

/**
 * DynamoDB cancels a transaction that touches an item another transaction is writing at the
 * same moment (reason `TransactionConflict`; `TransactionConflictException` for a single
 * write). Nothing was written, so the whole read-decide-write is simply run again, with
 * jittered backoff; if the item stays that hot, 503 `service_unavailable` (retryable).
 * Any other error (a condition, a fault) is not ours to retry and propagates at once.
 */
const ATTEMPTS = 8;

export function isTransactionConflict(error: unknown): boolean {
  const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string }> };
  if (e?.name === 'TransactionConflictException') return true;
  if (e?.name !== 'TransactionCanceledException') return false;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

export async function retryOnTransactionConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (attempt >= ATTEMPTS) throw new ApiError('service_unavailable', 'The time-off data is busy; retry the request.');
      await sleep(Math.random() * Math.min(400, 15 * 2 ** attempt));
    }
  }
}
