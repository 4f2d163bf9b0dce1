import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors/error-codes';
import { createWebhook } from '../../shared/webhooks/routes';
import { MAX_WEBHOOKS_PER_ORGANIZATION } from '../../shared/webhooks/schemas';
import { listSubscriptionRecords, subscriptionCount } from '../../shared/webhooks/subscriptions-store';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';

/**
 * The cap on an organization's webhook subscriptions (#20): the dispatcher reads them all with
 * one Query per batch, so the list is bounded. The count lives on the organization's item and
 * moves in the same transaction as each create and delete, so the cap holds under concurrency.
 */
const { call } = useGateway();
const recorder = recordWrites();

const RECEIVER = 'http://127.0.0.1:4567/hooks';
const MAX = MAX_WEBHOOKS_PER_ORGANIZATION;

const create = (org: TestOrg, headers?: Record<string, string>) =>
  call('POST', `/org/${org.slug}/webhooks/`, { token: org.adminKey, headers, body: { url: RECEIVER, events: ['*'] } });
const remove = (org: TestOrg, id: string) => call('DELETE', `/org/${org.slug}/webhooks/${id}/`, { token: org.adminKey });

async function fill(org: TestOrg): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < MAX; i++) {
    const res = await create(org);
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

describe('at most MAX_WEBHOOKS_PER_ORGANIZATION subscriptions', () => {
  it('is 20, documented on the create route and in the error registry', () => {
    expect(MAX).toBe(20);
    expect(createWebhook.errors).toContain('webhook_limit_reached');
    expect(createWebhook.description).toContain(`at most ${MAX} subscriptions`);
    expect(ERROR_CODES.webhook_limit_reached).toMatchObject({ status: 409 });
    expect(ERROR_CODES.webhook_limit_reached.description).toContain(`${MAX} webhook subscriptions`);
  });

  it('20 creates succeed; the 21st is 409 webhook_limit_reached and writes nothing', async () => {
    const org = await newTestOrg();
    await fill(org);
    expect(await subscriptionCount(org.slug)).toBe(MAX);
    recorder.clear();
    const refused = await create(org);
    expect({ status: refused.status, code: refused.body.code }, refused.text).toEqual({ status: 409, code: 'webhook_limit_reached' });
    expect(recorder.writes).toEqual([]);
    expect(await listSubscriptionRecords(org.slug)).toHaveLength(MAX);
    expect(await subscriptionCount(org.slug)).toBe(MAX);
  });

  it('a delete frees a place: the next create succeeds, the one after is refused again', async () => {
    const org = await newTestOrg();
    const ids = await fill(org);
    expect((await remove(org, ids[7]!)).status).toBe(204);
    expect(await subscriptionCount(org.slug)).toBe(MAX - 1);
    expect((await create(org)).status).toBe(201);
    expect((await create(org)).body.code).toBe('webhook_limit_reached');
    expect(await listSubscriptionRecords(org.slug)).toHaveLength(MAX);
  });

  it('deleting an unknown id, or the same id twice, does not lower the count (404, nothing written)', async () => {
    const org = await newTestOrg();
    const ids = await fill(org);
    recorder.clear();
    const unknown = await remove(org, '01JD8XF5C2T3V4W5X6Y7Z8A9B0');
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'webhook_not_found' });
    expect(recorder.writes).toEqual([]);
    expect(await subscriptionCount(org.slug)).toBe(MAX);
    expect((await create(org)).body.code).toBe('webhook_limit_reached');

    expect((await remove(org, ids[0]!)).status).toBe(204);
    expect((await remove(org, ids[0]!)).status).toBe(404);
    expect(await subscriptionCount(org.slug)).toBe(MAX - 1);
    expect((await create(org)).status).toBe(201);
    expect((await create(org)).body.code).toBe('webhook_limit_reached');
  });

  it('another organization has its own count', async () => {
    const [full, other] = [await newTestOrg(), await newTestOrg()];
    await fill(full);
    expect((await create(other)).status).toBe(201);
    expect(await subscriptionCount(other.slug)).toBe(1);
  });

  it('an idempotent replay of a create is not counted twice', async () => {
    const org = await newTestOrg();
    const headers = { 'Idempotency-Key': 'limit-replay-1' };
    const first = await create(org, headers);
    const again = await create(org, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await subscriptionCount(org.slug)).toBe(1);
    expect(await listSubscriptionRecords(org.slug)).toHaveLength(1);
  });

  it('30 concurrent creates from a fresh organization: exactly 20 created, 10 refused', async () => {
    const org = await newTestOrg();
    const answers = await Promise.all(Array.from({ length: 30 }, () => create(org)));
    const outcomes = answers.map((res) => (res.status === 201 ? 'created' : `${res.status} ${res.body.code}`));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(MAX);
    expect(outcomes.filter((o) => o !== 'created')).toEqual(Array(30 - MAX).fill('409 webhook_limit_reached'));
    expect(await listSubscriptionRecords(org.slug)).toHaveLength(MAX);
    expect(await subscriptionCount(org.slug)).toBe(MAX);
  }, 60_000);

  it('concurrent deletes and creates in a full organization keep the count equal to the subscriptions', async () => {
    const org = await newTestOrg();
    const ids = await fill(org);
    // 5 deletes (each twice: the second of a pair is 404 and must not count) and 10 creates at once.
    const answers = await Promise.all([
      ...ids.slice(0, 5).flatMap((id) => [remove(org, id), remove(org, id)]),
      ...Array.from({ length: 10 }, () => create(org)),
    ]);
    const deletes = answers.slice(0, 10).map((r) => r.status).sort();
    expect(deletes).toEqual([...Array(5).fill(204), ...Array(5).fill(404)]);
    const created = answers.slice(10).filter((r) => r.status === 201).length;
    for (const res of answers.slice(10)) expect([201, 409], res.text).toContain(res.status);
    const records = await listSubscriptionRecords(org.slug);
    expect(records).toHaveLength(MAX - 5 + created);
    expect(records.length).toBeLessThanOrEqual(MAX);
    expect(await subscriptionCount(org.slug)).toBe(records.length);
  }, 60_000);
});
