import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get';
import { db, tableName } from './client';
import { LAYOUT_ATTRIBUTE, versionOf } from './layout';
import { queryInput, type KeyQuery } from './key-query';
import { TABLE } from './table';
import { cancellationReasons, transactWrite, type CancellationReason } from './transact';
import { conditionFailureItem, isConditionFailure } from './update';

/**
 * The operations of an entity (#44 §2; ElectroDB's `get` / `create` / `patch` / `delete` /
 * `transaction`, small), written ONCE here: stores say WHAT to write, on declared attributes,
 * and this file writes the DynamoDB inputs (every name and value through a placeholder) and
 * reads the answers (every item parsed by its entity; a cancelled transaction's reasons by the
 * NAME of each part, never by position). The client (client.ts) still stamps layout versions on
 * the Puts and on the Updates that SET `entity` (layout.ts), and transactions keep the one
 * retry on TransactionConflict (transact.ts).
 */

type Rec = Record<string, unknown>;
/** Every attribute name of a record type (of every variant of a union). */
export type AttributeOf<T> = T extends unknown ? keyof T & string : never;
/** The type of attribute `K` (in the variants that have it), undefined left out. */
export type ValueOf<T, K extends string> = T extends unknown ? (K extends keyof T ? Exclude<T[K], undefined> : never) : never;
/** A stored item's primary key, as a Query returned it. */
export type StoredKey = { pk: string; sk: string };

// ---------------------------------------------------------------- conditions

type Node =
  | { op: 'exists' | 'notExists' }
  | { op: 'attributeExists' | 'attributeNotExists'; path: string }
  | { op: '=' | '<>' | '<' | '<=' | '>' | '>='; path: string; value: unknown }
  | { op: 'between'; path: string; low: unknown; high: unknown }
  | { op: 'beginsWith'; path: string; value: string }
  | { op: 'AND' | 'OR'; of: readonly Node[] }
  | { op: 'NOT'; of: Node };

/** A condition on an entity's item, typed by its record (build it with `Where`). */
export interface Condition<T> {
  readonly node: Node;
  /** Only ties the condition to its record type. */
  readonly record?: (record: T) => void;
}

/** The condition builders a `where` receives, typed against the entity's record. */
export interface Where<T> {
  /** The item exists (`attribute_exists(pk)`). */
  exists(): Condition<T>;
  /** No item has this key (`attribute_not_exists(pk)`). */
  notExists(): Condition<T>;
  attributeExists(attribute: AttributeOf<T>): Condition<T>;
  attributeNotExists(attribute: AttributeOf<T>): Condition<T>;
  eq<K extends AttributeOf<T>>(attribute: K, value: ValueOf<T, K>): Condition<T>;
  ne<K extends AttributeOf<T>>(attribute: K, value: ValueOf<T, K>): Condition<T>;
  lt<K extends AttributeOf<T>>(attribute: K, value: ValueOf<T, K>): Condition<T>;
  le<K extends AttributeOf<T>>(attribute: K, value: ValueOf<T, K>): Condition<T>;
  gt<K extends AttributeOf<T>>(attribute: K, value: ValueOf<T, K>): Condition<T>;
  ge<K extends AttributeOf<T>>(attribute: K, value: ValueOf<T, K>): Condition<T>;
  between<K extends AttributeOf<T>>(attribute: K, low: ValueOf<T, K>, high: ValueOf<T, K>): Condition<T>;
  beginsWith(attribute: AttributeOf<T>, prefix: string): Condition<T>;
  /** The item is of a layout version before `version` (`_lv` absent or lower, layout.ts): not yet moved to it. */
  layoutBefore(version: number): Condition<T>;
  /** The item is of layout version `version` or later. */
  layoutFrom(version: number): Condition<T>;
  and(...conditions: Condition<T>[]): Condition<T>;
  or(...conditions: Condition<T>[]): Condition<T>;
  not(condition: Condition<T>): Condition<T>;
}

