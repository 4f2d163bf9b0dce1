import { describe, expect, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

/**
 * The deploy record as an entity (#44 §2; shared/tenancy/deployment-store.ts): the same key as
 * before, a record written by an earlier release (no `entity`, no `_lv`: version 0) read as it is,
 * and a beginning that stamps it (1) while adding to its generation; the close is conditional on
 * the generation it closes. Its own table: the record is one item of the whole table.
 */
useOwnTable('deployment-record');
const { GetCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
const { db, tableName } = await import('../../shared/db/client');
const { beginDeployment, closeDeployment, DEPLOYMENT_KEY, DEPLOYMENTS, readDeployment } = await import('../../shared/tenancy/deployment-store');

const stored = async () => (await db().send(new GetCommand({ TableName: tableName(), Key: DEPLOYMENT_KEY, ConsistentRead: true }))).Item;

describe('the deploy record', () => {
  it('keeps its key, reads a record of an earlier release, stamps it at a beginning and closes only its own generation', async () => {
    expect(DEPLOYMENTS.key('any', {})).toEqual(DEPLOYMENT_KEY);
    expect(await readDeployment(true)).toEqual({ generation: 0, open: false, olderCounts: true });

    // As release 2cf2201 (and the stack's handler) left it: no entity, no layout version.
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...DEPLOYMENT_KEY, generation: 3, open: false, older_counts: true, closed_at: '2026-11-27T10:00:00.000Z', fingerprint: 'f3', closed_fingerprint: 'f2' } }));
    expect(await readDeployment(true)).toEqual({ generation: 3, open: false, olderCounts: true, closedAt: '2026-11-27T10:00:00.000Z' });

    expect(await beginDeployment(false, new Date('2026-11-28T07:00:00Z'))).toBe(4);
    const begun = await stored();
    expect(begun).toMatchObject({ entity: 'deployment', _lv: 1, generation: 4, open: true, older_counts: false, began_at: '2026-11-28T07:00:00.000Z', closed_fingerprint: 'f2' });
    expect(begun).not.toHaveProperty('closed_at');
    expect(begun).not.toHaveProperty('fingerprint');

    expect(await closeDeployment(3)).toBe(false);
    expect((await readDeployment(true)).open).toBe(true);
    expect(await closeDeployment(4, new Date('2026-11-28T07:30:00Z'))).toBe(true);
    expect(await stored()).toMatchObject({ generation: 4, open: false, closed_at: '2026-11-28T07:30:00.000Z', closed_fingerprint: '' });
  });
});
