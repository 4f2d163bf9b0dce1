import { queryAll } from '../db/query-page';
import { queryInput } from '../db/key-query';
import { ID_PATTERN, isAcceptedId } from '../db/ids';
import { getUserRecords, type UserRecord } from '../directory/users-store';
import { isHiddenFromScim } from '../directory/user-count-store';
import { ApiError } from '../errors/api-error';
import {
  addMembers,
  createGroup,
  deleteGroup,
  getGroup,
  getGroupIdByExternalId,
  getGroupIdByName,
  GROUPS,
  isMember,
  allMemberIds,
  removeMembers,
  requireGroup as requireStoredGroup,
  updateGroup,
  type GroupRecord,
} from '../groups/groups-store';
import * as legacy from './area-groups';
import { conjuncts, invalidFilter, matches, parseFilter, type Filter } from './filter';
import { assertGroupFilter, attributeOf, GROUP_FILTER_PATH, invalidValue, memberIdOf, memberIdsOf, nameOf, userRef, wantsMembers } from './group-documents';
import { groupLocation, servesGroups } from './user-groups';
import { applyPatch, type PatchOperation } from './patch';
import { CORE_GROUP, GROUP_ATTRIBUTES, LIST_RESPONSE } from './schemas';
import { project } from './users';

/**
 * SCIM Groups (docs/decisions/scim.md, "Groups of their own; areas stay areas (2026-11-28, #41)"):
 * groups of their own (shared/groups/groups-store.ts), many to many with users, once the
 * organization has reached the `groups` data level (the migration copied its areas into groups of
 * the same id, name and members: shared/migrations/groups.ts). Below it, the legacy path
 * (./area-groups.ts: groups = areas), as the release before served it; a legacy write that loses
 * to the migration's flip is run again here, on the groups store, with the request's own meaning.
 *
 * - `meta.version` = `W/"<the group's version>"`; `If-Match` is passed to the store as the version
 *   the first write is conditional on (412 `version_conflict` when another write came between).
 * - `members`: the group's members visible to SCIM (users deleted through SCIM left out), listed
 *   in full up to MEMBERS_LISTED members; a bigger group is answered without them (page them with
 *   the REST route `GET /org/{slug}/groups/{group_id}/members/`, or probe one with
 *   `filter=id eq "…" and members[value eq "…"]`).
 * - A member to add must be a user SCIM sees: 400 `invalidValue` otherwise (the store checks it
 *   in the membership's own transaction, so a user deleted meanwhile is refused too).
 */
type Json = Record<string, unknown>;

/** The most members a SCIM answer lists (a group's members cost one BatchGetItem per 100 for their names and visibility). */
export const MEMBERS_LISTED = 1000;

/**
 * Runs `legacyWay` below the level, `groupsWay` at it, and `groupsWay` again when the legacy write
 * lost to the flip (its last write committed nothing; `closed` says what the ones before did).
 */
async function byLevel<T>(slug: string, legacyWay: () => Promise<T>, groupsWay: (closed?: legacy.LegacyGroupsClosed) => Promise<T>): Promise<T> {
  if (await servesGroups(slug)) return groupsWay();
  try {
    return await legacyWay();
  } catch (error) {
    if (error instanceof legacy.LegacyGroupsClosed) return groupsWay(error);
    throw error;
  }
}

const versionTag = (group: GroupRecord) => `W/"${group.version}"`;

/** The store's refusals in SCIM's words. */
function scimError(error: unknown): never {
  if (error instanceof ApiError) {
    if (error.code === 'user_not_found') throw invalidValue(`members: ${error.message}`);
    if (error.code === 'group_name_taken') throw new ApiError('scim_uniqueness', 'Another group of the organization has this displayName (case-insensitive).');
    if (error.code === 'group_external_id_taken') throw new ApiError('scim_uniqueness', 'Another group of the organization has this externalId.');
  }
  throw error;
}

/** The members SCIM shows: every member id (up to the cap), users deleted through SCIM left out, with their names. */
async function visibleMembers(slug: string, group: GroupRecord, baseUrl: string): Promise<Json[] | undefined> {
  if (group.member_count > MEMBERS_LISTED) return undefined;
  const ids = (await allMemberIds(slug, group.id)).slice(0, MEMBERS_LISTED);
  const users = await getUserRecords(slug, ids);
  return ids
    .map((id) => users.get(id))
    .filter((user): user is UserRecord => user !== undefined && !isHiddenFromScim(user))
    .map((user) => ({ value: user.id, display: `${user.first_name} ${user.last_name}`, type: 'User', $ref: userRef(baseUrl, slug, user.id) }));
}

