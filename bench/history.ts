/**
 * Page cost independent of history (issue #10 part 4, issue #19 part 2): enrollments and
 * attendance marks written straight into the table (BatchWriteItem, parallel chunks) through the
 * entities' own item builders (with the report counters the writes keep): 1,000 of each in one
 * organization, BENCH_HISTORY (default 100,000) of each in another with the same users,
 * courses and tracks (same table). Then, for EVERY report endpoint (each learning report with
 * and without a date range, the four attendance reports), the p50 latency of a page, the two
 * organizations' requests ALTERNATING so that the load of a shared machine weighs on both
 * alike, and the capacity one page consumes (ReturnConsumedCapacity TOTAL, from the SDK
 * responses). A report route without a case here fails the section, like a route without a
 * scenario fails the round trips.
 *
 * Attendance marks have a realistic density in both organizations: the report week holds 4
 * marks per working day for the first 50 users (the users a first page examines; one in five
 * misses a day, so the absences report has rows); the other marks are earlier history, 2 per
 * user and working day. So the
 * comparison is about history, not about how many marks fall in the range.
 */
import { performance } from 'node:perf_hooks';
import { markItem, type MarkRecord } from '../shared/attendance/marks-store';
import { enrollmentCounterItems, enrollmentId, enrollmentItem, type EnrollmentRecord, type EnrollmentStatusValue } from '../shared/learning/enrollments-store';
import { newId } from '../shared/db/ids';
import { createCourse, createTrack } from '../shared/learning/content';
import { LAMBDA_ROUTES } from '../shared/routes';
import { newTestOrg, type TestOrg } from '../infra/local/orgs';
import { batchPut, seedUsers } from '../infra/local/fixtures';
import { send, type HttpRequest } from '../infra/local/http-client';
import type { Stage } from './harness';
import { mark, table, type Figure, type SectionResult } from './results';
import { mapLimit } from '../infra/local/concurrency';
import { median, ratio, round } from './stats';
import { replay, toPlan } from './replay';
import type { RecordedCall } from './harness';

export interface HistoryOptions {
  /** Enrollments and marks of the big organization (BENCH_HISTORY). */
  size: number;
  /** Requests per page measurement. */
  reps: number;
  log: (line: string) => void;
}

const BASE = 1_000;
const COURSES = 200;
const TRACKS = 50;
const ZONE = 'America/Bogota';
const LATENCY_TARGET = 1.25;
const CAPACITY_TOLERANCE = 0.1;
const ENROLLED_FROM = Date.UTC(2020, 0, 1);
const ENROLLED_TO = Date.UTC(2030, 0, 1);
/** The attendance reports' week (Monday to Friday, in the past: absences are not listed after today). */
const WEEK = { from_date: '2026-03-02', to_date: '2026-03-06' };
/** Users with marks in WEEK: a first page of the derived reports examines at least 50 users. */
const WEEK_USERS = 50;
/** Local hours of the four marks of a working day in WEEK (in, out, in, out). */
const WEEK_HOURS = [8, 12, 13, 17];
const STATUSES: EnrollmentStatusValue[] = ['not_started', 'in_progress', 'completed'];

export interface PageCase {
  key: string;
  label: string;
  /** The route measured (every report route needs a case, learning reports one with and one without a range). */
  route: string;
  ranged: boolean;
  request: (org: TestOrg) => HttpRequest;
  /** Why a latency ratio above the target is accepted for this case (its capacity is still held to the tolerance). */
  accepted?: string;
}

const page = (key: string, label: string, route: string, segment: string, query: Record<string, string | number>): PageCase => ({
  key,
  label,
  route,
  ranged: 'from_date' in query || 'to_date' in query,
  request: (org) => ({ method: 'GET', path: `/org/${org.slug}/reports/${segment}/`, query: { page_size: 50, ...query }, token: org.adminKey }),
});

