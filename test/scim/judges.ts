import SCIMMY from 'scimmy';
import { scimPatch, type ScimPatchOperation, type ScimResource } from 'scim-patch';
import { parse, Tester, type Filter } from 'scim2-parse-filter';
import { expect } from 'vitest';
import type { ApiResponse, Call } from '../support/http';
import type { TestOrg } from '../support/orgs';

/**
 * Three judges written by others, each an independent reading of the RFCs (#41 item 8), for the
 * answers this provider gives to Okta's and Entra ID's provisioning requests:
 * - `scimmy` (RFC 7643's User, Enterprise User and Group schemas): every User or Group answered
 *   coerces without an error, and coercing changes nothing (an attribute RFC 7643 does not
 *   define, or one `returned: never` such as `password`, would be dropped by the coercion);
 * - `scim-patch` (RFC 7644 §3.5.2): the PATCH operations sent, applied by it to the resource as
 *   it was before, give what our GET answers afterwards, for the attributes the operations name;
 * - `scim2-parse-filter` (RFC 7644 §3.4.2.2): each filter sent, evaluated by it on every resource
 *   of the organization, selects exactly what our list answered.
 *
 * What the judges are given is the RFC form of what the identity provider sent: Entra ID's
 * deviations that Microsoft documents ("True"/"False" for a boolean, a bare id for `manager`,
 * `"$ref": null`) are read as what they mean (RFC 7643 §2.3.2 booleans, §4.3 manager.value,
 * §2.5 null = unassigned) before the library applies them; the request itself is sent as is.
 */
export const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const LIST = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
/** The schema URN Entra ID puts in the `schemas` of the groups it creates. */
export const MICROSOFT_GROUP = 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/Group';
const SCIM_JSON = { 'content-type': 'application/scim+json' };

export type Kind = 'User' | 'Group';
type Attribute = InstanceType<typeof SCIMMY.Types.Attribute>;
type Definition = InstanceType<typeof SCIMMY.Types.SchemaDefinition>;

/** scimmy's User with the Enterprise User extension (a copy: scimmy's own User is left as it is). */
const USER_DEFINITION: Definition = (() => {
  const core = SCIMMY.Schemas.User.definition;
  const common = new Set(['schemas', 'id', 'externalId', 'meta']);
  const definition = new SCIMMY.Types.SchemaDefinition(core.name, core.id, core.description, core.attributes.filter((a) => !common.has(a.name)));
  return definition.extend(SCIMMY.Schemas.EnterpriseUser.definition, false);
})();
export const DEFINITIONS: Record<Kind, Definition> = { User: USER_DEFINITION, Group: SCIMMY.Schemas.Group.definition };

/** scimmy's attribute of a path (`emails.value`, `urn:…:User:manager`), or undefined when the schema has none. */
export function attributeOf(kind: Kind, path: string): Attribute | undefined {
  try {
    const found = DEFINITIONS[kind].attribute(path.replace(/\[[^\]]*\]/g, ''));
    return found instanceof SCIMMY.Types.Attribute ? found : undefined;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

// ——— scimmy: the resource conforms to RFC 7643 ———

/** RFC 7643 §2.5: an extension or complex value with nothing in it is unassigned (scimmy's coercion leaves it out). */
export const withoutEmpty = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(withoutEmpty) : isObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutEmpty(x)]).filter(([, x]) => !(isObject(x) && Object.keys(x).length === 0))) : v;

/**
 * scimmy's verdict on a User or Group served in full (no `attributes` projection): it coerces
 * outbound without an error, and the coercion keeps it whole. Also RFC 7643 §2.4 (scimmy leaves
 * it out): `primary: true` at most once per multi-valued attribute; §3 an extension's attributes
 * only with its URN in `schemas`.
 */
export function expectConforms(resource: any, kind: Kind, what = '') {
  const label = `${kind} ${what} ${JSON.stringify(resource).slice(0, 400)}`;
  let coerced: unknown;
  expect(() => (coerced = DEFINITIONS[kind].coerce(resource, 'out')), `scimmy refuses ${label}`).not.toThrow();
  expect(withoutEmpty(JSON.parse(JSON.stringify(coerced))), `scimmy's coercion changed ${label}`).toEqual(withoutEmpty(resource));
  for (const [name, value] of Object.entries(resource)) {
    if (Array.isArray(value)) expect(value.filter((v) => isObject(v) && v.primary === true).length, `${kind}.${name}: primary true at most once (RFC 7643 §2.4)`).toBeLessThanOrEqual(1);
    if (name.startsWith('urn:')) expect(resource.schemas, `${name} is in schemas (RFC 7643 §3)`).toContain(name);
  }
}

