import * as z from 'zod/mini';
import { batchGet } from '../db/batch-get';
import { batchDelete } from '../db/batch-write';
import { defineEntity } from '../db/entity';
import { isAcceptedId, newId } from '../db/ids';
import { queryInput, withRange } from '../db/key-query';
import { transaction, type TransactItem, type Write } from '../db/operations';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import { again, done, redecide } from '../db/retry';
import * as stored from '../db/stored';
import type { CancellationReason } from '../db/transact';
import { userKey, USERS } from '../directory/users-store';
import { ApiError } from '../errors/api-error';

/**
 * Groups (#41): an entity of their own, many to many with users. SCIM Groups (shared/scim) and
 * the REST view (./routes.ts) are both written through this store; enrollment rules on groups
 * (#42) read memberships through it.
 *
 * Items:
 * - the group, `ORG#<slug>#GROUP / <id>`: name, external_id?, member_count, version (+1 on every
 *   change of the group or of its membership), created_at, updated_at;
 * - its name lock, `ORG#<slug>#GROUP_NAME / <lower-cased name>` → group_id: names are unique
 *   case-insensitively; claimed with `attribute_not_exists` in the transaction that creates or
 *   renames the group, so two concurrent creates of one name cannot both succeed;
 * - its externalId lock, `ORG#<slug>#GROUP_EXTERNAL_ID / <externalId>` → group_id (case-exact,
 *   RFC 7643 §3.1): unique, and `externalId eq "…"` is one GetItem;
 * - one item per membership, `ORG#<slug>#GROUP_MEMBER#<group id> / <user id>` (group_id, user_id,
 *   added_at), also in gsi1 under `ORG#<slug>#USER_GROUPS#<user id> / <group id>` (a user's groups).
 *
 * Membership writes are transactions: each membership Put (`attribute_not_exists`, so a user
 * already a member is skipped, never counted twice) or Delete (`attribute_exists`) goes with the
 * group's Update (ADD member_count, version +1), conditional on the group existing; an added
 * user is checked in the same transaction (ConditionCheck: the user exists in the organization
 * and is not deleted through SCIM, isHiddenFromScim). So no membership is ever written for a
 * deleted group, whichever of a delete and an add commits first: a delete is conditional on the
 * version it read, which every add bumps.
 *
 * Deleting a group deletes the group and its locks in one transaction, then its memberships in
 * BatchWriteItem pages (a group of 10,000 members is 400 of them). Whatever a crash leaves
 * behind is invisible: EVERY read of memberships joins with the group item (listMembersPage,
 * listMemberIds, isMember, groupIdsOfUser, groupsOfUsers read the group too), and a membership
 * of a missing group is no membership. Group ids are ULIDs, never reused; the one caller that
 * chooses an id (the migration of SCIM's areas, keeping the area's id) creates each group once.
 *
 * A user deactivated or deleted through SCIM keeps their memberships (nothing removes a user from all groups):
 * users are never deleted here, a reactivation through the users API makes a SCIM-deleted user
 * visible again with their groups, and SCIM leaves hidden users out of what it lists
 * (docs/decisions/groups.md). Such a user cannot be ADDED to a group (`user_not_found`).
 *
 * A user's groups (gsi1) are eventually consistent, like every index: a membership written a
 * moment ago may be missing from them for a moment; a group's members are read from the table.
 */
const StoredGroup = z.object({
  id: stored.string,
  name: stored.string,
  external_id: stored.optionalString,
  member_count: stored.number,
  version: stored.number,
  created_at: stored.string,
  updated_at: stored.string,
});
export type GroupRecord = z.output<typeof StoredGroup>;

export const GROUPS = defineEntity({
  name: 'group',
  schema: StoredGroup,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {},
});

/** The name lock: the lower-cased name is its key only; it stores the group it belongs to. */
export const GROUP_NAME_LOCKS = defineEntity({
  name: 'group_name',
  schema: z.object({ name: stored.optionalString, group_id: stored.string }),
  primary: { index: null, composites: [], sort: ['name'], text: 'lower' },
  indexes: {},
  keyOnly: ['name'],
});

