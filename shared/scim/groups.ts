import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { queryAll } from '../db/query-page';
import { getUserRecords, USERS, type UserRecord } from '../directory/users-store';
import { queryInput } from '../db/key-query';
import { ApiError } from '../errors/api-error';
import { catalogKey, getCatalogItem, updateVersionedCatalogItem } from '../organization/catalog-store';
import { createArea, listStructureAll, STRUCTURE } from '../organization/structure';
import type { AreaT } from '../organization/schemas';
import { updateUser } from '../users/accounts';
import { conjuncts, invalidFilter, matches, parseFilter } from './filter';
import { applyPatch, type PatchOperation } from './patch';
import { CORE_GROUP, GROUP_ATTRIBUTES, LIST_RESPONSE } from './schemas';
import { nameText, project } from './users';
import { ID_PATTERN } from '../db/ids';
import { isConditionFailure } from '../db/update';
import { failedFromEnd, memberOfAreaPart } from './guards';

/**
 * SCIM Groups are the organization's areas (docs/decisions/scim.md): `displayName` = the area's
 * name, `members` = the users whose area it is (the users-by-area index). A user has at most
 * one area, so adding a user to a group MOVES them out of the group they were in. Members are
 * written through the users area's updateUser (events, rules), one user at a time.
 */
type Json = Record<string, unknown>;

const groupNotFound = () => new ApiError('area_not_found', 'No such group (area) in this organization.');
const invalidValue = (message: string) => new ApiError('scim_invalid_value', message);
const isDeleted = (record: UserRecord & Json) => record.scim_deleted === true && record.status === 'inactive';

export const groupLocation = (baseUrl: string, slug: string, id: string) => `${baseUrl}/org/${slug}/scim/v2/Groups/${id}`;
const versionOf = (area: AreaT) => `W/"${Date.parse(area.updated_at).toString(36)}"`;

/** The users of an area (the users-by-area index), SCIM-deleted ones left out. */
async function membersOf(slug: string, areaId: string): Promise<Array<UserRecord & Json>> {
  const users = await queryAll(queryInput(USERS.indexes.byArea.query(slug, { area_id: areaId })), (item) => item as unknown as UserRecord & Json);
  return users.filter((user) => !isDeleted(user));
}

function toGroup(area: AreaT, members: Array<UserRecord & Json> | undefined, baseUrl: string, slug: string): Json {
  return {
    schemas: [CORE_GROUP],
    id: area.id,
    displayName: area.name,
    ...(members
      ? { members: members.map((user) => ({ value: user.id, display: `${user.first_name} ${user.last_name}`, type: 'User', $ref: `${baseUrl}/org/${slug}/scim/v2/Users/${user.id}` })) }
      : {}),
    meta: { resourceType: 'Group', created: area.created_at, lastModified: area.updated_at, location: groupLocation(baseUrl, slug, area.id), version: versionOf(area) },
  };
}

const wantsMembers = (attributes?: string, excluded?: string): boolean => {
  const list = (value?: string) => (value ?? '').split(',').map((a) => a.trim().toLowerCase());
  if (list(excluded).includes('members')) return false;
  return !attributes || list(attributes).some((a) => a === 'members' || a.startsWith('members.'));
};

async function requireArea(slug: string, id: string): Promise<AreaT> {
  const area = await getCatalogItem(slug, STRUCTURE.areas, id);
  if (!area) throw groupNotFound();
  return area;
}

