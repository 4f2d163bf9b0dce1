import { batchGet } from '../db/batch-get';
import { config } from '../config';
import { queryEach, queryFrom } from '../db/query-page';
import { failedPart } from '../db/operations';
import { queryInput } from '../db/key-query';
import { getUserIdByEmail, getUserRecord, userKey, USERS, type UserRecord } from '../directory/users-store';
import { isHiddenFromScim, readUserCounts, type UserCounts } from '../directory/user-count-store';
import { levelAfter } from '../tenancy/data-level';
import { isStaleOrganization, requireOrganization } from '../tenancy/organizations';
import { ApiError } from '../errors/api-error';
import { ID_PATTERN } from '../db/ids';
import { catalogKey } from '../organization/catalog-store';
import { createArea, createPosition, listStructureAll } from '../organization/structure';
import { createUser, updateUser, type WriteExtras } from '../users/accounts';
import type { UserChangesT } from '../users/schemas';
import { externalIdLockParts, getUserIdByExternalId } from './external-ids-store';
import { desiredOf, EMAIL_MAX_LENGTH, foreignExtras, fullName, invalidValue, renderExtras, text, type Desired } from './user-attributes';
import { getUserIdByUserName, userNameParts } from './user-names-store';
import { isStable, positionAtOrBefore, recordPosition } from './positions-store';
import { conjuncts, invalidFilter, matches, parseFilter, type Filter } from './filter';
import { applyPatch, type PatchOperation } from './patch';
import { ADMIN_GUARD, keepingAnActiveAdmin, memberOfAreaPart } from './guards';
import type { RemovableUserAttribute, TransactPart, UserSet } from '../directory/users-store';
import { CORE_USER, ENTERPRISE_USER, LIST_RESPONSE, USER_ATTRIBUTES } from './schemas';
import { scimGroupsOf, groupLocation } from './user-groups';

/**
 * SCIM Users over the users of the organization (docs/decisions/scim.md): `userName` (the email,
 * or `user_name` when it is not the email), the login email (one of `emails`),
 * `name.givenName`/`familyName` = first/last name, `active` = status, `externalId` and
 * `employeeNumber` stored on the user, `title` = position and enterprise `department` = area,
 * by name; every other attribute of Okta's and Entra ID's mappings in the `scim` map
 * (user-attributes.ts). Every write goes through the users area's createUser/updateUser, so a deactivation
 * ends sessions and revokes api-keys exactly as update_user does, and webhook events come from
 * the same table stream.
 */
type Json = Record<string, unknown>;
/** SCIM attributes that are arrays (PATCH merges them). */
const MULTI_VALUED = new Set(['emails', 'groups', 'phonenumbers', 'addresses', 'ims', 'photos', 'entitlements', 'roles', 'x509certificates']);
/** Read-only attributes: a PATCH or PUT that changes them is 400 `mutability`. */
const READ_ONLY = ['id', 'meta', 'groups'];

const userNotFound = () => new ApiError('user_not_found', 'No such user in this organization.');
export { nameText } from './user-attributes';

/** DELETE through SCIM: the user is kept (history) but SCIM no longer sees it. */
const isScimDeleted = (record: UserRecord & Json) => isHiddenFromScim(record);

/** meta.version: a weak ETag of `updated_at`, which every write of the user changes (any API). */
export const versionOf = (record: Pick<UserRecord, 'updated_at'>): string => `W/"${Date.parse(record.updated_at).toString(36)}"`;

export const userLocation = (baseUrl: string, slug: string, id: string) => `${baseUrl}/org/${slug}/scim/v2/Users/${id}`;

interface Names {
  areas: Map<string, string>;
  positions: Map<string, string>;
}

/** The names of the areas and positions the users reference: one BatchGetItem. */
async function namesOf(slug: string, records: readonly UserRecord[]): Promise<Names> {
  const keys = [
    ...new Set(records.flatMap((r) => [r.area_id ? `area#${r.area_id}` : '', r.position_id ? `position#${r.position_id}` : '']).filter(Boolean)),
  ].map((ref) => {
    const [type, id] = ref.split('#') as ['area' | 'position', string];
    return catalogKey(slug, type, id);
  });
  const items = keys.length ? await batchGet(keys, { projection: 'entity, id, #n', names: { '#n': 'name' } }) : [];
  const names: Names = { areas: new Map(), positions: new Map() };
  for (const item of items) (item.entity === 'area' ? names.areas : names.positions).set(item.id as string, item.name as string);
  return names;
}

