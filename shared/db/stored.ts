import * as z from 'zod/mini';

/**
 * The attribute types of stored items' schemas (`defineEntity`'s `schema`, entity.ts), one
 * instance each, shared by every entity: `import * as stored from '../db/stored'`, then
 * `id: stored.string, area_id: stored.optionalString`; an entity's other types (enums, defaults,
 * arrays, literals) are its own.
 *
 * Why not `z.string()` in each declaration: every zod call at module scope builds a schema object
 * at the cold start of every function that bundles the module, used or not (esbuild keeps them
 * all), and a store declares all its entities (the catalogue store six, the idempotency store in
 * every function). Written out, the stores' attributes were ~2 objects each: 36 for the users
 * store, 49 for the catalogues (docs/decisions/migrations-speed.md, "Cold start after the entity
 * kernel"). A zod schema is immutable and keeps nothing of a parse, so one instance read by every
 * attribute reads every item exactly as separate instances would. Only the kinds every bundle
 * has anyway: an array or a nullable here would bring zod's code for it into every function.
 */
export const string = z.string();
export const number = z.number();
export const boolean = z.boolean();
export const optionalString = z.optional(string);
export const optionalNumber = z.optional(number);
export const optionalBoolean = z.optional(boolean);
