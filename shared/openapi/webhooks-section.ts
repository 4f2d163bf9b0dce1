import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import { RETRY_DELAYS_SECONDS } from '../webhooks/retry-schedule';
import { WEBHOOK_EVENT_TYPES } from '../webhooks/event-types';
import type { WebhookEventType } from '../webhooks/schemas';
import { signatureHeader } from '../webhooks/signing';
import { RESOURCE_EXAMPLES } from './examples';

/**
 * The OpenAPI 3.1 `webhooks` section (#20): one entry per event type of WEBHOOK_EVENT_TYPES, the
 * POST the service sends to a subscription's `url`, with the Standard Webhooks headers, the body
 * `{type, timestamp, data}` (`data` the resource as the API returns it) and what the receiver's
 * answer means. Each example is signed for real with EXAMPLE_WEBHOOK_SECRET, so an integrator can
 * check a verifier against it.
 */

type JsonSchema = Record<string, unknown>;

/** The signing secret the examples are signed with (createWebhook's example answer shows the same kind). */
export const EXAMPLE_WEBHOOK_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6HbqZ8Q1bvA=';

const EXAMPLE_WEBHOOK_ID = '01JD8XF5C2T3V4W5X6Y7Z8A9B0';
const CREATED = '2026-03-02T14:05:09.000Z';
const CHANGED = '2026-03-05T09:41:27.000Z';

const user = RESOURCE_EXAMPLES.User as Record<string, unknown>;
const enrollment = RESOURCE_EXAMPLES.Enrollment as Record<string, unknown>;
const request = RESOURCE_EXAMPLES.TimeOffRequest as Record<string, unknown>;
const decided = (status: string) => ({ ...request, status, updated_at: CHANGED });
const group = { id: '01JD8X7G5H6J7K8M9N0P1Q2R4A', name: 'Engineering', external_id: 'okta-00g1engineering', member_count: 0, created_at: CREATED, updated_at: CREATED };
const membership = { group_id: group.id, user_id: '01JD8X6B3C4D5E6F7G8H9J0K1M', added_at: CHANGED };

/** The `timestamp` and `data` of each type's example (every type: a missing one fails the type check). */
const EXAMPLES: Record<WebhookEventType, { timestamp: string; data: unknown }> = {
  'user.created': { timestamp: CREATED, data: { ...user, updated_at: CREATED } },
  'user.updated': { timestamp: CHANGED, data: { ...user, last_name: 'Torres Vega', updated_at: CHANGED } },
  'user.deactivated': { timestamp: CHANGED, data: { ...user, status: 'inactive', updated_at: CHANGED } },
  'enrollment.created': { timestamp: CREATED, data: { ...enrollment, status: 'not_started', progress: 0 } },
  'enrollment.completed': { timestamp: CHANGED, data: { ...enrollment, status: 'completed', progress: 100, completed_at: CHANGED } },
  'timeoff.request.created': { timestamp: CREATED, data: request },
  'timeoff.request.approved': { timestamp: CHANGED, data: decided('approved') },
  'timeoff.request.rejected': { timestamp: CHANGED, data: decided('rejected') },
  'timeoff.request.cancelled': { timestamp: CHANGED, data: decided('cancelled') },
  'timeoff.request.deleted': { timestamp: CHANGED, data: request },
  'attendance.mark.created': { timestamp: '2026-03-02T13:58:00.000Z', data: RESOURCE_EXAMPLES.Mark },
  'webhook.test': {
    timestamp: CHANGED,
    data: { webhook_id: EXAMPLE_WEBHOOK_ID, message: 'This is a test event: the subscription receives and verifies events.' },
  },
  'webhook.disabled': {
    timestamp: CHANGED,
    data: {
      id: '01JD8XF5C2T3V4W5X6Y7Z8A9B1',
      url: 'https://old-hooks.acme.example/events',
      events: ['*'],
      description: 'Former HRIS endpoint',
      status: 'disabled',
      created_at: CREATED,
      updated_at: CHANGED,
    },
  },
  'group.created': { timestamp: CREATED, data: group },
  'group.updated': { timestamp: CHANGED, data: { ...group, name: 'Platform engineering', member_count: 2, updated_at: CHANGED } },
  'group.deleted': { timestamp: CHANGED, data: { ...group, member_count: 2, updated_at: CHANGED } },
  'group.member_added': { timestamp: CHANGED, data: membership },
  'group.member_removed': { timestamp: CHANGED, data: membership },
};

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** An event id of the service's form (`msg_` + 26 Crockford base32 characters), fixed per type. */
const exampleEventId = (type: string) => `msg_${[...createHash('sha256').update(type).digest()].slice(0, 26).map((b) => CROCKFORD[b & 31]).join('')}`;

export interface WebhookExample {
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
  /** The exact bytes sent (and signed). */
  body: string;
}

