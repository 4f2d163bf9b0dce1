// The stream reader's own table: set before any module reads the configuration.
process.env.TABLE_NAME = 'learning-people-stream-reader';

import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { localDeliveryQueue } from '../../infra/local/local-queue';
import { startTableStream, type RunningTableStream, type StreamRecord } from '../../infra/local/table-stream';
import { db, tableName } from '../../shared/db/client';
import { createTableIfMissing } from '../../shared/db/create-table';
import type { DeliveryMessage, DeliveryQueue } from '../../shared/webhooks/delivery-queue';
import { dispatchStreamBatch, type DispatchRecord } from '../../shared/webhooks/dispatch';
import { subscriptionKey } from '../../shared/webhooks/subscriptions-store';
import { eventIdOf } from '../../shared/webhooks/events';
import { marshall } from '@aws-sdk/util-dynamodb';
import { newUserRecord } from '../../infra/local/orgs';
import { callsDuring } from '../support/db-calls';

/** The local stand-ins for Lambda's stream event source mapping and for SQS (infra/local). */
let stream: RunningTableStream | undefined;
beforeAll(async () => {
  const client = localClient(inject('dynamoEndpoint'));
  await createTableIfMissing(client, process.env.TABLE_NAME!);
  client.destroy();
});
afterAll(async () => {
  await stream?.stop();
});

const put = (sk: string, extra: Record<string, unknown> = {}) =>
  db().send(new PutCommand({ TableName: tableName(), Item: { pk: 'ORG#reader#TEST', sk, entity: 'test', ...extra } }));

