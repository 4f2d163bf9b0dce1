import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '@aws-lambda-powertools/logger';

/**
 * The API request a piece of work belongs to (#30 §8): the API Gateway `request_id` of the
 * request being served, or of the request whose write caused the webhook event a worker is
 * dispatching or delivering. Scoped with AsyncLocalStorage, not a module variable: the local
 * gateway serves requests side by side in one process, and a delivery worker handles the
 * messages of a batch concurrently.
 *
 * - `requestId`: the correlation id of every log line of the work (Powertools `correlation_id`,
 *   log.ts `withCorrelation`); null: none (work no request caused).
 * - `stampsWrites`: whether the items the work writes record the request (`_rq`, shared/db/origin.ts).
 *   Only the API request itself does: a worker's writes (a delivery attempt, a subscription it
 *   disables) are not the request's, and the request id travels on the delivery explicitly.
 */
export interface Correlation {
  requestId: string | null;
  stampsWrites: boolean;
}

/**
 * `childLogger`: the work's lines go through a child logger carrying `correlation_id`, made at
 * its first line and kept in the scope (log.ts). The API shell sets the id on the function's one
 * logger instead (one request per invocation).
 */
export const correlationScope = new AsyncLocalStorage<Correlation & { childLogger?: boolean; logger?: Logger }>();

export const currentCorrelation = (): Correlation | undefined => correlationScope.getStore();
