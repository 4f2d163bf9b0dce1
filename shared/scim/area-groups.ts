import { failedPart, transaction, type Part } from '../db/operations';
import { queryAll } from '../db/query-page';
import { getUserRecords, USERS, type UserRecord } from '../directory/users-store';
import { isHiddenFromScim } from '../directory/user-count-store';
import { queryInput } from '../db/key-query';
import { ApiError } from '../errors/api-error';
import { CATALOGS, getCatalogItem, updateVersionedCatalogItem } from '../organization/catalog-store';
import { listStructureAll, STRUCTURE } from '../organization/structure';
import { newId } from '../db/ids';
import { ORGANIZATIONS } from '../tenancy/organizations-store';
import { AREA_GROUP_WRITES, DATA_LEVEL_ATTRIBUTE, levelAfter } from '../tenancy/data-level';
import type { TransactPart } from '../directory/users-store';
import type { AreaT } from '../organization/schemas';
import { updateUser } from '../users/accounts';
import { matches, parseFilter } from './filter';
import { applyPatch, type PatchOperation } from './patch';
import { CORE_GROUP, GROUP_ATTRIBUTES, LIST_RESPONSE } from './schemas';
import { project } from './users';
import { assertGroupFilter, invalidValue, memberIdsOf, nameOf, userRef, wantsMembers } from './group-documents';
import { groupLocation } from './user-groups';
import { memberOfAreaPart } from './guards';

/**
 * The LEGACY path of SCIM Groups (docs/decisions/scim.md, "Groups of their own; areas stay areas
 * (2026-11-28, #41)"): served only for an organization below the `groups` data level, as the
 * releases before it served every organization. SCIM Groups are the organization's areas:
 * `displayName` = the area's name, `members` = the users whose area it is (the users-by-area
 * index). A user has at most one area, so adding a user to a group MOVES them out of the group
 * they were in. Members are written through the users area's updateUser (events, rules), one
 * user at a time.
 *
 * Every write here that the `groups` migration copies (an area created, renamed or deleted, a
 * user moved in or out) carries, in its own transaction, `legacyWritePart`: `ADD
 * area_group_writes 1` on the organization's META item, on the condition that the organization
 * is still below that level. The migration raises the level only if the counter is still the one
 * it read before its copy (shared/migrations/groups.ts), so a legacy write either lands before
 * the flip and is copied again, or fails its condition after it (LegacyGroupsClosed: the caller
 * runs the request again on the groups store, shared/scim/groups.ts).
 */
type Json = Record<string, unknown>;

/** The legacy path lost to the migration's flip: nothing of this write was committed. */
export class LegacyGroupsClosed extends Error {
  /** A create whose area was committed before the flip (so copied into a group of its id): that group is the request's. */
  constructor(readonly createdId?: string) {
    super('the organization reached the groups level while this legacy group write was made');
  }
}

/** The name of legacyWritePart in every transaction that carries it (read by failedPart). */
const LEGACY_WRITE = 'legacyWrite';

/** The transaction part every copied legacy write carries (see the top), named LEGACY_WRITE; it is always the LAST part. */
export function legacyWritePart(slug: string): TransactPart {
  return ORGANIZATIONS.patch(
    slug,
    {},
    { add: { [AREA_GROUP_WRITES]: 1 } },
    { where: (w) => w.or(w.attributeNotExists(DATA_LEVEL_ATTRIBUTE), w.lt(DATA_LEVEL_ATTRIBUTE, levelAfter('groups'))) },
  ).part;
}

/** Runs a transaction of `parts` and legacyWritePart (last); `other(error)` maps the failure of another part. */
async function legacyWrite(parts: Record<string, Part>, slug: string, other: (error: unknown) => never): Promise<void> {
  try {
    await transaction({ ...parts, [LEGACY_WRITE]: legacyWritePart(slug) }).go();
  } catch (error) {
    if (failedPart(error, LEGACY_WRITE)) throw new LegacyGroupsClosed();
    other(error);
  }
}

const groupNotFound = () => new ApiError('area_not_found', 'No such group (area) in this organization.');
const isDeleted = (record: UserRecord) => isHiddenFromScim(record);

const versionOf = (area: AreaT) => `W/"${Date.parse(area.updated_at).toString(36)}"`;

/** The users of an area (the users-by-area index), SCIM-deleted ones left out. */
async function membersOf(slug: string, areaId: string): Promise<UserRecord[]> {
  const users = await queryAll(queryInput(USERS.indexes.byArea.query(slug, { area_id: areaId })), (item) => USERS.parse(item));
  return users.filter((user) => !isDeleted(user));
}

