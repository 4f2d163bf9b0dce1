import { EX } from '../schemas/example-ids';
import { OrgPath, Slug, Id } from '../schemas/common';
import * as z from 'zod/mini';
import { routesOf } from '../http/route-types';
import { CreatedWebhook, CreateWebhookBody, MAX_WEBHOOKS_PER_ORGANIZATION, UpdateWebhookBody, Webhook, WebhookDelivery, WebhookEvent, WebhookQuery } from './schemas';

const defineRoute = routesOf('webhooks');

/** Webhooks (#20; docs/decisions/webhooks.md, "Webhooks (#20)"): subscriptions and their delivery log. Rules in shared/webhooks/. */

const WebhookPath = z.strictObject({ slug: Slug, webhook_id: Id.check(z.describe('The webhook subscription.')) });
const DeliveryPath = z.strictObject({
  slug: Slug,
  webhook_id: Id.check(z.describe('The webhook subscription.')),
  delivery_id: Id.check(z.describe('A delivery attempt of its log (`id` of a WebhookDelivery).')),
});

/** The example organization's objects (ids as the service issues them). */
const EXAMPLE = {
  webhookId: EX.webhookId,
  deliveryId: EX.deliveryId,
  eventId: EX.eventId,
  url: 'https://hooks.acme.example/learning-people',
  created: '2026-03-02T14:05:09.000Z',
  updated: '2026-03-05T09:41:27.000Z',
} as const;
const webhook = {
  id: EXAMPLE.webhookId,
  url: EXAMPLE.url,
  events: ['user.created', 'timeoff.request.approved'],
  description: 'HRIS sync',
  status: 'enabled',
  created_at: EXAMPLE.created,
  updated_at: EXAMPLE.updated,
};
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=';
const webhookPath = { webhook_id: EXAMPLE.webhookId };
const testEvent = {
  id: EXAMPLE.eventId,
  type: 'webhook.test',
  timestamp: EXAMPLE.updated,
  data: { webhook_id: EXAMPLE.webhookId, message: 'This is a test event: the subscription receives and verifies events.' },
};
const delivery = {
  id: EXAMPLE.deliveryId,
  event_id: EXAMPLE.eventId,
  event_type: 'webhook.test',
  attempt: 2,
  status: 'failed',
  status_code: 503,
  duration_ms: 212,
  error: 'the receiver answered 503',
  attempted_at: EXAMPLE.updated,
  next_retry_at: '2026-03-05T09:46:27.000Z',
  request_id: 'c6a1f3d2-7b4e-4f8a-9d0c-2e5b8a7f1c34',
};

export const createWebhook = defineRoute({
  id: 'createWebhook',
  method: 'POST',
  path: '/org/{slug}/webhooks/',
  roles: 'admin',
  tag: 'webhooks',
  summary: 'Subscribes a URL to events; the signing secret is in this response only.',
  description:
    'Deliveries are signed as Standard Webhooks describes (`webhook-id`, `webhook-timestamp`, `webhook-signature`): verify them with ' +
    'the `secret` (e.g. the `standardwebhooks` library). The `url` must be `https` and must not be, or resolve to, a private, loopback, ' +
    'link-local or metadata address (422 `invalid_webhook_url`); it is checked again at every delivery. `events` lists event types ' +
    '(see the `webhooks` section of this document) or is `["*"]` for all of them. An organization may have at most ' +
    `${MAX_WEBHOOKS_PER_ORGANIZATION} subscriptions (409 \`webhook_limit_reached\`: delete one to add another).`,
  request: { path: OrgPath, body: CreateWebhookBody },
  response: { status: 201, shape: 'item', schema: CreatedWebhook },
  errors: ['invalid_webhook_url', 'webhook_limit_reached'],
  idempotent: true,
  secretInResponse: 'secret',
  example: {
    body: { url: EXAMPLE.url, events: ['user.created', 'timeoff.request.approved'], description: 'HRIS sync' },
    response: { ...webhook, updated_at: EXAMPLE.created, secret },
  },
  budget: { calls: 1 },
  access: 'RW',
});

export const listWebhooks = defineRoute({
  id: 'listWebhooks',
  method: 'GET',
  path: '/org/{slug}/webhooks/',
  roles: 'admin',
  tag: 'webhooks',
  summary: "Lists the organization's webhook subscriptions, oldest first (never their secrets).",
  request: { path: OrgPath, query: WebhookQuery },
  response: { status: 200, shape: 'list', schema: Webhook },
  errors: ['invalid_cursor'],
  example: { response: { results: [webhook], next: null, next_cursor: null } },
  budget: { calls: 1 },
  access: 'RO',
});

export const getWebhook = defineRoute({
  id: 'getWebhook',
  method: 'GET',
  path: '/org/{slug}/webhooks/{webhook_id}/',
  roles: 'admin',
  tag: 'webhooks',
  summary: 'One webhook subscription (never its secret).',
  request: { path: WebhookPath },
  response: { status: 200, shape: 'item', schema: Webhook },
  errors: ['webhook_not_found'],
  example: { path: webhookPath, response: webhook },
  budget: { calls: 1 },
  access: 'RO',
});

