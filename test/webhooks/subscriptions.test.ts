// Before any module reads the configuration (it is read lazily, once): names for the SSRF cases.
process.env.WEBHOOK_RESOLVE = 'public.hooks.test=93.184.215.9,private.hooks.test=10.1.2.3';

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../shared/auth/credentials';
import { db, tableName } from '../../shared/db/client';
import { entityKey } from '../../shared/db/prefixes';
import { putDeliveryAttempt, type DeliveryAttempt } from '../../shared/webhooks/deliveries-store';
import {
  disableFailingSubscription,
  getSubscriptionRecord,
  listSubscriptionRecords,
  recordDeliveryOutcome,
  SECRET_OVERLAP_MS,
} from '../../shared/webhooks/subscriptions-store';
import { MASKED_SECRET } from '../../shared/http/idempotency';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';

/**
 * Webhook subscriptions through the local gateway (#20): the routes, their rules and their
 * items. Deliveries themselves (the stream, the queue, the receiver) are test/webhooks' pipeline
 * suites; here the delivery log is seeded as the delivery worker writes it (putDeliveryAttempt).
 */
const { call } = useGateway();
const recorder = recordWrites();
let org: TestOrg;

const RECEIVER = 'http://127.0.0.1:4567/hooks';
const base = () => `/org/${org.slug}/webhooks/`;
const admin = (extra: Record<string, unknown> = {}) => ({ token: org.adminKey, ...extra });

