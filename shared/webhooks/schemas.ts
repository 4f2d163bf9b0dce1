import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, Text, name, pageQuery } from '../schemas/common';
import { DELIVERY_STATUSES, WEBHOOK_STATUSES } from './enums';

/** Webhooks (#20): subscriptions, the delivery log and the events. Rules in shared/webhooks/. */

export { DELIVERY_STATUSES, WEBHOOK_STATUSES };
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The longest URL a subscription may have (a URL is a key to nothing, but it is stored and logged). */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/**
 * The most subscriptions an organization may have (409 `webhook_limit_reached` beyond). The
 * dispatcher reads all of an organization's subscriptions with one Query per stream batch and
 * fans every event out to them, so the list must stay small and bounded. Counted on the
 * organization's item in the same transaction as each create and delete (subscriptions-store.ts).
 */
export const MAX_WEBHOOKS_PER_ORGANIZATION = 20;

export const WebhookStatus = z
  .enum(WEBHOOK_STATUSES)
  .check(z.describe('`enabled` receives events; `disabled` by an administrator, or by the service after 5 days of failed deliveries.'));

export const Webhook = named('Webhook', z.object({
  id: Id.check(z.describe('The subscription\'s id.')),
  url: z.string().check(z.describe('Where events are POSTed (https; never a private, loopback, link-local or metadata address).')),
  events: z.array(z.string()).check(z.describe('The event types it receives, or `["*"]` for all of them.')),
  description: z.nullable(z.string()).check(z.describe('What it is for, as its creator wrote it; null if not given.')),
  status: WebhookStatus,
  created_at: Instant.check(z.describe('When it was created.')),
  updated_at: Instant.check(z.describe('When it last changed.')),
}));

export const CreatedWebhook = named('CreatedWebhook', z.extend(Webhook, {
  secret: z
    .string()
    .check(
      z.describe(
        'The signing secret (`whsec_` + base64 of 32 random bytes): shown only here and by rotate-secret. Verify `webhook-signature` with it (Standard Webhooks). An Idempotency-Key replay of the create answers this field masked (the secret is never stored for replays).',
      ),
    ),
}));

/** The data of a `webhook.test` event: which subscription asked for it. */
export const WebhookTestData = named('WebhookTestData', z.object({
  webhook_id: Id.check(z.describe('The subscription the test was sent to.')),
  message: z.string().check(z.describe('A fixed sentence: this is a test event.')),
}));

/**
 * THE event types, by name (the routes' enum, the dispatcher, the OpenAPI `webhooks` section).
 * What each one reports and the schema of its `data` are in ./event-types.ts, apart from this
 * module so that the subscription routes do not load the other areas' schemas (and luxon) at a
 * cold start: `satisfies Record<WebhookEventType, …>` there keeps the two lists one.
 */
export const WEBHOOK_EVENT_TYPE_NAMES = [
  'user.created',
  'user.updated',
  'user.deactivated',
  'enrollment.created',
  'enrollment.completed',
  'timeoff.request.created',
  'timeoff.request.approved',
  'timeoff.request.rejected',
  'timeoff.request.cancelled',
  'timeoff.request.deleted',
  'attendance.mark.created',
  'webhook.test',
  'webhook.disabled',
  'group.created',
  'group.updated',
  'group.deleted',
  'group.member_added',
  'group.member_removed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPE_NAMES)[number];
export const isWebhookEventType = (value: string): value is WebhookEventType => (WEBHOOK_EVENT_TYPE_NAMES as readonly string[]).includes(value);
/** Subscribes to every type, present and future. */
export const ALL_EVENTS = '*';

export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPE_NAMES).check(z.describe('An event type.'));

/** An event as the routes answer it (test, redeliver): its id (the `webhook-id` header) and the body sent. */
export const WebhookEvent = named('WebhookEvent', z.object({
  id: z.string().check(z.describe('The event\'s id, sent as the `webhook-id` header; the same across retries and redeliveries.')),
  type: z.string().check(z.describe('The event type.')),
  timestamp: Instant.check(z.describe('When the change happened.')),
  data: z.record(z.string(), z.unknown()).check(z.describe('The resource as the API returns it (see the event type).')),
}));

