/**
 * Bulk assignment (issue #10, part 5): assign-course of 1,000 users in one call (the API's cap,
 * MAX_ASSIGN_USERS), and of 2,000 users as two sequential calls of 1,000, against DynamoDB
 * Local through the local gateway. Wall time seen by the client; median of `reps` rounds (after one discarded
 * warm-up call), each with a fresh course and fresh users.
 */
import { performance } from 'node:perf_hooks';
import { MAX_ASSIGN_USERS } from '../shared/learning/schemas';
import { createTableIfMissing } from '../shared/db/create-table';
import { localClient } from '../infra/local/dynamodb-local';
import type { World } from '../infra/local/fixtures';
import { startGroupRulesWorker } from '../infra/local/group-rules-worker';
import { send } from '../infra/local/http-client';
import type { Stage } from './harness';
import { mark, table, type Figure, type SectionResult } from './results';
import { median, percentile, ratio, round } from './stats';

/** #43 §3: assign-course of 1,000 users ≤ 2 s, two calls of 1,000 ≤ 2.0 × one (the earlier targets were 3 s and 2.2 ×). */
const ONE_CALL_TARGET_MS = 2000;
const TWO_CALLS_TARGET = 2.0;

async function assign(stage: Stage, world: World, courseId: string, userIds: string[]): Promise<number> {
  const t0 = performance.now();
  const res = await send(stage.baseUrl, {
    method: 'POST',
    path: `/org/${world.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`,
    body: { course_id: courseId, user_ids: userIds },
    token: world.adminKey,
  });
  const ms = performance.now() - t0;
  if (res.status !== 200 || res.body.assigned.length !== userIds.length) {
    throw new Error(`assign-course of ${userIds.length} answered ${res.status}, ${res.body?.assigned?.length} assigned: ${res.text.slice(0, 300)}`);
  }
  return ms;
}

/**
 * Why two calls of 1,000 took more than twice one, from the same rounds: whether the second
 * 1,000 cost more than the first (a cost that grows with the users already assigned), or both
 * calls of the pair were slower than the single one alike (the same work, at a slower moment).
 */
export function pairCause(single: number, first: number, second: number): string {
  const text = `the pair's first call took p50 ${round(first, 0)} ms and its second ${round(second, 0)} ms, against ${round(single, 0)} ms for the single call`;
  if (second > first * 1.05) return `${text}: the second 1,000 cost ${round((second / first - 1) * 100, 0)} % more than the first, a step with the users already assigned`;
  const off = (ms: number) => `${ms >= single ? '+' : ''}${round((ms / single - 1) * 100, 1)} %`;
  return `${text}: no step from the first 1,000 to the second; the pair's calls were ${off(first)} and ${off(second)} against the single one, each the same work`;
}

