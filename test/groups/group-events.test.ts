import { afterAll, describe, expect, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

/**
 * Group events end to end (#41): the groups routes → DynamoDB Local → its stream → the
 * dispatcher and delivery worker (infra/local/webhook-pipeline.ts) → a receiver that verifies
 * every request with the `standardwebhooks` package. Its own table: it reads the stream.
 */
useOwnTable('group-events', { stream: true });
const { useGateway } = await import('../support/http');
const { insertUser, newTestOrg } = await import('../support/orgs');
const { startReceiver, useWebhookPipeline } = await import('../support/webhooks');

const { call } = useGateway();
useWebhookPipeline();
const receivers: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

describe('group webhook events', () => {
  it('a subscriber to group.* receives created, updated (a rename, not a membership change), member_added, member_removed and deleted', async () => {
    const org = await newTestOrg();
    const receiver = await startReceiver();
    receivers.push(receiver);
    const events = ['group.created', 'group.updated', 'group.deleted', 'group.member_added', 'group.member_removed'];
    const sub = await call('POST', `/org/${org.slug}/webhooks/`, { token: org.adminKey, body: { url: receiver.url, events } });
    expect(sub.status, sub.text).toBe(201);
    receiver.secrets = [sub.body.secret];
    const token = org.adminKey;
    const base = `/org/${org.slug}/groups`;
    const [ana, diego] = [await insertUser(org.slug), await insertUser(org.slug)];

    const group = (await call('POST', `${base}/`, { token, body: { name: 'Sales' } })).body;
    expect((await call('PUT', `${base}/${group.id}/members/${ana.id}/`, { token })).status).toBe(200);
    expect((await call('PATCH', `${base}/${group.id}/`, { token, body: { name: 'Revenue' } })).status).toBe(200);
    expect((await call('PUT', `${base}/${group.id}/members/${diego.id}/`, { token })).status).toBe(200);
    expect((await call('DELETE', `${base}/${group.id}/members/${ana.id}/`, { token })).status).toBe(204);
    expect((await call('DELETE', `${base}/${group.id}/`, { token })).status).toBe(204);

    // created, added (ana), updated, added (diego), removed (ana), deleted, removed (diego, by the delete's clean-up).
    const received = await receiver.waitForProcessed(7, 30_000);
    expect(receiver.violations).toEqual([]);
    const seen = received.map((r) => `${r.event.type} ${r.event.data.user_id ?? r.event.data.name}`).sort();
    expect(seen).toEqual(
      [
        'group.created Sales',
        `group.member_added ${ana.id}`,
        'group.updated Revenue',
        `group.member_added ${diego.id}`,
        `group.member_removed ${ana.id}`,
        'group.deleted Revenue',
        `group.member_removed ${diego.id}`,
      ].sort(),
    );
    const created = received.find((r) => r.event.type === 'group.created')!.event;
    expect(created.data).toEqual({ ...group, updated_at: group.created_at });
    const added = received.find((r) => r.event.type === 'group.member_added')!.event;
    expect(Object.keys(added.data).sort()).toEqual(['added_at', 'group_id', 'user_id']);
    expect(added.data.group_id).toBe(group.id);
  }, 60_000);
});
