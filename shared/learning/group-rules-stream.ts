import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { log, withCorrelation } from '../observability/log';
import { requestIdOfItem } from '../db/origin';
import { deleteRulesOfGroup, driveJob, enrollNewMembers, enrollReactivatedUser } from './group-rules';

/**
 * The enrollment-rule worker's core (#42): records of the table's stream (NEW_AND_OLD_IMAGES) →
 * what the rules of groups do about them. The same code runs in AWS (functions/learning-workers/
 * group-rules.ts, a second event source mapping on the stream beside the webhook dispatcher,
 * infra/cdk/group-rules-worker.ts) and locally (infra/local/group-rules-worker.ts, the local
 * stream reader that also feeds the webhooks), so a membership written by ANY path (SCIM POST
 * Users with groups, Groups PATCH add, PUT members, the REST members route) is seen once it
 * committed, and only then:
 *
 * - INSERT `group_member`: the new member is enrolled by each rule of the group;
 * - MODIFY `user` from any status to `active` (a reactivation, through SCIM or the users API):
 *   the rules of every group of the user;
 * - INSERT / MODIFY `job` while `running`: the job's next chunk (each chunk's advance is itself
 *   a MODIFY, which brings the next one: a job moves one bounded chunk per record), or, while the
 *   request that made it holds its lease, a wait for that request (driveJob);
 * - REMOVE `group`: its rules are deleted (the enrollments they made stay).
 *
 * Delivery is at least once (a retried batch, a re-read shard): every action is idempotent
 * (conditional enrollment Puts, a job chunk conditional on the cursor it started from).
 */
export const RULE_CHANGES = {
  INSERT: ['group_member', 'job'],
  MODIFY: ['user', 'job'],
  REMOVE: ['group'],
} as const satisfies Record<'INSERT' | 'MODIFY' | 'REMOVE', readonly string[]>;

/** A stream record as the Lambda event and the local reader give it. */
export interface RuleRecord {
  eventID?: string;
  eventName?: string;
  dynamodb?: {
    Keys?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
    NewImage?: Record<string, unknown>;
    SequenceNumber?: string;
  };
}

type Item = Record<string, unknown>;
const imageOf = (image: Record<string, unknown> | undefined): Item | undefined => (image ? unmarshall(image as Record<string, AttributeValue>) : undefined);
const ORG_OF_KEY = /^ORG#([^#]+)#/;
const slugOf = (item: Item | undefined): string | null => {
  const match = typeof item?.pk === 'string' ? ORG_OF_KEY.exec(item.pk) : null;
  return match ? match[1]! : null;
};
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What one record asks for, or null (most records: nothing). Pure: tested without a table. */
export type RuleAction =
  | { kind: 'member_added'; slug: string; groupId: string; userId: string }
  | { kind: 'user_reactivated'; slug: string; userId: string }
  | { kind: 'job_chunk'; slug: string; jobId: string; cursor: string | undefined }
  | { kind: 'group_deleted'; slug: string; groupId: string };

export function ruleActionOf(record: RuleRecord): RuleAction | null {
  const before = imageOf(record.dynamodb?.OldImage);
  const after = imageOf(record.dynamodb?.NewImage);
  const image = record.eventName === 'REMOVE' ? (before ?? imageOf(record.dynamodb?.Keys)) : after;
  const slug = slugOf(image);
  if (!slug || !image) return null;
  const entity = image.entity;
  switch (record.eventName) {
    case 'INSERT':
      if (entity === 'group_member' && str(image.group_id) && str(image.user_id)) return { kind: 'member_added', slug, groupId: image.group_id as string, userId: image.user_id as string };
      if (entity === 'job' && image.status === 'running' && str(image.id)) return { kind: 'job_chunk', slug, jobId: image.id as string, cursor: str(image.cursor) };
      return null;
    case 'MODIFY':
      if (entity === 'user' && before?.status !== 'active' && image.status === 'active' && str(image.id)) return { kind: 'user_reactivated', slug, userId: image.id as string };
      // A job's chunk advanced (its cursor moved): the next chunk. Other changes of a job (none today) bring nothing.
      if (entity === 'job' && image.status === 'running' && str(image.id) && before?.cursor !== image.cursor) return { kind: 'job_chunk', slug, jobId: image.id as string, cursor: str(image.cursor) };
      return null;
    case 'REMOVE':
      if (entity === 'group' && str(image.id)) return { kind: 'group_deleted', slug, groupId: image.id as string };
      return null;
    default:
      return null;
  }
}

/** `userIds`: the members a run of consecutive `member_added` records of one group added (handleRuleRecords). */
async function act(action: RuleAction, userIds: string[]): Promise<void> {
  switch (action.kind) {
    case 'member_added':
      await enrollNewMembers(action.slug, action.groupId, userIds);
      return;
    case 'user_reactivated':
      await enrollReactivatedUser(action.slug, action.userId);
      return;
    case 'job_chunk':
      await driveJob(action.slug, action.jobId, action.cursor);
      return;
    case 'group_deleted':
      await deleteRulesOfGroup(action.slug, action.groupId);
      return;
  }
}

/**
 * Handles a batch of one shard in order. Consecutive members added to one group (a SCIM push of
 * many members, a bulk PUT) are enrolled together: one read of the group's rules and the
 * enrollments in transactions of many, as a rule's own run writes them. Returns the sequence
 * number of the first record of the first step that failed (it and those after it are read
 * again: Lambda's ReportBatchItemFailures), or null.
 */
export async function handleRuleRecords(records: readonly RuleRecord[]): Promise<string | null> {
  type Step = { first: RuleRecord; action: RuleAction; userIds: string[] };
  const steps: Step[] = [];
  for (const record of records) {
    const action = ruleActionOf(record);
    if (!action) continue;
    const last = steps.at(-1);
    if (action.kind === 'member_added' && last?.action.kind === 'member_added' && last.action.slug === action.slug && last.action.groupId === action.groupId) {
      last.userIds.push(action.userId);
      continue;
    }
    steps.push({ first: record, action, userIds: action.kind === 'member_added' ? [action.userId] : [] });
  }
  for (const { first, action, userIds } of steps) {
    try {
      await withCorrelation({ requestId: requestIdOfItem(imageOf(first.dynamodb?.NewImage)), stampsWrites: false }, () =>
        act(action, userIds),
      );
    } catch (error) {
      log.error('enrollment rule record failed', { error: error instanceof Error ? error.message : String(error), event_id: first.eventID, action: action.kind });
      return first.dynamodb?.SequenceNumber ?? null;
    }
  }
  return null;
}

/** Lambda's answer for a stream batch with ReportBatchItemFailures. */
export async function handleRuleStreamBatch(records: readonly RuleRecord[]): Promise<{ batchItemFailures: { itemIdentifier: string }[] }> {
  const failedAt = await handleRuleRecords(records);
  return { batchItemFailures: failedAt ? [{ itemIdentifier: failedAt }] : [] };
}
