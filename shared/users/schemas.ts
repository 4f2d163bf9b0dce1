import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { ID_MAX_LENGTH } from '../db/ids';
import { Id, Name, OrgPath, Slug, pageQuery } from '../schemas/common';
import { UserRole, UserStatus } from '../directory/enums';
import { constrained } from '../schemas/constraints';

/** The user resource lives in the directory (a kernel every area reads); its routes are here. */
export { User } from '../directory/schemas';

export const Email = z.email('an email address').check(z.maxLength(254));

/** `{id}` of a user path: a user id. */
export const UserPath = z.strictObject({ slug: Slug, id: Id.check(z.describe('The user.')) });
/** `GET /users/{id}/` also takes `me`, the caller. */
export const UserOrMePath = z.strictObject({
  slug: Slug,
  // Document only (`z.meta`): the bound both branches share.
  id: z
    .union([Id, z.literal('me')])
    .check(z.meta({ maxLength: ID_MAX_LENGTH }), z.describe("The user's id, or `me` for the user behind the session.")),
});
export const MePath = OrgPath;

export const ListUsersQuery = pageQuery({
  email: z.optional(z.string().check(z.minLength(1), z.maxLength(254))).check(z.describe('Exact email, case-insensitive.')),
  status: z.optional(UserStatus).check(z.describe('Only users with this status.')),
  role: z.optional(UserRole).check(z.describe('Only users with this role.')),
  area_id: z.optional(Id).check(z.describe('Only users of this area.')),
});

/**
 * Any string at run time: the length rule is a domain rule (422 `weak_password`), not a schema
 * one. The document states it as `minLength`/`maxLength` (`z.meta` has no run-time effect).
 */
const Password = z.string().check(z.describe('10 to 128 characters.'), z.meta({ minLength: 10, maxLength: 128 }));
const ForceChange = z.optional(z.boolean()).check(z.describe('Default false: the user must change the password at the next login.'));

export const CreateUserBody = z.strictObject({
  email: Email.check(z.describe('Email address, unique in the organization (case-insensitively); the login name.')),
  first_name: Name.check(z.describe('Given name.')),
  last_name: Name.check(z.describe('Family name.')),
  role: z.optional(UserRole).check(z.describe('Default `collaborator`.')),
  area_id: z.optional(Id).check(z.describe('An existing area of the organization (422 `invalid_reference` otherwise).')),
  headquarter_id: z.optional(Id).check(z.describe('An existing headquarter of the organization (422 `invalid_reference` otherwise).')),
  position_id: z.optional(Id).check(z.describe('An existing position of the organization (422 `invalid_reference` otherwise).')),
  password: z.optional(Password).check(z.describe('10 to 128 characters. Without one the user cannot log in until set-password.')),
  force_change_password: ForceChange,
});

/** What update_user may change; `null` clears an optional reference. Omitted = unchanged. */
const userChanges = {
  email: z.optional(Email).check(z.describe('New email address, unique in the organization (409 `email_taken` otherwise).')),
  first_name: z.optional(Name).check(z.describe('New given name.')),
  last_name: z.optional(Name).check(z.describe('New family name.')),
  role: z.optional(UserRole).check(z.describe('New role; a change ends the user\'s sessions.')),
  status: z.optional(UserStatus).check(z.describe('New status; `inactive` ends the user\'s sessions and revokes the api-keys made on their authority.')),
  area_id: z.optional(z.nullable(Id)).check(z.describe('New area, or `null` to clear it.')),
  headquarter_id: z.optional(z.nullable(Id)).check(z.describe('New headquarter, or `null` to clear it.')),
  position_id: z.optional(z.nullable(Id)).check(z.describe('New position, or `null` to clear it.')),
  force_change_password: z.optional(z.boolean()).check(z.describe('`true` makes the user change their password at the next login (and ends their sessions).')),
};
export const UpdateUserBody = z.strictObject({ id: Id.check(z.describe('The user to update.')), ...userChanges });
/** The deprecated PUT takes the id from the path; an `id` in its body must be that same id. */
export const LegacyUpdateUserBody = constrained(
  z.strictObject({ id: z.optional(Id).check(z.describe('Optional; when sent, it must be the id of the path.')), ...userChanges }),
  // shared/users/legacy.ts (assertSameId)
  { rule: '`id`, when sent, must be the `{id}` of the path.', parameters: ['id'], code: 'validation_failed' },
);
export type UserChangesT = Omit<z.infer<typeof UpdateUserBody>, 'id'>;

export const SetPasswordBody = z.strictObject({ password: Password.check(z.describe('The new password, 10 to 128 characters.')), force_change_password: ForceChange });
export const ChangePasswordBody = z.strictObject({
  current_password: z.string().check(z.maxLength(1024)).check(z.describe('The password in use (401 `invalid_credentials` when wrong).')),
  new_password: Password.check(z.describe('The new password, 10 to 128 characters, not the current one.')),
  force_change_password: ForceChange.check(z.describe('Default false: the change clears the flag unless this sets it again.')),
});