function toGroup(area: AreaT, members: UserRecord[] | undefined, baseUrl: string, slug: string): Json {
  return {
    schemas: [CORE_GROUP],
    id: area.id,
    displayName: area.name,
    ...(members
      ? { members: members.map((user) => ({ value: user.id, display: `${user.first_name} ${user.last_name}`, type: 'User', $ref: userRef(baseUrl, slug, user.id) })) }
      : {}),
    meta: { resourceType: 'Group', created: area.created_at, lastModified: area.updated_at, location: groupLocation(baseUrl, slug, area.id), version: versionOf(area) },
  };
}

async function requireArea(slug: string, id: string): Promise<AreaT> {
  const area = await getCatalogItem(slug, STRUCTURE.areas, id);
  if (!area) throw groupNotFound();
  return area;
}

export async function getAreaGroup(slug: string, id: string, baseUrl: string, attributes?: string, excluded?: string): Promise<Json> {
  const area = await requireArea(slug, id);
  const members = wantsMembers(attributes, excluded) ? await membersOf(slug, id) : undefined;
  return project(toGroup(area, members, baseUrl, slug), attributes, excluded);
}

/**
 * GET /Groups: the organization's areas (a catalogue read whole: an organization has tens of
 * areas, not thousands), filtered in memory (`displayName eq`, `id eq`, or any filter of the
 * grammar on displayName/id), by name order of creation (ids), paged by startIndex/count.
 * Members cost one Query per group of the page: `excludedAttributes=members` (what Entra ID
 * sends) skips them.
 */
export async function listAreaGroups(slug: string, q: { filter?: string; startIndex: number; count: number; attributes?: string; excludedAttributes?: string }, baseUrl: string): Promise<Json> {
  const filter = q.filter ? parseFilter(q.filter) : undefined;
  if (filter) assertGroupFilter(filter, 'groups filter on displayName or id');
  const areas = (await listStructureAll(slug, 'areas')).sort((a, b) => (a.id < b.id ? -1 : 1));
  const hits = areas.filter((area) => !filter || matches(toGroup(area, undefined, baseUrl, slug), filter));
  const page = hits.slice(q.startIndex - 1, q.startIndex - 1 + q.count);
  const withMembers = wantsMembers(q.attributes, q.excludedAttributes);
  const resources = await Promise.all(
    page.map(async (area) => project(toGroup(area, withMembers ? await membersOf(slug, area.id) : undefined, baseUrl, slug), q.attributes, q.excludedAttributes)),
  );
  return { schemas: [LIST_RESPONSE], totalResults: hits.length, itemsPerPage: resources.length, startIndex: q.startIndex, Resources: resources };
}

/** 409 `scim_uniqueness` when another area has this name (case-insensitive). */
async function assertNameFree(slug: string, name: string, except?: string) {
  const areas = await listStructureAll(slug, 'areas');
  if (areas.some((area) => area.id !== except && area.name.toLowerCase() === name.toLowerCase())) {
    throw new ApiError('scim_uniqueness', 'Another group (area) of the organization has this displayName.');
  }
}

/** The users `ids` name (one BatchGetItem); 400 `invalidValue` when one is no user or was deleted through SCIM. */
async function knownUsers(slug: string, ids: string[]): Promise<Map<string, UserRecord>> {
  const users = await getUserRecords(slug, ids);
  const unknown = ids.filter((id) => !users.get(id) || isDeleted(users.get(id)!));
  if (unknown.length) throw invalidValue(`members: no user ${unknown.slice(0, 5).join(', ')} in this organization.`);
  return users;
}

/** A user's move failed: the flip (the last part), or the area gone (the part before it, for a join). */
const legacyMove = (joins: boolean) => (error: unknown): never => {
  if (failedPart(error, LEGACY_WRITE)) throw new LegacyGroupsClosed();
  if (joins && failedPart(error, 'areaJoin')) throw groupNotFound();
  throw error;
};

/** Moves users in (`add`) or out (`remove`) of the area, through update_user's rules. */
async function setMembership(slug: string, areaId: string, add: string[], remove: string[], now: Date, read?: Map<string, UserRecord>) {
  const ids = [...new Set([...add, ...remove])];
  if (ids.length === 0) return;
  const users = read ?? (await knownUsers(slug, ids));
  for (const id of [...new Set(add)]) {
    if (users.get(id)!.area_id === areaId) continue;
    // The user joins only while the area exists, and the join bumps its version, on which a delete
    // is conditional: a group deleted meanwhile gets no member (#41), whichever commits first.
    await updateUser(slug, id, { area_id: areaId }, now, { parts: () => ({ areaJoin: memberOfAreaPart(slug, areaId), [LEGACY_WRITE]: legacyWritePart(slug) }) }).catch(legacyMove(true));
  }
  for (const id of [...new Set(remove)].filter((id) => !add.includes(id))) {
    if (users.get(id)!.area_id === areaId) await updateUser(slug, id, { area_id: null }, now, { parts: () => ({ [LEGACY_WRITE]: legacyWritePart(slug) }) }).catch(legacyMove(false));
  }
  // The group changed: its meta.version (the area's updated_at) too.
  await updateVersionedCatalogItem(slug, STRUCTURE.areas, areaId, { updated_at: now.toISOString() }, [], undefined);
}

