import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { config } from '../config';

/** One delivery of one event to one subscription, as it travels between attempts. */
export interface DeliveryMessage {
  slug: string;
  webhook_id: string;
  event_id: string;
  /** The exact JSON body (`{"type","timestamp","data"}`): every attempt sends the same bytes. */
  event: string;
  /** 1-based number of the attempt this message is for. */
  attempt: number;
  /** Not to be tried before this instant (ISO): set when the delay exceeds what the queue can hold. */
  not_before?: string;
  /**
   * Set when the rate caps (rate-caps.ts) reserved this attempt's slot in its organization's and
   * destination's buckets: the destination it was reserved for (`<address>:<port>`, destinationOf;
   * a host name from the release before #45). Delivered to that address without asking the caps
   * again while the subscription's URL still resolves to it; otherwise (another URL, DNS moved, an
   * older message) the caps are asked again. Absent: ask.
   */
  rate_reserved_for?: string;
  /**
   * The API request whose write made the event (shared/db/origin.ts): the correlation id of the
   * workers' log lines and the delivery log's `request_id`. Absent on messages of changes no
   * request made, and on messages a dispatcher older than this field sent.
   */
  request_id?: string;
}

/**
 * Where deliveries wait for their attempt. The same dispatch and delivery code runs over SQS in
 * AWS and over an in-process queue locally (infra/local/local-queue.ts), with the same schedule.
 */
export interface DeliveryQueue {
  /** Makes `message` available after `delaySeconds` (fractional allowed; a queue may round). */
  send(message: DeliveryMessage, delaySeconds: number): Promise<void>;
  /** A delivery whose last attempt failed: kept for inspection (SQS: the dead-letter queue). */
  deadLetter(message: DeliveryMessage): Promise<void>;
}

/** SQS holds a message back 15 minutes at most. */
export const SQS_MAX_DELAY_SECONDS = 900;

/**
 * The SQS form of a delay: at most 900 s per hop; a longer one also stamps `not_before`, and the
 * consumer sends the message on again with what remains (deliver.ts) instead of delivering it.
 */
export function sqsHop(message: DeliveryMessage, delaySeconds: number, now: Date = new Date()): { message: DeliveryMessage; delaySeconds: number } {
  const whole = Math.max(0, Math.ceil(delaySeconds));
  if (whole <= SQS_MAX_DELAY_SECONDS) return { message, delaySeconds: whole };
  const notBefore = message.not_before ?? new Date(now.getTime() + whole * 1000).toISOString();
  return { message: { ...message, not_before: notBefore }, delaySeconds: SQS_MAX_DELAY_SECONDS };
}

/** Seconds left before a message's `not_before` (0 when due or unset). */
export function secondsUntilDue(message: DeliveryMessage, now: Date = new Date()): number {
  if (!message.not_before) return 0;
  return Math.max(0, (Date.parse(message.not_before) - now.getTime()) / 1000);
}

export function sqsDeliveryQueue(options: { queueUrl: string; deadLetterQueueUrl: string; client?: SQSClient }): DeliveryQueue {
  const client = options.client ?? new SQSClient({});
  return {
    async send(message, delaySeconds) {
      const hop = sqsHop(message, delaySeconds);
      await client.send(
        new SendMessageCommand({ QueueUrl: options.queueUrl, MessageBody: JSON.stringify(hop.message), DelaySeconds: hop.delaySeconds }),
      );
    },
    async deadLetter(message) {
      await client.send(new SendMessageCommand({ QueueUrl: options.deadLetterQueueUrl, MessageBody: JSON.stringify(message) }));
    },
  };
}

let deployed: DeliveryQueue | undefined;

/** The deployed functions' queue (WEBHOOK_QUEUE_URL, WEBHOOK_DEAD_LETTER_QUEUE_URL), made once per container. */
export function deployedDeliveryQueue(): DeliveryQueue {
  if (!deployed) {
    const { WEBHOOK_QUEUE_URL, WEBHOOK_DEAD_LETTER_QUEUE_URL } = config();
    if (!WEBHOOK_QUEUE_URL || !WEBHOOK_DEAD_LETTER_QUEUE_URL) throw new Error('WEBHOOK_QUEUE_URL and WEBHOOK_DEAD_LETTER_QUEUE_URL must be set');
    deployed = sqsDeliveryQueue({ queueUrl: WEBHOOK_QUEUE_URL, deadLetterQueueUrl: WEBHOOK_DEAD_LETTER_QUEUE_URL });
  }
  return deployed;
}
