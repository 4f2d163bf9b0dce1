// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { applied } from '../support/applied-request';
import { tableName } from '../../shared/db/client';
import type { TransactItem } from '../../shared/db/operations';
import { COUNTER_TOTALS, counterUpdateParts, shardsMark } from '../../shared/learning/counters-store';
import { chunkWrite, creationDeltas, enrollmentItem, progressWrite, type EnrollmentRecord } from '../../shared/learning/enrollments-store';
import { jobAdvance, ruleCreation, type EnrollmentRuleRecord, type JobRecord } from '../../shared/learning/group-rules-store';

/**
 * The learning stores write through their entities (#44 §2): the requests they send are the ones
 * their hand-written code sent (before the conversion), placeholder names aside. Each request is
 * compared as DynamoDB applies it: every `#name` and `:value` resolved, the clauses of an update
 * as a set (their order within SET or ADD is not meaningful).
 */

const slug = 'acme';
const enrollment: EnrollmentRecord = {
  id: 'E1',
  user_id: 'U1',
  content_type: 'course',
  content_id: 'C1',
  enrolled_at: '2026-11-01T10:00:00.000Z',
  status: 'in_progress',
  progress: 10,
};
const Key = { pk: `ORG#${slug}#ENROLLMENT`, sk: 'E1' };

describe('progress (raiseEnrollmentProgress)', () => {
  it('a counted enrollment: conditional on progress, status, layout and counted status as read; the stale move ADDed', () => {
    const current = { ...enrollment, counted_status: 'not_started' as const, stale_p: 2 };
    const { write, next } = progressWrite(slug, current, true, 100, 'completed', 'NOW');
    expect(write.kind).toBe('Update');
    expect(applied(write.input)).toEqual({
      Key,
      clauses: {
        SET: [
          'completed_at = "NOW"',
          'counted_status = "completed"',
          `gsi4pk = "ORG#${slug}#ENROLLMENT_TYPE_STATUS#course#completed"`,
          'gsi4sk = "2026-11-01T10:00:00.000Z#E1"',
          'progress = 100',
          'status = "completed"',
        ],
        ADD: ['stale_c 0', 'stale_p 1'],
      },
      condition: 'attribute_exists(pk) AND progress = 10 AND status = "in_progress" AND _lv >= 2 AND counted_status = "not_started"',
    });
    expect(next).toEqual({ ...current, progress: 100, status: 'completed', completed_at: 'NOW', counted_status: 'completed', stale_p: 3, stale_c: 0 });
  });

  it('an uncounted enrollment (an earlier layout) is counted by the write: _lv set to 2, conditional on it being before 2', () => {
    const { write } = progressWrite(slug, enrollment, false, 50, 'in_progress', 'NOW');
    expect(applied(write.input)).toEqual({
      Key,
      clauses: {
        SET: [
          '_lv = 2',
          'counted_status = "in_progress"',
          `gsi4pk = "ORG#${slug}#ENROLLMENT_TYPE_STATUS#course#in_progress"`,
          'gsi4sk = "2026-11-01T10:00:00.000Z#E1"',
          'progress = 50',
          'status = "in_progress"',
        ],
      },
      condition: 'attribute_exists(pk) AND progress = 10 AND status = "in_progress" AND (attribute_not_exists(_lv) OR _lv < 2) AND attribute_not_exists(counted_status)',
    });
  });
});

describe('bulk enrollments (insertEnrollmentGroups, one round of a chunk)', () => {
  it('puts each enrollment where its key is free, counted with its status, then the counters; a part per enrollment id', () => {
    const records = [enrollment, { ...enrollment, id: 'E2', user_id: 'U2', status: 'not_started' as const, progress: 0 }];
    const tx = chunkWrite(slug, 'UTC', records, 3);
    const counters = counterUpdateParts(slug, creationDeltas(records, 'UTC'), 3);
    expect(tx.items).toEqual([
      ...records.map((record) => ({ Put: { TableName: tableName(), Item: enrollmentItem(slug, record), ConditionExpression: 'attribute_not_exists(pk)' } })),
      ...counters,
    ]);
    expect(tx.items[1]!.Put!.Item).toMatchObject({ id: 'E2', counted_status: 'not_started' });
    const error = Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }] });
    expect([tx.failed(error, 'E1'), tx.failed(error, 'E2')]).toEqual([false, true]);
  });
});

describe('content counter shards (markShards)', () => {
  it('sets shards (and entity) only while absent or smaller', () => {
    expect(applied(shardsMark(slug, 'C1', 4).input)).toEqual({
      Key: COUNTER_TOTALS.key(slug, { kind: 'CONTENT', id: 'C1' }),
      clauses: { SET: ['entity = "learning_counter"', 'shards = 4'] },
      condition: 'attribute_not_exists(shards) OR shards < 4',
    });
  });
});

describe('enrollment rules and jobs', () => {
  const rule: EnrollmentRuleRecord = { id: 'R1', group_id: 'G1', content_type: 'course', content_id: 'C1', created_at: 'T0' };
  const job: JobRecord = {
    id: 'J1',
    kind: 'enrollment_rule',
    status: 'running',
    rule_id: 'R1',
    group_id: 'G1',
    content_type: 'course',
    content_id: 'C1',
    total: 3,
    done: 0,
    failed: 0,
    enrolled: 0,
    already_enrolled: 0,
    created_at: 'T0',
    updated_at: 'T0',
  };

  it('creates the content lock, the rule and the job, each where its key is free', () => {
    const parts = (items: TransactItem[]) => items.map((item) => ({ ...item.Put, Item: { pk: item.Put!.Item!.pk, sk: item.Put!.Item!.sk } }));
    const put = (pk: string, sk: string) => ({ TableName: tableName(), Item: { pk, sk }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(parts(ruleCreation(slug, rule, job).items)).toEqual([
      put(`ORG#${slug}#ENROLLMENT_RULE_CONTENT#G1`, 'course#C1'),
      put(`ORG#${slug}#ENROLLMENT_RULE#G1`, 'R1'),
      put(`ORG#${slug}#JOB`, 'J1'),
    ]);
    expect(ruleCreation(slug, rule).items).toHaveLength(2);
    expect(ruleCreation(slug, rule).items[0]!.Put!.Item).toMatchObject({ entity: 'enrollment_rule_content', rule_id: 'R1' });
  });

  it('advances a job while it runs at the cursor it was read at (the item exists: implied by its status, now also said)', () => {
    const counts = { enrolled: 2, already_enrolled: 1, failed: 0 };
    expect(applied(jobAdvance(slug, job, counts, { cursor: 'U3' }, 'T1').input)).toEqual({
      Key: { pk: `ORG#${slug}#JOB`, sk: 'J1' },
      clauses: { SET: ['cursor = "U3"', 'updated_at = "T1"'], ADD: ['already_enrolled 1', 'done 3', 'enrolled 2', 'failed 0'] },
      condition: 'attribute_exists(pk) AND status = "running" AND attribute_not_exists(cursor)',
    });
    expect(applied(jobAdvance(slug, { ...job, cursor: 'U3' }, counts, { finished: true }, 'T2').input)).toEqual({
      Key: { pk: `ORG#${slug}#JOB`, sk: 'J1' },
      clauses: { SET: ['finished_at = "T2"', 'status = "done"', 'updated_at = "T2"'], ADD: ['already_enrolled 1', 'done 3', 'enrolled 2', 'failed 0'] },
      condition: 'attribute_exists(pk) AND status = "running" AND cursor = "U3"',
    });
  });
});
