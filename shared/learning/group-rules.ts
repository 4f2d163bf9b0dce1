import { ApiError } from '../errors/api-error';
import { newId } from '../db/ids';
import type { Page, PageRequest } from '../db/query-page';
import { getUserRecord, getUserRecords } from '../directory/users-store';
import { groupIdsOfUser, listMemberIds, requireGroup as requireStoredGroup } from '../groups/groups-store';
import { requireOrganization } from '../tenancy/organizations';
import { mayShard } from './counters-store';
import { enrollmentGroupOf, type EnrollmentPlan } from './assign';
import { requireCourse, requireTrack } from './content';
import { insertEnrollmentGroups } from './enrollments-store';
import {
  advanceJob,
  deleteRule,
  getJob,
  getRule,
  listRulesPage,
  putNewRule,
  rulesOfGroup,
  type ChunkCounts,
  type EnrollmentRuleRecord,
  type JobRecord,
} from './group-rules-store';

/**
 * Enrollment rules of groups (#42; docs/decisions/learning.md, "Enrollment rules of groups"): a
 * course or track assigned to a group enrolls every member, today's (when the rule is made) and
 * tomorrow's (the table stream's membership records, ./group-rules-stream.ts). Every enrollment
 * is the one assign-course / assign-track would write (its deterministic id, a Put conditional
 * on not existing, the report counters in the same transaction: enrollments-store.ts), with
 * `source: group_rule`, so however many paths reach one user (two groups, a retried chunk, a
 * member added, removed and added again) the user is enrolled once and counted once.
 */

/** Members a POST enrolls within the request; a larger group gets a job (202). */
export const INLINE_MEMBERS = 1000;
/** Members per chunk of a job: one chunk per stream record (about 32 transactions for a course). */
export const JOB_CHUNK = 1000;

export interface RuleInput {
  content_type: 'course' | 'track';
  content_id: string;
  due_date?: string;
}

/** What enrolling some members did. */
export type RunCounts = ChunkCounts;

export interface RuleCreated {
  /** 201: every member handled within the request (`result`); 202: a job does it (`job`). */
  status: 201 | 202;
  rule: EnrollmentRuleRecord;
  result?: RunCounts;
  job?: JobRecord;
}

const requireGroup = (slug: string, groupId: string) => requireStoredGroup(slug, groupId, { consistent: true });

/** The content a rule names, as an enrollment plan (404 for another organization's or an unknown one). */
async function planOf(slug: string, rule: Pick<EnrollmentRuleRecord, 'id' | 'group_id' | 'content_type' | 'content_id' | 'due_date'>, now: Date): Promise<EnrollmentPlan> {
  let courseIds: string[] = [];
  if (rule.content_type === 'track') courseIds = (await requireTrack(slug, rule.content_id)).course_ids;
  else await requireCourse(slug, rule.content_id);
  return {
    type: rule.content_type,
    contentId: rule.content_id,
    courseIds,
    ...(rule.due_date !== undefined ? { due_date: rule.due_date } : {}),
    enrolledAt: now.toISOString(),
    source: { type: 'group_rule', rule_id: rule.id, group_id: rule.group_id },
  };
}

/**
 * Enrolls these members as the plan says: the active ones (like assign: an inactive user, or one
 * hidden from SCIM, is not enrolled), in transactions of many enrollments with one counter update
 * per counter item (insertEnrollmentGroups). Counts: enrolled now, enrolled already, not enrolled.
 */
export async function enrollMembers(slug: string, plan: EnrollmentPlan, userIds: readonly string[]): Promise<RunCounts> {
  if (userIds.length === 0) return { enrolled: 0, already_enrolled: 0, failed: 0 };
  const users = await getUserRecords(slug, userIds);
  const eligible = userIds.filter((id) => users.get(id)?.status === 'active');
  const org = await requireOrganization(slug);
  const outcomes = await insertEnrollmentGroups(slug, org.timezone, eligible.map((id) => enrollmentGroupOf(slug, id, plan)), { shard: mayShard(org) });
  const enrolled = outcomes.filter((o) => o.status === 'created').length;
  return { enrolled, already_enrolled: outcomes.length - enrolled, failed: userIds.length - eligible.length };
}

/**
 * How long the request that made a job works on it alone (JobRecord.lease_until): the stream
 * worker, seeing the job, waits for the request to advance or finish it, and takes over only once
 * this has passed (the request died), so a crash never leaves members unenrolled and the two
 * never run one chunk side by side.
 */
export const REQUEST_LEASE_MS = 30_000;