/** A range inside one year (the counters' partial-year case) and one over whole years. */
const PARTIAL_YEAR = { from_date: '2025-03-01', to_date: '2025-09-30' };

export const HISTORY_CASES: PageCase[] = [
  page('general-v2-first', 'general-v2, first page of 50', 'learningGeneralReportV2', 'learning/general-v2', {}),
  page('general-v2-from', 'general-v2, page of 50 from 2025-01-01', 'learningGeneralReportV2', 'learning/general-v2', { from_date: '2025-01-01' }),
  page('courses-all', 'courses, page of 50, no range', 'learningCoursesReport', 'learning/courses', {}),
  page('courses-range', 'courses, page of 50, 2025-03-01..2025-09-30', 'learningCoursesReport', 'learning/courses', PARTIAL_YEAR),
  page('tracks-all', 'tracks, page of 50, no range', 'learningTracksReport', 'learning/tracks', {}),
  page('tracks-range', 'tracks, page of 50, 2025-03-01..2025-09-30', 'learningTracksReport', 'learning/tracks', PARTIAL_YEAR),
  page('users-all', 'users, page of 50, no range', 'learningUsersReport', 'learning/users', {}),
  {
    ...page('users-range', 'users, page of 50, 2024-07-01..2026-06-30', 'learningUsersReport', 'learning/users', { from_date: '2024-07-01', to_date: '2026-06-30' }),
    // Decided 2026-11-25 (docs/decisions/learning.md, "Report counters (#19)"): the same calls and capacity at both sizes.
    accepted: 'a one-time step of DynamoDB Local (sparse vs full counter items), accepted 2026-11-25',
  },
  page('marks-first', 'attendance marks, first page of 50 of the week', 'attendanceMarksReport', 'attendance/marks', WEEK),
  page('marks-mid', 'attendance marks, page of 50 from 2026-03-04', 'attendanceMarksReport', 'attendance/marks', { ...WEEK, from_date: '2026-03-04' }),
  page('daily', 'attendance daily, first page of the week', 'attendanceDailyReport', 'attendance/daily', WEEK),
  page('absences', 'attendance absences, first page of the week', 'attendanceAbsencesReport', 'attendance/absences', WEEK),
  page('summary', 'attendance summary, first page of the week', 'attendanceSummaryReport', 'attendance/summary', WEEK),
];

/** Every report route has a case (learning reports: with and without a range); else the section fails. */
export function missingHistoryCases(cases: readonly PageCase[] = HISTORY_CASES): string[] {
  const missing: string[] = [];
  for (const route of LAMBDA_ROUTES.filter((r) => r.method === 'GET' && r.path.includes('/reports/'))) {
    const own = cases.filter((p) => p.route === route.id);
    if (own.length === 0) missing.push(route.id);
    else if (route.path.includes('/reports/learning/') && !(own.some((c) => c.ranged) && own.some((c) => !c.ranged))) {
      missing.push(`${route.id} (with and without a date range)`);
    }
  }
  return missing;
}

/** Deterministic pseudo-random numbers, so two runs seed the same history. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** An organization with `users` users, COURSES courses and TRACKS tracks (of 2 courses). */
async function historyOrg(users: number): Promise<{ org: TestOrg; users: string[]; contents: Array<{ type: 'course' | 'track'; id: string }> }> {
  const org = await newTestOrg(ZONE);
  // Sorted: the order the reports list users in (the first WEEK_USERS get the week's marks).
  const userIds = (await seedUsers(org.slug, users)).sort();
  const courses = await mapLimit(Array.from({ length: COURSES }), 8, async (_, i) => (await createCourse(org.slug, { title: `History course ${i}` })).id);
  const tracks = await mapLimit(Array.from({ length: TRACKS }), 8, async (_, i) =>
    (await createTrack(org.slug, { title: `History track ${i}`, course_ids: [courses[(2 * i) % COURSES]!, courses[(2 * i + 1) % COURSES]!] })).id,
  );
  return {
    org,
    users: userIds,
    contents: [...courses.map((id) => ({ type: 'course' as const, id })), ...tracks.map((id) => ({ type: 'track' as const, id }))],
  };
}

