import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import { queryInput } from '../db/key-query';
import { transaction } from '../db/operations';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import * as stored from '../db/stored';
import { CONTENT_TYPES } from './enrollments-store';

/**
 * Enrollment rules of groups (#42) and the jobs that apply a rule to a large group.
 *
 * - Rule: `ORG#<slug>#ENROLLMENT_RULE#<group id> / <rule id>` (entity `enrollment_rule`): a
 *   group's rules are one partition, read whole (a group has few rules) with a strongly
 *   consistent Query by the worker that enrolls a new member, so a rule created just before the
 *   member was added is seen.
 * - Content lock: `ORG#<slug>#ENROLLMENT_RULE_CONTENT#<group id> / <content type>#<content id>`
 *   (entity `enrollment_rule_content`, its rule's id): written in the same transaction as the
 *   rule, conditional on not existing, so the same content twice on one group is a 409 by
 *   construction, and deleted with it.
 * - Job: `ORG#<slug>#JOB / <job id>` (entity `job`): a rule applied to a group larger than a
 *   request handles (shared/learning/group-rules.ts). Its `cursor` (the last member id handled)
 *   and counts advance conditionally after each chunk, so a job resumes where it stopped.
 */
const StoredRule = z.object({
  id: stored.string,
  group_id: stored.string,
  content_type: z.enum(CONTENT_TYPES),
  content_id: stored.string,
  due_date: stored.optionalString,
  created_at: stored.string,
  /** The job that enrolled the members of the group when the rule was made, if it took one. */
  job_id: stored.optionalString,
});
export type EnrollmentRuleRecord = z.output<typeof StoredRule>;

export const ENROLLMENT_RULES = defineEntity({
  name: 'enrollment_rule',
  schema: StoredRule,
  primary: { index: null, composites: ['group_id'], sort: ['id'] },
  indexes: {},
});

export const RULE_CONTENT_LOCKS = defineEntity({
  name: 'enrollment_rule_content',
  schema: z.object({
    group_id: z.optional(z.string()),
    content_type: z.optional(z.enum(CONTENT_TYPES)),
    content_id: z.optional(z.string()),
    rule_id: stored.string,
  }),
  primary: { index: null, composites: ['group_id'], sort: ['content_type', 'content_id'] },
  indexes: {},
  keyOnly: ['group_id', 'content_type', 'content_id'],
});

export const JOB_STATUSES = ['running', 'done'] as const;

/** What a run of a rule did to the members it handled (the job's `result`, a POST's inline answer). */
const StoredJob = z.object({
  id: stored.string,
  kind: z.literal('enrollment_rule'),
  status: z.enum(JOB_STATUSES),
  rule_id: stored.string,
  group_id: stored.string,
  content_type: z.enum(CONTENT_TYPES),
  content_id: stored.string,
  due_date: stored.optionalString,
  /** The members of the group when the job began. */
  total: stored.number,
  /** Members handled: enrolled now, or enrolled already. */
  done: stored.number,
  /** Members not enrolled: inactive, hidden from SCIM, or gone. */
  failed: stored.number,
  enrolled: stored.number,
  already_enrolled: stored.number,
  /** The last member id handled (members are read in id order); absent before the first chunk. */
  cursor: stored.optionalString,
  /** Until then the request that made the job runs it alone (group-rules.ts, REQUEST_LEASE_MS). */
  lease_until: stored.optionalString,
  created_at: stored.string,
  updated_at: stored.string,
  finished_at: stored.optionalString,
});
export type JobRecord = z.output<typeof StoredJob>;

export const JOBS = defineEntity({
  name: 'job',
  schema: StoredJob,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {},
});

export type RuleCreation = { status: 'created' } | { status: 'content_taken' };

/**
 * The rule and its content lock (and the job that will apply it, if any) in one transaction:
 * `content_taken` when the group already has a rule for that content.
 */
export async function putNewRule(slug: string, rule: EnrollmentRuleRecord, job?: JobRecord): Promise<RuleCreation> {
  const tx = ruleCreation(slug, rule, job);
  try {
    await tx.go();
    return { status: 'created' };
  } catch (error) {
    if (tx.failed(error, 'lock')) return { status: 'content_taken' };
    throw error;
  }
}

