// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { applied, type RequestInput as Input } from '../support/applied-request';
import { commitOf, externalIdLockParts, GROUPS, groupChangePart, groupPart, nameLockParts, type GroupRecord } from '../../shared/groups/groups-store';

/**
 * The groups store writes through its entities (#44 §2): the requests are the ones its
 * hand-written code sent, placeholder names aside (compared as DynamoDB applies them: names and
 * values resolved, an update's actions per clause as a set), and a cancelled transaction is read
 * by the names of its parts.
 */
const inputOf = (part: { write: unknown }): Input => {
  const write = part.write as { input: Input };
  return write.input;
};

const slug = 'acme';
const group: GroupRecord = { id: 'G1', name: 'Sales', member_count: 2, version: 7, created_at: 'T0', updated_at: 'T0' };

describe('groups store requests', () => {
  it("a membership change: member_count and version ADDed, on the group existing, or at the caller's version", () => {
    expect(applied(inputOf(groupChangePart(slug, 'G1', 3, 'T1', undefined)))).toEqual({
      Key: { pk: `ORG#${slug}#GROUP`, sk: 'G1' },
      clauses: { SET: ['updated_at = "T1"'], ADD: ['member_count 3', 'version 1'] },
      condition: 'attribute_exists(pk)',
    });
    // Before: `version = :expect_version` alone (the group exists when it has a version).
    expect(applied(inputOf(groupChangePart(slug, 'G1', -1, 'T1', 7))).condition).toBe('attribute_exists(pk) AND version = 7');
  });

  it('a lock released only if still this group’s (or already gone), claimed only if free', () => {
    const [released, claimed] = nameLockParts(slug, 'G1', 'Sales', 'Marketing');
    expect(applied(inputOf(released!))).toEqual({ Key: { pk: `ORG#${slug}#GROUP_NAME`, sk: 'sales' }, clauses: {}, condition: 'attribute_not_exists(pk) OR group_id = "G1"' });
    expect(inputOf(claimed!)).toMatchObject({ Item: { pk: `ORG#${slug}#GROUP_NAME`, sk: 'marketing', group_id: 'G1' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(nameLockParts(slug, 'G1', 'Sales', 'SALES')).toEqual([]);
    const [gone, taken] = externalIdLockParts(slug, 'G1', 'ext-1', 'ext-2');
    expect(applied(inputOf(gone!)).condition).toBe('attribute_not_exists(pk) OR group_id = "G1"');
    expect(inputOf(taken!)).toMatchObject({ Item: { pk: `ORG#${slug}#GROUP_EXTERNAL_ID`, sk: 'ext-2' } });
  });

  it('reads a cancelled commit by part name: the group as it was (ALL_OLD) decides 404, 412 or again', () => {
    const delete7 = GROUPS.delete(slug, { id: 'G1' }, { where: (w) => w.eq('version', 7) });
    const parts = [groupPart(delete7, 7), ...nameLockParts(slug, 'G1', 'Sales', undefined)];
    const tx = commitOf(parts);
    expect(tx.items[0]!.Delete).toMatchObject({ ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });
    expect(tx.items[1]!.Delete).not.toHaveProperty('ReturnValuesOnConditionCheckFailure');
    const image = Object.fromEntries(Object.entries({ ...GROUPS.item(slug, { ...group, version: 8 }), _lv: GROUPS.layout }).map(([k, v]) => [k, typeof v === 'number' ? { N: String(v) } : { S: v }]));
    const error = Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed', Item: image }, { Code: 'None' }] });
    expect(tx.failed(error, 'group')).toBe(true);
    expect(tx.failed(error, 'name lock released')).toBe(false);
    expect(parts[0]!.refused(tx.reason(error, 'group')!)).toMatchObject({ code: 'version_conflict' });
    expect(groupPart(delete7, undefined).refused(tx.reason(error, 'group')!)).toBe('again');
    expect(groupPart(delete7, 7).refused({ code: 'ConditionalCheckFailed' })).toMatchObject({ code: 'group_not_found' });
  });
});
