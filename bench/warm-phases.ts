/**
 * Where a warm item GET's time goes (#43 target 1; docs/decisions/performance.md, "Warm reads:
 * where the time over the floor goes"). Not a section of `npm run bench`: a diagnosis, run by
 * hand on a quiet machine:
 *
 *   npx tsx bench/warm-phases.ts [connections=4] [seconds=6]
 *
 * The warm section's request (GET /users/{id}/ with the admin api-key) through the local gateway
 * under the same load generator, with each invocation timed around (`aroundInvoke`) and the
 * DynamoDB calls inside it timed by a middleware of the one document client: per request, the
 * authorizer's and the function's own code (their time less their DynamoDB calls), their DynamoDB
 * calls, and the rest of the server's time (routing, events, the HTTP exchange). Medians of each.
 */
import { performance } from 'node:perf_hooks';
import { applyLocalEnvironment } from '../infra/local/environment';
import { median, round } from './stats';

applyLocalEnvironment({ TABLE_NAME: 'learning-people-warm-phases', LOG_LEVEL: 'error', VALIDATE_RESPONSES: 'false' });
const [connections = 4, seconds = 6] = process.argv.slice(2).map(Number);

const { startDynamoDbLocal, localClient } = await import('../infra/local/dynamodb-local');
const { createTableIfMissing } = await import('../shared/db/create-table');
const { db } = await import('../shared/db/client');
const { startGateway } = await import('../infra/local/gateway');
const { createWorld } = await import('../infra/local/fixtures');

const dynamo = await startDynamoDbLocal();
process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
const client = localClient(dynamo.endpoint);
await createTableIfMissing(client, process.env.TABLE_NAME!, { stream: false });
client.destroy();

/** The invocation a DynamoDB call is made in (one at a time per invocation: the awaits are sequential). */
let current: { dynamo: number } | null = null;
const samples: Record<string, number[]> = {};
const add = (name: string, ms: number) => (samples[name] ??= []).push(ms);
db().middlewareStack.add(
  (next) => async (args) => {
    const mine = current;
    const start = performance.now();
    try {
      return await next(args);
    } finally {
      if (mine) mine.dynamo += performance.now() - start;
    }
  },
  { step: 'initialize', name: 'warm-phases' },
);
const gateway = await startGateway({
  docsUrl: 'http://docs.bench/',
  aroundInvoke: async (phase, run) => {
    const mine = { dynamo: 0 };
    current = mine;
    const start = performance.now();
    try {
      return await run();
    } finally {
      const total = performance.now() - start;
      add(`${phase}: DynamoDB`, mine.dynamo);
      add(`${phase}: own code`, total - mine.dynamo);
      add(`${phase}: total`, total);
    }
  },
});
const world = await createWorld(gateway.baseUrl);
gateway.server.prependListener('request', (_req, res) => {
  const start = performance.now();
  res.on('finish', () => add('server: request to response', performance.now() - start));
});
for (const name of Object.keys(samples)) delete samples[name];

const { loadRun } = await import('./warm');
const load = await loadRun(
  {
    url: gateway.baseUrl,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${world.adminKey}` },
    requests: [{ method: 'GET', path: `/org/${world.slug}/users/${world.collaborator.id}/` }],
  },
  'warm-phases',
);

console.log(`GET /users/{id}/, ${connections} connections, ${seconds} s, ${load.latencies.length} requests`);
console.log(`  client p50: ${round(median(load.latencies))} ms`);
for (const [name, values] of Object.entries(samples)) console.log(`  ${name} p50: ${round(median(values))} ms`);
await gateway.close();
dynamo.stop();
process.exit(0);