async function createWebhook(body: Record<string, unknown> = {}, slug = org.slug, token = org.adminKey) {
  const res = await call('POST', `/org/${slug}/webhooks/`, { token, body: { url: RECEIVER, events: ['user.created'], ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The send requests of an organization (what test and redeliver write for the dispatcher). */
async function sendRequests(slug: string) {
  const { Items } = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': entityKey(slug, 'webhook_send') }, ConsistentRead: true }),
  );
  return Items ?? [];
}

function attempt(webhookId: string, minutesAgo: number, fields: Partial<DeliveryAttempt> = {}): Parameters<typeof putDeliveryAttempt>[1] {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const event = JSON.stringify({ type: 'user.created', timestamp: at, data: { id: `u-${minutesAgo}` } });
  return {
    webhook_id: webhookId,
    event_id: `msg_event${minutesAgo}`,
    event_type: 'user.created',
    attempt: 1,
    status: 'failed',
    status_code: 500,
    duration_ms: 40,
    error: 'the receiver answered 500',
    attempted_at: at,
    next_retry_at: new Date(Date.parse(at) + 5000).toISOString(),
    event,
    ...fields,
  };
}

beforeAll(async () => {
  org = await newTestOrg();
});

describe('create', () => {
  it('answers 201 with a Standard Webhooks secret (whsec_ + base64 of 32 bytes) that no other read shows', async () => {
    const created = await createWebhook({ events: ['user.created', 'timeoff.request.approved'], description: 'HRIS sync' });
    expect(created).toMatchObject({ url: RECEIVER, events: ['user.created', 'timeoff.request.approved'], description: 'HRIS sync', status: 'enabled' });
    expect(created.created_at).toBe(created.updated_at);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);

    const other = await createWebhook();
    expect(other.secret).not.toBe(created.secret);

    const got = await call('GET', `${base()}${created.id}/`, admin());
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ id: created.id, url: RECEIVER, events: created.events, description: 'HRIS sync', status: 'enabled', created_at: created.created_at, updated_at: created.updated_at });
    const listed = await call('GET', base(), admin({ query: { page_size: 200 } }));
    expect(listed.text).not.toContain('secret');
    expect(listed.text).not.toContain(created.secret);
    const updated = await call('POST', `${base()}${created.id}/update/`, admin({ body: { description: 'x' } }));
    expect(updated.status).toBe(200);
    expect(updated.text).not.toContain('secret');
  });

  it('accepts an https URL on a name resolving to a public address, and ["*"]; description defaults to null', async () => {
    const created = await createWebhook({ url: 'https://public.hooks.test/in', events: ['*'] });
    expect(created).toMatchObject({ url: 'https://public.hooks.test/in', events: ['*'], description: null });
  });

  it('replays an idempotent create (same Idempotency-Key): one subscription, the same answer with the secret masked', async () => {
    const own = await newTestOrg();
    const request = { token: own.adminKey, headers: { 'Idempotency-Key': 'create-webhook-1' }, body: { url: RECEIVER, events: ['*'] } };
    const first = await call('POST', `/org/${own.slug}/webhooks/`, request);
    const again = await call('POST', `/org/${own.slug}/webhooks/`, request);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The signing secret is not repeated by a replay (#33 §10): the subscription, the secret masked.
    expect(again.body).toEqual({ ...first.body, secret: MASKED_SECRET });
    expect(again.text).not.toContain(first.body.secret);
    expect(await listSubscriptionRecords(own.slug)).toHaveLength(1);
  });

  it.each([
    ['http on a public host', 'http://public.hooks.test/in'],
    ['a private address', 'https://10.0.0.1/in'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]/in'],
    ['the IPv6 metadata address', 'https://[fd00:ec2::254]/in'],
    ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/in'],
    ['a name resolving to a private address (WEBHOOK_RESOLVE)', 'https://private.hooks.test/in'],
    ['a name that does not resolve', 'https://nowhere.invalid/in'],
    ['a user in the URL', 'https://user:pass@public.hooks.test/in'],
    ['not a URL', 'not a url'],
  ])('refuses %s: 422 invalid_webhook_url, nothing written', async (_why, url) => {
    const own = await newTestOrg();
    recorder.clear();
    const res = await call('POST', `/org/${own.slug}/webhooks/`, { token: own.adminKey, body: { url, events: ['*'] } });
    expect(res.status, res.text).toBe(422);
    expect(res.body.code).toBe('invalid_webhook_url');
    expect(recorder.writes).toEqual([]);
  });

  it('accepts http://127.0.0.1:<port> and http://localhost:<port> receivers here (WEBHOOK_ALLOW_LOCAL_RECEIVERS)', async () => {
    await createWebhook({ url: 'http://127.0.0.1:4999/x' });
    await createWebhook({ url: 'http://localhost:4999/x' });
  });

  it.each([
    ['an unknown event type', { events: ['user.exploded'] }],
    ['no event', { events: [] }],
    ['"*" with a type', { events: ['*', 'user.created'] }],
    ['a type twice', { events: ['user.created', 'user.created'] }],
    ['no url', { url: undefined }],
    ['an unknown field', { secret: 'whsec_mine' }],
  ])('refuses %s: 400 validation_failed', async (_why, body) => {
    const res = await call('POST', base(), admin({ body: { url: RECEIVER, events: ['user.created'], ...body } }));
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe('list, get, delete', () => {
  it('pages the subscriptions (page_size, next), oldest first', async () => {
    const own = await newTestOrg();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createWebhook({ description: `n${i}` }, own.slug, own.adminKey)).id);
    const first = await call('GET', `/org/${own.slug}/webhooks/`, { token: own.adminKey, query: { page_size: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.results.map((w: { id: string }) => w.id)).toEqual(ids.slice(0, 2));
    expect(first.body.next).toBeTruthy();
    const second = await call('GET', `/org/${own.slug}/webhooks/`, { token: own.adminKey, query: { page_size: 2, cursor: first.body.next_cursor } });
    expect(second.body.results.map((w: { id: string }) => w.id)).toEqual(ids.slice(2));
    expect(second.body.next).toBeNull();
  });

  it('deletes (204), then the subscription is 404 webhook_not_found to get, update, delete, test and its log', async () => {
    const { id } = await createWebhook();
    expect((await call('DELETE', `${base()}${id}/`, admin())).status).toBe(204);
    expect(await getSubscriptionRecord(org.slug, id)).toBeNull();
    for (const [method, path, body] of [
      ['GET', `${base()}${id}/`],
      ['DELETE', `${base()}${id}/`],
      ['POST', `${base()}${id}/update/`, { description: 'x' }],
      ['POST', `${base()}${id}/rotate-secret/`],
      ['POST', `${base()}${id}/test/`],
      ['GET', `${base()}${id}/deliveries/`],
    ] as const) {
      const res = await call(method, path, admin({ body }));
      expect({ status: res.status, code: res.body?.code }, `${method} ${path}`).toEqual({ status: 404, code: 'webhook_not_found' });
    }
  });
});

describe('update', () => {
  it('changes each field sent and keeps the others', async () => {
    const created = await createWebhook({ description: 'first' });
    const path = `${base()}${created.id}/update/`;
    const url = await call('POST', path, admin({ body: { url: 'http://localhost:4568/other' } }));
    expect(url.status).toBe(200);
    expect(url.body).toMatchObject({ url: 'http://localhost:4568/other', events: ['user.created'], description: 'first', status: 'enabled' });
    expect(url.body.updated_at >= created.updated_at).toBe(true);
    const events = await call('POST', path, admin({ body: { events: ['enrollment.completed', 'webhook.disabled'] } }));
    expect(events.body).toMatchObject({ url: 'http://localhost:4568/other', events: ['enrollment.completed', 'webhook.disabled'], description: 'first' });
    const description = await call('POST', path, admin({ body: { description: null } }));
    expect(description.body).toMatchObject({ events: ['enrollment.completed', 'webhook.disabled'], description: null });
    const got = await call('GET', `${base()}${created.id}/`, admin());
    expect(got.body).toEqual(description.body);
  });

  it('disables by hand (reason manual) and re-enables, which forgets the failure streak', async () => {
    const { id } = await createWebhook();
    await recordDeliveryOutcome(org.slug, id, { ok: false, at: new Date('2026-01-01T00:00:00.000Z') });
    const disabled = await call('POST', `${base()}${id}/update/`, admin({ body: { status: 'disabled' } }));
    expect(disabled.body.status).toBe('disabled');
    expect(await getSubscriptionRecord(org.slug, id)).toMatchObject({ status: 'disabled', disabled_reason: 'manual', failing_since: '2026-01-01T00:00:00.000Z' });
    const enabled = await call('POST', `${base()}${id}/update/`, admin({ body: { status: 'enabled' } }));
    expect(enabled.body.status).toBe('enabled');
    expect(await getSubscriptionRecord(org.slug, id)).toMatchObject({ status: 'enabled', disabled_reason: null, failing_since: null });
  });

  it('refuses a bad new URL (422, unchanged), an empty body and an unknown event type (400)', async () => {
    const created = await createWebhook();
    const path = `${base()}${created.id}/update/`;
    const bad = await call('POST', path, admin({ body: { url: 'https://169.254.169.254/' } }));
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 422, code: 'invalid_webhook_url' });
    expect((await getSubscriptionRecord(org.slug, created.id))!.url).toBe(RECEIVER);
    for (const body of [{}, { events: ['nope'] }, { status: 'paused' }]) {
      const res = await call('POST', path, admin({ body }));
      expect({ status: res.status, code: res.body.code }, JSON.stringify(body)).toEqual({ status: 400, code: 'validation_failed' });
    }
  });
});

describe('rotate-secret', () => {
  it('answers a new secret and keeps the old one as previous_secret for 24 hours', async () => {
    const created = await createWebhook();
    const before = Date.now();
    const rotated = await call('POST', `${base()}${created.id}/rotate-secret/`, admin());
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
    const record = (await getSubscriptionRecord(org.slug, created.id))!;
    expect(record.secret).toBe(rotated.body.secret);
    expect(record.previous_secret).toBe(created.secret);
    const expires = Date.parse(record.previous_secret_expires_at!);
    expect(expires).toBeGreaterThanOrEqual(before + SECRET_OVERLAP_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + SECRET_OVERLAP_MS + 1000);
    expect(SECRET_OVERLAP_MS).toBe(24 * 60 * 60 * 1000);

    // A second rotation: the secret of the first becomes the previous one.
    const again = await call('POST', `${base()}${created.id}/rotate-secret/`, admin());
    expect((await getSubscriptionRecord(org.slug, created.id))!.previous_secret).toBe(rotated.body.secret);
    expect(again.body.secret).not.toBe(rotated.body.secret);
  });
});

describe('test', () => {
  it('answers 202 with a webhook.test event and writes one send request for that subscription', async () => {
    const own = await newTestOrg();
    const { id } = await createWebhook({}, own.slug, own.adminKey);
    const res = await call('POST', `/org/${own.slug}/webhooks/${id}/test/`, { token: own.adminKey });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ type: 'webhook.test', data: { webhook_id: id } });
    expect(res.body.id).toMatch(/^msg_/);
    const sends = await sendRequests(own.slug);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ entity: 'webhook_send', webhook_id: id, event_id: res.body.id });
    expect(JSON.parse(sends[0]!.event)).toEqual({ type: 'webhook.test', timestamp: res.body.timestamp, data: res.body.data });
    expect(sends[0]!.ttl).toBeGreaterThan(Date.now() / 1000);

    const second = await call('POST', `/org/${own.slug}/webhooks/${id}/test/`, { token: own.adminKey });
    expect(second.body.id).not.toBe(res.body.id);
    expect(await sendRequests(own.slug)).toHaveLength(2);
  });
});