const c = <T>(node: Node): Condition<T> => ({ node });
const compare = (op: '=' | '<>' | '<' | '<=' | '>' | '>=') => (path: string, value: unknown) => c({ op, path, value });
const WHERE: Where<never> = {
  exists: () => c({ op: 'exists' }),
  notExists: () => c({ op: 'notExists' }),
  attributeExists: (path) => c({ op: 'attributeExists', path }),
  attributeNotExists: (path) => c({ op: 'attributeNotExists', path }),
  eq: compare('='),
  ne: compare('<>'),
  lt: compare('<'),
  le: compare('<='),
  gt: compare('>'),
  ge: compare('>='),
  between: (path, low, high) => c({ op: 'between', path, low, high }),
  beginsWith: (path, value) => c({ op: 'beginsWith', path, value }),
  layoutBefore: (value) => c({ op: 'OR', of: [{ op: 'attributeNotExists', path: LAYOUT_ATTRIBUTE }, { op: '<', path: LAYOUT_ATTRIBUTE, value }] }),
  layoutFrom: (value) => c({ op: '>=', path: LAYOUT_ATTRIBUTE, value }),
  and: (...of) => c({ op: 'AND', of: of.map((x) => x.node) }),
  or: (...of) => c({ op: 'OR', of: of.map((x) => x.node) }),
  not: (of) => c({ op: 'NOT', of: of.node }),
};
/** The builders, for a condition written outside a `where` callback. */
export const where = <T>(): Where<T> => WHERE as unknown as Where<T>;

export type WhereOf<T> = (w: Where<T>) => Condition<T>;

