import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get';
import { db, tableName } from '../db/client';
import { keyId } from '../db/ids';
import { withoutStorageAttributes } from '../db/keys';
import { entityKey, type KeyEntity } from '../db/prefixes';
import { conditionFailureItem, isConditionFailure, updateExpression } from '../db/update';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';

/**
 * Simple catalogues of an organization (areas, headquarters, positions, position categories,
 * courses, tracks): `ORG#<slug>#<TYPE> / <id>`, each type an entry of the key registry
 * (shared/db/prefixes.ts). Ids are ULIDs, so a
 * Query on the partition lists them oldest first, one page per call.
 */
export type CatalogType = KeyEntity extends infer E ? (E extends `catalog:${infer T}` ? T : never) : never;

const partition = (slug: string, type: CatalogType) => entityKey(slug, `catalog:${type}`);
export const catalogKey = (slug: string, type: CatalogType, id: string) => ({ pk: partition(slug, type), sk: keyId(id) });

const toResource = <T>(item: Record<string, unknown>) => withoutStorageAttributes(item) as T;

export async function getCatalogItem<T>(slug: string, type: CatalogType, id: string): Promise<T | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: catalogKey(slug, type, id) }));
  return Item ? toResource<T>(Item) : null;
}

export async function putNewCatalogItem<T extends { id: string }>(slug: string, type: CatalogType, item: T): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...catalogKey(slug, type, item.id), entity: type, ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export function listCatalogPage<T>(slug: string, type: CatalogType, page: PageRequest): Promise<Page<T>> {
  return queryPage({ index: null, partition: partition(slug, type) }, page, toResource<T>);
}

export function listCatalogAll<T>(slug: string, type: CatalogType): Promise<T[]> {
  return queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition(slug, type) } }, toResource<T>);
}

/** Which of these ids exist (shared/db/batch-get.ts: one BatchGetItem per 100). */
export async function existingCatalogIds(slug: string, type: CatalogType, ids: string[]): Promise<Set<string>> {
  const items = await batchGet(
    [...new Set(ids)].map((id) => catalogKey(slug, type, id)),
    { projection: 'sk' },
  );
  return new Set(items.map((item) => item.sk as string));
}

/**
 * Which of these items of several catalogues exist, in ONE BatchGet (≤ 100 distinct keys; unprocessed
 * keys retried): answers `<type>#<id>` of those found. A write that references an area, a
 * headquarter and a position checks them in one round trip.
 */
export async function existingCatalogRefs(slug: string, refs: ReadonlyArray<{ type: CatalogType; id: string }>): Promise<Set<string>> {
  const typeOfPartition = new Map<string, CatalogType>();
  const unique = new Map<string, { pk: string; sk: string }>();
  for (const { type, id } of refs) {
    const key = catalogKey(slug, type, id);
    typeOfPartition.set(key.pk, type);
    unique.set(`${key.pk}\n${key.sk}`, key);
  }
  if (unique.size > 100) throw new Error('existingCatalogRefs: at most 100 references');
  const items = await batchGet([...unique.values()], { projection: 'pk, sk' });
  return new Set(items.map((item) => `${typeOfPartition.get(item.pk as string)}#${item.sk as string}`));
}

export type VersionedUpdate<T> = { status: 'updated'; item: T } | { status: 'not_found' } | { status: 'version_conflict' };

/**
 * Replaces fields of a versioned item in one conditional write: the item must exist and,
 * when `expectedVersion` is given, still have that version. The old image returned on a
 * failed condition tells "gone" (404) from "changed meanwhile" (412) without a second read.
 */
export async function updateVersionedCatalogItem<T>(
  slug: string,
  type: CatalogType,
  id: string,
  set: Record<string, unknown>,
  remove: string[],
  expectedVersion: number | undefined,
): Promise<VersionedUpdate<T>> {
  const parts = updateExpression({ set, remove, add: { version: 1 } });
  const checked = expectedVersion !== undefined;
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: catalogKey(slug, type, id),
        UpdateExpression: parts.UpdateExpression,
        ConditionExpression: checked ? 'attribute_exists(pk) AND #version = :expected' : 'attribute_exists(pk)',
        ExpressionAttributeNames: { ...parts.ExpressionAttributeNames, ...(checked ? { '#version': 'version' } : {}) },
        ExpressionAttributeValues: { ...parts.ExpressionAttributeValues, ...(checked ? { ':expected': expectedVersion } : {}) },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { status: 'updated', item: toResource<T>(result.Attributes ?? {}) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return conditionFailureItem(error) ? { status: 'version_conflict' } : { status: 'not_found' };
  }
}
