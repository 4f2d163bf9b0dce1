import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * An earlier release of this repository, run as it was (#40 §6: the two-releases rehearsal): a
 * `git archive` of its commit with its own `npm ci`, kept in `~/.cache/learning-people-api/`
 * between runs (a first run on a machine spends ~20–60 s installing it), and its own `npm start`
 * (tsx infra/local/start.ts) against a DynamoDB Local and table this process names.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const CACHE = join(homedir(), '.cache', 'learning-people-api');

/** The release's directory, prepared once (atomically: a half-made copy is never taken for a ready one). */
export function preparedRelease(commit: string): string {
  const dir = join(CACHE, `release-${commit}`);
  if (existsSync(join(dir, '.ready'))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const work = `${dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // Fails loudly when the clone lacks the commit: the rehearsal needs the release itself.
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', work], { input: archive });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
  writeFileSync(join(work, '.ready'), `${commit}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
  return dir;
}

/**
 * The limit of a test that starts a previous release (its `npm start` seeds its demo data) and
 * writes through both: 5–10 s alone, but in a full run the release's start and every write wait
 * behind the run's saturated DynamoDB Local (DATABASE_TEST_TIMEOUT_MS, test/support/busy-machine.ts):
 * counter-shards-upgrade took 178 s and groups-rehearsal 148 s of a 300 s limit in a clean-clone
 * run. A hung release still fails the test, at 10 minutes.
 */
export const PREVIOUS_RELEASE_TEST_TIMEOUT_MS = 600_000;

export interface RunningRelease {
  baseUrl: string;
  /** Its `.local/dev-credentials.json`: the seeded organizations' api-keys. */
  credentials: { orgs: Array<{ slug: string; timezone: string; admin_api_key: string }> };
  /** Its demo organization (the first one seeded when it has none named `demo`). */
  demo: { slug: string; timezone: string; admin_api_key: string };
  stop(): Promise<void>;
}

/** Starts the release's `npm start` on `endpoint` / `table` (it creates the table if missing and seeds its demo data), resolved once it prints `ready`. */
export function startRelease(dir: string, endpoint: string, table: string): Promise<RunningRelease> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? homedir(),
    DYNAMODB_ENDPOINT: endpoint,
    TABLE_NAME: table,
    PORT: '0',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const child: ChildProcess = spawn(process.execPath, [join(dir, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/start.ts'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolveStart, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready: (http:\/\/[^\s]+)/.exec(output);
      if (!ready) return;
      child.stdout!.off('data', onData);
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      const credentials: RunningRelease['credentials'] = JSON.parse(readFileSync(join(dir, '.local/dev-credentials.json'), 'utf8'));
      resolveStart({
        baseUrl: ready[1]!,
        credentials,
        demo: credentials.orgs.find((o) => o.slug === 'demo') ?? credentials.orgs[0]!,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`release in ${dir} exited (${code}) before ready:\n${output.slice(-3000)}`)));
  });
}

/**
 * A test file's earlier release: prepared before its tests (a first install takes minutes), stopped
 * after them. `start()` runs it on `endpoint` / `table` and answers the running release.
 */
export function usePreviousRelease(commit: string, endpoint: string, table: string): { start(): Promise<RunningRelease> } {
  let dir = '';
  const running: RunningRelease[] = [];
  beforeAll(() => {
    dir = preparedRelease(commit);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(running.map((release) => release.stop()));
  });
  return {
    async start() {
      const release = await startRelease(dir, endpoint, table);
      running.push(release);
      return release;
    },
  };
}