describe('deliveries', () => {
  it('lists the log newest first, paged, without the event body', async () => {
    const { id } = await createWebhook();
    const seeded = [];
    for (const minutesAgo of [30, 20, 10]) seeded.push(await putDeliveryAttempt(org.slug, attempt(id, minutesAgo)));
    const other = await createWebhook();
    await putDeliveryAttempt(org.slug, attempt(other.id, 5));

    const first = await call('GET', `${base()}${id}/deliveries/`, admin({ query: { page_size: 2 } }));
    expect(first.status, first.text).toBe(200);
    expect(first.body.results.map((d: { id: string }) => d.id)).toEqual([seeded[2]!.id, seeded[1]!.id]);
    expect(first.text).not.toContain('"event"');
    expect(first.text).not.toContain('u-10');
    const { event: _event, webhook_id: _webhook, ...view } = seeded[2]!;
    expect(first.body.results[0]).toEqual(view);
    const second = await call('GET', `${base()}${id}/deliveries/`, admin({ query: { page_size: 2, cursor: first.body.next_cursor } }));
    expect(second.body.results.map((d: { id: string }) => d.id)).toEqual([seeded[0]!.id]);
    expect(second.body.next).toBeNull();
  });

  it('redelivers the logged event as it was (same id, same body): 202 and a send request each time', async () => {
    const own = await newTestOrg();
    const { id } = await createWebhook({}, own.slug, own.adminKey);
    const logged = await putDeliveryAttempt(own.slug, attempt(id, 3, { status: 'dead', attempt: 8, next_retry_at: null }));
    const path = `/org/${own.slug}/webhooks/${id}/deliveries/${logged.id}/redeliver/`;
    const res = await call('POST', path, { token: own.adminKey });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toEqual({ id: logged.event_id, ...JSON.parse(logged.event) });
    // A second redelivery of the same event is a new send request too (a new INSERT on the stream).
    expect((await call('POST', path, { token: own.adminKey })).status).toBe(202);
    const sends = await sendRequests(own.slug);
    expect(sends).toHaveLength(2);
    for (const send of sends) expect(send).toMatchObject({ entity: 'webhook_send', webhook_id: id, event_id: logged.event_id, event: logged.event });
  });

  it('an unknown delivery, or one of another subscription, is 404 delivery_not_found and writes nothing', async () => {
    const { id } = await createWebhook();
    const other = await createWebhook();
    const theirs = await putDeliveryAttempt(org.slug, attempt(other.id, 1));
    recorder.clear();
    for (const deliveryId of ['01JD8XG6D3V4W5X6Y7Z8A9B0C1', theirs.id]) {
      const res = await call('POST', `${base()}${id}/deliveries/${deliveryId}/redeliver/`, admin());
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'delivery_not_found' });
    }
    expect(recorder.writes).toEqual([]);
  });
});

