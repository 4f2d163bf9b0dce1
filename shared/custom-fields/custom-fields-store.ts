import { tableName } from '../db/client';
import { keyId } from '../db/ids';
import { withoutStorageAttributes } from '../db/keys';
import { entityKey } from '../db/prefixes';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import { conditionFailedAt, transactWrite } from '../db/transact';

/**
 * Custom field definitions: `ORG#<slug>#CUSTOM_FIELD / <id>` (ULID, so the list is oldest
 * first like every other list). The key is unique per organization through a lock item,
 * `ORG#<slug>#CUSTOM_FIELD_KEY / <key>`, claimed with `attribute_not_exists` in the same
 * transaction as the definition: two concurrent creates of one key cannot both succeed.
 *
 * Access patterns:
 * - definitionsOfOrg: Query `ORG#<slug>#CUSTOM_FIELD` (a page for the list endpoint; the whole
 *   small catalogue when validating a user's values, which needs every definition anyway);
 * - keyLock: primary key `ORG#<slug>#CUSTOM_FIELD_KEY / <key>`.
 *
 * The values of a user live on the user item (`custom_fields` map, see users.ts).
 */
export interface CustomFieldDefinition {
  id: string;
  key: string;
  name: string;
  type: 'text' | 'number' | 'date' | 'boolean' | 'select';
  options?: string[];
  required: boolean;
  created_at: string;
}

const partition = (slug: string) => entityKey(slug, 'customField');
const definitionKey = (slug: string, id: string) => ({ pk: partition(slug), sk: keyId(id) });
const keyLock = (slug: string, key: string) => ({ pk: entityKey(slug, 'customFieldKey'), sk: key });

const toDefinition = (item: Record<string, unknown>) => withoutStorageAttributes(item) as unknown as CustomFieldDefinition;

/** Stores a definition and claims its key; false when the key is taken. */
export async function putNewCustomField(slug: string, definition: CustomFieldDefinition): Promise<boolean> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keyLock(slug, definition.key), entity: 'custom_field_key', custom_field_id: definition.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...definitionKey(slug, definition.id), entity: 'custom_field', ...definition },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
    });
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

export function listCustomFieldsPage(slug: string, page: PageRequest): Promise<Page<CustomFieldDefinition>> {
  return queryPage({ index: null, partition: partition(slug) }, page, toDefinition);
}

/** Every definition of the organization (strongly consistent: a definition just created counts). */
export function listAllCustomFields(slug: string): Promise<CustomFieldDefinition[]> {
  return queryAll(
    { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition(slug) }, ConsistentRead: true },
    toDefinition,
  );
}