export const WebhookDelivery = named('WebhookDelivery', z.object({
  id: Id.check(z.describe('The attempt\'s id (for redelivering its event).')),
  event_id: z.string().check(z.describe('The event\'s id (`webhook-id`).')),
  event_type: z.string().check(z.describe('The event type.')),
  attempt: z.int().check(z.minimum(1)).check(z.describe('1 for the first try of this event, then 2, 3… for retries.')),
  status: z
    .enum(DELIVERY_STATUSES)
    .check(z.describe('`succeeded` (a 2xx), `failed` (retried at `next_retry_at`) or `dead` (the last attempt failed: no more retries).')),
  status_code: z.nullable(z.int()).check(z.describe('The receiver\'s HTTP status; null when there was no answer (timeout, refused, bad address).')),
  duration_ms: z.int().check(z.minimum(0)).check(z.describe('How long the attempt took, in milliseconds.')),
  error: z.nullable(z.string()).check(z.describe('Why it failed, when it did; null on success.')),
  attempted_at: Instant.check(z.describe('When the attempt was made.')),
  next_retry_at: z.nullable(Instant).check(z.describe('When the next attempt is due after a failure; null otherwise.')),
  request_id: z
    .nullable(z.string())
    .check(
      z.describe(
        'The `request_id` of the API request whose change the event reports (the same id its error envelope and our logs carry; quote it to support). ' +
          'null for a change no API request made (a subscription disabled for failing, a data migration), a deletion, or an event older than this field.',
      ),
    ),
}));

/** `["*"]`, or event types each at most once. */
const Events = z
  .array(z.enum([ALL_EVENTS, ...WEBHOOK_EVENT_TYPE_NAMES]).check(z.describe('An event type, or `*` for all of them.')))
  .check(
    z.minLength(1),
    z.maxLength(WEBHOOK_EVENT_TYPE_NAMES.length),
    z.refine((events) => !events.includes(ALL_EVENTS) || events.length === 1, '`*` stands alone'),
    z.refine((events) => new Set(events).size === events.length, 'each event type at most once'),
    // The two rules above as JSON Schema: no repeats; `*` never with another type.
    z.meta({ uniqueItems: true, not: { contains: { const: ALL_EVENTS }, minItems: 2 } }),
    z.describe('The event types to receive, or `["*"]` for all (present and future).'),
  );

// One line like a name (trimmed; no control, lone-surrogate or bidi-override character: 400
// validation_failed, test/http/text-hygiene.test.ts), then the URL rules (422).
const Url = name(1, MAX_WEBHOOK_URL_LENGTH)
  .check(
    z.describe('An `https` URL on a public address (422 `invalid_webhook_url` otherwise), no user or password in it.'),
  );
const Description = z.nullable(Text).check(z.describe('What it is for (free text, up to 2000 characters).'));

export const CreateWebhookBody = z.strictObject({
  url: Url,
  events: Events,
  description: z.optional(Description),
});

export const UpdateWebhookBody = z
  .strictObject({
    url: z.optional(Url),
    events: z.optional(Events),
    description: z.optional(Description),
    status: z.optional(WebhookStatus.check(z.describe('`enabled` re-enables (and forgets past failures); `disabled` stops deliveries.'))),
  })
  .check(
    z.refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'give at least one of url, events, description, status' }),
    z.meta({ minProperties: 1 }),
  );

export const WebhookQuery = pageQuery();

export type WebhookT = z.infer<typeof Webhook>;
export type CreatedWebhookT = z.infer<typeof CreatedWebhook>;
export type WebhookDeliveryT = z.infer<typeof WebhookDelivery>;
export type WebhookEventT = z.infer<typeof WebhookEvent>;
export type CreateWebhookBodyT = z.infer<typeof CreateWebhookBody>;
export type UpdateWebhookBodyT = z.infer<typeof UpdateWebhookBody>;
