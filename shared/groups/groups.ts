import type { Page, PageRequest } from '../db/query-page';
import { getUserRecord, getUserRecords } from '../directory/users-store';
import { ApiError } from '../errors/api-error';
import {
  addMembers,
  createGroup as createGroupRecord,
  deleteGroup as deleteGroupRecord,
  requireGroup,
  listGroupsPage,
  listMembersPage,
  membershipOf,
  removeMembers,
  updateGroup as updateGroupRecord,
  type GroupRecord,
} from './groups-store';
import type { GroupMemberT, GroupT } from './schemas';

/**
 * The REST view of groups (#41; docs/decisions/groups.md): administrators only, another
 * organization's group is 404 `group_not_found` (every key is the path's organization's). The
 * rules are the store's (./groups-store.ts): names unique case-insensitively by their lock,
 * memberships written in transactions with the group's count, never for a deleted group.
 */
export const toGroup = (record: GroupRecord): GroupT => ({
  id: record.id,
  name: record.name,
  external_id: record.external_id ?? null,
  member_count: record.member_count,
  created_at: record.created_at,
  updated_at: record.updated_at,
});

export async function createGroup(slug: string, body: { name: string; external_id?: string }, now = new Date()): Promise<GroupT> {
  return toGroup(await createGroupRecord(slug, body, now));
}

export async function listGroups(slug: string, page: PageRequest): Promise<Page<GroupT>> {
  const { items, nextCursor } = await listGroupsPage(slug, page);
  return { items: items.map(toGroup), nextCursor };
}

export async function getGroup(slug: string, id: string): Promise<GroupT> {
  return toGroup(await requireGroup(slug, id));
}

export async function updateGroup(slug: string, id: string, body: { name?: string; external_id?: string | null }, now = new Date()): Promise<GroupT> {
  return toGroup(await updateGroupRecord(slug, id, body, now));
}

export async function deleteGroup(slug: string, id: string): Promise<void> {
  await deleteGroupRecord(slug, id);
}

/** One page of a group's members, each with the user's names and email (one BatchGet of the page's users). */
export async function listGroupMembers(slug: string, groupId: string, page: PageRequest): Promise<Page<GroupMemberT>> {
  const { items, nextCursor } = await listMembersPage(slug, groupId, page);
  const users = items.length ? await getUserRecords(slug, items.map((m) => m.user_id)) : new Map();
  // Users are never deleted (deactivated or SCIM-deleted users keep their memberships and are listed).
  const members = items.flatMap((m) => {
    const user = users.get(m.user_id);
    return user ? [{ user_id: m.user_id, first_name: user.first_name, last_name: user.last_name, email: user.email, added_at: m.added_at }] : [];
  });
  return { items: members, nextCursor };
}

/**
 * PUT: makes the user a member (idempotent: a member already is answered as they are, with
 * the day they joined). 404 `group_not_found`, `user_not_found` (also a user deleted through SCIM).
 */
export async function addGroupMember(slug: string, groupId: string, userId: string, now = new Date()): Promise<GroupMemberT> {
  const { added } = await addMembers(slug, groupId, [userId], now);
  const [user, membership] = await Promise.all([getUserRecord(slug, userId), added.length ? undefined : membershipOf(slug, groupId, userId)]);
  if (!user) throw new ApiError('user_not_found', 'No such user in this organization.');
  return { user_id: userId, first_name: user.first_name, last_name: user.last_name, email: user.email, added_at: membership?.added_at ?? now.toISOString() };
}

/** DELETE: 404 `group_member_not_found` when the user is not a member (`group_not_found` when there is no group). */
export async function removeGroupMember(slug: string, groupId: string, userId: string, now = new Date()): Promise<void> {
  const { removed } = await removeMembers(slug, groupId, [userId], now);
  if (!removed.length) throw new ApiError('group_member_not_found', 'The user is not a member of this group.');
}
