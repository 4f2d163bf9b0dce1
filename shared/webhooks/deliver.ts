import { config } from '../config';
import { ApiError } from '../errors/api-error';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { publishMetric } from '../http/metrics';
import { log, withCorrelation } from '../observability/log';
import { WEBHOOK_METRICS, WEBHOOK_METRICS_AREA } from '../observability/metric-names';
import { SERVICE_NAME } from '../observability/service';
import { secondsUntilDue, type DeliveryMessage, type DeliveryQueue } from './delivery-queue';
import { putDeliveryAttempt, type DeliveryAttempt } from './deliveries-store';
import { postPinned, type PostOutcome } from './http-post';
import { admitDelivery, configuredRateCaps, destinationOf, type Admission, type RateCaps } from './rate-caps';
import { retryDelaySeconds } from './retry-schedule';
import { webhookHeaders } from './signing';
import { disableFailingSubscription, getSubscriptionRecord, recordDeliveryOutcome } from './subscriptions-store';
import { checkWebhookUrl, familyOf, type CheckedUrl } from './url-safety';

/** A subscription whose deliveries have all failed for this long is disabled at its next failure. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * The early pause (#33 finding 6): a destination that has failed this many attempts in a row,
 * with no success for at least `PAUSE_AFTER_FAILING_MS`, is disabled at once rather than after 5
 * days — one assign of 1,000 users to a dead host is otherwise 8,000 POSTs per subscription.
 * Both bounds, not one: a receiver down for a deploy (a few minutes) under a burst keeps its
 * deliveries, and a quiet subscription (a few events a day) still waits the 5 days.
 */
export const PAUSE_AFTER_FAILED_ATTEMPTS = 100;
export const PAUSE_AFTER_FAILING_MS = 10 * 60 * 1000;

/** Whether the failure streak `streak` (after this attempt's failure) ends the subscription now. */
export function streakDisables(streak: { failing_since: string | null; failed_attempts?: number }, at: Date): 'failing for 5 days' | 'failing everything' | null {
  if (!streak.failing_since) return null;
  const failingFor = at.getTime() - Date.parse(streak.failing_since);
  if (failingFor >= DISABLE_AFTER_FAILING_MS) return 'failing for 5 days';
  if (failingFor >= PAUSE_AFTER_FAILING_MS && (streak.failed_attempts ?? 0) >= PAUSE_AFTER_FAILED_ATTEMPTS) return 'failing everything';
  return null;
}

export const USER_AGENT = `${SERVICE_NAME}-webhooks/1`;

export interface DeliverOptions {
  now?: () => Date;
  /** Injectable for the jitter bounds in tests; Math.random otherwise. */
  random?: () => number;
  /** The delivery rate caps (#33 §6); the configured ones otherwise. */
  caps?: RateCaps;
}

/** What one handled message came to (for logs and tests). */
export type DeliveryResult =
  | { kind: 'postponed' }
  /** Over a rate cap: back to the queue until `until`, attempt unchanged (`reserved`: its slot is held). */
  | { kind: 'deferred'; until: string; by: 'organization' | 'destination'; reserved: boolean }
  | { kind: 'dropped'; reason: 'subscription_gone' | 'subscription_disabled' }
  | { kind: 'attempted'; attempt: DeliveryAttempt; disabled: boolean };

/**
 * One attempt of one delivery (the delivery worker's core; the same code over SQS in AWS and over
 * the in-process queue locally):
 * 1. a message not yet due (`not_before`, delays beyond SQS's 15 min) goes back to the queue;
 * 2. the subscription is read (gone or disabled: the message is dropped);
 * 3. the URL is checked again, after DNS (a name may point elsewhere since it was saved): the
 *    POST will go to an address checked here (a refused URL is a failed attempt, nothing sent);
 *    then the delivery rate caps (rate-caps.ts, #33 §6) are asked for that address and port (#45
 *    finding 3: not the name as written), unless this message holds a reserved slot for an
 *    address the name still resolves to: over a cap the same attempt goes back to the queue
 *    until its slot (`deferred`); the POST is signed with the subscription's live secrets;
 * 4. the outcome updates the failure streak; a subscription failing for 5 days, or failing every
 *    attempt of a burst (`streakDisables`), is disabled (conditional: once), which the stream
 *    turns into webhook.disabled for the others;
 * 5. the attempt is logged, then retried on the schedule or, after the last, dead-lettered.
 * A throw (DynamoDB unavailable) leaves the message to the queue: it is handed over again, and
 * the receiver may see the same webhook-id twice (at least once; receivers deduplicate).
 */
