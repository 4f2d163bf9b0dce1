// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEntity, numericFamily } from '../../shared/db/entity';
import { plan } from '../../shared/db/filtered-page';
import { queryInput, startKeyFits, type KeyQuery } from '../../shared/db/key-query';

/**
 * The data kernel (shared/db/entity.ts, key-query.ts, filtered-page.ts) on a small entity of its
 * own: keys and index attributes derived from the declaration, sparse indexes, moves, the
 * schema-checked read, ranges as data and the planner. Pure: no DynamoDB. The real entities are
 * checked against the items their earlier code wrote in test/db/entity-items.test.ts.
 */
const THING = defineEntity({
  name: 'timeoff_request', // a declared entity (shared/db/entities.ts): its shapes, its layout
  schema: z.object({ id: z.string(), user_id: z.string(), status: z.enum(['pending', 'approved']), start_date: z.string(), area_id: z.optional(z.string()) }),
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {
    byUser: { index: 'gsi1', composites: ['user_id'], sort: ['start_date', 'id'] },
    byStatus: { index: 'gsi2', composites: ['status'], sort: ['start_date', 'id'] },
    // Its `TIMEOFF_TYPE#*` shape, here on an optional attribute: a sparse index.
    byType: { index: 'gsi3', composites: ['area_id'], sort: ['id'] },
  },
});
const thing = { id: 'T1', user_id: 'U1', status: 'pending' as const, start_date: '2026-12-01' };

describe('entity kernel: keys and items', () => {
  it('derives the primary key and every present index from the declaration', () => {
    expect(THING.key('acme', thing)).toEqual({ pk: 'ORG#acme#TIMEOFF_REQUEST', sk: 'T1' });
    expect(THING.item('acme', thing)).toEqual({
      pk: 'ORG#acme#TIMEOFF_REQUEST',
      sk: 'T1',
      gsi1pk: 'ORG#acme#TIMEOFF_USER#U1',
      gsi1sk: '2026-12-01#T1',
      gsi2pk: 'ORG#acme#TIMEOFF_STATUS#pending',
      gsi2sk: '2026-12-01#T1',
      entity: 'timeoff_request',
      ...thing,
    });
  });

  it('leaves out an index whose composites are missing (sparse), and writes it when they are given', () => {
    expect(THING.indexAttributes('acme', thing)).not.toHaveProperty('gsi3pk');
    expect(THING.indexAttributes('acme', { ...thing, area_id: 'A1' })).toMatchObject({ gsi3pk: 'ORG#acme#TIMEOFF_TYPE#A1', gsi3sk: 'T1' });
  });

  it('reindexes the indexes of the attributes an update changes, and only those', () => {
    expect(THING.reindex('acme', { ...thing, status: 'approved' }, ['status', 'updated_at'])).toEqual({
      set: { gsi2pk: 'ORG#acme#TIMEOFF_STATUS#approved', gsi2sk: '2026-12-01#T1' },
      remove: [],
    });
    expect(THING.reindex('acme', { ...thing, area_id: 'A1' }, ['area_id']).set).toEqual({ gsi3pk: 'ORG#acme#TIMEOFF_TYPE#A1', gsi3sk: 'T1' });
    // A cleared composite takes the item out of that (sparse) index.
    expect(THING.reindex('acme', thing, ['area_id'])).toEqual({ set: {}, remove: ['gsi3pk', 'gsi3sk'] });
    expect(THING.reindex('acme', thing, ['reason'])).toEqual({ set: {}, remove: [] });
  });

  it('refuses a composite that could split a key, and a missing one', () => {
    expect(() => THING.item('acme', { ...thing, user_id: 'U#2' })).toThrow();
    expect(() => THING.key('acme', {})).toThrow(/missing/);
  });

  it('reads through the schema: storage attributes dropped, a wrong item refused loudly', () => {
    const item = THING.item('acme', thing);
    expect(THING.parse({ ...item, _lv: 1, stray: 'x' })).toEqual(thing);
    expect(() => THING.parse({ ...item, status: 'lost' })).toThrow();
  });

  it('takes its layout versions and shapes from its declaration (entities.ts) and checks the call against it', () => {
    expect([THING.layout, THING.readsAlso]).toEqual([1, [0]]);
    const schema = z.object({ id: z.string(), user_id: z.string() });
    const primary = { index: null, composites: [], sort: ['id'] } as const;
    // @ts-expect-error no entity of that name is declared
    expect(() => defineEntity({ name: 'no_such_entity', schema, primary, indexes: {} })).toThrow(/not declared/);
    // An index the entity does not declare has no shape.
    expect(() => defineEntity({ name: 'user', schema, primary, indexes: { byUser: { index: 'gsi1', composites: ['user_id'], sort: ['id'] } } })).toThrow(/index byUser is not declared/);
    // USER_STATUS#* takes one composite.
    expect(() => defineEntity({ name: 'user', schema, primary, indexes: { byStatus: { index: 'gsi1', composites: [], sort: ['id'] } } })).toThrow(/composites/);
    // An entity of several kinds is defined kind by kind; one of a single kind has none.
    const counter = { index: null, composites: ['id', 'user_id'], sort: ['id'] } as const;
    expect(() => defineEntity({ name: 'learning_counter', schema, primary: counter, indexes: {} })).toThrow(/kind/);
    expect(() => defineEntity({ name: 'learning_counter', kind: 'week', schema, primary: counter, indexes: {} })).toThrow(/kind week/);
    expect(() => defineEntity({ name: 'user', kind: 'total', schema, primary, indexes: {} })).toThrow(/kind total/);
    expect(defineEntity({ name: 'learning_counter', kind: 'year', schema, primary: counter, indexes: {} }).kind).toBe('year');
  });
});