function toGroup(group: GroupRecord, members: Json[] | undefined, baseUrl: string, slug: string): Json {
  return {
    schemas: [CORE_GROUP],
    id: group.id,
    ...(group.external_id !== undefined ? { externalId: group.external_id } : {}),
    displayName: group.name,
    ...(members ? { members } : {}),
    meta: { resourceType: 'Group', created: group.created_at, lastModified: group.updated_at, location: groupLocation(baseUrl, slug, group.id), version: versionTag(group) },
  };
}

async function render(slug: string, group: GroupRecord, baseUrl: string, attributes?: string, excluded?: string): Promise<Json> {
  const members = wantsMembers(attributes, excluded) ? await visibleMembers(slug, group, baseUrl) : undefined;
  return project(toGroup(group, members, baseUrl, slug), attributes, excluded);
}

const requireGroup = (slug: string, id: string): Promise<GroupRecord> => requireStoredGroup(slug, id, { consistent: true });

export async function getScimGroup(slug: string, id: string, baseUrl: string, attributes?: string, excluded?: string): Promise<Json> {
  return byLevel(
    slug,
    () => legacy.getAreaGroup(slug, id, baseUrl, attributes, excluded),
    async () => render(slug, await requireGroup(slug, id), baseUrl, attributes, excluded),
  );
}

// ---------------------------------------------------------------------------------------------
// Lists

type ListQuery = { filter?: string; startIndex: number; count: number; attributes?: string; excludedAttributes?: string };

/** A UTF-16 surrogate not part of a pair (in `u` mode a pair is one code point, which the class does not match). */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
const bare = (path: string) => path.replace(/^urn:ietf:params:scim:schemas:core:2\.0:Group:/i, '').toLowerCase();

/** The `members[value eq "…"]` of a conjunct (Okta's membership probe), or undefined. */
function memberProbe(part: Filter): string | undefined {
  if (part.kind !== 'valuePath' || bare(part.path) !== 'members') return undefined;
  const inner = part.filter;
  if (inner.kind !== 'compare' || inner.op !== 'eq' || inner.path.toLowerCase() !== 'value' || typeof inner.value !== 'string') {
    throw invalidFilter('members filters are `members[value eq "<user id>"]`, after an `id eq`');
  }
  return inner.value;
}

/** The group one conjunct names by key (`id`, `displayName`, `externalId` eq): its id, null for none, undefined when the conjunct names none. */
async function lookup(slug: string, part: Filter): Promise<{ id: string | null } | undefined> {
  if (part.kind !== 'compare' || part.op !== 'eq' || !GROUP_FILTER_PATH.test(part.path)) return undefined;
  if (typeof part.value !== 'string') return { id: null };
  const value = part.value;
  // A value no group can hold (an id outside the id form, a lone surrogate) is no group, never a key (#41).
  if (LONE_SURROGATE.test(value)) return { id: null };
  switch (bare(part.path)) {
    case 'id':
      return { id: isAcceptedId(value) ? value : null };
    case 'displayname':
      return { id: value.length <= 200 ? await getGroupIdByName(slug, value) : null };
    default:
      return { id: value.length <= 512 && Buffer.byteLength(value) <= 512 ? await getGroupIdByExternalId(slug, value) : null };
  }
}

const listResponse = (resources: Json[], total: number, startIndex: number): Json => ({
  schemas: [LIST_RESPONSE],
  totalResults: total,
  itemsPerPage: resources.length,
  startIndex,
  Resources: resources,
});

/**
 * GET /Groups. A filter naming one group by key (`id`, `displayName`, `externalId` eq) is one
 * lookup; `and members[value eq "…"]` (Okta's probe) is one more read of that membership; any
 * other conjunct of the grammar on displayName, id or externalId is checked on the group found.
 * Without such a key, the organization's groups are read (one Query per MB: an organization has
 * tens to a few thousand groups) and filtered on those three attributes. `totalResults` is exact.
 */