/** Names (`#a0`…) and values (`:v0`…) of one request, shared by its update and its condition. */
class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly refs = new Map<string, string>();
  name(attribute: string): string {
    let ref = this.refs.get(attribute);
    if (!ref) {
      ref = `#a${this.refs.size}`;
      this.refs.set(attribute, ref);
      this.names[ref] = attribute;
    }
    return ref;
  }
  path(path: AttributePath): string {
    return (typeof path === 'string' ? [path] : path).map((part) => this.name(part)).join('.');
  }
  value(value: unknown): string {
    const ref = `:v${Object.keys(this.values).length}`;
    this.values[ref] = value;
    return ref;
  }
  /** ExpressionAttributeNames / Values, each left out when empty (DynamoDB refuses an empty map). */
  spread(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Rec } {
    return {
      ...(Object.keys(this.names).length ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

function conditionText(node: Node, p: Placeholders, nested = false): string {
  switch (node.op) {
    case 'exists':
      return 'attribute_exists(pk)';
    case 'notExists':
      return 'attribute_not_exists(pk)';
    case 'attributeExists':
      return `attribute_exists(${p.name(node.path)})`;
    case 'attributeNotExists':
      return `attribute_not_exists(${p.name(node.path)})`;
    case 'between':
      return `${p.name(node.path)} BETWEEN ${p.value(node.low)} AND ${p.value(node.high)}`;
    case 'beginsWith':
      return `begins_with(${p.name(node.path)}, ${p.value(node.value)})`;
    case 'NOT':
      return `NOT (${conditionText(node.of, p, false)})`;
    case 'AND':
    case 'OR': {
      if (node.of.length === 0) throw new Error(`an empty ${node.op} condition`);
      // A child of the same operator is flattened, any other compound child parenthesized.
      const parts = node.of.map((child) => conditionText(child, p, child.op !== node.op));
      const text = parts.join(` ${node.op} `);
      return nested && parts.length > 1 ? `(${text})` : text;
    }
    default:
      return `${p.name(node.path)} ${node.op} ${p.value(node.value)}`;
  }
}

/** The ConditionExpression of the conditions (AND), written into `p`; undefined when there is none. */
function conditionOf(conditions: readonly (Node | undefined)[], p: Placeholders): string | undefined {
  const present = conditions.filter((node): node is Node => node !== undefined);
  if (present.length === 0) return undefined;
  return conditionText(present.length === 1 ? present[0]! : { op: 'AND', of: present }, p);
}

// ---------------------------------------------------------------- updates

/** An attribute, or a path into a map attribute (`['custom_fields', key]`). */
export type AttributePath = string | readonly string[];

const OPERAND = Symbol('operand');
type Operand = { [OPERAND]: 'ifNotExists'; value: unknown } | { [OPERAND]: 'copy'; from: string; orElse?: { value: unknown } };

/** `SET a = if_not_exists(a, value)`: sets the attribute only where the item lacks it. */
export const ifNotExists = <V>(value: V): V => ({ [OPERAND]: 'ifNotExists', value }) as unknown as V;
/** `SET a = b` (or `if_not_exists(b, orElse)`): the value of another attribute of the same item. */
export function copyOf<V>(from: string, ...orElse: [V?]): V {
  return ({ [OPERAND]: 'copy', from, ...(orElse.length ? { orElse: { value: orElse[0] } } : {}) }) as unknown as V;
}
const isOperand = (value: unknown): value is Operand => typeof value === 'object' && value !== null && OPERAND in value;

type Numeric<T> = { [K in AttributeOf<T>]: ValueOf<T, K> extends number ? K : never }[AttributeOf<T>];
type Listed<T> = { [K in AttributeOf<T>]: ValueOf<T, K> extends readonly unknown[] ? K : never }[AttributeOf<T>];

/** What a patch changes, on declared attributes. */
export interface Change<T> {
  /** Attributes to set (a value, `ifNotExists(v)` or `copyOf(other)`). */
  set?: { [K in AttributeOf<T>]?: ValueOf<T, K> };
  /** Paths into map attributes to set (`[['custom_fields', key], value]`). */
  setPaths?: ReadonlyArray<readonly [readonly [AttributeOf<T>, ...string[]], unknown]>;
  /** Numbers to add atomically (negative to subtract); an absent attribute starts at 0. */
  add?: { [K in Numeric<T>]?: number };
  /** Lists to append to (`list_append`; an absent list starts empty). */
  append?: { [K in Listed<T>]?: ValueOf<T, K> };
  /** Attributes (or map paths) to remove. */
  remove?: ReadonlyArray<AttributeOf<T> | readonly [AttributeOf<T>, ...string[]]>;
  /** Sets the item's layout version (`_lv`, layout.ts): a write that moves an item of an earlier layout to this one (the client then stamps nothing). */
  layout?: number;
}

function updateText(change: Change<Rec>, p: Placeholders, entity?: string): string {
  const sets: string[] = [];
  const setOne = (path: AttributePath, value: unknown) => {
    const ref = p.path(path);
    if (!isOperand(value)) sets.push(`${ref} = ${p.value(value)}`);
    else if (value[OPERAND] === 'ifNotExists') sets.push(`${ref} = if_not_exists(${ref}, ${p.value(value.value)})`);
    else if (value.orElse) sets.push(`${ref} = if_not_exists(${p.name(value.from)}, ${p.value(value.orElse.value)})`);
    else sets.push(`${ref} = ${p.name(value.from)}`);
  };
  for (const [attribute, value] of Object.entries(change.set ?? {})) if (value !== undefined) setOne(attribute, value);
  for (const [path, value] of change.setPaths ?? []) setOne(path, value);
  for (const [attribute, value] of Object.entries(change.append ?? {})) {
    const ref = p.name(attribute);
    sets.push(`${ref} = list_append(if_not_exists(${ref}, ${p.value([])}), ${p.value(value)})`);
  }
  // The `entity` of an update that may create its item: the client stamps its layout (layout.ts).
  if (entity) sets.push(`${p.name('entity')} = ${p.value(entity)}`);
  if (change.layout !== undefined) sets.push(`${p.name(LAYOUT_ATTRIBUTE)} = ${p.value(change.layout)}`);
  const removes = (change.remove ?? []).map((path) => p.path(path as AttributePath));
  const adds = Object.entries(change.add ?? {})
    .filter(([, n]) => n !== undefined)
    .map(([attribute, n]) => `${p.name(attribute)} ${p.value(n)}`);
  const clauses = [
    ['SET', sets],
    ['REMOVE', removes],
    ['ADD', adds],
  ] as const;
  const text = clauses
    .filter(([, parts]) => parts.length > 0)
    .map(([verb, parts]) => `${verb} ${parts.join(', ')}`)
    .join(' ');
  if (!text) throw new Error('an update that changes nothing');
  return text;
}

// ---------------------------------------------------------------- operations

/** One item of a TransactWriteItems. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Kind = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';

/** The request of a write (a Put's `Item`, the others' `Key`), as DynamoDB gets it. */
export type WriteInput = Rec & { TableName: string; Item?: Rec; Key?: StoredKey };

/** What a single write came to, its items parsed by the entity. */
export type Outcome<T> = { applied: true; item: T | null } | { applied: false; current: T | null };

/**
 * One write of an entity's item: sent alone (`go`, `returning`) or as a part of a transaction
 * (`transaction`). `input` is the request as DynamoDB gets it (what the tests pin).
 */
export interface Write<T> {
  readonly kind: Kind;
  readonly input: WriteInput;
  /** The part of a TransactWriteItems. */
  readonly part: TransactItem;
  /** Reads an item this write returned (an old image of a failed condition). */
  readonly parse: (item: Rec) => T;
  /** Sends it alone: true when written, false when its condition failed; any other error is thrown. */
  go(): Promise<boolean>;
  /** Sends it alone; a failed condition is thrown as DynamoDB threw it (ConditionalCheckFailedException: a write that cannot fail but for a fault). */
  send(): Promise<void>;
  /**
   * Sends it alone and returns items: written, the item after an update (before it, with
   * `before`) or before a put or delete; refused by its condition, the item as it was
   * (`current`, null: none).
   */
  returning(options?: { before?: boolean }): Promise<Outcome<T>>;
}

function write<T>(kind: Kind, input: WriteInput, parse: (item: Rec) => T): Write<T> {
  const send = (extra: Rec) => {
    const full = { ...input, ...extra };
    switch (kind) {
      case 'Put':
        return db().send(new PutCommand(full as never));
      case 'Update':
        return db().send(new UpdateCommand(full as never));
      case 'Delete':
        return db().send(new DeleteCommand(full as never));
      default:
        throw new Error('a condition check is a part of a transaction only');
    }
  };
  return {
    kind,
    input,
    part: { [kind]: input } as TransactItem,
    parse,
    async send() {
      await send({});
    },
    async go() {
      try {
        await send({});
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async returning(options = {}) {
      try {
        const values = kind === 'Update' && !options.before ? 'ALL_NEW' : 'ALL_OLD';
        const output = (await send({ ReturnValues: values, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' })) as { Attributes?: Rec };
        return { applied: true, item: output.Attributes ? parse(output.Attributes) : null };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const old = conditionFailureItem(error);
        return { applied: false, current: old ? parse(old) : null };
      }
    },
  };
}

/** How one Query call reads: at most `limit` items, strongly consistent with `consistent`. */
export interface QueryOptions {
  limit?: number;
  consistent?: boolean;
}

/**
 * The input of one Query call of `query`; with `projection`, only those attributes (names through
 * placeholders `#p0`…, beside the key condition's `#pk` / `#sk` / `#f<i>`).
 */
export function queryRequest(query: KeyQuery, options: QueryOptions & { projection?: readonly string[] } = {}) {
  const input = queryInput(query);
  const projection = options.projection ?? [];
  return {
    TableName: tableName(),
    ...input,
    ...(projection.length
      ? {
          ProjectionExpression: projection.map((_, i) => `#p${i}`).join(', '),
          ExpressionAttributeNames: { ...input.ExpressionAttributeNames, ...Object.fromEntries(projection.map((attribute, i) => [`#p${i}`, attribute])) },
        }
      : {}),
    ...(options.limit ? { Limit: options.limit } : {}),
    ...(options.consistent ? { ConsistentRead: true } : {}),
  };
}

/** The base an entity's operations are built on (shared/db/entity.ts). */
export interface EntityCore<T> {
  name: string;
  key(slug: string, values: Partial<T>): StoredKey;
  item(slug: string, record: T): Rec;
  parse(item: Rec): T;
  reindex(slug: string, after: T, changed: readonly string[]): { set: Record<string, string>; remove: string[] };
}

/**
 * `ttl`: when DynamoDB may delete the item (epoch seconds, the table's TTL attribute), for an
 * entity whose expiry is not one of its attributes (a delivery log entry: 30 days after it).
 */
export interface Expiry {
  ttl?: number;
}

export interface PatchOptions<T> {
  where?: WhereOf<T>;
  /** The record as the patch leaves it: its indexes whose composites the patch changes are written (or removed) with it (`reindex`). */
  after?: T;
}

export interface EntityOperations<T> {
  /** The item of these key composites (or of a stored key), parsed; null when there is none. */
  get(slug: string, key: Partial<T> | StoredKey, options?: { consistent?: boolean }): Promise<T | null>;
  get(key: StoredKey, options?: { consistent?: boolean }): Promise<T | null>;
  /** get, with the layout version its item was stored at (`_lv`, layout.ts): for a write that depends on it (an enrollment of an earlier layout is not counted yet). */
  getWithLayout(slug: string, key: Partial<T> | StoredKey, options?: { consistent?: boolean }): Promise<{ record: T; layout: number } | null>;
  /** The items of these keys, parsed, in any order (unknown keys absent): BatchGetItem, 100 keys a call. */
  getMany(slug: string, keys: ReadonlyArray<Partial<T> | StoredKey>, options?: { consistent?: boolean }): Promise<T[]>;
  /** One Query call of this entity's partition (at most `limit` items; strongly consistent with `consistent`), parsed. */
  queryOnce(query: KeyQuery, options?: { limit?: number; consistent?: boolean }): Promise<T[]>;
  /** get, reading only `attributes` of the item (names through placeholders `#p0`…), read by `parse` (the caller's schema of the projection); null when there is none. */
  getProjected<K extends AttributeOf<T> | keyof StoredKey, R>(slug: string, key: Partial<T> | StoredKey, attributes: readonly K[], parse: (item: Rec) => R, options?: { consistent?: boolean }): Promise<R | null>;
  /**
   * One Query call reading only `attributes` of each item (a projection: a walk that needs two
   * attributes of thousands of users), each read by `parse` (the caller's schema of the
   * projection: the entity's would refuse an item without its other attributes).
   */
  queryProjected<K extends AttributeOf<T>, R>(query: KeyQuery, attributes: readonly K[], parse: (item: Rec) => R, options?: QueryOptions): Promise<R[]>;
  /** queryOnce, each record with the layout version its item was stored at (a migration that moves the items of earlier layouts) and its key (a keyOnly composite: a SCIM list position). */
  queryWithLayout(query: KeyQuery, options?: { limit?: number; consistent?: boolean }): Promise<Array<{ record: T; layout: number; key: StoredKey }>>;
  /** A new item: a Put that requires the key to be free (`attribute_not_exists(pk)`). */
  create(slug: string, record: T, options?: Expiry): Write<T>;
  /** The whole item, replacing any item of its key unless `where` says otherwise. */
  put(slug: string, record: T, options?: { where?: WhereOf<T> } & Expiry): Write<T>;
  /** Changes attributes of an existing item (`attribute_exists(pk)` implied, AND `where`). */
  patch(slug: string, key: Partial<T> | StoredKey, change: Change<T>, options?: PatchOptions<T>): Write<T>;
  patch(key: StoredKey, change: Change<T>, options?: PatchOptions<T>): Write<T>;
  /** Changes attributes, creating the item when there is none (sets `entity`, so the client stamps its layout); only `where` guards it. */
  upsert(slug: string, key: Partial<T> | StoredKey, change: Change<T>, options?: PatchOptions<T>): Write<T>;
  upsert(key: StoredKey, change: Change<T>, options?: PatchOptions<T>): Write<T>;
  /** Deletes the item (unconditionally unless `where`). */
  delete(slug: string, key: Partial<T> | StoredKey, options?: { where?: WhereOf<T> }): Write<T>;
  delete(key: StoredKey, options?: { where?: WhereOf<T> }): Write<T>;
  /** A ConditionCheck part of a transaction. */
  check(slug: string, key: Partial<T> | StoredKey, condition: WhereOf<T>): Write<T>;
  check(key: StoredKey, condition: WhereOf<T>): Write<T>;
}

const isStoredKey = (key: object): key is StoredKey =>
  Object.keys(key).length === 2 && typeof (key as Rec).pk === 'string' && typeof (key as Rec).sk === 'string';

/** The operations of an entity (wired into every entity by defineEntity). */
export function operationsOf<T extends Rec>(entity: EntityCore<T>): EntityOperations<T> {
  const parse = (item: Rec) => entity.parse(item);
  const itemOf = (slug: string, record: T, { ttl }: Expiry): Rec => (ttl === undefined ? entity.item(slug, record) : { ...entity.item(slug, record), [TABLE.ttlAttribute]: ttl });
  const keyOf = (slug: string, key: Partial<T> | StoredKey): StoredKey => (isStoredKey(key) ? { pk: key.pk, sk: key.sk } : entity.key(slug, key as Partial<T>));
  const w = where<T>();
  const conditional = (input: WriteInput, p: Placeholders, nodes: readonly (Node | undefined)[]) => {
    const condition = conditionOf(nodes, p);
    return { ...input, ...(condition ? { ConditionExpression: condition } : {}), ...p.spread() };
  };
  const update = (Key: StoredKey, slug: string | undefined, change: Change<T>, options: PatchOptions<T>, creates: boolean) => {
    const p = new Placeholders();
    let full = change as Change<Rec>;
    if (options.after) {
      if (slug === undefined) throw new Error('a patch that reindexes (`after`) names its organization');
      const changed = [...Object.keys(change.set ?? {}), ...Object.keys(change.add ?? {}), ...(change.remove ?? []).map((path) => (typeof path === 'string' ? path : path[0]!))];
      const move = entity.reindex(slug, options.after, changed);
      full = { ...full, set: { ...full.set, ...move.set }, remove: [...(full.remove ?? []), ...move.remove] };
    }
    const UpdateExpression = updateText(full, p, creates ? entity.name : undefined);
    return write('Update', conditional({ TableName: tableName(), Key, UpdateExpression }, p, [creates ? undefined : w.exists().node, options.where?.(w).node]), parse);
  };
  /** The arguments after the key: `(slug, key, ...rest)` or `(key, ...rest)` with a StoredKey. */
  const split = (args: unknown[]): [StoredKey, unknown[], string | undefined] =>
    typeof args[0] === 'string' ? [keyOf(args[0], args[1] as Partial<T> | StoredKey), args.slice(2), args[0]] : [keyOf('', args[0] as StoredKey), args.slice(1), undefined];
  const operations = {
    async get(...args: unknown[]) {
      const [Key, [options = {}]] = split(args) as [StoredKey, [{ consistent?: boolean }?], unknown];
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ...(options.consistent ? { ConsistentRead: true } : {}) }));
      return Item ? parse(Item) : null;
    },
    async getWithLayout(slug: string, key: Partial<T> | StoredKey, options: { consistent?: boolean } = {}) {
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keyOf(slug, key), ...(options.consistent ? { ConsistentRead: true } : {}) }));
      return Item ? { record: parse(Item), layout: versionOf(Item) } : null;
    },
    async getProjected<R>(slug: string, key: Partial<T> | StoredKey, attributes: readonly string[], read: (item: Rec) => R, options: { consistent?: boolean } = {}) {
      const { Item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: keyOf(slug, key),
          ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(attributes.map((attribute, i) => [`#p${i}`, attribute])),
          ...(options.consistent ? { ConsistentRead: true } : {}),
        }),
      );
      return Item ? read(Item) : null;
    },
    async getMany(slug: string, keys: ReadonlyArray<Partial<T> | StoredKey>, options: { consistent?: boolean } = {}) {
      if (keys.length === 0) return [];
      return (await batchGet(keys.map((key) => keyOf(slug, key)), options.consistent ? { consistent: true } : {})).map(parse);
    },
    async queryOnce(query: KeyQuery, options: QueryOptions = {}) {
      const { Items } = await db().send(new QueryCommand(queryRequest(query, options)));
      return (Items ?? []).map(parse);
    },
    async queryProjected<R>(query: KeyQuery, attributes: readonly string[], read: (item: Rec) => R, options: QueryOptions = {}) {
      const { Items } = await db().send(new QueryCommand(queryRequest(query, { ...options, projection: attributes })));
      return (Items ?? []).map(read);
    },
    async queryWithLayout(query: KeyQuery, options: QueryOptions = {}) {
      const { Items } = await db().send(new QueryCommand(queryRequest(query, options)));
      return (Items ?? []).map((item) => ({ record: parse(item), layout: versionOf(item), key: { pk: String(item.pk), sk: String(item.sk) } }));
    },
    create: (slug: string, record: T, options: Expiry = {}) =>
      write('Put', { TableName: tableName(), Item: itemOf(slug, record, options), ConditionExpression: 'attribute_not_exists(pk)' }, parse),
    put(slug: string, record: T, options: { where?: WhereOf<T> } & Expiry = {}) {
      const p = new Placeholders();
      return write('Put', conditional({ TableName: tableName(), Item: itemOf(slug, record, options) }, p, [options.where?.(w).node]), parse);
    },
    patch(...args: unknown[]) {
      const [Key, [change, options = {}], slug] = split(args) as [StoredKey, [Change<T>, PatchOptions<T>?], string | undefined];
      return update(Key, slug, change, options, false);
    },
    upsert(...args: unknown[]) {
      const [Key, [change, options = {}], slug] = split(args) as [StoredKey, [Change<T>, PatchOptions<T>?], string | undefined];
      return update(Key, slug, change, options, true);
    },
    delete(...args: unknown[]) {
      const [Key, [options = {}]] = split(args) as [StoredKey, [{ where?: WhereOf<T> }?], unknown];
      const p = new Placeholders();
      return write('Delete', conditional({ TableName: tableName(), Key }, p, [options.where?.(w).node]), parse);
    },
    check(...args: unknown[]) {
      const [Key, [condition]] = split(args) as [StoredKey, [WhereOf<T>], unknown];
      const p = new Placeholders();
      return write('ConditionCheck', conditional({ TableName: tableName(), Key }, p, [condition(w).node]), parse);
    },
  };
  return operations as EntityOperations<T>;
}

