/**
 * Warm overhead (issue #10, part 3): p50/p99 latency of representative endpoints through the
 * local gateway under autocannon at fixed concurrency (the load generator runs in its own
 * process), next to the floor: the very DynamoDB calls one such request makes (authorizer and
 * function, recorded, in order, concurrent ones together) replayed straight through the SDK at
 * the same concurrency, in the same run. The difference is the HTTP hop, the authorizer and
 * handler code, validation and serialization.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { World } from '../infra/local/fixtures';
import { send } from '../infra/local/http-client';
import type { RecordedCall, Stage } from './harness';
import { replay, toPlan } from './replay';
import type { LoadSpec } from './load-generator';
import { mark, table, type Figure, type SectionResult } from './results';
import { mapLimit } from '../infra/local/concurrency';
import { percentile, ratio, round } from './stats';

const OUT = resolve(import.meta.dirname, '.out');
const REPO_ROOT = resolve(import.meta.dirname, '..');

export interface WarmOptions {
  connections: number;
  /** Seconds per read endpoint (gateway run, and the floor run again). */
  seconds: number;
  /** Requests per write endpoint. */
  writes: number;
  log: (line: string) => void;
}

type Req = { method: string; path: string; body?: string };

interface Endpoint {
  key: string;
  label: string;
  kind: 'read' | 'write';
  /** `count` requests to send (reads: one, reused). */
  requests(world: World, count: number): Promise<Req[]>;
}

/** #43 §1: warm reads ≤ 1.3 × the floor (1.5 × before). */
const READ_TARGET = 1.3;

/**
 * Why a read above its target is not the service's code, as measured by bench/warm-phases.ts
 * (2026-11-28, docs/decisions/performance.md): the same calls take longer inside the gateway than
 * in the floor because the load generator, the gateway and DynamoDB Local share the machine's cores.
 */
const READ_MISS_CAUSE =
  "the authorizer's, the function's and the local gateway's own code are 0.3-1 ms of the gap (bench/warm-phases.ts); the rest is the same DynamoDB calls taking longer under the load generator, the gateway and DynamoDB Local sharing " +
  `${availableParallelism()} cores, where the floor shares them with DynamoDB Local alone (docs/decisions/performance.md, "Warm reads: where the time over the floor goes")`;

function endpoints(): Endpoint[] {
  return [
    {
      key: 'get-item',
      label: 'one item: GET /users/{id}/',
      kind: 'read',
      requests: async (w) => [{ method: 'GET', path: `/org/${w.slug}/users/${w.collaborator.id}/` }],
    },
    {
      key: 'list-page-50',
      label: 'list page of 50: GET /users/?page_size=50',
      kind: 'read',
      requests: async (w) => [{ method: 'GET', path: `/org/${w.slug}/users/?page_size=50` }],
    },
    {
      key: 'report-page-50',
      label: 'learning report page of 50: GET /reports/learning/general-v2/?page_size=50',
      kind: 'read',
      requests: async (w) => [{ method: 'GET', path: `/org/${w.slug}/reports/learning/general-v2/?page_size=50` }],
    },
    {
      key: 'timeoff-create',
      label: 'time-off create: POST /timeoff/requests/',
      kind: 'write',
      requests: async (w, count) => {
        const users = await timeOffUsers(w, 40);
        return Array.from({ length: count }, (_, i) => ({
          method: 'POST',
          path: `/org/${w.slug}/timeoff/requests/`,
          body: JSON.stringify(w.timeOffBody(users[i % users.length]!)),
        }));
      },
    },
    {
      key: 'timeoff-delete',
      label: 'time-off delete: DELETE /timeoff/requests/{id}/',
      kind: 'write',
      requests: async (w, count) => {
        const users = await timeOffUsers(w, 40);
        const ids = await mapLimit(Array.from({ length: count }), 4, (_, i) => w.timeOffRequest(users[i % users.length]!));
        return ids.map((id) => ({ method: 'DELETE', path: `/org/${w.slug}/timeoff/requests/${id}/` }));
      },
    },
  ];
}

