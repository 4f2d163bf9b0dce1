import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { localDeliveryQueue, type LocalDeliveryQueue } from '../../infra/local/local-queue';
import { db, tableName } from '../../shared/db/client';
import { deliver, type DeliveryResult } from '../../shared/webhooks/deliver';
import type { DeliveryMessage, DeliveryQueue } from '../../shared/webhooks/delivery-queue';
import { admitDelivery, destinationOf, RATE_BUCKETS, RESERVATION_HORIZON_MS, rateBucketKey, type RateCaps } from '../../shared/webhooks/rate-caps';
import { checkWebhookUrl } from '../../shared/webhooks/url-safety';
import { WEBHOOK_METRICS } from '../../shared/observability/metric-names';
import { emfOf } from '../support/emf';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { startReceiver, type Receiver } from '../support/webhooks';

/**
 * Delivery rate caps (#33 finding 6; shared/webhooks/rate-caps.ts): the delivery worker's code over
 * the in-process queue of `npm start` (infra/local/local-queue.ts), DynamoDB Local for the
 * buckets, real POSTs to receivers on 127.0.0.1 that verify every request (test/support/webhooks.ts).
 * Small caps so that a burst takes seconds.
 */
const { call } = useGateway();
const receivers: Receiver[] = [];
const queues: LocalDeliveryQueue[] = [];
afterAll(async () => {
  for (const q of queues) q.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(): Promise<Receiver> {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}

async function subscribe(org: TestOrg, r: Receiver, url = r.url): Promise<string> {
  const res = await call('POST', `/org/${org.slug}/webhooks/`, { token: org.adminKey, body: { url, events: ['webhook.test'] } });
  expect(res.status, res.text).toBe(201);
  r.secrets.push(res.body.secret);
  return res.body.id;
}

/** The in-process queue running the delivery worker with `caps`; every handled message and its result is recorded. */
function pipeline(caps: RateCaps) {
  const handled: Array<{ message: DeliveryMessage; result: DeliveryResult; at: number }> = [];
  const queue = localDeliveryQueue({
    async onMessage(message, q) {
      handled.push({ message, result: await deliver(message, q, { caps }), at: Date.now() });
    },
  });
  queues.push(queue);
  return { queue, handled };
}

const message = (org: TestOrg, webhookId: string, n: number, attempt = 1): DeliveryMessage => ({
  slug: org.slug,
  webhook_id: webhookId,
  event_id: `msg_${org.slug}_${n}`,
  event: `{"type":"webhook.test","timestamp":"2026-01-01T00:00:00.000Z","data":{"n":${n}}}`,
  attempt,
});

/** The most arrivals within any `windowMs` (a sliding window over the arrival times). */
function busiestWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i++) most = Math.max(most, sorted.filter((t) => t >= sorted[i]! && t < sorted[i]! + windowMs).length);
  return most;
}

