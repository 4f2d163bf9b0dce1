/**
 * Hot content (issue #43 §4): one popular course that a whole company completes at once. One
 * organization, one course, `rate × seconds` enrolled users (6,000 by default: assign-course in
 * calls of 1,000, the API's cap, so the report counters are the writes' own), then
 * `POST /org/{slug}/learning/enrollments/{id}/progress/` with `{ progress: 100 }` for each
 * enrollment once, at an OPEN-LOOP rate through the local gateway (bench/open-loop.ts, its own
 * process: requests go out on schedule whether or not earlier ones answered). Every completion's
 * transaction adds to the course's counter items (shared/learning/counters-store.ts), so they all
 * compete for the same items (unless the counters are sharded): what fails under contention is
 * answered 503 `contention`.
 *
 * Figures: completions per second achieved (2xx answers over the time from the first request due
 * to the last answer), p50/p95 latency (from the time each request was due), 5xx answers (target
 * 0), other non-2xx answers and requests without an answer, the transactions DynamoDB cancelled
 * for a conflict (retried by the data layer), and whether the counters are exact at the end:
 * the course's counters (readCounters) equal the recount of its enrollments (not the answers: a
 * request answered 503 at the function's deadline may have completed its enrollment), and
 * checkCounters of the organization finds no difference.
 *
 * BENCH_HOT_RATE (default 200) and BENCH_HOT_SECONDS (default 30; 10 with --quick) change the load;
 * a smoke run: `BENCH_HOT_RATE=20 BENCH_HOT_SECONDS=3 npm run bench -- --only=hot`.
 * BENCH_HOT_CONFLICT_MS=<ms> adds a model of DynamoDB's transaction conflicts (ItemHolds, below),
 * which DynamoDB Local does not have.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { db } from '../shared/db/client';
import { cancellationReasons } from '../shared/db/transact';
import { TABLE } from '../shared/db/table';
import { readCounters, type CounterValues } from '../shared/learning/counters-store';
import { localDateWindow } from '../shared/learning/date-window';
import { countEnrollmentStatuses } from '../shared/learning/enrollment-lists-store';
import { MAX_ASSIGN_USERS } from '../shared/learning/schemas';
import { checkCounters } from '../shared/migrations/counters';
import { createWorld, type World } from '../infra/local/fixtures';
import type { Stage } from './harness';
import type { OpenLoopSample, OpenLoopSpec } from './open-loop';
import { mark, table, type Figure, type SectionResult } from './results';
import { percentile, round } from './stats';

const OUT = resolve(import.meta.dirname, '.out');
const REPO_ROOT = resolve(import.meta.dirname, '..');
/** Achieved ≥ this share of the offered rate: the last answers arrive after the last request is due. */
const SUSTAINED_SHARE = 0.95;
/** Completions of a separate, small course before the measured run: the functions are loaded (warm containers). */
const WARM_UP = 20;

export interface HotOptions {
  /** Completions per second offered (BENCH_HOT_RATE). */
  rate: number;
  /** Seconds of load (BENCH_HOT_SECONDS); rate × seconds enrollments are seeded and each completed once. */
  seconds: number;
  /** The conflict model's hold of an item per transaction, ms (BENCH_HOT_CONFLICT_MS; ItemHolds); off when absent or 0. */
  conflictMs?: number;
  log: (line: string) => void;
}

export interface HotSummary {
  requests: number;
  /** 2xx answers. */
  ok: number;
  /** 2xx answers whose enrollment is `completed`. */
  completed: number;
  /** Completions (2xx) per second from the first request due to the last 2xx answer. */
  achieved: number;
  /** Requests per second actually sent (the schedule as kept by the generator). */
  offered: number;
  /** Latency from the time due, ms, over the 2xx answers. */
  p50: number;
  p95: number;
  p99: number;
  /** Over every request that had an answer or failed: the latency a client saw, whatever the answer. */
  p95All: number;
  serverErrors: number;
  otherNon2xx: number;
  /** Requests without an answer (network error, timeout): status 0. */
  noAnswer: number;
  /** Answers that were not 2xx, by `status code` (`503 contention`), most frequent first. */
  failures: Array<[string, number]>;
  /** Latest send after its due time, ms: the generator's own lag. */
  maxSendLag: number;
}

