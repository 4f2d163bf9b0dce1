import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { newId } from '../db/ids';
import { queryPage, type Page, type PageRequest } from '../db/query-page';
import { TABLE } from '../db/table';
import { transaction } from '../db/operations';
import { DELIVERY_STATUSES } from './enums';
import type { WebhookDeliveryT } from './schemas';
import { WEBHOOKS } from './subscriptions-store';

/**
 * The delivery log and the send requests.
 *
 * - Attempt: `ORG#<slug>#WEBHOOK_DELIVERY#<webhook id> / <delivery id>` (a ULID, so the newest
 *   attempt is the last key: the log is read backwards), kept DELIVERY_LOG_DAYS (TTL). It keeps
 *   the exact body sent (`event`), for redelivery; the API view leaves it out.
 * - Send request: `ORG#<slug>#WEBHOOK_SEND / <send id>`, kept one day. Test and redeliver write
 *   one; its INSERT on the stream is dispatched to its one subscription like any other event, so
 *   the routes need only the table. The send id is fresh on every request (not the event id): a
 *   second redelivery of one event is another INSERT, where a Put on the event id would be a
 *   MODIFY the dispatcher ignores. The event id travels as the `event_id` attribute.
 */

export const DELIVERY_LOG_DAYS = 30;
const SEND_REQUEST_DAYS = 1;
const DAY_SECONDS = 24 * 60 * 60;

/** A text that reads as null when absent (one schema for the attempt's three). */
const stringOrNull = z._default(z.nullable(stored.string), null);
/** One attempt as stored (without its keys and TTL). Absent numbers and texts read as the mapper before the kernel read them. */
const StoredAttempt = z.object({
  id: stored.string,
  webhook_id: stored.string,
  event_id: stored.string,
  event_type: stored.string,
  /** 1-based: 1 is the first try of this event to this subscription. */
  attempt: stored.number,
  status: z.enum(DELIVERY_STATUSES),
  status_code: z._default(z.nullable(stored.number), null),
  duration_ms: z._default(stored.number, 0),
  error: stringOrNull,
  attempted_at: stored.string,
  next_retry_at: stringOrNull,
  /** The exact JSON body sent: `{"type","timestamp","data"}`. */
  event: stored.string,
  /** The API request whose write made the event (null: none, or logged before it was recorded). */
  request_id: stringOrNull,
});
export type DeliveryAttempt = z.output<typeof StoredAttempt>;

/** The attempt entity, declared once (shared/db/entity.ts): one partition per subscription, its attempts by id (ULID: by time). */
export const DELIVERIES = defineEntity({
  name: 'webhook_delivery',
  schema: StoredAttempt,
  primary: { index: null, composites: ['webhook_id'], sort: ['id'] },
  indexes: {},
});

/**
 * A send request as stored: its id is its sort key only (never an attribute, as before the
 * kernel): `keyOnly`, so `item` is written without it.
 */
const StoredSend = z.object({ id: stored.optionalString, webhook_id: stored.string, event_id: stored.string, event: stored.string });

/** The send-request entity, declared once: one partition per organization, by send id. */
export const SENDS = defineEntity({
  name: 'webhook_send',
  schema: StoredSend,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {},
  keyOnly: ['id'],
});

/** The expiry (epoch seconds) `days` after `iso`. */
const expiryAfter = (iso: string, days: number) => Math.floor(Date.parse(iso) / 1000) + days * DAY_SECONDS;

/** The table's TTL attribute: DynamoDB deletes the item `days` after `iso`. */
const ttlAfter = (iso: string, days: number) => ({ [TABLE.ttlAttribute]: Math.floor(Date.parse(iso) / 1000) + days * DAY_SECONDS });

/** A stored attempt read through its schema. */
export const toDeliveryAttempt = (item: Record<string, unknown>): DeliveryAttempt => DELIVERIES.parse(item);

/** The stored item of an attempt: the entity's item and its expiry. */
export const deliveryItem = (slug: string, attempt: DeliveryAttempt): Record<string, unknown> => ({
  ...DELIVERIES.item(slug, attempt),
  ...ttlAfter(attempt.attempted_at, DELIVERY_LOG_DAYS),
});

/** The stored item of a send request made at `now`: keyed by its id, which is not an attribute. */
export function sendItem(slug: string, send: z.output<typeof StoredSend>, now: Date): Record<string, unknown> {
  return { ...SENDS.item(slug, send), ...ttlAfter(now.toISOString(), SEND_REQUEST_DAYS) };
}

/** The public view: an explicit list of fields (never the body). */
export function toWebhookDelivery(attempt: DeliveryAttempt): WebhookDeliveryT {
  return {
    id: attempt.id,
    event_id: attempt.event_id,
    event_type: attempt.event_type,
    attempt: attempt.attempt,
    status: attempt.status,
    status_code: attempt.status_code,
    duration_ms: attempt.duration_ms,
    error: attempt.error,
    attempted_at: attempt.attempted_at,
    next_retry_at: attempt.next_retry_at,
    request_id: attempt.request_id,
  };
}

/**
 * Records one attempt in the log (the delivery worker; tests seed the log with it). `id` may be
 * left out: a new ULID at `attempted_at`, so the log sorts by time. Returns what was stored.
 */
export async function putDeliveryAttempt(slug: string, attempt: Omit<DeliveryAttempt, 'id' | 'request_id'> & { id?: string; request_id?: string | null }): Promise<DeliveryAttempt> {
  const stored: DeliveryAttempt = { ...attempt, id: attempt.id ?? newId(Date.parse(attempt.attempted_at)), request_id: attempt.request_id ?? null };
  await DELIVERIES.put(slug, stored, { ttl: expiryAfter(stored.attempted_at, DELIVERY_LOG_DAYS) }).send();
  return stored;
}

/** One page of a subscription's log, newest first. */
export async function listDeliveriesPage(slug: string, webhookId: string, page: PageRequest): Promise<Page<DeliveryAttempt>> {
  return queryPage({ ...DELIVERIES.primary.query(slug, { webhook_id: webhookId }), descending: true }, page, toDeliveryAttempt);
}

export async function getDeliveryAttempt(slug: string, webhookId: string, deliveryId: string): Promise<DeliveryAttempt | null> {
  return DELIVERIES.get(slug, { webhook_id: webhookId, id: deliveryId }, { consistent: true });
}

export interface SendRequest {
  webhook_id: string;
  event_id: string;
  /** The exact JSON body to send. */
  event: string;
}

/**
 * Asks for one event to be sent to one subscription: the send-request item, in one transaction
 * with a check that the subscription exists (false when it does not: nothing written).
 */
export async function requestSend(slug: string, send: SendRequest, now: Date): Promise<boolean> {
  const request = transaction({
    subscription: WEBHOOKS.check(slug, { id: send.webhook_id }, (w) => w.exists()),
    send: SENDS.put(slug, { id: newId(now.getTime()), webhook_id: send.webhook_id, event_id: send.event_id, event: send.event }, { ttl: expiryAfter(now.toISOString(), SEND_REQUEST_DAYS) }),
  });
  try {
    await request.go();
    return true;
  } catch (error) {
    if (request.failed(error, 'subscription')) return false;
    throw error;
  }
}