/** Working days (Monday to Friday) before `date`, newest first. */
function* workingDaysBefore(date: string) {
  for (let ms = Date.parse(`${date}T00:00:00Z`) - 86_400_000; ; ms -= 86_400_000) {
    const day = new Date(ms);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) yield day.toISOString().slice(0, 10);
  }
}

/** A local time of ZONE (Bogota, UTC−5 all year) as a UTC instant. */
const bogota = (date: string, hour: number, minute = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + ((hour + 5) * 60 + minute) * 60_000).toISOString();

/**
 * Writes `count` enrollments with their report counters, and `count` marks. Enrollments are
 * distinct (user, content) pairs drawn at random from the whole users × contents space (ids
 * are deterministic per pair), so a page names ~50 distinct users and contents whatever the
 * history size; dates are uniform over 2020–2029. Marks: the week's (see the top), then
 * earlier history at 2 marks per (user, working day) slot, each slot used once.
 */
async function seedHistory(target: Awaited<ReturnType<typeof historyOrg>>, count: number, seed: number, log: (line: string) => void) {
  const { org, users, contents } = target;
  const rnd = random(seed);
  const space = users.length * contents.length;
  if (count > space) throw new Error('history: not enough (user, content) pairs');
  // Partial Fisher–Yates: the first `count` slots are a uniform sample of pair indexes.
  const pairs = new Uint32Array(space);
  for (let i = 0; i < space; i++) pairs[i] = i;
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(rnd() * (space - i));
    const t = pairs[i]!;
    pairs[i] = pairs[j]!;
    pairs[j] = t;
  }
  const enrollment = (i: number): EnrollmentRecord => {
    const pair = pairs[i]!;
    const userId = users[Math.floor(pair / contents.length)]!;
    const content = contents[pair % contents.length]!;
    const status = STATUSES[Math.floor(rnd() * 3)]!;
    const enrolledAt = new Date(ENROLLED_FROM + Math.floor(rnd() * (ENROLLED_TO - ENROLLED_FROM))).toISOString();
    return {
      id: enrollmentId(org.slug, userId, content.type, content.id),
      user_id: userId,
      content_type: content.type,
      content_id: content.id,
      enrolled_at: enrolledAt,
      status,
      progress: status === 'completed' ? 100 : status === 'in_progress' ? 50 : 0,
      ...(status === 'completed' ? { completed_at: enrolledAt } : {}),
    };
  };
  const markAt = (userId: string, at: string, kind: 'in' | 'out'): Record<string, unknown> => {
    const record: MarkRecord = { id: newId(Date.parse(at)), user_id: userId, at, kind, source: 'bench', created_at: at };
    return markItem(org.slug, record);
  };
  const marks: Array<Record<string, unknown>> = [];
  const weekDays = ['02', '03', '04', '05', '06'].map((d) => `2026-03-${d}`);
  users.slice(0, WEEK_USERS).forEach((userId, u) => {
    for (const day of weekDays) {
      // One user in five misses the Wednesday: the absences report has rows.
      if (u % 5 === 4 && day === '2026-03-04') continue;
      WEEK_HOURS.forEach((hour, i) => marks.push(markAt(userId, bogota(day, hour), i % 2 ? 'out' : 'in')));
    }
  });
  if (marks.length > count) throw new Error('history: the week alone has more marks than the history size');
  const days = workingDaysBefore(WEEK.from_date);
  let day = days.next().value as string;
  for (let slot = 0; marks.length < count; slot++) {
    if (slot > 0 && slot % users.length === 0) day = days.next().value as string;
    const userId = users[slot % users.length]!;
    marks.push(markAt(userId, bogota(day, 9), 'in'));
    if (marks.length < count) marks.push(markAt(userId, bogota(day, 17, 30), 'out'));
  }
  const started = performance.now();
  const allRecords: EnrollmentRecord[] = [];
  const CHUNK = 5_000;
  for (let i = 0; i < count; i += CHUNK) {
    const end = Math.min(count, i + CHUNK);
    const records: EnrollmentRecord[] = [];
    for (let j = i; j < end; j++) records.push(enrollment(j));
    await batchPut([...records.map((r) => enrollmentItem(org.slug, r)), ...marks.slice(i, end)], 8);
    allRecords.push(...records);
    if (end % 20_000 === 0 || end === count) log(`  history: ${end.toLocaleString('en')} enrollments and marks written in ${org.slug} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // The counters as the writes would have kept them, summed over the whole history at once.
  await batchPut(enrollmentCounterItems(org.slug, ZONE, allRecords), 8);
}

/** One request of the page with the recorder in `mode`: its answer (a 200, or the run fails) and the calls it made. */
async function recordedSend(stage: Stage, request: HttpRequest, key: string, mode: { captureCapacity?: true; keepInputs?: true } = {}) {
  Object.assign(stage.recorder, mode);
  stage.recorder.reset();
  const res = await send(stage.baseUrl, request);
  const calls = stage.recorder.reset();
  Object.assign(stage.recorder, { captureCapacity: false, keepInputs: false });
  if (res.status !== 200) throw new Error(`${key}: ${res.status} ${res.text.slice(0, 300)}`);
  return { res, calls };
}

async function capacityOf(stage: Stage, request: HttpRequest, key: string): Promise<{ capacity: number; rows: number }> {
  const { res, calls } = await recordedSend(stage, request, key, { captureCapacity: true });
  return { capacity: round(calls.filter((c) => c.phase === 'function').reduce((sum, c) => sum + (c.capacity ?? 0), 0), 2), rows: res.body.results.length };
}

/** The DynamoDB calls (authorizer and function) one request of the page makes, as a plan to replay. */
async function callsOf(stage: Stage, request: HttpRequest, key: string): Promise<RecordedCall[][]> {
  const { calls } = await recordedSend(stage, request, key, { keepInputs: true });
  return toPlan(calls.filter((c) => c.phase !== 'outside'));
}

async function replayed(plan: RecordedCall[][]): Promise<number> {
  const t0 = performance.now();
  await replay(plan);
  return performance.now() - t0;
}

/** Milliseconds covered by the calls (overlapping ones once): the request's time inside DynamoDB (SDK included). */
export function callTime(calls: ReadonlyArray<Pick<RecordedCall, 'start' | 'end'>>): number {
  let covered = 0;
  let until = -Infinity;
  for (const { start, end } of [...calls].sort((a, b) => a.start - b.start)) {
    if (end <= until) continue;
    covered += end - Math.max(start, until);
    until = end;
  }
  return covered;
}

/** One request of the page: its latency, and how much of it its DynamoDB calls took (authorizer and function). */
async function timed(stage: Stage, request: HttpRequest, key: string): Promise<{ ms: number; calls: number }> {
  const t0 = performance.now();
  const { calls } = await recordedSend(stage, request, key);
  return { ms: performance.now() - t0, calls: callTime(calls.filter((c) => c.phase !== 'outside')) };
}

/**
 * Why a page missed its latency target, from this run's figures: when its calls replayed alone
 * take the step (same calls, same capacity), the step is the engine's, not the page's work.
 */
export function stepCause(m: { qa: number; qb: number; insideA: number; insideB: number; outsideA: number; outsideB: number; capacityOk: boolean }): string {
  const engine =
    `within the page its DynamoDB calls went ${m.insideA} → ${m.insideB} ms (× ${ratio(m.insideB, m.insideA)}) and the rest ${m.outsideA} → ${m.outsideB} ms` +
    ` (× ${ratio(m.outsideB, m.outsideA)}); the same calls replayed alone ${m.qa} → ${m.qb} ms`;
  const engineStep = m.insideB - m.insideA;
  const restStep = m.outsideB - m.outsideA;
  // The engine's when the page's calls take the step (they went above the target themselves, and
  // more than the rest did) and the rest stays within the target.
  const callsAbove = m.insideB > LATENCY_TARGET * m.insideA;
  if (m.capacityOk && callsAbove && engineStep >= restStep && m.outsideB <= LATENCY_TARGET * m.outsideA) {
    return `${engine}: the step is DynamoDB Local's time for the same calls and read units (docs/decisions/performance.md, "History pages: the engine's step")`;
  }
  if (m.insideB <= LATENCY_TARGET * m.insideA && m.outsideB <= LATENCY_TARGET * m.outsideA) {
    return `${engine}: neither part took the step, the page's p50 did: its slow requests were slow in one part or the other, not a cost of the history (docs/decisions/performance.md, "History pages: the engine's step")`;
  }
  return `${engine}: not explained by the engine`;
}