export function toScimUser(record: UserRecord & Json, names: Names, baseUrl: string, slug: string): Json {
  const department = record.area_id ? names.areas.get(record.area_id) : undefined;
  const enterprise: Json = {};
  // The area's name; else a department kept as sent because it named no area (setting `existing`).
  const kept = (record.scim as { enterprise?: { department?: unknown } } | undefined)?.enterprise?.department;
  if (department !== undefined) enterprise.department = department;
  else if (typeof kept === 'string' && !record.area_id) enterprise.department = kept;
  if (typeof record.employee_number === 'string') enterprise.employeeNumber = record.employee_number;
  const title = record.position_id ? names.positions.get(record.position_id) : undefined;
  const { core, enterprise: more } = renderExtras(record, `${baseUrl}/org/${slug}/scim/v2/Users`);
  Object.assign(enterprise, more);
  const { emails, ...attributes } = core;
  return {
    schemas: [CORE_USER, ENTERPRISE_USER],
    id: record.id,
    ...(typeof record.external_id === 'string' ? { externalId: record.external_id } : {}),
    userName: typeof record.user_name === 'string' ? record.user_name : record.email,
    ...attributes,
    ...(title !== undefined ? { title } : {}),
    active: record.status === 'active',
    emails,
    groups: record.area_id && department !== undefined ? [{ value: record.area_id, display: department, $ref: groupLocation(baseUrl, slug, record.area_id) }] : [],
    [ENTERPRISE_USER]: enterprise,
    meta: { resourceType: 'User', created: record.created_at, lastModified: record.updated_at, location: userLocation(baseUrl, slug, record.id), version: versionOf(record) },
  };
}

/** `attributes` / `excludedAttributes` (RFC 7644 §3.9): `id` and `schemas` are always returned. */
export function project(resource: Json, attributes?: string, excluded?: string): Json {
  const list = (value?: string) => (value ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  const pathOf = (attribute: string): [Json | undefined, string[]] => {
    const colon = attribute.lastIndexOf(':');
    if (colon < 0) return [resource, attribute.split('.')];
    const urn = attribute.slice(0, colon);
    const names = attribute.slice(colon + 1).split('.');
    if (urn.toLowerCase() === CORE_USER.toLowerCase()) return [resource, names];
    const key = Object.keys(resource).find((k) => k.toLowerCase() === urn.toLowerCase());
    return [key ? (resource[key] as Json) : undefined, names, ...[]] as [Json | undefined, string[]];
  };
  const keyIn = (object: Json, name: string) => Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());
  const wanted = list(attributes);
  let out: Json = resource;
  if (wanted.length) {
    out = { schemas: resource.schemas, id: resource.id };
    for (const attribute of wanted) {
      // A whole extension (`urn:…:enterprise:2.0:User`).
      const whole = keyIn(resource, attribute);
      if (whole) {
        out[whole] = resource[whole];
        continue;
      }
      const [container, [top, sub]] = pathOf(attribute) as [Json | undefined, [string, string?]];
      if (!container) continue;
      const key = keyIn(container, top);
      if (!key) continue;
      const target = container === resource ? out : ((out[Object.keys(resource).find((k) => resource[k] === container)!] ??= {}) as Json);
      if (sub === undefined) target[key] = container[key];
      else {
        const value = container[key] as Json;
        const subKey = value && typeof value === 'object' && !Array.isArray(value) ? keyIn(value, sub) : undefined;
        if (subKey) target[key] = { ...((target[key] as Json) ?? {}), [subKey]: value[subKey] };
      }
    }
  }
  const drop = list(excluded);
  if (drop.length) {
    out = structuredClone(out);
    for (const attribute of drop) {
      const [container, [top, sub]] = pathOf(attribute) as [Json | undefined, [string, string?]];
      const target = container === resource ? out : container && (out[Object.keys(resource).find((k) => resource[k] === container)!] as Json);
      if (!target) continue;
      const key = keyIn(target, top);
      if (!key || key === 'id' || key === 'schemas') continue;
      if (sub === undefined) delete target[key];
      else if (target[key] && typeof target[key] === 'object') {
        const inner = target[key] as Json;
        const subKey = keyIn(inner, sub);
        if (subKey) delete inner[subKey];
      }
    }
  }
  return out;
}

async function render(slug: string, records: readonly UserRecord[], baseUrl: string, page = false): Promise<Json[]> {
  // `groups`: the user's memberships once the organization is at the `groups` level (not on a list page), else its area (toScimUser).
  const [names, groups] = await Promise.all([namesOf(slug, records), scimGroupsOf(slug, records, baseUrl, { page })]);
  return records.map((record) => groups(toScimUser(record as UserRecord & Json, names, baseUrl, slug)));
}

