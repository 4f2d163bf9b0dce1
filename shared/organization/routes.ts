import { EX } from '../schemas/example-ids';
import type { z } from 'zod/mini';
import { OrgPath, orgPathWith, pageQuery } from '../schemas/common';
import {
  Area,
  CreateArea,
  CreateHeadquarter,
  CreatePosition,
  Headquarter,
  PermissionGroup,
  Position,
  PositionCategory,
  PositionCategoryBody,
} from './schemas';
import { type CallBudget, routesOf } from '../http/route-types';

const defineRoute = routesOf('organization');

/** Contract 4.9: the day the legacy aliases were deprecated (sent as `Deprecation: @<unix>`). */
export const LEGACY_ALIASES_DEPRECATED_ON = '2026-09-01';

const list = <const S extends z.ZodMiniType>(id: string, segment: string, item: S, what: string) =>
  defineRoute({
    id,
    method: 'GET',
    path: `/org/{slug}/organizations/${segment}/`,
    roles: 'any',
    tag: 'organization',
    summary: `Lists ${what}, oldest first, one page at a time.`,
    request: { path: OrgPath, query: pageQuery() },
    response: { status: 200, shape: 'list', schema: item },
    errors: ['invalid_cursor'],
    budget: { calls: 1 },
    access: 'RO',
  });

const create = <const S extends z.ZodMiniType, const B extends z.ZodMiniType>(
  id: string,
  segment: string,
  item: S,
  body: B,
  what: string,
  example: unknown,
  budget: CallBudget = { calls: 1 },
) =>
  defineRoute({
    id,
    method: 'POST',
    path: `/org/{slug}/organizations/${segment}/`,
    roles: 'admin',
    tag: 'organization',
    summary: `Creates ${what}.`,
    request: { path: OrgPath, body },
    response: { status: 201, shape: 'item', schema: item },
    errors: ['invalid_reference'],
    idempotent: true,
    metric: { name: 'OrganizationItemsCreated' },
    example: { body: example },
    budget,
    access: 'RW',
  });

/** Contract 4.9: deprecated, unlisted aliases answering the legacy bare array. */
const legacy = <const S extends z.ZodMiniType>(id: string, legacyPath: string, successorSegment: string | null, item: S) =>
  defineRoute({
    id,
    method: 'GET',
    path: `/org/{slug}/${legacyPath}`,
    roles: legacyPath === 'permission_groups' ? 'admin' : 'any',
    tag: 'organization',
    summary: `Deprecated alias: every item as a bare array.`,
    request: { path: OrgPath },
    response: { status: 200, shape: 'legacy-array', schema: item },
    deprecated: {
      since: LEGACY_ALIASES_DEPRECATED_ON,
      successor: successorSegment ? `/org/{slug}/organizations/${successorSegment}/` : null,
      documented: false,
    },
    budget:
      legacyPath === 'permission_groups'
        ? { calls: 2, why: 'two groups (admin, collaborator), each a COUNT Query of the users-by-role index' }
        : { calls: 1 },
    access: 'RO',
  });

export const listAreas = list('listAreas', 'areas', Area, 'areas');
export const listHeadquarters = list('listHeadquarters', 'headquarters', Headquarter, 'headquarters');
export const listPositions = list('listPositions', 'positions', Position, 'positions');
export const listPositionCategories = list('listPositionCategories', 'position-categories', PositionCategory, 'position categories');

export const createArea = create('createArea', 'areas', Area, CreateArea, 'an area (its `parent_id` must exist)', {
  name: 'Operations',
  parent_id: EX.parentAreaId,
}, { calls: 2, why: 'the parent area must exist: its existence is read before the put (a ConditionCheck in a transaction would make it 1)' });
export const createHeadquarter = create('createHeadquarter', 'headquarters', Headquarter, CreateHeadquarter, 'a headquarter', {
  name: 'Lima headquarters',
  city: 'Lima',
  country: 'Peru',
  address: 'Av. Javier Prado Este 4200, Santiago de Surco',
});
export const createPosition = create('createPosition', 'positions', Position, CreatePosition, 'a position (referenced area and category must exist)', {
  name: 'Shift supervisor',
  area_id: EX.areaId,
  position_category_id: EX.positionCategoryId,
}, { calls: 2, why: 'the referenced area and category must exist: one BatchGetItem of both references, then the put' });
export const createPositionCategory = create('createPositionCategory', 'position-categories', PositionCategory, PositionCategoryBody, 'a position category', {
  name: 'Supervisors',
  description: 'People who lead a shift or a team.',
});

export const replacePositionCategory = defineRoute({
  id: 'replacePositionCategory',
  method: 'PUT',
  path: '/org/{slug}/organizations/position-categories/{position_category_id}/',
  roles: 'admin',
  tag: 'organization',
  summary: 'Edits a position category. Send `If-Match: "<version>"` to refuse a lost update (412).',
  request: { path: orgPathWith('position_category_id', 'The position category to replace.'), body: PositionCategoryBody },
  response: { status: 200, shape: 'item', schema: PositionCategory },
  errors: ['position_category_not_found', 'version_conflict'],
  example: { body: { name: 'Supervisors', description: 'People who lead a shift or a team.' } },
  budget: { calls: 1 },
  access: 'RW',
});

export const legacyAreas = legacy('legacyListAreas', 'areas', 'areas', Area);
export const legacyHeadquarters = legacy('legacyListHeadquarters', 'headquarters', 'headquarters', Headquarter);
export const legacyPositions = legacy('legacyListPositions', 'positions', 'positions', Position);
export const legacyPositionCategories = legacy('legacyListPositionCategories', 'position_categories', 'position-categories', PositionCategory);
export const legacyPermissionGroups = legacy('legacyListPermissionGroups', 'permission_groups', null, PermissionGroup);
