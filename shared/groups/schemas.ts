import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, name, pageQuery } from '../schemas/common';

/** Groups (#41): the REST view for integrators. The store is ./groups-store.ts; the rules ./groups.ts. */

/** A group's name: the users API's name rule, 1 to 200 characters, unique in the organization case-insensitively. */
const GroupName = name(1, 200);
/** The identifier an identity provider or integration gives the group (SCIM `externalId`): case-exact, unique. */
const ExternalId = name(1, 200);

export const Group = named('Group', z.object({
  id: Id.check(z.describe("The group's id.")),
  name: z.string().check(z.describe('Unique in the organization, case-insensitively.')),
  external_id: z.nullable(z.string()).check(z.describe("The id an identity provider or integration gave the group (SCIM `externalId`), case-exact and unique; null when none.")),
  member_count: z.number().check(z.int(), z.describe('How many users are members.')),
  created_at: Instant.check(z.describe('When it was created.')),
  updated_at: Instant.check(z.describe('When its name, external_id or members last changed.')),
}).check(z.describe('A group of users (many to many: a user belongs to any number of groups). SCIM Groups are these groups.')));

export const GroupMember = named('GroupMember', z.object({
  user_id: Id.check(z.describe('The member.')),
  first_name: z.string().check(z.describe("The member's first name.")),
  last_name: z.string().check(z.describe("The member's last name.")),
  email: z.string().check(z.describe("The member's email.")),
  added_at: Instant.check(z.describe('When the user joined the group.')),
}).check(z.describe('A member of a group: the user, as the users API names them, and when they joined.')));

export const CreateGroupBody = z.strictObject({
  name: GroupName.check(z.describe('1 to 200 characters; unique in the organization case-insensitively (409 `group_name_taken`).')),
  external_id: z.optional(ExternalId).check(z.describe('Optional, unique (409 `group_external_id_taken`).')),
});

export const UpdateGroupBody = z.strictObject({
  name: z.optional(GroupName).check(z.describe('A new name, unique case-insensitively (409 `group_name_taken`).')),
  external_id: z.optional(z.nullable(ExternalId)).check(z.describe('A new external id (409 `group_external_id_taken`), or null to remove it.')),
});

export const GroupQuery = pageQuery();
export const GroupMemberQuery = pageQuery();

export type GroupT = z.infer<typeof Group>;
export type GroupMemberT = z.infer<typeof GroupMember>;

/** The data of `group.member_added` / `group.member_removed`: which user joined or left which group, and when they had joined. */
export const GroupMembership = named('GroupMembership', z.object({
  group_id: Id.check(z.describe('The group.')),
  user_id: Id.check(z.describe('The user.')),
  added_at: Instant.check(z.describe('When the user joined the group.')),
}).check(z.describe('A membership: a user in a group.')));
