/**
 * Page cost independent of history (issue #10, part 4): one organization, its enrollments and
 * attendance marks written straight into the table (BatchWriteItem, parallel chunks) through
 * the entities' own item builders, first 1,000 of each, then up to BENCH_HISTORY (default
 * 100,000). At each size: p50 latency of a general-v2 report page of 50 and of an attendance
 * marks report page of 50 (first page, and a page starting mid-history), and the capacity one
 * page consumes (ReturnConsumedCapacity TOTAL, from the SDK responses).
 */
import { performance } from 'node:perf_hooks';
import { markItem, type MarkRecord } from '../shared/db/entities/attendance-marks';
import { enrollmentId, enrollmentItem, type EnrollmentRecord, type EnrollmentStatusValue } from '../shared/db/entities/learning-enrollments';
import { newId } from '../shared/db/ids';
import { createCourse } from '../shared/domain/learning/content';
import { newTestOrg, type TestOrg } from '../test/support/orgs';
import { batchPut, seedUsers } from './fixtures';
import { send, type HttpRequest, type Stage } from './harness';
import { mark, table, type Figure, type SectionResult } from './results';
import { mapLimit, median, ratio, round } from './stats';

export interface HistoryOptions {
  /** Enrollments and marks of the big organization (BENCH_HISTORY). */
  size: number;
  /** Requests per page measurement. */
  reps: number;
  log: (line: string) => void;
}

const BASE = 1_000;
const COURSES = 200;
const LATENCY_TARGET = 1.25;
const CAPACITY_TOLERANCE = 0.1;
const ENROLLED_FROM = Date.UTC(2020, 0, 1);
const ENROLLED_TO = Date.UTC(2030, 0, 1);
const MARKS_FROM = Date.UTC(2029, 0, 1);
const MARKS_TO = Date.UTC(2029, 2, 31);
const STATUSES: EnrollmentStatusValue[] = ['not_started', 'in_progress', 'completed'];

interface PageCase {
  key: string;
  label: string;
  request: (org: TestOrg) => HttpRequest;
}

const PAGES: PageCase[] = [
  {
    key: 'general-v2-first',
    label: 'general-v2, first page of 50',
    request: (org) => ({ method: 'GET', path: `/org/${org.slug}/reports/learning/general-v2/`, query: { page_size: 50 }, token: org.adminKey }),
  },
  {
    key: 'general-v2-from',
    label: 'general-v2, page of 50 from 2025-01-01',
    request: (org) => ({ method: 'GET', path: `/org/${org.slug}/reports/learning/general-v2/`, query: { page_size: 50, from_date: '2025-01-01' }, token: org.adminKey }),
  },
  {
    key: 'marks-first',
    label: 'attendance marks, first page of 50 of 90 days',
    request: (org) => ({ method: 'GET', path: `/org/${org.slug}/reports/attendance/marks/`, query: { page_size: 50, from_date: '2029-01-01', to_date: '2029-03-30' }, token: org.adminKey }),
  },
  {
    key: 'marks-mid',
    label: 'attendance marks, page of 50 from 2029-02-15',
    request: (org) => ({ method: 'GET', path: `/org/${org.slug}/reports/attendance/marks/`, query: { page_size: 50, from_date: '2029-02-15', to_date: '2029-03-30' }, token: org.adminKey }),
  },
];

