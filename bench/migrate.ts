/**
 * The data migration runner at scale (#29, "Performance and limits"): one organization with
 * BENCH_MIGRATE (default 100,000) enrollments exactly as release 9576b1a wrote them (no report
 * counters, no layout version; written straight into the table with BatchWriteItem, through a
 * client without the kernel's layout stamping, as a restored old table holds them), then the
 * runner rebuilds its counters (`migrateOrganization`, what `npm run migrate` and the deployed
 * migration function run per organization).
 *
 * Figures: the run's duration against the 10-minute limit, and against its floor: reading the
 * organization's enrollments once, the way the runner reads them (Query pages of 500, strongly
 * consistent), timed in the same run; the read capacity the run consumed against the floor's
 * (it reads each item once), and how many enrollments a transaction carries. The section fails when the
 * result is wrong: the counters must equal a recount (the migration's own check) and a second
 * run must change nothing.
 */
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { entityKey } from '../shared/db/prefixes';
import { tableName } from '../shared/db/client';
import { createCourse } from '../shared/learning/content';
import { COUNTED_STATUS, enrollmentId, enrollmentItem, type EnrollmentRecord, type EnrollmentStatusValue } from '../shared/learning/enrollments-store';
import { beginDeployment, closeDeployment } from '../shared/tenancy/deployment-store';
import { migrateOrganization, organizationStatus, verifyOrganization } from '../shared/migrations/runner';
import { MIGRATIONS } from '../shared/migrations/registry';
import { TRANSACTIONS_IN_FLIGHT } from '../shared/migrations/counters';
import { DATA_LEVEL_ATTRIBUTE } from '../shared/tenancy/data-level';
import { organizationKey } from '../shared/tenancy/organizations-store';
import { mapLimit } from '../infra/local/concurrency';
import { newTestOrg } from '../infra/local/orgs';
import { seedUsers } from '../infra/local/fixtures';
import type { Stage } from './harness';
import { mark, table, type Figure, type SectionResult } from './results';
import { ratio, round } from './stats';

export interface MigrateOptions {
  /** Enrollments of the organization (BENCH_MIGRATE). */
  size: number;
  log: (line: string) => void;
}

const LIMIT_SECONDS = 600;
/** `npm run migrate -- --verify` of one organization (#40 §3: 100,000 enrollments in at most 2 minutes). */
const VERIFY_LIMIT_SECONDS = 120;
const ZONE = 'America/Bogota';
const USERS = 1_000;
const STATUSES: EnrollmentStatusValue[] = ['not_started', 'in_progress', 'completed'];
const ENROLLED_FROM = Date.UTC(2022, 0, 1);
const ENROLLED_TO = Date.UTC(2026, 10, 1);
/** The runner's page (shared/migrations/counters.ts): the floor reads the same way. */
const PAGE = 500;
/** Read capacity of the run within this of reading every enrollment once. */
const READ_TOLERANCE = 1.1;

