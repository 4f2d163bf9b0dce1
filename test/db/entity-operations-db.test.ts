import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { LAYOUT_ATTRIBUTE } from '../../shared/db/layout';
import { failedPart, ifNotExists, transaction } from '../../shared/db/operations';
import { REQUESTS, type TimeOffRequest } from '../../shared/timeoff/requests-store';

/**
 * The entity operations (shared/db/operations.ts) against DynamoDB Local: what each one writes,
 * when its condition refuses it, what it returns (parsed), and a cancelled transaction read by
 * the names of its parts. Their exact requests are pinned in test/db/entity-operations.test.ts.
 */
const slug = `ops-${randomBytes(4).toString('hex')}`;
const request = (id: string): TimeOffRequest => ({
  id,
  user_id: 'U1',
  type: 'vacation',
  status: 'pending',
  start_date: '2026-12-01',
  end_date: '2026-12-02',
  days: 2,
  created_at: '2026-11-28T00:00:00.000Z',
  updated_at: '2026-11-28T00:00:00.000Z',
});
const raw = async (id: string) => (await db().send(new GetCommand({ TableName: tableName(), Key: REQUESTS.key(slug, { id }) }))).Item;

describe('entity operations on DynamoDB Local', () => {
  it('create writes once (the key must be free); get and getMany read parsed records', async () => {
    expect(await REQUESTS.create(slug, request('R1')).go()).toBe(true);
    expect(await REQUESTS.create(slug, { ...request('R1'), days: 9 }).go()).toBe(false);
    expect(await REQUESTS.get(slug, { id: 'R1' })).toEqual(request('R1'));
    expect((await raw('R1'))?.[LAYOUT_ATTRIBUTE]).toBe(REQUESTS.layout);
    await REQUESTS.create(slug, request('R2')).go();
    const many = await REQUESTS.getMany(slug, [{ id: 'R1' }, REQUESTS.key(slug, { id: 'R2' }), { id: 'R-none' }], { consistent: true });
    expect(many.map((r) => r.id).sort()).toEqual(['R1', 'R2']);
    expect(await REQUESTS.get(slug, { id: 'R-none' })).toBeNull();
  });

  it('patch needs the item and its where; returning gives the item after, or as it was', async () => {
    expect(await REQUESTS.patch(slug, { id: 'R-none' }, { set: { reason: 'x' } }).go()).toBe(false);
    expect(await REQUESTS.get(slug, { id: 'R-none' })).toBeNull();
    const refused = await REQUESTS.patch(slug, { id: 'R1' }, { add: { days: 1 } }, { where: (w) => w.eq('status', 'approved') }).returning();
    expect(refused).toEqual({ applied: false, current: request('R1') });
    const applied = await REQUESTS.patch(slug, { id: 'R1' }, { add: { days: 1 }, set: { reason: ifNotExists('first') } }, { where: (w) => w.lt('days', 3) }).returning();
    expect(applied).toEqual({ applied: true, item: { ...request('R1'), days: 3, reason: 'first' } });
    await REQUESTS.patch(slug, { id: 'R1' }, { set: { reason: ifNotExists('second') }, remove: ['decided_by'] }).go();
    expect((await REQUESTS.get(slug, { id: 'R1' }))?.reason).toBe('first');
  });

  it('patch with `after` moves the item in its indexes', async () => {
    const after = { ...request('R2'), status: 'approved' as const };
    await REQUESTS.patch(slug, { id: 'R2' }, { set: { status: 'approved' } }, { after }).go();
    expect(await raw('R2')).toMatchObject(REQUESTS.indexAttributes(slug, after));
  });

  it('upsert creates the item with its entity and layout version, and only where guards it', async () => {
    const write = () => REQUESTS.upsert(slug, { id: 'R3' }, { add: { days: 1 } }, { where: (w) => w.or(w.attributeNotExists('days'), w.lt('days', 2)) });
    expect(await write().go()).toBe(true);
    expect(await raw('R3')).toMatchObject({ entity: 'timeoff_request', [LAYOUT_ATTRIBUTE]: REQUESTS.layout, days: 1 });
    expect(await write().go()).toBe(true);
    expect(await write().go()).toBe(false);
  });

  it('delete with a condition', async () => {
    expect(await REQUESTS.delete(slug, { id: 'R2' }, { where: (w) => w.eq('status', 'pending') }).go()).toBe(false);
    const deleted = await REQUESTS.delete(slug, { id: 'R2' }, { where: (w) => w.eq('status', 'approved') }).returning();
    expect(deleted).toMatchObject({ applied: true, item: { id: 'R2', status: 'approved' } });
    expect(await REQUESTS.get(slug, { id: 'R2' })).toBeNull();
  });

  it('a transaction is all or nothing, and its cancellation is read by part name', async () => {
    const tx = transaction(
      {
        fresh: REQUESTS.create(slug, request('R4')),
        taken: REQUESTS.create(slug, request('R1')),
        guard: REQUESTS.check(slug, { id: 'R1' }, (w) => w.eq('status', 'approved')),
      },
      { returnOld: ['guard'] },
    );
    const error = await tx.go().then(
      () => null,
      (e: unknown) => e,
    );
    expect(tx.failed(error, 'fresh')).toBe(false);
    expect(tx.failed(error, 'taken')).toBe(true);
    expect(tx.reasons(error)).toMatchObject({ fresh: { code: 'None' }, taken: { code: 'ConditionalCheckFailed' }, guard: { code: 'ConditionalCheckFailed' } });
    expect(tx.current(error, 'guard')).toMatchObject({ id: 'R1', status: 'pending' });
    // The same, for code that has the error but not the transaction (a caller's named parts).
    expect([failedPart(error, 'taken'), failedPart(error, 'fresh'), failedPart(error, 'unknown'), failedPart(new Error('x'), 'taken')]).toEqual([true, false, false, false]);
    expect(await REQUESTS.get(slug, { id: 'R4' })).toBeNull();
    await transaction({ fresh: REQUESTS.create(slug, request('R4')), guard: REQUESTS.check(slug, { id: 'R1' }, (w) => w.exists()) }).go();
    expect(await REQUESTS.get(slug, { id: 'R4' })).toEqual(request('R4'));
  });

  it('queryProjected and getProjected read only the attributes named, each item through the given parse', async () => {
    const read = await REQUESTS.queryProjected(REQUESTS.primary.query(slug, {}), ['id', 'status'], (item) => ({ ...item, parsed: true }), { limit: 1, consistent: true });
    expect(read).toEqual([{ id: 'R1', status: 'pending', parsed: true }]);
    // getProjected: the same for one item (null: none).
    expect(await REQUESTS.getProjected(slug, { id: 'R1' }, ['id', 'status', 'sk'], (item) => ({ ...item, parsed: true }), { consistent: true })).toEqual({ id: 'R1', status: 'pending', sk: 'R1', parsed: true });
    expect(await REQUESTS.getProjected(slug, { id: 'R404' }, ['id'], (item) => item)).toBeNull();
  });

  it('getWithLayout reads the record parsed and the layout version its item was stored at', async () => {
    await REQUESTS.create(slug, request('R6')).go();
    expect(await REQUESTS.getWithLayout(slug, { id: 'R6' }, { consistent: true })).toEqual({ record: request('R6'), layout: REQUESTS.layout });
    expect(await REQUESTS.getWithLayout(slug, { id: 'R-none' })).toBeNull();
    await REQUESTS.create(slug, request('R7')).go();
    const query = REQUESTS.primary.query(slug, {}, { op: 'between', low: 'R6', high: 'R7' });
    expect(await REQUESTS.queryWithLayout(query, { limit: 1, consistent: true })).toEqual([{ record: request('R6'), layout: REQUESTS.layout, key: REQUESTS.key(slug, { id: 'R6' }) }]);
    expect((await REQUESTS.queryOnce(query, { consistent: true })).map((r) => r.id)).toEqual(['R6', 'R7']);
  });

  it('goOnce sends one call with its ClientRequestToken: the same token again is the same write, a new one is refused by name', async () => {
    const token = randomBytes(16).toString('hex');
    const once = () => transaction({ fresh: REQUESTS.create(slug, request('R5')) });
    await once().goOnce({ clientRequestToken: token });
    // The same token and items again: DynamoDB answers the first call's success (idempotent), no failed condition.
    await once().goOnce({ clientRequestToken: token });
    const again = once();
    const error = await again.goOnce({ clientRequestToken: randomBytes(16).toString('hex') }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(again.failed(error, 'fresh')).toBe(true);
    expect(await REQUESTS.get(slug, { id: 'R5' })).toEqual(request('R5'));
  });
});
