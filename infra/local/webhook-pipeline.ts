import { deliver, type DeliveryResult } from '../../shared/webhooks/deliver';
import type { DeliveryMessage } from '../../shared/webhooks/delivery-queue';
import { dispatchRecords, type DispatchRecord } from '../../shared/webhooks/dispatch';
import { log } from '../../shared/observability/log';
import { localDeliveryQueue, type LocalDeliveryQueue } from './local-queue';
import { startTableStream, type RunningTableStream } from './table-stream';

export interface WebhookPipelineOptions {
  /** DynamoDB Local. */
  endpoint: string;
  /** The table whose stream is read: the one the functions write (TABLE_NAME). */
  tableName: string;
  /** Stream poll interval (ms). */
  pollMs?: number;
  /** Called after each handled delivery message (npm start prints a line; tests and the benchmark observe). */
  onDelivery?(result: DeliveryResult, message: DeliveryMessage): void;
}

export interface RunningWebhookPipeline {
  /** Deliveries whose last attempt failed (the local dead-letter queue). */
  readonly deadLetters: DeliveryMessage[];
  readonly queue: LocalDeliveryQueue;
  readonly stream: RunningTableStream;
  /** Resolves once the stream has nothing new and no delivery waits (scaled retries included). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Webhooks on this machine, with the code that runs in AWS: the table's stream on DynamoDB Local
 * (table-stream.ts, standing in for Lambda's event source mapping) → dispatchRecords (the
 * dispatcher Lambda's core) → the in-process queue (local-queue.ts, standing in for SQS, same
 * schedule scaled by WEBHOOK_RETRY_SCALE) → deliver (the delivery Lambda's core) → real HTTP POSTs.
 */
export async function startWebhookPipeline(options: WebhookPipelineOptions): Promise<RunningWebhookPipeline> {
  const queue = localDeliveryQueue({
    async onMessage(message, q) {
      const result = await deliver(message, q);
      options.onDelivery?.(result, message);
    },
    onDeadLetter: (message) =>
      log.warn('webhook dead letter (local)', { slug: message.slug, webhook_id: message.webhook_id, event_id: message.event_id, attempts: message.attempt }),
    onError: (error, message) =>
      log.error('webhook delivery failed to run (local; handed over again)', { event_id: message.event_id, error: error instanceof Error ? error.message : String(error) }),
  });
  const stream = await startTableStream({
    endpoint: options.endpoint,
    tableName: options.tableName,
    pollMs: options.pollMs,
    onRecords: (records) => dispatchRecords(records as DispatchRecord[], queue),
    onError: (error) => log.error('webhook stream read failed (local)', { error: error instanceof Error ? error.message : String(error) }),
  });
  return {
    deadLetters: queue.deadLetters,
    queue,
    stream,
    async idle() {
      await stream.idle();
      await queue.drained();
    },
    async stop() {
      await stream.stop();
      queue.stop();
    },
  };
}