async function listGroups(slug: string, q: ListQuery, baseUrl: string): Promise<Json> {
  const parts = q.filter ? conjuncts(parseFilter(q.filter)) : [];
  let keyed: { id: string | null } | undefined;
  for (const part of parts) if (!keyed) keyed = await lookup(slug, part);
  const probes = parts.map(memberProbe);
  const others = parts.filter((_, i) => probes[i] === undefined);
  for (const part of others) assertGroupFilter(part, 'groups filter on displayName, id or externalId, and members[value eq "…"] after an id');
  const wanted = probes.filter((p): p is string => p !== undefined);
  if (wanted.length && !keyed) throw invalidFilter('members[value eq "…"] needs a group named by `id eq`, `displayName eq` or `externalId eq`');
  let hits: GroupRecord[];
  if (keyed) {
    const group = keyed.id ? await getGroup(slug, keyed.id) : null;
    hits = group && others.every((part) => matches(toGroup(group, undefined, baseUrl, slug), part)) && (await allVisibleMembers(slug, group.id, wanted)) ? [group] : [];
  } else {
    const all = await queryAll(queryInput(GROUPS.primary.query(slug, {})), (item) => GROUPS.parse(item));
    hits = all.filter((group) => others.every((part) => matches(toGroup(group, undefined, baseUrl, slug), part)));
  }
  const page = hits.slice(q.startIndex - 1, q.startIndex - 1 + q.count);
  const resources = await Promise.all(page.map((group) => render(slug, group, baseUrl, q.attributes, q.excludedAttributes)));
  return listResponse(resources, hits.length, q.startIndex);
}

/** Whether every one of `userIds` is a member of the group that SCIM sees (a user deleted through SCIM is no member it shows). */
async function allVisibleMembers(slug: string, groupId: string, userIds: string[]): Promise<boolean> {
  if (!userIds.length) return true;
  if (!userIds.every(isAcceptedId)) return false;
  const [memberships, users] = await Promise.all([Promise.all(userIds.map((id) => isMember(slug, groupId, id))), getUserRecords(slug, userIds)]);
  return memberships.every(Boolean) && userIds.every((id) => users.has(id) && !isHiddenFromScim(users.get(id)!));
}

export async function listScimGroups(slug: string, q: ListQuery, baseUrl: string): Promise<Json> {
  return byLevel(slug, () => legacy.listAreaGroups(slug, q, baseUrl), () => listGroups(slug, q, baseUrl));
}

// ---------------------------------------------------------------------------------------------
// Writes

/** `externalId`: absent → undefined, else a string of at most 512 bytes (a lock's sort key). */
function externalIdOf(doc: Json): string | undefined {
  const value = attributeOf(doc, 'externalId');
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidValue('externalId must be a string.');
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > 512 || Buffer.byteLength(trimmed) > 512 || LONE_SURROGATE.test(trimmed)) {
    throw invalidValue('externalId: at most 512 bytes (UTF-8), no lone surrogates.');
  }
  return trimmed;
}

/** 400 `invalidValue` unless every id is a user SCIM sees (one BatchGetItem): checked before a create, so a refused member leaves no group. */
async function assertMembers(slug: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const users = await getUserRecords(slug, ids);
  const unknown = ids.filter((id) => !users.get(id) || isHiddenFromScim(users.get(id)!));
  if (unknown.length) throw invalidValue(`members: no user ${unknown.slice(0, 5).join(', ')} in this organization.`);
}

/**
 * `If-Match` as the version the write must find: undefined for none or `*`; a tag of another form
 * (an area's ETag from before the migration, garbage) is a version no group has (412).
 */
function ifVersionOf(header: string | undefined, current?: GroupRecord): number | undefined {
  if (header === undefined) return undefined;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''));
  if (tags.includes('*')) return undefined;
  const versions = tags.map((t) => (/^[0-9]{1,15}$/.test(t) ? Number(t) : -1));
  return current && versions.includes(current.version) ? current.version : versions[0]!;
}

async function createGroupDoc(slug: string, doc: Json, baseUrl: string, now: Date): Promise<{ group: Json; location: string }> {
  const name = nameOf(doc);
  const externalId = externalIdOf(doc);
  const members = [...new Set(memberIdsOf(doc) ?? [])];
  await assertMembers(slug, members);
  const group = await createGroup(slug, { name, ...(externalId !== undefined ? { external_id: externalId } : {}) }, now).catch(scimError);
  if (members.length) {
    // A member deleted through SCIM since the check: no group is left behind (all or nothing).
    await addMembers(slug, group.id, members, now).catch(async (error) => {
      await deleteGroup(slug, group.id);
      scimError(error);
    });
  }
  return { group: await render(slug, await requireGroup(slug, group.id), baseUrl), location: groupLocation(baseUrl, slug, group.id) };
}

/**
 * A legacy create whose area committed before the flip and whose members did not: the migration
 * copied the area into a group of its id (its count changed), so that group is this request's, and
 * the rest of the request (externalId, members) is written to it.
 */
