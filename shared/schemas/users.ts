import * as z from 'zod/mini';
import { named } from './named';
import { ID_MAX_LENGTH } from '../db/ids';
import { Id, Instant, Name, OrgPath, Slug, pageQuery } from './common';

export const UserRole = z.enum(['admin', 'collaborator']);
export const UserStatus = z.enum(['active', 'inactive']);
export const Email = z.email('an email address').check(z.maxLength(254));
export const CustomFieldValue = z.union([z.string(), z.number(), z.boolean()]);

/** api.md §5: the user as every endpoint shows it. Never a password or hash. */
export const User = named('User', z.object({
  id: Id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: UserRole,
  status: UserStatus,
  area_id: z.optional(Id),
  headquarter_id: z.optional(Id),
  position_id: z.optional(Id),
  custom_fields: z.record(z.string(), CustomFieldValue),
  force_change_password: z.boolean(),
  created_at: Instant,
  updated_at: Instant,
}));

/** `{id}` of a user path: a user id. */
export const UserPath = z.strictObject({ slug: Slug, id: Id });
/** `GET /users/{id}/` also takes `me`, the caller. */
export const UserOrMePath = z.strictObject({
  slug: Slug,
  // Document only (`z.meta`): the bound both branches share.
  id: z.union([Id, z.literal('me')]).check(z.meta({ maxLength: ID_MAX_LENGTH })),
});
export const MePath = OrgPath;

export const ListUsersQuery = pageQuery({
  email: z.optional(z.string().check(z.minLength(1), z.maxLength(254))).check(z.describe('Exact email, case-insensitive.')),
  status: z.optional(UserStatus),
  role: z.optional(UserRole),
  area_id: z.optional(Id),
});

/**
 * Any string at run time: the length rule is a domain rule (422 `weak_password`), not a schema
 * one. The document states it as `minLength`/`maxLength` (`z.meta` has no run-time effect).
 */
const Password = z.string().check(z.describe('10 to 128 characters.'), z.meta({ minLength: 10, maxLength: 128 }));
const ForceChange = z.optional(z.boolean()).check(z.describe('Default false: the user must change the password at the next login.'));

export const CreateUserBody = z.strictObject({
  email: Email,
  first_name: Name,
  last_name: Name,
  role: z.optional(UserRole).check(z.describe('Default `collaborator`.')),
  area_id: z.optional(Id),
  headquarter_id: z.optional(Id),
  position_id: z.optional(Id),
  password: z.optional(Password).check(z.describe('10 to 128 characters. Without one the user cannot log in until set-password.')),
  force_change_password: ForceChange,
});

/** What update_user may change; `null` clears an optional reference. Omitted = unchanged. */
const userChanges = {
  email: z.optional(Email),
  first_name: z.optional(Name),
  last_name: z.optional(Name),
  role: z.optional(UserRole),
  status: z.optional(UserStatus),
  area_id: z.optional(z.nullable(Id)),
  headquarter_id: z.optional(z.nullable(Id)),
  position_id: z.optional(z.nullable(Id)),
  force_change_password: z.optional(z.boolean()),
};
export const UpdateUserBody = z.strictObject({ id: Id, ...userChanges });
/** The deprecated PUT takes the id from the path; an `id` in its body must be that same id. */
export const LegacyUpdateUserBody = z.strictObject({ id: z.optional(Id), ...userChanges });
export type UserChangesT = Omit<z.infer<typeof UpdateUserBody>, 'id'>;

export const SetPasswordBody = z.strictObject({ password: Password, force_change_password: ForceChange });
export const ChangePasswordBody = z.strictObject({
  current_password: z.string().check(z.maxLength(1024)),
  new_password: Password,
  force_change_password: ForceChange.check(z.describe('Default false: the change clears the flag unless this sets it again.')),
});

export type UserT = z.infer<typeof User>;