describe('webhook delivery rate caps (#33 finding 6)', { timeout: 60_000 }, () => {
  it('a burst to one destination is spread at its cap: none lost, none twice, each deferred once, attempts unchanged', async () => {
    const org = await newTestOrg();
    const r = await receiver();
    const hook = await subscribe(org, r);
    const caps = { organizationPerSecond: 50, destinationPerSecond: 5 };
    const { queue, handled } = pipeline(caps);
    const started = Date.now();
    // 15 deliveries at once, attempts 1 and 3 (a retry waits like a first attempt, and keeps its number).
    const burst = Array.from({ length: 15 }, (_, n) => message(org, hook, n, n % 2 ? 3 : 1));
    await Promise.all(burst.map((m) => queue.send(m, 0)));
    await queue.drained();

    const arrivals = r.processed();
    expect(arrivals.map((a) => a.id).sort()).toEqual(burst.map((m) => m.event_id).sort());
    expect(r.violations).toEqual([]);
    // A bucket of 5/s holds 5 (one second's worth), then one every 200 ms: the 15th is 2 s in.
    expect(Math.max(...arrivals.map((a) => a.at)) - started).toBeGreaterThanOrEqual(1_950);
    // Each POST's slot: the one it was deferred to, or (not deferred) the instant it was attempted.
    // No more than the cap's worth in any second, plus the burst the bucket holds; never POSTed
    // before its slot. (Slots, not arrival times: a loaded machine's timers may bunch late ones.)
    const slotOf = new Map<string, number>();
    for (const h of handled) {
      if (h.result.kind === 'deferred') slotOf.set(h.message.event_id, Date.parse(h.result.until));
      else if (h.result.kind === 'attempted' && !slotOf.has(h.message.event_id)) slotOf.set(h.message.event_id, Date.parse(h.result.attempt.attempted_at));
    }
    expect(busiestWindow([...slotOf.values()], 1_000)).toBeLessThanOrEqual(10);
    for (const a of arrivals) expect(a.at).toBeGreaterThanOrEqual(slotOf.get(a.id)!);

    // (How many wait depends on how fast this machine admits the 15; the exact spacing is the
    // next test's, at one instant.)
    const deferred = handled.filter((h) => h.result.kind === 'deferred');
    // The burst's first handlings: when they all fell within the bucket's second (any machine but
    // a very loaded one), the cap had to defer some. Past that, the bucket refilled meanwhile and
    // the spacing rules above are what this test can check (the exact count is the next test's).
    const firstHandlings = burst.map((m) => handled.find((h) => h.message.event_id === m.event_id)!.at);
    if (Math.max(...firstHandlings) - started < 1_000) expect(deferred.length).toBeGreaterThanOrEqual(1);
    // One reservation per deferred delivery, never a retry loop: each came back once, to its slot.
    const deferrals = new Map<string, number>();
    for (const h of deferred) deferrals.set(h.message.event_id, (deferrals.get(h.message.event_id) ?? 0) + 1);
    expect([...deferrals.values()].every((n) => n === 1)).toBe(true);
    for (const h of deferred) expect(h.result).toMatchObject({ reserved: true, by: 'destination' });
    // The attempt that finally POSTed is the one that was sent: being delayed spends no attempt.
    const attempted = handled.filter((h) => h.result.kind === 'attempted');
    expect(attempted).toHaveLength(15);
    for (const h of attempted) {
      const original = burst.find((m) => m.event_id === h.message.event_id)!;
      expect(h.result.kind === 'attempted' && h.result.attempt.attempt).toBe(original.attempt);
      expect(h.result.kind === 'attempted' && h.result.attempt.status).toBe('succeeded');
    }
  });

  it('at one instant: a bucket of 5/s admits 5, then gives slots 200 ms apart; the organization\'s cap spaces all its hosts together', async () => {
    const org = await newTestOrg();
    const caps = { organizationPerSecond: 10, destinationPerSecond: 5 };
    const t = new Date();
    const slots: Array<number | 'now'> = [];
    for (let k = 0; k < 12; k++) {
      const admission = await admitDelivery(org.slug, '93.184.215.9:443', caps, t);
      expect(admission.kind).not.toBe('later');
      slots.push(admission.kind === 'now' ? 'now' : admission.at.getTime() - t.getTime());
    }
    expect(slots).toEqual(['now', 'now', 'now', 'now', 'now', 200, 400, 600, 800, 1000, 1200, 1400]);
    // Another destination of the same organization: its own bucket is idle, the organization's is
    // not (10 at once, then one per 100 ms: the 13th organization slot is 300 ms ahead).
    expect(await admitDelivery(org.slug, '93.184.215.10:443', caps, t)).toEqual({
      kind: 'reserved',
      at: new Date(t.getTime() + 300),
      by: 'organization',
      destination: '93.184.215.10:443',
    });
  });

  it("one organization's flood delays neither another organization's deliveries to another host nor to the same host", async () => {
    const [flooder, other] = [await newTestOrg(), await newTestOrg()];
    const [victim, elsewhere] = [await receiver(), await receiver()];
    const floodHook = await subscribe(flooder, victim);
    const otherHooks = [await subscribe(other, elsewhere), await subscribe(other, victim)];
    const caps = { organizationPerSecond: 10, destinationPerSecond: 5 };
    const { queue, handled } = pipeline(caps);
    await Promise.all(Array.from({ length: 25 }, (_, n) => queue.send(message(flooder, floodHook, n), 0)));
    // The flood holds slots 4 s ahead; the other organization's two deliveries come after it.
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(otherHooks.map((hook, n) => queue.send(message(other, hook, 100 + n), 0)));
    const mine = () => handled.filter((h) => h.message.slug === other.slug);
    for (let i = 0; i < 1_000 && mine().length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    // Handled once each and POSTed at once: the other organization's buckets are its own, even
    // for the host the flood aims at.
    expect(mine().map((h) => h.result.kind)).toEqual(['attempted', 'attempted']);
    expect(elsewhere.processed()).toHaveLength(1);
    expect(victim.processed().filter((a) => a.id.startsWith(`msg_${other.slug}_`))).toHaveLength(1);
    // Meanwhile the flood is being spread: most of it was deferred.
    expect(handled.filter((h) => h.message.slug === flooder.slug && h.result.kind === 'deferred').length).toBeGreaterThanOrEqual(15);
    queue.stop();
  });

  it('a slot is reserved once: a message holding one is delivered without asking again, unless its subscription now points elsewhere', async () => {
    const org = await newTestOrg();
    const r = await receiver();
    const hook = await subscribe(org, r);
    const caps = { organizationPerSecond: 1, destinationPerSecond: 1 };
    const sent: Array<{ message: DeliveryMessage; delay: number }> = [];
    const queue: DeliveryQueue = { send: async (m, delay) => void sent.push({ message: m, delay }), deadLetter: async () => undefined };
    // At one instant: the first takes the only token; the second gets the next slot, 1 s ahead,
    // and goes back holding it, its attempt number unchanged.
    const instant = new Date();
    const at = { caps, now: () => instant };
    expect((await deliver(message(org, hook, 1), queue, at)).kind).toBe('attempted');
    // Metered: one WebhookDeliveryDeferred (EMF; metrics are off locally, on for this call).
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const blobs = await emfOf(async () => {
      expect(await deliver(message(org, hook, 2, 4), queue, at)).toMatchObject({ kind: 'deferred', reserved: true, until: new Date(instant.getTime() + 1000).toISOString() });
    }).finally(() => {
      process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    });
    expect(blobs.map((b) => b._aws.CloudWatchMetrics[0].Metrics.map((m: any) => m.Name))).toEqual([[WEBHOOK_METRICS.deliveryDeferred]]);
    expect(blobs[0]).toMatchObject({ area: 'webhooks', [WEBHOOK_METRICS.deliveryDeferred]: 1 });
    expect(sent).toHaveLength(1);
    const held = sent[0]!;
    expect(held.message).toMatchObject({ attempt: 4, rate_reserved_for: new URL(r.url).host });
    expect(held.delay).toBe(1);
    // Handed back at its slot: POSTed at once, the bucket not asked (a third would wait 2 s now).
    const bucket = async () => (await db().send(new GetCommand({ TableName: tableName(), Key: rateBucketKey(org.slug, 'organization') }))).Item!;
    const before = await bucket();
    expect(RATE_BUCKETS.parse(before).bucket_id).toBe('organization');
    expect((await deliver(held.message, queue, { caps })).kind).toBe('attempted');
    expect((await bucket()).tat).toBe(before.tat);
    expect(r.processed()).toHaveLength(2);
    // A slot held for another host is no slot for this one.
    expect(await deliver({ ...held.message, rate_reserved_for: 'elsewhere.example:443' }, queue, at)).toMatchObject({ kind: 'deferred' });
  });

  it('names of one address share its bucket (#45 finding 3): subscriptions to localhost:<port> and 127.0.0.1:<port> are one destination', async () => {
    const org = await newTestOrg();
    const r = await receiver();
    const port = new URL(r.url).port;
    const byName = await subscribe(org, r, `http://localhost:${port}/by-name`);
    const byAddress = await subscribe(org, r, `http://127.0.0.1:${port}/by-address`);
    const caps = { organizationPerSecond: 50, destinationPerSecond: 5 };
    const sent: Array<{ message: DeliveryMessage; delay: number }> = [];
    const queue: DeliveryQueue = { send: async (m, delay) => void sent.push({ message: m, delay }), deadLetter: async () => undefined };
    // At one instant: the destination's burst (5) goes to the first spelling…
    const instant = new Date();
    const at = { caps, now: () => instant };
    for (let n = 0; n < 5; n++) expect((await deliver(message(org, byName, n), queue, at)).kind).toBe('attempted');
    // …and the other spelling finds the bucket empty: slots 200 ms apart, held for the address.
    const results = [];
    for (let n = 5; n < 8; n++) results.push(await deliver(message(org, byAddress, n), queue, at));
    expect(results).toEqual([200, 400, 600].map((ms) => ({ kind: 'deferred', by: 'destination', reserved: true, until: new Date(instant.getTime() + ms).toISOString() })));
    expect(sent.map((s) => s.message.rate_reserved_for)).toEqual(Array(3).fill(`127.0.0.1:${port}`));
    expect(r.processed()).toHaveLength(5);
    // Each held slot is delivered at its time without asking again, whichever spelling it was for.
    const bucket = async () => (await db().send(new GetCommand({ TableName: tableName(), Key: rateBucketKey(org.slug, `destination:127.0.0.1:${port}`) }))).Item!;
    const before = await bucket();
    for (const { message: m } of sent) expect((await deliver(m, queue, { caps })).kind).toBe('attempted');
    expect((await bucket()).tat).toBe(before.tat);
    expect(r.processed().map((a) => a.id).sort()).toEqual(Array.from({ length: 8 }, (_, n) => `msg_${org.slug}_${n}`).sort());
    expect(r.violations).toEqual([]);
  });

  it('the destination is the checked address and port: two names of one address, its own spellings and the URL\'s case are one; another port is another', async () => {
    const resolve = 'a.hooks.test=93.184.215.9,b.hooks.test=93.184.215.9,c.hooks.test=::ffff:93.184.215.9,v6.hooks.test=2606:4700:0:0::1111';
    const destination = async (url: string) => {
      const checked = await checkWebhookUrl(url, { allowLocalReceivers: false, resolve });
      return destinationOf(checked.address, checked.port);
    };
    for (const url of ['https://a.hooks.test/x', 'https://B.HOOKS.TEST/other', 'https://c.hooks.test:443/', 'https://93.184.215.9/', 'https://[::ffff:93.184.215.9]/']) {
      expect(await destination(url), url).toBe('93.184.215.9:443');
    }
    expect(await destination('https://a.hooks.test:8443/x')).toBe('93.184.215.9:8443');
    expect(await destination('https://v6.hooks.test/')).toBe('[2606:4700::1111]:443');
    expect(await destination('https://[2606:4700::1111]/')).toBe('[2606:4700::1111]:443');
  });

  it('a bucket booked beyond 15 minutes reserves nothing: the delivery asks again after the horizon', async () => {
    const org = await newTestOrg();
    const caps = { organizationPerSecond: 2, destinationPerSecond: 1 };
    const now = new Date();
    const far = now.getTime() + RESERVATION_HORIZON_MS + 60_000;
    const destination = '93.184.215.9:443';
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateBucketKey(org.slug, `destination:${destination}`),
        UpdateExpression: 'SET tat = :far, entity = :entity, bucket_id = :bucket',
        ExpressionAttributeValues: { ':far': far, ':entity': RATE_BUCKETS.name, ':bucket': `destination:${destination}` },
      }),
    );
    const admission = await admitDelivery(org.slug, destination, caps, now);
    expect(admission).toEqual({ kind: 'later', at: new Date(now.getTime() + RESERVATION_HORIZON_MS), by: 'destination' });
    const held = await db().send(new GetCommand({ TableName: tableName(), Key: rateBucketKey(org.slug, `destination:${destination}`) }));
    expect(held.Item!.tat).toBe(far);
    // Another destination of the same organization is not held up by it.
    expect(await admitDelivery(org.slug, '[2606:4700::1111]:443', caps, now)).toEqual({ kind: 'now' });
  });
});
