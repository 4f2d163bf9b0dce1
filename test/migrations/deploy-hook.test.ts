import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTableIfMissing } from '../../shared/db/create-table';
import { localClient } from '../../infra/local/dynamodb-local';
import { emfOf } from '../support/emf';
import { busyTimeout } from '../support/busy-machine';
import { injectFault } from '../support/faults';

/**
 * The deployed migration function (functions/migrations/run.ts), invoked as Lambda would: by the
 * deployment's custom resource, by its own continuation, by hand. On its own table (the run
 * migrates every organization of its table; the shared test table's organizations belong to
 * other files), loaded with release 9576b1a's items (test/fixtures/layout-9576b1a.json).
 */
const TABLE = `learning-people-migrate-hook-${randomBytes(4).toString('hex')}`;
const saved = { table: process.env.TABLE_NAME, metrics: process.env.POWERTOOLS_METRICS_DISABLED };
process.env.TABLE_NAME = TABLE;
process.env.POWERTOOLS_METRICS_DISABLED = 'false';

const { createHandler, PHYSICAL_RESOURCE_ID, RESERVE_MS } = await import('../../functions/migrations/run');
const { runMigrationSlice } = await import('../../shared/migrations/deployed-run');
const { listOrganizations, organizationStatus } = await import('../../shared/migrations/runner');
const { MIGRATIONS } = await import('../../shared/migrations/registry');
const { levelAfter } = await import('../../shared/tenancy/data-level');
const { readCounters } = await import('../../shared/learning/counters-store');
const { dumpPartitions, FIXTURE, loadFixture } = await import('./support');

const safety = FIXTURE.items.find((i) => i.entity === 'course' && i.title === 'Safety 101')!.id as string;
/** The fixture's partitions and its counter items (one partition per user and content). */
const PARTITIONS = [
  ...['META', 'ENROLLMENT', 'USER', 'COURSE', 'TRACK'],
  ...FIXTURE.items.filter((i) => i.entity === 'enrollment').flatMap((e) => [`REPORT_COUNTER#CONTENT#${e.content_id}`, `REPORT_COUNTER#USER#${e.user_id}`]),
];

const continued: Array<{ arn: string; event: any }> = [];
const continueWith = async (arn: string, event: any) => void continued.push({ arn, event });
// No settle time for the contract step here (nothing older serves this table); one test below keeps one.
const handler = createHandler({ continueWith, settleMs: 0 });
const FUNCTION_ARN = 'arn:aws:lambda:us-east-1:123456789012:function:migrations-runner:7';
const context = (remainingMs: number) => ({ getRemainingTimeInMillis: () => remainingMs, invokedFunctionArn: FUNCTION_ARN, awsRequestId: randomBytes(8).toString('hex') });
const FULL = 15 * 60_000;

/** The EMF metrics one invocation published: name → value. */
const metricsOf = (blobs: any[]) => Object.fromEntries(blobs.flatMap((b) => b._aws.CloudWatchMetrics[0].Metrics.map((m: any) => [m.Name, b[m.Name]])));

const answers: any[] = [];
const cloudFormation = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    answers.push({ method: req.method, body: JSON.parse(body) });
    res.writeHead(200).end();
  });
});
// Idle connections are fetch's to close (infra/local/gateway.ts says why): the function's answers
// come seconds apart, and a connection the server closed at 5 s met the next one with ECONNRESET.
cloudFormation.keepAliveTimeout = 0;
let responseUrl = '';

beforeAll(async () => {
  const client = localClient(inject('dynamoEndpoint'));
  await createTableIfMissing(client, TABLE, { stream: false });
  client.destroy();
  // A new table's registry of organizations is complete (it has none): listed once here, so the
  // listing of every run below is one Query (organization-list.ts), whichever test runs first.
  expect(await listOrganizations()).toEqual([]);
  await new Promise<void>((r) => cloudFormation.listen(0, '127.0.0.1', r));
  responseUrl = `http://127.0.0.1:${(cloudFormation.address() as AddressInfo).port}/signed`;
});
afterAll(async () => {
  process.env.TABLE_NAME = saved.table;
  process.env.POWERTOOLS_METRICS_DISABLED = saved.metrics;
  await new Promise((r) => cloudFormation.close(r));
});

const everyOrgDone = async (slugs: string[]) => {
  for (const slug of slugs) {
    expect((await organizationStatus(slug)).state, slug).toBe('done');
    // The checks: every enrollment counted, stored counters equal to a recount of the enrollments; the same for users.
    expect(await MIGRATIONS.find((m) => m.id === 'counters-v2')!.check(slug), slug).toEqual([]);
    expect(await MIGRATIONS.find((m) => m.id === 'user-status-count')!.check(slug), slug).toEqual([]);
  }
};