/** A user SCIM sees (404 for an unknown id or a SCIM-deleted user). */
async function requireScimUser(slug: string, id: string): Promise<UserRecord & Json> {
  const record = (await getUserRecord(slug, id)) as (UserRecord & Json) | null;
  if (!record || isScimDeleted(record)) throw userNotFound();
  return record;
}

export async function getScimUser(slug: string, id: string, baseUrl: string): Promise<Json> {
  const record = await requireScimUser(slug, id);
  return (await render(slug, [record], baseUrl))[0]!;
}

// ---------------------------------------------------------------------------------------------
// List and filter

/** A conjunct answered by one key lookup: the user it names, or null. */
async function lookup(slug: string, conjunct: Filter): Promise<{ id: string | null } | undefined> {
  if (conjunct.kind !== 'compare' && conjunct.kind !== 'valuePath') return undefined;
  let attribute: string;
  let value: unknown;
  if (conjunct.kind === 'valuePath') {
    // `emails[value eq "…"]`, also inside an `and` (`emails[type eq "work" and value eq "…"]`): the rest is checked on the user found.
    const inner = conjuncts(conjunct.filter).find((f) => f.kind === 'compare' && f.op === 'eq' && f.path.toLowerCase() === 'value');
    if (conjunct.path.replace(new RegExp(`^${CORE_USER}:`, 'i'), '').toLowerCase() !== 'emails' || inner?.kind !== 'compare') return undefined;
    [attribute, value] = ['emails.value', inner.value];
  } else {
    if (conjunct.op !== 'eq') return undefined;
    attribute = conjunct.path.replace(new RegExp(`^${CORE_USER}:`, 'i'), '').toLowerCase();
    value = conjunct.value;
  }
  if (!['username', 'emails.value', 'externalid', 'id'].includes(attribute)) return undefined;
  if (typeof value !== 'string') throw invalidFilter(`${attribute} is compared with a string`);
  // A value no user can hold is no user, never a key DynamoDB or the key builder refuses (a 5xx,
  // #41): an id not of the id form (`a#b`, 129 × x, control or bidi characters), a lone surrogate.
  if (LONE_SURROGATE.test(value)) return { id: null };
  if (attribute === 'id' && !ID_PATTERN.test(value)) return { id: null };
  // A value no user can hold is no user: never a key DynamoDB refuses (empty, or longer than a key holds).
  if (attribute === 'externalid') return { id: isStorableExternalId(value) ? await getUserIdByExternalId(slug, value) : null };
  if (attribute === 'id') return { id: value };
  if (value === '' || value.length > EMAIL_MAX_LENGTH) return { id: null };
  // A userName that is not its user's email has a lock of its own; any other is an email (the filter then checks the user's userName).
  if (attribute === 'username') return { id: await userNameHolder(slug, value) };
  // An email: the login email's lock (the other emails a user has are found through its userName or externalId).
  return { id: await getUserIdByEmail(slug, value) };
}

const isActiveFilter = (f: Filter): f is Extract<Filter, { kind: 'compare' }> =>
  f.kind === 'compare' && f.op === 'eq' && f.path.replace(new RegExp(`^${CORE_USER}:`, 'i'), '').toLowerCase() === 'active' && typeof f.value === 'boolean';

export interface ListQuery {
  filter?: string;
  startIndex: number;
  count: number;
  attributes?: string;
  excludedAttributes?: string;
}

/** How far a page may start past the closest recorded position (or the first user): a keys-only walk of at most this many users, one Query. */
export const MAX_SKIP = 1_000;

type UsersQuery = { KeyConditionExpression?: string; FilterExpression?: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown>; IndexName?: string };

/**
 * Only the users SCIM lists (#41): a user deleted through SCIM (`scim_deleted` and inactive,
 * isHiddenFromScim) is left out by a FilterExpression, so pages hold `count` users, offsets count
 * listed users only, and `totalResults` (users - hidden) is what paging through returns.
 */
function listed(query: UsersQuery): UsersQuery {
  return {
    ...query,
    FilterExpression: 'attribute_not_exists(#l_deleted) OR #l_deleted <> :l_true OR #l_status <> :l_inactive',
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#l_deleted': 'scim_deleted', '#l_status': 'status' },
    ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':l_true': true, ':l_inactive': 'inactive' },
  };
}

/** Items one Query of a filtered walk evaluates at most after a short page (users hidden in between). */
const REFILL = 100;

