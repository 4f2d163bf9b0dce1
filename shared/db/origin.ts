import { currentCorrelation } from '../observability/correlation';

/**
 * The request that last wrote an item (#30 §8): `_rq`, the API Gateway `request_id` of the API
 * request whose write this is, stamped here and nowhere else by the document client (client.ts),
 * like the layout version (layout.ts). The webhook dispatcher reads it from the stream record's
 * new image and carries it to the event's deliveries (shared/webhooks/events.ts), so an
 * integrator can name the request a delivery came from.
 *
 * - Inside an API request (shared/http/handler.ts): every Put item that names its `entity` gets
 *   `_rq` (a Put replaces the whole item), and every Update sets it.
 * - Outside one (a worker, a migration, a script): Puts write none, and every Update removes it,
 *   so an item changed by a worker never carries the id of the request that wrote it before
 *   (the delivery worker disabling a subscription is not that request's doing).
 * - A Delete writes nothing: a REMOVE record (timeoff.request.deleted) carries no request id.
 *
 * An item-layout addition without a new layout version: `_rq` is optional (every item written
 * before it, and every item written outside a request, has none, and readers answer null); no
 * read path maps it into an entity's view, and code that predates it never names it, so old and
 * new code read each other's items alike (docs/decisions/limits.md, "Request id on webhook
 * deliveries: recorded on the item the request writes, carried to the attempt (2026-11-25)").
 */
export const ORIGIN_ATTRIBUTE = '_rq';

type Input = Record<string, any>;

/** The request id writes are stamped with now, or null outside an API request. */
export function writingRequest(): string | null {
  const correlation = currentCorrelation();
  return correlation?.stampsWrites ? correlation.requestId : null;
}

function stampPut(item: Input | undefined, requestId: string | null): Input | undefined {
  if (!item || typeof item.entity !== 'string' || ORIGIN_ATTRIBUTE in item || !requestId) return item;
  return { ...item, [ORIGIN_ATTRIBUTE]: requestId };
}

/** Adds `name = value` to the SET clause (or a new SET clause), or `name` to the REMOVE clause. */
function stampUpdate(update: Input, requestId: string | null): void {
  const expression = update.UpdateExpression;
  if (typeof expression !== 'string') return;
  const names: Record<string, string> = update.ExpressionAttributeNames ?? {};
  if (Object.values(names).includes(ORIGIN_ATTRIBUTE)) return;
  update.ExpressionAttributeNames = { ...names, '#_rq': ORIGIN_ATTRIBUTE };
  if (requestId) {
    update.UpdateExpression = /\bSET\s/i.test(expression) ? expression.replace(/\bSET\s+/i, 'SET #_rq = :_rq, ') : `SET #_rq = :_rq ${expression}`;
    update.ExpressionAttributeValues = { ...(update.ExpressionAttributeValues ?? {}), ':_rq': requestId };
  } else {
    update.UpdateExpression = /\bREMOVE\s/i.test(expression) ? expression.replace(/\bREMOVE\s+/i, 'REMOVE #_rq, ') : `${expression} REMOVE #_rq`;
  }
}

/** Stamps the items a write command's input writes (the same shapes as layout.ts `stampWrite`). */
export function stampOrigin(input: Input): void {
  const requestId = writingRequest();
  if (input.Item) input.Item = stampPut(input.Item, requestId);
  if (input.UpdateExpression) stampUpdate(input, requestId);
  for (const part of input.TransactItems ?? []) {
    if (part.Put) part.Put.Item = stampPut(part.Put.Item, requestId);
    if (part.Update) stampUpdate(part.Update, requestId);
  }
  for (const requests of Object.values(input.RequestItems ?? {}) as Input[][])
    if (Array.isArray(requests)) for (const request of requests) if (request.PutRequest) request.PutRequest.Item = stampPut(request.PutRequest.Item, requestId);
}

/** The request that wrote an item (a stream image, a stored item), or null. */
export const requestIdOfItem = (item: Record<string, unknown> | undefined): string | null =>
  typeof item?.[ORIGIN_ATTRIBUTE] === 'string' ? (item[ORIGIN_ATTRIBUTE] as string) : null;