let pool: string[] | undefined;
async function timeOffUsers(w: World, count: number): Promise<string[]> {
  if (!pool) {
    pool = await w.users(count);
    await mapLimit(pool, 4, (id) => w.balances(id));
  }
  return pool;
}

/** The floor: `connections` loops replaying the plan for `seconds`, or `amount` plans in all. */
async function floorRun(plan: RecordedCall[][], connections: number, limit: { seconds?: number; amount?: number }): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + (limit.seconds ?? 0) * 1000;
  let left = limit.amount ?? Infinity;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (limit.amount ? left-- > 0 : performance.now() < deadline) {
        const t0 = performance.now();
        await replay(plan);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

export interface LoadResult {
  latencies: number[];
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The load generator in a process of its own on `spec` (its file bench/.out/load-<name>.json): its answers' latencies and counts. */
export function loadRun(spec: LoadSpec, name: string): Promise<LoadResult> {
  mkdirSync(OUT, { recursive: true });
  const file = resolve(OUT, `load-${name}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'load-generator.ts'), file], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out) as LoadResult) : fail(new Error(`load generator failed (${code}): ${err.slice(0, 800)}`))));
  });
}

export async function warmOverhead(stage: Stage, world: World, options: WarmOptions): Promise<SectionResult> {
  const figures: Record<string, Figure> = {};
  const rows: Array<Array<string | number>> = [];
  const failures: string[] = [];
  await ensureReportData(world);

  for (const endpoint of endpoints()) {
    const count = endpoint.kind === 'write' ? options.writes : 1;
    // One more request than measured: it is the one whose calls become the floor.
    const requests = await endpoint.requests(world, count + 1);
    const sample = endpoint.kind === 'write' ? requests.pop()! : requests[0]!;
    stage.recorder.keepInputs = true;
    stage.recorder.reset();
    const first = await send(stage.baseUrl, { method: sample.method, path: sample.path, body: sample.body ? JSON.parse(sample.body) : undefined, token: world.adminKey });
    await new Promise((r) => setImmediate(r));
    const calls = stage.recorder.reset();
    stage.recorder.keepInputs = false;
    if (first.status >= 300) {
      failures.push(`warm ${endpoint.key}: ${sample.method} ${sample.path} answered ${first.status}: ${first.text.slice(0, 300)}`);
      continue;
    }
    const plan = toPlan(calls.filter((c) => c.phase !== 'outside'));
    if (endpoint.kind === 'read') for (let i = 0; i < 20; i++) await send(stage.baseUrl, { method: sample.method, path: sample.path, token: world.adminKey });

    stage.recorder.enabled = false;
    const { load, floor } =
      endpoint.kind === 'read'
        ? await measureRead(stage, world, requests, plan, options)
        : await measureWrites(stage, world, requests, plan, options, endpoint.key);
    stage.recorder.enabled = true;
    if (load.non2xx || load.errors || load.timeouts) {
      failures.push(`warm ${endpoint.key}: ${load.non2xx} non-2xx answers, ${load.errors} errors, ${load.timeouts} timeouts of ${load.total}`);
    }

    const p50 = round(percentile(load.latencies, 50));
    const p99 = round(percentile(load.latencies, 99));
    const f50 = round(percentile(floor, 50));
    const f99 = round(percentile(floor, 99));
    const isRead = endpoint.kind === 'read';
    const readOk = percentile(load.latencies, 50) / percentile(floor, 50) <= READ_TARGET;
    figures[`warm.${endpoint.key}.p50`] = {
      value: p50, unit: 'ms', floor: f50, ratio: ratio(p50, f50),
      ...(isRead ? { target: `≤ ${READ_TARGET} × floor`, ok: readOk } : {}), compareBy: 'ratio',
      ...(isRead && !readOk ? { cause: READ_MISS_CAUSE } : {}),
    };
    figures[`warm.${endpoint.key}.p99`] = { value: p99, unit: 'ms', floor: f99, ratio: ratio(p99, f99), compareBy: 'ratio' };
    const planText = plan.map((g) => g.map((c) => c.command.replace(/Command$/, '')).join(' ∥ ')).join(' → ');
    rows.push([
      endpoint.label, load.latencies.length, p50, f50, ratio(p50, f50), p99, f99, ratio(p99, f99),
      isRead ? `≤ ${READ_TARGET} × floor ${mark(readOk)}` : '(no target)', planText,
    ]);
    options.log(`  ${endpoint.key}: p50 ${p50} ms (floor ${f50}, × ${ratio(p50, f50)}), p99 ${p99} ms (floor ${f99}) over ${load.latencies.length} requests`);
  }
  const markdown = [
    `### Warm latency through the local gateway (autocannon, ${options.connections} connections; reads ${options.seconds} s each, writes ${options.writes} requests each)`,
    '',
    'Floor: the DynamoDB calls of one such request (authorizer + function, as recorded) replayed straight through the SDK, same concurrency, same run. ' +
      'Replayed writes meet their own conditions (the item now exists / is gone), so write floors are a little optimistic.',
    '',
    table(['endpoint', 'requests', 'p50 ms', 'floor p50 ms', 'p50 × floor', 'p99 ms', 'floor p99 ms', 'p99 × floor', 'target', 'DynamoDB calls replayed'], rows),
  ].join('\n');
  return { figures, markdown, failures };
}

/** Gateway requests and floor plans of a read, measured in alternating slices. */
const READ_SLICE_SECONDS = 1;
const READ_WARM_UP_SECONDS = 2;

/**
 * A read: after a discarded warm-up of both sides at the measured concurrency, the gateway and the
 * floor take turns in one-second slices and each side's latencies are pooled. DynamoDB Local's JVM
 * and this process keep getting faster for minutes (JIT); measuring one side after the other
 * would hand the later side that drift, alternating gives it to both.
 */
async function measureRead(stage: Stage, world: World, requests: Req[], plan: RecordedCall[][], options: WarmOptions) {
  const spec = (duration: number): LoadSpec => ({
    url: stage.baseUrl,
    connections: options.connections,
    duration,
    headers: { authorization: `Bearer ${world.adminKey}` },
    requests,
  });
  await loadRun(spec(READ_WARM_UP_SECONDS), 'read-warm-up');
  await floorRun(plan, options.connections, { seconds: READ_WARM_UP_SECONDS });
  const load: LoadResult = { latencies: [], total: 0, errors: 0, timeouts: 0, non2xx: 0 };
  const floor: number[] = [];
  const slices = Math.max(1, Math.round(options.seconds / READ_SLICE_SECONDS));
  for (let i = 0; i < slices; i++) {
    const slice = await loadRun(spec(READ_SLICE_SECONDS), 'read-slice');
    load.latencies.push(...slice.latencies);
    load.total += slice.total;
    load.errors += slice.errors;
    load.timeouts += slice.timeouts;
    load.non2xx += slice.non2xx;
    floor.push(...(await floorRun(plan, options.connections, { seconds: READ_SLICE_SECONDS })));
  }
  return { load, floor };
}

/** Writes: each request once (a created request, a request to delete), then the floor as many times. */
async function measureWrites(stage: Stage, world: World, requests: Req[], plan: RecordedCall[][], options: WarmOptions, key: string) {
  const load = await loadRun(
    {
      url: stage.baseUrl,
      connections: options.connections,
      amount: requests.length,
      headers: { authorization: `Bearer ${world.adminKey}`, 'content-type': 'application/json' },
      requests,
    },
    key,
  );
  const floor = await floorRun(plan, options.connections, { amount: requests.length });
  return { load, floor };
}

/** A general-v2 page of 50 needs 50 enrollments. */
async function ensureReportData(world: World): Promise<void> {
  const page = await world.api({ method: 'GET', path: `/org/${world.slug}/reports/learning/general-v2/`, query: { page_size: 50 } }, 200);
  if (page.body.results.length >= 50) return;
  await world.assignCourse(await world.course(), await world.users(60));
}