describe('entity kernel: singleton items, text keys, kinds, key-only composites, expiry', () => {
  // A credential-like entity: one item per partition (literal sort key), two kinds sharing gsi1.
  const TOKEN = defineEntity({
    name: 'credential',
    schema: z.object({ hash: z.string(), kind: z.enum(['a', 'b']), id: z.string(), owner: z.optional(z.string()), org: z.string(), expires_at: z.optional(z.string()) }),
    primary: { index: null, composites: ['hash'], sort: { literal: 'CRED' } },
    indexes: {
      apiKeysOfOrg: { index: 'gsi1', composites: [], sort: ['id'], condition: (r) => r.kind === 'a' },
      sessionsOfUser: { index: 'gsi1', composites: ['owner'], sort: ['id'], condition: (r) => r.kind === 'b' },
    },
    expiresWith: 'expires_at',
  });
  const LOCK = defineEntity({
    name: 'user_email',
    schema: z.object({ email: z.optional(z.string()), user_id: z.string() }),
    primary: { index: null, composites: [], sort: ['email'], text: 'lower' },
    indexes: {},
    keyOnly: ['email'],
  });

  it('writes a literal sort key, an index per kind (condition) and the TTL of an expiring item', () => {
    const a = { hash: 'H1', kind: 'a' as const, id: 'K1', org: 'acme' };
    expect(TOKEN.item('acme', a)).toEqual({ pk: 'ORG#acme#CRED#H1', sk: 'CRED', gsi1pk: 'ORG#acme#APIKEY', gsi1sk: 'K1', entity: 'credential', ...a });
    const b = { hash: 'H2', kind: 'b' as const, id: 'S1', owner: 'U1', org: 'acme', expires_at: '2026-11-26T02:05:07.503Z' };
    expect(TOKEN.item('acme', b)).toEqual({
      pk: 'ORG#acme#CRED#H2',
      sk: 'CRED',
      gsi1pk: 'ORG#acme#USER#U1#SESSION',
      gsi1sk: 'S1',
      entity: 'credential',
      ttl: Math.ceil(Date.parse(b.expires_at) / 1000),
      ...b,
    });
  });

  it('reads back the storage attributes its schema declares (org) and drops the others (ttl)', () => {
    const b = { hash: 'H2', kind: 'b' as const, id: 'S1', owner: 'U1', org: 'acme', expires_at: '2026-11-26T02:05:07.503Z' };
    expect(TOKEN.parse({ ...TOKEN.item('acme', b), _lv: 1 })).toEqual(b);
  });

  it('keeps a text sort key as given (lower-cased here, no id bound) and never stores a key-only composite', () => {
    const long = `${'x'.repeat(200)}#tag@Example.COM`;
    expect(LOCK.key('acme', { email: long })).toEqual({ pk: 'ORG#acme#USER_EMAIL', sk: long.toLowerCase() });
    expect(LOCK.item('acme', { email: 'Ana@Example.com', user_id: 'U1' })).toEqual({ pk: 'ORG#acme#USER_EMAIL', sk: 'ana@example.com', entity: 'user_email', user_id: 'U1' });
    expect(LOCK.parse(LOCK.item('acme', { email: 'Ana@Example.com', user_id: 'U1' }))).toEqual({ user_id: 'U1' });
    expect(() => LOCK.key('acme', {})).toThrow(/missing/);
  });

  it('refuses declarations it cannot key', () => {
    const schema = z.object({ id: z.string(), other: z.string() });
    expect(() => defineEntity({ name: 'user', schema, primary: { index: null, composites: [], sort: ['id', 'other'], text: 'exact' }, indexes: {} })).toThrow(/text/);
    expect(() => defineEntity({ name: 'user', schema, primary: { index: null, composites: [], sort: [] }, indexes: {} })).toThrow(/literal/);
  });
});