/** The externalId lock (case-exact): the externalId is its key only. */
export const GROUP_EXTERNAL_ID_LOCKS = defineEntity({
  name: 'group_external_id',
  schema: z.object({ external_id: stored.optionalString, group_id: stored.string }),
  primary: { index: null, composites: [], sort: ['external_id'], text: 'exact' },
  indexes: {},
  keyOnly: ['external_id'],
});

const StoredMembership = z.object({ group_id: stored.string, user_id: stored.string, added_at: stored.string });
export type MembershipRecord = z.output<typeof StoredMembership>;

export const MEMBERSHIPS = defineEntity({
  name: 'group_member',
  schema: StoredMembership,
  primary: { index: null, composites: ['group_id'], sort: ['user_id'] },
  indexes: { byUser: { index: 'gsi1', composites: ['user_id'], sort: ['group_id'] } },
});

export const groupKey = (slug: string, id: string) => GROUPS.key(slug, { id });
const membershipKey = (slug: string, groupId: string, userId: string) => MEMBERSHIPS.key(slug, { group_id: groupId, user_id: userId });

/** Transactions hold at most 100 items: the group's Update and 2 items per added user (membership, user check). */
export const ADD_CHUNK = 49;
/** The group's Update and one Delete per removed membership. */
export const REMOVE_CHUNK = 99;

export const groupNotFound = () => new ApiError('group_not_found', 'No such group in this organization.');
const versionConflict = () => new ApiError('version_conflict', 'The group changed since the version given: read it again.');
const nameTaken = () => new ApiError('group_name_taken', 'Another group of the organization has this name (case-insensitive).');
const externalIdTaken = () => new ApiError('group_external_id_taken', 'Another group of the organization has this external_id.');
const userNotFound = (id: string) => new ApiError('user_not_found', `No user ${id} in this organization (or the user was deleted through SCIM).`, [{ path: 'user_id', issue: 'unknown user', user_id: id }]);

/**
 * One write of a transaction, by name (unique in it), and what its failed condition means: a
 * refusal, or `again` (the state moved: read and decide again). `returnOld`: a failed condition
 * returns the item as it was (the group's part: gone, or at which version).
 */
export interface Part {
  name: string;
  write: Write<unknown> | TransactItem;
  refused: (reason: CancellationReason) => Error | 'again';
  returnOld?: boolean;
}

/**
 * Commits the parts in one transaction: `again` when a failed condition means the state moved
 * since it was read. Each part says what its own failure means (read by the part's name, never
 * by a position); the first refusal in part order wins (the group's part first).
 */
async function commit(parts: Part[]): Promise<'done' | 'again'> {
  const tx = commitOf(parts);
  try {
    await tx.go();
    return 'done';
  } catch (error) {
    if (!tx.reasons(error)) throw error;
    const verdicts = parts.flatMap((part) => (tx.failed(error, part.name) ? [part.refused(tx.reason(error, part.name)!)] : []));
    const refusal = verdicts.find((v): v is Error => v !== 'again');
    if (refusal) throw refusal;
    if (verdicts.length) return 'again';
    throw error;
  }
}

/** The transaction of `parts` (exported for the tests that pin its requests). */
export const commitOf = (parts: readonly Part[]) =>
  transaction(Object.fromEntries(parts.map((part) => [part.name, part.write])), { returnOld: parts.filter((part) => part.returnOld).map((part) => part.name) });

/** Releases a lock if it is still this group's (a lock already gone is no failure). */
const release = (name: string, write: Write<unknown>): Part => ({ name, write, refused: () => 'again' });
/** The parts moving the group's name lock from `from` to `to` (none when the lower-cased name stays). */
export function nameLockParts(slug: string, groupId: string, from: string | undefined, to: string | undefined): Part[] {
  if (from?.toLowerCase() === to?.toLowerCase()) return [];
  return [
    ...(from !== undefined ? [release('name lock released', GROUP_NAME_LOCKS.delete(slug, { name: from }, { where: (w) => w.or(w.notExists(), w.eq('group_id', groupId)) }))] : []),
    ...(to !== undefined ? [{ name: 'name lock claimed', write: GROUP_NAME_LOCKS.create(slug, { name: to, group_id: groupId }), refused: nameTaken }] : []),
  ];
}