export async function historyCost(stage: Stage, options: HistoryOptions): Promise<SectionResult> {
  const missing = missingHistoryCases();
  if (missing.length) throw new Error(`history: report routes without a case in bench/history.ts: ${missing.join(', ')}`);
  const size = Math.max(options.size, BASE);
  // At least 500 users: a page of 50 random pairs then names ~50 distinct users at any size.
  const users = Math.max(500, Math.ceil(size / COURSES) + 1);
  const [small, big] = await Promise.all([historyOrg(users), historyOrg(users)]);
  await seedHistory(small, BASE, 1, options.log);
  await seedHistory(big, size, 2, options.log);

  const figures: Record<string, Figure> = {};
  const rows: Array<Array<string | number>> = [];
  for (const page of HISTORY_CASES) {
    const a = page.request(small.org);
    const b = page.request(big.org);
    for (let i = 0; i < 10; i++) {
      await send(stage.baseUrl, a);
      await send(stage.baseUrl, b);
    }
    const ca = await capacityOf(stage, a, page.key);
    const cb = await capacityOf(stage, b, page.key);
    // The engine's share: the very calls of one request of each page, replayed straight through
    // the SDK in the same alternation (no HTTP, no handler): what DynamoDB Local takes for them.
    const [planA, planB] = [await callsOf(stage, a, page.key), await callsOf(stage, b, page.key)];
    const ta: number[] = [];
    const tb: number[] = [];
    // Per request: the time inside its DynamoDB calls, and the rest (gateway, handlers, HTTP).
    const [ia, ib, oa, ob]: [number[], number[], number[], number[]] = [[], [], [], []];
    const ra: number[] = [];
    const rb: number[] = [];
    const measure = async (request: HttpRequest, times: number[], inside: number[], outside: number[]) => {
      const { ms, calls } = await timed(stage, request, page.key);
      times.push(ms);
      inside.push(calls);
      outside.push(ms - calls);
    };
    for (let i = 0; i < options.reps; i++) {
      // Alternate which goes first, too.
      if (i % 2) {
        await measure(a, ta, ia, oa);
        await measure(b, tb, ib, ob);
        ra.push(await replayed(planA));
        rb.push(await replayed(planB));
      } else {
        await measure(b, tb, ib, ob);
        await measure(a, ta, ia, oa);
        rb.push(await replayed(planB));
        ra.push(await replayed(planA));
      }
    }
    stage.recorder.reset();
    const pa = round(median(ta));
    const pb = round(median(tb));
    const [qa, qb] = [round(median(ra)), round(median(rb))];
    const [insideA, insideB, outsideA, outsideB] = [round(median(ia)), round(median(ib)), round(median(oa)), round(median(ob))];
    const latencyRatio = ratio(pb, pa);
    const capacityRatio = ratio(cb.capacity, ca.capacity);
    const capacityOk = Math.abs(cb.capacity - ca.capacity) <= CAPACITY_TOLERANCE * ca.capacity;
    const latencyOk = median(tb) / median(ta) <= LATENCY_TARGET || (page.accepted !== undefined && capacityOk);
    figures[`history.${page.key}.p50`] = {
      value: pb, unit: 'ms', floor: pa, ratio: latencyRatio, target: `≤ ${LATENCY_TARGET} × (at ${BASE})${page.accepted ? `; above it: ${page.accepted}` : ''}`, ok: latencyOk, compareBy: 'ratio',
      ...(latencyOk ? {} : { cause: stepCause({ qa, qb, insideA, insideB, outsideA, outsideB, capacityOk }) }),
    };
    figures[`history.${page.key}.calls-replayed.p50`] = { value: qb, unit: 'ms', floor: qa, ratio: ratio(qb, qa), compareBy: 'ratio', detail: true };
    figures[`history.${page.key}.capacity`] = { value: cb.capacity, unit: 'RCU', floor: ca.capacity, ratio: capacityRatio, target: `within ${CAPACITY_TOLERANCE * 100} % of (at ${BASE})`, ok: capacityOk, compareBy: 'value' };
    if (ca.rows !== 50 || cb.rows !== 50) options.log(`  note: ${page.key} pages hold ${ca.rows} / ${cb.rows} rows`);
    figures[`history.${page.key}.rest.p50`] = { value: outsideB, unit: 'ms', floor: outsideA, ratio: ratio(outsideB, outsideA), compareBy: 'ratio', detail: true };
    rows.push([
      page.label, pa, pb, `${latencyRatio} ${mark(latencyOk)}`, `${insideA} / ${insideB}`, `${outsideA} / ${outsideB}`, `${qa} / ${qb} (× ${ratio(qb, qa)})`,
      ca.capacity, cb.capacity, `${capacityRatio} ${mark(capacityOk)}`,
    ]);
    options.log(`  ${page.key}: p50 ${pa} ms at ${BASE}, ${pb} ms at ${size} (× ${latencyRatio}); in its calls ${insideA} / ${insideB} ms, the rest ${outsideA} / ${outsideB} ms; replayed ${qa} / ${qb} ms; ${ca.capacity} vs ${cb.capacity} RCU`);
  }
  const markdown = [
    `### Page cost against history (${BASE.toLocaleString('en')} vs ${size.toLocaleString('en')} enrollments and attendance marks, two organizations of one table, ${users} users × ${COURSES} courses and ${TRACKS} tracks each; p50 of ${options.reps} requests, alternating)`,
    '',
    table(
      [
        'page', `p50 ms at ${BASE.toLocaleString('en')}`, `p50 ms at ${size.toLocaleString('en')}`, `ratio (≤ ${LATENCY_TARGET})`,
        'in its DynamoDB calls, p50 ms at each size', 'the rest, p50 ms at each size', 'its calls replayed alone, p50 ms at each size',
        `RCU at ${BASE.toLocaleString('en')}`, `RCU at ${size.toLocaleString('en')}`, 'ratio (±10 %)',
      ],
      rows,
    ),
    '',
    "In its DynamoDB calls: per request, the time its calls (authorizer and function, SDK included, overlapping calls once) took within it; the rest is the gateway, the handlers and the HTTP hop. Replayed alone: the very calls one request of the page made (the same keys, projections and limits), sent straight through the SDK in the same alternation, no HTTP and no handler.",
  ].join('\n');
  return { figures, markdown, notes: [`history: ${BASE.toLocaleString('en')} and ${size.toLocaleString('en')} enrollments and as many attendance marks (${users} users × ${COURSES} courses and ${TRACKS} tracks per organization; the week's marks: 4 per working day for ${WEEK_USERS} users)`] };
}