export async function bulkAssign(stage: Stage, world: World, options: { reps: number; log: (line: string) => void }): Promise<SectionResult> {
  const n = MAX_ASSIGN_USERS;
  const one: number[] = [];
  const two: number[] = [];
  // The pair's calls apart: whether the second 1,000 cost more than the first (a step with N).
  const firsts: number[] = [];
  const seconds: number[] = [];
  stage.recorder.enabled = false;
  try {
    // Warm-up, discarded: the first bulk call of a process pays for JIT and DynamoDB Local's own warm-up.
    await assign(stage, world, await world.course(), await world.users(n));
    for (let r = 0; r < options.reps; r++) {
      const [users, courseA, courseB] = await Promise.all([world.users(2 * n), world.course(), world.course()]);
      // Which goes first alternates: the table grows as the rounds go. Which of the round's two
      // fresh courses each side gets alternates too: calls on the second one ran slower in most
      // rounds whichever side had it (2 x 1,000 came out 2.05 x one way round and 1.95 x the
      // other on 2026-11-28, 1.96 x alternating), a difference of DynamoDB Local's, not of N.
      const [course1, course2] = r % 2 ? [courseB, courseA] : [courseA, courseB];
      const single = () => assign(stage, world, course1, users.slice(0, n)).then((ms) => one.push(ms));
      let first = 0;
      let second = 0;
      const pair = async () => {
        first = await assign(stage, world, course2, users.slice(0, n));
        second = await assign(stage, world, course2, users.slice(n));
        two.push(first + second);
        firsts.push(first);
        seconds.push(second);
      };
      if (r % 2) {
        await pair();
        await single();
      } else {
        await single();
        await pair();
      }
      options.log(`  bulk round ${r + 1}: ${round(one.at(-1)!, 0)} ms for ${n}; ${round(first, 0)} + ${round(second, 0)} ms for 2 × ${n}`);
    }
  } finally {
    stage.recorder.enabled = true;
  }
  const t1 = round(median(one), 0);
  const t2 = round(median(two), 0);
  // Judged on the unrounded medians: a rounded 2.2 must not pass for 2.204.
  const twoOk = median(two) / median(one) <= TWO_CALLS_TARGET;
  const oneOk = median(one) <= ONE_CALL_TARGET_MS;
  const figures: Record<string, Figure> = {
    'bulk.assign-1000.ms': { value: t1, unit: 'ms', target: `≤ ${ONE_CALL_TARGET_MS} ms`, ok: oneOk, compareBy: 'value' },
    'bulk.assign-2x1000.ms': {
      value: t2, unit: 'ms', floor: t1, ratio: ratio(t2, t1), target: `≤ ${TWO_CALLS_TARGET} × (1,000)`, ok: twoOk, compareBy: 'ratio',
      ...(twoOk ? {} : { cause: pairCause(median(one), median(firsts), median(seconds)) }),
    },
  };
  const markdown = [
    `### Bulk assign-course against DynamoDB Local (median of ${options.reps} round(s); the API takes at most ${n} users per call, so 2,000 = two sequential calls)`,
    '',
    table(
      ['assignment', 'ms', 'target'],
      [
        [`${n.toLocaleString('en')} users, one call`, t1, `≤ ${ONE_CALL_TARGET_MS} ms ${mark(oneOk)}`],
        [`${(2 * n).toLocaleString('en')} users, two calls of ${n.toLocaleString('en')}`, `${t2} (${ratio(t2, t1)} × the 1,000)`, `≤ ${TWO_CALLS_TARGET} × ${mark(twoOk)}`],
      ],
    ),
  ].join('\n');
  return { figures, markdown };
}

// ---------------------------------------------------------------------------------------------
// Enrollment rules of groups (#42 §2, §3, §6)

/** #42 §2: a rule on a group of 1,000 members answers within the request in ≤ 2 s on these machines. */
const RULE_INLINE_TARGET_MS = 2_000;
/** #42 §2: 10,000 members (a job) complete in ≤ 60 s locally. */
const RULE_JOB_TARGET_MS = 60_000;
/** #42 §3: a member added is enrolled within 2 s (p95) of the answer that added them. */
const MEMBER_ADDED_TARGET_P95_MS = 2_000;

/** A group of `n` new members (through the groups store: its transactions, its member count). */
async function groupOf(world: World, n: number): Promise<string> {
  const { createGroup, addMembers } = await import('../shared/groups/groups-store');
  const group = await createGroup(world.slug, { name: world.unique('Bench group') }, new Date());
  const users = await world.users(n);
  for (let i = 0; i < users.length; i += 1_000) await addMembers(world.slug, group.id, users.slice(i, i + 1_000), new Date());
  return group.id;
}

const rulesPath = (world: World, groupId: string) => `/org/${world.slug}/groups/${groupId}/enrollment-rules/`;

/**
 * A rule on 1,000 members (inline, 201: the POST's wall time), on 10,000 members (202, then the
 * job driven by the table stream through the local worker until `GET …/jobs/{id}/` says done) and
 * members added one at a time through `PUT …/members/{user_id}/` until their enrollment is listed.
 */