describe('the deployed migration function (#29 §3)', () => {
  // Legitimately long: two organizations through every migration and the verification, then a
  // second run and a deletion (2–3.5 s alone); the limit is a busy machine's (test/support/busy-machine.ts).
  it('started by the deployment: answers CloudFormation first, migrates every organization, counts it in its metrics; a second invocation writes nothing', async () => {
    const a = await loadFixture();
    const b = await loadFixture();
    expect((await organizationStatus(a.slug)).state).toBe('pending');
    const event = {
      RequestType: 'Update',
      ResponseURL: responseUrl,
      StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Api-Migrations/1',
      RequestId: 'req-1',
      LogicalResourceId: 'Hook',
      PhysicalResourceId: PHYSICAL_RESOURCE_ID,
      ResourceType: 'Custom::DataMigrations',
      ServiceToken: FUNCTION_ARN,
      ResourceProperties: { ServiceToken: FUNCTION_ARN, Version: '7' },
      OldResourceProperties: { ServiceToken: FUNCTION_ARN, Version: '6' },
    } as const;
    let result: any;
    const blobs = await emfOf(async () => (result = await handler(event as any, context(FULL))));
    expect(answers).toEqual([
      { method: 'PUT', body: expect.objectContaining({ Status: 'SUCCESS', PhysicalResourceId: PHYSICAL_RESOURCE_ID, RequestId: 'req-1', LogicalResourceId: 'Hook', StackId: event.StackId }) },
    ]);
    expect(result).toEqual({ migrated: 2, failed: 0, more: false });
    // A deploy's run ends with the verification (#40 §3): every organization recounted, none differs.
    expect(metricsOf(blobs)).toEqual({ OrganizationsMigrated: 2, OrganizationsFailed: 0, OrganizationsUnverified: 0 });
    expect((await organizationStatus(a.slug)).verifyProblems).toBe(0);
    expect(blobs[0].area).toBe('migrations');
    expect(continued).toEqual([]);
    await everyOrgDone([a.slug, b.slug]);
    // Ana completed, Ben at 40 %, Cai not started; Dora through the track.
    const [course] = await readCounters(a.slug, [{ kind: "content" as const, id: safety }], {});
    expect(course).toMatchObject({ enrolled: 4, in_progress: 1, completed: 1 });

    expect((await dumpPartitions(a.slug, PARTITIONS)).filter((i) => String(i.pk).includes('#REPORT_COUNTER#')).length).toBeGreaterThan(0);
    const before = [...(await dumpPartitions(a.slug, PARTITIONS)), ...(await dumpPartitions(b.slug, PARTITIONS))];
    let again: any;
    const second = await emfOf(async () => (again = await handler({}, context(FULL))));
    expect(again).toEqual({ migrated: 0, failed: 0, more: false });
    expect(metricsOf(second)).toEqual({ OrganizationsMigrated: 0, OrganizationsFailed: 0 });
    expect([...(await dumpPartitions(a.slug, PARTITIONS)), ...(await dumpPartitions(b.slug, PARTITIONS))]).toEqual(before);

    // A stack deletion is answered and migrates nothing.
    answers.length = 0;
    expect(await handler({ ...event, RequestType: 'Delete' } as any, context(FULL))).toEqual({ migrated: 0, failed: 0, more: false });
    expect(answers.map((x) => x.body.Status)).toEqual(['SUCCESS']);
  }, busyTimeout(3.5));

  it('out of time: the slice stops, starts the next one (same function version), which finishes; an organization paused mid-way resumes at its marker', async () => {
    const { slug } = await loadFixture();
    continued.length = 0;
    // No time left beyond the reserve: nothing is started, the next slice is.
    expect(await handler({ org: slug }, context(RESERVE_MS))).toEqual({ migrated: 0, failed: 0, more: true });
    expect(continued).toEqual([{ arn: FUNCTION_ARN, event: { continuation: { run: expect.any(String), slice: 2, skip: [], org: slug, since: expect.any(Number) } } }]);
    expect((await organizationStatus(slug)).state).toBe('pending');

    // The deadline passes while the organization is under way (after its first page).
    let clock = 0;
    const paused = await runMigrationSlice({ org: slug, deadline: 1, now: () => clock++ });
    expect(paused).toEqual({ migrated: [], failed: [], more: true });
    expect(await organizationStatus(slug)).toMatchObject({ state: 'running', running: 'counters-v2', counted: 7 });

    expect(await handler(continued[0]!.event, context(FULL))).toEqual({ migrated: 1, failed: 0, more: false });
    await everyOrgDone([slug]);
  });

  it('the contract step (user-status-count) waits until the settle time after the run began, with user-count done; once per run; a continuation keeps the run\'s start', async () => {
    const { slug } = await loadFixture();
    const waits: Array<{ ms: number; level: number; running?: string }> = [];
    // The wait is recorded (and skipped), with the organization's state at that moment.
    const sleep = async (ms: number) => {
      const status = await organizationStatus(slug);
      waits.push({ ms, level: status.level, running: status.running });
    };
    const settled = createHandler({ continueWith, settleMs: 60_000, sleep });
    const started = Date.now();
    expect(await settled({ org: slug }, context(FULL))).toEqual({ migrated: 1, failed: 0, more: false });
    // One wait, for what remained of the minute since the run began, after user-count and before the contract step started.
    expect(waits).toHaveLength(1);
    expect(waits[0]!.ms).toBeGreaterThan(60_000 - (Date.now() - started) - 1);
    expect(waits[0]!.ms).toBeLessThanOrEqual(60_000);
    expect(waits[0]).toMatchObject({ level: levelAfter('user-count'), running: undefined });
    await everyOrgDone([slug]);

    // A continuation of a run that began a minute ago does not wait again.
    const other = await loadFixture();
    waits.length = 0;
    expect(await settled({ continuation: { run: 'r', slice: 2, skip: [], org: other.slug, since: Date.now() - 60_000 } }, context(FULL))).toEqual({ migrated: 1, failed: 0, more: false });
    expect(waits).toEqual([]);
    await everyOrgDone([other.slug]);
  });

  it('a failing organization is counted and alarmed on, the run goes on; the next run finishes it', async () => {
    const { slug } = await loadFixture();
    // Call 1 lists the organizations, 2 reads the META item, 3 marks the migration running: throttled.
    const fault = injectFault(3, 'throttled-before');
    let result: any;
    const blobs = await emfOf(async () => (result = await handler({ org: slug }, context(FULL))));
    fault.remove();
    expect(result).toEqual({ migrated: 0, failed: 1, more: false });
    expect(metricsOf(blobs)).toEqual({ OrganizationsMigrated: 0, OrganizationsFailed: 1 });
    expect((await organizationStatus(slug)).state).not.toBe('done');
    expect(await handler({ org: slug }, context(FULL))).toEqual({ migrated: 1, failed: 0, more: false });
    await everyOrgDone([slug]);
  });

  it('a deploy\'s run reconciles what the older release wrote, closes the deploy and verifies; a difference it cannot fix is counted (alarmed) and named on --status; out of time, the verification goes on in the next slice', async () => {
    const { beginDeployment, readDeployment } = await import('../../shared/tenancy/deployment-store');
    const { rawClient } = await import('./support');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { tableName } = await import('../../shared/db/client');
    const a = await loadFixture();
    const b = await loadFixture();
    await handler({}, context(FULL));
    await beginDeployment(false);
    expect((await organizationStatus(a.slug)).state).toBe('stale');
    // b's course TOTAL corrupted (no write of any release does this): the reconcile cannot fix it.
    await rawClient().send(new UpdateCommand({ TableName: tableName(), Key: { pk: `ORG#${b.slug}#REPORT_COUNTER#CONTENT#${safety}`, sk: 'TOTAL' }, UpdateExpression: 'ADD e :n', ExpressionAttributeValues: { ':n': 2 } }));
    const event = {
      RequestType: 'Update',
      ResponseURL: responseUrl,
      StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Api-Migrations/1',
      RequestId: 'req-verify',
      LogicalResourceId: 'Hook',
      PhysicalResourceId: PHYSICAL_RESOURCE_ID,
      ResourceType: 'Custom::DataMigrations',
      ServiceToken: FUNCTION_ARN,
      ResourceProperties: { ServiceToken: FUNCTION_ARN, Version: '9' },
      OldResourceProperties: { ServiceToken: FUNCTION_ARN, Version: '8' },
    } as const;
    continued.length = 0;
    const blobs = await emfOf(async () => void (await handler(event as any, context(FULL))));
    expect(metricsOf(blobs)).toMatchObject({ OrganizationsFailed: 0, OrganizationsUnverified: 1 });
    expect((await readDeployment(true)).open).toBe(false);
    expect(await organizationStatus(a.slug)).toMatchObject({ state: 'done', verifyProblems: 0 });
    expect(await organizationStatus(b.slug)).toMatchObject({ state: 'done', verifyProblems: 1 });

    // Out of time in the verification: the next slice (same version) verifies what is left.
    await beginDeployment(false);
    const short = context(RESERVE_MS);
    await handler({ continuation: { run: 'r', slice: 4, skip: [], verify: true, verifying: [a.slug, b.slug] } }, short);
    expect(continued.at(-1)).toEqual({ arn: FUNCTION_ARN, event: { continuation: expect.objectContaining({ run: 'r', slice: 5, verify: true, verifying: [a.slug, b.slug] }) } });
    await handler(event as any, context(FULL));
    expect((await readDeployment(true)).open).toBe(false);

    // A deploy that failed before its run: the function invoked by hand ('{}') reconciles and closes it.
    await beginDeployment(true);
    expect((await organizationStatus(a.slug)).state).toBe('stale');
    await handler({}, context(FULL));
    expect((await readDeployment(true)).open).toBe(false);
    expect((await organizationStatus(a.slug)).state).toBe('done');
  });
});

