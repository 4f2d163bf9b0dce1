import { queryInput } from '../db/key-query';
import { queryAll, queryEach } from '../db/query-page';
import { transaction } from '../db/operations';
import { ApiError } from '../errors/api-error';
import { isHiddenFromScim } from '../directory/user-count-store';
import {
  addMembers,
  createGroup,
  deleteGroup,
  getGroup,
  getGroupIdByName,
  allMemberIds,
  GROUPS,
  MEMBERSHIPS,
  removeMembers,
  updateGroup,
  type GroupRecord,
} from '../groups/groups-store';
import { CATALOGS } from '../organization/catalog-store';
import { ORGANIZATIONS } from '../tenancy/organizations-store';
import { AREA_GROUP_WRITES, DATA_LEVEL_ATTRIBUTE, levelAfter, MIGRATION_CURSOR, MIGRATION_DONE_COUNT, MIGRATION_RUNNING } from '../tenancy/data-level';
import { readMeta, type CountersProgress } from './counters';
import { usersPartition } from './progress';

/**
 * The `groups` migration (#41; docs/decisions/scim.md, "Groups of their own; areas stay areas
 * (2026-11-28, #41)"), a CONTRACT step. Before it, SCIM Groups ARE the organization's areas
 * (shared/scim/area-groups.ts); after it, groups of their own (shared/groups/groups-store.ts).
 * For each area, a group with the SAME id and name whose members are the users whose area it is
 * (the users partition read strongly consistent, never the users-by-area index); users deleted
 * through SCIM are copied too (they keep their area, and a reactivation shows them in it again,
 * as before; SCIM hides them meanwhile). Areas are not touched. Idempotent: a group is created if
 * missing, renamed to its area's name, and its members made equal to the area's users.
 *
 * The flip: the copy is made, then the organization's level is raised by ONE conditional write:
 * only if `area_group_writes` (META) is still the count read before the copy. Every legacy SCIM
 * group write of this release ADDs 1 to it in its own transaction, on the condition that the level
 * is not reached (area-groups.ts, legacyWritePart). So a legacy write committed before the flip
 * changed the count: the flip fails and the copy is made again (a sync: members that left are
 * removed, groups of areas deleted meanwhile are deleted); one after it fails its own condition
 * and is run on the groups store. The release before this one writes areas without the count:
 * that is why this is a contract step (declared in shared/tenancy/data-level.ts), run once that release cannot be serving.
 */
const MAX_ROUNDS = 20;
/** When the organization reached the level (META): the check looks only at the areas made before it. */
export const GROUPS_LEVEL_AT = 'groups_level_at';

type Options = { dryRun?: boolean; onProgress?: (p: CountersProgress) => void; now?: () => Date };

const levelOf = (meta: Record<string, unknown> | undefined) => Number(meta?.[DATA_LEVEL_ATTRIBUTE] ?? 0);
const writesOf = (meta: Record<string, unknown> | undefined) => Number(meta?.[AREA_GROUP_WRITES] ?? 0);

/** The organization's areas, strongly consistent. */
async function areasOf(slug: string) {
  return queryAll({ ...queryInput(CATALOGS.area.primary.query(slug, {})), ConsistentRead: true }, (item) => CATALOGS.area.parse(item));
}

/** The users of each area (every user item, strongly consistent: not the index), SCIM-deleted ones included and marked. */
async function usersByArea(slug: string): Promise<{ byArea: Map<string, string[]>; hidden: Set<string>; read: number }> {
  const byArea = new Map<string, string[]>();
  const hidden = new Set<string>();
  let read = 0;
  await queryEach(
    { ...usersPartition(slug), ProjectionExpression: '#id, #area, #sd, #st', ExpressionAttributeNames: { '#id': 'id', '#area': 'area_id', '#sd': 'scim_deleted', '#st': 'status' } },
    (page) => {
      for (const item of page.Items ?? []) {
        read++;
        if (isHiddenFromScim(item)) hidden.add(String(item.id));
        if (typeof item.area_id !== 'string') continue;
        byArea.set(item.area_id, [...(byArea.get(item.area_id) ?? []), String(item.id)]);
      }
    },
  );
  return { byArea, hidden, read };
}


/**
 * A membership of a user the store would not add (deleted through SCIM, which keeps memberships
 * it had: groups-store.ts): the membership Put and the group's count and version, one
 * transaction, on the group existing; already a member: nothing.
 */
async function keepMembership(slug: string, groupId: string, userId: string, at: string): Promise<boolean> {
  const tx = membershipKept(slug, groupId, userId, at);
  try {
    await tx.go();
    return true;
  } catch (error) {
    // Already a member, or the group is gone: nothing kept.
    if (tx.reasons(error)) return false;
    throw error;
  }
}

/** keepMembership's transaction: the membership created (its key free) and the group's count and version ADDed, on the group existing. */
export function membershipKept(slug: string, groupId: string, userId: string, at: string) {
  return transaction({
    membership: MEMBERSHIPS.create(slug, { group_id: groupId, user_id: userId, added_at: at }),
    group: GROUPS.patch(slug, { id: groupId }, { set: { updated_at: at }, add: { member_count: 1, version: 1 } }),
  });
}