/** The parts moving the group's externalId lock from `from` to `to` (either may be absent). */
export function externalIdLockParts(slug: string, groupId: string, from: string | undefined, to: string | undefined): Part[] {
  if (from === to) return [];
  return [
    ...(from !== undefined
      ? [release('externalId lock released', GROUP_EXTERNAL_ID_LOCKS.delete(slug, { external_id: from }, { where: (w) => w.or(w.notExists(), w.eq('group_id', groupId)) }))]
      : []),
    ...(to !== undefined ? [{ name: 'externalId lock claimed', write: GROUP_EXTERNAL_ID_LOCKS.create(slug, { external_id: to, group_id: groupId }), refused: externalIdTaken }] : []),
  ];
}

/**
 * Creates a group and claims its name (and externalId) in one transaction: 409
 * `group_name_taken` / `group_external_id_taken` by the locks' conditions, never by a read.
 * `id`: the migration of SCIM's areas keeps the area's id (409 `conflict` if a group has it).
 */
export async function createGroup(slug: string, input: { name: string; external_id?: string; id?: string }, now: Date): Promise<GroupRecord> {
  const at = now.toISOString();
  const record: GroupRecord = {
    id: input.id ?? newId(now.getTime()),
    name: input.name,
    ...(input.external_id !== undefined ? { external_id: input.external_id } : {}),
    member_count: 0,
    version: 1,
    created_at: at,
    updated_at: at,
  };
  const outcome = await commit([
    { name: 'group', write: GROUPS.create(slug, record), refused: () => new ApiError('conflict', `A group with the id ${record.id} exists already.`) },
    ...nameLockParts(slug, record.id, undefined, record.name),
    ...externalIdLockParts(slug, record.id, undefined, record.external_id),
  ]);
  // Nothing here is read before the write: a failed condition is always a refusal.
  if (outcome === 'again') throw new Error('createGroup: a condition failed without a refusal');
  return record;
}

export async function getGroup(slug: string, id: string, options: { consistent?: boolean } = {}): Promise<GroupRecord | null> {
  // An id outside the accepted form names no group (and never reaches a key builder).
  if (!isAcceptedId(id)) return null;
  return GROUPS.get(slug, { id }, options.consistent ? { consistent: true } : {});
}

/** The group, or 404 `group_not_found` (the REST view, SCIM Groups and enrollment rules alike). */
export async function requireGroup(slug: string, id: string, options: { consistent?: boolean } = {}): Promise<GroupRecord> {
  const group = await getGroup(slug, id, options);
  if (!group) throw groupNotFound();
  return group;
}

/** The group holding this name (case-insensitive), from its lock (strongly consistent); null when none does. */
export async function getGroupIdByName(slug: string, name: string): Promise<string | null> {
  if (name === '') return null;
  return (await GROUP_NAME_LOCKS.get(slug, { name }, { consistent: true }))?.group_id ?? null;
}

/** The group holding this externalId (case-exact), from its lock (strongly consistent); null when none does. */
export async function getGroupIdByExternalId(slug: string, externalId: string): Promise<string | null> {
  if (externalId === '') return null;
  return (await GROUP_EXTERNAL_ID_LOCKS.get(slug, { external_id: externalId }, { consistent: true }))?.group_id ?? null;
}

/** Groups by id (one BatchGetItem per 100, strongly consistent); missing ones are absent from the map. */
export async function getGroups(slug: string, ids: readonly string[]): Promise<Map<string, GroupRecord>> {
  const accepted = [...new Set(ids)].filter(isAcceptedId);
  if (!accepted.length) return new Map();
  const items = await batchGet(accepted.map((id) => groupKey(slug, id)), { consistent: true });
  return new Map(items.map((item) => {
    const group = GROUPS.parse(item);
    return [group.id, group];
  }));
}

