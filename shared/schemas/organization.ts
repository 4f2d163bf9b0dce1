import * as z from 'zod/mini';
import { named } from './named';
import { Id, Instant, Name, Text } from './common';

export const Area = named('Area', z.object({ id: Id, name: z.string(), parent_id: z.optional(Id), created_at: Instant, updated_at: Instant }));
export const Headquarter = named('Headquarter', z.object({
  id: Id,
  name: z.string(),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  address: z.optional(z.string()),
  created_at: Instant,
  updated_at: Instant,
}));
export const Position = named('Position', z.object({
  id: Id,
  name: z.string(),
  area_id: z.optional(Id),
  position_category_id: z.optional(Id),
  created_at: Instant,
  updated_at: Instant,
}));
export const PositionCategory = named('PositionCategory', z.object({
  id: Id,
  name: z.string(),
  description: z.optional(z.string()),
  version: z.int().check(z.minimum(1)),
  created_at: Instant,
  updated_at: Instant,
}));
export const PermissionGroup = named('PermissionGroup', z.object({ id: z.enum(['admin', 'collaborator']), name: z.string(), members: z.int() }));

export const CreateArea = z.strictObject({ name: Name, parent_id: z.optional(Id) });
export const CreateHeadquarter = z.strictObject({
  name: Name,
  city: z.optional(Name),
  country: z.optional(Name),
  address: z.optional(Text),
});
export const CreatePosition = z.strictObject({ name: Name, area_id: z.optional(Id), position_category_id: z.optional(Id) });
export const PositionCategoryBody = z.strictObject({ name: Name, description: z.optional(Text) });

export type AreaT = z.infer<typeof Area>;
export type HeadquarterT = z.infer<typeof Headquarter>;
export type PositionT = z.infer<typeof Position>;
export type PositionCategoryT = z.infer<typeof PositionCategory>;