/**
 * POST …/enrollment-rules/: the rule is written FIRST (with its content lock: 409 for the same
 * content twice, and, for a group with members, the job that enrolls them), then the members are
 * read (strongly consistent) and enrolled. A member added while this runs is either read here or
 * added after the rule existed, and then the stream worker finds the rule: nobody is missed, and
 * nobody is enrolled twice (conditional Puts).
 * Up to INLINE_MEMBERS members (the group's count): the request runs the job's chunk itself under
 * its lease (201 with the result); more: the stream worker runs the job (202). Either way the job
 * is durable: a request that dies is replaced by the worker once its lease has passed. A group
 * without members gets no job (its rule is the whole write; a member added meanwhile is enrolled
 * here, or by the worker).
 */
export async function createEnrollmentRule(slug: string, groupId: string, input: RuleInput, now = new Date()): Promise<RuleCreated> {
  const group = await requireGroup(slug, groupId);
  const rule: EnrollmentRuleRecord = {
    id: newId(now.getTime()),
    group_id: groupId,
    content_type: input.content_type,
    content_id: input.content_id,
    ...(input.due_date !== undefined ? { due_date: input.due_date } : {}),
    created_at: now.toISOString(),
  };
  const plan = await planOf(slug, rule, now);
  if (group.member_count === 0) {
    await putRuleOr409(slug, rule);
    const { userIds } = await listMemberIds(slug, groupId, { limit: INLINE_MEMBERS });
    return { status: 201, rule, result: await enrollMembers(slug, plan, userIds) };
  }
  const inline = group.member_count <= INLINE_MEMBERS;
  const job: JobRecord = {
    id: newId(now.getTime()),
    kind: 'enrollment_rule',
    status: 'running',
    rule_id: rule.id,
    group_id: groupId,
    content_type: rule.content_type,
    content_id: rule.content_id,
    ...(rule.due_date !== undefined ? { due_date: rule.due_date } : {}),
    total: group.member_count,
    done: 0,
    failed: 0,
    enrolled: 0,
    already_enrolled: 0,
    ...(inline ? { lease_until: new Date(now.getTime() + REQUEST_LEASE_MS).toISOString() } : {}),
    created_at: rule.created_at,
    updated_at: rule.created_at,
  };
  rule.job_id = job.id;
  await putRuleOr409(slug, rule, job);
  if (!inline) return { status: 202, rule, job };
  let current: JobRecord | null = job;
  while (current?.status === 'running') {
    await runJobChunk(slug, job.id, current.cursor, { plan });
    current = await getJob(slug, job.id);
  }
  const finished = current ?? job;
  return { status: 201, rule, result: { enrolled: finished.enrolled, already_enrolled: finished.already_enrolled, failed: finished.failed } };
}

async function putRuleOr409(slug: string, rule: EnrollmentRuleRecord, job?: JobRecord): Promise<void> {
  const outcome = await putNewRule(slug, rule, job);
  if (outcome.status === 'content_taken') throw new ApiError('enrollment_rule_exists', 'The group already has an enrollment rule for this content.');
}

export async function listEnrollmentRules(slug: string, groupId: string, page: PageRequest): Promise<Page<EnrollmentRuleRecord>> {
  await requireGroup(slug, groupId);
  return listRulesPage(slug, groupId, page);
}

export async function requireEnrollmentRule(slug: string, groupId: string, ruleId: string): Promise<EnrollmentRuleRecord> {
  await requireGroup(slug, groupId);
  const rule = await getRule(slug, groupId, ruleId);
  if (!rule) throw new ApiError('enrollment_rule_not_found', 'No such enrollment rule on this group.');
  return rule;
}

/** Deleting a rule keeps the enrollments it made (a completed course is never lost). */
export async function deleteEnrollmentRule(slug: string, groupId: string, ruleId: string): Promise<void> {
  const rule = await requireEnrollmentRule(slug, groupId, ruleId);
  if (!(await deleteRule(slug, rule))) throw new ApiError('enrollment_rule_not_found', 'No such enrollment rule on this group.');
}

export async function requireJob(slug: string, jobId: string): Promise<JobRecord> {
  const job = await getJob(slug, jobId);
  if (!job) throw new ApiError('job_not_found', 'No such job in this organization.');
  return job;
}

// ---------------------------------------------------------------------------------------------
// Jobs and later members (the stream worker, ./group-rules-stream.ts)

/**
 * One chunk of a job: the next JOB_CHUNK members after its cursor enrolled, then the cursor and
 * counts advanced conditionally (group-rules-store.ts, advanceJob). `at` is the cursor the caller
 * saw (a stream record's image): a record older than the job's state is not run again. A chunk
 * interrupted before its advance is run again whole by the next attempt; its enrollments already
 * written are then found existing (`already_enrolled`), never written twice.
 * Answers whether the job has more to do.
 */