export async function createAreaGroup(slug: string, doc: Json, baseUrl: string, now = new Date()): Promise<{ group: Json; location: string }> {
  const name = nameOf(doc);
  const members = memberIdsOf(doc) ?? [];
  await assertNameFree(slug, name);
  // Members are checked before the area is made: a refused member leaves no group behind (#41).
  const users = members.length ? await knownUsers(slug, [...new Set(members)]) : undefined;
  const at = now.toISOString();
  const area: AreaT = { id: newId(now.getTime()), name, created_at: at, updated_at: at };
  await legacyWrite({ area: CATALOGS.area.create(slug, area) }, slug, (error) => {
    throw error;
  });
  await setMembership(slug, area.id, members, [], now, users).catch((error) => {
    throw error instanceof LegacyGroupsClosed ? new LegacyGroupsClosed(area.id) : error;
  });
  return { group: await getAreaGroup(slug, area.id, baseUrl), location: groupLocation(baseUrl, slug, area.id) };
}

async function writeGroup(slug: string, area: AreaT, name: string, members: string[] | undefined, ifMatch: string | undefined, now: Date) {
  if (ifMatch !== undefined && !ifMatch.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === versionOf(area).replace(/^W\//, ''))) {
    throw new ApiError('version_conflict', 'If-Match does not match the current version (meta.version) of the group.');
  }
  if (name !== area.name) {
    await assertNameFree(slug, name, area.id);
    const rename = CATALOGS.area.patch(slug, { id: area.id }, { set: { name, updated_at: now.toISOString() }, add: { version: 1 } });
    await legacyWrite({ rename }, slug, (error) => {
      if (failedPart(error, 'rename')) throw groupNotFound();
      throw error;
    });
  }
  if (members !== undefined) {
    const current = (await membersOf(slug, area.id)).map((user) => user.id);
    await setMembership(slug, area.id, members.filter((id) => !current.includes(id)), current.filter((id) => !members.includes(id)), now);
  }
}

/** PUT /Groups/{id}: displayName and (when sent) the whole member list. */
export async function replaceAreaGroup(slug: string, id: string, doc: Json, ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  const area = await requireArea(slug, id);
  await writeGroup(slug, area, nameOf(doc), memberIdsOf(doc), ifMatch, now);
  return getAreaGroup(slug, id, baseUrl);
}

/**
 * PATCH /Groups/{id}: `members` add / remove (by value list, or `members[value eq "…"]`) and
 * displayName replace, applied to the group as SCIM shows it, then written like a PUT.
 */
export async function patchAreaGroup(slug: string, id: string, operations: PatchOperation[], ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  const area = await requireArea(slug, id);
  const before = toGroup(area, await membersOf(slug, id), baseUrl, slug);
  const after = applyPatch(before, operations, CORE_GROUP, new Set(['members']), GROUP_ATTRIBUTES);
  if (after.id !== before.id) throw new ApiError('scim_mutability', 'id is read-only.');
  await writeGroup(slug, area, nameOf(after), memberIdsOf(after) ?? [], ifMatch, now);
  return getAreaGroup(slug, id, baseUrl);
}

/**
 * DELETE /Groups/{id}: deletes the area when nothing uses it; 409 `area_in_use` while users,
 * positions or child areas refer to it (an identity provider unassigning a group removes its
 * members first).
 */
export async function deleteAreaGroup(slug: string, id: string): Promise<void> {
  // Read strongly before looking for members: a member added after this read bumps the version.
  const area = await getCatalogItem(slug, STRUCTURE.areas, id, { consistent: true });
  if (!area) throw groupNotFound();
  const [members, positions, areas] = await Promise.all([
    // Any user holding the area (one item is enough), SCIM-deleted ones included: they keep it.
    USERS.queryOnce(USERS.indexes.byArea.query(slug, { area_id: id }), { limit: 1 }),
    listStructureAll(slug, 'positions'),
    listStructureAll(slug, 'areas'),
  ]);
  if (members.length || positions.some((p) => p.area_id === id) || areas.some((a) => a.parent_id === id)) {
    throw new ApiError('area_in_use', 'The group (area) still has users, positions or child areas: remove them first.');
  }
  // Conditional on the version read above: a user who joined since (SCIM joins bump it in their
  // own transaction, guards.ts) makes this 409, never a member of a deleted group (#41).
  const version = (area as { version?: number }).version;
  const remove = CATALOGS.area.delete(slug, { id }, { where: (w) => (version === undefined ? w.and(w.exists(), w.attributeNotExists('version')) : w.eq('version', version)) });
  await legacyWrite({ remove }, slug, (error) => {
    if (!failedPart(error, 'remove')) throw error;
    throw new ApiError('area_in_use', 'The group (area) changed while it was being deleted (a member joined, or it was renamed): read it again.');
  });
}
