/**
 * The kinds of value a custom field takes (api.md), owned by the custom-fields area: schemas.ts
 * builds its enum from them; the store declares its items with them from here, not from
 * schemas.ts (a store that imports schemas.ts builds every response schema of the area at the cold
 * start of each function that bundles it: docs/decisions/migrations-speed.md, "Cold start after
 * the entity kernel").
 */
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'boolean', 'select'] as const;
