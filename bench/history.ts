/**
 * Page cost independent of history (issue #10, part 4): enrollments and attendance marks written
 * straight into the table (BatchWriteItem, parallel chunks) through the entities' own item
 * builders: 1,000 of each in one organization, BENCH_HISTORY (default 100,000) of each in
 * another with the same users and courses layout (same table). Then the p50 latency of a
 * general-v2 report page of 50 and of an attendance marks report page of 50 (first page, and a
 * page starting mid-history), the two organizations' requests ALTERNATING so that the load of a
 * shared machine weighs on both alike, and the capacity one page consumes
 * (ReturnConsumedCapacity TOTAL, from the SDK responses).
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

/** An organization with `users` users and COURSES courses. */
async function historyOrg(users: number): Promise<{ org: TestOrg; users: string[]; courses: string[] }> {
  const org = await newTestOrg('America/Bogota');
  const userIds = await seedUsers(org.slug, users);
  const courses = await mapLimit(Array.from({ length: COURSES }), 8, async (_, i) => (await createCourse(org.slug, { title: `History course ${i}` })).id);
  return { org, users: userIds, courses };
}

/**
 * Writes `count` enrollments and `count` marks. Enrollments are distinct (user, course) pairs
 * drawn at random from the whole users × courses space (ids are deterministic per pair), so a
 * page names ~50 distinct users and courses whatever the history size; dates are uniform over
 * 2020–2029 (enrollments) and 90 days of 2029 (marks).
 */
async function seedHistory(target: { org: TestOrg; users: string[]; courses: string[] }, count: number, seed: number, log: (line: string) => void) {
  const { org, users, courses } = target;
  const rnd = random(seed);
  const space = users.length * courses.length;
  if (count > space) throw new Error('history: not enough (user, course) pairs');
  // Partial Fisher–Yates: the first `count` slots are a uniform sample of pair indexes.
  const pairs = new Uint32Array(space);
  for (let i = 0; i < space; i++) pairs[i] = i;
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rnd() * (space - i));
    const t = pairs[i]!;
    pairs[i] = pairs[j]!;
    pairs[j] = t;
  }
  const enrollment = (i: number): Record<string, unknown> => {
    const pair = pairs[i]!;
    const userId = users[Math.floor(pair / courses.length)]!;
    const contentId = courses[pair % courses.length]!;
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
  const started = performance.now();
  const CHUNK = 5_000;
  for (let i = 0; i < count; i += CHUNK) {
    const end = Math.min(count, i + CHUNK);
    const items: Array<Record<string, unknown>> = [];
    for (let j = i; j < end; j++) items.push(enrollment(j), markOf());
    await batchPut(items, 8);
    if (end % 20_000 === 0 || end === count) log(`  history: ${end.toLocaleString('en')} enrollments and marks written in ${org.slug} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
}

async function capacityOf(stage: Stage, request: HttpRequest, key: string): Promise<{ capacity: number; rows: number }> {
  stage.recorder.captureCapacity = true;
  stage.recorder.reset();
  const res = await send(stage.baseUrl, request);
  const calls = stage.recorder.reset();
  stage.recorder.captureCapacity = false;
  if (res.status !== 200) throw new Error(`${key}: ${res.status} ${res.text.slice(0, 300)}`);
  return { capacity: round(calls.filter((c) => c.phase === 'function').reduce((sum, c) => sum + (c.capacity ?? 0), 0), 2), rows: res.body.results.length };
}

async function timed(stage: Stage, request: HttpRequest, key: string): Promise<number> {
  const t0 = performance.now();
  const res = await send(stage.baseUrl, request);
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${key}: ${res.status} ${res.text.slice(0, 300)}`);
  return ms;
}

export async function historyCost(stage: Stage, options: HistoryOptions): Promise<SectionResult> {
  const size = Math.max(options.size, BASE);
  // At least 500 users: a page of 50 random pairs then names ~50 distinct users at any size.
  const users = Math.max(500, Math.ceil(size / COURSES) + 1);
  const [small, big] = await Promise.all([historyOrg(users), historyOrg(users)]);
  await seedHistory(small, BASE, 1, options.log);
  await seedHistory(big, size, 2, options.log);

  const figures: Record<string, Figure> = {};
  const rows: Array<Array<string | number>> = [];
  for (const page of PAGES) {
    const a = page.request(small.org);
    const b = page.request(big.org);
    for (let i = 0; i < 10; i++) {
      await send(stage.baseUrl, a);
      await send(stage.baseUrl, b);
    }
    const ca = await capacityOf(stage, a, page.key);
    const cb = await capacityOf(stage, b, page.key);
    const ta: number[] = [];
    const tb: number[] = [];
    for (let i = 0; i < options.reps; i++) {
      // Alternate which goes first, too.
      if (i % 2) {
        ta.push(await timed(stage, a, page.key));
        tb.push(await timed(stage, b, page.key));
      } else {
        tb.push(await timed(stage, b, page.key));
        ta.push(await timed(stage, a, page.key));
      }
    }
    stage.recorder.reset();
    const pa = round(median(ta));
    const pb = round(median(tb));
    const latencyRatio = ratio(pb, pa);
    const capacityRatio = ratio(cb.capacity, ca.capacity);
    const latencyOk = median(tb) / median(ta) <= LATENCY_TARGET;
    const capacityOk = Math.abs(cb.capacity - ca.capacity) <= CAPACITY_TOLERANCE * ca.capacity;
    figures[`history.${page.key}.p50`] = { value: pb, unit: 'ms', floor: pa, ratio: latencyRatio, target: `≤ ${LATENCY_TARGET} × (at ${BASE})`, ok: latencyOk, compareBy: 'ratio' };
    figures[`history.${page.key}.capacity`] = { value: cb.capacity, unit: 'RCU', floor: ca.capacity, ratio: capacityRatio, target: `within ${CAPACITY_TOLERANCE * 100} % of (at ${BASE})`, ok: capacityOk, compareBy: 'value' };
    if (ca.rows !== 50 || cb.rows !== 50) options.log(`  note: ${page.key} pages hold ${ca.rows} / ${cb.rows} rows`);
    rows.push([page.label, pa, pb, `${latencyRatio} ${mark(latencyOk)}`, ca.capacity, cb.capacity, `${capacityRatio} ${mark(capacityOk)}`]);
    options.log(`  ${page.key}: p50 ${pa} ms at ${BASE}, ${pb} ms at ${size} (× ${latencyRatio}); ${ca.capacity} vs ${cb.capacity} RCU`);
  }
  const markdown = [
    `### Page cost against history (${BASE.toLocaleString('en')} vs ${size.toLocaleString('en')} enrollments and attendance marks, two organizations of one table, ${users} users × ${COURSES} courses each; p50 of ${options.reps} requests, alternating)`,
    '',
    table(['page', `p50 ms at ${BASE.toLocaleString('en')}`, `p50 ms at ${size.toLocaleString('en')}`, `ratio (≤ ${LATENCY_TARGET})`, `RCU at ${BASE.toLocaleString('en')}`, `RCU at ${size.toLocaleString('en')}`, 'ratio (±10 %)'], rows),
  ].join('\n');
  return { figures, markdown, notes: [`history: ${BASE.toLocaleString('en')} and ${size.toLocaleString('en')} enrollments and as many attendance marks (${users} users × ${COURSES} courses per organization)`] };
}
