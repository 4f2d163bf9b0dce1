import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { accessPattern } from '../db/access-pattern';
import { keyId, newId } from '../db/ids';
import { entityKey } from '../db/prefixes';
import { queryPage, type Page, type PageRequest } from '../db/query-page';
import { TABLE } from '../db/table';
import { conditionFailedAt, transactWrite } from '../db/transact';
import type { DeliveryStatus, WebhookDeliveryT } from './schemas';
import { subscriptionKey } from './subscriptions-store';

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

export interface DeliveryAttempt {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** 1-based: 1 is the first try of this event to this subscription. */
  attempt: number;
  status: DeliveryStatus;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  attempted_at: string;
  next_retry_at: string | null;
  /** The exact JSON body sent: `{"type","timestamp","data"}`. */
  event: string;
  /** The API request whose write made the event (null: none, or logged before it was recorded). */
  request_id: string | null;
}

/** One partition per subscription: its attempts, read newest first. */
const DELIVERIES = accessPattern('webhookDeliveries');
const deliveryKey = (slug: string, webhookId: string, deliveryId: string) => DELIVERIES.attributes(slug, keyId(deliveryId), keyId(webhookId));
/** The table's TTL attribute: DynamoDB deletes the item `days` after `iso`. */
const ttlAfter = (iso: string, days: number) => ({ [TABLE.ttlAttribute]: Math.floor(Date.parse(iso) / 1000) + days * DAY_SECONDS });

export function toDeliveryAttempt(item: Record<string, unknown>): DeliveryAttempt {
  return {
    id: item.id as string,
    webhook_id: item.webhook_id as string,
    event_id: item.event_id as string,
    event_type: item.event_type as string,
    attempt: Number(item.attempt),
    status: item.status as DeliveryStatus,
    status_code: typeof item.status_code === 'number' ? item.status_code : null,
    duration_ms: Number(item.duration_ms ?? 0),
    error: typeof item.error === 'string' ? item.error : null,
    attempted_at: item.attempted_at as string,
    next_retry_at: typeof item.next_retry_at === 'string' ? item.next_retry_at : null,
    event: item.event as string,
    request_id: typeof item.request_id === 'string' ? item.request_id : null,
  };
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
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...deliveryKey(slug, stored.webhook_id, stored.id),
        entity: 'webhook_delivery',
        ...ttlAfter(stored.attempted_at, DELIVERY_LOG_DAYS),
        ...stored,
      },
    }),
  );
  return stored;
}

/** One page of a subscription's log, newest first. */
export async function listDeliveriesPage(slug: string, webhookId: string, page: PageRequest): Promise<Page<DeliveryAttempt>> {
  return queryPage({ ...DELIVERIES.keyQuery(slug, keyId(webhookId)), descending: true }, page, toDeliveryAttempt);
}

export async function getDeliveryAttempt(slug: string, webhookId: string, deliveryId: string): Promise<DeliveryAttempt | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: deliveryKey(slug, webhookId, deliveryId), ConsistentRead: true }),
  );
  return Item ? toDeliveryAttempt(Item) : null;
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
  try {
    await transactWrite({
      TransactItems: [
        { ConditionCheck: { TableName: tableName(), Key: subscriptionKey(slug, send.webhook_id), ConditionExpression: 'attribute_exists(pk)' } },
        {
          Put: {
            TableName: tableName(),
            Item: {
              pk: entityKey(slug, 'webhookSend'),
              sk: newId(now.getTime()),
              entity: 'webhook_send',
              ...ttlAfter(now.toISOString(), SEND_REQUEST_DAYS),
              webhook_id: send.webhook_id,
              event_id: send.event_id,
              event: send.event,
            },
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}