/**
 * The listed users of a partition (or an index) after `startKey`: `skip` of them passed over
 * (keys only), then up to `limit` returned. A FilterExpression applies after `Limit`, so each
 * side is filled with Queries until it has what it needs: one Query each when no hidden user
 * is in the way, one more per REFILL hidden users otherwise.
 */
async function queryUsers(query: UsersQuery, keyNames: readonly string[], skip: number, limit: number, startKey?: Record<string, unknown>) {
  const keyOf = (item: Record<string, unknown>) => Object.fromEntries(keyNames.map((name) => [name, item[name]]));
  const projection = keyNames.map((_, i) => `#k${i}`).join(', ');
  const projectionNames = Object.fromEntries(keyNames.map((name, i) => [`#k${i}`, name]));
  let toSkip = skip;
  let short = false;
  while (toSkip > 0) {
    const result = await queryFrom(
      { ...query, Limit: Math.min(MAX_SKIP, short ? Math.max(toSkip, REFILL) : toSkip), ProjectionExpression: projection, ExpressionAttributeNames: { ...query.ExpressionAttributeNames, ...projectionNames } },
      startKey,
    );
    const items = result.items;
    if (items.length >= toSkip) {
      startKey = keyOf(items[toSkip - 1]!);
      toSkip = 0;
      break;
    }
    toSkip -= items.length;
    short = true;
    startKey = result.next;
    if (!startKey) return [];
  }
  const out: UserRecord[] = [];
  short = false;
  while (out.length < limit) {
    const need = limit - out.length;
    const result = await queryFrom({ ...query, Limit: short ? Math.max(need, REFILL) : need }, startKey);
    // Each user read through its entity's parse.
    out.push(...result.items.slice(0, need).map((item) => USERS.parse(item)));
    short = true;
    startKey = result.next;
    if (!startKey) break;
  }
  return out;
}

/** A COUNT Query over the users (1 call per MB of them): only for organizations whose user counts are not migrated yet. */
async function countQuery(query: UsersQuery): Promise<number> {
  let count = 0;
  await queryEach({ ...query, Select: 'COUNT' }, (page) => void (count += page.Count ?? 0));
  return count;
}

const tooFar = (startIndex: number, from: number) =>
  invalidValue(
    `startIndex ${startIndex} is more than ${MAX_SKIP} users past the closest position a page reached (${from + 1}): page through with startIndex = previous startIndex + count, as identity providers do.`,
  );

/**
 * The stored counts, when they are exact for the organization: once its `user-hidden-count`
 * migration is done (the contract step that also counts what the previous release wrote during
 * the deploy) and while no deploy is open that it is not reconciled with (docs/decisions/learning.md,
 * "Two releases on one table"). Otherwise null: the totals are COUNT Queries (exact, their old
 * cost) and no position is used or recorded (their epoch, `hidden_moves`, misses the older
 * release's changes until the reconcile).
 */
async function exactCounts(slug: string): Promise<UserCounts | null> {
  const [org, stale] = await Promise.all([requireOrganization(slug), isStaleOrganization(slug)]);
  return org.data_level >= levelAfter('user-hidden-count') && !stale ? readUserCounts(slug) : null;
}

/**
 * GET /Users. A filter naming one user (userName, emails, externalId, id) is one key lookup and
 * one read; the other conjuncts are checked on that user. `active eq` alone pages the status
 * index (`totalResults` from the stored status tally less the users deleted through SCIM;
 * startIndex at most MAX_SKIP + 1: positions on that index move when statuses change, none is
 * recorded). Without a filter, the users partition in id order (creation order: stable between
 * pages), `totalResults` = the stored user count less the hidden tally, and a page starts at the
 * user recorded at the end of the page before (positions-store.ts, positions among the listed
 * users in the current epoch) plus at most MAX_SKIP skipped users: constant work per page,
 * whatever the organization's size or the page's depth (docs/decisions/scim-count.md). Users
 * deleted through SCIM are neither listed nor counted nor given a position (#41): paging through
 * `totalResults` with `startIndex += count` returns every listed user once.
 */
