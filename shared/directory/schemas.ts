import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant } from '../schemas/common';
import { CustomFieldValue, UserRole, UserStatus } from './enums';

export { CustomFieldValue, UserRole, UserStatus };

/**
 * api.md §5: the user as every endpoint shows it. Never a password or hash. Defined in the
 * directory, below the areas, because every area reads users: the schema is the one source of the
 * `User` type the directory's store and the areas use.
 */
export const User = named('User', z.object({
  id: Id.check(z.describe('The user\'s id.')),
  email: z.string().check(z.describe('Email address, unique in the organization (case-insensitively); the login name.')),
  first_name: z.string().check(z.describe('Given name.')),
  last_name: z.string().check(z.describe('Family name.')),
  role: UserRole.check(z.describe('`admin` manages the organization; `collaborator` reads and writes only their own records.')),
  status: UserStatus.check(z.describe('`inactive` users cannot log in and are not assigned content.')),
  area_id: z.optional(Id).check(z.describe('The area the user belongs to, if any.')),
  headquarter_id: z.optional(Id).check(z.describe('The headquarter the user works at, if any.')),
  position_id: z.optional(Id).check(z.describe('The position the user holds, if any.')),
  custom_fields: z.record(z.string(), CustomFieldValue).check(z.describe('The user\'s custom field values, by field key (see the custom fields section).')),
  force_change_password: z.boolean().check(z.describe('True while the user must change their password before anything else (set at creation or by an administrator).')),
  created_at: Instant.check(z.describe('When the user was created.')),
  updated_at: Instant.check(z.describe('When the user last changed.')),
}));
export type User = z.output<typeof User>;
