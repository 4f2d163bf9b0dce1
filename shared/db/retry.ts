import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The one retry policy of the data layer, for DynamoDB answers that mean "not yet" rather than
 * "no": unprocessed keys of a BatchGetItem (throttled reads) and a transaction cancelled only
 * because another transaction held one of its items (nothing was written). At most ATTEMPTS
 * calls; before call n+1, a full-jitter exponential wait of up to min(400, 15·2^n) ms (about
 * 1.5 s in all at worst). Past that, the caller's `giveUp` error (else the last one): the data
 * is hot or throttled, which a client can retry later.
 */
export const ATTEMPTS = 8;

export const backoff = (attempt: number): Promise<void> => sleep(Math.random() * Math.min(400, 15 * 2 ** attempt));

export async function retrying<T>(
  work: (attempt: number) => Promise<T>,
  transient: (error: unknown) => boolean,
  giveUp?: (error: unknown) => Error,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!transient(error)) throw error;
      if (attempt >= ATTEMPTS) throw giveUp ? giveUp(error) : error;
      await backoff(attempt);
    }
  }
}
