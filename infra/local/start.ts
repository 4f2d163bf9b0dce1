/**
 * `npm start`: DynamoDB Local, the table, demo data and the local gateway, with no cloud
 * account (api.md §8). Prints one line with `ready` and the base URL when it accepts requests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { adoptsTable, applyLocalEnvironment, migrationsModeFromEnvironment } from './environment';
import { fairnessFromEnvironment, rateLimitFromEnvironment } from './rate-limit';

applyLocalEnvironment();
// LOCAL_RATE_LIMIT / LOCAL_RATE_BURST: stage throttling like a deployment's (default: none).
// Read first, so a bad value stops the start before anything runs.
const rateLimit = rateLimitFromEnvironment();
// LOCAL_RATE_LIMIT_PER_CREDENTIAL / _PER_ADDRESS: the WAF's per-caller limits (default: none).
const fairness = fairnessFromEnvironment();
// MIGRATIONS: `auto` (default) or `manual` (serve without running pending data migrations).
const migrations = migrationsModeFromEnvironment();
const { startDynamoDbLocal, localClient } = await import('./dynamodb-local');
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : undefined;
if (dataDir) mkdirSync(dataDir, { recursive: true });

const dynamo = process.env.DYNAMODB_ENDPOINT ? null : await startDynamoDbLocal(dataDir);
process.env.DYNAMODB_ENDPOINT ??= dynamo!.endpoint;

// Imported after the environment is set: these modules read the configuration.
const { createTableIfMissing } = await import('../../shared/db/create-table');
const { seedDemoData } = await import('./seed');
const { startGateway } = await import('./gateway');
const { explorerMount, LOCAL_EXPLORER_PATH } = await import('./explorer');
const { startWebhookPipeline } = await import('./webhook-pipeline');
const { startGroupRulesWorker } = await import('./group-rules-worker');

const client = localClient(process.env.DYNAMODB_ENDPOINT);
await createTableIfMissing(client, process.env.TABLE_NAME!);
// Data of an earlier release (DATA_DIR) is upgraded before anything is served (#29), unless
// MIGRATIONS=manual: then it is served as it is, as the new release's first minutes of a deploy
// serve it (docs/deploy.md, "Upgrading"), until `npm run migrate` runs them.
if (migrations === 'auto') {
  const { migrateAll } = await import('../../shared/migrations/runner');
  const { progressPrinter } = await import('../tools/migrate-progress');
  const printer = progressPrinter();
  const results = await migrateAll(printer);
  if (results.some((r) => r.before !== 'done')) console.log(printer.summary(results, false));
} else {
  console.log(`migrations: manual, pending data migrations not run (run them: npm run migrate -- --table ${process.env.TABLE_NAME} --endpoint ${process.env.DYNAMODB_ENDPOINT})`);
}
// An adopted table (ADOPT_TABLE: a restored copy) is served as it is: no demo data written into it.
const orgs = adoptsTable() ? [] : await seedDemoData();

const baseUrl = `http://127.0.0.1:${port}`;
const docsUrl = process.env.DOCS_URL ?? `${baseUrl}${LOCAL_EXPLORER_PATH}`;
const gateway = await startGateway({ port, docsUrl, mounts: [explorerMount()], rateLimit, fairness });

// Webhooks (#20): the table's stream → dispatch → delivery, the code that runs in AWS, from now on
// (the demo data above is not replayed). One line per attempt; `npm run webhooks:listen` receives.
const webhooks = await startWebhookPipeline({
  endpoint: process.env.DYNAMODB_ENDPOINT,
  tableName: process.env.TABLE_NAME!,
  onDelivery: (result, message) => {
    if (result.kind !== 'attempted') return;
    const { attempt } = result;
    const outcome = attempt.status_code ?? attempt.error;
    const next = attempt.next_retry_at ? `, retry at ${attempt.next_retry_at}` : '';
    console.log(`webhook ${attempt.event_type} ${attempt.event_id} → ${message.webhook_id} (${message.slug}): ${attempt.status} ${outcome}, attempt ${attempt.attempt}${next}`);
  },
});

// Enrollment rules of groups (#42): the same stream → new members and jobs, the code that runs in AWS.
const groupRules = await startGroupRulesWorker({ endpoint: process.env.DYNAMODB_ENDPOINT, tableName: process.env.TABLE_NAME! });

if (!adoptsTable()) {
  mkdirSync('.local', { recursive: true });
  writeFileSync('.local/dev-credentials.json', JSON.stringify({ base_url: gateway.baseUrl, docs_url: docsUrl, orgs }, null, 2) + '\n');
}

const shutdown = async () => {
  await webhooks.stop();
  await groupRules.stop();
  await gateway.close();
  dynamo?.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

console.log(`ready: ${gateway.baseUrl} (API Reference: ${docsUrl}; ${adoptsTable() ? `table ${process.env.TABLE_NAME}, adopted` : 'credentials: .local/dev-credentials.json'})`);
