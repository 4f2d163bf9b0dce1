import { spawn, type ChildProcess } from 'node:child_process';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort, localClient } from '../../infra/local/dynamodb-local';
import { migrationsModeFromEnvironment } from '../../infra/local/environment';
import { createTableIfMissing } from '../../shared/db/create-table';
import { organizationStatus } from '../../shared/migrations/runner';
import { DATA_LEVEL } from '../../shared/tenancy/data-level';
import { apiClient } from '../support/http';
import { loadFixture } from '../migrations/support';

/**
 * `npm start` and pending data migrations (#40 §5): `MIGRATIONS=manual` serves a table without
 * running them (the canary window rehearsed: this release serving data the migrations have not
 * reached), the default runs them before `ready`, a wrong value stops it before anything starts.
 * `npm start` is pointed at a table of this file (ADOPT_TABLE, as test/infra/restore.test.ts
 * does: no demo data, no .local/dev-credentials.json written) holding release 9576b1a's
 * organization (test/fixtures), below the current data level.
 */
const TABLE = vi.hoisted(() => {
  const name = `start-migrations-${Math.random().toString(36).slice(2, 10)}`;
  // Before any module reads the configuration: the fixture is loaded into this file's table.
  process.env.TABLE_NAME = name;
  return name;
});

const client = localClient(inject('dynamoEndpoint'));
let running: ChildProcess | undefined;

beforeAll(async () => {
  await createTableIfMissing(client, TABLE);
}, 60_000);
afterEach(async () => stop());
afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: TABLE })).catch(() => undefined);
  client.destroy();
});

interface Started {
  baseUrl: string;
  stdout: string;
}

/** `npm start` (infra/local/start.ts) on this file's table with `MIGRATIONS` as given (unset: undefined); resolves once it prints `ready`, rejects if it exits first. */
async function start(migrations: string | undefined): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ADOPT_TABLE: TABLE, PORT: String(port), DYNAMODB_ENDPOINT: inject('dynamoEndpoint') };
  delete env.TABLE_NAME;
  if (migrations === undefined) delete env.MIGRATIONS;
  else env.MIGRATIONS = migrations;
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running = child;
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
      if (/^ready: /m.test(stdout)) done();
    });
    child.once('exit', (code) => fail(Object.assign(new Error(`npm start exited (${code}) before ready: ${stderr}`), { code, stderr, stdout })));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stdout };
}

/** Stops the running `npm start` (Ctrl-C) and waits for it to exit. */
async function stop(): Promise<void> {
  const child = running;
  running = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  await exited;
}

describe('npm start: MIGRATIONS (#40 §5)', () => {
  it('reads MIGRATIONS once: auto by default, manual, anything else refused', () => {
    expect(migrationsModeFromEnvironment({})).toBe('auto');
    expect(migrationsModeFromEnvironment({ MIGRATIONS: '' })).toBe('auto');
    expect(migrationsModeFromEnvironment({ MIGRATIONS: 'auto' })).toBe('auto');
    expect(migrationsModeFromEnvironment({ MIGRATIONS: 'manual' })).toBe('manual');
    expect(() => migrationsModeFromEnvironment({ MIGRATIONS: 'Manual' })).toThrow(/MIGRATIONS must be "auto".*or "manual".*not "Manual"/);
    expect(() => migrationsModeFromEnvironment({ MIGRATIONS: 'off' })).toThrow(/MIGRATIONS/);
  });

  it('manual serves the organization below the current data level as it is; the default migrates it before ready', async () => {
    const { slug, adminKey } = await loadFixture();
    expect(await organizationStatus(slug)).toMatchObject({ state: 'pending', level: 0 });

    const manual = await start('manual');
    expect(manual.stdout).toContain(`migrations: manual, pending data migrations not run (run them: npm run migrate -- --table ${TABLE} --endpoint ${inject('dynamoEndpoint')})`);
    expect(await organizationStatus(slug)).toMatchObject({ state: 'pending', level: 0 });
    // Served meanwhile, as during a deploy before the migration run: a counter report refuses, the rest answers.
    const call = apiClient(() => manual.baseUrl);
    const refused = await call('GET', `/org/${slug}/reports/learning/courses/`, { token: adminKey });
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('migration_in_progress');
    expect((await call('GET', `/org/${slug}/users/`, { token: adminKey })).status).toBe(200);
    await stop();
    expect(await organizationStatus(slug)).toMatchObject({ state: 'pending', level: 0 });

    const auto = await start(undefined);
    expect(auto.stdout).not.toContain('migrations: manual');
    expect(await organizationStatus(slug)).toMatchObject({ state: 'done', level: DATA_LEVEL });
    const report = await apiClient(() => auto.baseUrl)('GET', `/org/${slug}/reports/learning/courses/`, { token: adminKey });
    expect(report.status).toBe(200);
  }, 120_000);

  it('a MIGRATIONS value it does not know stops npm start before it serves', async () => {
    const failed = await start('later').then(
      () => null,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failed).toMatchObject({ code: expect.any(Number) });
    expect(failed!.code).not.toBe(0);
    expect(failed!.stderr).toMatch(/MIGRATIONS must be "auto"/);
    expect(failed!.stdout).not.toMatch(/ready/);
  }, 60_000);
});