describe('who may', () => {
  it('a collaborator is 403 forbidden; another organization\'s administrator 403 org_mismatch', async () => {
    const { id } = await createWebhook();
    const user = await insertUser(org.slug, { role: 'collaborator' });
    const { token } = await login(org.slug, user.email, user.password);
    const stranger = await newTestOrg();
    for (const [method, path, body] of [
      ['POST', base(), { url: RECEIVER, events: ['*'] }],
      ['GET', base()],
      ['GET', `${base()}${id}/`],
      ['POST', `${base()}${id}/rotate-secret/`],
      ['GET', `${base()}${id}/deliveries/`],
    ] as const) {
      const asCollaborator = await call(method, path, { token, body });
      expect({ status: asCollaborator.status, code: asCollaborator.body.code }, `${method} ${path}`).toEqual({ status: 403, code: 'forbidden' });
      const asStranger = await call(method, path, { token: stranger.adminKey, body });
      expect({ status: asStranger.status, code: asStranger.body.code }, `${method} ${path}`).toEqual({ status: 403, code: 'org_mismatch' });
    }
  });

  it("organization A's webhook id under B's path is 404, and B cannot change it", async () => {
    const { id, secret } = await createWebhook();
    const b = await newTestOrg();
    for (const [method, suffix, body] of [
      ['GET', ''],
      ['DELETE', ''],
      ['POST', 'update/', { status: 'disabled' }],
      ['POST', 'rotate-secret/'],
      ['POST', 'test/'],
      ['GET', 'deliveries/'],
    ] as const) {
      const res = await call(method, `/org/${b.slug}/webhooks/${id}/${suffix}`, { token: b.adminKey, body });
      expect({ status: res.status, code: res.body?.code }, `${method} ${suffix}`).toEqual({ status: 404, code: 'webhook_not_found' });
    }
    expect(await getSubscriptionRecord(org.slug, id)).toMatchObject({ status: 'enabled', secret });
    expect(await sendRequests(b.slug)).toEqual([]);
  });
});