export async function listScimUsers(slug: string, q: ListQuery, baseUrl: string): Promise<Json> {
  const parts = q.filter ? conjuncts(parseFilter(q.filter)) : [];
  let keyed: { id: string | null } | undefined;
  for (const part of parts) if (!keyed) keyed = await lookup(slug, part);
  if (keyed) {
    const record = keyed.id ? ((await getUserRecord(slug, keyed.id)) as (UserRecord & Json) | null) : null;
    const rendered = record && !isScimDeleted(record) ? (await render(slug, [record], baseUrl))[0]! : undefined;
    const hit = rendered && parts.every((part) => matches(rendered, part)) ? [rendered] : [];
    const page = q.startIndex === 1 && q.count > 0 ? hit : [];
    return listResponse(page.map((r) => project(r, q.attributes, q.excludedAttributes)), hit.length, q.startIndex);
  }
  if (parts.length && !parts.every(isActiveFilter)) {
    throw invalidFilter('filter on userName, emails.value, externalId or id (eq), or on active (eq), combined with "and"');
  }
  const active = parts.length ? parts.map((p) => (p as Extract<Filter, { kind: 'compare' }>).value) : [];
  if (new Set(active).size > 1) return listResponse([], 0, q.startIndex);
  const skip = q.startIndex - 1;
  let records: UserRecord[];
  let total: number;
  let recorded: Promise<void> | undefined;
  const counts = await exactCounts(slug);
  if (active.length) {
    // Users move between statuses: positions on the status index are not stable, none is recorded.
    const status = active[0] ? 'active' : 'inactive';
    const index = USERS.indexes.byStatus;
    const query = listed(queryInput(index.query(slug, { status })));
    total = counts ? (status === 'active' ? counts.active : counts.inactive - counts.hidden) : await countQuery(query);
    if (skip >= total || q.count === 0) records = [];
    else if (skip > MAX_SKIP) throw tooFar(q.startIndex, 0);
    else records = await queryUsers(query, ['pk', 'sk', index.partitionKey, index.sortKey], skip, q.count);
  } else {
    const query = listed(queryInput(USERS.primary.query(slug, {})));
    const epoch = counts?.hidden_moves;
    const [count, from] = await Promise.all([counts ? counts.users - counts.hidden : countQuery(query), skip > 0 && epoch !== undefined ? positionAtOrBefore(slug, epoch, skip) : null]);
    total = count;
    const at = from?.position ?? 0;
    if (skip >= total || q.count === 0) records = [];
    else if (skip - at > MAX_SKIP) throw tooFar(q.startIndex, at);
    else records = await queryUsers(query, ['pk', 'sk'], skip - at, q.count, from ? userKey(slug, from.id) : undefined);
    const last = records.at(-1);
    const end = skip + records.length;
    if (last && end !== at && epoch !== undefined && isStable(last.id)) recorded = recordPosition(slug, epoch, end, last.id);
  }
  const [rendered] = await Promise.all([render(slug, records, baseUrl, true), recorded]);
  return listResponse(rendered.map((r) => project(r, q.attributes, q.excludedAttributes)), total, q.startIndex);
}

const listResponse = (resources: Json[], totalResults: number, startIndex: number): Json => ({
  schemas: [LIST_RESPONSE],
  totalResults,
  itemsPerPage: resources.length,
  startIndex,
  Resources: resources,
});

// ---------------------------------------------------------------------------------------------
// Writes

const LONE_SURROGATE = /[\ud800-\udfff]/u;
/**
 * An externalId is the sort key of its lock (external-ids-store.ts), and a DynamoDB sort key holds
 * 1,024 bytes: it is bounded in UTF-8 bytes as well as in characters (512 of each), so a long
 * non-ASCII one is 400 `invalidValue`, never a key DynamoDB refuses (a 5xx).
 */
const EXTERNAL_ID_MAX = 512;
const utf8Bytes = (value: string) => Buffer.byteLength(value, 'utf8');
const isStorableExternalId = (value: string) => value !== '' && value.length <= EXTERNAL_ID_MAX && utf8Bytes(value) <= EXTERNAL_ID_MAX;
function externalIdOf(value: unknown): string | undefined {
  const id = text(value, 'externalId', EXTERNAL_ID_MAX);
  if (id !== undefined && !isStorableExternalId(id)) throw invalidValue(`externalId is longer than ${EXTERNAL_ID_MAX} bytes (UTF-8).`);
  return id;
}
const readUser = (doc: Json) => desiredOf(doc, externalIdOf);
const sameText = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
/** The `user_name` a user stores for a userName: none when it is the login email (case-insensitively). */
const userNameAttribute = (d: Pick<Desired, 'userName' | 'email'>) => (sameText(d.userName, d.email) ? undefined : d.userName);

/**
 * The area or position of this name (case-insensitive), created when missing (decisions: an
 * identity provider's department or title is taken as the truth, not refused), except an area
 * when the SCIM_DEPARTMENT_AREAS setting says `existing`: then null. The catalogue of an
 * organization is small; it is read whole, once per write that names one.
 */
