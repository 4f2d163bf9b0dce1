// This file reads the table's stream from now on and compresses the retry schedule (27.6 h →
// ≈ 10 s): its own table, set before any module reads the configuration.
process.env.TABLE_NAME = 'learning-people-webhooks';
process.env.WEBHOOK_RETRY_SCALE = '0.0001';
// A receiver name that resolves to a public address when the subscription is made (curl --resolve style).
process.env.WEBHOOK_RESOLVE = 'rebind.test=93.184.215.7';

import { createServer as createTcpServer, type Server as TcpServer, type AddressInfo } from 'node:net';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { config } from '../../shared/config';
import { db, tableName } from '../../shared/db/client';
import { createTableIfMissing } from '../../shared/db/create-table';
import { RETRY_DELAYS_SECONDS } from '../../shared/webhooks/retry-schedule';
import { deliver } from '../../shared/webhooks/deliver';
import { logSink, setLogLevel } from '../../shared/observability/log';
import type { DeliveryMessage, DeliveryQueue } from '../../shared/webhooks/delivery-queue';
import { getSubscriptionRecord, subscriptionKey } from '../../shared/webhooks/subscriptions-store';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { startReceiver, useWebhookPipeline, type Receiver } from '../support/webhooks';

/**
 * Webhooks end to end (#20): real API routes → DynamoDB Local → its stream → the dispatcher's
 * and the delivery worker's code (infra/local/webhook-pipeline.ts) → real HTTP POSTs to receivers
 * on 127.0.0.1 that verify every request with the `standardwebhooks` package (test/support/webhooks.ts).
 */
beforeAll(async () => {
  const client = localClient(inject('dynamoEndpoint'));
  await createTableIfMissing(client, process.env.TABLE_NAME!);
  client.destroy();
});
const { call } = useGateway();
const pipeline = useWebhookPipeline();

