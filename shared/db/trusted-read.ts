/**
 * The read of an item of the CURRENT layout without a zod parse (#43, docs/decisions/performance.md,
 * "Reads trust the current layout"): what `schema.parse` gives for an item this code wrote — its
 * declared attributes in the schema's order, defaults where one is absent, unknown attributes
 * dropped — with a check of each value's KIND compiled from the schema once, at `defineEntity`
 * (a string is a string, a number a finite number, an enum one of its values, an optional may be
 * absent…), about ten times cheaper than the parse. The refinements of a kind (a pattern, a length,
 * a bound) are not checked again: an item at this code's layout version was written by this code,
 * and `item` parses every record before a Put. An item that is not even of the declared kinds is
 * still refused (a 500, never misread). Items of an older layout (`readsAlso`) still go through
 * the schema.
 *
 * Only schemas whose parse of valid data is the identity plus defaults are compiled: an object
 * (not loose or strict) whose attributes, at any depth, are plain values (string, number,
 * boolean, literal, enum, null, and optional / nullable / array / record / union of them) with
 * no check that rewrites a value (`z.trim()` and the like), and top-level defaults. Anything
 * else (a nested object, which a parse would strip, a transform, a pipe, a catch, a nested
 * default, a union at the top) returns null: that entity keeps the full parse.
 */
import { isStorageAttribute } from './keys';

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  innerType?: unknown;
  element?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  options?: readonly unknown[];
  checks?: ReadonlyArray<{ _zod?: { def?: { check?: string } } }>;
  defaultValue?: unknown;
  entries?: Record<string, unknown>;
  values?: readonly unknown[];
};

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Whether a value is of a kind (its refinements aside). */
type KindCheck = (value: unknown) => boolean;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The kind check of a schema whose parse of a valid value returns it unchanged, or null when its
 * parse may change a value (a default, a transform, a rewriting check, a kind not listed here).
 */
function kindCheck(schema: unknown): KindCheck | null {
  const def = defOf(schema);
  if (def.checks?.some((check) => check._zod?.def?.check === 'overwrite')) return null;
  switch (def.type) {
    case 'string':
      return (v) => typeof v === 'string';
    case 'number':
      return (v) => typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'unknown':
      // Any value (a map of what an IdP sends, the user's `scim`): its parse returns it unchanged.
      return () => true;
    case 'literal': {
      const values = new Set(def.values ?? []);
      return (v) => values.has(v);
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return (v) => values.has(v);
    }
    case 'optional': {
      const inner = kindCheck(def.innerType);
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'nullable': {
      const inner = kindCheck(def.innerType);
      return inner && ((v) => v === null || inner(v));
    }
    case 'array': {
      const element = kindCheck(def.element);
      return element && ((v) => Array.isArray(v) && v.every(element));
    }
    case 'record': {
      const key = kindCheck(def.keyType);
      const value = kindCheck(def.valueType);
      return key && value && ((v) => isPlainObject(v) && Object.entries(v).every(([k, x]) => key(k) && value(x)));
    }
    case 'union': {
      const options = (def.options ?? []).map(kindCheck);
      if (options.some((o) => o === null)) return null;
      return (v) => options.some((o) => o!(v));
    }
    default:
      return null;
  }
}

type Attribute = { name: string; family: RegExp | null; check: KindCheck; withDefault: (() => unknown) | null };

const isCount: KindCheck = (v) => typeof v === 'number' && Number.isFinite(v);

/**
 * The reader of a schema, or null when its parse is not the identity plus defaults (see above).
 * `families`: the numeric-family attributes (entity.ts `numericFamily`) and their patterns.
 * The reader takes the stored item as it is (keys and storage attributes included: it copies
 * only what the schema declares) and gives what `parse` gave through the schema.
 */
export function compileTrustedRead(
  entity: string,
  schema: unknown,
  families: ReadonlyMap<string, RegExp>,
): ((item: Record<string, unknown>) => Record<string, unknown>) | null {
  const def = defOf(schema);
  if (def.type !== 'object' || def.catchall !== undefined || def.checks?.length) return null;
  const attributes: Attribute[] = [];
  for (const [name, member] of Object.entries(def.shape ?? {})) {
    const family = families.get(name) ?? null;
    if (family) {
      attributes.push({ name, family, check: isCount, withDefault: null });
      continue;
    }
    const memberDef = defOf(member);
    const defaulted = memberDef.type === 'default';
    const check = kindCheck(defaulted ? memberDef.innerType : member);
    if (!check || (defaulted && memberDef.checks?.length)) return null;
    // zod's getter: a fresh (shallow-cloned) default per read, as a parse gives.
    attributes.push({ name, family: null, check, withDefault: defaulted ? () => defOf(member).defaultValue : null });
  }
  const familyAttributes = attributes.filter((a) => a.family);
  const refused = (attribute: string) => new Error(`stored ${entity} item: ${attribute} is not of the kind its schema declares`);
  const declared = new Set(attributes.map((a) => a.name));
  return (item) => {
    const out: Record<string, unknown> = {};
    let members: Map<string, Record<string, unknown>> | undefined;
    if (familyAttributes.length) {
      members = new Map(familyAttributes.map((a) => [a.name, {}]));
      for (const [attribute, value] of Object.entries(item)) {
        if (declared.has(attribute) || isStorageAttribute(attribute)) continue;
        const owner = familyAttributes.find((a) => a.family!.test(attribute));
        if (!owner) continue;
        if (!isCount(value)) throw refused(attribute);
        members.get(owner.name)![attribute] = value;
      }
    }
    for (const { name, family, check, withDefault } of attributes) {
      if (family) {
        out[name] = members!.get(name);
        continue;
      }
      const value = item[name];
      if (value === undefined && withDefault) out[name] = withDefault();
      else if (!check(value)) throw refused(name);
      else if (value !== undefined) out[name] = value;
    }
    return out;
  };
}