async function structureByName(slug: string, kind: 'areas' | 'positions', name: string | undefined): Promise<string | null> {
  if (name === undefined) return null;
  const all = await listStructureAll(slug, kind);
  const found = all.filter((item) => item.name.toLowerCase() === name.toLowerCase()).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  if (found) return found.id;
  if (kind === 'areas' && config().SCIM_DEPARTMENT_AREAS === 'existing') return null;
  return (kind === 'areas' ? await createArea(slug, { name }) : await createPosition(slug, { name })).id;
}

/**
 * The document with its department kept in the scim map when it names no area (setting
 * `existing`): SCIM shows it back as sent, so the identity provider sees no difference to push
 * again every cycle; the user has no area.
 */
function keepingDepartment(d: Desired, area_id: string | null): Desired {
  if (d.department === undefined || area_id !== null) return d;
  return { ...d, scim: { ...d.scim, enterprise: { ...d.scim.enterprise, department: d.department } } };
}

const uniqueness = (what: string) => new ApiError('scim_uniqueness', `Another user of the organization has this ${what}.`);

/**
 * The parts SCIM adds at the end of a user's transaction, each with what the failure of its
 * condition means: null for a part whose failure its own caller reads (the administrator guard,
 * keepingAnActiveAdmin).
 */
/** A SCIM write's own parts of the users store's transaction, by name. */
type Tail = Record<string, { part: TransactPart; failure: (() => Error) | null }>;

/** The error a cancelled transaction means, from the first part of `tail` whose condition failed (undefined: none of them). */
function tailFailure(error: unknown, tail: Tail): Error | null | undefined {
  const failed = Object.entries(tail).find(([name]) => failedPart(error, name));
  return failed ? (failed[1].failure?.() ?? null) : undefined;
}

/** The parts of a tail, by name (WriteExtras.parts). */
const partsOf = (tail: Tail) => Object.fromEntries(Object.entries(tail).map(([name, { part }]) => [name, part]));

/** What a user is before a write (nothing on a create). */
interface Before {
  email?: string;
  user_name?: unknown;
  external_id?: unknown;
  area_id?: string;
}

/**
 * A SCIM write's own parts: the administrator guard, the join of the area (only while it exists:
 * a group deleted meanwhile keeps no member, #41), the userName and email uniqueness parts
 * (user-names-store.ts) and the externalId lock's move (last).
 */
function scimParts(slug: string, id: string, before: Before, d: Desired, area_id: string | null, guard?: TransactPart): Tail {
  const from = typeof before.user_name === 'string' ? before.user_name : undefined;
  const names = userNameParts(slug, id, { from, to: userNameAttribute(d), emailFrom: before.email, emailTo: d.email });
  const joins = area_id !== null && area_id !== before.area_id;
  const externalFrom = typeof before.external_id === 'string' ? before.external_id : undefined;
  return {
    ...(guard ? { [ADMIN_GUARD]: { part: guard, failure: null } } : {}),
    ...(joins ? { areaJoin: { part: memberOfAreaPart(slug, area_id), failure: areaGone } } : {}),
    ...Object.fromEntries(names.map(({ part, taken }, i) => [`userName${i}`, { part, failure: taken ? () => uniqueness(taken) : () => retry() }])),
    ...Object.fromEntries(externalIdLockParts(slug, id, externalFrom, d.external_id).map((part, i) => [`externalId${i}`, { part, failure: () => (part.Put ? uniqueness('externalId') : retry()) }])),
  };
}
const retry = () => new ApiError('conflict', 'The user changed while this request was applied; retry.');

/** A value as JSON with its objects' keys in order: DynamoDB does not keep the order of a map's keys, so a stored map compares equal to the same map read from a request. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

/** The user's own attributes a SCIM document sets beside the users API's fields (`undefined`: removed). */
function ownAttributes(d: Desired): Record<'external_id' | 'employee_number' | 'user_name' | 'scim', unknown> {
  return { external_id: d.external_id, employee_number: d.employee_number, user_name: userNameAttribute(d), scim: Object.keys(d.scim).length ? d.scim : undefined };
}

/** The user holding a userName: its userName lock, else the email lock of that text. */
async function userNameHolder(slug: string, userName: string): Promise<string | null> {
  // Both read at once (one round trip): the userName lock decides when it exists.
  const [byName, byEmail] = await Promise.all([getUserIdByUserName(slug, userName), getUserIdByEmail(slug, userName)]);
  return byName ?? byEmail;
}

/**
 * POST /Users. A userName held by a user SCIM deleted (or, when no user holds the userName, a
 * login email held by one) reactivates that user (same id, history kept) with the new
 * attributes; any other taken userName or email is 409 `uniqueness`.
 */
