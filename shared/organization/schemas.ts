import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, Name, Text } from '../schemas/common';
import { UserRole } from '../directory/enums';

export const Area = named('Area', z.object({ id: Id, name: z.string().check(z.describe('Name of the area.')), parent_id: z.optional(Id).check(z.describe('The area this one is part of, if any.')), created_at: Instant, updated_at: Instant }));
export const Headquarter = named('Headquarter', z.object({
  id: Id,
  name: z.string().check(z.describe('Name of the headquarter.')),
  city: z.optional(z.string()).check(z.describe('City, if given.')),
  country: z.optional(z.string()).check(z.describe('Country, if given.')),
  address: z.optional(z.string()).check(z.describe('Street address, if given (may span lines).')),
  created_at: Instant,
  updated_at: Instant,
}));
export const Position = named('Position', z.object({
  id: Id,
  name: z.string().check(z.describe('Name of the position.')),
  area_id: z.optional(Id).check(z.describe('The area the position belongs to, if any.')),
  position_category_id: z.optional(Id).check(z.describe('The position category, if any.')),
  created_at: Instant,
  updated_at: Instant,
}));
export const PositionCategory = named('PositionCategory', z.object({
  id: Id,
  name: z.string().check(z.describe('Name of the category.')),
  description: z.optional(z.string()).check(z.describe('What the category groups, if given.')),
  version: z.int().check(z.minimum(1)).check(z.describe('Increases with every change; send it back in `If-Match` to refuse a lost update.')),
  created_at: Instant,
  updated_at: Instant,
}));
export const PermissionGroup = named('PermissionGroup', z.object({ id: UserRole.check(z.describe('The role the group stands for.')), name: z.string().check(z.describe('Display name of the group.')), members: z.int().check(z.describe('Active users with that role.')) }));

export const CreateArea = z.strictObject({ name: Name.check(z.describe('Name of the area, 1 to 200 characters.')), parent_id: z.optional(Id).check(z.describe('An existing area this one is part of (422 `invalid_reference` otherwise).')) });
export const CreateHeadquarter = z.strictObject({
  name: Name.check(z.describe('Name of the headquarter, 1 to 200 characters.')),
  city: z.optional(Name).check(z.describe('City.')),
  country: z.optional(Name).check(z.describe('Country.')),
  address: z.optional(Text).check(z.describe('Street address; may span lines.')),
});
export const CreatePosition = z.strictObject({ name: Name.check(z.describe('Name of the position, 1 to 200 characters.')), area_id: z.optional(Id).check(z.describe('An existing area (422 `invalid_reference` otherwise).')), position_category_id: z.optional(Id).check(z.describe('An existing position category (422 `invalid_reference` otherwise).')) });
export const PositionCategoryBody = z.strictObject({ name: Name.check(z.describe('Name of the category, 1 to 200 characters.')), description: z.optional(Text).check(z.describe('What the category groups; omitted, it is removed (the body replaces the category).')) });

export type AreaT = z.infer<typeof Area>;
export type HeadquarterT = z.infer<typeof Headquarter>;
export type PositionT = z.infer<typeof Position>;
export type PositionCategoryT = z.infer<typeof PositionCategory>;