describe('the local table', () => {
  it('has the stream the webhooks are derived from; a table made before it gets it', async () => {
    const client = localClient(inject('dynamoEndpoint'));
    try {
      const current = await client.send(new DescribeTableCommand({ TableName: process.env.TABLE_NAME! }));
      expect(current.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
      const old = `learning-people-pre-stream-${Date.now()}`;
      await client.send(
        new CreateTableCommand({
          TableName: old,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
        }),
      );
      await createTableIfMissing(client, old);
      const upgraded = await client.send(new DescribeTableCommand({ TableName: old }));
      expect(upgraded.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
      await client.send(new DeleteTableCommand({ TableName: old }));
    } finally {
      client.destroy();
    }
  });
});

describe('local stream reader', () => {
  it('hands over new changes in order, with both images; a failed record and those after it are read again', async () => {
    const seen: string[] = [];
    const images: StreamRecord[] = [];
    let failOnce = true;
    stream = await startTableStream({
      endpoint: inject('dynamoEndpoint'),
      tableName: process.env.TABLE_NAME!,
      pollMs: 20,
      onRecords: async (records) => {
        const batch = records.filter((r) => String(r.dynamodb?.Keys?.pk?.S).startsWith('ORG#reader#'));
        images.push(...batch);
        const keys = batch.map((r) => r.dynamodb!.Keys!.sk!.S!);
        const failing = failOnce ? batch.find((r) => r.dynamodb!.Keys!.sk!.S === 'b') : undefined;
        if (failing) {
          failOnce = false;
          seen.push(...keys.slice(0, keys.indexOf('b')));
          return failing.dynamodb!.SequenceNumber!;
        }
        seen.push(...keys);
        return null;
      },
    });
    await put('a');
    await put('b', { custom_fields: {} });
    await put('c');
    await put('a', { changed: true });
    await stream.idle();
    await stream.idle();
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
    const modify = images.find((r) => r.eventName === 'MODIFY')!;
    expect(modify.dynamodb!.OldImage).toBeDefined();
    expect(modify.dynamodb!.NewImage!.changed).toEqual({ BOOL: true });
    // An empty map survives the Streams client (it would otherwise arrive as `{}`).
    expect(images.find((r) => r.dynamodb!.Keys!.sk!.S === 'b')!.dynamodb!.NewImage!.custom_fields).toEqual({ M: {} });
  });
});

describe('local delivery queue', () => {
  it('waits the delay; a handler that throws gets the message again; dead letters are kept', async () => {
    const calls: Array<{ attempt: number; at: number }> = [];
    const started = Date.now();
    let threw = false;
    const queue = localDeliveryQueue({
      async onMessage(message, q) {
        calls.push({ attempt: message.attempt, at: Date.now() - started });
        if (!threw) {
          threw = true;
          throw new Error('DynamoDB unavailable');
        }
        await q.deadLetter(message);
      },
    });
    const message: DeliveryMessage = { slug: 's', webhook_id: 'w', event_id: 'msg_1', event: '{}', attempt: 1 };
    await queue.send(message, 0.1);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
    await queue.drained();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.at).toBeGreaterThanOrEqual(95);
    expect(queue.deadLetters).toEqual([message]);
    queue.stop();
  });
});

describe('dispatcher core', () => {
  it('one subscriptions Query per organization and batch; the first record it cannot enqueue is the batch item failure', async () => {
    const now = new Date().toISOString();
    const hook = (id: string, events: string[], status = 'enabled') =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...subscriptionKey('dispatch', id), entity: 'webhook', id, url: 'https://example.com/', events, status, secret: 'whsec_eA==', created_at: now, updated_at: now },
        }),
      );
    await hook('ALL', ['*']);
    await hook('USERS', ['user.created']);
    await hook('OFF', ['*'], 'disabled');
    await hook('OTHER', ['timeoff.request.created']);
    const userRecord = (n: number): DispatchRecord => ({
      eventID: `e${n}`,
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: String(n), NewImage: marshall({ pk: 'ORG#dispatch#USER', sk: `u${n}`, entity: 'user', ...newUserRecord() }) },
    });
    const sent: DeliveryMessage[] = [];
    let failAt: string | undefined;
    const queue: DeliveryQueue = {
      async send(message) {
        if (message.event_id === failAt) throw new Error('SQS unavailable');
        sent.push(message);
      },
      async deadLetter() {},
    };
    const records = [userRecord(1), userRecord(2), userRecord(3)];
    const { result, calls } = await callsDuring(() => dispatchStreamBatch(records, queue));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(calls.filter((c) => c.command === 'QueryCommand')).toHaveLength(1);
    expect(sent.map((m) => m.webhook_id).sort()).toEqual(['ALL', 'ALL', 'ALL', 'USERS', 'USERS', 'USERS']);
    expect(sent.every((m) => m.attempt === 1 && m.slug === 'dispatch')).toBe(true);

    sent.length = 0;
    failAt = eventIdOf('e2', 'user.created');
    expect(await dispatchStreamBatch(records, queue)).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(new Set(sent.map((m) => m.event_id))).toEqual(new Set([eventIdOf('e1', 'user.created')]));
  });

  it('one batch holding changes of two organizations: each event reaches only its own organization\'s subscriptions (#33)', async () => {
    const now = new Date().toISOString();
    const hook = (slug: string, id: string) =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...subscriptionKey(slug, id), entity: 'webhook', id, url: 'https://example.com/', events: ['*'], status: 'enabled', secret: 'whsec_eA==', created_at: now, updated_at: now },
        }),
      );
    await hook('dispatch-a', 'HOOK_A');
    await hook('dispatch-b', 'HOOK_B');
    const userRecord = (slug: string, n: number): DispatchRecord => ({
      eventID: `${slug}-e${n}`,
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: String(n), NewImage: marshall({ pk: `ORG#${slug}#USER`, sk: `u${n}`, entity: 'user', ...newUserRecord() }) },
    });
    const sent: DeliveryMessage[] = [];
    const queue: DeliveryQueue = {
      async send(message) {
        sent.push(message);
      },
      async deadLetter() {},
    };
    // A, then B, then A again: a cache keyed by anything but the organization mixes them up.
    const records = [userRecord('dispatch-a', 1), userRecord('dispatch-b', 2), userRecord('dispatch-a', 3), userRecord('dispatch-b', 4)];
    expect(await dispatchStreamBatch(records, queue)).toEqual({ batchItemFailures: [] });
    const routed = sent.map((m) => `${m.slug}:${m.webhook_id}:${m.event_id}`).sort();
    expect(routed).toEqual(
      [
        `dispatch-a:HOOK_A:${eventIdOf('dispatch-a-e1', 'user.created')}`,
        `dispatch-a:HOOK_A:${eventIdOf('dispatch-a-e3', 'user.created')}`,
        `dispatch-b:HOOK_B:${eventIdOf('dispatch-b-e2', 'user.created')}`,
        `dispatch-b:HOOK_B:${eventIdOf('dispatch-b-e4', 'user.created')}`,
      ].sort(),
    );
  });
});
