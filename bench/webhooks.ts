/**
 * Webhook delivery latency (#20): commit → receiver on this machine, through the code that runs in
 * AWS (the table's stream on DynamoDB Local → dispatch → the in-process queue → deliver → an HTTP
 * POST to a receiver on 127.0.0.1). The commit is the moment the API answered the write (it has
 * committed by then); the arrival is the moment the receiver reads the request.
 *
 * Events add no DynamoDB call to the request that causes them (they are derived from the stream,
 * with no outbox item): the `calls` section holds every route to its unchanged budget.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { localClient } from '../infra/local/dynamodb-local';
import type { World } from '../infra/local/fixtures';
import { createTableIfMissing } from '../shared/db/create-table';
import { startWebhookPipeline } from '../infra/local/webhook-pipeline';
import type { Stage } from './harness';
import { mark, table, type SectionResult } from './results';
import { percentile, round } from './stats';

/** "Within a few seconds of the commit" (#20 §4), for the median. */
const TARGET_P50_MS = 2_000;

export async function webhookLatency(stage: Stage, world: World, options: { events: number; log: (line: string) => void }): Promise<SectionResult> {
  // The other sections ran without the table's stream (shared/db/create-table.ts says why): on now.
  const client = localClient(stage.endpoint);
  await createTableIfMissing(client, process.env.TABLE_NAME!, { stream: true });
  client.destroy();
  const pipeline = await startWebhookPipeline({ endpoint: stage.endpoint, tableName: process.env.TABLE_NAME! });
  const arrivals = new Map<string, number>();
  let notify: (() => void) | undefined;
  const receiver = createServer((req, res) => {
    const at = performance.now();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const email = (JSON.parse(body) as { data?: { email?: string } }).data?.email;
      if (email) arrivals.set(email, at);
      res.writeHead(204).end();
      notify?.();
    });
  });
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await world.api({ method: 'POST', path: `/org/${world.slug}/webhooks/`, body: { url, events: ['user.created'] } }, 201);
    const latencies: number[] = [];
    for (let i = 0; i < options.events; i++) {
      const email = `${world.unique('hook')}@bench.example`;
      await world.api({ method: 'POST', path: `/org/${world.slug}/users/`, body: { email, first_name: 'Hook', last_name: `Bench ${i}`, role: 'collaborator' } }, 201);
      const committed = performance.now();
      const deadline = committed + 30_000;
      while (!arrivals.has(email)) {
        if (performance.now() > deadline) throw new Error(`no delivery of user.created within 30 s (event ${i + 1})`);
        await new Promise<void>((wake) => {
          notify = wake;
          setTimeout(wake, 50);
        });
      }
      latencies.push(Math.max(0, arrivals.get(email)! - committed));
    }
    const p50 = round(percentile(latencies, 50), 1);
    const p95 = round(percentile(latencies, 95), 1);
    options.log(`  commit → receiver: p50 ${p50} ms, p95 ${p95} ms over ${latencies.length} events`);
    const ok = p50 <= TARGET_P50_MS;
    return {
      figures: {
        'webhooks.delivery-latency.p50': { value: p50, unit: 'ms', target: `≤ ${TARGET_P50_MS} ms`, ok, compareBy: 'value' },
        'webhooks.delivery-latency.p95': { value: p95, unit: 'ms', compareBy: 'value', detail: true },
      },
      markdown: [
        `### Webhook delivery latency (commit → receiver, local pipeline, ${latencies.length} user.created events one at a time)`,
        '',
        table(['figure', 'value', 'target'], [
          ['p50', `${p50} ms`, `≤ ${TARGET_P50_MS} ms ${mark(ok)}`],
          ['p95', `${p95} ms`, ''],
        ]),
        '',
        'The local stream reader polls DynamoDB Local (infra/local/table-stream.ts); in AWS the delay is the event source mapping’s and the queue’s. Events add no DynamoDB call to any request (the `calls` section).',
      ].join('\n'),
    };
  } finally {
    receiver.close();
    await pipeline.stop();
  }
}