// ---------------------------------------------------------------- transactions

/**
 * A part of a transaction: an entity's write, several (one name for all), or nothing (left out).
 * A write may also be a TransactItem a kernel builder made (an entity's `increment`, entity.ts):
 * read by name like the others, with no item to parse (`current` is null for it).
 */
export type Part = Write<unknown> | TransactItem | ReadonlyArray<Write<unknown> | TransactItem> | null | undefined | false;
const isWrite = (one: Write<unknown> | TransactItem): one is Write<unknown> => 'kind' in one && 'input' in one;

/**
 * A transaction of named parts. `go` sends one TransactWriteItems (retried on a conflict,
 * transact.ts) and throws what DynamoDB threw; the error is read BY NAME: `failed(error, name)`
 * (that part's condition failed), `reason(error, name)`, `current(error, name)` (the item as it
 * was, parsed: the part was sent with ReturnValuesOnConditionCheckFailure ALL_OLD when `returnOld`
 * named it).
 */
export interface Transaction<N extends string> {
  readonly items: TransactItem[];
  go(): Promise<void>;
  /**
   * One TransactWriteItems call, NOT retried on a conflict (the caller retries: a bulk write that
   * learns per round which items exist), with its own ClientRequestToken when given (so an SDK
   * retry of an attempt that did succeed is not read as a failed condition).
   */
  goOnce(options?: { clientRequestToken?: string }): Promise<void>;
  /** The reasons of a cancelled transaction, by part name (a named list: its first failed part's); null when `error` is not a cancellation. */
  reasons(error: unknown): Record<N, CancellationReason> | null;
  reason(error: unknown, name: N): CancellationReason | undefined;
  /** Whether part `name` (any write of it) failed its condition. */
  failed(error: unknown, name: N): boolean;
  /** The reasons of every write of part `name` that failed its condition (a named list: each of its failed writes, with its old item under `returnOld`). */
  failures(error: unknown, name: N): CancellationReason[];
  current(error: unknown, name: N): unknown;
}