describe('entity kernel: numeric families (open-ended attribute names) and sort-key prefixes', () => {
  // A counter-like entity: its counts are named by data (a letter and a year), its key stores nothing.
  const TALLY = defineEntity({
    name: 'learning_counter',
    kind: 'year',
    schema: z.object({
      kind: z.optional(z.enum(['USER'])),
      id: z.optional(z.string()),
      year: z.optional(z.string()),
      note: z.optional(z.string()),
      counts: numericFamily(/^[ab]_\d{4}$/),
    }),
    primary: { index: null, composites: ['kind', 'id'], prefix: 'Y', sort: ['year'] },
    indexes: {},
    keyOnly: ['kind', 'id', 'year'],
  });
  const at = { kind: 'USER' as const, id: 'U1', year: '2026' };
  const key = { pk: 'ORG#acme#REPORT_COUNTER#USER#U1', sk: 'Y#2026' };

  it('writes a family flat, one top-level attribute per member, under a prefixed sort key', () => {
    expect(TALLY.key('acme', at)).toEqual(key);
    expect(TALLY.item('acme', { ...at, note: 'n', counts: { a_2026: 2, b_2025: -1 } })).toEqual({ ...key, entity: 'learning_counter', note: 'n', a_2026: 2, b_2025: -1 });
  });

  it('reads the members back into the family through the schema: other attributes dropped, a count that is no number refused', () => {
    const stored = { ...key, entity: 'learning_counter', _lv: 2, _rq: 'req_1', note: 'n', a_2026: 2, b_2025: -1, c_2026: 5 };
    expect(TALLY.parse(stored)).toEqual({ note: 'n', counts: { a_2026: 2, b_2025: -1 } });
    // A projection without any member reads as an empty family.
    expect(TALLY.parse(key)).toEqual({ counts: {} });
    expect(() => TALLY.parse({ ...stored, a_2026: 'two' })).toThrow();
  });

  it('increments: SET entity (so the client stamps the layout) and one atomic ADD per member, no read', () => {
    expect(TALLY.increment('acme', { ...at, counts: { a_2026: 1, b_2025: -1 } })).toEqual({
      Key: key,
      UpdateExpression: 'SET #u0 = :u0 ADD #u1 :u1, #u2 :u2',
      ExpressionAttributeNames: { '#u0': 'entity', '#u1': 'a_2026', '#u2': 'b_2025' },
      ExpressionAttributeValues: { ':u0': 'learning_counter', ':u1': 1, ':u2': -1 },
    });
  });

  it('refuses a name outside the family, on a whole item and on an increment', () => {
    expect(() => TALLY.item('acme', { ...at, counts: { a_26: 1 } })).toThrow(/family/);
    expect(() => TALLY.increment('acme', { ...at, counts: { note: 1 } })).toThrow(/family/);
    expect(() => THING.increment('acme', thing)).toThrow(/numeric family/);
  });

  it('refuses families and prefixes it cannot keep apart', () => {
    expect(() => numericFamily(/[ab]_\d{4}/)).toThrow(/anchored/);
    const literal = { index: null, composites: [], sort: { literal: 'META' } } as const;
    // The family would swallow a declared attribute on read.
    expect(() => defineEntity({ name: 'organization', schema: z.object({ a_1: z.string(), counts: numericFamily(/^a_\d$/) }), primary: literal, indexes: {} })).toThrow(/declared attribute a_1/);
    const schema = z.object({ id: z.string() });
    expect(() => defineEntity({ name: 'user', schema, primary: { ...literal, prefix: 'Y' }, indexes: {} })).toThrow(/prefix/);
    expect(() => defineEntity({ name: 'user', schema, primary: { index: null, composites: [], prefix: 'Y#', sort: ['id'] }, indexes: {} })).toThrow(/prefix/);
  });
});

