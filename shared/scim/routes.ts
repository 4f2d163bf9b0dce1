import { routesOf } from '../http/route-types';
import { ListUsersQuery, ProjectionQuery, SCIM_MEDIA_TYPE, ScimDocument, ScimListResponse, ScimPatchBody, ScimPath, ScimUser, ScimUserBody, ScimUserPath } from './schemas';

const defineRoute = routesOf('scim');

/** Every SCIM route: SCIM's media type and error schema (shared/http/envelope.ts). */
const SCIM = { scim: true, tag: 'scim' } as const;
const scimJson = (status: number, schema: typeof ScimUser | typeof ScimListResponse | typeof ScimDocument) =>
  ({ status, shape: 'item', schema, contentType: SCIM_MEDIA_TYPE }) as const;

const USER_EXAMPLE = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: 'ana.torres@acme.example',
  externalId: '00u1abcd2EFGH3ijk4x7',
  name: { givenName: 'Ana', familyName: 'Torres' },
  emails: [{ value: 'ana.torres@acme.example', type: 'work', primary: true }],
  active: true,
};
const NAMES = 'the area and position names of the user (one BatchGetItem)';

export const getScimServiceProviderConfig = defineRoute({
  ...SCIM,
  id: 'getScimServiceProviderConfig',
  method: 'GET',
  path: '/org/{slug}/scim/v2/ServiceProviderConfig/',
  roles: 'any',
  summary: 'SCIM: what this service provider supports (patch, etag, filter yes; bulk, sort, changePassword no).',
  request: { path: ScimPath },
  response: scimJson(200, ScimDocument),
  budget: { calls: 0 },
  access: 'RO',
});

export const listScimResourceTypes = defineRoute({
  ...SCIM,
  id: 'listScimResourceTypes',
  method: 'GET',
  path: '/org/{slug}/scim/v2/ResourceTypes/',
  roles: 'any',
  summary: 'SCIM: the resource types served, as a ListResponse.',
  request: { path: ScimPath },
  response: scimJson(200, ScimListResponse),
  budget: { calls: 0 },
  access: 'RO',
});

export const listScimSchemas = defineRoute({
  ...SCIM,
  id: 'listScimSchemas',
  method: 'GET',
  path: '/org/{slug}/scim/v2/Schemas/',
  roles: 'any',
  summary: 'SCIM: the User and Enterprise User schemas as this provider maps them, as a ListResponse.',
  request: { path: ScimPath },
  response: scimJson(200, ScimListResponse),
  budget: { calls: 0 },
  access: 'RO',
});

export const listScimUsers = defineRoute({
  ...SCIM,
  id: 'listScimUsers',
  method: 'GET',
  path: '/org/{slug}/scim/v2/Users/',
  roles: 'admin',
  summary: 'SCIM: users, filtered (`userName eq`, `externalId eq`, `emails[value eq]`, `active eq`, …) and paged by `startIndex`/`count`.',
  description:
    'A ListResponse of users. A filter on `userName`, `emails.value`, `emails[value eq …]`, `externalId` or `id` (eq) is one key lookup; `active eq` pages the status index; no filter pages all users in creation order (stable between pages). Users deleted through SCIM are not listed.',
  request: { path: ScimPath, query: ListUsersQuery },
  response: scimJson(200, ScimListResponse),
  errors: ['scim_invalid_filter'],
  example: { query: { filter: 'userName eq "ana.torres@acme.example"' } },
  budget: { calls: 3, formula: 'lookup + GetItem + names; without a filter: page Query + COUNT Query (1 per MB) + names', why: `a filter on userName/externalId is one GetItem of its lock, then the user (GetItem) and ${NAMES}` },
  access: 'RO',
});

