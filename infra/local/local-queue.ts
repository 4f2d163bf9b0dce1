import type { DeliveryMessage, DeliveryQueue } from '../../shared/webhooks/delivery-queue';

export interface LocalDeliveryQueue extends DeliveryQueue {
  /** Deliveries whose last attempt failed, oldest first (SQS: the dead-letter queue). */
  readonly deadLetters: DeliveryMessage[];
  /** Messages waiting or being handled. */
  pending(): number;
  /** Resolves when no message waits or is being handled. */
  drained(): Promise<void>;
  stop(): void;
}

/** A message whose handler failed is handed over again after this (SQS: the visibility timeout). */
const REDELIVER_AFTER_MS = 1000;

/**
 * The in-process delivery queue of `npm start` and the tests: `send` waits its delay with a
 * timer (the retry schedule as in AWS, scaled by WEBHOOK_RETRY_SCALE) and hands the message to
 * `onMessage` (the same delivery code as the SQS consumer); a handler that throws gets the
 * message again, like an SQS message whose receive was not deleted. Dead letters are kept in
 * memory and logged.
 */
export function localDeliveryQueue(options: {
  onMessage(message: DeliveryMessage, queue: DeliveryQueue): Promise<void>;
  onDeadLetter?(message: DeliveryMessage): void;
  onError?(error: unknown, message: DeliveryMessage): void;
}): LocalDeliveryQueue {
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let stopped = false;
  let waiters: Array<() => void> = [];
  const settle = () => {
    if (timers.size === 0 && inFlight === 0) {
      for (const w of waiters) w();
      waiters = [];
    }
  };
  const schedule = (message: DeliveryMessage, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      inFlight++;
      try {
        await options.onMessage(message, queue);
      } catch (error) {
        options.onError?.(error, message);
        schedule(message, REDELIVER_AFTER_MS);
      } finally {
        inFlight--;
        settle();
      }
    }, Math.max(0, delayMs));
    timers.add(timer);
  };
  const queue: LocalDeliveryQueue = {
    deadLetters: [],
    async send(message, delaySeconds) {
      schedule(message, delaySeconds * 1000);
    },
    async deadLetter(message) {
      queue.deadLetters.push(message);
      options.onDeadLetter?.(message);
    },
    pending: () => timers.size + inFlight,
    drained: () => new Promise<void>((resolve) => {
      waiters.push(resolve);
      settle();
    }),
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      settle();
    },
  };
  return queue;
}