/** The group of an area under the area's name, or `<name> (<id>)` when another group holds that name (two areas may share one). */
async function groupNamed(slug: string, area: { id: string; name: string }, existing: GroupRecord | null, now: Date): Promise<{ group: GroupRecord; wrote: boolean }> {
  const names = [area.name, `${area.name.slice(0, 170)} (${area.id})`];
  if (existing && names.includes(existing.name)) return { group: existing, wrote: false };
  for (const name of names) {
    // Read first: the usual case writes nothing that fails (a refused write would hide a lost answer).
    const holder = await getGroupIdByName(slug, name);
    if (holder !== null && holder !== area.id) continue;
    try {
      return { group: existing ? await updateGroup(slug, area.id, { name }, now) : await createGroup(slug, { name, id: area.id }, now), wrote: true };
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'group_name_taken')) throw error;
    }
  }
  throw new Error(`groups migration of ${slug}: area ${area.id}: both its name and its name with its id are taken by other groups`);
}

/** One pass: every area's group made equal to it. Answers what it read and changed. */
async function copyOnce(slug: string, copied: Set<string>, now: Date, dryRun: boolean): Promise<CountersProgress> {
  const [areas, users] = await Promise.all([areasOf(slug), usersByArea(slug)]);
  const progress: CountersProgress = { read: users.read + areas.length, counted: 0 };
  const at = now.toISOString();
  for (const area of areas) {
    const existing = await getGroup(slug, area.id, { consistent: true });
    const desired = users.byArea.get(area.id) ?? [];
    if (dryRun) {
      progress.counted += existing ? 0 : 1;
      continue;
    }
    const { group, wrote } = await groupNamed(slug, area, existing, now);
    copied.add(area.id);
    const current = new Set(existing ? await allMemberIds(slug, group.id) : []);
    const add = desired.filter((id) => !current.has(id));
    const remove = [...current].filter((id) => !desired.includes(id));
    const visible = add.filter((id) => !users.hidden.has(id));
    let added = 0;
    try {
      added += (await addMembers(slug, group.id, visible, now)).added.length;
    } catch (error) {
      // Deleted through SCIM since the read: kept like the others below.
      if (!(error instanceof ApiError && error.code === 'user_not_found')) throw error;
      for (const id of visible) added += (await keepMembership(slug, group.id, id, at)) ? 1 : 0;
    }
    for (const id of add.filter((id) => users.hidden.has(id))) added += (await keepMembership(slug, group.id, id, at)) ? 1 : 0;
    const removed = remove.length ? (await removeMembers(slug, group.id, remove, now)).removed.length : 0;
    progress.counted += (wrote ? 1 : 0) + added + removed;
  }
  // An area this run copied and that was deleted since (a legacy delete before the flip): its group goes too.
  const present = new Set(areas.map((area) => area.id));
  for (const id of [...copied].filter((id) => !present.has(id))) {
    if (await getGroup(slug, id, { consistent: true })) {
      await deleteGroup(slug, id);
      progress.counted++;
    }
    copied.delete(id);
  }
  return progress;
}

/** Raises the level if no legacy group write committed since `writes` was read (and the level is not reached). True when raised. */
async function flip(slug: string, writes: number, target: number, now: Date): Promise<boolean> {
  return ORGANIZATIONS.patch(
    slug,
    {},
    { set: { [DATA_LEVEL_ATTRIBUTE]: target, [GROUPS_LEVEL_AT]: now.toISOString() }, remove: [MIGRATION_RUNNING, MIGRATION_CURSOR, MIGRATION_DONE_COUNT] },
    {
      where: (w) =>
        w.and(
          w.or(w.attributeNotExists(DATA_LEVEL_ATTRIBUTE), w.lt(DATA_LEVEL_ATTRIBUTE, target)),
          writes === 0 ? w.or(w.attributeNotExists(AREA_GROUP_WRITES), w.eq(AREA_GROUP_WRITES, writes)) : w.eq(AREA_GROUP_WRITES, writes),
        ),
    },
  ).go();
}

/** The transform: copy, then flip on the count read before the copy; copied again while legacy writes come between. */
export async function copyAreasToGroups(slug: string, options: Options = {}): Promise<CountersProgress> {
  const target = levelAfter('groups');
  const progress: CountersProgress = { read: 0, counted: 0 };
  const copied = new Set<string>();
  const now = options.now ?? (() => new Date());
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const meta = await readMeta(slug);
    if (levelOf(meta) >= target) return progress;
    const writes = writesOf(meta);
    const pass = await copyOnce(slug, copied, now(), options.dryRun ?? false);
    progress.read += pass.read;
    progress.counted += pass.counted;
    options.onProgress?.({ ...progress });
    if (options.dryRun || (await flip(slug, writes, target, now()))) return progress;
  }
  throw new Error(`groups migration of ${slug}: legacy group writes kept coming for ${MAX_ROUNDS} copies; run it again`);
}

/** Areas without their group (for --dry-run and --status). */
export async function areasWithoutGroup(slug: string): Promise<number> {
  return (await copyAreasToGroups(slug, { dryRun: true })).counted;
}

/** The check: every area made before the organization reached the level has its group, of its id (and, unless renamed since by SCIM, its name). */
export async function checkGroups(slug: string): Promise<string[]> {
  const meta = await readMeta(slug);
  const at = meta?.[GROUPS_LEVEL_AT];
  const since = typeof at === 'string' ? at : undefined;
  // At the level without the mark: made at it (a new organization never had groups as areas).
  if (since === undefined && levelOf(meta) >= levelAfter('groups')) return [];
  const problems: string[] = [];
  for (const area of await areasOf(slug)) {
    if (since !== undefined && area.created_at > since) continue;
    if (!(await getGroup(slug, area.id, { consistent: true }))) problems.push(`area ${area.id} (${area.name}) has no group`);
  }
  return problems;
}