async function adoptCreated(slug: string, id: string, doc: Json, baseUrl: string, now: Date): Promise<{ group: Json; location: string }> {
  const group = await getGroup(slug, id, { consistent: true });
  if (!group) return createGroupDoc(slug, doc, baseUrl, now);
  const members = memberIdsOf(doc);
  await writeChange(slug, group, { externalId: externalIdOf(doc) ?? null, add: new Set(members ?? []), remove: new Set() }, undefined, now);
  return { group: await render(slug, await requireGroup(slug, id), baseUrl), location: groupLocation(baseUrl, slug, id) };
}

export async function createScimGroup(slug: string, doc: Json, baseUrl: string, now = new Date()): Promise<{ group: Json; location: string }> {
  return byLevel(
    slug,
    () => legacy.createAreaGroup(slug, doc, baseUrl, now),
    (closed) => (closed?.createdId ? adoptCreated(slug, closed.createdId, doc, baseUrl, now) : createGroupDoc(slug, doc, baseUrl, now)),
  );
}

/** What a write asks of the group: attributes (undefined: unchanged) and a membership change. */
interface GroupChange {
  name?: string;
  externalId?: string | null;
  /** The whole member list (replace), or adds and removes. */
  members?: Set<string>;
  add: Set<string>;
  remove: Set<string>;
}


/**
 * Writes a change: the attributes first (conditional on `If-Match`), then the members, each
 * write of the store conditional on the version the one before left (the first on `If-Match`).
 */
async function writeChange(slug: string, group: GroupRecord, change: GroupChange, ifMatch: string | undefined, now: Date): Promise<void> {
  let expect = ifVersionOf(ifMatch, group);
  const attributes: { name?: string; external_id?: string | null } = {};
  if (change.name !== undefined) attributes.name = change.name;
  if (change.externalId !== undefined) attributes.external_id = change.externalId;
  let add = [...change.add];
  let remove = [...change.remove];
  if (change.members) {
    const current = new Set(await allMemberIds(slug, group.id));
    add = [...change.members].filter((id) => !current.has(id));
    remove = [...current].filter((id) => !change.members!.has(id));
  }
  // Before any write: a refused member leaves the rest of the request unwritten too (RFC 7644 §3.5.2).
  await assertMembers(slug, add);
  // Nothing to write: the precondition is still answered (the writes below are conditional on it).
  if (!Object.keys(attributes).length && !add.length && !remove.length && expect !== undefined && expect !== group.version) throw staleVersion();
  if (Object.keys(attributes).length) expect = (await updateGroup(slug, group.id, attributes, now, { ifVersion: expect }).catch(scimError)).version;
  if (add.length) {
    await addMembers(slug, group.id, add, now, { ifVersion: expect }).catch(scimError);
    // Later writes of this request follow the adds (the store's version moved by one per transaction).
    expect = undefined;
  }
  if (remove.length) await removeMembers(slug, group.id, remove, now, { ifVersion: expect }).catch(scimError);
}

const staleVersion = () => new ApiError('version_conflict', 'If-Match does not match the current version (meta.version) of the group.');

/** PUT /Groups/{id}: displayName, externalId (absent: removed) and, when sent, the whole member list. */
async function replaceGroupDoc(slug: string, id: string, doc: Json, ifMatch: string | undefined, baseUrl: string, now: Date): Promise<Json> {
  const group = await requireGroup(slug, id);
  if (doc.id !== undefined && doc.id !== id) throw new ApiError('scim_mutability', 'id is read-only.');
  const members = memberIdsOf(doc);
  await writeChange(slug, group, { name: nameOf(doc), externalId: externalIdOf(doc) ?? null, ...(members ? { members: new Set(members) } : {}), add: new Set(), remove: new Set() }, ifMatch, now);
  return render(slug, await requireGroup(slug, id), baseUrl);
}

export async function replaceScimGroup(slug: string, id: string, doc: Json, ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  return byLevel(slug, () => legacy.replaceAreaGroup(slug, id, doc, ifMatch, baseUrl, now), () => replaceGroupDoc(slug, id, doc, ifMatch, baseUrl, now));
}

const MEMBER_FILTER = /^members\[\s*value\s+eq\s+"([^"\\]*)"\s*\]$/i;
const isMembersPath = (path: string) => bare(path) === 'members';

/** A member list of a PATCH value: an array of `{value}`, or one `{value}`. */
function memberValues(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(memberIdOf);
}

/**
 * The member operations of a PATCH folded into one change, in order (RFC 7644 §3.5.2): `add`
 * members (a value list), `remove` with `members[value eq "…"]` or with a value list, `remove`
 * members without value (all of them), `replace` members (the whole list); ops in any case
 * (Okta's and Entra ID's `Add` / `Remove` / `Replace`), `$ref` and `display` ignored.
 */
