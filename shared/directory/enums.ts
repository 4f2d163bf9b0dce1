import * as z from 'zod/mini';

/**
 * The directory's enums (api.md §5), apart from the `User` response schema: schemas.ts re-exports
 * them, and the stores declare their items with them from here. A store importing schemas.ts
 * would build the whole `User` schema (its descriptions included) at the cold start of every
 * function that reads a user — the authorizer and most handlers of every area — for nothing:
 * an area's response schemas are built where its routes are (docs/decisions/migrations-speed.md,
 * "Cold start after the entity kernel").
 */
export const UserRole = z.enum(['admin', 'collaborator']);
export const UserStatus = z.enum(['active', 'inactive']);
export const CustomFieldValue = z.union([z.string(), z.number(), z.boolean()]);