export async function bulkGroupRules(stage: Stage, world: World, options: { members: number[]; adds: number; log: (line: string) => void }): Promise<SectionResult> {
  const figures: Record<string, Figure> = {};
  const rows: string[][] = [];
  stage.recorder.enabled = false;
  try {
    // Inline: no stream needed (DynamoDB Local's stream slows its writes; create-table.ts).
    const inlineGroup = await groupOf(world, 1_000);
    const t0 = performance.now();
    const inline = await world.api({ method: 'POST', path: rulesPath(world, inlineGroup), body: { content_type: 'course', content_id: await world.course() } }, 201);
    const inlineMs = round(performance.now() - t0, 0);
    if (inline.body.result.enrolled !== 1_000) throw new Error(`rule on 1,000 members enrolled ${inline.body.result.enrolled}`);
    options.log(`  rule on 1,000 members (inline): ${inlineMs} ms`);
    const inlineOk = inlineMs <= RULE_INLINE_TARGET_MS;
    figures['bulk.rule-1000.ms'] = { value: inlineMs, unit: 'ms', target: `≤ ${RULE_INLINE_TARGET_MS} ms`, ok: inlineOk, compareBy: 'value' };
    rows.push(['rule on 1,000 members (201, within the request)', `${inlineMs} ms`, `≤ ${RULE_INLINE_TARGET_MS} ms ${mark(inlineOk)}`]);

    // The job and later members: the stream on, and the worker that reads it.
    const client = localClient(stage.endpoint);
    await createTableIfMissing(client, process.env.TABLE_NAME!, { stream: true });
    client.destroy();
    const worker = await startGroupRulesWorker({ endpoint: stage.endpoint, tableName: process.env.TABLE_NAME! });
    try {
      for (const n of options.members) {
        const group = await groupOf(world, n);
        const t1 = performance.now();
        const created = await world.api({ method: 'POST', path: rulesPath(world, group), body: { content_type: 'course', content_id: await world.course() } }, 202);
        let job = created.body.job;
        while (job.status !== 'done') {
          if (performance.now() - t1 > 10 * RULE_JOB_TARGET_MS) throw new Error(`job of ${n} members not done after ${10 * RULE_JOB_TARGET_MS} ms (${job.done} done)`);
          await new Promise((r) => setTimeout(r, 250));
          job = (await world.api({ method: 'GET', path: `/org/${world.slug}/jobs/${job.id}/` }, 200)).body;
        }
        const jobMs = round(performance.now() - t1, 0);
        // `done` counts every member enrolled, by the job or (its split of enrolled / already
        // enrolled says so) by the member-added path when the stream brought a membership after the rule.
        if (job.done !== n || job.failed !== 0) throw new Error(`job of ${n} members: ${JSON.stringify(job)}`);
        options.log(`  rule on ${n.toLocaleString('en')} members (job): ${jobMs} ms`);
        const ok = jobMs <= RULE_JOB_TARGET_MS;
        figures[`bulk.rule-${n}.ms`] = { value: jobMs, unit: 'ms', target: `≤ ${RULE_JOB_TARGET_MS} ms`, ok, compareBy: 'value' };
        rows.push([`rule on ${n.toLocaleString('en')} members (202, the job until done)`, `${jobMs} ms`, `≤ ${RULE_JOB_TARGET_MS / 1000} s ${mark(ok)}`]);
      }

      const group = await groupOf(world, 0);
      const course = await world.course();
      await world.api({ method: 'POST', path: rulesPath(world, group), body: { content_type: 'course', content_id: course } }, 201);
      const latencies: number[] = [];
      for (const userId of await world.users(options.adds)) {
        await world.api({ method: 'PUT', path: `/org/${world.slug}/groups/${group}/members/${userId}/` });
        const answered = performance.now();
        for (;;) {
          const listed = await world.api({ method: 'GET', path: `/org/${world.slug}/learning/enrollments/`, query: { user_id: userId } }, 200);
          if (listed.body.results.length) break;
          if (performance.now() - answered > 30_000) throw new Error('no enrollment of an added member within 30 s');
          await new Promise((r) => setTimeout(r, 20));
        }
        latencies.push(performance.now() - answered);
      }
      const p50 = round(percentile(latencies, 50), 0);
      const p95 = round(percentile(latencies, 95), 0);
      options.log(`  member added → enrollment visible: p50 ${p50} ms, p95 ${p95} ms over ${latencies.length}`);
      const ok = p95 <= MEMBER_ADDED_TARGET_P95_MS;
      figures['bulk.member-added.p95'] = { value: p95, unit: 'ms', target: `≤ ${MEMBER_ADDED_TARGET_P95_MS} ms`, ok, compareBy: 'value' };
      figures['bulk.member-added.p50'] = { value: p50, unit: 'ms', compareBy: 'value', detail: true };
      rows.push([`member added → enrollment listed (p95 of ${latencies.length}; p50 ${p50} ms)`, `${p95} ms`, `≤ ${MEMBER_ADDED_TARGET_P95_MS} ms ${mark(ok)}`]);
    } finally {
      await worker.stop();
    }
  } finally {
    stage.recorder.enabled = true;
  }
  const markdown = [
    '### Enrollment rules of groups against DynamoDB Local (#42: one run each)',
    '',
    table(['case', 'time', 'target'], rows),
    '',
    'A rule writes what assign-course writes (transactions of 32 enrollments with one update per counter item); a job advances 1,000 members per stream record through the local stream worker (infra/local/group-rules-worker.ts); a member added is enrolled from the stream record of their membership.',
  ].join('\n');
  return { figures, markdown };
}