function foldMembers(change: GroupChange, op: string, path: string | undefined, value: unknown): void {
  if (op !== 'add' && op !== 'replace' && op !== 'remove') throw invalidValue(`Unknown PATCH operation "${op.slice(0, 20)}": use add, replace or remove.`);
  const filtered = path !== undefined ? MEMBER_FILTER.exec(path) : null;
  if (filtered) {
    if (op !== 'remove') throw new ApiError('scim_invalid_path', 'members[value eq "…"] is a path to remove.');
    // Not of the id form: no member has it (nothing to remove).
    const id = filtered[1]!;
    if (ID_PATTERN.test(id)) applyMember(change, 'remove', [id]);
    return;
  }
  if (op === 'replace') {
    change.members = new Set(memberValues(value));
    change.add.clear();
    change.remove.clear();
  } else if (op === 'add') applyMember(change, 'add', memberValues(value));
  else if (value === undefined || value === null) {
    change.members = new Set();
    change.add.clear();
    change.remove.clear();
  } else applyMember(change, 'remove', memberValues(value));
}

function applyMember(change: GroupChange, op: 'add' | 'remove', ids: string[]): void {
  for (const id of ids) {
    if (change.members) {
      if (op === 'add') change.members.add(id);
      else change.members.delete(id);
    } else if (op === 'add') {
      change.add.add(id);
      change.remove.delete(id);
    } else {
      change.remove.add(id);
      change.add.delete(id);
    }
  }
}

/**
 * PATCH /Groups/{id}: member operations are folded into adds and removes (never a read of the
 * whole member list, but for `replace`); the other operations are applied to the group as SCIM
 * shows it without members (patch.ts: paths checked against RFC 7643's Group schema), and what
 * changed of displayName and externalId is written. All operations are checked before anything
 * is written.
 */
async function patchGroupDoc(slug: string, id: string, operations: PatchOperation[], ifMatch: string | undefined, baseUrl: string, now: Date): Promise<Json> {
  const group = await requireGroup(slug, id);
  const change: GroupChange = { add: new Set(), remove: new Set() };
  const rest: PatchOperation[] = [];
  for (const operation of operations) {
    const op = String(operation.op ?? '').toLowerCase();
    const path = typeof operation.path === 'string' ? operation.path.trim() : undefined;
    if (path !== undefined && (isMembersPath(path) || /^members\[/i.test(path))) {
      if (/^members\[/i.test(path) && !MEMBER_FILTER.test(path)) throw new ApiError('scim_invalid_path', 'A members filter is `members[value eq "<user id>"]`.');
      foldMembers(change, op, path, operation.value);
    } else if (path === undefined && operation.value && typeof operation.value === 'object' && !Array.isArray(operation.value) && attributeOf(operation.value as Json, 'members') !== undefined) {
      // A no-path add / replace carrying members beside other attributes.
      const { members, others } = splitMembers(operation.value as Json);
      foldMembers(change, op, 'members', members);
      if (Object.keys(others).length) rest.push({ ...operation, value: others });
    } else rest.push(operation);
  }
  const before = toGroup(group, undefined, baseUrl, slug);
  const after = applyPatch(before, rest, CORE_GROUP, new Set(['members']), GROUP_ATTRIBUTES);
  if (after.id !== before.id) throw new ApiError('scim_mutability', 'id is read-only.');
  const name = nameOf(after);
  const externalId = externalIdOf(after) ?? null;
  if (name !== group.name) change.name = name;
  if (externalId !== (group.external_id ?? null)) change.externalId = externalId;
  await writeChange(slug, group, change, ifMatch, now);
  return render(slug, await requireGroup(slug, id), baseUrl);
}

function splitMembers(value: Json): { members: unknown; others: Json } {
  const others: Json = {};
  let members: unknown;
  for (const [key, v] of Object.entries(value)) {
    if (key.toLowerCase() === 'members') members = v;
    else others[key] = v;
  }
  return { members, others };
}

export async function patchScimGroup(slug: string, id: string, operations: PatchOperation[], ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  return byLevel(slug, () => legacy.patchAreaGroup(slug, id, operations, ifMatch, baseUrl, now), () => patchGroupDoc(slug, id, operations, ifMatch, baseUrl, now));
}

/** DELETE /Groups/{id}: the group and its memberships (also with members: Okta's "delete pushed group"); users and areas untouched. */
export async function deleteScimGroup(slug: string, id: string): Promise<void> {
  return byLevel(
    slug,
    () => legacy.deleteAreaGroup(slug, id),
    async () => {
      await deleteGroup(slug, id);
    },
  );
}
