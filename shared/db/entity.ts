import * as z from 'zod/mini';
import { keyId } from './ids';
import { withoutStorageAttributes } from './keys';
import { keyAttributes, type KeyQuery, type SortRange } from './key-query';
import { declarationOf, type EntityName } from './entities';
import { versionOf } from './layout';
import { compileTrustedRead } from './trusted-read';
import { entityKey, KEY_SHAPES, type KeyEntity } from './prefixes';
import { TABLE, type IndexName } from './table';
import { updateExpression, type UpdateParts } from './update';
import { operationsOf, type EntityOperations } from './operations';

/**
 * The data kernel's entity (ElectroDB's `new Entity({ model, attributes, indexes })`, small):
 * an entity is declared ONCE: its name, layout versions and partition shapes in
 * shared/db/entities.ts (plain data: every function loads all of them), and in its store the
 * `defineEntity` call that names it and adds the zod schema of its stored item and the composites
 * of the partition AND the sort key of its primary key and each index. Every key, every index
 * attribute, the whole item and the schema-checked read are derived from the two.
 *
 * A key is `<the partition shape declared for it with the partition composites in its '*' places>` /
 * `<sort composites joined by '#'>`. Every composite value goes through keyId (no `#`, bounded),
 * so no value can split a key. An index whose composites are not all present on an item
 * (undefined, null or '') is absent from it: sparse indexes (users by area) need no code.
 */
export interface KeyDeclaration<T> {
  /** null: the table's primary key (only for `primary`). */
  index: IndexName | null;
  /** The values of the `*` segments of its partition shape (the entity's `key`, or its index's, in entities.ts), in order. */
  composites: readonly (keyof T & string)[];
  /**
   * The attributes of the sort key, joined with `#`; or a fixed sort key (`{ literal: 'CRED' }`),
   * for an entity with one item per partition (ElectroDB: a sort key without composites).
   */
  sort: readonly (keyof T & string)[] | { literal: string };
  /**
   * A literal first segment of the sort key, before its composites (`Y` + `year` → `Y#2026`):
   * item kinds of one partition told apart by their sort key, each its own `defineEntity` call of
   * one declared entity (`kind`; ElectroDB: a sort-key template). A query of the partition sees
   * every kind in it.
   */
  prefix?: string;
  /**
   * The sort key is its ONE composite as given: free text its schema bounds (an email, a SCIM
   * externalId), not an id, so keyId's bound does not apply (a single composite cannot split a
   * key). `lower`: lower-cased (ElectroDB's `casing`).
   */
  text?: 'exact' | 'lower';
  /**
   * Only the items this holds for are in the index (ElectroDB's index `condition`), for two kinds
   * of one entity sharing an index attribute (api-keys and sessions on gsi1). It must read
   * attributes no update changes (a credential's `kind`): reindex moves an item by its composites.
   */
  condition?: (record: T) => boolean;
}

export interface EntityDeclaration<S extends z.ZodMiniType, P extends KeyDeclaration<z.output<S>>, I extends Record<string, KeyDeclaration<z.output<S>>>> {
  /** The `entity` attribute of its items: its declaration in shared/db/entities.ts (layout versions, partition shapes). */
  name: EntityName;
  /** Which of the declared `kinds` of its entity this is (only, and always, for an entity declared with kinds). */
  kind?: string;
  /** The stored item without its keys: what `parse` returns and `item` writes. */
  schema: S;
  primary: P & { index: null };
  /** Its indexes, by the names its declaration gives their partition shapes (a store defines every one: test/db/entity-keys.test.ts). */
  indexes: I;
  /**
   * Key composites that are not stored as attributes (the email of an email lock, the subject of
   * a login counter): `key` and `item` take them, `item` leaves them out, so they are optional in
   * the schema and a read never returns them.
   */
  keyOnly?: readonly (keyof z.output<S> & string)[];
  /**
   * The ISO instant the item expires at: `item` writes the table's TTL attribute from it (epoch
   * seconds, rounded up) when the item has one, so DynamoDB deletes the item after it.
   */
  expiresWith?: keyof z.output<S> & string;
}

const FAMILIES = new WeakMap<object, RegExp>();

