import { newId } from '../db/ids';
import type { Page, PageRequest } from '../db/query-page';
import { ApiError } from '../errors/api-error';
import { getDeliveryAttempt, listDeliveriesPage, requestSend, toWebhookDelivery } from './deliveries-store';
import { MAX_WEBHOOKS_PER_ORGANIZATION, type CreatedWebhookT, type CreateWebhookBodyT, type UpdateWebhookBodyT, type WebhookDeliveryT, type WebhookEventT, type WebhookT } from './schemas';
import { newSigningSecret } from './secrets';
import {
  deleteSubscription,
  getSubscriptionRecord,
  listSubscriptionsPage,
  putSubscription,
  rotateSubscriptionSecret,
  toWebhook,
  updateSubscription,
  type WebhookChange,
  type WebhookRecord,
} from './subscriptions-store';
import { checkWebhookUrl } from './url-safety';

/** The rules of webhook subscriptions (routes in ./routes.ts; delivery in the pipeline modules). */

const webhookNotFound = () => new ApiError('webhook_not_found', 'No such webhook subscription.');
const deliveryNotFound = () => new ApiError('delivery_not_found', 'No such delivery in this webhook subscription\'s log.');

const withSecret = (record: WebhookRecord): CreatedWebhookT => ({ ...toWebhook(record), secret: record.secret });

/** An event id made by a route (webhook.test): `msg_` + a ULID, the form Standard Webhooks shows. */
export const newEventId = (now: Date): string => `msg_${newId(now.getTime())}`;

export async function createWebhook(slug: string, body: CreateWebhookBodyT, now = new Date()): Promise<CreatedWebhookT> {
  // Refused before anything is written (docs/decisions/webhooks.md, "SSRF: checked at create and at every delivery, the address pinned"); checked again at every delivery.
  await checkWebhookUrl(body.url);
  const at = now.toISOString();
  const record: WebhookRecord = {
    id: newId(now.getTime()),
    url: body.url,
    events: [...body.events],
    description: body.description ?? null,
    status: 'enabled',
    secret: newSigningSecret(),
    failing_since: null,
    disabled_reason: null,
    created_at: at,
    updated_at: at,
  };
  // Counted in the same transaction as the write (no read-then-write race); an idempotent replay
  // answers the stored response without coming here, so it is never counted twice.
  if ((await putSubscription(slug, record, MAX_WEBHOOKS_PER_ORGANIZATION)) === 'limit_reached') {
    throw new ApiError(
      'webhook_limit_reached',
      `An organization may have at most ${MAX_WEBHOOKS_PER_ORGANIZATION} webhook subscriptions; delete one to add another.`,
    );
  }
  return withSecret(record);
}

export async function listWebhooks(slug: string, page: PageRequest): Promise<Page<WebhookT>> {
  const { items, nextCursor } = await listSubscriptionsPage(slug, page);
  return { items: items.map(toWebhook), nextCursor };
}

export async function getWebhook(slug: string, id: string): Promise<WebhookT> {
  const record = await getSubscriptionRecord(slug, id);
  if (!record) throw webhookNotFound();
  return toWebhook(record);
}

export async function deleteWebhook(slug: string, id: string): Promise<void> {
  if (!(await deleteSubscription(slug, id))) throw webhookNotFound();
}

/**
 * The change an update makes. Re-enabling forgets the failure streak (the 5-day clock starts
 * again at the next failure); disabling by hand says so, so the stream does not announce it as
 * a `webhook.disabled` (that event is for subscriptions the service disabled).
 */
export function updateChange(body: UpdateWebhookBodyT, now: Date): WebhookChange {
  const set: NonNullable<WebhookChange['set']> = { updated_at: now.toISOString() };
  const remove: NonNullable<WebhookChange['remove']>[number][] = [];
  if (body.url !== undefined) set.url = body.url;
  if (body.events !== undefined) set.events = [...body.events];
  if (body.description !== undefined) set.description = body.description;
  if (body.status === 'enabled') {
    set.status = 'enabled';
    remove.push('failing_since', 'failed_attempts', 'disabled_reason');
  } else if (body.status === 'disabled') {
    set.status = 'disabled';
    set.disabled_reason = 'manual';
  }
  return { set, remove };
}

export async function updateWebhook(slug: string, id: string, body: UpdateWebhookBodyT, now = new Date()): Promise<WebhookT> {
  if (body.url !== undefined) await checkWebhookUrl(body.url);
  const record = await updateSubscription(slug, id, updateChange(body, now));
  if (!record) throw webhookNotFound();
  return toWebhook(record);
}

/** A new secret; the old one keeps signing (second `v1,` entry) for 24 h, so receivers can switch over. */
export async function rotateWebhookSecret(slug: string, id: string, now = new Date()): Promise<CreatedWebhookT> {
  const record = await rotateSubscriptionSecret(slug, id, newSigningSecret(), now);
  if (!record) throw webhookNotFound();
  return withSecret(record);
}

/**
 * Sends a `webhook.test` event to this subscription only: a send request on the table, which the
 * stream hands to the dispatcher like any other change (so the route needs only the table).
 */
export async function sendTestEvent(slug: string, id: string, now = new Date()): Promise<WebhookEventT> {
  const event = {
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { webhook_id: id, message: 'This is a test event: the subscription receives and verifies events.' },
  };
  const eventId = newEventId(now);
  if (!(await requestSend(slug, { webhook_id: id, event_id: eventId, event: JSON.stringify(event) }, now))) throw webhookNotFound();
  return { id: eventId, ...event };
}

/** The log of a subscription, newest first; an unknown subscription is 404 (not an empty log). */
export async function listWebhookDeliveries(slug: string, id: string, page: PageRequest): Promise<Page<WebhookDeliveryT>> {
  const [record, attempts] = await Promise.all([getSubscriptionRecord(slug, id), listDeliveriesPage(slug, id, page)]);
  if (!record) throw webhookNotFound();
  return { items: attempts.items.map(toWebhookDelivery), nextCursor: attempts.nextCursor };
}

/**
 * Sends the event of a logged attempt again, as it was (same id, same body: receivers that saw
 * it deduplicate), as a new delivery starting at attempt 1.
 */
export async function redeliver(slug: string, id: string, deliveryId: string, now = new Date()): Promise<WebhookEventT> {
  const attempt = await getDeliveryAttempt(slug, id, deliveryId);
  if (!attempt) throw deliveryNotFound();
  if (!(await requestSend(slug, { webhook_id: id, event_id: attempt.event_id, event: attempt.event }, now))) throw webhookNotFound();
  const event = JSON.parse(attempt.event) as Omit<WebhookEventT, 'id'>;
  return { id: attempt.event_id, type: event.type, timestamp: event.timestamp, data: event.data };
}
