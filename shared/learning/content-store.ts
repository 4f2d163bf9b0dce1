import { BatchGetCommand, GetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { withoutStorageAttributes } from '../db/keys';
import { catalogKey } from '../organization/catalog-store';

/**
 * Learning content: courses and tracks are catalogue collections (./catalog.ts):
 * `ORG#<slug>#COURSE / <id>` and `ORG#<slug>#TRACK / <id>`, ULID ids, listed oldest first.
 * A track keeps its ordered `course_ids` on its own item.
 *
 * Access patterns:
 * - byId, list, existence: ./catalog.ts (GetItem, Query on the partition, BatchGet of keys);
 * - one by id, strongly consistent (an assign right after a create finds it): getContentItem;
 * - many by id (titles of the rows of a report page): getContentItems, BatchGet.
 */
export const CONTENT_CATALOG = { course: 'course', track: 'track' } as const;
export type ContentKind = keyof typeof CONTENT_CATALOG;

/** BatchGetItem in chunks of 100 (in parallel), unprocessed keys retried with a short backoff. */
export async function batchGetByKeys(
  keys: ReadonlyArray<{ pk: string; sk: string }>,
  options: { projection?: string; names?: Record<string, string>; consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  const chunks: Array<Array<{ pk: string; sk: string }>> = [];
  for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Record<string, unknown>[] | undefined = chunk;
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt >= 8) throw new Error('BatchGet kept returning unprocessed keys');
        if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt * Math.random()));
        const result: BatchGetCommandOutput = await db().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: {
                Keys: pending,
                ...(options.projection ? { ProjectionExpression: options.projection } : {}),
                ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
                ...(options.consistent ? { ConsistentRead: true } : {}),
              },
            },
          }),
        );
        out.push(...(result.Responses?.[tableName()] ?? []));
        pending = result.UnprocessedKeys?.[tableName()]?.Keys;
      }
    }),
  );
  return out;
}

/** Courses and tracks by id, as resources (id → item); unknown ids are absent. */
export async function getContentItems(
  slug: string,
  refs: ReadonlyArray<{ kind: ContentKind; id: string }>,
): Promise<Map<string, Record<string, unknown>>> {
  const unique = new Map(refs.map((r) => [`${r.kind}#${r.id}`, r]));
  const keys = [...unique.values()].map((r) => catalogKey(slug, CONTENT_CATALOG[r.kind], r.id));
  const items = await batchGetByKeys(keys);
  return new Map(items.map((item) => [item.id as string, withoutStorageAttributes(item)]));
}

export async function getContentItem<T>(slug: string, kind: ContentKind, id: string): Promise<T | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: catalogKey(slug, CONTENT_CATALOG[kind], id), ConsistentRead: true }),
  );
  return Item ? (withoutStorageAttributes(Item) as T) : null;
}