/** The transaction of putNewRule: the content lock, the rule and the job, each created (the key free). */
export const ruleCreation = (slug: string, rule: EnrollmentRuleRecord, job?: JobRecord) =>
  transaction({
    lock: RULE_CONTENT_LOCKS.create(slug, { group_id: rule.group_id, content_type: rule.content_type, content_id: rule.content_id, rule_id: rule.id }),
    rule: ENROLLMENT_RULES.create(slug, rule),
    job: job && JOBS.create(slug, job),
  });

export async function getRule(slug: string, groupId: string, ruleId: string): Promise<EnrollmentRuleRecord | null> {
  return ENROLLMENT_RULES.get(slug, { group_id: groupId, id: ruleId }, { consistent: true });
}

/** One page of a group's rules, oldest first (rule ids are ULIDs). */
export const listRulesPage = (slug: string, groupId: string, page: PageRequest): Promise<Page<EnrollmentRuleRecord>> =>
  queryPage(ENROLLMENT_RULES.primary.query(slug, { group_id: groupId }), page, ENROLLMENT_RULES.parse);

/** Every rule of a group, strongly consistent (the worker reads them for each new member; a group has few). */
export async function rulesOfGroup(slug: string, groupId: string): Promise<EnrollmentRuleRecord[]> {
  return queryAll({ ...queryInput(ENROLLMENT_RULES.primary.query(slug, { group_id: groupId })), ConsistentRead: true }, ENROLLMENT_RULES.parse);
}

/** Deletes a rule and its content lock together; false when it did not exist. */
export async function deleteRule(slug: string, rule: EnrollmentRuleRecord): Promise<boolean> {
  const tx = transaction({
    rule: ENROLLMENT_RULES.delete(slug, { group_id: rule.group_id, id: rule.id }, { where: (w) => w.exists() }),
    lock: RULE_CONTENT_LOCKS.delete(slug, { group_id: rule.group_id, content_type: rule.content_type, content_id: rule.content_id }),
  });
  try {
    await tx.go();
    return true;
  } catch (error) {
    if (tx.failed(error, 'rule')) return false;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Jobs

export async function getJob(slug: string, id: string): Promise<JobRecord | null> {
  return JOBS.get(slug, { id }, { consistent: true });
}

/** What one chunk of a job did. */
export interface ChunkCounts {
  enrolled: number;
  already_enrolled: number;
  failed: number;
}

/**
 * Advances a job past one chunk: the counts added, the cursor moved to `cursor` (or the job
 * finished), conditional on the job still being at `from` (the cursor the chunk started at), so
 * a chunk run twice (a retried stream record, two workers) is counted once. False when another
 * run advanced it first.
 */
export async function advanceJob(slug: string, job: JobRecord, counts: ChunkCounts, next: { cursor: string } | { finished: true }, now: string): Promise<boolean> {
  return jobAdvance(slug, job, counts, next, now).go();
}

/** The write of advanceJob: the counts ADDed and the cursor moved (or the job finished), while the job runs at the cursor it was read at. */
export function jobAdvance(slug: string, job: JobRecord, counts: ChunkCounts, next: { cursor: string } | { finished: true }, now: string) {
  const finished = 'finished' in next;
  const cursor = job.cursor;
  return JOBS.patch(
    slug,
    { id: job.id },
    {
      set: { updated_at: now, ...(finished ? { status: 'done' as const, finished_at: now } : { cursor: next.cursor }) },
      add: { done: counts.enrolled + counts.already_enrolled, failed: counts.failed, enrolled: counts.enrolled, already_enrolled: counts.already_enrolled },
    },
    { where: (w) => w.and(w.eq('status', 'running'), cursor === undefined ? w.attributeNotExists('cursor') : w.eq('cursor', cursor)) },
  );
}

/**
 * A finished job of 1,200 members, as a rule on such a group leaves it: the API Reference's
 * example organization (infra/local/seed-examples.ts) shows one without enrolling 1,200 users.
 */
export async function putExampleJob(slug: string, id: string, ruleId: string, groupId: string, courseId: string): Promise<void> {
  const at = '2026-03-05T09:41:27.000Z';
  const job: JobRecord = {
    id,
    kind: 'enrollment_rule',
    status: 'done',
    rule_id: ruleId,
    group_id: groupId,
    content_type: 'course',
    content_id: courseId,
    total: 1200,
    done: 1188,
    failed: 12,
    enrolled: 1150,
    already_enrolled: 38,
    created_at: at,
    updated_at: at,
    finished_at: at,
  };
  await JOBS.create(slug, job).send();
}
