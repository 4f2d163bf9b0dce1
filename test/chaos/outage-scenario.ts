import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort, localClient, startDynamoDbLocal, type RunningDynamo } from '../../infra/local/dynamodb-local';
import { createTableIfMissing } from '../../shared/db/create-table';
import { sleep } from '../../infra/local/concurrency';
import { newId } from '../../shared/db/ids';
import { readCounters } from '../../shared/learning/counters-store';
import { localDateWindow } from '../../shared/learning/date-window';
import { countEnrollmentStatuses } from '../../shared/learning/enrollment-lists-store';
import type { ApiResponse, Call } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { allPages, bulkUsers, newCourse } from '../learning/support';

/**
 * A database outage under concurrent writers (#33; #45 "Chaos in CI"): `clients` clients write
 * (area creates, assigns, progress reports, time-off requests, by client number modulo 4) while
 * the database is stopped and started again on the same data. During the outage every answer is
 * 503 with Retry-After; each client retries what it was refused, with the same Idempotency-Key,
 * after the Retry-After. After it: every acknowledged write reads back, the balances and the
 * course's counters equal a recount, and every key replays its answer (none is left in progress).
 * The three phases end when the caller says (a duration, or an event of the traffic).
 */
export interface Answer {
  client: number;
  sentAt: number;
  receivedAt: number;
  status: number;
  code?: string;
  retryAfter: string | null;
}

/** What a phase can watch: the answers so far, and the outage once it began (`to` is +∞ until the restart). */
export interface TrafficView {
  clients: number;
  answers: readonly Answer[];
  outage(): { from: number; to: number } | null;
  /** Resolves at the next answer any client gets. */
  next(): Promise<void>;
}

export interface OutageOptions {
  call: Call;
  /** Stops and starts the database (on the same data and port). */
  database: { stop(): Promise<void>; start(): Promise<void> };
  clients: number;
  /** Users assigned one per round, and users enrolled beforehand (progress reports). */
  assignable: number;
  enrolled: number;
  /** Resolve when the phase is over: before the outage, the outage, after it. */
  lead(view: TrafficView): Promise<void>;
  outage(view: TrafficView): Promise<void>;
  tail(view: TrafficView): Promise<void>;
}

const BALANCE = 500;

/**
 * The file's own DynamoDB Local, on disk and on a port it can be started on again, set up before
 * the gateway starts and before any module reads the configuration (call it before useGateway).
 * The variables it sets are put back afterwards: in the ordinary suite the process may run
 * another file next.
 */
