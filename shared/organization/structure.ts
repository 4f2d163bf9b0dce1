import { ApiError } from '../errors/api-error';
import { newId } from '../db/ids';
import type { Page, PageRequest } from '../db/query-page';
import {
  existingCatalogRefs,
  getCatalogItem,
  listCatalogAll,
  listCatalogPage,
  putNewCatalogItem,
  updateVersionedCatalogItem,
  type CatalogRecord,
  type CatalogType,
} from './catalog-store';
import { countUsersWithRole } from '../directory/user-lists-store';
import type { AreaT, HeadquarterT, PositionCategoryT, PositionT } from './schemas';

/** The four collections of the organization structure (contract 4.7) and their catalogue types. */
export const STRUCTURE = {
  areas: 'area',
  headquarters: 'headquarter',
  positions: 'position',
  positionCategories: 'position_category',
} as const;
export type StructureCollection = keyof typeof STRUCTURE;

/** The stored record of a collection's items. */
export type StructureRecord<C extends StructureCollection> = CatalogRecord<(typeof STRUCTURE)[C]>;

export const listStructurePage = <C extends StructureCollection>(slug: string, collection: C, page: PageRequest): Promise<Page<StructureRecord<C>>> =>
  listCatalogPage(slug, STRUCTURE[collection], page);

/** The legacy aliases of contract 4.9 answer every item as a bare array. */
export const listStructureAll = <C extends StructureCollection>(slug: string, collection: C): Promise<StructureRecord<C>[]> =>
  listCatalogAll(slug, STRUCTURE[collection]);

/** 422 `invalid_reference` unless every given id exists in its collection (all checked in one BatchGetItem). */
export async function assertReferencesExist(slug: string, references: Array<[field: string, type: CatalogType, id: string | undefined]>) {
  const given = references.filter((r): r is [string, CatalogType, string] => r[2] !== undefined);
  if (given.length === 0) return;
  const found = await existingCatalogRefs(slug, given.map(([, type, id]) => ({ type, id })));
  const details = given
    .filter(([, type, id]) => !found.has(`${type}#${id}`))
    .map(([field, type]) => ({ path: field, issue: `no ${type.replace('_', ' ')} with this id` }));
  if (details.length) throw new ApiError('invalid_reference', 'A referenced resource does not exist.', details);
}

function stamp(now: Date) {
  const at = now.toISOString();
  return { id: newId(now.getTime()), created_at: at, updated_at: at };
}

export async function createArea(slug: string, input: { name: string; parent_id?: string }, now = new Date()): Promise<AreaT> {
  await assertReferencesExist(slug, [['parent_id', STRUCTURE.areas, input.parent_id]]);
  const area = { ...stamp(now), ...input };
  await putNewCatalogItem(slug, STRUCTURE.areas, area);
  return area;
}

export async function createHeadquarter(
  slug: string,
  input: Omit<HeadquarterT, 'id' | 'created_at' | 'updated_at'>,
  now = new Date(),
): Promise<HeadquarterT> {
  const headquarter = { ...stamp(now), ...input };
  await putNewCatalogItem(slug, STRUCTURE.headquarters, headquarter);
  return headquarter;
}

export async function createPosition(
  slug: string,
  input: { name: string; area_id?: string; position_category_id?: string },
  now = new Date(),
): Promise<PositionT> {
  await assertReferencesExist(slug, [
    ['area_id', STRUCTURE.areas, input.area_id],
    ['position_category_id', STRUCTURE.positionCategories, input.position_category_id],
  ]);
  const position = { ...stamp(now), ...input };
  await putNewCatalogItem(slug, STRUCTURE.positions, position);
  return position;
}

export async function createPositionCategory(
  slug: string,
  input: { name: string; description?: string },
  now = new Date(),
): Promise<PositionCategoryT> {
  const category = { ...stamp(now), version: 1, ...input };
  await putNewCatalogItem(slug, STRUCTURE.positionCategories, category);
  return category;
}

/** `If-Match` carries a version, bare or as a quoted ETag (`"3"`); anything else is a 400. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw new ApiError('validation_failed', 'If-Match must be a version number.', [{ in: 'header', path: 'If-Match', issue: 'expected a version such as "3"' }]);
  return Number(match[1]);
}

/** PUT semantics: the body replaces name and description; an omitted description is removed. */
export async function replacePositionCategory(
  slug: string,
  id: string,
  input: { name: string; description?: string },
  expectedVersion: number | undefined,
  now = new Date(),
): Promise<PositionCategoryT> {
  const set = { name: input.name, updated_at: now.toISOString(), ...(input.description !== undefined ? { description: input.description } : {}) };
  const remove = input.description === undefined ? (['description'] as const) : [];
  const result = await updateVersionedCatalogItem(slug, STRUCTURE.positionCategories, id, set, remove, expectedVersion);
  if (result.status === 'not_found') throw new ApiError('position_category_not_found', 'No such position category.');
  if (result.status === 'version_conflict') throw new ApiError('version_conflict', 'The position category changed since that version.');
  return result.item;
}

export const getPositionCategory = (slug: string, id: string) =>
  getCatalogItem(slug, STRUCTURE.positionCategories, id);

/** The retired `permission_groups`: the two role groups and how many users each has. */
export async function permissionGroups(slug: string) {
  const [admins, collaborators] = await Promise.all([countUsersWithRole(slug, 'admin'), countUsersWithRole(slug, 'collaborator')]);
  return [
    { id: 'admin' as const, name: 'Administrators', members: admins },
    { id: 'collaborator' as const, name: 'Collaborators', members: collaborators },
  ];
}