export async function createScimUser(slug: string, doc: Json, baseUrl: string, now = new Date()): Promise<{ user: Json; location: string }> {
  const d = readUser(doc);
  const holder = await userNameHolder(slug, d.userName);
  const emailHolder = holder === null && !sameText(d.email, d.userName) ? await getUserIdByEmail(slug, d.email) : null;
  const existingId = holder ?? emailHolder;
  if (existingId) {
    const existing = (await getUserRecord(slug, existingId)) as (UserRecord & Json) | null;
    if (!existing || !isScimDeleted(existing)) throw uniqueness(holder ? 'userName' : 'email');
    await applyDesired(slug, existing.id, d, now, { reactivate: true });
    const user = await getScimUser(slug, existingId, baseUrl);
    return { user, location: userLocation(baseUrl, slug, existingId) };
  }
  const [area_id, position_id] = await Promise.all([structureByName(slug, 'areas', d.department), structureByName(slug, 'positions', d.title)]);
  const set: Json = Object.fromEntries(Object.entries(ownAttributes(keepingDepartment(d, area_id))).filter(([, value]) => value !== undefined));
  let tail: Tail = {};
  const created = await createUser(
    slug,
    { email: d.email, first_name: d.first_name, last_name: d.last_name, role: 'collaborator', ...(area_id ? { area_id } : {}), ...(position_id ? { position_id } : {}) },
    now,
    { set, parts: (record) => partsOf((tail = scimParts(slug, record.id, {}, d, area_id))) },
  )
    .then(async (user) => (d.active ? user : updateUser(slug, user.id, { status: 'inactive' }, now)))
    .catch((error) => {
      if (error instanceof ApiError && error.code === 'email_taken') throw uniqueness('email');
      throw tailFailure(error, tail) ?? error;
    });
  const user = await getScimUser(slug, created.id, baseUrl);
  return { user, location: userLocation(baseUrl, slug, created.id) };
}

interface ApplyOptions {
  ifMatch?: string;
  reactivate?: boolean;
  scimDelete?: boolean;
}

/** Writes what a SCIM document says onto the user, through the users area's updateUser. */
async function applyDesired(slug: string, id: string, sent: Desired, now: Date, options: ApplyOptions = {}) {
  const [area_id, position_id] = await Promise.all([structureByName(slug, 'areas', sent.department), structureByName(slug, 'positions', sent.title)]);
  const desired = keepingDepartment(sent, area_id);
  const changes: UserChangesT = {
    email: desired.email,
    first_name: desired.first_name,
    last_name: desired.last_name,
    status: desired.active ? 'active' : 'inactive',
    area_id,
    position_id,
  };
  const set: Json = {};
  const remove: RemovableUserAttribute[] = [];
  for (const [field, value] of Object.entries(ownAttributes(desired)) as Array<[ReturnType<typeof ownAttributes> extends Record<infer K, unknown> ? K : never, unknown]>) {
    if (value === undefined) remove.push(field);
    else set[field] = value;
  }
  if (options.reactivate) remove.push('scim_deleted');
  let guard: TransactPart | undefined;
  let tail: Tail = {};
  const extras: WriteExtras = {
    // The values a SCIM document gives (its own attributes: strings, the `scim` map), declared on the user.
    set: set as UserSet,
    remove,
    conditional: options.ifMatch !== undefined,
    check: (current) => {
      if (!options.reactivate && isScimDeleted(current as UserRecord & Json)) throw userNotFound();
      if (options.ifMatch !== undefined && !etagMatches(options.ifMatch, current)) throw preconditionFailed();
      // Became an active administrator after the guard was decided: decide again (the caller retries).
      if (!desired.active && !guard && current.role === 'admin' && current.status === 'active') throw retry();
    },
    parts: (current) => partsOf((tail = scimParts(slug, id, current as UserRecord & Before, desired, area_id, guard))),
  };
  const current = await requireSeen(slug, id, options);
  // A later release's members of the map stay (it is written whole).
  const foreign = foreignExtras((current as Json).scim);
  if (Object.keys(foreign).length) {
    set.scim = { ...foreign, ...((set.scim as Json | undefined) ?? {}) };
    remove.splice(0, remove.length, ...remove.filter((field) => field !== 'scim'));
  }
  // Unchanged values are not sent, so a no-op leaves updated_at (and meta.version) alone.
  for (const key of Object.keys(changes) as Array<keyof UserChangesT>) {
    const now_ = changes[key] ?? undefined;
    const was = (current as unknown as Json)[key] ?? undefined;
    if (key === 'email' ? String(now_) === String(was) : now_ === was) delete changes[key];
  }
  for (const [field, value] of Object.entries(set)) if (canonical((current as Json)[field]) === canonical(value)) delete set[field];
  extras.remove = remove.filter((field) => field in current);
  // Deactivating an active administrator keeps another one active (#41): 409 `last_active_admin`.
  await keepingAnActiveAdmin(
    slug,
    current,
    !desired.active,
    (part) => {
      guard = part;
      return updateUser(slug, id, changes, now, extras).catch((error) => {
        if (error instanceof ApiError && error.code === 'email_taken') throw uniqueness('email');
        if (error instanceof ApiError) throw error;
        throw tailFailure(error, tail) ?? error;
      });
    },
  );
}

