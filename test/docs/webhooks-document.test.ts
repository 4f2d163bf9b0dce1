// unit: needs no DynamoDB Local (vitest.config.ts)
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { EXAMPLE_WEBHOOK_SECRET, webhookExample } from '../../shared/openapi/webhooks-section';
import { WEBHOOK_EVENT_TYPES } from '../../shared/webhooks/event-types';
import { schemaErrorsAt } from '../support/contract';

/**
 * The `webhooks` section of the OpenAPI document (#20 §5): every event type of
 * WEBHOOK_EVENT_TYPES, as the POST a subscriber receives, with the Standard Webhooks headers, the
 * body schema and an example that is valid, signed for real, and what the service would send.
 */
const doc = buildOpenApiDocument();
const full = buildOpenApiDocument({ includeUndocumented: true });
type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean; description: string; schema: object; example: string }>;
  requestBody: { required: boolean; content: Record<string, { schema: any; example: any }> };
  responses: Record<string, { description: string }>;
};
const webhooks = (d = doc) => (d as unknown as { webhooks: Record<string, { post: Operation }> }).webhooks;

/** Errors of `value` against the schema at that place of the (full) document; [] when valid. */
const invalid = schemaErrorsAt;

afterEach(() => void vi.useRealTimers());

describe('the OpenAPI webhooks section', () => {
  it('describes exactly the event types of WEBHOOK_EVENT_TYPES, in the published and the full document', () => {
    const types = WEBHOOK_EVENT_TYPES.map((e) => e.type);
    for (const d of [doc, full]) expect(Object.keys(webhooks(d))).toEqual(types);
    const ids = Object.values(webhooks()).map((w) => w.post.operationId);
    expect(new Set(ids).size).toBe(types.length);
    // An event's operation id never collides with a route's.
    for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) expect(ids).not.toContain(op.operationId);
  });

  it.each(WEBHOOK_EVENT_TYPES.map((e) => [e.type, e] as const))('%s: a POST with the three signed headers, the body {type, timestamp, data} and what the answer means', (type, entry) => {
    const op = webhooks()[type]!.post;
    expect(op.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['webhook-id', 'header', true],
      ['webhook-timestamp', 'header', true],
      ['webhook-signature', 'header', true],
    ]);
    for (const p of op.parameters) expect(p.description.length, p.name).toBeGreaterThan(20);
    const media = op.requestBody.content['application/json']!;
    expect(op.requestBody.required).toBe(true);
    expect(media.schema.required).toEqual(['type', 'timestamp', 'data']);
    expect(media.schema.properties.type.const).toBe(type);
    expect(media.schema.properties.timestamp.format).toBe('date-time');
    // `data` is the resource's own named schema (the one the routes answer with).
    expect(media.schema.properties.data.$ref).toMatch(/^#\/components\/schemas\/[A-Z]\w+$/);
    expect(doc.components.schemas[media.schema.properties.data.$ref.split('/').pop()]).toBeDefined();
    expect(Object.keys(op.responses).sort()).toEqual(['2XX', 'default']);
    expect(op.responses.default!.description).toMatch(/retried/);
    expect(entry.description.length).toBeGreaterThan(0);
  });

  it.each(WEBHOOK_EVENT_TYPES.map((e) => [e.type, e] as const))('%s: its example is valid for the document and for the service, and is the signed bytes', (type, entry) => {
    const op = webhooks(full)[type]!.post;
    const example = op.requestBody.content['application/json']!.example;
    expect(invalid(example, 'webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema'), type).toEqual([]);
    // What the dispatcher sends: `data` as the API's schema gives it.
    const parsed = (entry.data as { safeParse(v: unknown): { success: boolean; error?: unknown } }).safeParse(example.data);
    expect(parsed.success, `${type}: ${JSON.stringify(parsed.error)}`).toBe(true);
    expect(JSON.stringify(example)).toBe(webhookExample(type).body);
    op.parameters.forEach((p, i) => expect(invalid(p.example, 'webhooks', type, 'post', 'parameters', String(i), 'schema'), `${type} ${p.name}`).toEqual([]));
  });

  it.each(WEBHOOK_EVENT_TYPES.map((e) => [e.type] as const))('%s: its example headers verify with the standardwebhooks library and the example secret; a changed body does not', (type) => {
    const op = webhooks()[type]!.post;
    const headers = Object.fromEntries(op.parameters.map((p) => [p.name, p.example]));
    const body = JSON.stringify(op.requestBody.content['application/json']!.example);
    // The library refuses timestamps more than 5 minutes from now: verify at the example's time.
    vi.useFakeTimers({ now: Number(headers['webhook-timestamp']) * 1000, toFake: ['Date'] });
    const receiver = new Webhook(EXAMPLE_WEBHOOK_SECRET);
    expect(receiver.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => receiver.verify(body.replace(type, `${type}x`), headers)).toThrow();
  });
});