/**
 * An open-ended family of numeric attributes, whose names are data (the report counters' `e`,
 * `e_2026`, `p_1125`…: a field letter and a year, month or day). ElectroDB has no equivalent: its
 * attributes are named. In the record it is ONE attribute, a map of name → number, and the item
 * schema validates it (every name matches `pattern`, every value is a number); in the table each
 * member is a top-level attribute of its own, as the counters always were, so that an UpdateItem
 * ADDs to it atomically (DynamoDB's ADD takes top-level attributes only). The entity writes the
 * members flat (`item`), gathers the attributes `pattern` matches back into the map (`parse`) and
 * ADDs to them (`increment`). `pattern` is anchored and matches no attribute the schema names.
 */
export function numericFamily(pattern: RegExp) {
  if (!pattern.source.startsWith('^') || !pattern.source.endsWith('$') || pattern.global || pattern.sticky) {
    throw new Error(`a numeric family's pattern is anchored (^…$) and not global or sticky: ${pattern}`);
  }
  const schema = z.record(z.string().check(z.regex(pattern)), z.number());
  FAMILIES.set(schema, pattern);
  return schema;
}

type Composites<T, D extends KeyDeclaration<T>> = { [K in D['composites'][number]]: T[K] };

/** An index of an entity, ready to query. */
export interface EntityIndex<T, D extends KeyDeclaration<T>> {
  index: IndexName | null;
  partitionKey: string;
  sortKey: string;
  /** The partition of these composites. */
  partition(slug: string, values: Composites<T, D>): string;
  /** The Query of one partition, optionally narrowed to a sort-key range. */
  query(slug: string, values: Composites<T, D>, range?: SortRange): KeyQuery;
}

/** The index attributes an update writes: set these, remove those. */
export interface IndexMove {
  set: Record<string, string>;
  remove: string[];
}