const SCALE = Number(process.env.WEBHOOK_RETRY_SCALE);
const receivers: Receiver[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function receiver(respond?: (n: number) => number): Promise<Receiver> {
  const r = await startReceiver({ respond });
  receivers.push(r);
  return r;
}

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

/** A subscription made through the API; the receiver verifies with its secret. */
async function subscribe(org: TestOrg, r: Receiver | string, events: string[] = ['*']) {
  const url = typeof r === 'string' ? r : r.url;
  const res = await call('POST', `/org/${org.slug}/webhooks/`, { token: org.adminKey, body: { url, events } });
  expect(res.status, res.text).toBe(201);
  if (typeof r !== 'string') r.secrets = [res.body.secret];
  return res.body as { id: string; secret: string };
}

async function deliveries(org: TestOrg, webhookId: string): Promise<any[]> {
  const res = await call('GET', `/org/${org.slug}/webhooks/${webhookId}/deliveries/`, { token: org.adminKey, query: { page_size: 100 } });
  expect(res.status, res.text).toBe(200);
  return res.body.results;
}

async function sendTest(org: TestOrg, webhookId: string) {
  const res = await call('POST', `/org/${org.slug}/webhooks/${webhookId}/test/`, { token: org.adminKey });
  expect(res.status, res.text).toBe(202);
  return res.body as { id: string; type: string; timestamp: string; data: unknown };
}

/** Lets the stream and the queue finish what they have (a duplicate would show up by then). */
async function settle() {
  await pipeline().stream.idle();
  await sleep(300);
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function expectClean(...rs: Receiver[]) {
  for (const r of rs) expect(r.violations).toEqual([]);
}

// The never-succeeding delivery runs the whole (compressed) schedule, ≈ 10 s: started first,
// checked last, while the other scenarios run.
const dead: { org?: TestOrg; receiver?: Receiver; hook?: { id: string }; event?: { id: string } } = {};

describe('webhook deliveries (local pipeline, standardwebhooks receivers)', { timeout: 60_000 }, () => {
  it('a receiver that never succeeds: started (checked at the end)', async () => {
    dead.org = await newTestOrg();
    dead.receiver = await receiver(() => 503);
    dead.hook = await subscribe(dead.org, dead.receiver, ['user.created']);
    dead.event = await sendTest(dead.org, dead.hook.id);
  });

  it('every event type arrives exactly once per committed change, data as the API returned it; subscriptions filter by type', async () => {
    const org = await newTestOrg();
    const all = await receiver();
    const some = await receiver();
    const allHook = await subscribe(org, all, ['*']);
    await subscribe(org, some, ['user.created', 'timeoff.request.approved']);
    const admin = { token: org.adminKey };
    const expected: Array<{ type: string; data: unknown }> = [];
    const ok = (res: { status: number; text: string }, status: number) => expect(res.status, res.text).toBe(status);

    // Users: created (a collaborator who logs in, then an employee), updated.
    const password = 'correct horse battery';
    const email = `ana-${org.slug}@example.com`;
    let res = await call('POST', `/org/${org.slug}/users/`, { ...admin, body: { email, first_name: 'Ana', last_name: 'Torres', password } });
    ok(res, 201);
    const ana = res.body;
    expected.push({ type: 'user.created', data: ana });
    res = await call('POST', `/org/${org.slug}/users/`, { ...admin, body: { email: `bo-${org.slug}@example.com`, first_name: 'Bo', last_name: 'Ruiz' } });
    ok(res, 201);
    const bo = res.body;
    expected.push({ type: 'user.created', data: bo });
    res = await call('POST', `/org/${org.slug}/users/update_user/`, { ...admin, body: { id: bo.id, last_name: 'Ruiz Vega' } });
    ok(res, 200);
    expected.push({ type: 'user.updated', data: res.body });
    res = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email, password } });
    ok(res, 200); // a session: no event
    const anaToken = res.body.token;

    // Learning: one enrollment.created per user of an assign; completion.
    res = await call('POST', `/org/${org.slug}/learning/courses/`, { ...admin, body: { title: 'Safety' } });
    ok(res, 201);
    const course = res.body;
    res = await call('POST', `/org/${org.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, {
      ...admin,
      body: { course_id: course.id, user_ids: [ana.id, bo.id] },
    });
    ok(res, 200);
    expect(res.body.assigned).toHaveLength(2);
    res = await call('GET', `/org/${org.slug}/learning/enrollments/`, { ...admin, query: { page_size: 10 } });
    ok(res, 200);
    for (const enrollment of res.body.results) expected.push({ type: 'enrollment.created', data: enrollment });
    const anaEnrollment = res.body.results.find((e: any) => e.user_id === ana.id);
    res = await call('POST', `/org/${org.slug}/learning/enrollments/${anaEnrollment.id}/progress/`, { ...admin, body: { progress: 40 } });
    ok(res, 200); // progress without completion: no event
    res = await call('POST', `/org/${org.slug}/learning/enrollments/${anaEnrollment.id}/progress/`, { ...admin, body: { progress: 100 } });
    ok(res, 200);
    expected.push({ type: 'enrollment.completed', data: res.body });

    // Time off: created ×4, approved, rejected, cancelled, deleted.
    ok(await call('PUT', `/org/${org.slug}/timeoff/balances/${ana.id}/`, { ...admin, body: { vacation: 30 } }), 200);
    const requests = [];
    for (const day of ['2030-01-07', '2030-01-14', '2030-01-21', '2030-01-28']) {
      res = await call('POST', `/org/${org.slug}/timeoff/requests/`, { token: anaToken, body: { type: 'vacation', start_date: day, end_date: day } });
      ok(res, 201);
      requests.push(res.body);
      expected.push({ type: 'timeoff.request.created', data: res.body });
    }
    res = await call('POST', `/org/${org.slug}/timeoff/requests/${requests[0].id}/approve/`, admin);
    ok(res, 200);
    expected.push({ type: 'timeoff.request.approved', data: res.body });
    res = await call('POST', `/org/${org.slug}/timeoff/requests/${requests[1].id}/reject/`, admin);
    ok(res, 200);
    expected.push({ type: 'timeoff.request.rejected', data: res.body });
    res = await call('POST', `/org/${org.slug}/timeoff/requests/${requests[2].id}/cancel/`, { token: anaToken });
    ok(res, 200);
    expected.push({ type: 'timeoff.request.cancelled', data: res.body });
    res = await call('GET', `/org/${org.slug}/timeoff/requests/${requests[3].id}/`, admin);
    ok(res, 200);
    const beforeDelete = res.body;
    res = await call('DELETE', `/org/${org.slug}/timeoff/requests/${requests[3].id}/`, admin);
    expect(res.status, res.text).toBeLessThan(300);
    expected.push({ type: 'timeoff.request.deleted', data: beforeDelete });

    // Attendance.
    res = await call('POST', `/org/${org.slug}/attendance/marks/`, { ...admin, body: { kind: 'in', user_id: ana.id, source: 'kiosk' } });
    ok(res, 201);
    expected.push({ type: 'attendance.mark.created', data: res.body });

    // A refused write emits nothing (email taken).
    res = await call('POST', `/org/${org.slug}/users/`, { ...admin, body: { email, first_name: 'Dup', last_name: 'Licate' } });
    ok(res, 409);

    // Deactivation, then the test event (to the one subscription it names).
    res = await call('POST', `/org/${org.slug}/users/update_user/`, { ...admin, body: { id: ana.id, status: 'inactive' } });
    ok(res, 200);
    expected.push({ type: 'user.deactivated', data: res.body });
    const test = await sendTest(org, allHook.id);
    expected.push({ type: 'webhook.test', data: test.data });

    await all.waitForProcessed(expected.length);
    await settle();
    expectClean(all, some);
    const got = all.processed().map((r) => ({ type: r.event.type, data: r.event.data }));
    const key = (e: { type: string; data: unknown }) => `${e.type} ${JSON.stringify(e.data)}`;
    expect(got.map(key).sort()).toEqual(expected.map(key).sort());
    expect(all.received).toHaveLength(expected.length);
    // Every type of the catalogue but webhook.disabled (its own test below).
    expect(new Set(got.map((e) => e.type)).size).toBe(12);
    const testDelivery = all.processed().find((r) => r.event.type === 'webhook.test')!;
    expect(testDelivery.id).toBe(test.id);
    expect(testDelivery.event.timestamp).toBe(test.timestamp);
    for (const r of all.received) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(Object.keys(JSON.parse(r.body))).toEqual(['type', 'timestamp', 'data']);
    }
    expect(new Set(all.received.map((r) => r.id)).size).toBe(expected.length);

    await some.waitForProcessed(3);
    expect(some.processed().map((r) => r.event.type).sort()).toEqual(['timeoff.request.approved', 'user.created', 'user.created']);
  });

  it('a delivery names the API request whose change made its event (request_id); the workers log that work under it (correlation_id)', async () => {
    const org = await newTestOrg();
    const r = await receiver();
    const hook = await subscribe(org, r, ['user.created']);
    const lines: Array<Record<string, any>> = [];
    logSink.write = (line) => void lines.push(JSON.parse(line));
    setLogLevel('debug');
    try {
      const res = await call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body: { email: `rq-${org.slug}@example.com`, first_name: 'Rq', last_name: 'Id' } });
      expect(res.status, res.text).toBe(201);
      const requestLine = lines.find((l) => l.message === 'request' && l.route === 'createUser' && l.org === org.slug)!;
      const requestId = requestLine.request_id as string;
      expect(requestId).toEqual(expect.any(String));
      expect(requestLine.correlation_id).toBe(requestId);
      const [delivery] = await until('the delivery', async () => ((await deliveries(org, hook.id)).length ? deliveries(org, hook.id) : undefined));
      expect(delivery).toMatchObject({ event_type: 'user.created', status: 'succeeded', request_id: requestId });
      // The test event is another request's: its own id.
      await sendTest(org, hook.id);
      const both = await until('the test delivery', async () => {
        const all = await deliveries(org, hook.id);
        return all.length === 2 ? all : undefined;
      });
      const testRequestId = lines.find((l) => l.message === 'request' && l.route === 'testWebhook' && l.org === org.slug)?.request_id;
      expect(testRequestId).toEqual(expect.any(String));
      expect(both.map((d) => d.request_id).sort()).toEqual([requestId, testRequestId].sort());

      const work = lines.filter((l) => /^webhook /.test(l.message) && l.slug === org.slug);
      expect(new Set(work.map((l) => l.message))).toEqual(new Set(['webhook events dispatched', 'webhook delivery attempted']));
      expect(work.filter((l) => l.correlation_id === requestId).map((l) => l.message).sort()).toEqual(['webhook delivery attempted', 'webhook events dispatched']);
      expect(work.filter((l) => l.correlation_id === testRequestId).map((l) => l.message).sort()).toEqual(['webhook delivery attempted', 'webhook events dispatched']);
      expectClean(r);
    } finally {
      logSink.write = null;
      setLogLevel('silent');
    }
  });

  it('retries: failing N times then succeeding is N+1 attempts on the schedule, one webhook-id; the log shows each', async () => {
    const org = await newTestOrg();
    const failures = 4;
    const r = await receiver((n) => (n <= failures ? 500 : 200));
    const hook = await subscribe(org, r, ['webhook.test']);
    const test = await sendTest(org, hook.id);
    await r.waitForProcessed(1);
    await settle();
    expectClean(r);
    expect(r.received.map((x) => x.status)).toEqual([500, 500, 500, 500, 200]);
    expect(new Set(r.received.map((x) => x.id))).toEqual(new Set([test.id]));
    // Each retry waited at least its scheduled delay (less 10 % jitter).
    for (let i = 1; i < r.received.length; i++) {
      const gap = r.received[i]!.at - r.received[i - 1]!.at;
      expect(gap).toBeGreaterThanOrEqual(Math.floor(RETRY_DELAYS_SECONDS[i]! * SCALE * 1000 * 0.9) - 1);
    }
    const log = await deliveries(org, hook.id);
    expect(log.map((d) => [d.attempt, d.status, d.status_code, d.event_id, d.event_type])).toEqual([
      [5, 'succeeded', 200, test.id, 'webhook.test'],
      [4, 'failed', 500, test.id, 'webhook.test'],
      [3, 'failed', 500, test.id, 'webhook.test'],
      [2, 'failed', 500, test.id, 'webhook.test'],
      [1, 'failed', 500, test.id, 'webhook.test'],
    ]);
    expect(log[0].next_retry_at).toBeNull();
    // The success closed the failure streak the first failure opened.
    expect((await getSubscriptionRecord(org.slug, hook.id))!.failing_since).toBeNull();
    for (const d of log.slice(1)) {
      expect(d.error).toEqual(expect.any(String));
      // next_retry_at = attempted_at + the schedule's delay × scale × (1 ± 10 %), to the millisecond.
      const planned = Date.parse(d.next_retry_at) - Date.parse(d.attempted_at);
      const base = RETRY_DELAYS_SECONDS[d.attempt]! * SCALE * 1000;
      expect(Math.abs(planned - base)).toBeLessThanOrEqual(base * 0.1 + 1);
    }
  });

  it('rotation: during the overlap both secrets verify (two v1 entries); after it only the new one', async () => {
    const org = await newTestOrg();
    const r = await receiver();
    const hook = await subscribe(org, r, ['webhook.test']);
    const old = hook.secret;
    const rotated = await call('POST', `/org/${org.slug}/webhooks/${hook.id}/rotate-secret/`, { token: org.adminKey });
    expect(rotated.status, rotated.text).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    r.secrets = [fresh];
    await sendTest(org, hook.id);
    const [during] = await r.waitForProcessed(1);
    expect(during!.signature.split(' ')).toHaveLength(2);
    expect(() => new Webhook(old).verify(during!.body, during!.headers)).not.toThrow();
    expect(() => new Webhook(fresh).verify(during!.body, during!.headers)).not.toThrow();

    // The overlap ends (as 24 h later).
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriptionKey(org.slug, hook.id),
        UpdateExpression: 'SET previous_secret_expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    await sendTest(org, hook.id);
    const after = (await r.waitForProcessed(2))[1]!;
    expect(after.signature.split(' ')).toHaveLength(1);
    expect(() => new Webhook(fresh).verify(after.body, after.headers)).not.toThrow();
    expect(() => new Webhook(old).verify(after.body, after.headers)).toThrow();
    expectClean(r);
  });

  it('SSRF at delivery: a name that now resolves to a private address gets a failed attempt, never a connection', async () => {
    // Something listening on the private address the name will point to: nothing may reach it.
    let connections = 0;
    const trap: TcpServer = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.2', resolve));
    const port = (trap.address() as AddressInfo).port;
    try {
      const org = await newTestOrg();
      const hook = await subscribe(org, `https://rebind.test:${port}/hook`, ['webhook.test']);
      // The name's answer changes after the subscription was checked (DNS rebinding).
      config().WEBHOOK_RESOLVE = 'rebind.test=127.0.0.2';
      await sendTest(org, hook.id);
      const [first] = await until('the refused attempt', async () => {
        const log = await deliveries(org, hook.id);
        return log.length ? log : undefined;
      });
      expect(first.status).toBe('failed');
      expect(first.status_code).toBeNull();
      expect(first.error).toMatch(/private|loopback|not allowed/);
      expect(first.next_retry_at).not.toBeNull();
      // Stop its retries.
      expect((await call('DELETE', `/org/${org.slug}/webhooks/${hook.id}/`, { token: org.adminKey })).status).toBe(204);
      await sleep(200);
      expect(connections).toBe(0);
    } finally {
      config().WEBHOOK_RESOLVE = process.env.WEBHOOK_RESOLVE;
      trap.close();
    }
  });

  it("tenant isolation: a subscription never receives another organization's events", async () => {
    const [a, b] = await Promise.all([newTestOrg(), newTestOrg()]);
    const ra = await receiver();
    const rb = await receiver();
    await subscribe(a, ra, ['*']);
    const hb = await subscribe(b, rb, ['*']);
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', `/org/${a.slug}/users/`, { token: a.adminKey, body: { email: `x${i}-${a.slug}@example.com`, first_name: 'X', last_name: 'Y' } });
      expect(res.status).toBe(201);
    }
    await ra.waitForProcessed(3);
    const own = await sendTest(b, hb.id);
    await rb.waitForProcessed(1);
    await settle();
    expect(rb.received.map((r) => r.id)).toEqual([own.id]);
    expect(ra.received).toHaveLength(3);
    expect(ra.received.every((r) => r.event.type === 'user.created')).toBe(true);
    expectClean(ra, rb);
  });

  it('disable: failing for 5 days then failing again disables it; the other subscription gets webhook.disabled', async () => {
    const org = await newTestOrg();
    const failing = await receiver(() => 500);
    const other = await receiver();
    const bad = await subscribe(org, failing, ['webhook.test']);
    await subscribe(org, other, ['webhook.disabled']);
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3600 * 1000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriptionKey(org.slug, bad.id),
        UpdateExpression: 'SET failing_since = :t',
        ExpressionAttributeValues: { ':t': sixDaysAgo },
      }),
    );
    await sendTest(org, bad.id);
    const [notice] = await other.waitForProcessed(1);
    expect(notice!.event.type).toBe('webhook.disabled');
    const res = await call('GET', `/org/${org.slug}/webhooks/${bad.id}/`, { token: org.adminKey });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('disabled');
    expect(notice!.event.data).toEqual(res.body);
    await settle();
    // One failed attempt, no retries after the disable; the disabled subscription is not told.
    expect(failing.received).toHaveLength(1);
    const log = await deliveries(org, bad.id);
    expect(log).toHaveLength(1);
    expect(log[0].next_retry_at).toBeNull();
    expect(other.received).toHaveLength(1);
    expectClean(failing, other);
  });

  it('early pause (#33 finding 6): 100 failed attempts in a row over 10 minutes disable it at once; fewer, or a fresh streak, do not', async () => {
    const org = await newTestOrg();
    const failing = await receiver(() => 500);
    const hooks = [await subscribe(org, failing, ['user.created']), await subscribe(org, failing, ['user.created']), await subscribe(org, failing, ['user.created'])];
    const queue: DeliveryQueue = { send: async () => undefined, deadLetter: async () => undefined };
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    // [failing since, failed attempts before this one]: only the first reaches both bounds.
    const streaks = [[elevenMinutesAgo, 99], [new Date().toISOString(), 99], [elevenMinutesAgo, 50]] as const;
    for (const [i, [since, failures]] of streaks.entries()) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: subscriptionKey(org.slug, hooks[i]!.id),
          UpdateExpression: 'SET failing_since = :t, failed_attempts = :n',
          ExpressionAttributeValues: { ':t': since, ':n': failures },
        }),
      );
    }
    const event = '{"type":"user.created","timestamp":"2026-01-01T00:00:00.000Z","data":{}}';
    const results = [];
    for (const hook of hooks) results.push(await deliver({ slug: org.slug, webhook_id: hook.id, event_id: `msg_${hook.id}`, event, attempt: 1 }, queue));
    expect(results.map((r) => r.kind === 'attempted' && r.disabled)).toEqual([true, false, false]);
    const first = results[0]!;
    expect(first.kind === 'attempted' && first.attempt.error).toMatch(/subscription disabled: 100 or more attempts failed in a row/);
    const records = await Promise.all(hooks.map((h) => getSubscriptionRecord(org.slug, h.id)));
    expect(records.map((r) => [r!.status, r!.failed_attempts])).toEqual([['disabled', 100], ['enabled', 100], ['enabled', 51]]);
    // Enabled again by an administrator: the streak starts over.
    const enabled = await call('POST', `/org/${org.slug}/webhooks/${hooks[0]!.id}/update/`, { token: org.adminKey, body: { status: 'enabled' } });
    expect(enabled.status, enabled.text).toBe(200);
    expect(await getSubscriptionRecord(org.slug, hooks[0]!.id)).toMatchObject({ status: 'enabled', failing_since: null });
    expect((await getSubscriptionRecord(org.slug, hooks[0]!.id))!.failed_attempts).toBeUndefined();
  });

  it('a delivery for a disabled or deleted subscription is dropped; one not yet due goes back to the queue', async () => {
    const org = await newTestOrg();
    const r = await receiver();
    const hook = await subscribe(org, r, ['user.created']);
    const requeued: Array<{ message: DeliveryMessage; delay: number }> = [];
    const queue: DeliveryQueue = {
      send: async (message, delay) => void requeued.push({ message, delay }),
      deadLetter: async () => undefined,
    };
    const message: DeliveryMessage = { slug: org.slug, webhook_id: hook.id, event_id: 'msg_manual', event: '{"type":"user.created","timestamp":"2026-01-01T00:00:00.000Z","data":{}}', attempt: 3 };

    const later = { ...message, not_before: new Date(Date.now() + 3600_000).toISOString() };
    expect(await deliver(later, queue)).toEqual({ kind: 'postponed' });
    expect(requeued).toHaveLength(1);
    expect(requeued[0]!.message).toEqual(later);
    expect(requeued[0]!.delay).toBeGreaterThan(3500);

    const disabled = await call('POST', `/org/${org.slug}/webhooks/${hook.id}/update/`, { token: org.adminKey, body: { status: 'disabled' } });
    expect(disabled.status, disabled.text).toBe(200);
    expect(await deliver(message, queue)).toEqual({ kind: 'dropped', reason: 'subscription_disabled' });
    expect((await call('DELETE', `/org/${org.slug}/webhooks/${hook.id}/`, { token: org.adminKey })).status).toBe(204);
    expect(await deliver(message, queue)).toEqual({ kind: 'dropped', reason: 'subscription_gone' });
    expect(r.hits).toBe(0);
    expect(requeued).toHaveLength(1);
  });

  it('a receiver that never succeeds: 8 attempts, then dead (dead letters and the log); redeliver sends it again', async () => {
    const { org, receiver: r, hook, event } = dead as Required<typeof dead>;
    await until('the dead letter', () => pipeline().deadLetters.find((m) => m.event_id === event.id), 20_000);
    expect(r.received).toHaveLength(8);
    expect(new Set(r.received.map((x) => x.id))).toEqual(new Set([event.id]));
    const log = await deliveries(org, hook.id);
    expect(log.map((d) => [d.attempt, d.status])).toEqual([
      [8, 'dead'],
      [7, 'failed'],
      [6, 'failed'],
      [5, 'failed'],
      [4, 'failed'],
      [3, 'failed'],
      [2, 'failed'],
      [1, 'failed'],
    ]);
    expect(log[0].next_retry_at).toBeNull();
    expect(log[0].status_code).toBe(503);
    // The streak started at the first failed attempt (5 days of it would disable the subscription).
    expect((await getSubscriptionRecord(org.slug, hook.id))!.failing_since).toBe(log.at(-1).attempted_at);

    // The receiver is fixed; the integrator redelivers the dead attempt: same event id and body.
    const fixed = await receiver();
    fixed.secrets = r.secrets;
    const updated = await call('POST', `/org/${org.slug}/webhooks/${hook.id}/update/`, { token: org.adminKey, body: { url: fixed.url } });
    expect(updated.status, updated.text).toBe(200);
    const redelivered = await call('POST', `/org/${org.slug}/webhooks/${hook.id}/deliveries/${log[0].id}/redeliver/`, { token: org.adminKey });
    expect(redelivered.status, redelivered.text).toBe(202);
    expect(redelivered.body.id).toBe(event.id);
    const [again] = await fixed.waitForProcessed(1);
    expect(again!.id).toBe(event.id);
    expect(again!.body).toBe(r.received[0]!.body);
    expectClean(r, fixed);
  });
});