/** Every User/Group of an answer (a resource, or a ListResponse's `Resources`) conforms; projections only in their type. */
export function judgeAnswer(res: ApiResponse, kind: Kind, projected: boolean) {
  const resources = res.body?.schemas?.includes(LIST) ? res.body.Resources : [res.body];
  for (const resource of resources) {
    if (projected) expect(() => DEFINITIONS[kind].coerce({ meta: { resourceType: kind }, userName: 'x', displayName: 'x', ...resource }, 'out'), `scimmy refuses ${JSON.stringify(resource).slice(0, 300)}`).not.toThrow();
    else expectConforms(resource, kind);
  }
}

// ——— scim-patch: PATCH semantics ———

/** RFC 7643 §2.5: null is unassigned. */
const withoutNulls = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(withoutNulls) : isObject(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null).map(([k, x]) => [k, withoutNulls(x)])) : v;

/** Entra ID's "True"/"False" for a boolean attribute (Microsoft documents it), as the boolean. */
const booleanOf = (kind: Kind, path: string, value: unknown) =>
  attributeOf(kind, path)?.type === 'boolean' && typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;

function rfcValue(kind: Kind, path: string | undefined, value: unknown): unknown {
  if (path === undefined) {
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k.startsWith('urn:') && !attributeOf(kind, k) && isObject(v) ? Object.fromEntries(Object.entries(v).map(([s, x]) => [s, rfcValue(kind, `${k}:${s}`, x)])) : rfcValue(kind, k, v)]),
    );
  }
  const attribute = attributeOf(kind, path);
  // Entra ID's manager as a bare id (RFC 7643 §4.3: a complex attribute whose `value` is the id).
  if (attribute?.name === 'manager' && typeof value === 'string') return { value };
  if (isObject(value) && attribute?.type === 'complex') return Object.fromEntries(Object.entries(value).map(([s, x]) => [s, rfcValue(kind, `${path}.${s}`, x)]));
  if (Array.isArray(value)) return value.map((item) => (isObject(item) ? Object.fromEntries(Object.entries(item).map(([s, x]) => [s, booleanOf(kind, `${path}.${s}`, x)])) : item));
  return booleanOf(kind, path, value);
}

/** An operation as RFC 7644 §3.5.2 writes it (lower-case op, values in their RFC 7643 form). */
export const rfcOperation = (kind: Kind, op: { op: string; path?: string; value?: unknown }): ScimPatchOperation =>
  ({ op: op.op.toLowerCase(), ...(op.path === undefined ? {} : { path: op.path }), ...('value' in op ? { value: withoutNulls(rfcValue(kind, op.path, op.value)) } : {}) }) as ScimPatchOperation;

/**
 * The paths an operation names, down to what it sets: `name.givenName`; a multi-valued attribute
 * as a whole when the path filters it (`emails[type eq "work"].value` → `emails`); for an
 * operation without a path, each key of its value (dotted and URN keys as the paths they are).
 */