describe('queries as data (key-query.ts)', () => {
  const q = (range?: KeyQuery['range']): KeyQuery => THING.indexes.byUser.query('acme', { user_id: 'U1' }, range);
  const at = (sk: string, pk = 'ORG#acme#TIMEOFF_USER#U1') => ({ gsi1pk: pk, gsi1sk: sk, pk: 'ORG#acme#TIMEOFF_REQUEST', sk: 'T' });

  it('writes the key condition, range and filters once', () => {
    expect(queryInput({ ...q({ op: 'between', low: 'a', high: 'b' }), filters: [{ attribute: 'status', op: '=', value: 'approved' }] })).toEqual({
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
      FilterExpression: '#f0 = :f0',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk', '#f0': 'status' },
      ExpressionAttributeValues: { ':pk': 'ORG#acme#TIMEOFF_USER#U1', ':lo': 'a', ':hi': 'b', ':f0': 'approved' },
    });
    expect(queryInput({ ...q(), filters: [{ attribute: 'revoked_at', op: 'absent' }] })).toMatchObject({
      FilterExpression: 'attribute_not_exists(#f0)',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#f0': 'revoked_at' },
      ExpressionAttributeValues: { ':pk': 'ORG#acme#TIMEOFF_USER#U1' },
    });
    expect(queryInput({ index: null, partition: 'P', descending: true })).toEqual({
      KeyConditionExpression: '#pk = :pk',
      ScanIndexForward: false,
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': 'P' },
    });
  });

  it('checks a start key against the partition and each kind of range by comparing values', () => {
    expect(startKeyFits(q(), at('x'))).toBe(true);
    expect(startKeyFits(q(), at('x', 'ORG#acme#TIMEOFF_USER#U2'))).toBe(false);
    expect(startKeyFits(q(), { pk: 'ORG#acme#TIMEOFF_REQUEST', sk: 'T' })).toBe(false);
    const between = q({ op: 'between', low: '2026-01', high: '2026-02' });
    expect(startKeyFits(between, at('2026-01-15#T'))).toBe(true);
    expect(startKeyFits(between, at('2026-03-01#T'))).toBe(false);
    expect(startKeyFits(q({ op: 'begins_with', prefix: 'U1#' }), at('U1#leave'))).toBe(true);
    expect(startKeyFits(q({ op: 'begins_with', prefix: 'U1#' }), at('U2#leave'))).toBe(false);
    expect(startKeyFits(q({ op: '>=', value: 'm' }), at('m'))).toBe(true);
    expect(startKeyFits(q({ op: '>', value: 'm' }), at('m'))).toBe(false);
    expect(startKeyFits(q({ op: '<', value: 'm' }), at('a'))).toBe(true);
    expect(startKeyFits(q({ op: '<=', value: 'm' }), at('n'))).toBe(false);
    // DynamoDB orders strings by UTF-8 bytes: 'é' (0xC3…) sorts after 'z'.
    expect(startKeyFits(q({ op: '<', value: 'z' }), at('é'))).toBe(false);
  });
});

describe('the filtered-page planner (filtered-page.ts)', () => {
  type F = { user_id?: string; status?: 'pending' | 'approved' };
  const plans = [
    { uses: ['user_id'] as const, query: (f: F) => THING.indexes.byUser.query('acme', { user_id: f.user_id! }) },
    { uses: ['status'] as const, query: (f: F) => THING.indexes.byStatus.query('acme', { status: f.status! }) },
    { uses: [] as const, query: () => ({ index: null, partition: THING.primary.partition('acme', {}) }) },
  ];

  it('puts the most selective given filter in the key and the others in the filter', () => {
    expect(plan<F>(plans, { user_id: 'U1', status: 'approved' }, ['status'])).toEqual({
      index: 'gsi1',
      partition: 'ORG#acme#TIMEOFF_USER#U1',
      filters: [{ attribute: 'status', op: '=', value: 'approved' }],
    });
    expect(plan<F>(plans, { status: 'approved' }, ['status'])).toEqual({ index: 'gsi2', partition: 'ORG#acme#TIMEOFF_STATUS#approved' });
    expect(plan<F>(plans, {}, ['status'])).toEqual({ index: null, partition: 'ORG#acme#TIMEOFF_REQUEST' });
  });
});