const areaGone = () => new ApiError('conflict', 'The department\'s area (group) was deleted while this request was applied; retry.');

async function requireSeen(slug: string, id: string, options: ApplyOptions): Promise<UserRecord & Json> {
  const record = (await getUserRecord(slug, id)) as (UserRecord & Json) | null;
  if (!record || (!options.reactivate && isScimDeleted(record))) throw userNotFound();
  return record;
}

const preconditionFailed = () => new ApiError('version_conflict', 'If-Match does not match the current version (meta.version) of the user.');
/** `If-Match`: `*`, or one of the listed ETags (weak comparison). */
function etagMatches(header: string, record: UserRecord): boolean {
  const current = versionOf(record).replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === current;
  });
}

function refuseReadOnlyChanges(before: Json, after: Json): void {
  for (const attribute of READ_ONLY) {
    if (attribute === 'groups') continue; // shown, never written: a changed groups list is ignored
    if (JSON.stringify(before[attribute]) !== JSON.stringify(after[attribute]) && after[attribute] !== undefined) {
      throw new ApiError('scim_mutability', `${attribute} is read-only.`);
    }
  }
}

/** PUT /Users/{id}: the document replaces the user's mapped attributes (those absent are cleared). */
export async function replaceScimUser(slug: string, id: string, doc: Json, ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  await requireScimUser(slug, id);
  if (doc.id !== undefined && doc.id !== id) throw new ApiError('scim_mutability', 'id is read-only.');
  await applyDesired(slug, id, readUser(doc), now, { ifMatch });
  return getScimUser(slug, id, baseUrl);
}

/**
 * A `displayName` or `name.formatted` shown by default ("given family": none is stored) that the
 * operations left as it was stays a default: it follows the new name (a PATCH of
 * `name.givenName` alone), rather than being stored with the old one.
 */
function keepDerived(before: Json, after: Json): void {
  const nameOf = (doc: Json) => (doc.name && typeof doc.name === 'object' && !Array.isArray(doc.name) ? (doc.name as Json) : undefined);
  const derived = fullName(String(nameOf(before)?.givenName ?? ''), String(nameOf(before)?.familyName ?? ''));
  if (before.displayName === derived && after.displayName === derived) delete after.displayName;
  const name = nameOf(after);
  if (name && nameOf(before)?.formatted === derived && name.formatted === derived) delete name.formatted;
}

/** PATCH /Users/{id}: the operations applied to the user as SCIM shows it, then written like a PUT. */
export async function patchScimUser(slug: string, id: string, operations: PatchOperation[], ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  const before = await getScimUser(slug, id, baseUrl);
  const after = applyPatch(before, operations, CORE_USER, MULTI_VALUED, USER_ATTRIBUTES);
  refuseReadOnlyChanges(before, after);
  keepDerived(before, after);
  await applyDesired(slug, id, readUser(after), now, { ifMatch });
  return getScimUser(slug, id, baseUrl);
}

/**
 * DELETE /Users/{id}: deactivates (sessions end, api-keys made by the user are revoked, the
 * history stays) and marks the user deleted for SCIM: 404 from then on, and a POST of the same
 * userName brings this user back.
 */
export async function deleteScimUser(slug: string, id: string, now = new Date()): Promise<void> {
  const target = await requireScimUser(slug, id);
  // Never the last active administrator (#41): another one must still be active when this commits.
  await keepingAnActiveAdmin(
    slug,
    target,
    true,
    (guard) =>
      updateUser(slug, id, { status: 'inactive' }, now, {
        set: { scim_deleted: true },
        check: (current) => {
          if (isScimDeleted(current as UserRecord & Json)) throw userNotFound();
          if (!guard && current.role === 'admin' && current.status === 'active') throw new ApiError('conflict', 'The user changed while this request was applied; retry.');
        },
        parts: () => (guard ? { [ADMIN_GUARD]: guard } : {}),
      }),
  );
}
