// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { tableName } from '../../shared/db/client';
import { copyOf, ifNotExists, queryRequest, transaction } from '../../shared/db/operations';
import { USERS } from '../../shared/directory/users-store';
import { CATALOGS } from '../../shared/organization/catalog-store';
import { REQUESTS } from '../../shared/timeoff/requests-store';

/**
 * The entity operations' builders (shared/db/operations.ts, #44 §2): the exact DynamoDB input
 * each operation sends, names and values through placeholders, and a transaction's parts read by
 * name. The same operations run against DynamoDB Local in test/db/entity-operations-db.test.ts;
 * the stores' own requests are pinned in their areas' tests.
 */
// Real entities, whatever their declaration: a time-off request (numbers, a status index), a
// track (a list) and a user (a map of custom fields).
const THING = REQUESTS;
const thing = {
  id: 'T1',
  user_id: 'U1',
  type: 'vacation' as const,
  status: 'pending' as const,
  start_date: '2026-12-01',
  end_date: '2026-12-02',
  days: 2,
  created_at: '2026-11-28T00:00:00.000Z',
  updated_at: '2026-11-28T00:00:00.000Z',
};
const Key = { pk: 'ORG#acme#TIMEOFF_REQUEST', sk: 'T1' };

describe('entity operations: the requests they send', () => {
  it('create: the whole item, the key required free', () => {
    const write = THING.create('acme', thing);
    expect(write.kind).toBe('Put');
    expect(write.input).toEqual({ TableName: tableName(), Item: THING.item('acme', thing), ConditionExpression: 'attribute_not_exists(pk)' });
    expect(write.part).toEqual({ Put: write.input });
  });

  it('put: unconditional, or guarded by where (OR, AND, NOT, comparisons, parenthesized compounds)', () => {
    expect(THING.put('acme', thing).input).toEqual({ TableName: tableName(), Item: THING.item('acme', thing) });
    const guarded = THING.put('acme', thing, { where: (w) => w.or(w.notExists(), w.lt('days', 3), w.and(w.eq('status', 'pending'), w.ne('user_id', 'U2'))) });
    expect(guarded.input).toEqual({
      TableName: tableName(),
      Item: THING.item('acme', thing),
      ConditionExpression: 'attribute_not_exists(pk) OR #a0 < :v0 OR (#a1 = :v1 AND #a2 <> :v2)',
      ExpressionAttributeNames: { '#a0': 'days', '#a1': 'status', '#a2': 'user_id' },
      ExpressionAttributeValues: { ':v0': 3, ':v1': 'pending', ':v2': 'U2' },
    });
  });

  it('patch: set, if_not_exists, copy, remove and add; the item must exist, AND where', () => {
    const write = THING.patch(
      'acme',
      { id: 'T1' },
      { set: { user_id: 'U3', decided_by: copyOf('user_id'), reason: ifNotExists('none') }, remove: ['decided_at'], add: { days: 1 } },
      { where: (w) => w.and(w.attributeExists('user_id'), w.or(w.attributeNotExists('days'), w.le('days', 9))) },
    );
    expect(write.input).toEqual({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #a0 = :v0, #a1 = #a0, #a2 = if_not_exists(#a2, :v1) REMOVE #a3 ADD #a4 :v2',
      ConditionExpression: 'attribute_exists(pk) AND attribute_exists(#a0) AND (attribute_not_exists(#a4) OR #a4 <= :v3)',
      ExpressionAttributeNames: { '#a0': 'user_id', '#a1': 'decided_by', '#a2': 'reason', '#a3': 'decided_at', '#a4': 'days' },
      ExpressionAttributeValues: { ':v0': 'U3', ':v1': 'none', ':v2': 1, ':v3': 9 },
    });
  });

  it('patch: append to a list, set a map path, by a stored key; copyOf with a fallback', () => {
    expect(CATALOGS.track.patch('acme', { id: 'K1' }, { append: { course_ids: ['C1'] } }).input).toMatchObject({
      UpdateExpression: 'SET #a0 = list_append(if_not_exists(#a0, :v0), :v1)',
      ExpressionAttributeNames: { '#a0': 'course_ids' },
      ExpressionAttributeValues: { ':v0': [], ':v1': ['C1'] },
    });
    const userKey = USERS.key('acme', { id: 'U1' });
    expect(USERS.patch('acme', userKey, { setPaths: [[['custom_fields', 'k-1'], 'v']] }).input).toMatchObject({
      Key: userKey,
      UpdateExpression: 'SET #a0.#a1 = :v0',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#a0': 'custom_fields', '#a1': 'k-1' },
    });
    expect(THING.patch('acme', Key, { set: { decided_by: copyOf('user_id', '') } }).input).toMatchObject({
      Key,
      UpdateExpression: 'SET #a0 = if_not_exists(#a1, :v0)',
      ExpressionAttributeNames: { '#a0': 'decided_by', '#a1': 'user_id' },
      ExpressionAttributeValues: { ':v0': '' },
    });
  });

  it('patch with `after` moves the item in the indexes whose composites it changes', () => {
    const write = THING.patch('acme', { id: 'T1' }, { set: { status: 'approved' } }, { after: { ...thing, status: 'approved' } });
    expect(write.input).toMatchObject({
      UpdateExpression: 'SET #a0 = :v0, #a1 = :v1, #a2 = :v2',
      ExpressionAttributeNames: { '#a0': 'status', '#a1': 'gsi2pk', '#a2': 'gsi2sk' },
      ExpressionAttributeValues: { ':v0': 'approved', ':v1': 'ORG#acme#TIMEOFF_STATUS#approved', ':v2': '2026-12-01#T1' },
    });
  });

  it('upsert: no implied condition, and SET entity (so the client stamps the layout version)', () => {
    const write = THING.upsert('acme', { id: 'T1' }, { set: { user_id: ifNotExists('U1') }, add: { days: 2 } }, { where: (w) => w.between('days', 0, 5) });
    expect(write.input).toEqual({
      TableName: tableName(),
      Key,
      UpdateExpression: 'SET #a0 = if_not_exists(#a0, :v0), #a1 = :v1 ADD #a2 :v2',
      ConditionExpression: '#a2 BETWEEN :v3 AND :v4',
      ExpressionAttributeNames: { '#a0': 'user_id', '#a1': 'entity', '#a2': 'days' },
      ExpressionAttributeValues: { ':v0': 'U1', ':v1': 'timeoff_request', ':v2': 2, ':v3': 0, ':v4': 5 },
    });
  });

  it('delete and check', () => {
    expect(THING.delete('acme', { id: 'T1' }).input).toEqual({ TableName: tableName(), Key });
    expect(THING.delete('acme', { id: 'T1' }, { where: (w) => w.not(w.beginsWith('user_id', 'X')) }).input).toEqual({
      TableName: tableName(),
      Key,
      ConditionExpression: 'NOT (begins_with(#a0, :v0))',
      ExpressionAttributeNames: { '#a0': 'user_id' },
      ExpressionAttributeValues: { ':v0': 'X' },
    });
    const check = THING.check('acme', { id: 'T1' }, (w) => w.exists());
    expect(check.part).toEqual({ ConditionCheck: { TableName: tableName(), Key, ConditionExpression: 'attribute_exists(pk)' } });
    return expect(check.go()).rejects.toThrow(/part of a transaction/);
  });

  it('conditions on the layout version and a change that sets it (an item moved from an earlier layout)', () => {
    const write = THING.patch('acme', { id: 'T1' }, { set: { days: 3 }, layout: 2 }, { where: (w) => w.and(w.layoutBefore(2), w.eq('days', 2)) });
    expect(write.input).toMatchObject({
      UpdateExpression: 'SET #a0 = :v0, #a1 = :v1',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#a1) OR #a1 < :v2) AND #a0 = :v3',
      ExpressionAttributeNames: { '#a0': 'days', '#a1': '_lv' },
      ExpressionAttributeValues: { ':v0': 3, ':v1': 2, ':v2': 2, ':v3': 2 },
    });
    expect(THING.delete('acme', { id: 'T1' }, { where: (w) => w.layoutFrom(2) }).input).toMatchObject({
      ConditionExpression: '#a0 >= :v0',
      ExpressionAttributeNames: { '#a0': '_lv' },
      ExpressionAttributeValues: { ':v0': 2 },
    });
  });

  it('a Query: its key condition, limit, consistency, and a projection through placeholders', () => {
    const byStatus = USERS.indexes.byStatus.query('acme', { status: 'active' }, { op: '>', value: 'U1' });
    expect(queryRequest(byStatus, { limit: 11, projection: ['id', 'status'] })).toEqual({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND #sk > :sk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk', '#p0': 'id', '#p1': 'status' },
      ExpressionAttributeValues: { ':pk': 'ORG#acme#USER_STATUS#active', ':sk': 'U1' },
      ProjectionExpression: '#p0, #p1',
      Limit: 11,
    });
    expect(queryRequest(USERS.primary.query('acme', {}), { consistent: true })).toEqual({
      TableName: tableName(),
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': 'ORG#acme#USER' },
      ConsistentRead: true,
    });
  });

  it('refuses an update that changes nothing and an empty AND', () => {
    expect(() => THING.patch('acme', { id: 'T1' }, {})).toThrow(/changes nothing/);
    expect(() => THING.delete('acme', { id: 'T1' }, { where: (w) => w.and() })).toThrow(/empty AND/);
  });
});

