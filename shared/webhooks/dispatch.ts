import { requireOrganization } from '../tenancy/organizations';
import { log, withCorrelation } from '../observability/log';
import { ALL_EVENTS } from './schemas';
import { deriveEvents, needsZone, requestIdOfRecord, slugOfRecord, type ChangeRecord, type DerivedEvent } from './events';
import type { DeliveryMessage, DeliveryQueue } from './delivery-queue';
import { listSubscriptionRecords, type WebhookRecord } from './subscriptions-store';

/** A stream record as both the Lambda event and the local reader give it (the sequence number identifies it). */
export type DispatchRecord = ChangeRecord & { dynamodb?: ChangeRecord['dynamodb'] & { SequenceNumber?: string } };

/** Whether a subscription gets an event: enabled, and (a send request) its target or (otherwise) subscribed to the type. */
export function receives(subscription: WebhookRecord, event: DerivedEvent): boolean {
  if (subscription.status !== 'enabled') return false;
  if (event.target !== undefined) return subscription.id === event.target;
  if (event.exclude === subscription.id) return false;
  return subscription.events.includes(ALL_EVENTS) || subscription.events.includes(event.type);
}

/** The first attempt of each delivery an event makes. */
export function deliveriesOf(event: DerivedEvent, subscriptions: readonly WebhookRecord[]): DeliveryMessage[] {
  return subscriptions
    .filter((subscription) => receives(subscription, event))
    .map((subscription) => ({
      slug: event.slug,
      webhook_id: subscription.id,
      event_id: event.id,
      event: event.body,
      attempt: 1,
      ...(event.requestId ? { request_id: event.requestId } : {}),
    }));
}

/**
 * The dispatcher's core (functions/webhook-workers/dispatcher.ts in AWS, infra/local/webhook-pipeline.ts
 * locally): each record of a batch, in order, becomes its events, and each event one first
 * attempt per subscription that receives it. An organization's subscriptions are read once per
 * batch (one Query), and only when one of its records makes an event; records of changes no
 * subscriber can care about (counters, locks, sessions…) cost nothing.
 *
 * Returns the sequence number of the first record that could not be dispatched (it and those
 * after it are read again: Lambda's ReportBatchItemFailures), or null. A record is dispatched
 * at least once; its events' ids do not change on a second read, so receivers deduplicate.
 */
export async function dispatchRecords(records: readonly DispatchRecord[], queue: DeliveryQueue): Promise<string | null> {
  const subscriptionsOf = new Map<string, Promise<WebhookRecord[]>>();
  for (const record of records) {
    // Each record's log lines carry the request that made its change (Powertools correlation_id).
    const failed = await withCorrelation({ requestId: requestIdOfRecord(record), stampsWrites: false }, () => dispatchRecord(record, queue, subscriptionsOf));
    if (failed) return record.dynamodb?.SequenceNumber ?? null;
  }
  return null;
}

/** One record of dispatchRecords; true when it could not be dispatched. */
async function dispatchRecord(record: DispatchRecord, queue: DeliveryQueue, subscriptionsOf: Map<string, Promise<WebhookRecord[]>>): Promise<boolean> {
  try {
    const slug = slugOfRecord(record);
    if (!slug) return false;
    const zone = needsZone(record) ? (await requireOrganization(slug)).timezone : undefined;
    const events = deriveEvents(record, zone);
    if (events.length === 0) return false;
    let subscriptions = subscriptionsOf.get(slug);
    if (!subscriptions) {
      subscriptions = listSubscriptionRecords(slug);
      subscriptionsOf.set(slug, subscriptions);
    }
    const all = await subscriptions;
    const messages = events.flatMap((event) => deliveriesOf(event, all));
    await Promise.all(messages.map((message) => queue.send(message, 0)));
    if (messages.length) log.debug('webhook events dispatched', { slug, events: events.map((e) => e.type), deliveries: messages.length });
    return false;
  } catch (error) {
    log.error('webhook dispatch failed', { error: error instanceof Error ? error.message : String(error), event_id: record.eventID });
    // A failed organization read is not cached: the retry reads it again.
    subscriptionsOf.clear();
    return true;
  }
}

/** Lambda's answer for a stream batch with ReportBatchItemFailures: the first failed record, if any. */
export async function dispatchStreamBatch(records: readonly DispatchRecord[], queue: DeliveryQueue): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const failedAt = await dispatchRecords(records, queue);
  return { batchItemFailures: failedAt ? [{ itemIdentifier: failedAt }] : [] };
}
