import * as z from 'zod';
import { Id, Instant, Name, OptionalText } from './common';

export const Area = z.object({ id: Id, name: z.string(), parent_id: Id.optional(), created_at: Instant, updated_at: Instant });
export const Headquarter = z.object({
  id: Id,
  name: z.string(),
  city: z.string().optional(),
  country: z.string().optional(),
  address: z.string().optional(),
  created_at: Instant,
  updated_at: Instant,
});
export const Position = z.object({
  id: Id,
  name: z.string(),
  area_id: Id.optional(),
  position_category_id: Id.optional(),
  created_at: Instant,
  updated_at: Instant,
});
export const PositionCategory = z.object({
  id: Id,
  name: z.string(),
  description: z.string().optional(),
  version: z.number().int().min(1),
  created_at: Instant,
  updated_at: Instant,
});
export const PermissionGroup = z.object({ id: z.enum(['admin', 'collaborator']), name: z.string(), members: z.number().int() });

export const CreateArea = z.strictObject({ name: Name, parent_id: Id.optional() });
export const CreateHeadquarter = z.strictObject({
  name: Name,
  city: Name.optional(),
  country: Name.optional(),
  address: OptionalText.optional(),
});
export const CreatePosition = z.strictObject({ name: Name, area_id: Id.optional(), position_category_id: Id.optional() });
export const PositionCategoryBody = z.strictObject({ name: Name, description: OptionalText.optional() });

export type AreaT = z.infer<typeof Area>;
export type HeadquarterT = z.infer<typeof Headquarter>;
export type PositionT = z.infer<typeof Position>;
export type PositionCategoryT = z.infer<typeof PositionCategory>;