/** Deterministic pseudo-random numbers, so two runs seed the same history. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Measure {
  p50: number;
  capacity: number;
  rows: number;
}

async function measure(stage: Stage, org: TestOrg, page: PageCase, reps: number): Promise<Measure> {
  const request = page.request(org);
  for (let i = 0; i < 3; i++) await send(stage.baseUrl, request);
  stage.recorder.captureCapacity = true;
  stage.recorder.reset();
  const first = await send(stage.baseUrl, request);
  const calls = stage.recorder.reset();
  stage.recorder.captureCapacity = false;
  if (first.status !== 200) throw new Error(`${page.key}: ${first.status} ${first.text.slice(0, 300)}`);
  const capacity = round(calls.filter((c) => c.phase === 'function').reduce((sum, c) => sum + (c.capacity ?? 0), 0), 2);
  const times: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    const res = await send(stage.baseUrl, request);
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${page.key}: ${res.status}`);
  }
  stage.recorder.reset();
  return { p50: round(median(times)), capacity, rows: first.body.results.length };
}

export async function historyCost(stage: Stage, options: HistoryOptions): Promise<SectionResult> {
  const size = Math.max(options.size, BASE);
  const org = await newTestOrg('America/Bogota');
  const users = await seedUsers(org.slug, Math.ceil(size / COURSES) + 1);
  const courses = await mapLimit(Array.from({ length: COURSES }), 8, async (_, i) => (await createCourse(org.slug, { title: `History course ${i}` })).id);
  const rnd = random(42);

  // Every (user, course) pair at most once: enrollment ids are deterministic per pair.
  const enrollment = (i: number): Record<string, unknown> => {
    const userId = users[Math.floor(i / COURSES)]!;
    const contentId = courses[i % COURSES]!;
    const status = STATUSES[Math.floor(rnd() * 3)]!;
    const enrolledAt = new Date(ENROLLED_FROM + Math.floor(rnd() * (ENROLLED_TO - ENROLLED_FROM))).toISOString();
    const record: EnrollmentRecord = {
      id: enrollmentId(org.slug, userId, 'course', contentId),
      user_id: userId,
      content_type: 'course',
      content_id: contentId,
      enrolled_at: enrolledAt,
      status,
      progress: status === 'completed' ? 100 : status === 'in_progress' ? 50 : 0,
      ...(status === 'completed' ? { completed_at: enrolledAt } : {}),
    };
    return enrollmentItem(org.slug, record);
  };
  const markOf = (): Record<string, unknown> => {
    const at = MARKS_FROM + Math.floor(rnd() * (MARKS_TO - MARKS_FROM));
    const record: MarkRecord = {
      id: newId(at),
      user_id: users[Math.floor(rnd() * users.length)]!,
      at: new Date(at).toISOString(),
      kind: rnd() < 0.5 ? 'in' : 'out',
      source: 'bench',
      created_at: new Date(at).toISOString(),
    };
    return markItem(org.slug, record);
  };

  const seed = async (from: number, to: number) => {
    const started = performance.now();
    const CHUNK = 5_000;
    for (let i = from; i < to; i += CHUNK) {
      const end = Math.min(to, i + CHUNK);
      const items: Array<Record<string, unknown>> = [];
      for (let j = i; j < end; j++) items.push(enrollment(j), markOf());
      await batchPut(items, 8);
      if ((end - from) % 20_000 === 0 || end === to) options.log(`  history: ${end.toLocaleString('en')} enrollments and marks written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  };

  await seed(0, BASE);
  const small = new Map<string, Measure>();
  for (const page of PAGES) small.set(page.key, await measure(stage, org, page, options.reps));
  await seed(BASE, size);
  const big = new Map<string, Measure>();
  for (const page of PAGES) big.set(page.key, await measure(stage, org, page, options.reps));

  const figures: Record<string, Figure> = {};
  const rows: Array<Array<string | number>> = [];
  for (const page of PAGES) {
    const a = small.get(page.key)!;
    const b = big.get(page.key)!;
    const latencyRatio = ratio(b.p50, a.p50);
    const capacityRatio = ratio(b.capacity, a.capacity);
    const latencyOk = latencyRatio <= LATENCY_TARGET;
    const capacityOk = Math.abs(b.capacity - a.capacity) <= CAPACITY_TOLERANCE * a.capacity;
    figures[`history.${page.key}.p50`] = { value: b.p50, unit: 'ms', floor: a.p50, ratio: latencyRatio, target: `≤ ${LATENCY_TARGET} × (at ${BASE})`, ok: latencyOk, compareBy: 'ratio' };
    figures[`history.${page.key}.capacity`] = { value: b.capacity, unit: 'RCU', floor: a.capacity, ratio: capacityRatio, target: `within ${CAPACITY_TOLERANCE * 100} % of (at ${BASE})`, ok: capacityOk, compareBy: 'value' };
    if (a.rows !== 50 || b.rows !== 50) options.log(`  note: ${page.key} pages hold ${a.rows} / ${b.rows} rows`);
    rows.push([page.label, a.p50, b.p50, `${latencyRatio} ${mark(latencyOk)}`, a.capacity, b.capacity, `${capacityRatio} ${mark(capacityOk)}`]);
  }
  const markdown = [
    `### Page cost against history (${BASE.toLocaleString('en')} vs ${size.toLocaleString('en')} enrollments and attendance marks in one organization; p50 of ${options.reps} sequential requests)`,
    '',
    table(['page', `p50 ms at ${BASE.toLocaleString('en')}`, `p50 ms at ${size.toLocaleString('en')}`, `ratio (≤ ${LATENCY_TARGET})`, `RCU at ${BASE.toLocaleString('en')}`, `RCU at ${size.toLocaleString('en')}`, 'ratio (±10 %)'], rows),
  ].join('\n');
  return { figures, markdown, notes: [`history: ${size.toLocaleString('en')} enrollments (${users.length} users × ${COURSES} courses) and ${size.toLocaleString('en')} marks`] };
}
