import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, inject } from 'vitest';
import { startWebhookPipeline, type RunningWebhookPipeline } from '../../infra/local/webhook-pipeline';

/**
 * The local webhook pipeline (the table's stream → dispatcher → in-process queue → delivery) for
 * a test file, over the file's TABLE_NAME. Opt-in: only the webhook suites pay for the stream reads.
 */
export function useWebhookPipeline() {
  let pipeline: RunningWebhookPipeline | undefined;
  beforeAll(async () => {
    pipeline = await startWebhookPipeline({ endpoint: inject('dynamoEndpoint'), tableName: process.env.TABLE_NAME!, pollMs: 100 });
  });
  afterAll(async () => {
    await pipeline?.stop();
  });
  return () => {
    if (!pipeline) throw new Error('webhook pipeline not started');
    return pipeline;
  };
}

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  headers: Record<string, string>;
  /** The parsed, verified event. */
  event: { type: string; timestamp: string; data: any };
  /** What the receiver answered. */
  status: number;
  at: number;
}

export interface Receiver {
  url: string;
  /** Secrets the receiver verifies with (any one verifying is enough, like a real integrator during a rotation). */
  secrets: string[];
  /** Every verified request, in arrival order (retries included). */
  received: Received[];
  /** Answered 2xx: the deliveries "processed". */
  processed(): Received[];
  /** Anything a receiver must refuse: a bad signature, a stale timestamp, the same event processed twice. */
  violations: string[];
  /** Requests that arrived at all (verified or not). */
  hits: number;
  /** Waits until `count` requests are processed (2xx) or the time is up. */
  waitForProcessed(count: number, timeoutMs?: number): Promise<Received[]>;
  waitForReceived(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/**
 * A webhook receiver on 127.0.0.1 that verifies EVERY request with the `standardwebhooks`
 * package (the specification's own library, not our signing code): a bad signature or a
 * timestamp outside its 5-minute tolerance is a violation (answered 400), and so is an event id
 * processed (answered 2xx) twice. `respond(n)` picks the status of the n-th request (1-based).
 */
export async function startReceiver(options: { respond?: (n: number) => number } = {}): Promise<Receiver> {
  const state = { hits: 0 };
  const received: Received[] = [];
  const violations: string[] = [];
  const processedIds = new Set<string>();
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    state.hits++;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
    let event: Received['event'] | undefined;
    const errors: string[] = [];
    for (const secret of receiver.secrets) {
      try {
        event = new Webhook(secret).verify(body, headers) as Received['event'];
        break;
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
    if (!event) {
      violations.push(`unverified delivery ${headers['webhook-id']}: ${errors.join('; ') || 'no secret'}`);
      res.writeHead(400).end();
      return;
    }
    const n = received.length + 1;
    const status = options.respond?.(n) ?? 204;
    const id = headers['webhook-id']!;
    if (status >= 200 && status < 300) {
      if (processedIds.has(id)) violations.push(`event ${id} processed twice`);
      processedIds.add(id);
    }
    received.push({
      id,
      timestamp: headers['webhook-timestamp']!,
      signature: headers['webhook-signature']!,
      body,
      headers,
      event,
      status,
      at: Date.now(),
    });
    res.writeHead(status).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const waitFor = async (pick: () => Received[], count: number, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (pick().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    return pick();
  };
  const processed = () => received.filter((r) => r.status >= 200 && r.status < 300);
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/hook`,
    secrets: [],
    received,
    processed,
    violations,
    get hits() {
      return state.hits;
    },
    waitForProcessed: (count, timeoutMs) => waitFor(processed, count, timeoutMs),
    waitForReceived: (count, timeoutMs) => waitFor(() => received, count, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