export function deliver(message: DeliveryMessage, queue: DeliveryQueue, options: DeliverOptions = {}): Promise<DeliveryResult> {
  // Every line of this attempt carries the request that made the event (Powertools correlation_id).
  return withCorrelation({ requestId: message.request_id ?? null, stampsWrites: false }, () => attemptDelivery(message, queue, options));
}

async function attemptDelivery(message: DeliveryMessage, queue: DeliveryQueue, options: DeliverOptions): Promise<DeliveryResult> {
  const now = options.now ?? (() => new Date());
  const wait = secondsUntilDue(message, now());
  if (wait > 0) {
    await queue.send(message, wait);
    return { kind: 'postponed' };
  }
  const { not_before: _due, rate_reserved_for: reservedFor, ...current } = message;
  const subscription = await getSubscriptionRecord(message.slug, message.webhook_id);
  if (!subscription || subscription.status !== 'enabled') {
    const reason = subscription ? 'subscription_disabled' : 'subscription_gone';
    log.info('webhook delivery dropped', { slug: message.slug, webhook_id: message.webhook_id, event_id: message.event_id, reason });
    return { kind: 'dropped', reason };
  }

  const target = await checkedTarget(subscription.url);
  let outcome: PostOutcome;
  let attemptedAt: Date;
  if ('refused' in target) {
    attemptedAt = now();
    outcome = { statusCode: null, error: target.refused, durationMs: 0 };
  } else {
    // A held slot is for one address: kept while the name still resolves to it (any of its answers).
    const held = reservedFor === undefined ? undefined : target.addresses.find((address) => destinationOf(address, target.port) === reservedFor);
    const address = held ?? target.address;
    if (held === undefined) {
      const admission = await admitDelivery(message.slug, destinationOf(address, target.port), options.caps ?? configuredRateCaps(), now());
      if (admission.kind !== 'now') return defer(current, admission, queue, now());
    }
    attemptedAt = now();
    outcome = await postPinned({
      url: target.url.href,
      address,
      family: familyOf(address),
      headers: { ...webhookHeaders(subscription, message.event_id, message.event, attemptedAt), 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: message.event,
    });
  }
  const ok = outcome.error === null;

  let disabled = false;
  // A success on a subscription read healthy has no streak to close: no write at all (the common case).
  const streak = ok && !subscription.failing_since ? subscription : await recordDeliveryOutcome(message.slug, message.webhook_id, { ok, at: attemptedAt });
  const why = !ok && streak ? streakDisables(streak, attemptedAt) : null;
  if (why) disabled = (await disableFailingSubscription(message.slug, message.webhook_id, attemptedAt)) !== null;

  const delay = ok || disabled ? null : retryDelaySeconds(message.attempt, config().WEBHOOK_RETRY_SCALE, options.random);
  const dead = !ok && !disabled && delay === null;
  const logged = await putDeliveryAttempt(message.slug, {
    webhook_id: message.webhook_id,
    event_id: message.event_id,
    event_type: typeOf(message.event),
    attempt: message.attempt,
    status: ok ? 'succeeded' : dead ? 'dead' : 'failed',
    status_code: outcome.statusCode,
    duration_ms: outcome.durationMs,
    error: disabled ? `${outcome.error} (subscription disabled: ${why === 'failing everything' ? `${PAUSE_AFTER_FAILED_ATTEMPTS} or more attempts failed in a row over ${PAUSE_AFTER_FAILING_MS / 60_000} minutes` : 'failing for 5 days'})` : outcome.error,
    attempted_at: attemptedAt.toISOString(),
    next_retry_at: delay === null ? null : new Date(attemptedAt.getTime() + delay * 1000).toISOString(),
    event: message.event,
    request_id: message.request_id ?? null,
  });

  log.info('webhook delivery attempted', {
    slug: message.slug,
    webhook_id: message.webhook_id,
    event_id: message.event_id,
    attempt: message.attempt,
    status: logged.status,
    status_code: logged.status_code,
    duration_ms: logged.duration_ms,
  });
  count(ok ? WEBHOOK_METRICS.deliverySucceeded : WEBHOOK_METRICS.deliveryFailed);
  if (dead) count(WEBHOOK_METRICS.deadLettered);
  if (delay !== null) await queue.send({ ...current, attempt: message.attempt + 1 }, delay);
  if (dead) {
    log.warn('webhook delivery dead', { slug: message.slug, webhook_id: message.webhook_id, event_id: message.event_id, attempts: message.attempt });
    await queue.deadLetter(current);
  }
  return { kind: 'attempted', attempt: logged, disabled };
}

/**
 * Over a rate cap (#33 §6): the same attempt goes back to the queue until its slot (or, when the
 * bucket is booked beyond the horizon, until it may ask again). Nothing is POSTed, logged in the
 * delivery log or counted against the failure streak; the metric and a log line say why it waits.
 */
async function defer(
  current: DeliveryMessage,
  admission: Exclude<Admission, { kind: 'now' }>,
  queue: DeliveryQueue,
  at: Date,
): Promise<DeliveryResult> {
  const reserved = admission.kind === 'reserved';
  await queue.send(reserved ? { ...current, rate_reserved_for: admission.destination } : current, Math.max(0, (admission.at.getTime() - at.getTime()) / 1000));
  count(WEBHOOK_METRICS.deliveryDeferred);
  const until = admission.at.toISOString();
  log.info('webhook delivery deferred (rate cap)', { slug: current.slug, webhook_id: current.webhook_id, event_id: current.event_id, attempt: current.attempt, by: admission.by, until, reserved });
  return { kind: 'deferred', until, by: admission.by, reserved };
}

/** The SSRF check, after DNS: where the POST may go, or why it may not (a failed attempt with that reason, no request). */
async function checkedTarget(url: string): Promise<CheckedUrl | { refused: string }> {
  try {
    return await checkWebhookUrl(url);
  } catch (error) {
    if (error instanceof ApiError) return { refused: error.message };
    throw error;
  }
}

/** One EMF metric now (the worker has no request shell to flush at the end): the stack alarms on the failure rate. */
function count(name: string): void {
  publishMetric(name, MetricUnit.Count, 1, { area: WEBHOOK_METRICS_AREA });
}

function typeOf(body: string): string {
  try {
    const type = (JSON.parse(body) as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Lambda's answer for an SQS batch with ReportBatchItemFailures: a message whose handling threw
 * stays on the queue (visible again after the visibility timeout; after maxReceiveCount, the
 * queue's own dead-letter queue); the others are deleted.
 */
export async function deliverQueueBatch(
  records: ReadonlyArray<{ messageId: string; body: string }>,
  queue: DeliveryQueue,
): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const failures: { itemIdentifier: string }[] = [];
  await Promise.all(
    records.map(async (record) => {
      let message: DeliveryMessage | undefined;
      try {
        message = JSON.parse(record.body) as DeliveryMessage;
        await deliver(message, queue);
      } catch (error) {
        await withCorrelation({ requestId: message?.request_id ?? null, stampsWrites: false }, async () =>
          log.error('webhook delivery failed to run', { message_id: record.messageId, error: error instanceof Error ? error.message : String(error) }),
        );
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  return { batchItemFailures: failures };
}
