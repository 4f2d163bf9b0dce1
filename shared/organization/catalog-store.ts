import * as z from 'zod/mini';
import { batchGet } from '../db/batch-get';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import type { CatalogName } from '../db/entities';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import { queryInput } from '../db/key-query';
import type { Change, EntityOperations, Outcome } from '../db/operations';

/**
 * Simple catalogues of an organization (areas, headquarters, positions, position categories,
 * courses, tracks): `ORG#<slug>#<TYPE> / <id>`, each type an entity declared once, its name
 * (the catalogue's type, its `entity` attribute), layout and partition shape in
 * shared/db/entities.ts, its stored item's schema and key below (shared/db/entity.ts). Ids are
 * ULIDs, so a Query on the partition lists them oldest first, one page per call. Every read goes
 * through the type's schema.
 */
const StoredArea = z.object({
  id: stored.string,
  name: stored.string,
  parent_id: stored.optionalString,
  /** Set by the versioned update (SCIM renames and membership changes, updateVersionedCatalogItem). */
  version: stored.optionalNumber,
  created_at: stored.string,
  updated_at: stored.string,
});
const StoredHeadquarter = z.object({
  id: stored.string,
  name: stored.string,
  city: stored.optionalString,
  country: stored.optionalString,
  address: stored.optionalString,
  created_at: stored.string,
  updated_at: stored.string,
});
const StoredPosition = z.object({
  id: stored.string,
  name: stored.string,
  area_id: stored.optionalString,
  position_category_id: stored.optionalString,
  created_at: stored.string,
  updated_at: stored.string,
});
const StoredPositionCategory = z.object({
  id: stored.string,
  name: stored.string,
  description: stored.optionalString,
  version: stored.number,
  created_at: stored.string,
  updated_at: stored.string,
});
/** Courses and tracks (shared/learning/content-store.ts): immutable once created. */
const StoredCourse = z.object({ id: stored.string, title: stored.string, duration_minutes: stored.optionalNumber, created_at: stored.string });
const StoredTrack = z.object({ id: stored.string, title: stored.string, course_ids: z.array(stored.string), created_at: stored.string });

/** Every catalogue is one partition of its type, sorted by id (a `catalog` entity of shared/db/entities.ts). */
const catalog = <const N extends CatalogName, S extends z.ZodMiniType<Record<string, unknown>>>(name: N, schema: S) =>
  defineEntity({ name, schema, primary: { index: null, composites: [], sort: ['id'] }, indexes: {} });

/** The catalogue entities, by type. */
export const CATALOGS = {
  area: catalog('area', StoredArea),
  headquarter: catalog('headquarter', StoredHeadquarter),
  position: catalog('position', StoredPosition),
  position_category: catalog('position_category', StoredPositionCategory),
  course: catalog('course', StoredCourse),
  track: catalog('track', StoredTrack),
};
export type CatalogType = keyof typeof CATALOGS;
/** The stored item of a catalogue type, as its schema reads it. */
export type CatalogRecord<K extends CatalogType> = ReturnType<(typeof CATALOGS)[K]['parse']>;

export const catalogKey = (slug: string, type: CatalogType, id: string) => CATALOGS[type].key(slug, { id });

/** Each catalogue's entity typed by its own record, so a generic `type` picks operations of that record (no cast). */
type CatalogOperations = { [K in CatalogType]: EntityOperations<CatalogRecord<K>> & { parse(item: Record<string, unknown>): CatalogRecord<K> } };
const OPERATIONS: CatalogOperations = CATALOGS;

/** A stored item of `type` read through its schema. */
export const toCatalogRecord = <K extends CatalogType>(type: K, item: Record<string, unknown>): CatalogRecord<K> =>
  OPERATIONS[type].parse(item);

export async function getCatalogItem<K extends CatalogType>(slug: string, type: K, id: string, options: { consistent?: boolean } = {}): Promise<CatalogRecord<K> | null> {
  return OPERATIONS[type].get(catalogKey(slug, type, id), options);
}

export async function putNewCatalogItem<K extends CatalogType>(slug: string, type: K, record: CatalogRecord<K>): Promise<void> {
  await OPERATIONS[type].create(slug, record).send();
}

export function listCatalogPage<K extends CatalogType>(slug: string, type: K, page: PageRequest): Promise<Page<CatalogRecord<K>>> {
  return queryPage(CATALOGS[type].primary.query(slug, {}), page, (item) => toCatalogRecord(type, item));
}

export function listCatalogAll<K extends CatalogType>(slug: string, type: K): Promise<CatalogRecord<K>[]> {
  return queryAll(queryInput(CATALOGS[type].primary.query(slug, {})), (item) => toCatalogRecord(type, item));
}

/** Which of these ids exist (shared/db/batch-get.ts: one BatchGetItem per 100). */
export async function existingCatalogIds(slug: string, type: CatalogType, ids: string[]): Promise<Set<string>> {
  const items = await batchGet(
    [...new Set(ids)].map((id) => catalogKey(slug, type, id)),
    { projection: 'sk' },
  );
  return new Set(items.map((item) => String(item.sk)));
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
  return new Set(items.map((item) => `${typeOfPartition.get(String(item.pk))}#${String(item.sk)}`));
}

export type VersionedUpdate<T> = { status: 'updated'; item: T } | { status: 'not_found' } | { status: 'version_conflict' };

/** The catalogues whose items carry a `version` (areas, position categories). */
export type VersionedCatalog = 'area' | 'position_category';

/** What a versioned update came to: the item after it, or why it was refused (the item as it was tells which). */
const versionedOutcome = <T>(outcome: Outcome<T>): VersionedUpdate<T> =>
  outcome.applied ? { status: 'updated', item: outcome.item! } : outcome.current ? { status: 'version_conflict' } : { status: 'not_found' };

/** Each versioned catalogue's update, written on its own record type (a typed where on `version`). */
const VERSIONED_UPDATES: {
  [K in VersionedCatalog]: (slug: string, id: string, change: Change<CatalogRecord<K>>, expected: number | undefined) => Promise<VersionedUpdate<CatalogRecord<K>>>;
} = {
  area: async (slug, id, change, expected) =>
    versionedOutcome(await CATALOGS.area.patch(slug, { id }, { ...change, add: { version: 1 } }, expected === undefined ? {} : { where: (w) => w.eq('version', expected) }).returning()),
  position_category: async (slug, id, change, expected) =>
    versionedOutcome(
      await CATALOGS.position_category.patch(slug, { id }, { ...change, add: { version: 1 } }, expected === undefined ? {} : { where: (w) => w.eq('version', expected) }).returning(),
    ),
};

/**
 * Replaces fields of a versioned item in one conditional write: the item must exist and,
 * when `expectedVersion` is given, still have that version. The old image returned on a
 * failed condition tells "gone" (404) from "changed meanwhile" (412) without a second read.
 * Catalogues have no index: the fields it sets move no key.
 */
export function updateVersionedCatalogItem<K extends VersionedCatalog>(
  slug: string,
  type: K,
  id: string,
  set: Change<CatalogRecord<K>>['set'],
  remove: Change<CatalogRecord<K>>['remove'],
  expectedVersion: number | undefined,
): Promise<VersionedUpdate<CatalogRecord<K>>> {
  return VERSIONED_UPDATES[type](slug, id, { ...(set ? { set } : {}), ...(remove ? { remove } : {}) }, expectedVersion);
}