describe('transactions: parts by name', () => {
  const tx = transaction(
    {
      request: THING.create('acme', thing),
      skipped: undefined,
      others: [THING.delete('acme', { id: 'T2' }), THING.delete('acme', { id: 'T3' }, { where: (w) => w.exists() })],
      guard: THING.check('acme', { id: 'T4' }, (w) => w.eq('status', 'approved')),
    },
    { returnOld: ['guard'] },
  );
  const cancelled = (codes: string[], item?: Record<string, unknown>) =>
    Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: codes.map((Code) => ({ Code, ...(Code === 'ConditionalCheckFailed' && item ? { Item: item } : {}) })),
    });

  it('sends the present parts in order, ALL_OLD on the parts named by returnOld', () => {
    expect(tx.items.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Delete', 'Delete', 'ConditionCheck']);
    expect(tx.items[3]).toEqual({ ConditionCheck: expect.objectContaining({ ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }) });
    expect(tx.items[0]!.Put).not.toHaveProperty('ReturnValuesOnConditionCheckFailure');
  });

  it('reads a cancellation by part name, a named list by any of its writes', () => {
    const old = { ...thing, id: 'T4' };
    const image = Object.fromEntries(Object.entries({ ...THING.item('acme', old), _lv: THING.layout }).map(([k, v]) => [k, typeof v === 'number' ? { N: String(v) } : { S: v }]));
    const error = cancelled(['None', 'None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'], image);
    expect(tx.failed(error, 'request')).toBe(false);
    expect(tx.failed(error, 'others')).toBe(true);
    expect(tx.failed(error, 'guard')).toBe(true);
    expect(tx.reason(error, 'request')).toEqual({ code: 'None' });
    expect(tx.reasons(error)).toMatchObject({ request: { code: 'None' }, others: { code: 'ConditionalCheckFailed' }, guard: { code: 'ConditionalCheckFailed' } });
    expect(tx.current(error, 'guard')).toEqual(old);
    expect(tx.reasons(new Error('other'))).toBeNull();
    // A TransactItem a kernel builder made (an increment) is a part like the others, read by name, with nothing to parse.
    const increment = { Update: { TableName: tableName(), Key, UpdateExpression: 'ADD #u0 :u0', ExpressionAttributeNames: { '#u0': 'days' }, ExpressionAttributeValues: { ':u0': 1 } } };
    const mixed = transaction({ request: THING.create('acme', thing), counters: [increment, increment] });
    expect(mixed.items).toEqual([{ Put: THING.create('acme', thing).input }, increment, increment]);
    const lost = cancelled(['None', 'None', 'ConditionalCheckFailed'], image);
    expect(mixed.failed(lost, 'counters')).toBe(true);
    expect(mixed.failed(lost, 'request')).toBe(false);
    expect(mixed.current(lost, 'counters')).toBeNull();
    expect(tx.failed(new Error('other'), 'request')).toBe(false);
  });
});
