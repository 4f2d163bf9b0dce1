import { ApiError } from '../errors/api-error';
import { keyOf, matches, parseFilter, type Filter } from './filter';

/**
 * SCIM PATCH (RFC 7644 §3.5.2) applied to a resource as this provider renders it (plain JSON):
 * the result is then read back like a PUT body, so PATCH and PUT share one mapping. Operation
 * names are case-insensitive (Entra ID sends `Replace`, `Add`); a missing path means the value
 * is an object of attribute paths. Written here rather than taken from `scim-patch` (which
 * brings its own filter parser and a schema layer): see docs/decisions/scim.md.
 */
type Json = Record<string, unknown>;

export interface PatchOperation {
  op: string;
  path?: string;
  value?: unknown;
}

/** `attr[filter].sub`, with an optional schema URN before the attribute. */
export interface PatchPath {
  /** The object the attribute lives in: the resource, or an extension's object (by URN). */
  urn?: string;
  attribute: string;
  filter?: Filter;
  sub?: string;
}

/**
 * The attributes a resource type's schemas define (RFC 7643 §4, §8.7.1): per schema URN (lower
 * case; `''` = the core schema), each attribute (lower case) with its sub-attributes, or `true`
 * for a simple one. A PATCH path naming anything else is 400 `invalidPath` (RFC 7644 §3.5.2,
 * #41): it was applied to a copy nobody reads and answered 200, so a typo or an attribute this
 * provider does not know looked stored.
 */
export type AttributeSchema = Record<string, Record<string, readonly string[] | true>>;

export const invalidPath = (path: string, why: string) => new ApiError('scim_invalid_path', `The path "${path}" is not valid: ${why}.`);
const NAME = /^[A-Za-z$][\w$-]*$/;