export const deleteWebhook = defineRoute({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: '/org/{slug}/webhooks/{webhook_id}/',
  roles: 'admin',
  tag: 'webhooks',
  summary: 'Deletes a webhook subscription: no event is delivered to it from then on.',
  request: { path: WebhookPath },
  response: { status: 204, shape: 'empty' },
  errors: ['webhook_not_found'],
  // A subscription of its own: the other examples use EXAMPLE.webhookId.
  example: { path: { webhook_id: EX.retiredWebhookId } },
  budget: { calls: 1 },
  access: 'RW',
});

export const updateWebhook = defineRoute({
  id: 'updateWebhook',
  method: 'POST',
  path: '/org/{slug}/webhooks/{webhook_id}/update/',
  roles: 'admin',
  tag: 'webhooks',
  summary: 'Changes a subscription: the fields sent, the others unchanged.',
  description:
    '`status: "disabled"` stops deliveries; `status: "enabled"` resumes them, including for a subscription the service disabled ' +
    'after 5 days of failures (its failure count starts again). A new `url` is checked as at creation (422 `invalid_webhook_url`).',
  request: { path: WebhookPath, body: UpdateWebhookBody },
  response: { status: 200, shape: 'item', schema: Webhook },
  errors: ['webhook_not_found', 'invalid_webhook_url'],
  example: { path: webhookPath, body: { events: ['*'], status: 'enabled' }, response: { ...webhook, events: ['*'] } },
  budget: { calls: 1 },
  access: 'RW',
});

export const rotateWebhookSecret = defineRoute({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/org/{slug}/webhooks/{webhook_id}/rotate-secret/',
  roles: 'admin',
  tag: 'webhooks',
  summary: 'Replaces the signing secret; for 24 hours deliveries are signed with both the old and the new one.',
  description:
    'During the 24 hours `webhook-signature` carries two `v1,` signatures (Standard Webhooks), so receivers switch to the new secret ' +
    'without missing an event. The new secret is in this response only.',
  request: { path: WebhookPath },
  response: { status: 200, shape: 'item', schema: CreatedWebhook },
  errors: ['webhook_not_found'],
  example: { path: webhookPath, response: { ...webhook, secret } },
  budget: { calls: 1 },
  access: 'RW',
});

export const testWebhook = defineRoute({
  id: 'testWebhook',
  method: 'POST',
  path: '/org/{slug}/webhooks/{webhook_id}/test/',
  roles: 'admin',
  tag: 'webhooks',
  summary: 'Sends a `webhook.test` event to this subscription now; its delivery shows in the log.',
  description:
    'The event goes through the same queue, signing and retries as every other event, to this subscription only (whatever its ' +
    '`events`). A disabled subscription receives nothing: enable it first.',
  request: { path: WebhookPath },
  response: { status: 202, shape: 'item', schema: WebhookEvent },
  errors: ['webhook_not_found'],
  example: { path: webhookPath, response: testEvent },
  budget: { calls: 1 },
  access: 'RW',
});

export const listWebhookDeliveries = defineRoute({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/org/{slug}/webhooks/{webhook_id}/deliveries/',
  roles: 'admin',
  tag: 'webhooks',
  summary: "A subscription's delivery log, newest attempt first (kept 30 days).",
  description:
    'One entry per attempt: the event, the attempt number, the receiver\'s status code, the duration, the error and when the next ' +
    'retry is due. A `dead` attempt was the last: redeliver its event to try again.',
  request: { path: WebhookPath, query: WebhookQuery },
  response: { status: 200, shape: 'list', schema: WebhookDelivery },
  errors: ['webhook_not_found', 'invalid_cursor'],
  example: { path: webhookPath, response: { results: [delivery], next: null, next_cursor: null } },
  budget: { calls: 2, why: 'the subscription (GetItem: an unknown one is 404, not an empty log) and the page of its log (Query), in parallel' },
  access: 'RO',
});

export const redeliverWebhookDelivery = defineRoute({
  id: 'redeliverWebhookDelivery',
  method: 'POST',
  path: '/org/{slug}/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver/',
  roles: 'admin',
  tag: 'webhooks',
  summary: 'Sends the event of a logged attempt again, unchanged (same `webhook-id`), as a new delivery with its own retries.',
  description:
    'The body is the one logged, byte for byte, and `webhook-id` the original event\'s, so a receiver that processed it already ' +
    'deduplicates it; `webhook-timestamp` and the signature are new. A disabled subscription receives nothing: enable it first.',
  request: { path: DeliveryPath },
  response: { status: 202, shape: 'item', schema: WebhookEvent },
  errors: ['webhook_not_found', 'delivery_not_found'],
  example: { path: { ...webhookPath, delivery_id: EXAMPLE.deliveryId }, response: testEvent },
  budget: { calls: 2, why: 'the logged attempt (GetItem: its event), then one transaction: the send request, with a check that the subscription exists' },
  access: 'RW',
});