describe('the store for the delivery worker', () => {
  it('a failure opens the streak once (the first failure stays), a success closes it', async () => {
    const { id } = await createWebhook();
    expect((await recordDeliveryOutcome(org.slug, id, { ok: true, at: new Date() }))!.failing_since).toBeNull();
    const first = new Date('2026-02-01T00:00:00.000Z');
    expect((await recordDeliveryOutcome(org.slug, id, { ok: false, at: first }))!.failing_since).toBe(first.toISOString());
    expect((await recordDeliveryOutcome(org.slug, id, { ok: false, at: new Date('2026-02-03T00:00:00.000Z') }))!.failing_since).toBe(first.toISOString());
    expect((await getSubscriptionRecord(org.slug, id))!.failed_attempts).toBe(2);
    expect((await recordDeliveryOutcome(org.slug, id, { ok: true, at: new Date() }))!.failing_since).toBeNull();
    expect((await getSubscriptionRecord(org.slug, id))!.failing_since).toBeNull();
    expect((await getSubscriptionRecord(org.slug, id))!.failed_attempts).toBeUndefined();
    expect(await recordDeliveryOutcome(org.slug, '01JD8XF5C2T3V4W5X6Y7Z8A9B0', { ok: false, at: first })).toBeNull();
    expect(await getSubscriptionRecord(org.slug, '01JD8XF5C2T3V4W5X6Y7Z8A9B0')).toBeNull();
  });

  it('a success without a streak writes nothing (a healthy subscription is not rewritten per delivery)', async () => {
    const { id } = await createWebhook();
    recorder.clear();
    await recordDeliveryOutcome(org.slug, id, { ok: true, at: new Date() });
    expect(recorder.writes).toEqual([]);
  });

  it('disables a failing subscription once (conditional on enabled), with reason failing', async () => {
    const { id } = await createWebhook();
    const at = new Date();
    const [one, two] = await Promise.all([disableFailingSubscription(org.slug, id, at), disableFailingSubscription(org.slug, id, at)]);
    expect([one, two].filter(Boolean)).toHaveLength(1);
    expect(await getSubscriptionRecord(org.slug, id)).toMatchObject({ status: 'disabled', disabled_reason: 'failing', updated_at: at.toISOString() });
    expect(await disableFailingSubscription(org.slug, id, at)).toBeNull();
  });

  it('lists every subscription of one organization, secrets included (one Query, for the dispatcher)', async () => {
    const own = await newTestOrg();
    const made = [await createWebhook({}, own.slug, own.adminKey), await createWebhook({ events: ['*'] }, own.slug, own.adminKey)];
    const records = await listSubscriptionRecords(own.slug);
    expect(records.map((r) => [r.id, r.secret, r.events])).toEqual(made.map((w) => [w.id, w.secret, w.events]));
  });
});
