import { batchGet } from '../db/batch-get';
import { catalogKey, getCatalogItem, toCatalogRecord, type CatalogRecord } from '../organization/catalog-store';

/**
 * Learning content: courses and tracks are catalogue collections (shared/organization/catalog-store.ts
 * declares their entities, `course` and `track`): `ORG#<slug>#COURSE / <id>` and
 * `ORG#<slug>#TRACK / <id>`, ULID ids, listed oldest first. A track keeps its ordered
 * `course_ids` on its own item.
 *
 * Access patterns:
 * - byId, list, existence: shared/organization/catalog-store.ts (GetItem, Query on the partition, BatchGet of keys);
 * - one by id, strongly consistent (an assign right after a create finds it): getContentItem;
 * - many by id (titles of the rows of a report page): getContentItems, BatchGet.
 */
export const CONTENT_CATALOG = { course: 'course', track: 'track' } as const;
export type ContentKind = keyof typeof CONTENT_CATALOG;
export type ContentRecord<K extends ContentKind = ContentKind> = CatalogRecord<(typeof CONTENT_CATALOG)[K]>;

/** Courses and tracks by id, read through their schemas (id → record); unknown ids are absent. */
export async function getContentItems(slug: string, refs: ReadonlyArray<{ kind: ContentKind; id: string }>): Promise<Map<string, ContentRecord>> {
  const kindOfPartition = new Map<string, ContentKind>();
  const unique = new Map<string, { pk: string; sk: string }>();
  for (const { kind, id } of refs) {
    const key = catalogKey(slug, CONTENT_CATALOG[kind], id);
    kindOfPartition.set(key.pk, kind);
    unique.set(`${kind}#${id}`, key);
  }
  const items = await batchGet([...unique.values()]);
  return new Map(
    items.map((item) => {
      const record = toCatalogRecord(CONTENT_CATALOG[kindOfPartition.get(String(item.pk))!], item);
      return [record.id, record];
    }),
  );
}

export const getContentItem = <K extends ContentKind>(slug: string, kind: K, id: string): Promise<ContentRecord<K> | null> =>
  getCatalogItem(slug, CONTENT_CATALOG[kind], id, { consistent: true });