export async function getScimGroup(slug: string, id: string, baseUrl: string, attributes?: string, excluded?: string): Promise<Json> {
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
export async function listScimGroups(slug: string, q: { filter?: string; startIndex: number; count: number; attributes?: string; excludedAttributes?: string }, baseUrl: string): Promise<Json> {
  const filter = q.filter ? parseFilter(q.filter) : undefined;
  for (const part of filter ? conjuncts(filter) : []) {
    const paths = JSON.stringify(part).match(/"path":"[^"]*"/g) ?? [];
    if (paths.some((p) => !/^"path":"(urn:ietf:params:scim:schemas:core:2\.0:Group:)?(displayName|id|externalId)"$/i.test(p))) {
      throw invalidFilter('groups filter on displayName or id');
    }
  }
  const areas = (await listStructureAll(slug, 'areas')).sort((a, b) => (a.id < b.id ? -1 : 1));
  const hits = areas.filter((area) => !filter || matches(toGroup(area, undefined, baseUrl, slug), filter));
  const page = hits.slice(q.startIndex - 1, q.startIndex - 1 + q.count);
  const withMembers = wantsMembers(q.attributes, q.excludedAttributes);
  const resources = await Promise.all(
    page.map(async (area) => project(toGroup(area, withMembers ? await membersOf(slug, area.id) : undefined, baseUrl, slug), q.attributes, q.excludedAttributes)),
  );
  return { schemas: [LIST_RESPONSE], totalResults: hits.length, itemsPerPage: resources.length, startIndex: q.startIndex, Resources: resources };
}

const nameOf = (doc: Json): string => {
  const key = Object.keys(doc).find((k) => k.toLowerCase() === 'displayname');
  const value = key ? doc[key] : undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200) throw invalidValue('displayName is required (1 to 200 characters).');
  // The users and areas API's name rule (#41): an area named by SCIM is held to it too.
  return nameText(value, 'displayName')!;
};

function memberIdsOf(doc: Json): string[] | undefined {
  const key = Object.keys(doc).find((k) => k.toLowerCase() === 'members');
  if (!key) return undefined;
  const members = doc[key];
  if (!Array.isArray(members)) throw invalidValue('members must be an array.');
  return members.map((member) => {
    const value = member && typeof member === 'object' ? (member as Json).value : undefined;
    // Not of the id form (`a#b`, empty): no user has it, and it must never reach a key builder (a 5xx, #41).
    if (typeof value !== 'string' || !ID_PATTERN.test(value)) throw invalidValue('each member needs a `value`: a user id.');
    return value;
  });
}

/** 409 `scim_uniqueness` when another area has this name (case-insensitive). */
async function assertNameFree(slug: string, name: string, except?: string) {
  const areas = await listStructureAll(slug, 'areas');
  if (areas.some((area) => area.id !== except && area.name.toLowerCase() === name.toLowerCase())) {
    throw new ApiError('scim_uniqueness', 'Another group (area) of the organization has this displayName.');
  }
}

/** Moves users in (`add`) or out (`remove`) of the area, through update_user's rules. */
/** The users `ids` name (one BatchGetItem); 400 `invalidValue` when one is no user or was deleted through SCIM. */
async function knownUsers(slug: string, ids: string[]): Promise<Map<string, UserRecord>> {
  const users = await getUserRecords(slug, ids);
  const unknown = ids.filter((id) => !users.get(id) || isDeleted(users.get(id) as UserRecord & Json));
  if (unknown.length) throw invalidValue(`members: no user ${unknown.slice(0, 5).join(', ')} in this organization.`);
  return users;
}

async function setMembership(slug: string, areaId: string, add: string[], remove: string[], now: Date, read?: Map<string, UserRecord>) {
  const ids = [...new Set([...add, ...remove])];
  if (ids.length === 0) return;
  const users = read ?? (await knownUsers(slug, ids));
  for (const id of [...new Set(add)]) {
    if (users.get(id)!.area_id === areaId) continue;
    // The user joins only while the area exists, and the join bumps its version, on which a delete
    // is conditional: a group deleted meanwhile gets no member (#41), whichever commits first.
    await updateUser(slug, id, { area_id: areaId }, now, { parts: () => [memberOfAreaPart(slug, areaId)] }).catch((error) => {
      if (failedFromEnd(error, 1)) throw groupNotFound();
      throw error;
    });
  }
  for (const id of [...new Set(remove)].filter((id) => !add.includes(id))) if (users.get(id)!.area_id === areaId) await updateUser(slug, id, { area_id: null }, now);
  // The group changed: its meta.version (the area's updated_at) too.
  await updateVersionedCatalogItem(slug, STRUCTURE.areas, areaId, { updated_at: now.toISOString() }, [], undefined);
}