/** The example delivery of a type: its body (keys in the order sent) and its headers, signed with EXAMPLE_WEBHOOK_SECRET. */
export function webhookExample(type: WebhookEventType): WebhookExample {
  const { timestamp, data } = EXAMPLES[type];
  const body = JSON.stringify({ type, timestamp, data });
  const id = exampleEventId(type);
  // The first attempt, a second after the change.
  const sentAt = Math.floor(Date.parse(timestamp) / 1000) + 1;
  return {
    body,
    headers: { 'webhook-id': id, 'webhook-timestamp': String(sentAt), 'webhook-signature': signatureHeader([EXAMPLE_WEBHOOK_SECRET], id, sentAt, body) },
  };
}

const duration = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;
const RETRIES = RETRY_DELAYS_SECONDS.slice(1).map(duration).join(', ');
const RETRY_SPAN_HOURS = Math.round(RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0) / 360) / 10;

/** What every event's description says after its own sentence. */
const HOW_IT_IS_SENT = [
  "**Sent** as a `POST` of JSON to the subscription's `url` (`POST /org/{slug}/webhooks/`) that receives this type (or `*`), " +
    'signed as [Standard Webhooks](https://www.standardwebhooks.com/) describes: verify `webhook-signature` over the raw body with ' +
    "the subscription's `secret` (e.g. `new Webhook(secret).verify(body, headers)` of the `standardwebhooks` library), refuse a " +
    '`webhook-timestamp` more than 5 minutes from now, and deduplicate on `webhook-id`: delivery is at least once, and the id is the ' +
    'same across retries and redeliveries. Events are sent only for changes that were saved, usually within seconds; their order is not guaranteed ' +
    '(compare `timestamp`).',
  `**Answer** with any 2xx within 10 seconds (do slow work after answering); the body of the answer is ignored. Anything else (another ` +
    `status, a redirect, no answer in time) is a failed attempt, retried after ${RETRIES} (±10 %), about ${RETRY_SPAN_HOURS} h in all; ` +
    'every attempt is in the delivery log (`GET /org/{slug}/webhooks/{webhook_id}/deliveries/`), the last failure as `dead`, and ' +
    '`…/deliveries/{delivery_id}/redeliver/` sends the event again. A subscription whose deliveries have all failed for 5 days is ' +
    "disabled; the organization's other subscriptions receive `webhook.disabled`.",
  `The example is signed with the secret \`${EXAMPLE_WEBHOOK_SECRET}\`.`,
].join('\n\n');

const header = (name: string, description: string, schema: JsonSchema, example: string): JsonSchema => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string', ...schema },
  example,
});

/** `userCreated` for `user.created`: the operation id of an event (no route id looks like it). */
const operationIdOf = (type: string) =>
  `${type.split(/[._]/).map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('')}Event`;

/**
 * The `webhooks` object. `toSchema` is the document builder's (named data schemas become
 * `$ref`s to `components.schemas`, registered there).
 */
export function webhooksSection(toSchema: (schema: z.ZodMiniType) => JsonSchema): Record<string, { post: JsonSchema }> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map(({ type, description, data }) => {
      const example = webhookExample(type);
      const operation: JsonSchema = {
        operationId: operationIdOf(type),
        summary: `${type}: ${description}`,
        description: `${description}\n\n${HOW_IT_IS_SENT}`,
        tags: ['webhooks'],
        // The receiver authenticates the sender by the signature, not by a credential of this API.
        security: [],
        parameters: [
          header('webhook-id', "The event's id (`msg_…`): the same across retries and redeliveries; deduplicate on it.", { pattern: '^msg_[0-9A-Za-z]+$', maxLength: 64 }, example.headers['webhook-id']),
          header(
            'webhook-timestamp',
            'When this attempt was sent, in unix seconds (each retry has its own); refuse one more than 5 minutes from now.',
            { pattern: '^[0-9]{1,12}$', maxLength: 12 },
            example.headers['webhook-timestamp'],
          ),
          header(
            'webhook-signature',
            '`v1,` + base64 of HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` with the base64-decoded part of the secret after `whsec_`. ' +
              'For 24 h after a secret rotation there are two space-separated entries (the new secret, then the previous one): accept the request if any entry matches.',
            { pattern: '^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$', maxLength: 1024 },
            example.headers['webhook-signature'],
          ),
        ],
        requestBody: {
          required: true,
          description: 'JSON (`content-type: application/json`), keys in this order. Verify the signature over these exact bytes before parsing.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['type', 'timestamp', 'data'],
                properties: {
                  type: { type: 'string', const: type, description: 'The event type.' },
                  timestamp: { type: 'string', format: 'date-time', description: 'When the change happened (UTC).' },
                  data: { ...toSchema(data), description: 'What the event is about, as the API returns it (see the description: a deleted request as it was).' },
                },
              },
              example: JSON.parse(example.body),
            },
          },
        },
        responses: {
          '2XX': { description: 'Received: the delivery succeeded. The body of the answer is ignored.' },
          default: { description: 'Anything else (or no answer within 10 s, or a redirect): the attempt failed and is retried on the schedule above.' },
        },
      };
      return [type, { post: operation }];
    }),
  );
}