/** One page of the organization's groups, oldest first (ids are ULIDs), with the kernel's signed cursor. */
export function listGroupsPage(slug: string, page: PageRequest): Promise<Page<GroupRecord>> {
  return queryPage(GROUPS.primary.query(slug, {}), page, (item) => GROUPS.parse(item));
}

/** The group read strongly, refused when missing or not at `ifVersion`. */
function requireAt(group: GroupRecord | null, ifVersion: number | undefined): GroupRecord {
  if (!group) throw groupNotFound();
  if (ifVersion !== undefined && group.version !== ifVersion) throw versionConflict();
  return group;
}

/**
 * The group's part: what its failed condition means, read from the group as it was (returned
 * with the failure): gone (404), not at the version the caller gave (412), or moved since the
 * read (again).
 */
export const groupPart = (write: Write<GroupRecord>, ifVersion: number | undefined): Part => ({
  name: 'group',
  write,
  returnOld: true,
  refused: (reason) => {
    const was = reason.item ? write.parse(reason.item) : null;
    if (!was) return groupNotFound();
    return ifVersion !== undefined && was.version !== ifVersion ? versionConflict() : 'again';
  },
});

/**
 * Renames a group and/or sets or removes (null) its externalId, moving the locks in the same
 * transaction. The write is conditional on the version read (so the answer is the group as
 * written, and a lock moved is the lock the group held); a write in between is decided again,
 * unless the caller gave `ifVersion`: then it is 412 `version_conflict`. No change: no write.
 */
export async function updateGroup(
  slug: string,
  id: string,
  change: { name?: string; external_id?: string | null },
  now: Date,
  options: { ifVersion?: number } = {},
): Promise<GroupRecord> {
  return redecide(
    () => getGroup(slug, id, { consistent: true }),
    async (read) => {
      const current = requireAt(read, options.ifVersion);
      const name = change.name ?? current.name;
      const externalId = change.external_id === undefined ? current.external_id : (change.external_id ?? undefined);
      if (name === current.name && externalId === current.external_id) return done(current);
      const at = now.toISOString();
      const { external_id: _, ...rest } = current;
      const next: GroupRecord = { ...rest, name, ...(externalId !== undefined ? { external_id: externalId } : {}), version: current.version + 1, updated_at: at };
      const write = GROUPS.patch(
        slug,
        { id },
        {
          set: { name, updated_at: at, ...(externalId !== undefined ? { external_id: externalId } : {}) },
          ...(externalId === undefined && current.external_id !== undefined ? { remove: ['external_id' as const] } : {}),
          add: { version: 1 },
        },
        { where: (w) => w.eq('version', current.version) },
      );
      const outcome = await commit([
        groupPart(write, options.ifVersion),
        ...nameLockParts(slug, id, current.name, name),
        ...externalIdLockParts(slug, id, current.external_id, externalId),
      ]);
      return outcome === 'done' ? done(next) : again();
    },
  );
}

/**
 * Deletes a group: the group and its locks in one transaction, conditional on the version read
 * (a member added meanwhile bumps it: decided again, or 412 with `ifVersion`), then its
 * memberships, a page of keys at a time, in BatchWriteItem calls. A crash in between leaves
 * memberships of a missing group, which no read shows (see the header). Answers the group as it was.
 */
export async function deleteGroup(slug: string, id: string, options: { ifVersion?: number } = {}): Promise<GroupRecord> {
  const deleted = await redecide(
    () => getGroup(slug, id, { consistent: true }),
    async (read) => {
      const current = requireAt(read, options.ifVersion);
      const outcome = await commit([
        groupPart(GROUPS.delete(slug, { id }, { where: (w) => w.eq('version', current.version) }), options.ifVersion),
        ...nameLockParts(slug, id, current.name, undefined),
        ...externalIdLockParts(slug, id, current.external_id, undefined),
      ]);
      return outcome === 'done' ? done(current) : again();
    },
  );
  await deleteMemberships(slug, id);
  return deleted;
}

