import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import type { DynamoDBStreamEvent, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { entityKey } from '../../shared/db/prefixes';
import type { DeliveryMessage } from '../../shared/webhooks/delivery-queue';
import { RETRY_DELAYS_SECONDS } from '../../shared/webhooks/retry-schedule';
import { createWebhook, sendTestEvent } from '../../shared/webhooks/subscriptions';
import { MOTO_START_TIMEOUT_MS, startMoto, type RunningMoto } from '../support/moto';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { startReceiver, type Receiver } from '../support/webhooks';

/**
 * The two deployed workers as Lambda runs them, over SQS (moto_server) instead of the local
 * in-process queue: the dispatcher's handler turns a stream record into a message on the delivery
 * queue (WEBHOOK_QUEUE_URL), and the delivery handler consumes it, POSTs, and puts the next attempt
 * back on the queue with SQS's own DelaySeconds, hopping in steps of 15 min with `not_before` past
 * that, and sends the last failed attempt to the dead-letter queue (WEBHOOK_DEAD_LETTER_QUEUE_URL).
 */
let moto: RunningMoto;
let sqs: SQSClient;
let queueUrl: string;
let deadLetterUrl: string;
let org: TestOrg;
let receiver: Receiver;
let webhookId: string;


beforeAll(async () => {
  moto = await startMoto();
  sqs = new SQSClient(moto.clientConfig);
  queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `deliveries-${Date.now()}` }))).QueueUrl!;
  deadLetterUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `dead-${Date.now()}` }))).QueueUrl!;
  // What the stack gives the two functions (infra/cdk/webhooks-stack.ts); the SDK's per-service
  // endpoint variable points their SQS client at moto. Set before the configuration is first read.
  process.env.WEBHOOK_QUEUE_URL = queueUrl;
  process.env.WEBHOOK_DEAD_LETTER_QUEUE_URL = deadLetterUrl;
  process.env.AWS_ENDPOINT_URL_SQS = moto.endpoint;
  org = await newTestOrg();
  receiver = await startReceiver({ respond: () => 503 });
  const created = await createWebhook(org.slug, { url: receiver.url, events: ['*'] });
  receiver.secrets = [created.secret];
  webhookId = created.id;
}, MOTO_START_TIMEOUT_MS);

afterAll(async () => {
  await receiver?.close();
  sqs?.destroy();
  await moto?.stop();
});

async function receiveAll(url: string): Promise<Message[]> {
  const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
  return out.Messages ?? [];
}

const delayed = async (url: string) =>
  Number((await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessagesDelayed'] }))).Attributes!.ApproximateNumberOfMessagesDelayed);

const sqsEvent = (messages: DeliveryMessage[]): SQSEvent =>
  ({ Records: messages.map((m, i) => ({ messageId: `m-${i}`, body: JSON.stringify(m) })) }) as unknown as SQSEvent;

describe('the deployed workers over SQS', () => {
  let message: DeliveryMessage;

  it('the dispatcher handler puts one message per subscription on the delivery queue', async () => {
    const event = await sendTestEvent(org.slug, webhookId);
    // The send request as the stream hands it to the dispatcher: its image in DynamoDB JSON.
    const items = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: entityKey(org.slug, 'webhook_send') } } }),
    );
    expect(items.Items).toHaveLength(1);
    const record = { eventID: 'rec-1', eventName: 'INSERT', dynamodb: { Keys: { pk: items.Items![0]!.pk, sk: items.Items![0]!.sk }, NewImage: items.Items![0], SequenceNumber: '1' } };
    const { handler } = await import('../../functions/webhook-workers/dispatcher');
    expect(await handler({ Records: [record] } as unknown as DynamoDBStreamEvent)).toEqual({ batchItemFailures: [] });

    const [sent, ...more] = await receiveAll(queueUrl);
    expect(more).toEqual([]);
    message = JSON.parse(sent!.Body!) as DeliveryMessage;
    expect(message).toMatchObject({ slug: org.slug, webhook_id: webhookId, event_id: event.id, attempt: 1 });
    expect(JSON.parse(message.event)).toMatchObject({ type: 'webhook.test' });
  });

  it('a failed attempt goes back on the queue with the schedule’s delay (SQS DelaySeconds)', async () => {
    const { handler } = await import('../../functions/webhook-workers/delivery');
    expect(await handler(sqsEvent([message]))).toEqual({ batchItemFailures: [] });
    expect(receiver.hits).toBe(1);
    expect(receiver.violations).toEqual([]);
    // Attempt 2 waits ~5 s: held back by SQS, not visible yet.
    expect(RETRY_DELAYS_SECONDS[1]).toBe(5);
    expect(await receiveAll(queueUrl)).toEqual([]);
    expect(await delayed(queueUrl)).toBe(1);
  });

  it('past 15 minutes the message hops: 900 s of SQS delay, then the rest as not_before', async () => {
    const { handler } = await import('../../functions/webhook-workers/delivery');
    // Attempt 5 fails: attempt 6 is due in 5 h.
    const before = Date.now();
    await handler(sqsEvent([{ ...message, attempt: 5 }]));
    expect(receiver.hits).toBe(2);
    expect(await delayed(queueUrl)).toBe(2);
    // A message handed over before its not_before is sent on again, not delivered.
    const early: DeliveryMessage = { ...message, attempt: 6, not_before: new Date(before + 5 * 3600_000).toISOString() };
    await handler(sqsEvent([early]));
    expect(receiver.hits).toBe(2);
    expect(await delayed(queueUrl)).toBe(3);
  });

  it('the last failed attempt lands in the dead-letter queue', async () => {
    const { handler } = await import('../../functions/webhook-workers/delivery');
    await handler(sqsEvent([{ ...message, attempt: RETRY_DELAYS_SECONDS.length }]));
    expect(receiver.hits).toBe(3);
    const [dead, ...more] = await receiveAll(deadLetterUrl);
    expect(more).toEqual([]);
    expect(JSON.parse(dead!.Body!)).toMatchObject({ event_id: message.event_id, webhook_id: webhookId, attempt: RETRY_DELAYS_SECONDS.length });
    expect(await delayed(queueUrl)).toBe(3);
  });
});