export function involvedPaths(kind: Kind, op: { path?: string; value?: unknown }): string[][] {
  const split = (path: string): string[] => {
    const urn = /^(urn:[^[]*):([^:[]+(?:\[.*)?)$/i.exec(path);
    // The core schema's URN prefixes its own attributes (RFC 7644 §3.10); an extension's is its key.
    const core = urn?.[1]!.toLowerCase() === DEFINITIONS[kind].id.toLowerCase();
    const [head, rest]: [string[], string] = urn ? (core ? [[], urn[2]!] : [[urn[1]!], urn[2]!]) : [[], path];
    const top = rest.split(/[.[]/)[0]!;
    if (rest.includes('[') || attributeOf(kind, [...head, top].join(':'))?.config.multiValued) return [...head, top];
    return [...head, ...rest.split('.')];
  };
  if (op.path !== undefined) return [split(op.path)];
  if (!isObject(op.value)) return [];
  return Object.entries(op.value).flatMap(([k, v]) => {
    if (k.startsWith('urn:') && !attributeOf(kind, k) && isObject(v)) return Object.keys(v).map((s) => [k, s]);
    const attribute = attributeOf(kind, k);
    if (isObject(v) && attribute?.type === 'complex' && !attribute.config.multiValued) return Object.keys(v).map((s) => [...split(k), s]);
    return [split(k)];
  });
}

const at = (resource: any, path: string[]): unknown => {
  let here = resource;
  for (const key of path) {
    if (!isObject(here)) return undefined;
    // Attribute names are case-insensitive (RFC 7643 §2.1); URNs are the extension's key.
    const found = Object.keys(here).find((k) => k.toLowerCase() === key.toLowerCase());
    here = found === undefined ? undefined : here[found];
  }
  return here;
};

/** Sub-attributes the service provider assigns to a reference (RFC 7643 §4.2 members, §4.3 manager): not the client's. */
const ASSIGNED = new Set(['$ref', 'display', 'displayname', 'type']);
/** RFC 7643 §2.5: unassigned, null and an empty array are one state (an empty string read as unassigned too). */
const unassigned = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Does `actual` hold what `expected` says? Multi-valued attributes without order (RFC 7643 §2.4),
 * matched element for element; a complex value: every sub-attribute expected is there and equal,
 * every one the resource had before and the operations took away is gone; `primary: false` is
 * the same as no `primary`; the references' `$ref`/`display`/`type` are the provider's.
 */
export function differences(actual: unknown, expected: unknown, before: unknown, where: string, reference = false): string[] {
  if (unassigned(expected)) return unassigned(actual) ? [] : [`${where}: expected unassigned, got ${JSON.stringify(actual)}`];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${where}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length) return [`${where}: expected ${expected.length} values ${JSON.stringify(expected)}, got ${actual.length}: ${JSON.stringify(actual)}`];
    const left = [...actual];
    const missing: string[] = [];
    for (const item of expected) {
      const i = left.findIndex((candidate) => differences(candidate, item, undefined, where, reference).length === 0);
      if (i < 0) missing.push(`${where}: no value matches ${JSON.stringify(item)} in ${JSON.stringify(actual)}`);
      else left.splice(i, 1);
    }
    return missing;
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return [`${where}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
    const keys = new Set([...Object.keys(expected), ...(isObject(before) ? Object.keys(before) : [])]);
    return [...keys].flatMap((key) => {
      if (reference && ASSIGNED.has(key.toLowerCase())) return [];
      const e = expected[key];
      if (key === 'primary' && e !== true) return actual[key] === true ? [`${where}.primary: expected not primary`] : [];
      if (e === undefined) return unassigned(actual[key]) ? [] : [`${where}.${key}: expected removed, got ${JSON.stringify(actual[key])}`];
      return differences(actual[key], e, isObject(before) ? before[key] : undefined, `${where}.${key}`, reference);
    });
  }
  return actual === expected ? [] : [`${where}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/**
 * The resource as the client knows it: of a reference (a group's members, the manager) only its
 * `value`, the rest being the provider's (RFC 7643 §4.2 members' `$ref`/`type` immutable,
 * `display` the provider's; §4.3 manager `displayName` readOnly). scim-patch matches the values a
 * remove lists by deep equality: given the provider's sub-attributes it would match none.
 */
function clientView(resource: any): ScimResource {
  const copy = structuredClone(resource);
  if (Array.isArray(copy.members)) copy.members = copy.members.map((m: any) => ({ value: m.value }));
  if (isObject(copy[ENTERPRISE]) && isObject(copy[ENTERPRISE].manager)) copy[ENTERPRISE].manager = { value: copy[ENTERPRISE].manager.value };
  return copy;
}

/** RFC 7644 §3.5.2.1: a value added as primary makes the attribute's other values not primary. */
function onePrimary(resource: any, ops: ScimPatchOperation[]) {
  for (const op of ops) {
    if (op.op !== 'add' && op.op !== 'replace') continue;
    const path = (op as { path?: string }).path;
    const values = Array.isArray(op.value) ? op.value : [];
    if (!path || !values.some((v) => isObject(v) && v.primary === true)) continue;
    const list = at(resource, [path.split('[')[0]!]);
    if (!Array.isArray(list)) continue;
    const chosen = list.filter((v) => v.primary === true).at(-1);
    for (const v of list) if (v !== chosen && v.primary === true) v.primary = false;
  }
}

/** What scim-patch makes of `before` with the operations sent (in their RFC form). */
export function patchedByLibrary(kind: Kind, before: any, ops: Array<{ op: string; path?: string; value?: unknown }>) {
  const rfc = ops.map((op) => rfcOperation(kind, op));
  const after = scimPatch(clientView(before), rfc, { mutateDocument: false });
  onePrimary(after, rfc);
  return after;
}

/** scim-patch's verdict: `after` (our GET after the PATCH) holds, for every path the operations name, what the library computed. */
export function expectPatchedAsLibrary(kind: Kind, before: any, ops: Array<{ op: string; path?: string; value?: unknown }>, after: any) {
  const expected = patchedByLibrary(kind, before, ops);
  const paths = ops.flatMap((op) => involvedPaths(kind, op));
  const found = paths.flatMap((path) => {
    const top = attributeOf(kind, path.slice(0, path[0]!.startsWith('urn:') ? 2 : 1).join(path[0]!.startsWith('urn:') ? ':' : '.'));
    const reference = ['members', 'groups', 'manager'].includes(top?.name ?? '');
    return differences(at(after, path), at(expected, path), at(before, path), path.join('.'), reference);
  });
  expect(found, `scim-patch on ${JSON.stringify(ops)}`).toEqual([]);
}

// ——— scim2-parse-filter: filters ———

/**
 * scim2-parse-filter's evaluation, with RFC 7644 §3.4.2.2's one rule it leaves to the caller:
 * strings compare case-insensitively unless the attribute is caseExact (read from scimmy's schema).
 */
class RfcTester extends Tester {
  constructor(private readonly kind: Kind, private readonly prefix = '') {
    super();
  }
  override test(r: any, f: Filter): boolean {
    if (f.op === '[]') return this.attrTest(this.attrPath(f.attrPath), r, (s: unknown) => new RfcTester(this.kind, `${this.prefix}${f.attrPath}.`).test(s, f.valFilter));
    if ('compValue' in f && typeof f.compValue === 'string') {
      const attribute = attributeOf(this.kind, `${this.prefix}${f.attrPath}`);
      if (attribute && !attribute.config.caseExact) {
        const lower = f.compValue.toLowerCase();
        return this.attrTest(this.attrPath(f.attrPath), r, (s: unknown) => (this as any)[f.op](typeof s === 'string' ? s.toLowerCase() : s, lower));
      }
    }
    return super.test(r, f);
  }
}

/** The resources (full, as our GET answers them) the filter selects, by the library's reading. */
export const selectedByLibrary = (kind: Kind, filter: string, universe: any[]) => universe.filter((r) => new RfcTester(kind).test(r, parse(filter)));

/** scim2-parse-filter's verdict: the list answered (one page holding every result) is what the filter selects among `universe`. */
export function expectListAsLibrary(kind: Kind, filter: string, universe: any[], list: ApiResponse) {
  expect(list.status, `${filter} → ${list.text.slice(0, 300)}`).toBe(200);
  const verdict = selectedByLibrary(kind, filter, universe).map((r) => r.id).sort();
  expect({ filter, ids: list.body.Resources.map((r: any) => r.id).sort(), totalResults: list.body.totalResults }).toEqual({ filter, ids: verdict, totalResults: verdict.length });
  expect(list.body.itemsPerPage).toBe(list.body.Resources.length);
}

// ——— the client an identity provider is ———

/**
 * SCIM requests as the identity provider sends them, with the `scim` api-key it is given
 * (docs/provisioning.md). Every answer holding Users or Groups is judged by scimmy; what the
 * organization holds is tracked (ids created), so the filter judge can read every resource.
 */
export function identityProvider(call: Call, org: TestOrg, token: string) {
  const base = `/org/${org.slug}/scim/v2`;
  const created: Record<Kind, Set<string>> = { User: new Set(), Group: new Set() };
  const kindOf = (path: string): Kind | undefined => (/^\/Users\b/.test(path) ? 'User' : /^\/Groups\b/.test(path) ? 'Group' : undefined);
  const send = async (method: string, path: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await call(method, `${base}${path}`, { token, query: options.query, body: options.body, headers: options.body === undefined ? options.headers : { ...SCIM_JSON, ...options.headers } });
    expect(res.status, `${method} ${path} ${JSON.stringify(options.query ?? {})} → ${res.text.slice(0, 500)}`).toBeLessThan(500);
    // RFC 7644 §3.12: every error in SCIM's error schema, its status the HTTP status as a string.
    if (res.status >= 400) expect([res.body?.schemas, res.body?.status], `${method} ${path} → ${res.text.slice(0, 300)}`).toEqual([[ERROR], String(res.status)]);
    const kind = kindOf(path);
    if (kind && res.status < 300 && res.status !== 204) {
      expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/^application\/scim\+json/);
      judgeAnswer(res, kind, !!(options.query?.attributes || options.query?.excludedAttributes));
      if (!res.body.schemas.includes(LIST)) expect(res.headers.get('etag'), `${method} ${path}: ETag = meta.version (RFC 7644 §3.14)`).toBe(res.body.meta.version);
      if (method === 'POST' && res.status === 201) {
        created[kind].add(res.body.id);
        expect(res.headers.get('location'), `POST ${path}: Location = meta.location (RFC 7644 §3.3)`).toBe(res.body.meta.location);
      }
    }
    return res;
  };
  const idp = {
    base,
    get: (path: string, query?: Record<string, string>) => send('GET', path, { query }),
    post: (path: string, body: unknown) => send('POST', path, { body }),
    put: (path: string, body: unknown) => send('PUT', path, { body }),
    del: (path: string) => send('DELETE', path),
    patchRaw: (path: string, Operations: unknown[], headers: Record<string, string> = {}) => send('PATCH', path, { body: { schemas: [PATCH_OP], Operations }, headers }),
    /**
     * A PATCH judged by scim-patch: the resource before (our GET), the operations applied to it by
     * the library, compared with our GET after, for every path the operations name. The PATCH's
     * own answer is the GET's (RFC 7644 §3.5.2: 200 with the resource).
     */
    async patch(path: string, ops: Array<{ op: string; path?: string; value?: unknown }>) {
      const kind = kindOf(path)!;
      const before = (await idp.get(path)).body;
      const res = await idp.patchRaw(path, ops);
      expect(res.status, `PATCH ${path} ${JSON.stringify(ops)} → ${res.text.slice(0, 500)}`).toBe(200);
      const after = (await idp.get(path)).body;
      expect(res.body, 'the PATCH answers the resource a GET then shows').toEqual(after);
      expectPatchedAsLibrary(kind, before, ops, after);
      return after;
    },
    /**
     * Every resource of a kind the flow made, and any other a list answered (one the provider made
     * by itself), that still exists, as our GET answers it in full.
     */
    async universe(kind: Kind, listed: string[] = []) {
      const all = await Promise.all([...new Set([...created[kind], ...listed])].map((id) => idp.get(`/${kind}s/${id}`)));
      return all.filter((r) => r.status === 200).map((r) => r.body);
    },
    /** A list request with a filter, judged by scim2-parse-filter over the organization's resources. */
    async list(kind: Kind, query: Record<string, string> & { filter: string }) {
      const res = await idp.get(`/${kind}s`, query);
      const universe = await idp.universe(kind, (res.body.Resources ?? []).map((r: any) => r.id));
      expectListAsLibrary(kind, query.filter, universe, res);
      return res;
    },
  };
  return idp;
}

/** A `scim` api-key, made as docs/provisioning.md says, for the identity provider to send. */
export async function scimToken(call: Call, org: TestOrg, name: string): Promise<string> {
  const key = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name, scope: 'scim' } });
  expect(key.status, key.text).toBe(201);
  return key.body.key;
}

/**
 * Everything sent in a create or replace is answered (RFC 7644 §3.3: the resource as created):
 * each attribute the body names is in the answer with the value sent, but those RFC 7643 says
 * are never returned (`password`) or the provider's (`id`, `meta`, `groups`: readOnly).
 */
export function expectKeptAsSent(kind: Kind, sent: Record<string, unknown>, answered: any) {
  const found = Object.entries(sent).flatMap(([name, value]) => {
    if (['schemas', 'meta', 'id', 'password', 'groups'].includes(name)) return [];
    const reference = name === ENTERPRISE ? false : ['members'].includes(name);
    const rfc = name.startsWith('urn:') ? value : rfcValue(kind, name, value);
    if (name === ENTERPRISE && isObject(rfc)) {
      return Object.entries(rfc).flatMap(([sub, v]) => differences(at(answered, [name, sub]), withoutNulls(rfcValue(kind, `${name}:${sub}`, v)), undefined, `${name}:${sub}`, sub === 'manager'));
    }
    return differences(at(answered, [name]), withoutNulls(rfc), undefined, name, reference);
  });
  expect(found, `${kind} kept as sent`).toEqual([]);
}
