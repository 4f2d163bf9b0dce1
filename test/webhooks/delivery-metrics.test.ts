import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emfOf } from '../support/emf';
import { newId } from '../../shared/db/ids';
import { deliver } from '../../shared/webhooks/deliver';
import type { DeliveryMessage, DeliveryQueue } from '../../shared/webhooks/delivery-queue';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/db/client';
import { subscriptionKey } from '../../shared/webhooks/subscriptions-store';
import { WEBHOOK_METRICS } from '../../shared/observability/metric-names';

/**
 * The delivery worker's EMF metrics (shared/observability/metric-names.ts WEBHOOK_METRICS), on
 * which the webhooks stack alarms: one per attempt, succeeded or failed, and one per dead letter,
 * dimensions service + area=webhooks. Locally metrics are off; this file turns them on.
 */
let status = 204;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(status).end());
});
let url = '';
beforeAll(async () => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  process.env.POWERTOOLS_METRICS_NAMESPACE = 'LearningPeople/test';
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  await new Promise((r) => server.close(r));
});


const names = (blobs: any[]) => blobs.flatMap((b) => b._aws.CloudWatchMetrics[0].Metrics.map((m: any) => m.Name));

describe('delivery metrics', () => {
  it('one per attempt (succeeded / failed) and one per dead letter, per service and area', async () => {
    const slug = `t-metrics-${Date.now().toString(36)}`;
    const id = newId();
    const now = new Date().toISOString();
    const item = {
      ...subscriptionKey(slug, id),
      entity: 'webhook',
      id,
      url,
      events: ['*'],
      description: null,
      status: 'enabled',
      secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
      created_at: now,
      updated_at: now,
    };
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    const queue: DeliveryQueue = { send: async () => undefined, deadLetter: async () => undefined };
    const message: DeliveryMessage = { slug, webhook_id: id, event_id: 'msg_metrics', event: '{"type":"webhook.test","timestamp":"2026-01-01T00:00:00.000Z","data":{}}', attempt: 1 };

    const ok = await emfOf(() => deliver(message, queue));
    expect(names(ok)).toEqual([WEBHOOK_METRICS.deliverySucceeded]);
    expect(ok[0]._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service', 'area']]);
    expect(ok[0]).toMatchObject({ service: 'learning-people-api', area: 'webhooks', [WEBHOOK_METRICS.deliverySucceeded]: 1 });

    status = 500;
    expect(names(await emfOf(() => deliver(message, queue)))).toEqual([WEBHOOK_METRICS.deliveryFailed]);
    expect(names(await emfOf(() => deliver({ ...message, attempt: 8 }, queue)))).toEqual([WEBHOOK_METRICS.deliveryFailed, WEBHOOK_METRICS.deadLettered]);
  });
});
