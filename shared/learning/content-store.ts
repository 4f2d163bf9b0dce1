import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get';
import { db, tableName } from '../db/client';
import { withoutStorageAttributes } from '../db/keys';
import { catalogKey } from '../organization/catalog-store';

/**
 * Learning content: courses and tracks are catalogue collections (shared/organization/catalog-store.ts):
 * `ORG#<slug>#COURSE / <id>` and `ORG#<slug>#TRACK / <id>`, ULID ids, listed oldest first.
 * A track keeps its ordered `course_ids` on its own item.
 *
 * Access patterns:
 * - byId, list, existence: shared/organization/catalog-store.ts (GetItem, Query on the partition, BatchGet of keys);
 * - one by id, strongly consistent (an assign right after a create finds it): getContentItem;
 * - many by id (titles of the rows of a report page): getContentItems, BatchGet.
 */
export const CONTENT_CATALOG = { course: 'course', track: 'track' } as const;
export type ContentKind = keyof typeof CONTENT_CATALOG;

/** Courses and tracks by id, as resources (id → item); unknown ids are absent. */
export async function getContentItems(
  slug: string,
  refs: ReadonlyArray<{ kind: ContentKind; id: string }>,
): Promise<Map<string, Record<string, unknown>>> {
  const unique = new Map(refs.map((r) => [`${r.kind}#${r.id}`, r]));
  const keys = [...unique.values()].map((r) => catalogKey(slug, CONTENT_CATALOG[r.kind], r.id));
  const items = await batchGet(keys);
  return new Map(items.map((item) => [item.id as string, withoutStorageAttributes(item)]));
}

export async function getContentItem<T>(slug: string, kind: ContentKind, id: string): Promise<T | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: catalogKey(slug, CONTENT_CATALOG[kind], id), ConsistentRead: true }),
  );
  return Item ? (withoutStorageAttributes(Item) as T) : null;
}
