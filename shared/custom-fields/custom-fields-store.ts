import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { queryInput } from '../db/key-query';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import { transaction } from '../db/operations';
import { CUSTOM_FIELD_TYPES } from './enums';

/**
 * Custom field definitions: `ORG#<slug>#CUSTOM_FIELD / <id>` (ULID, so the list is oldest
 * first like every other list). The key is unique per organization through a lock item,
 * `ORG#<slug>#CUSTOM_FIELD_KEY / <key>`, claimed with `attribute_not_exists` in the same
 * transaction as the definition: two concurrent creates of one key cannot both succeed.
 *
 * Access patterns:
 * - all of the organization (CUSTOM_FIELDS): Query `ORG#<slug>#CUSTOM_FIELD` (a page for the list endpoint; the whole
 *   small catalogue when validating a user's values, which needs every definition anyway);
 * - the key's lock (CUSTOM_FIELD_KEYS): primary key `ORG#<slug>#CUSTOM_FIELD_KEY / <key>`.
 *
 * The values of a user live on the user item (`custom_fields` map, see users.ts).
 */
const StoredCustomField = z.object({
  id: stored.string,
  key: stored.string,
  name: stored.string,
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.optional(z.array(stored.string)),
  required: z._default(stored.boolean, false),
  created_at: stored.string,
});
export type CustomFieldDefinition = z.output<typeof StoredCustomField>;

/** The definition entity, declared once (shared/db/entity.ts). */
export const CUSTOM_FIELDS = defineEntity({
  name: 'custom_field',
  schema: StoredCustomField,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {},
});

/** The key lock: the key is its sort key only; the lock stores the definition that holds it. */
export const CUSTOM_FIELD_KEYS = defineEntity({
  name: 'custom_field_key',
  schema: z.object({ key: stored.optionalString, custom_field_id: stored.string }),
  primary: { index: null, composites: [], sort: ['key'] },
  indexes: {},
  keyOnly: ['key'],
});

const toDefinition = (item: Record<string, unknown>) => CUSTOM_FIELDS.parse(item);
const definitions = (slug: string) => CUSTOM_FIELDS.primary.query(slug, {});

/** Stores a definition and claims its key; false when the key is taken. */
export async function putNewCustomField(slug: string, definition: CustomFieldDefinition): Promise<boolean> {
  const write = transaction({
    key: CUSTOM_FIELD_KEYS.create(slug, { key: definition.key, custom_field_id: definition.id }),
    definition: CUSTOM_FIELDS.create(slug, definition),
  });
  try {
    await write.go();
    return true;
  } catch (error) {
    if (write.failed(error, 'key')) return false;
    throw error;
  }
}

export function listCustomFieldsPage(slug: string, page: PageRequest): Promise<Page<CustomFieldDefinition>> {
  return queryPage(definitions(slug), page, toDefinition);
}

/** Every definition of the organization (strongly consistent: a definition just created counts). */
export function listAllCustomFields(slug: string): Promise<CustomFieldDefinition[]> {
  return queryAll({ ...queryInput(definitions(slug)), ConsistentRead: true }, toDefinition);
}