export async function createScimGroup(slug: string, doc: Json, baseUrl: string, now = new Date()): Promise<{ group: Json; location: string }> {
  const name = nameOf(doc);
  const members = memberIdsOf(doc) ?? [];
  await assertNameFree(slug, name);
  // Members are checked before the area is made: a refused member leaves no group behind (#41).
  const users = members.length ? await knownUsers(slug, [...new Set(members)]) : undefined;
  const area = await createArea(slug, { name }, now);
  await setMembership(slug, area.id, members, [], now, users);
  return { group: await getScimGroup(slug, area.id, baseUrl), location: groupLocation(baseUrl, slug, area.id) };
}

async function writeGroup(slug: string, area: AreaT, name: string, members: string[] | undefined, ifMatch: string | undefined, now: Date) {
  if (ifMatch !== undefined && !ifMatch.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === versionOf(area).replace(/^W\//, ''))) {
    throw new ApiError('version_conflict', 'If-Match does not match the current version (meta.version) of the group.');
  }
  if (name !== area.name) {
    await assertNameFree(slug, name, area.id);
    const renamed = await updateVersionedCatalogItem(slug, STRUCTURE.areas, area.id, { name, updated_at: now.toISOString() }, [], undefined);
    if (renamed.status !== 'updated') throw groupNotFound();
  }
  if (members !== undefined) {
    const current = (await membersOf(slug, area.id)).map((user) => user.id);
    await setMembership(slug, area.id, members.filter((id) => !current.includes(id)), current.filter((id) => !members.includes(id)), now);
  }
}

/** PUT /Groups/{id}: displayName and (when sent) the whole member list. */
export async function replaceScimGroup(slug: string, id: string, doc: Json, ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  const area = await requireArea(slug, id);
  await writeGroup(slug, area, nameOf(doc), memberIdsOf(doc), ifMatch, now);
  return getScimGroup(slug, id, baseUrl);
}

/**
 * PATCH /Groups/{id}: `members` add / remove (by value list, or `members[value eq "…"]`) and
 * displayName replace, applied to the group as SCIM shows it, then written like a PUT.
 */
export async function patchScimGroup(slug: string, id: string, operations: PatchOperation[], ifMatch: string | undefined, baseUrl: string, now = new Date()): Promise<Json> {
  const area = await requireArea(slug, id);
  const before = toGroup(area, await membersOf(slug, id), baseUrl, slug);
  const after = applyPatch(before, operations, CORE_GROUP, new Set(['members']), GROUP_ATTRIBUTES);
  if (after.id !== before.id) throw new ApiError('scim_mutability', 'id is read-only.');
  await writeGroup(slug, area, nameOf(after), memberIdsOf(after) ?? [], ifMatch, now);
  return getScimGroup(slug, id, baseUrl);
}

/**
 * DELETE /Groups/{id}: deletes the area when nothing uses it; 409 `area_in_use` while users,
 * positions or child areas refer to it (an identity provider unassigning a group removes its
 * members first).
 */
export async function deleteScimGroup(slug: string, id: string): Promise<void> {
  // Read strongly before looking for members: a member added after this read bumps the version.
  const area = await getCatalogItem(slug, STRUCTURE.areas, id, { consistent: true });
  if (!area) throw groupNotFound();
  const [members, positions, areas] = await Promise.all([
    // Any user holding the area (one item is enough), SCIM-deleted ones included: they keep it.
    db().send(new QueryCommand({ TableName: tableName(), ...queryInput(USERS.indexes.byArea.query(slug, { area_id: id })), Limit: 1 })).then((r) => r.Items ?? []),
    listStructureAll(slug, 'positions'),
    listStructureAll(slug, 'areas'),
  ]);
  if (members.length || positions.some((p) => p.area_id === id) || areas.some((a) => a.parent_id === id)) {
    throw new ApiError('area_in_use', 'The group (area) still has users, positions or child areas: remove them first.');
  }
  // Conditional on the version read above: a user who joined since (SCIM joins bump it in their
  // own transaction, guards.ts) makes this 409, never a member of a deleted group (#41).
  const version = (area as { version?: number }).version;
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: catalogKey(slug, STRUCTURE.areas, id),
        ConditionExpression: version === undefined ? 'attribute_exists(pk) AND attribute_not_exists(#version)' : '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ...(version === undefined ? {} : { ExpressionAttributeValues: { ':version': version } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ApiError('area_in_use', 'The group (area) changed while it was being deleted (a member joined, or it was renamed): read it again.');
  }
}
