import * as z from 'zod/mini';
import { routesOf } from '../http/route-types';
import { Id, OrgPath, Slug } from '../schemas/common';
import { EX } from '../schemas/example-ids';
import { CreateGroupBody, Group, GroupMember, GroupMemberQuery, GroupQuery, UpdateGroupBody } from './schemas';

const defineRoute = routesOf('groups');

/**
 * Groups (#41; docs/decisions/groups.md): a user belongs to any number of groups. The REST view
 * for integrators, administrators only; SCIM Groups are the same groups. Rules in ./groups.ts,
 * storage in ./groups-store.ts.
 */
const GroupPath = z.strictObject({ slug: Slug, group_id: Id.check(z.describe('The group.')) });
const MemberPath = z.strictObject({ slug: Slug, group_id: Id.check(z.describe('The group.')), user_id: Id.check(z.describe('The user.')) });

const CREATED = '2026-03-02T14:05:09.000Z';
const UPDATED = '2026-03-05T09:41:27.000Z';
const group = { id: EX.engineeringGroupId, name: 'Engineering', external_id: 'okta-00g1engineering', member_count: 2, created_at: CREATED, updated_at: UPDATED };
const member = { user_id: EX.userId, first_name: 'Ana', last_name: 'Torres', email: 'ana.torres@acme.example', added_at: UPDATED };
const groupPath = { group_id: EX.engineeringGroupId };

export const listGroups = defineRoute({
  id: 'listGroups',
  method: 'GET',
  path: '/org/{slug}/groups/',
  roles: 'admin',
  tag: 'groups',
  summary: "Lists the organization's groups, oldest first.",
  request: { path: OrgPath, query: GroupQuery },
  response: { status: 200, shape: 'list', schema: Group },
  errors: ['invalid_cursor'],
  example: { response: { results: [group], next: null, next_cursor: null } },
  budget: { calls: 1 },
  access: 'RO',
});

export const createGroup = defineRoute({
  id: 'createGroup',
  method: 'POST',
  path: '/org/{slug}/groups/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Creates a group (no members yet).',
  description:
    'The name is unique in the organization case-insensitively (409 `group_name_taken`), the `external_id` exactly (409 ' +
    '`group_external_id_taken`): both are claimed in the transaction that creates the group, so of two concurrent creates of one name one ' +
    'is 201 and the other 409.',
  request: { path: OrgPath, body: CreateGroupBody },
  response: { status: 201, shape: 'item', schema: Group },
  errors: ['group_name_taken', 'group_external_id_taken'],
  idempotent: true,
  example: {
    body: { name: 'Customer success', external_id: 'okta-00g1customersuccess' },
    response: { ...group, id: EX.engineeringGroupId, name: 'Customer success', external_id: 'okta-00g1customersuccess', member_count: 0, updated_at: CREATED },
  },
  budget: { calls: 1 },
  access: 'RW',
});

export const getGroup = defineRoute({
  id: 'getGroup',
  method: 'GET',
  path: '/org/{slug}/groups/{group_id}/',
  roles: 'admin',
  tag: 'groups',
  summary: 'One group, with how many members it has.',
  request: { path: GroupPath },
  response: { status: 200, shape: 'item', schema: Group },
  errors: ['group_not_found'],
  example: { path: groupPath, response: group },
  budget: { calls: 1 },
  access: 'RO',
});

export const updateGroup = defineRoute({
  id: 'updateGroup',
  method: 'PATCH',
  path: '/org/{slug}/groups/{group_id}/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Renames a group or changes its external_id: the fields sent, the others unchanged.',
  description: 'A new name or `external_id` is claimed in the transaction that writes it (409 `group_name_taken`, `group_external_id_taken`); `external_id: null` removes it.',
  request: { path: GroupPath, body: UpdateGroupBody },
  response: { status: 200, shape: 'item', schema: Group },
  errors: ['group_not_found', 'group_name_taken', 'group_external_id_taken'],
  example: { path: groupPath, body: { name: 'Platform engineering' }, response: { ...group, name: 'Platform engineering' } },
  budget: { calls: 2, why: 'the name and external_id locks move with the group: one GetItem of the group, then one transaction' },
  access: 'RW',
});

export const deleteGroup = defineRoute({
  id: 'deleteGroup',
  method: 'DELETE',
  path: '/org/{slug}/groups/{group_id}/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Deletes a group, also with members: the memberships go with it (the users stay).',
  request: { path: GroupPath },
  response: { status: 204, shape: 'empty' },
  errors: ['group_not_found'],
  // A group of its own: the other examples use the engineering group.
  example: { path: { group_id: EX.retiredGroupRestId } },
  budget: {
    calls: 4,
    why: 'one GetItem of the group, one transaction (the group and its locks), then its memberships: a Query of their keys and one BatchWriteItem per 25 (none for an empty group)',
  },
  access: 'RW',
});

export const listGroupMembers = defineRoute({
  id: 'listGroupMembers',
  method: 'GET',
  path: '/org/{slug}/groups/{group_id}/members/',
  roles: 'admin',
  tag: 'groups',
  summary: "Lists a group's members by user id, a page at a time (a group of any size).",
  request: { path: GroupPath, query: GroupMemberQuery },
  response: { status: 200, shape: 'list', schema: GroupMember },
  errors: ['group_not_found', 'invalid_cursor'],
  example: { path: groupPath, response: { results: [member], next: null, next_cursor: null } },
  budget: { calls: 3, why: 'one GetItem of the group (a membership of a deleted group is none), one Query of the page, one BatchGetItem of its users' },
  access: 'RO',
});

export const addGroupMember = defineRoute({
  id: 'addGroupMember',
  method: 'PUT',
  path: '/org/{slug}/groups/{group_id}/members/{user_id}/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Makes the user a member of the group (idempotent: a member already is answered as they are).',
  description:
    'Always 200 with the membership, whether the user joined now or was a member already (then `added_at` is when they joined). ' +
    '404 `user_not_found` for a user of no organization of yours, or one deleted through SCIM; the user and the group are checked in the transaction that writes the membership.',
  request: { path: MemberPath },
  response: { status: 200, shape: 'item', schema: GroupMember },
  errors: ['group_not_found', 'user_not_found'],
  example: { path: { ...groupPath, user_id: EX.userId }, response: member },
  budget: { calls: 3, why: 'one BatchGetItem (the group and the membership), one transaction (membership, the group\'s count, the user\'s check), one GetItem of the user for the answer' },
  access: 'RW',
});

export const removeGroupMember = defineRoute({
  id: 'removeGroupMember',
  method: 'DELETE',
  path: '/org/{slug}/groups/{group_id}/members/{user_id}/',
  roles: 'admin',
  tag: 'groups',
  summary: 'Removes the user from the group (404 `group_member_not_found` when they are not a member).',
  request: { path: MemberPath },
  response: { status: 204, shape: 'empty' },
  errors: ['group_not_found', 'group_member_not_found'],
  example: { path: { ...groupPath, user_id: EX.otherUserId } },
  budget: { calls: 2, why: 'one BatchGetItem (the group and the membership), then one transaction (the membership and the group\'s count)' },
  access: 'RW',
});