/** A document client without the layout stamping of shared/db/client.ts: items exactly as given. */
function rawClient(endpoint: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

async function putRaw(client: DynamoDBDocumentClient, items: Array<Record<string, unknown>>): Promise<void> {
  const chunks: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  await mapLimit(chunks, 8, async (chunk) => {
    let request: Record<string, any> | undefined = { [tableName()]: chunk.map((Item) => ({ PutRequest: { Item } })) };
    for (let attempt = 0; request && Object.keys(request).length; attempt++) {
      if (attempt > 12) throw new Error('migrate: BatchWrite kept returning unprocessed items');
      request = (await client.send(new BatchWriteCommand({ RequestItems: request }))).UnprocessedItems;
    }
  });
}

/** Reading the organization's enrollments once, as the runner pages them: the floor. */
async function readOnce(client: DynamoDBDocumentClient, slug: string): Promise<{ ms: number; items: number; rcu: number }> {
  const t0 = performance.now();
  let items = 0;
  let rcu = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': entityKey(slug, 'enrollment') },
        ConsistentRead: true,
        Limit: PAGE,
        ReturnConsumedCapacity: 'TOTAL',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items += page.Items?.length ?? 0;
    rcu += page.ConsumedCapacity?.CapacityUnits ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return { ms: performance.now() - t0, items, rcu };
}

export async function migrateAtScale(stage: Stage, options: MigrateOptions): Promise<SectionResult> {
  const { size, log } = options;
  const raw = rawClient(stage.endpoint);
  const failures: string[] = [];

  // An organization as release 9576b1a left it: users, courses, enrollments without counters or
  // `_lv`, and no data level on its META item.
  const org = await newTestOrg(ZONE);
  const users = await seedUsers(org.slug, USERS);
  const courseCount = Math.ceil(size / USERS);
  const courses = await mapLimit(
    Array.from({ length: courseCount }, (_, i) => i),
    8,
    async (i) => (await createCourse(org.slug, { title: `Migrated course ${i}` })).id,
  );
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const t0 = performance.now();
  const CHUNK = 10_000;
  for (let i = 0; i < size; i += CHUNK) {
    const items: Array<Record<string, unknown>> = [];
    for (let j = i; j < Math.min(size, i + CHUNK); j++) {
      const userId = users[j % USERS]!;
      const courseId = courses[Math.floor(j / USERS)]!;
      const status = STATUSES[Math.floor(rnd() * 3)]!;
      const enrolledAt = new Date(ENROLLED_FROM + Math.floor(rnd() * (ENROLLED_TO - ENROLLED_FROM))).toISOString();
      const record: EnrollmentRecord = {
        id: enrollmentId(org.slug, userId, 'course', courseId),
        user_id: userId,
        content_type: 'course',
        content_id: courseId,
        enrolled_at: enrolledAt,
        status,
        progress: status === 'completed' ? 100 : status === 'in_progress' ? 40 : 0,
        ...(status === 'completed' ? { completed_at: enrolledAt } : {}),
      };
      // Exactly as the old release wrote it: nothing of what this code records of its counting.
      const { [COUNTED_STATUS]: _counted, ...item } = enrollmentItem(org.slug, record);
      items.push(item);
    }
    await putRaw(raw, items);
    const written = Math.min(size, i + CHUNK);
    if (written % 20_000 === 0 || written === size) log(`  migrate: ${written.toLocaleString('en')} old-layout enrollments written in ${org.slug} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
  const seeded = performance.now();
  await raw.send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'REMOVE #level', ExpressionAttributeNames: { '#level': DATA_LEVEL_ATTRIBUTE } }));
  if ((await organizationStatus(org.slug)).state !== 'pending') failures.push('the seeded organization is not pending');

  const floor = await readOnce(raw, org.slug);
  if (floor.items !== size) failures.push(`seeded ${floor.items} enrollments, expected ${size}`);
  log(`  migrate: floor (read every enrollment once): ${(floor.ms / 1000).toFixed(1)} s, ${round(floor.rcu, 1)} RCU`);

  stage.recorder.reset();
  stage.recorder.captureCapacity = true;
  const started = performance.now();
  let lastLog = started;
  const run = await migrateOrganization(org.slug, ZONE, {
    onProgress: (_slug, _id, p) => {
      if (performance.now() - lastLog < 30_000) return;
      lastLog = performance.now();
      log(`  migrate: ${p.read.toLocaleString('en')} read, ${p.counted.toLocaleString('en')} counted (${((lastLog - started) / 1000).toFixed(0)} s)`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  stage.recorder.captureCapacity = false;
  const calls = stage.recorder.reset();
  const capacityOf = (commands: RegExp) => round(calls.filter((c) => commands.test(c.command)).reduce((sum, c) => sum + (c.capacity ?? 0), 0), 1);
  const readRcu = capacityOf(/^(Query|Get|Scan)/);
  // Write capacity is not reported: DynamoDB Local does not report transactions' units as DynamoDB bills them (2 per item).
  const transactions = calls.filter((c) => c.command.startsWith('TransactWrite')).length;
  log(`  migrate: ${run.changed['counters-v2'] ?? 0} counted in ${seconds.toFixed(1)} s (${transactions} transactions, ${readRcu} RCU read)`);

  if (run.after !== 'done') failures.push(`the organization is ${run.after} after the run`);
  if ((run.changed['counters-v2'] ?? 0) !== size) failures.push(`counted ${run.changed['counters-v2'] ?? 0} enrollments, expected ${size}`);
  const problems = await MIGRATIONS.find((m) => m.id === 'counters-v2')!.check(org.slug);
  if (problems.length) failures.push(`counters differ from the recount: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (+${problems.length - 3})` : ''}`);
  const again = await migrateOrganization(org.slug, ZONE);
  if (again.before !== 'done' || Object.keys(again.changed).length) failures.push(`a second run was not a no-op: ${JSON.stringify(again)}`);

  // The reconcile after a deploy (#40): a deploy of this release over itself (its writes need no
  // fix), so the pass reads every enrollment and user and writes nothing; then the verification
  // (`npm run migrate -- --verify`): every enrollment, user and counter item against a recount.
  const generation = await beginDeployment(true);
  const reconcileStarted = performance.now();
  const reconciled = await migrateOrganization(org.slug, ZONE);
  const reconcileSeconds = (performance.now() - reconcileStarted) / 1000;
  await closeDeployment(generation);
  if (reconciled.changed.reconcile !== 0) failures.push(`the reconcile after a deploy of this release changed ${reconciled.changed.reconcile ?? 'nothing: it did not run'}`);
  const verifyStarted = performance.now();
  const verified = await verifyOrganization(org.slug);
  const verifySeconds = (performance.now() - verifyStarted) / 1000;
  if (verified.length) failures.push(`the verification found ${verified.length} problems: ${verified.slice(0, 3).join('; ')}`);
  log(`  migrate: reconcile ${reconcileSeconds.toFixed(1)} s, verify ${verifySeconds.toFixed(1)} s`);

  const durationRatio = ratio(seconds * 1000, floor.ms);
  const readRatio = ratio(readRcu, floor.rcu);
  const figures: Record<string, Figure> = {
    'migrate.duration': { value: round(seconds, 1), unit: 's', floor: round(floor.ms / 1000, 1), ratio: durationRatio, target: `≤ ${LIMIT_SECONDS} s`, ok: seconds <= LIMIT_SECONDS, compareBy: 'value' },
    'migrate.read-capacity': { value: readRcu, unit: 'RCU', floor: round(floor.rcu, 1), ratio: readRatio, target: `≤ ${READ_TOLERANCE} × (reads each item once)`, ok: readRatio <= READ_TOLERANCE, compareBy: 'ratio' },
    'migrate.enrollments-per-transaction': { value: round(size / Math.max(1, transactions), 1), unit: 'enrollments', compareBy: 'value', detail: true },
    'migrate.reconcile': { value: round(reconcileSeconds, 1), unit: 's', floor: round(floor.ms / 1000, 1), ratio: ratio(reconcileSeconds * 1000, floor.ms), compareBy: 'value', detail: true },
    'migrate.verify': { value: round(verifySeconds, 1), unit: 's', floor: round(floor.ms / 1000, 1), ratio: ratio(verifySeconds * 1000, floor.ms), target: `≤ ${VERIFY_LIMIT_SECONDS} s`, ok: verifySeconds <= VERIFY_LIMIT_SECONDS, compareBy: 'value' },
  };
  const markdown = [
    `### migrate: the runner rebuilds the counters of one organization with ${size.toLocaleString('en')} enrollments of release 9576b1a`,
    '',
    table(
      ['figure', 'value', 'floor', 'ratio', 'target', ''],
      [
        ['duration of the run', `${figures['migrate.duration']!.value} s`, `${figures['migrate.duration']!.floor} s (reading every enrollment once)`, `${durationRatio} ×`, figures['migrate.duration']!.target!, mark(figures['migrate.duration']!.ok)],
        ['read capacity', `${readRcu} RCU`, `${round(floor.rcu, 1)} RCU`, `${readRatio} ×`, figures['migrate.read-capacity']!.target!, mark(figures['migrate.read-capacity']!.ok)],
        ['reconcile after a deploy (nothing to fix)', `${figures['migrate.reconcile']!.value} s`, `${figures['migrate.reconcile']!.floor} s`, `${figures['migrate.reconcile']!.ratio} ×`, '—', ''],
        ['--verify (every counter item against a recount)', `${figures['migrate.verify']!.value} s`, `${figures['migrate.verify']!.floor} s`, `${figures['migrate.verify']!.ratio} ×`, figures['migrate.verify']!.target!, mark(figures['migrate.verify']!.ok)],
        ['transactions (of at most 100 items)', `${transactions} (${figures['migrate.enrollments-per-transaction']!.value} enrollments each)`, '—', '—', '—', ''],
      ],
    ),
  ].join('\n');
  return {
    figures,
    markdown,
    failures,
    notes: [
      `migrate: ${size.toLocaleString('en')} enrollments (${USERS} users × ${courseCount} courses, enrolled 2022-01 to 2026-10, statuses uniform), seeded in ${((seeded - t0) / 1000).toFixed(0)} s; ${TRANSACTIONS_IN_FLIGHT} transaction(s) in flight (DynamoDB Local applies them one at a time: docs/decisions/migrations-speed.md); checked afterwards: counters equal the recount, a second run changes nothing`,
    ],
  };
}
