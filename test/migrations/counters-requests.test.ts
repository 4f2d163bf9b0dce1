// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { applied } from '../support/applied-request';
import type { EnrollmentRecord } from '../../shared/learning/enrollments-store';
import { fixesWrite, fixOf } from '../../shared/migrations/counters';

/**
 * The counters migration's fixes write through the enrollment entity (#44 §2): the requests are
 * the ones its hand-written code sent (placeholders resolved, an update's actions per clause as a
 * set), and a batch is a transaction of parts named by enrollment id, each returning its item as
 * it was when its condition fails.
 */

const slug = 'acme';
const record: EnrollmentRecord = { id: 'E1', user_id: 'U1', content_type: 'course', content_id: 'C1', enrolled_at: '2026-11-01T10:00:00.000Z', status: 'completed', progress: 100 };
const Key = { pk: `ORG#${slug}#ENROLLMENT`, sk: 'E1' };

describe('counters migration fixes (fixOf)', () => {
  it('an uncounted enrollment: counted whole, _lv 2 and counted_status set, stale moves removed, on still uncounted in that status', () => {
    const fix = fixOf(slug, 'UTC', { record, layout: 1 }, 'count-only')!;
    expect(applied(fix.update.input)).toEqual({
      Key,
      clauses: { SET: ['_lv = 2', 'counted_status = "completed"'], REMOVE: ['stale_c', 'stale_p'] },
      condition: 'attribute_exists(pk) AND (attribute_not_exists(_lv) OR _lv < 2) AND status = "completed"',
    });
    expect(fix.deltas.map((d) => [d.subject.kind, d.enrolled, d.completed])).toEqual([
      ['user', 1, 1],
      ['content', 1, 1],
    ]);
  });

  it('a counted one moved by another release: conditional on all as read; its moves counted unless the older release counted them', () => {
    const moved = { ...record, counted_status: 'in_progress' as const, stale_p: 1 };
    expect(fixOf(slug, 'UTC', { record: moved, layout: 2 }, 'count-only')).toBeUndefined();
    const fix = fixOf(slug, 'UTC', { record: moved, layout: 2 }, 'older-uncounted')!;
    expect(applied(fix.update.input)).toEqual({
      Key,
      clauses: { SET: ['counted_status = "completed"'], REMOVE: ['stale_c', 'stale_p'] },
      condition: 'attribute_exists(pk) AND _lv >= 2 AND status = "completed" AND counted_status = "in_progress" AND stale_p = 1 AND attribute_not_exists(stale_c)',
    });
    expect(fix.deltas.map((d) => [d.in_progress, d.completed])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(fixOf(slug, 'UTC', { record: moved, layout: 2 }, 'older-counted')!.deltas).toEqual([]);
    expect(fixOf(slug, 'UTC', { record: { ...record, counted_status: 'completed' }, layout: 2 }, 'older-uncounted')).toBeUndefined();
  });

  it('a batch is one transaction: a part per enrollment id (ALL_OLD on failure), then the counters', () => {
    const fix = fixOf(slug, 'UTC', { record, layout: 0 }, 'count-only')!;
    const tx = fixesWrite(slug, [{ entry: { record, sk: 'E1' }, fix }]);
    expect(tx.items[0]).toEqual({ Update: { ...fix.update.input, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } });
    expect(tx.items.length).toBeGreaterThan(1);
    const error = Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });
    expect(tx.failed(error, 'E1')).toBe(true);
  });
});