export interface Entity<T extends Record<string, unknown>, P extends KeyDeclaration<T>, I extends Record<string, KeyDeclaration<T>>> extends EntityOperations<T> {
  name: string;
  /** Which of its entity's declared kinds it is (undefined: an entity of one kind). */
  kind?: string;
  /** The layout version its items are written at (layout.ts stamps it on every write). */
  layout: number;
  /** The older layout versions it reads as they are. */
  readsAlso: readonly number[];
  /** The primary key of an item: `{ pk, sk }`. */
  key(slug: string, values: Partial<T>): { pk: string; sk: string };
  /** The index attributes of an item (the present indexes only). */
  indexAttributes(slug: string, record: T): Record<string, string>;
  /** The whole item: primary key, every index attribute, `entity`, then the record's attributes. */
  item(slug: string, record: T): Record<string, unknown>;
  /**
   * The index attributes an update must write along with the attributes it changes: every index
   * with a changed attribute among its composites is written whole from `after` (the item as the
   * update leaves it), or removed when `after` leaves it. Written whenever a composite is in the
   * update, equal or not, so a concurrent change read stale can never leave an index behind its
   * attribute. A status change moves the item in its indexes by itself.
   */
  reindex(slug: string, after: T, changed: readonly string[]): IndexMove;
  /**
   * A stored item (or a stream image) as the schema reads it: keys and storage attributes
   * dropped, except those the schema declares as its own (a credential's `org`, the `ttl` an
   * idempotency record's expiry is). An item of the current layout version is trusted (written
   * by this code, checked by `item`): the same record without a zod parse (trusted-read.ts); an
   * older layout goes through the schema (docs/decisions/performance.md, 2026-11-27).
   */
  parse(item: Record<string, unknown>): T;
  /** The read through the schema whatever the item's layout (what `parse` does for an older one). */
  parseChecked(item: Record<string, unknown>): T;
  /** Whether `parse` trusts an item of the current layout (false: the schema is not one trusted-read.ts compiles). */
  readsTrusted: boolean;
  /**
   * The named members of its numeric families (numericFamily) in an item, each a number (0 when
   * absent), in the order asked. An item of the current layout is read by looking the names up,
   * without gathering the families: what a reader that knows the few members it needs uses (a
   * counter row over a range, #43 §5), whose cost then follows the names asked, not how many
   * members the item has; an item of another layout is read through the schema, as `parse` reads
   * it. A value that is not a number is refused as `parse` refuses it.
   */
  members(item: Record<string, unknown>, names: readonly string[]): number[];
  /**
   * The UpdateItem (key and expression; the caller adds TableName) that ADDs the members of the
   * numeric families (numericFamily) in `values` to the item its key composites name, creating
   * it if needed: `SET entity` (so the client stamps its layout version) and one atomic `ADD`
   * per member, never a read-modify-write. A name outside its family is refused.
   */
  increment(slug: string, values: Partial<T>): UpdateParts & { Key: { pk: string; sk: string } };
  indexes: { [K in keyof I]: EntityIndex<T, I[K]> };
  primary: EntityIndex<T, P>;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';
function part(value: unknown): string {
  if (missing(value)) throw new Error('a key composite is missing');
  return keyId(String(value));
}

/** A key declaration with the name of its partition shape (prefixes.ts): the entity's, or `<entity>.<index>`. */
type Placed = KeyDeclaration<never> & { partition: KeyEntity };

/** The attributes of a sort key (none for a literal one). */
const sortNames = (declaration: KeyDeclaration<never>): readonly string[] => (Array.isArray(declaration.sort) ? declaration.sort : []);
const namesOf = (declaration: KeyDeclaration<never>): string[] => [...declaration.composites, ...sortNames(declaration)];

/** Whether an item is in an index: its condition holds and every composite is present (sparse indexes). */
function inIndex(declaration: KeyDeclaration<never>, record: Record<string, unknown>): boolean {
  if (declaration.condition && !(declaration.condition as (r: Record<string, unknown>) => boolean)(record)) return false;
  return namesOf(declaration).every((name) => !missing(record[name]));
}

function partitionOf(slug: string, declaration: Placed, values: Record<string, unknown>): string {
  return entityKey(slug, declaration.partition, ...(declaration.composites.map((name) => part(values[name])) as never));
}

function sortOf(declaration: KeyDeclaration<never>, record: Record<string, unknown>): string {
  const sort = declaration.sort;
  if (!Array.isArray(sort)) return (sort as { literal: string }).literal;
  if (declaration.text) {
    const value = record[sort[0]!];
    if (missing(value)) throw new Error('a key composite is missing');
    return declaration.text === 'lower' ? String(value).toLowerCase() : String(value);
  }
  const composed = sort.map((name) => part(record[name])).join('#');
  return declaration.prefix ? `${declaration.prefix}#${composed}` : composed;
}

function attributesOf(slug: string, declaration: Placed, record: Record<string, unknown>): Record<string, string> {
  const keys = keyAttributes(declaration.index);
  return { [keys.partitionKey]: partitionOf(slug, declaration, record), [keys.sortKey]: sortOf(declaration, record) };
}

function checkDeclaration(name: string, declaration: Placed): void {
  const wildcards = (KEY_SHAPES[declaration.partition] as readonly string[]).filter((segment) => segment === '*').length;
  if (wildcards !== declaration.composites.length) {
    throw new Error(`entity ${name}: partition ${declaration.partition} takes ${wildcards} composites, ${declaration.composites.length} declared`);
  }
  const sort = declaration.sort;
  if (Array.isArray(sort) && sort.length === 0) throw new Error(`entity ${name}: a key needs at least one sort composite (or a literal sort key)`);
  if (declaration.text && (!Array.isArray(sort) || sort.length !== 1)) throw new Error(`entity ${name}: a text sort key has exactly one composite`);
  if (declaration.prefix !== undefined && (!Array.isArray(sort) || declaration.text || !/^[^#]+$/.test(declaration.prefix))) {
    throw new Error(`entity ${name}: a sort-key prefix is a literal without \`#\` before the sort composites (not with a literal or text sort key)`);
  }
}

function entityIndex(declaration: Placed): EntityIndex<never, never> {
  const keys = keyAttributes(declaration.index);
  const partition = (slug: string, values: Record<string, unknown>) => partitionOf(slug, declaration, values);
  return {
    index: declaration.index,
    ...keys,
    partition,
    query: (slug, values, range) => ({ index: declaration.index, partition: partition(slug, values), ...(range ? { range } : {}) }),
  };
}

type Shaped = { shape?: Record<string, unknown>; _zod?: { def?: { options?: readonly unknown[] } } };
/** The attributes a schema names: an object's, or those of every option of a (discriminated) union of objects. */
function declaredAttributes(schema: unknown): Set<string> {
  const { shape, _zod } = schema as Shaped;
  if (shape) return new Set(Object.keys(shape));
  return new Set((_zod?.def?.options ?? []).flatMap((option) => [...declaredAttributes(option)]));
}

type Family = { attribute: string; pattern: RegExp };

/** The numeric families of an object schema (numericFamily), by attribute. */
function familiesOf(schema: unknown): Family[] {
  const shape = (schema as Shaped).shape ?? {};
  return Object.entries(shape).flatMap(([attribute, member]) => {
    const pattern = FAMILIES.get(member as object);
    return pattern ? [{ attribute, pattern }] : [];
  });
}

/** The members of a family's map as stored attributes; a name outside the family is refused. */
function membersOf(entity: string, family: Family, value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [member, n] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (!family.pattern.test(member) || typeof n !== 'number') throw new Error(`entity ${entity}: ${member} is not a number of its ${family.attribute} family (${family.pattern})`);
    out[member] = n;
  }
  return out;
}

/** Drops undefined attributes (an optional attribute the schema read as absent). */
function defined<T extends Record<string, unknown>>(record: T): T {
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}

export function defineEntity<
  S extends z.ZodMiniType<Record<string, unknown>>,
  P extends KeyDeclaration<z.output<S>>,
  I extends Record<string, KeyDeclaration<z.output<S>>>,
>(declaration: EntityDeclaration<S, P, I>): Entity<z.output<S>, P, I> {
  type T = z.output<S>;
  const { name, schema, primary, expiresWith } = declaration;
  const keyOnly = new Set<string>(declaration.keyOnly ?? []);
  // The storage attributes the schema declares as its own are read, not dropped.
  const declared = declaredAttributes(schema);
  const layout = declarationOf(name);
  if (!layout) throw new Error(`entity ${name} is not declared in shared/db/entities.ts`);
  const kinds: readonly string[] = layout.kinds ?? [];
  if (kinds.length ? !kinds.includes(declaration.kind ?? '') : declaration.kind !== undefined) {
    throw new Error(`entity ${name}: kind ${declaration.kind} is not one of its declared kinds (${kinds.join(', ') || 'none'})`);
  }
  // Each index takes its shape from the declaration (a store defines them all: test/db/entity-keys.test.ts).
  const undeclared = Object.keys(declaration.indexes).filter((index) => !Object.hasOwn(layout.indexes ?? {}, index));
  if (undeclared.length) throw new Error(`entity ${name}: index ${undeclared.join(', ')} is not declared in shared/db/entities.ts`);
  const placed = (key: KeyDeclaration<never>, partition: string) => ({ ...key, partition: partition as KeyEntity });
  const primaryKey = placed(primary as KeyDeclaration<never>, name);
  const placedIndexes = Object.fromEntries(Object.entries(declaration.indexes).map(([index, key]) => [index, placed(key as KeyDeclaration<never>, `${name}.${index}`)]));
  const secondary = Object.values(placedIndexes);
  for (const key of [primaryKey, ...secondary]) checkDeclaration(name, key);
  const families = familiesOf(schema);
  const familyOf = new Map(families.map((family) => [family.attribute, family]));
  for (const { pattern } of families) {
    const clash = [...declared].find((attribute) => pattern.test(attribute));
    if (clash) throw new Error(`entity ${name}: the numeric family ${pattern} matches the declared attribute ${clash}`);
  }
  /** A stored item's attributes of its families gathered back into their maps (every family present, maybe empty). */
  const gathered = (stored: Record<string, unknown>) => {
    if (!families.length) return stored;
    const out: Record<string, unknown> = {};
    const maps = families.map((family) => {
      const members: Record<string, unknown> = {};
      out[family.attribute] = members;
      return { family, members };
    });
    for (const [attribute, value] of Object.entries(stored)) {
      const owner = declared.has(attribute) ? undefined : maps.find(({ family }) => family.pattern.test(attribute));
      if (owner) owner.members[attribute] = value;
      else if (!familyOf.has(attribute)) out[attribute] = value;
    }
    return out;
  };

  // #43: an item of the current layout is read without a zod parse (trusted-read.ts), one of an
  // older layout through the schema; the schema checks every record `item` writes instead.
  // Compiled at the entity's first read, not at its declaration: a function's bundle declares
  // every entity its imports reach and reads a few (#44 §6: the cold start's growth).
  let compiled: ReturnType<typeof compileTrustedRead> | undefined;
  /** Member names `members` has checked against the families (a reader asks the same few again and again). */
  const memberNames = new Set<string>();
  const trustedReadOf = () => (compiled === undefined ? (compiled = compileTrustedRead(name, schema, new Map(families.map((f) => [f.attribute, f.pattern])))) : compiled);
  const parsed = (item: Record<string, unknown>) => defined(schema.parse(gathered(withoutStorageAttributes(item, declared))) as T);
  /** The members of every family of a parsed record, flat again (by name, as an item stores them). */
  const familyMembers = (record: T): Record<string, unknown> => Object.assign({}, ...families.map((f) => record[f.attribute]));

  const indexAttributes = (slug: string, record: T) => {
    const out: Record<string, string> = {};
    for (const index of secondary) if (inIndex(index, record)) Object.assign(out, attributesOf(slug, index, record));
    return out;
  };
  const key = (slug: string, values: Record<string, unknown>) => {
    const { pk, sk } = attributesOf(slug, primaryKey, values) as { pk: string; sk: string };
    return { pk, sk };
  };

  const entity: Omit<Entity<T, P, I>, keyof EntityOperations<T>> = {
    name,
    ...(declaration.kind === undefined ? {} : { kind: declaration.kind }),
    layout: layout.version,
    readsAlso: layout.readsAlso,
    key,
    indexAttributes,
    item(slug, record) {
      const stored: Record<string, unknown> = {};
      for (const [attribute, value] of Object.entries(record)) {
        const family = familyOf.get(attribute);
        if (family) Object.assign(stored, membersOf(name, family, value));
        else if (!keyOnly.has(attribute)) stored[attribute] = value;
      }
      // Written items are what reads trust (parse): a record the schema refuses is never written.
      schema.parse(record);
      const expires = expiresWith ? record[expiresWith] : undefined;
      const ttl = typeof expires === 'string' ? { [TABLE.ttlAttribute]: Math.ceil(Date.parse(expires) / 1000) } : {};
      return { ...key(slug, record), ...indexAttributes(slug, record), entity: name, ...stored, ...ttl };
    },
    reindex(slug, after, changed) {
      const move: IndexMove = { set: {}, remove: [] };
      for (const index of secondary) {
        if (!namesOf(index).some((name) => changed.includes(name))) continue;
        if (inIndex(index, after)) Object.assign(move.set, attributesOf(slug, index, after));
        else {
          const { partitionKey, sortKey } = keyAttributes(index.index);
          move.remove.push(partitionKey, sortKey);
        }
      }
      return move;
    },
    parse: (item) => {
      const trustedRead = versionOf(item) === layout.version ? trustedReadOf() : null;
      return trustedRead ? (trustedRead(item) as T) : parsed(item);
    },
    parseChecked: parsed,
    get readsTrusted() {
      return trustedReadOf() !== null;
    },
    members(item, names) {
      const read = versionOf(item) === layout.version ? item : familyMembers(parsed(item));
      return names.map((member) => {
        if (!memberNames.has(member)) {
          if (!families.some(({ pattern }) => pattern.test(member))) throw new Error(`entity ${name}: ${member} is in none of its numeric families`);
          memberNames.add(member);
        }
        const value = read[member];
        if (value === undefined) return 0;
        if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`stored ${name} item: ${member} is not of the kind its schema declares`);
        return value;
      });
    },
    increment(slug, values) {
      if (!families.length) throw new Error(`entity ${name} has no numeric family to increment`);
      const add: Record<string, number> = {};
      for (const [attribute, value] of Object.entries(values)) {
        const family = familyOf.get(attribute);
        if (family) Object.assign(add, membersOf(name, family, value));
      }
      return { Key: key(slug, values), ...updateExpression({ set: { entity: name }, add }) };
    },
    primary: entityIndex(primaryKey) as never,
    indexes: Object.fromEntries(Object.entries(placedIndexes).map(([k, d]) => [k, entityIndex(d)])) as never,
  };
  // Assigned onto the object, not spread into a new one: a spread would read readsTrusted (and compile) now.
  return Object.assign(entity, operationsOf(entity));
}