/** The transaction each cancelled one threw (failedPart). */
const thrownBy = new WeakMap<object, Transaction<string>>();

/**
 * Whether part `name` of the transaction that threw `error` failed its condition: for a caller
 * that gave named parts to a transaction another module sends (a SCIM guard in the users store's
 * update) and gets its error back. False for an error no transaction threw.
 */
export function failedPart(error: unknown, name: string): boolean {
  const sent = typeof error === 'object' && error !== null ? thrownBy.get(error) : undefined;
  return sent ? sent.failed(error, name) : false;
}

export function transaction<P extends Record<string, Part>>(
  parts: P,
  /** `giveUp`: the error once the retries on conflicts are spent (503 `contention` by default, retry.ts). */
  options: { returnOld?: ReadonlyArray<keyof P & string>; giveUp?: () => Error } = {},
): Transaction<keyof P & string> {
  type N = keyof P & string;
  const items: TransactItem[] = [];
  const at = new Map<string, { indexes: number[]; writes: Array<Write<unknown> | TransactItem> }>();
  for (const [name, part] of Object.entries(parts)) {
    const writes = !part ? [] : Array.isArray(part) ? (part as Array<Write<unknown> | TransactItem>) : [part as Write<unknown> | TransactItem];
    const entry = { indexes: [] as number[], writes };
    for (const one of writes) {
      entry.indexes.push(items.length);
      if (!isWrite(one)) {
        items.push(one);
        continue;
      }
      const input = options.returnOld?.includes(name) ? { ...one.input, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } : one.input;
      items.push({ [one.kind]: input } as TransactItem);
    }
    at.set(name, entry);
  }
  const reasonOf = (all: CancellationReason[], name: string) => {
    const entry = at.get(name);
    if (!entry) return undefined;
    const mine = entry.indexes.map((i) => all[i]).filter((r): r is CancellationReason => r !== undefined);
    return mine.find((r) => r.code !== 'None') ?? mine[0];
  };
  const remembered = (error: unknown) => {
    if (typeof error === 'object' && error !== null) thrownBy.set(error, tx);
    return error;
  };
  const tx: Transaction<N> = {
    items,
    async go() {
      if (items.length === 0) return;
      await transactWrite({ TransactItems: items }, options.giveUp).catch((error: unknown) => {
        throw remembered(error);
      });
    },
    async goOnce(options = {}) {
      if (items.length === 0) return;
      await db()
        .send(new TransactWriteCommand({ ...(options.clientRequestToken ? { ClientRequestToken: options.clientRequestToken } : {}), TransactItems: items }))
        .catch((error: unknown) => {
          throw remembered(error);
        });
    },
    reasons(error) {
      const all = cancellationReasons(error);
      if (!all) return null;
      const out: Rec = {};
      for (const name of at.keys()) {
        const reason = reasonOf(all, name);
        if (reason) out[name] = reason;
      }
      return out as Record<N, CancellationReason>;
    },
    failures(error, name) {
      const all = cancellationReasons(error) ?? [];
      return (at.get(name)?.indexes ?? []).flatMap((i) => (all[i]?.code === 'ConditionalCheckFailed' ? [all[i]!] : []));
    },
    reason: (error, name) => reasonOf(cancellationReasons(error) ?? [], name),
    failed(error, name) {
      const all = cancellationReasons(error) ?? [];
      return (at.get(name)?.indexes ?? []).some((i) => all[i]?.code === 'ConditionalCheckFailed');
    },
    current(error, name) {
      const all = cancellationReasons(error) ?? [];
      const entry = at.get(name);
      if (!entry) return null;
      for (const [n, i] of entry.indexes.entries()) {
        const reason = all[i];
        const one = entry.writes[n]!;
        if (reason?.code === 'ConditionalCheckFailed') return reason.item && isWrite(one) ? one.parse(reason.item) : null;
      }
      return null;
    },
  };
  return tx;
}
