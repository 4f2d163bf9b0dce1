import type { UserRecord } from '../directory/users-store';
import { groupsOfUsers, type GroupRecord } from '../groups/groups-store';
import { levelAfter } from '../tenancy/data-level';
import { requireOrganization } from '../tenancy/organizations';

/**
 * A SCIM user's `groups` (RFC 7643 §4.1.2, read-only): what ./users.ts shows, decided by the
 * organization's level (docs/decisions/scim.md, "Groups of their own; areas stay areas
 * (2026-11-28, #41)"). Below the `groups` level SCIM Groups are areas and the user's one group is
 * its area (./users.ts renders it from the area, as before); at it, the groups of the user's
 * memberships (shared/groups/groups-store.ts), never the area.
 */
type Json = Record<string, unknown>;

export const groupLocation = (baseUrl: string, slug: string, id: string) => `${baseUrl}/org/${slug}/scim/v2/Groups/${id}`;

/** Whether the organization is served by the groups store (the `groups` migration done for it). */
export async function servesGroups(slug: string): Promise<boolean> {
  return (await requireOrganization(slug)).data_level >= levelAfter('groups');
}

/**
 * What to do to each rendered user's `groups`: below the `groups` level, nothing (its area, as
 * ./users.ts renders it); at it, the groups of the user's memberships (one Query of each user's
 * memberships, gsi1, side by side, and one BatchGetItem of their groups), except on a list `page`
 * (`GET /Users` without a key filter), whose users are answered without `groups`: a page costs the
 * same calls whatever its users belong to (docs/decisions/scim-count.md), and Okta and Entra ID
 * read memberships from the groups, not the users.
 */
export async function scimGroupsOf(slug: string, records: readonly Pick<UserRecord, 'id'>[], baseUrl: string, options: { page?: boolean } = {}): Promise<(user: Json) => Json> {
  if (!(await servesGroups(slug))) return (user) => user;
  if (options.page) return ({ groups: _, ...user }) => user;
  const groups = records.length ? await groupsOfUsers(slug, records.map((record) => record.id)) : new Map();
  return (user) => ({
    ...user,
    groups: (groups.get(user.id as string) ?? []).map((group: GroupRecord) => ({ value: group.id, display: group.name, type: 'direct', $ref: groupLocation(baseUrl, slug, group.id) })),
  });
}
