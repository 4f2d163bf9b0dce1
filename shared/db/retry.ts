import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '../errors/api-error';

/**
 * The one retry policy of the data layer, for DynamoDB answers that mean "not yet" rather than
 * "no": unprocessed keys of a BatchGetItem (throttled reads), a transaction cancelled only
 * because another transaction held one of its items (nothing was written), and a guarded write
 * whose condition found the item changed since it was read (read, decide and write again). At
 * most ATTEMPTS calls; before call n+1, a full-jitter exponential wait of up to
 * min(400, 15·2^n) ms (about 1.5 s in all at worst). Past that, 503 `contention` with
 * `Retry-After` (the caller's `giveUp` error where it has a better message): the data is hot or
 * throttled, which a client can retry later (docs/decisions/reliability.md).
 */
export const ATTEMPTS = 8;

export const backoff = (attempt: number): Promise<void> => sleep(Math.random() * Math.min(400, 15 * 2 ** attempt));

/** The answer when the attempts are spent on contention: retryable, never a 500 (#33 §15). */
export const contention = (message = 'The data is being written concurrently; retry the request.'): ApiError => new ApiError('contention', message);

export async function retrying<T>(
  work: (attempt: number) => Promise<T>,
  transient: (error: unknown) => boolean,
  giveUp: (error: unknown) => Error = () => contention(),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!transient(error)) throw error;
      if (attempt >= ATTEMPTS) throw giveUp(error);
      await backoff(attempt);
    }
  }
}

/** What one decision came to: an answer, or "the state changed under the write: decide again" (on `current`, when the failed write returned it). */
export type Decision<S, T> = { done: T } | { again: true; current?: S };

export const done = <T>(value: T): { done: T } => ({ done: value });
export const again = <S>(current?: S): { again: true; current?: S } => ({ again: true, ...(current !== undefined ? { current } : {}) });

/**
 * The one read-decide-write loop: `read` the state, `decide` and write guarded by what was read;
 * when the guard fails (someone wrote in between), decide again on the state the failed write
 * returned, or on a fresh read. At most `attempts` decisions (ATTEMPTS by default) with the
 * policy's backoff between them; then `giveUp` (503 `contention` by default). Errors thrown by
 * `read` or `decide` (a refusal, a fault) end the loop at once. `known`: the state the caller has
 * already read, which the first decision takes instead of a `read` (no second read of it).
 */
export async function redecide<S, T>(
  read: () => Promise<S>,
  decide: (state: S, attempt: number) => Promise<Decision<S, T>>,
  options: { attempts?: number; giveUp?: () => Error; known?: S } = {},
): Promise<T> {
  const attempts = options.attempts ?? ATTEMPTS;
  let known: S | undefined = options.known;
  let fresh = 'known' in options;
  for (let attempt = 1; ; attempt++) {
    const state = fresh ? (known as S) : await read();
    const decision = await decide(state, attempt);
    if ('done' in decision) return decision.done;
    if (attempt >= attempts) throw (options.giveUp ?? (() => contention()))();
    fresh = decision.current !== undefined;
    known = decision.current;
    await backoff(attempt);
  }
}