/** Parses a PATCH path; 400 `scim_invalid_path` otherwise. */
export function parsePath(path: string, coreUrn: string): PatchPath {
  if (path.length > 1000) throw invalidPath(path.slice(0, 50), 'too long');
  let rest = path.trim();
  let urn: string | undefined;
  const bracket = rest.indexOf('[');
  const head = bracket < 0 ? rest : rest.slice(0, bracket);
  if (/^urn:/i.test(head)) {
    const colon = head.lastIndexOf(':');
    urn = head.slice(0, colon);
    rest = rest.slice(colon + 1);
    if (urn.toLowerCase() === coreUrn.toLowerCase()) urn = undefined;
  }
  const open = rest.indexOf('[');
  if (open >= 0) {
    const close = rest.lastIndexOf(']');
    if (close < open) throw invalidPath(path, 'a "[" is not closed');
    const attribute = rest.slice(0, open);
    let filter: Filter;
    try {
      filter = parseFilter(rest.slice(open + 1, close));
    } catch {
      throw invalidPath(path, 'the value filter is not valid');
    }
    const after = rest.slice(close + 1);
    if (after && !/^\.[A-Za-z$][\w$-]*$/.test(after)) throw invalidPath(path, 'expected ".subAttribute" after "]"');
    if (!NAME.test(attribute)) throw invalidPath(path, 'expected an attribute name');
    return { urn, attribute, filter, ...(after ? { sub: after.slice(1) } : {}) };
  }
  const [attribute = '', sub, extra] = rest.split('.');
  if (extra !== undefined || !NAME.test(attribute) || (sub !== undefined && !NAME.test(sub))) throw invalidPath(path, 'expected attribute or attribute.subAttribute');
  return { urn, attribute, ...(sub !== undefined ? { sub } : {}) };
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `name` on `object`, reusing the existing key's spelling. */
function put(object: Json, name: string, value: unknown): void {
  object[keyOf(object, name) ?? name] = value;
}

function containerOf(resource: Json, path: PatchPath, create: boolean): Json | undefined {
  if (!path.urn) return resource;
  const key = keyOf(resource, path.urn);
  if (key && isObject(resource[key])) return resource[key] as Json;
  if (!create) return undefined;
  resource[path.urn] = {};
  return resource[path.urn] as Json;
}

/** 400 `invalidPath` unless the schemas define the path's attribute (and sub-attribute). */
function assertDefined(path: PatchPath, schema: AttributeSchema, raw: string): void {
  const attributes = schema[(path.urn ?? '').toLowerCase()];
  if (!attributes) throw invalidPath(raw, `no schema ${path.urn} for this resource`);
  const subs = attributes[path.attribute.toLowerCase()];
  if (subs === undefined) throw invalidPath(raw, `the schema has no attribute "${path.attribute}"`);
  if (path.sub !== undefined && (subs === true || !subs.includes(path.sub.toLowerCase()))) {
    throw invalidPath(raw, `"${path.attribute}" has no sub-attribute "${path.sub}"`);
  }
}

const isTrue = (value: unknown) => value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

/** `{ ...target, ...source }` by own properties only (never `Object.assign`: a `__proto__` key of a body would set the prototype). */
function merged(target: Json, source: Json): Json {
  const out: Json = { ...target };
  for (const [name, value] of Object.entries(source)) {
    if (name === '__proto__' || name.startsWith('_')) throw invalidPath(name.slice(0, 50), 'an attribute never starts with "_"');
    Object.defineProperty(out, keyOf(out, name) ?? name, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * The element a filter names when none matches (RFC 7644 §3.5.2.1: an `add` "to a
 * multi-valued attribute" adds it; Entra ID sends `Replace phoneNumbers[type eq "work"].value`
 * for a number the user does not have yet): the filter's `eq` comparisons of sub-attributes,
 * joined with `and`, become the new element (`{ type: "mobile" }`). Any other filter names no
 * element to make: undefined.
 */
function elementOf(filter: Filter, subs: readonly string[] | true | undefined): Json | undefined {
  if (filter.kind === 'and') {
    const [left, right] = [elementOf(filter.left, subs), elementOf(filter.right, subs)];
    return left && right ? merged(left, right) : undefined;
  }
  if (filter.kind !== 'compare' || filter.op !== 'eq' || filter.value === null) return undefined;
  if (!/^[A-Za-z$][\w$-]*$/.test(filter.path) || subs === true || !subs?.includes(filter.path.toLowerCase())) return undefined;
  return { [filter.path]: filter.value };
}

/** RFC 7643 §2.4: `primary` is true for one value at most; the values just written keep it, the others lose it. */
function onePrimary(items: unknown[], written: readonly unknown[]): void {
  const chosen = written.filter((item) => isObject(item) && isTrue(keyOf(item, 'primary') === undefined ? undefined : item[keyOf(item, 'primary')!]));
  if (chosen.length === 0) return;
  const keep = chosen[chosen.length - 1];
  for (const item of items) {
    if (!isObject(item) || item === keep) continue;
    const key = keyOf(item, 'primary');
    if (key !== undefined && isTrue(item[key])) item[key] = false;
  }
}

/** One operation on the resource, in place. `multiValued`: the attribute names that are arrays. */
function applyOne(resource: Json, op: 'add' | 'replace' | 'remove', path: PatchPath, value: unknown, multiValued: Set<string>, raw: string, schema: AttributeSchema): void {
  assertDefined(path, schema, raw);
  const container = containerOf(resource, path, op !== 'remove');
  if (!container) return;
  const key = keyOf(container, path.attribute);
  const current = key === undefined ? undefined : container[key];
  const isMulti = multiValued.has(path.attribute.toLowerCase()) && !path.urn;

  if (path.filter) {
    if (!isMulti) throw invalidPath(raw, `${path.attribute} is not multi-valued`);
    const items = Array.isArray(current) ? [...(current as unknown[])] : [];
    const hits = items.filter((item) => isObject(item) && matches(item, path.filter!));
    if (op === 'remove') {
      // Nothing matched: nothing to remove (Entra ID removes what it believes is there; the outcome it wants holds).
      if (path.sub) hits.forEach((hit) => delete (hit as Json)[keyOf(hit as Json, path.sub!) ?? path.sub!]);
      else put(container, path.attribute, items.filter((item) => !hits.includes(item)));
      return;
    }
    if (hits.length === 0) {
      const made = elementOf(path.filter, (schema[(path.urn ?? '').toLowerCase()] ?? {})[path.attribute.toLowerCase()]);
      if (!made) throw new ApiError('scim_no_target', `The path "${raw}" matched no value.`);
      items.push(made);
      hits.push(made);
    }
    const written: Json[] = [];
    for (const [i, hit] of hits.entries()) {
      let next: Json;
      if (path.sub) next = merged(hit as Json, { [path.sub]: value });
      else if (isObject(value)) next = merged(hit as Json, value);
      else throw new ApiError('scim_invalid_value', `The value for "${raw}" must be an object.`);
      items[items.indexOf(hit)] = next;
      hits[i] = next;
      written.push(next);
    }
    onePrimary(items, written);
    put(container, path.attribute, items);
    return;
  }

  if (op === 'remove') {
    if (key === undefined) return;
    if (path.sub) {
      if (isObject(current)) delete current[keyOf(current, path.sub) ?? path.sub];
      else if (Array.isArray(current)) current.forEach((item) => isObject(item) && delete item[keyOf(item, path.sub!) ?? path.sub!]);
    } else if (isMulti && Array.isArray(value) && Array.isArray(current)) {
      // `remove` with a value on a multi-valued attribute removes those values (by `value`).
      // Compared as JSON (any value, also one without a prototype, has a spelling; String() may throw).
      const valueOf = (v: unknown) => JSON.stringify(isObject(v) ? v.value : v);
      const gone = new Set(value.map(valueOf));
      put(container, path.attribute, current.filter((item) => !gone.has(valueOf(item))));
    } else delete container[key];
    return;
  }

  if (path.sub) {
    if (isMulti && Array.isArray(current)) {
      // `emails.type` without a filter: every value of the attribute (RFC 7644 §3.5.2.3).
      put(container, path.attribute, current.map((item) => (isObject(item) ? merged(item, { [path.sub!]: value }) : item)));
      return;
    }
    const target = isObject(current) ? current : {};
    put(container, path.attribute, merged(target, { [path.sub]: value }));
    return;
  }
  if (isMulti) {
    const values = Array.isArray(value) ? value : [value];
    if (op === 'replace' || !Array.isArray(current)) return put(container, path.attribute, values);
    // `add` merges: a value already there (same `value`; for values without one, as addresses, the same `type`) is updated, a new one appended.
    const all = [...current];
    const same = (item: unknown, v: unknown) => {
      if (!isObject(item) || !isObject(v)) return false;
      const [a, b] = [item[keyOf(item, 'value') ?? 'value'], v[keyOf(v, 'value') ?? 'value']];
      if (a !== undefined || b !== undefined) return a === b;
      const [t, u] = [item[keyOf(item, 'type') ?? 'type'], v[keyOf(v, 'type') ?? 'type']];
      return t !== undefined && typeof t === 'string' && typeof u === 'string' && t.toLowerCase() === u.toLowerCase();
    };
    const written: unknown[] = [];
    for (const v of values) {
      const at = all.findIndex((item) => same(item, v));
      const next = at >= 0 ? merged(all[at] as Json, v as Json) : v;
      if (at >= 0) all[at] = next;
      else all.push(next);
      written.push(next);
    }
    onePrimary(all, written);
    return put(container, path.attribute, all);
  }
  // A complex single-valued attribute (`name`): add and replace merge its sub-attributes.
  if (isObject(value) && isObject(current)) return put(container, path.attribute, merged(current, value));
  put(container, path.attribute, value);
}

/**
 * Applies the operations, in order, to a copy of `resource`; returns the copy. A failing
 * operation fails the request, so nothing is written (RFC 7644 §3.5.2: all or nothing).
 */
export function applyPatch(resource: Json, operations: readonly PatchOperation[], coreUrn: string, multiValued: Set<string>, schema: AttributeSchema): Json {
  const next = structuredClone(resource);
  for (const operation of operations) {
    const op = String(operation.op ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw new ApiError('scim_invalid_value', `Unknown PATCH operation "${String(operation.op).slice(0, 20)}": use add, replace or remove.`);
    }
    if (operation.path === undefined || operation.path === '') {
      if (op === 'remove') throw new ApiError('scim_no_target', 'A remove operation needs a path.');
      if (!isObject(operation.value)) throw new ApiError('scim_invalid_value', `An ${op} without a path needs an object value.`);
      for (const [name, value] of Object.entries(operation.value)) {
        // An extension's object (`"urn:…:enterprise:2.0:User": {…}`): each of its attributes.
        if (/^urn:/i.test(name) && isObject(value) && name.toLowerCase() !== coreUrn.toLowerCase() && schema[name.toLowerCase()] !== undefined) {
          for (const [inner, v] of Object.entries(value)) applyOne(next, op, parsePath(`${name}:${inner}`, coreUrn), v, multiValued, `${name}:${inner}`, schema);
        } else applyOne(next, op, parsePath(name, coreUrn), value, multiValued, name, schema);
      }
      continue;
    }
    if (typeof operation.path !== 'string') throw invalidPath(String(operation.path), 'not a string');
    if (op !== 'remove' && operation.value === undefined) throw new ApiError('scim_invalid_value', `The ${op} of "${operation.path}" has no value.`);
    applyOne(next, op, parsePath(operation.path, coreUrn), operation.value, multiValued, operation.path, schema);
  }
  return next;
}