export const createScimUser = defineRoute({
  ...SCIM,
  id: 'createScimUser',
  method: 'POST',
  path: '/org/{slug}/scim/v2/Users/',
  roles: 'admin',
  summary: 'SCIM: creates a user (201, `Location` = `meta.location`); a userName deleted through SCIM brings that user back.',
  description:
    'Creates an active collaborator without a password (sign-in through the identity provider or set-password). `userName` must be an email, unique case-insensitively (409 `uniqueness`); `externalId` is unique in the organization. `title` and enterprise `department` name a position and an area, created when missing. A userName of a user deleted through SCIM reactivates that user (same id, history kept).',
  request: { path: ScimPath, query: ProjectionQuery, body: ScimUserBody },
  response: scimJson(201, ScimUser),
  errors: ['scim_invalid_value', 'scim_uniqueness'],
  idempotent: true,
  metric: { name: 'UsersCreated' },
  example: { body: USER_EXAMPLE },
  budget: { calls: 5, why: 'the email lock is read (taken, or a SCIM-deleted user to reactivate), then the user + email lock + externalId lock transaction, then the user and its area and position names are read back for the answer' },
  access: 'RW',
});

export const getScimUser = defineRoute({
  ...SCIM,
  id: 'getScimUser',
  method: 'GET',
  path: '/org/{slug}/scim/v2/Users/{id}/',
  roles: 'admin',
  summary: 'SCIM: one user (404 for an unknown id or a user deleted through SCIM).',
  request: { path: ScimUserPath, query: ProjectionQuery },
  response: scimJson(200, ScimUser),
  errors: ['user_not_found'],
  budget: { calls: 2, why: `the user (GetItem), then ${NAMES}` },
  access: 'RO',
});

export const replaceScimUser = defineRoute({
  ...SCIM,
  id: 'replaceScimUser',
  method: 'PUT',
  path: '/org/{slug}/scim/v2/Users/{id}/',
  roles: 'admin',
  summary: 'SCIM: replaces the user\'s mapped attributes (`If-Match` → 412 on a stale `meta.version`).',
  request: { path: ScimUserPath, query: ProjectionQuery, body: ScimUserBody },
  response: scimJson(200, ScimUser),
  errors: ['user_not_found', 'scim_invalid_value', 'scim_uniqueness', 'scim_mutability', 'version_conflict', 'conflict'],
  example: { body: { ...USER_EXAMPLE, externalId: undefined, userName: 'ana.torres.vega@acme.example', emails: [{ value: 'ana.torres.vega@acme.example', type: 'work', primary: true }] } },
  budget: { calls: 6, why: 'the user is read (existence, SCIM view), read again by update_user\'s rules, written in one transaction (email and externalId locks, sessions ended on a deactivation), then read back with its area and position names' },
  access: 'RW',
});

export const patchScimUser = defineRoute({
  ...SCIM,
  id: 'patchScimUser',
  method: 'PATCH',
  path: '/org/{slug}/scim/v2/Users/{id}/',
  roles: 'admin',
  summary: 'SCIM: add / replace / remove operations on the user (Entra ID\'s `Replace` and `"False"` accepted; `If-Match` → 412).',
  request: { path: ScimUserPath, query: ProjectionQuery, body: ScimPatchBody },
  response: scimJson(200, ScimUser),
  errors: ['user_not_found', 'scim_invalid_value', 'scim_invalid_path', 'scim_no_target', 'scim_uniqueness', 'scim_mutability', 'version_conflict', 'conflict'],
  example: { body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'name.familyName', value: 'Torres Vega' }] } },
  budget: { calls: 7, why: 'the user and its names are read (the document the operations apply to), then as for PUT' },
  access: 'RW',
});

export const deleteScimUser = defineRoute({
  ...SCIM,
  id: 'deleteScimUser',
  method: 'DELETE',
  path: '/org/{slug}/scim/v2/Users/{id}/',
  roles: 'admin',
  summary: 'SCIM: deactivates the user (history kept); SCIM sees it as deleted (404) from then on.',
  request: { path: ScimUserPath },
  response: { status: 204, shape: 'empty' },
  errors: ['user_not_found', 'conflict'],
  budget: { calls: 4, why: 'the user is read (SCIM view), then update_user\'s read, the sessions Query, and one transaction (status, sessions ended, api-keys revoked)' },
  access: 'RW',
});
