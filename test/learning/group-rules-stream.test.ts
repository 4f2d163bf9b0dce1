// unit: needs no DynamoDB Local (vitest.config.ts)
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { ENROLLMENTS, enrollmentItem, type EnrollmentRecord } from '../../shared/learning/enrollments-store';
import { ruleActionOf, RULE_CHANGES, type RuleRecord } from '../../shared/learning/group-rules-stream';
import { deriveEvents } from '../../shared/webhooks/events';

/**
 * #42: what the enrollment-rule worker reads of a stream record (ruleActionOf, pure), and the
 * `source` the `enrollment.created` event carries (the webhooks' derivation of the same record).
 */
const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true }) as Record<string, unknown>;
const record = (eventName: string, item: { new?: Record<string, unknown>; old?: Record<string, unknown> }): RuleRecord => ({
  eventID: 'e-1',
  eventName,
  dynamodb: { ...(item.new ? { NewImage: image(item.new) } : {}), ...(item.old ? { OldImage: image(item.old) } : {}), SequenceNumber: '1' },
});
const membership = { pk: 'ORG#acme#GROUP_MEMBER#G1', sk: 'U1', entity: 'group_member', group_id: 'G1', user_id: 'U1', added_at: '2026-11-28T00:00:00.000Z' };
const user = (status: string) => ({ pk: 'ORG#acme#USER', sk: 'U1', entity: 'user', id: 'U1', status });
const job = (status: string, cursor?: string) => ({ pk: 'ORG#acme#JOB', sk: 'J1', entity: 'job', id: 'J1', status, ...(cursor ? { cursor } : {}) });

describe('the enrollment-rule worker’s records', () => {
  it('a membership inserted: that member of that group', () => {
    expect(ruleActionOf(record('INSERT', { new: membership }))).toEqual({ kind: 'member_added', slug: 'acme', groupId: 'G1', userId: 'U1' });
    // A membership removed (leaving a group) does nothing: the enrollments stay.
    expect(ruleActionOf(record('REMOVE', { old: membership }))).toBeNull();
  });

  it('a user made active (from inactive, or hidden from SCIM): a reactivation; other user changes: nothing', () => {
    expect(ruleActionOf(record('MODIFY', { old: user('inactive'), new: user('active') }))).toEqual({ kind: 'user_reactivated', slug: 'acme', userId: 'U1' });
    expect(ruleActionOf(record('MODIFY', { old: user('active'), new: user('active') }))).toBeNull();
    expect(ruleActionOf(record('MODIFY', { old: user('active'), new: user('inactive') }))).toBeNull();
  });

  it('a running job inserted or advanced: its next chunk, at the cursor of the record; a finished one: nothing', () => {
    expect(ruleActionOf(record('INSERT', { new: job('running') }))).toEqual({ kind: 'job_chunk', slug: 'acme', jobId: 'J1', cursor: undefined });
    expect(ruleActionOf(record('MODIFY', { old: job('running'), new: job('running', 'U5') }))).toEqual({ kind: 'job_chunk', slug: 'acme', jobId: 'J1', cursor: 'U5' });
    expect(ruleActionOf(record('MODIFY', { old: job('running', 'U5'), new: job('done', 'U5') }))).toBeNull();
  });

  it('a group removed: its rules; anything else: nothing', () => {
    expect(ruleActionOf(record('REMOVE', { old: { pk: 'ORG#acme#GROUP', sk: 'G1', entity: 'group', id: 'G1' } }))).toEqual({ kind: 'group_deleted', slug: 'acme', groupId: 'G1' });
    expect(ruleActionOf(record('INSERT', { new: { pk: 'ORG#acme#ENROLLMENT', sk: 'E1', entity: 'enrollment' } }))).toBeNull();
  });

  it('the deployed filter lets through exactly the entities acted on', () => {
    expect(RULE_CHANGES).toEqual({ INSERT: ['group_member', 'job'], MODIFY: ['user', 'job'], REMOVE: ['group'] });
  });
});

describe('enrollment.created carries the source', () => {
  const base: EnrollmentRecord = {
    id: 'E1',
    user_id: 'U1',
    content_type: 'course',
    content_id: 'C1',
    enrolled_at: '2026-11-28T00:00:00.000Z',
    status: 'not_started',
    progress: 0,
  };
  const created = (e: EnrollmentRecord) => JSON.parse(deriveEvents(record('INSERT', { new: enrollmentItem('acme', e) }))[0]!.body).data;

  it('group_rule with its rule and group, for an enrollment a rule made', () => {
    const data = created({ ...base, source_type: 'group_rule', source_rule_id: 'R1', source_group_id: 'G1' });
    expect(data.source).toEqual({ type: 'group_rule', rule_id: 'R1', group_id: 'G1' });
    expect(data).not.toHaveProperty('source_type');
  });

  it('assignment for any other, and for one stored before sources (no attributes)', () => {
    expect(created(base).source).toEqual({ type: 'assignment' });
    const { _lv: _, ...older } = ENROLLMENTS.item('acme', base);
    expect(JSON.parse(deriveEvents(record('INSERT', { new: { ...older, _lv: 1 } }))[0]!.body).data.source).toEqual({ type: 'assignment' });
  });
});