/** Deletes every membership item of a (deleted) group: strongly consistent key-only pages, each deleted in BatchWriteItem calls. */
export async function deleteMemberships(slug: string, groupId: string): Promise<number> {
  let n = 0;
  let after: string | undefined;
  do {
    const page = await membersAfter(slug, groupId, after, 1000);
    await batchDelete(page.map((membership) => membershipKey(slug, groupId, membership.user_id)));
    n += page.length;
    // A full page may have more (DynamoDB's LastEvaluatedKey at the Limit); a short one has not.
    after = page.length === 1000 ? page.at(-1)!.user_id : undefined;
  } while (after !== undefined);
  return n;
}

/** One strongly consistent page of a group's memberships after user id `after` (exclusive), at most `limit`, in user id order. */
function membersAfter(slug: string, groupId: string, after: string | undefined, limit: number): Promise<MembershipRecord[]> {
  const query = MEMBERSHIPS.primary.query(slug, { group_id: groupId });
  return MEMBERSHIPS.queryOnce(withRange(query, after !== undefined ? { op: '>', value: after } : undefined), { limit, consistent: true });
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** The group (strongly) and which of `userIds` are its members, in ONE BatchGetItem. */
async function groupAndMembers(slug: string, groupId: string, userIds: readonly string[]): Promise<{ group: GroupRecord | null; members: Set<string> }> {
  if (!isAcceptedId(groupId)) return { group: null, members: new Set() };
  const { pk } = groupKey(slug, groupId);
  const items = await batchGet([groupKey(slug, groupId), ...userIds.map((userId) => membershipKey(slug, groupId, userId))], { consistent: true });
  const group = items.find((item) => item.pk === pk);
  const members = new Set(items.filter((item) => item.pk !== pk).map((item) => MEMBERSHIPS.parse(item).user_id));
  return { group: group ? GROUPS.parse(group) : null, members };
}

/** The group's Update of a membership change: member_count by `delta`, version +1, on the group existing (and at `ifVersion`). */
export function groupChangePart(slug: string, groupId: string, delta: number, at: string, ifVersion: number | undefined): Part {
  const write = GROUPS.patch(slug, { id: groupId }, { set: { updated_at: at }, add: { member_count: delta, version: 1 } }, ifVersion === undefined ? {} : { where: (w) => w.eq('version', ifVersion) });
  return groupPart(write, ifVersion);
}

/** The ConditionCheck that a user may be added: it exists in the organization and was not deleted through SCIM (isHiddenFromScim). */
function userCheckPart(slug: string, userId: string): Part {
  return {
    name: `user ${userId}`,
    write: USERS.check(slug, { id: userId }, (w) => w.and(w.exists(), w.not(w.and(w.eq('scim_deleted', true), w.eq('status', 'inactive'))))).part,
    refused: () => userNotFound(userId),
  };
}

/** The projection assertAddable reads of a user, through a schema like every read. */
const AddableUser = z.object({ id: stored.string, status: stored.optionalString, scim_deleted: stored.optionalBoolean });

/** Refuses (user_not_found) before any write the first of `userIds` that is no user to add: for calls of several transactions, so a bad id writes nothing. */
async function assertAddable(slug: string, userIds: readonly string[]): Promise<void> {
  const items = await batchGet(userIds.map((id) => userKey(slug, id)), { consistent: true, projection: '#id, #status, #scim_deleted', names: { '#id': 'id', '#status': 'status', '#scim_deleted': 'scim_deleted' } });
  const ok = new Set(items.map((item) => AddableUser.parse(item)).filter((user) => !(user.scim_deleted === true && user.status === 'inactive')).map((user) => user.id));
  const missing = userIds.find((id) => !ok.has(id));
  if (missing !== undefined) throw userNotFound(missing);
}

type MembershipChange = { ids: string[]; version: number };

/**
 * Changes memberships in transactions of at most `size` users: each reads the group and the
 * memberships (one BatchGet), writes only what changes (already a member / not a member:
 * skipped), and is decided again when a membership moved in between. With `ifVersion`, the
 * first transaction is conditional on it and each next one on the version the previous wrote:
 * a call of more than one transaction that meets a write in between answers 412 after the
 * transactions before it committed (each is whole; sending the call again finishes it).
 */
async function changeMembers(
  slug: string,
  groupId: string,
  userIds: readonly string[],
  size: number,
  ifVersion: number | undefined,
  write: (group: GroupRecord, members: Set<string>, chunk: string[], expect: number | undefined) => { changed: string[]; parts: Part[] },
): Promise<string[]> {
  const changed: string[] = [];
  let expect = ifVersion;
  const chunks = chunksOf([...new Set(userIds)], size);
  if (!chunks.length) {
    requireAt(await getGroup(slug, groupId, { consistent: true }), expect);
    return [];
  }
  for (const chunk of chunks) {
    const result = await redecide(
      () => groupAndMembers(slug, groupId, chunk),
      async ({ group: read, members }): Promise<{ done: MembershipChange } | { again: true }> => {
        const group = requireAt(read, expect);
        const plan = write(group, members, chunk, expect);
        if (!plan.changed.length) return done({ ids: [], version: group.version });
        return (await commit(plan.parts)) === 'done' ? done({ ids: plan.changed, version: group.version + 1 }) : again();
      },
    );
    changed.push(...result.ids);
    if (expect !== undefined) expect = result.version;
  }
  return changed;
}

/**
 * Adds users to a group. Each added user's membership Put (`attribute_not_exists`), the check that
 * the user exists and is not SCIM-deleted, and the group's Update (member_count, version, on the
 * group existing) are one transaction (49 users each). Already a member: skipped. An unknown or
 * SCIM-deleted user: 404 `user_not_found` (a call of several transactions checks every user first).
 */
export async function addMembers(slug: string, groupId: string, userIds: readonly string[], now: Date, options: { ifVersion?: number } = {}): Promise<{ added: string[] }> {
  const ids = [...new Set(userIds)];
  const outside = ids.find((id) => !isAcceptedId(id));
  if (outside !== undefined) throw userNotFound(outside);
  if (ids.length > ADD_CHUNK) await assertAddable(slug, ids);
  const at = now.toISOString();
  const added = await changeMembers(slug, groupId, ids, ADD_CHUNK, options.ifVersion, (group, members, chunk, expect) => {
    const fresh = chunk.filter((id) => !members.has(id));
    const parts: Part[] = [
      groupChangePart(slug, group.id, fresh.length, at, expect),
      ...fresh.flatMap((userId) => [
        // A concurrent add of the same user committed in between: decided again (it is then skipped).
        { name: `member ${userId}`, write: MEMBERSHIPS.create(slug, { group_id: group.id, user_id: userId, added_at: at }), refused: () => 'again' as const },
        userCheckPart(slug, userId),
      ]),
    ];
    return { changed: fresh, parts };
  });
  return { added };
}

/** Removes users from a group (one transaction per 99): each Delete `attribute_exists`, with the group's Update. Not a member: skipped. */
export async function removeMembers(slug: string, groupId: string, userIds: readonly string[], now: Date, options: { ifVersion?: number } = {}): Promise<{ removed: string[] }> {
  // An id outside the accepted form is no member.
  const ids = [...new Set(userIds)].filter(isAcceptedId);
  const at = now.toISOString();
  const removed = await changeMembers(slug, groupId, ids, REMOVE_CHUNK, options.ifVersion, (group, members, chunk, expect) => {
    const gone = chunk.filter((id) => members.has(id));
    const parts: Part[] = [
      groupChangePart(slug, group.id, -gone.length, at, expect),
      ...gone.map((userId) => ({
        name: `member ${userId}`,
        write: MEMBERSHIPS.delete(slug, { group_id: group.id, user_id: userId }, { where: (w) => w.exists() }),
        refused: () => 'again' as const,
      })),
    ];
    return { changed: gone, parts };
  });
  return { removed };
}

/** One page of a group's memberships, by user id, with the kernel's signed cursor; 404 `group_not_found` for a missing group. */
export async function listMembersPage(slug: string, groupId: string, page: PageRequest): Promise<Page<MembershipRecord>> {
  const group = await getGroup(slug, groupId, { consistent: true });
  if (!group) throw groupNotFound();
  return queryPage(MEMBERSHIPS.primary.query(slug, { group_id: groupId }), page, (item) => MEMBERSHIPS.parse(item));
}

/**
 * The ids of a group's members after `after` (exclusive), at most `limit`, keys only, strongly
 * consistent (bulk work, #42): `next` is the id to pass as `after` for the rest, null at the end.
 * A missing group has no members.
 */
export async function listMemberIds(slug: string, groupId: string, options: { after?: string; limit: number }): Promise<{ userIds: string[]; next: string | null }> {
  if (!(await getGroup(slug, groupId, { consistent: true }))) return { userIds: [], next: null };
  const userIds = (await membersAfter(slug, groupId, options.after, options.limit)).map((membership) => membership.user_id);
  // A full page may have more (DynamoDB's LastEvaluatedKey at the Limit); a short one has not.
  return { userIds, next: userIds.length === options.limit && userIds.length ? userIds[userIds.length - 1]! : null };
}

/** Every member id of the group (listMemberIds page after page): for work on the whole membership (a PUT of its members, the groups migration's sync). */
export async function allMemberIds(slug: string, groupId: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | undefined;
  do {
    const page = await listMemberIds(slug, groupId, { after, limit: 1000 });
    ids.push(...page.userIds);
    after = page.next ?? undefined;
  } while (after !== undefined);
  return ids;
}

/** Whether the user is a member of the group (the group and the membership in ONE strongly consistent BatchGet). */
export async function isMember(slug: string, groupId: string, userId: string): Promise<boolean> {
  if (!isAcceptedId(groupId) || !isAcceptedId(userId)) return false;
  const { group, members } = await groupAndMembers(slug, groupId, [userId]);
  return group !== null && members.has(userId);
}

/** The ids of a user's memberships (gsi1), groups deleted or not. */
async function membershipGroupIds(slug: string, userId: string): Promise<string[]> {
  if (!isAcceptedId(userId)) return [];
  return queryAll(queryInput(MEMBERSHIPS.indexes.byUser.query(slug, { user_id: userId })), (item) => MEMBERSHIPS.parse(item).group_id);
}

/** The groups of several users: one gsi1 Query per user, then ONE BatchGet of their groups; memberships of deleted groups are left out. */
export async function groupsOfUsers(slug: string, userIds: readonly string[]): Promise<Map<string, GroupRecord[]>> {
  const unique = [...new Set(userIds)];
  const ofUser = await Promise.all(unique.map(async (userId) => [userId, await membershipGroupIds(slug, userId)] as const));
  const groups = await getGroups(slug, ofUser.flatMap(([, ids]) => ids));
  return new Map(ofUser.map(([userId, ids]) => [userId, ids.flatMap((id) => (groups.has(id) ? [groups.get(id)!] : []))]));
}

/** The ids of a user's groups (by group id), memberships of deleted groups left out. */
export async function groupIdsOfUser(slug: string, userId: string): Promise<string[]> {
  return ((await groupsOfUsers(slug, [userId])).get(userId) ?? []).map((group) => group.id);
}

/** A user's membership of a group as stored (strongly consistent), or null; the group is not read. */
export async function membershipOf(slug: string, groupId: string, userId: string): Promise<MembershipRecord | null> {
  if (!isAcceptedId(groupId) || !isAcceptedId(userId)) return null;
  return MEMBERSHIPS.get(slug, { group_id: groupId, user_id: userId }, { consistent: true });
}