export function useOwnDatabase(table: string) {
  let dynamo: RunningDynamo | undefined;
  let dataDir = '';
  let port = 0;
  const saved = { endpoint: process.env.DYNAMODB_ENDPOINT, table: process.env.TABLE_NAME };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chaos-dynamodb-'));
    port = await freePort();
    dynamo = await startDynamoDbLocal(dataDir, port);
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
    process.env.TABLE_NAME = table;
    const client = localClient(dynamo.endpoint);
    await createTableIfMissing(client, table);
    client.destroy();
  }, 120_000);
  afterAll(async () => {
    await dynamo?.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of [['DYNAMODB_ENDPOINT', saved.endpoint], ['TABLE_NAME', saved.table]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  return {
    stop: async () => {
      await dynamo!.shutdown();
    },
    start: async () => {
      dynamo = await startDynamoDbLocal(dataDir, port);
    },
  };
}

/** Runs the scenario and asserts everything it promises; returns the answers for the caller's own checks. */
export async function outageUnderTraffic(options: OutageOptions): Promise<Answer[]> {
  const { call, database } = options;
  const org: TestOrg = await newTestOrg();
  const token = org.adminKey;
  const base = `/org/${org.slug}`;
  const course = await newCourse(call, org, 'Chaos course');
  // Users to assign (fresh each time), users already enrolled (for progress), time-off users.
  const toAssign = await bulkUsers(org.slug, options.assignable);
  const enrolledUsers = await bulkUsers(org.slug, options.enrolled);
  const pre = await call('POST', `${base}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, { token, body: { course_id: course, user_ids: enrolledUsers } });
  expect(pre.status, pre.text).toBe(200);
  const enrollments: string[] = pre.body.assigned.map((a: { enrollment_id: string }) => a.enrollment_id);
  const timeOffUsers = await bulkUsers(org.slug, 2);
  for (const user of timeOffUsers) {
    const res = await call('PUT', `${base}/timeoff/balances/${user}/`, { token, body: { vacation: BALANCE, leave: 0, permission: 0 } });
    expect(res.status, res.text).toBe(200);
  }

  const answers: Answer[] = [];
  const unexpected: string[] = [];
  const acked = { areas: [] as string[], assigned: [] as string[], requests: [] as Array<{ id: string; user: string }>, progress: new Map<string, number>() };
  const keys: Array<{ method: string; path: string; body: unknown; key: string; answer: string }> = [];
  let outage: { from: number; to: number } | null = null;
  const CLIENTS = options.clients;
  const waiters: Array<() => void> = [];
  let stopAt = Number.POSITIVE_INFINITY;

  /** One write, retried after each 503 (its Retry-After) with the same key, until it is answered. */
  async function perform(client: number, method: string, path: string, body: unknown, idempotent: boolean): Promise<ApiResponse | null> {
    const key = `chaos-${newId()}`;
    for (;;) {
      const sentAt = Date.now();
      const res = await call(method, path, { token, body, ...(idempotent ? { headers: { 'Idempotency-Key': key } } : {}) });
      answers.push({ client, sentAt, receivedAt: Date.now(), status: res.status, code: res.body?.code, retryAfter: res.headers.get('retry-after') });
      for (const waiter of waiters.splice(0)) waiter();
      if (res.status === 503 && Number(res.headers.get('retry-after')) >= 1) {
        await sleep(Number(res.headers.get('retry-after')) * 1000);
        continue;
      }
      if (res.status >= 300) {
        unexpected.push(`${method} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
        return null;
      }
      if (idempotent) keys.push({ method, path, body, key, answer: res.text });
      return res;
    }
  }

  const weekday = (n: number) => {
    // One-day requests on distinct weekdays from 2027-01-04 (a Monday), within the dates accepted.
    const week = Math.floor(n / 5);
    return new Date(Date.UTC(2027, 0, 4) + (week * 7 + (n % 5)) * 86_400_000).toISOString().slice(0, 10);
  };
  let assignNext = 0;
  const dayNext = [0, 0];

  async function client(i: number): Promise<void> {
    for (let round = 0; Date.now() < stopAt; round++) {
      switch (i % 4) {
        case 0: {
          const res = await perform(i, 'POST', `${base}/organizations/areas/`, { name: `Area ${i}-${round}-${newId()}` }, true);
          if (res) acked.areas.push(res.body.id);
          break;
        }
        case 1: {
          const user = toAssign[assignNext++ % toAssign.length]!;
          const res = await perform(i, 'POST', `${base}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, { course_id: course, user_ids: [user] }, true);
          if (res) acked.assigned.push(...res.body.assigned.map((a: { enrollment_id: string }) => a.enrollment_id));
          break;
        }
        case 2: {
          const enrollment = enrollments[(round * 2 + (i >> 2)) % enrollments.length]!;
          const progress = Math.min(100, (acked.progress.get(enrollment) ?? 0) + 25);
          const res = await perform(i, 'POST', `${base}/learning/enrollments/${enrollment}/progress/`, { progress }, false);
          if (res) acked.progress.set(enrollment, Math.max(acked.progress.get(enrollment) ?? 0, progress));
          break;
        }
        default: {
          const who = i >> 2;
          const user = timeOffUsers[who]!;
          const day = weekday(dayNext[who]!++);
          const res = await perform(i, 'POST', `${base}/timeoff/requests/`, { type: 'vacation', start_date: day, end_date: day, user_id: user }, true);
          if (res) acked.requests.push({ id: res.body.id, user });
        }
      }
    }
  }

  const traffic = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  const view: TrafficView = { clients: CLIENTS, answers, outage: () => outage, next: () => new Promise<void>((r) => waiters.push(r)) };
  await options.lead(view);
  const from = Date.now();
  outage = { from, to: Number.POSITIVE_INFINITY };
  await database.stop();
  await options.outage(view);
  const restartAt = Date.now();
  await database.start();
  outage = { from, to: restartAt };
  await options.tail(view);
  stopAt = Date.now();
  await traffic;

  expect(unexpected).toEqual([]);
  // Never a 500 or a 502; a 503 always says when to come back.
  expect(answers.filter((a) => a.status >= 500 && (a.status !== 503 || !a.retryAfter))).toEqual([]);
  // Answers to requests sent once the database was gone and answered before it was back: 503 only.
  const during = answers.filter((a) => a.sentAt > outage!.from + 200 && a.receivedAt < outage!.to);
  expect(during.length).toBeGreaterThanOrEqual(CLIENTS);
  expect(during.filter((a) => a.status !== 503)).toEqual([]);
  expect(new Set(during.map((a) => a.code))).toEqual(new Set(['service_unavailable']));
  // Work was done before and after it.
  expect(answers.filter((a) => a.status < 300 && a.receivedAt < outage!.from).length).toBeGreaterThan(0);
  expect(answers.filter((a) => a.status < 300 && a.sentAt > outage!.to).length).toBeGreaterThan(0);

  // Every acknowledged write reads back.
  const areaIds = new Set((await allPages(call, token, `${base}/organizations/areas/`, { page_size: 100 })).map((a) => a.id));
  for (const id of acked.areas) expect(areaIds.has(id), `area ${id}`).toBe(true);
  expect(areaIds.size).toBe(acked.areas.length);
  const readBack = await Promise.all(acked.requests.map(async ({ id }) => [id, (await call('GET', `${base}/timeoff/requests/${id}/`, { token })).status] as const));
  for (const [id, status] of readBack) expect(status, `request ${id}`).toBe(200);
  const listed = await allPages(call, token, `${base}/learning/enrollments/`, { page_size: 100 });
  const byId = new Map(listed.map((e) => [e.id, e]));
  for (const id of acked.assigned) expect(byId.has(id), `enrollment ${id}`).toBe(true);
  for (const [id, progress] of acked.progress) expect(byId.get(id)?.progress, `progress of ${id}`).toBe(progress);

  // Balances equal a recount: each acknowledged request holds one weekday.
  for (const user of timeOffUsers) {
    const res = await call('GET', `${base}/timeoff/balances/`, { token, query: { user_id: user } });
    const vacation = res.body.results.find((b: { type: string }) => b.type === 'vacation');
    expect(vacation.available_days, `balance of ${user}`).toBe(BALANCE - acked.requests.filter((r) => r.user === user).length);
  }
  // The course's counters equal a recount from the enrollments, and the acknowledgements.
  const [stored] = await readCounters(org.slug, [{ kind: 'content', id: course }], {});
  const recount = await countEnrollmentStatuses(org.slug, { content_id: course }, localDateWindow(org.timezone, undefined, undefined));
  expect(stored).toEqual({ enrolled: recount.enrolled, in_progress: recount.in_progress, completed: recount.completed });
  expect(recount.enrolled).toBe(enrollments.length + acked.assigned.length);
  expect(recount.completed).toBe([...acked.progress.values()].filter((p) => p === 100).length);

  // No key is stuck: each replays its acknowledged answer.
  const replays = await Promise.all(keys.map(async (k) => ({ k, res: await call(k.method, k.path, { token, body: k.body, headers: { 'Idempotency-Key': k.key } }) })));
  for (const { k, res } of replays) {
    expect(res.headers.get('idempotent-replayed'), `${k.path} ${res.status} ${res.text.slice(0, 120)}`).toBe('true');
    expect(res.text).toBe(k.answer);
  }
  if (process.env.CHAOS_TIMINGS) process.stderr.write(`chaos: ${answers.length} answers, outage ${restartAt - from} ms\n`);
  return answers;
}