export async function runJobChunk(slug: string, jobId: string, at: string | undefined, options: { limit?: number; plan?: EnrollmentPlan } = {}): Promise<'more' | 'done' | 'stale'> {
  const now = new Date();
  const job = await getJob(slug, jobId);
  if (!job || job.status !== 'running') return 'done';
  if (job.cursor !== at) return 'stale';
  const plan = options.plan ?? (await planOf(slug, { id: job.rule_id, group_id: job.group_id, content_type: job.content_type, content_id: job.content_id, due_date: job.due_date }, now));
  const page = await listMemberIds(slug, job.group_id, { limit: options.limit ?? JOB_CHUNK, ...(job.cursor !== undefined ? { after: job.cursor } : {}) });
  const counts = await enrollMembers(slug, plan, page.userIds);
  const last = page.userIds.at(-1);
  const next = page.next !== null && last !== undefined ? { cursor: last } : ({ finished: true } as const);
  if (!(await advanceJob(slug, job, counts, next, now.toISOString()))) return 'stale';
  return 'finished' in next ? 'done' : 'more';
}

/**
 * Runs a job's chunks until it is done, as the stream worker does one record at a time (tests,
 * the benchmark). The test hook: `chunks` stops it after that many chunks (a worker that crashed
 * between two chunks), `limit` sets the members per chunk.
 */
export async function runJob(slug: string, jobId: string, options: { chunks?: number; limit?: number } = {}): Promise<JobRecord | null> {
  for (let n = 0; options.chunks === undefined || n < options.chunks; n++) {
    const job = await getJob(slug, jobId);
    if (!job || job.status !== 'running') return job;
    await runJobChunk(slug, jobId, job.cursor, { limit: options.limit });
  }
  return getJob(slug, jobId);
}

/** How often the worker looks at a job another runner holds the lease of. */
const LEASE_POLL_MS = 250;

/**
 * The stream worker's step of a job (a record of it at cursor `at`): its next chunk, unless the
 * request that made it still holds its lease; then it waits for that request to advance the job
 * (whose record brings the next step) or for the lease to pass (the request died: the worker
 * takes over). `nowMs` is injectable for tests.
 */
export async function driveJob(slug: string, jobId: string, at: string | undefined, nowMs: () => number = Date.now): Promise<'more' | 'done' | 'stale'> {
  for (;;) {
    const job = await getJob(slug, jobId);
    if (!job || job.status !== 'running') return 'done';
    if (job.cursor !== at) return 'stale';
    if (job.lease_until === undefined || Date.parse(job.lease_until) <= nowMs()) return runJobChunk(slug, jobId, at);
    await new Promise((r) => setTimeout(r, LEASE_POLL_MS));
  }
}

/** Members added to a group: enrolled by each rule of the group (once: conditional Puts). */
export async function enrollNewMembers(slug: string, groupId: string, userIds: readonly string[], now = new Date()): Promise<RunCounts[]> {
  const rules = await rulesOfGroup(slug, groupId);
  const results: RunCounts[] = [];
  // One rule at a time: two rules' contents may share a course (a track and one of its courses),
  // and a transaction may not write one item twice.
  for (const rule of rules) results.push(await enrollMembers(slug, await planOf(slug, rule, now), [...new Set(userIds)]));
  return results;
}

/** A user made active again (a SCIM reactivation): the rules of every group they are in. */
export async function enrollReactivatedUser(slug: string, userId: string, now = new Date()): Promise<void> {
  const user = await getUserRecord(slug, userId);
  if (user?.status !== 'active') return;
  for (const groupId of await groupIdsOfUser(slug, userId)) await enrollNewMembers(slug, groupId, [userId], now);
}

/** A deleted group's rules go with it (their enrollments stay). */
export async function deleteRulesOfGroup(slug: string, groupId: string): Promise<number> {
  const rules = await rulesOfGroup(slug, groupId);
  for (const rule of rules) await deleteRule(slug, rule);
  return rules.length;
}

// ---------------------------------------------------------------------------------------------
// Views (the resources of shared/learning/schemas.ts)

const resultView = (counts: RunCounts) => ({ enrolled: counts.enrolled, already_enrolled: counts.already_enrolled, not_enrolled: counts.failed });

/** A job as `GET …/jobs/{job_id}/` shows it: its counts, and its result once done. */
export function jobView(job: JobRecord) {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    total: job.total,
    done: job.done,
    failed: job.failed,
    rule_id: job.rule_id,
    group_id: job.group_id,
    created_at: job.created_at,
    updated_at: job.updated_at,
    ...(job.finished_at !== undefined ? { finished_at: job.finished_at } : {}),
    ...(job.status === 'done' ? { result: resultView(job) } : {}),
  };
}

/** The answer of a POST: the rule, and the result (201) or the job (202). */
export function ruleCreatedView(created: RuleCreated) {
  return {
    rule: created.rule,
    ...(created.result ? { result: resultView(created.result) } : {}),
    ...(created.job ? { job: jobView(created.job) } : {}),
  };
}