/** The figures of one run from the generator's samples. */
export function summarize(samples: readonly OpenLoopSample[], rate: number): HotSummary {
  const good = samples.filter((s) => s.status >= 200 && s.status < 300);
  const lastGood = Math.max(0, ...good.map((s) => s.end));
  const lastSent = Math.max(0, ...samples.map((s) => s.sent));
  const tally = new Map<string, number>();
  for (const s of samples) {
    if (s.status >= 200 && s.status < 300) continue;
    const key = `${s.status || 'no answer'} ${s.code ?? ''}`.trim();
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const latencies = good.map((s) => s.end - s.due);
  return {
    requests: samples.length,
    ok: good.length,
    completed: good.filter((s) => s.outcome === 'completed').length,
    achieved: lastGood > 0 ? round((good.length * 1000) / lastGood, 1) : 0,
    offered: samples.length > 1 && lastSent > 0 ? round(((samples.length - 1) * 1000) / lastSent, 1) : rate,
    p50: round(percentile(latencies, 50), 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
    p95All: round(percentile(samples.map((s) => s.end - s.due), 95), 1),
    serverErrors: samples.filter((s) => s.status >= 500).length,
    otherNon2xx: samples.filter((s) => s.status > 0 && (s.status < 200 || (s.status >= 300 && s.status < 500))).length,
    noAnswer: samples.filter((s) => s.status === 0).length,
    failures: [...tally].sort((a, b) => b[1] - a[1]),
    maxSendLag: round(Math.max(0, ...samples.map((s) => s.sent - s.due)), 1),
  };
}

/**
 * DynamoDB's conflicts between transactions, which DynamoDB Local does not have (it runs
 * transactions on one item one after the other and never cancels one for a conflict: 0 of
 * 6,000 in the baseline of #43): a transaction holds its items for `holdMs` from the moment it
 * is sent, and one that names an item held by another is cancelled with `TransactionConflict`
 * on that item, before it reaches DynamoDB Local (nothing written, as DynamoDB does). Opt-in
 * (BENCH_HOT_CONFLICT_MS): a model of the service's behaviour, not a measurement of it; it makes
 * a hot item's conflicts, the data layer's retries and their 503 `contention` visible locally,
 * and spreading the writes over more items (sharded counters) lowers them as it would on AWS.
 */
export class ItemHolds {
  readonly #until = new Map<string, number>();
  constructor(readonly holdMs: number) {}

  /** The indexes of `keys` another transaction holds at `now`; when there are none, `keys` are held until `now + holdMs`. */
  claim(keys: readonly string[], now: number): number[] {
    const held = keys.flatMap((key, i) => ((this.#until.get(key) ?? -Infinity) > now ? [i] : []));
    if (held.length === 0) for (const key of keys) this.#until.set(key, now + this.holdMs);
    return held;
  }
}

type TransactItem = Record<string, { TableName?: string; Key?: Record<string, unknown>; Item?: Record<string, unknown> } | undefined>;

/** `table|pk|sk` of each item of a (document-level) TransactWriteItems input, in order. */
export function transactItemKeys(input: { TransactItems?: TransactItem[] }): string[] {
  return (input.TransactItems ?? []).map((part) => {
    const op = part.Update ?? part.Put ?? part.Delete ?? part.ConditionCheck;
    const key = op?.Key ?? op?.Item ?? {};
    return `${op?.TableName}|${String(key[TABLE.partitionKey])}|${String(key[TABLE.sortKey])}`;
  });
}

/** What DynamoDB answers a transaction cancelled for conflicts on the items at `held` (the shape the data layer reads, transact.ts). */
function conflictError(count: number, held: readonly number[]): Error {
  return Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons (a modelled conflict: bench/hot.ts)'), {
    name: 'TransactionCanceledException',
    CancellationReasons: Array.from({ length: count }, (_, i) => ({ Code: held.includes(i) ? 'TransactionConflict' : 'None' })),
    $fault: 'client',
    $metadata: {},
  });
}

/** Transaction calls and their cancellations for a conflict, seen by the shared DynamoDB client while `on`; `holds`: the conflict model, when on. */
const transactions = { on: false, calls: 0, conflicts: 0, otherErrors: new Map<string, number>(), holds: null as ItemHolds | null };
/** DynamoDB calls of this process in flight, and when one last started or ended (performance.now()). */
const activity = { inFlight: 0, lastAt: 0 };
let counting = false;
function countTransactions(): void {
  if (counting) return;
  counting = true;
  db().middlewareStack.add(
    (next, ctx) => async (args) => {
      activity.inFlight++;
      activity.lastAt = performance.now();
      try {
        return await (transactions.on && (ctx as { commandName?: string }).commandName === 'TransactWriteItemsCommand' ? counted(next, args) : next(args));
      } finally {
        activity.inFlight--;
        activity.lastAt = performance.now();
      }
    },
    { step: 'initialize', name: 'bench-hot-transactions' },
  );
}

/**
 * Waits until no DynamoDB call of this process has run for `idleMs`: a function answered 503 at
 * its deadline, or whose client gave up, still writes afterwards (the gateway does not stop it),
 * and counters read while it does are compared with a recount of another moment. The retries'
 * waits are ≤ 400 ms (shared/db/retry.ts). Returns how long the writes went on, ms.
 */
async function quiet(idleMs = 5_000, limitMs = 600_000): Promise<number> {
  const t0 = performance.now();
  while (activity.inFlight > 0 || performance.now() - activity.lastAt < idleMs) {
    if (performance.now() - t0 > limitMs) throw new Error(`hot: DynamoDB calls still running ${limitMs / 1000} s after the last answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Math.max(0, activity.lastAt - t0);
}

/** One TransactWriteItems call during the measured run: counted, its conflicts counted, cancelled by the model when it is on. */
async function counted<A, R>(next: (args: A) => Promise<R>, args: A): Promise<R> {
  transactions.calls++;
  if (transactions.holds) {
    const keys = transactItemKeys((args as { input: { TransactItems?: TransactItem[] } }).input);
    const held = transactions.holds.claim(keys, performance.now());
    if (held.length) {
      transactions.conflicts++;
      throw conflictError(keys.length, held);
    }
  }
  try {
    return await next(args);
  } catch (error) {
    const reasons = cancellationReasons(error)?.map((r) => r.code) ?? [];
    const name = (error as { name?: string }).name ?? 'Error';
    if (name === 'TransactionConflictException' || (reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed'))) transactions.conflicts++;
    else {
      const key = reasons.length ? `${name} (${[...new Set(reasons)].join(', ')})` : name;
      transactions.otherErrors.set(key, (transactions.otherErrors.get(key) ?? 0) + 1);
    }
    throw error;
  }
}

function openLoop(spec: OpenLoopSpec): Promise<OpenLoopSample[]> {
  mkdirSync(OUT, { recursive: true });
  const file = resolve(OUT, 'load-hot.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'open-loop.ts'), file], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out) as OpenLoopSample[]) : fail(new Error(`open-loop generator failed (${code}): ${err.slice(0, 800)}`))));
  });
}

/** `n` users enrolled in a new course, assign-course in calls of MAX_ASSIGN_USERS; the course and the enrollment ids. */
async function enrolledCourse(world: World, n: number): Promise<{ course: string; enrollments: string[] }> {
  const [course, users] = await Promise.all([world.course(), world.users(n)]);
  const enrollments: string[] = [];
  for (let i = 0; i < users.length; i += MAX_ASSIGN_USERS) {
    const chunk = users.slice(i, i + MAX_ASSIGN_USERS);
    const res = await world.assignCourse(course, chunk);
    const assigned = (res.body.assigned as Array<{ enrollment_id: string }>).map((a) => a.enrollment_id);
    if (assigned.length !== chunk.length) throw new Error(`hot: assign-course of ${chunk.length} assigned ${assigned.length}: ${res.text.slice(0, 300)}`);
    enrollments.push(...assigned);
  }
  return { course, enrollments };
}

const progressRequest = (slug: string, enrollment: string) => ({ method: 'POST', path: `/org/${slug}/learning/enrollments/${enrollment}/progress/`, body: JSON.stringify({ progress: 100 }) });

export async function hotContent(stage: Stage, options: HotOptions): Promise<SectionResult> {
  const { rate, seconds, log } = options;
  if (!(rate > 0) || !(seconds > 0)) throw new Error(`hot: BENCH_HOT_RATE and BENCH_HOT_SECONDS must be positive (got ${rate}, ${seconds})`);
  const n = Math.ceil(rate * seconds);
  stage.recorder.enabled = false;
  countTransactions();
  try {
    // An organization of its own: checkCounters recounts the whole organization.
    const world = await createWorld(stage.baseUrl);
    const seeding = performance.now();
    const [{ course, enrollments }, warm] = await Promise.all([enrolledCourse(world, n), enrolledCourse(world, WARM_UP)]);
    log(`  ${n.toLocaleString('en')} users enrolled in one course of ${world.slug} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    for (const id of warm.enrollments) await world.api({ method: 'POST', path: `/org/${world.slug}/learning/enrollments/${id}/progress/`, body: { progress: 100 } }, 200);

    transactions.on = true;
    transactions.calls = 0;
    transactions.conflicts = 0;
    transactions.otherErrors.clear();
    transactions.holds = options.conflictMs ? new ItemHolds(options.conflictMs) : null;
    log(`  ${n.toLocaleString('en')} completions (progress 100) at ${rate}/s for ${seconds} s, open loop${options.conflictMs ? `, transaction conflicts modelled (${options.conflictMs} ms)` : ''}…`);
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const samples = await openLoop({ baseUrl: stage.baseUrl, token: world.adminKey, rate, timeoutMs: 60_000, requests: enrollments.map((id) => progressRequest(world.slug, id)) });
    // This process runs the gateway, the authorizer and the functions: on 2 cores, near 100 % of one is the local stage's ceiling, not DynamoDB's.
    const cpu = process.cpuUsage(cpuBefore);
    const gatewayCpu = round(((cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore)) * 100, 0);
    const writesAfter = await quiet();
    transactions.on = false;
    const otherTx = transactions.otherErrors.size ? [...transactions.otherErrors].map(([e, c]) => `${e} × ${c}`).join(', ') : 'none';
    // Every request's due, sent and answer times and status, for a closer look (bench/.out is not committed).
    writeFileSync(resolve(OUT, 'hot-samples.json'), JSON.stringify(samples));
    const s = summarize(samples, rate);
    log(
      `  achieved ${s.achieved}/s (offered ${s.offered}/s), p50 ${s.p50} ms, p95 ${s.p95} ms; ${s.serverErrors} × 5xx, ${s.otherNon2xx} other non-2xx, ${s.noAnswer} without answer; ` +
        `${transactions.conflicts} of ${transactions.calls} transactions cancelled by a conflict (other failures: ${otherTx}); writes went on ${round(writesAfter / 1000, 1)} s after the last answer; gateway process CPU ${gatewayCpu} % of a core${s.failures.length ? `; failures: ${s.failures.map(([k, c]) => `${k} × ${c}`).join(', ')}` : ''}`,
    );

    const [stored] = (await readCounters(world.slug, [{ kind: 'content', id: course }], {})) as [CounterValues];
    // The recount: not the answers, since a request answered 503 at the function's deadline (or
    // not answered) may still have completed its enrollment.
    const recount = await countEnrollmentStatuses(world.slug, { content_id: course }, localDateWindow(world.org.timezone));
    const differences = await checkCounters(world.slug, world.org.timezone);
    const courseExact = stored.enrolled === recount.enrolled && stored.in_progress === recount.in_progress && stored.completed === recount.completed && recount.enrolled === n;
    const exact = differences.length === 0 && courseExact;
    // Completions written although their request was not answered 2xx (a deadline 503, no answer).
    const landedUnanswered = recount.completed - s.completed;
    log(
      `  course counters ${stored.enrolled} / ${stored.in_progress} / ${stored.completed} (enrolled / in progress / completed), recount ${recount.enrolled} / ${recount.in_progress} / ${recount.completed}; ` +
        `${s.completed} completions answered 2xx, ${landedUnanswered} more written; checkCounters: ${differences.length ? differences.slice(0, 5).join('; ') : 'no difference'}`,
    );

    const rateOk = s.achieved >= SUSTAINED_SHARE * rate;
    // A run with the conflict model is not the same measurement: its figures have their own keys.
    const k = options.conflictMs ? 'hot-model' : 'hot';
    const figures: Record<string, Figure> = {
      [`${k}.completions-per-s`]: { value: s.achieved, unit: '/s', target: `≥ ${SUSTAINED_SHARE * 100} % of ${rate}/s offered`, ok: rateOk, compareBy: 'value', better: 'higher' },
      [`${k}.p50`]: { value: s.p50, unit: 'ms', compareBy: 'value' },
      [`${k}.p95`]: { value: s.p95, unit: 'ms', compareBy: 'value' },
      [`${k}.5xx`]: { value: s.serverErrors, unit: 'answers', target: '0', ok: s.serverErrors === 0, compareBy: 'value' },
      [`${k}.other-non2xx`]: { value: s.otherNon2xx + s.noAnswer, unit: 'answers', compareBy: 'value' },
      [`${k}.transaction-conflicts`]: { value: transactions.conflicts, unit: 'cancelled', compareBy: 'value', detail: true },
      [`${k}.gateway-cpu`]: { value: gatewayCpu, unit: '% of a core', compareBy: 'value', detail: true },
      [`${k}.counter-differences`]: { value: differences.length + (courseExact ? 0 : 1), unit: 'differences', target: '0 (counters exact)', ok: exact, compareBy: 'value' },
    };
    const model = options.conflictMs
      ? `DynamoDB Local with DynamoDB's transaction conflicts modelled: a transaction holds its items ${options.conflictMs} ms, BENCH_HOT_CONFLICT_MS`
      : 'DynamoDB Local, which never cancels a transaction for a conflict: BENCH_HOT_CONFLICT_MS models them';
    const failed = s.failures.length ? s.failures.map(([k, c]) => `${k} × ${c}`).join(', ') : 'none';
    const markdown = [
      `### Hot content: ${n.toLocaleString('en')} completions of ONE course at ${rate}/s for ${seconds} s, open loop, through the local gateway (${model})`,
      '',
      table(
        ['figure', 'value', 'target'],
        [
          ['completions per second (2xx answers ÷ time from the first request due to the last answer)', `${s.achieved} (offered ${s.offered}; generator lag ≤ ${s.maxSendLag} ms)`, `≥ ${SUSTAINED_SHARE * 100} % of ${rate}/s ${mark(rateOk)}`],
          ['latency from the time due, 2xx: p50 / p95 / p99 ms', `${s.p50} / ${s.p95} / ${s.p99}`, ''],
          ['5xx answers', s.serverErrors, `0 ${mark(s.serverErrors === 0)}`],
          ['other non-2xx answers / without an answer', `${s.otherNon2xx} / ${s.noAnswer}`, ''],
          ['answers that were not 2xx, by status and code', failed, ''],
          ['transactions cancelled by a conflict (retried by the data layer) / transaction calls', `${transactions.conflicts} / ${transactions.calls}`, ''],
          ['other failed transactions (not a conflict), by error', otherTx, ''],
          ['writes after the last answer (functions past their deadline or given up by the client) until the check, s', round(writesAfter / 1000, 1), ''],
          ['CPU of the gateway process (gateway, authorizer and functions) during the load, % of one core', gatewayCpu, ''],
          ['course counters: enrolled / in progress / completed (readCounters; the recount of its enrollments)', `${stored.enrolled} / ${stored.in_progress} / ${stored.completed} (${recount.enrolled} / ${recount.in_progress} / ${recount.completed})`, ''],
          ['completions answered 2xx / written although not answered 2xx (a 503 at the deadline, no answer)', `${s.completed} / ${landedUnanswered}`, ''],
          ['counters exact: the course\'s = its recount, checkCounters of the organization', differences.length ? `${differences.length} difference(s): ${differences.slice(0, 3).join('; ')}` : courseExact ? 'exact' : 'the course\'s counters differ from its recount', `exact ${mark(exact)}`],
        ],
      ),
      '',
      `The users were enrolled with assign-course (calls of ${MAX_ASSIGN_USERS.toLocaleString('en')}); each enrollment gets one \`{ progress: 100 }\` with the organization's administrator api-key; ${WARM_UP} completions of another course loaded the functions first. Every completion's transaction adds to the course's counter items (to one set of items unless they are sharded). ` +
        'What the codes mean: 503 `contention`, a transaction that lost to conflicts on every attempt of the data layer (shared/db/retry.ts); 503 `service_unavailable`, the function reached its deadline (a machine too busy for the load; its write may have landed); no answer (ECONNRESET, timeout), the local gateway did not take or answer the request in time (the same).',
    ].join('\n');
    return {
      figures,
      markdown,
      notes: [`hot: ${n.toLocaleString('en')} completions at ${rate}/s for ${seconds} s${options.conflictMs ? ` (conflicts modelled, ${options.conflictMs} ms)` : ''}; ${s.serverErrors} × 5xx (${failed}); ${transactions.conflicts} transaction conflicts retried`],
    };
  } finally {
    transactions.on = false;
    transactions.holds = null;
    stage.recorder.enabled = true;
  }
}
