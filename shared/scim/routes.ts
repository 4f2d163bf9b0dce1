import { EX } from '../schemas/example-ids';
import { routesOf } from '../http/route-types';
import {
  ListGroupsQuery,
  ListUsersQuery,
  ProjectionQuery,
  SCIM_MEDIA_TYPE,
  ScimDocument,
  ScimGroup,
  ScimGroupBody,
  ScimGroupPath,
  ScimListResponse,
  ScimPatchBody,
  ScimPath,
  ScimResourceTypePath,
  ScimSchemaPath,
  ScimUser,
  ScimUserBody,
  ScimUserPath,
} from './schemas';

const defineRoute = routesOf('scim');

/** Every SCIM route: SCIM's media type and error schema (shared/http/envelope.ts). */
const SCIM = { scim: true, tag: 'scim' } as const;
const scimJson = (status: number, schema: typeof ScimUser | typeof ScimGroup | typeof ScimListResponse | typeof ScimDocument) =>
  ({ status, shape: 'item', schema, contentType: SCIM_MEDIA_TYPE }) as const;

const USER_EXAMPLE = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: 'ana.torres@acme.example',
  externalId: '00u1abcd2EFGH3ijk4x7',
  name: { givenName: 'Ana', familyName: 'Torres' },
  emails: [{ value: 'ana.torres@acme.example', type: 'work', primary: true }],
  active: true,
};
const { externalId: _externalId, ...USER_WITHOUT_EXTERNAL_ID } = USER_EXAMPLE;
/** A new person (the example organization already has Ana Torres: infra/local/seed-examples.ts). */
const NEW_USER_EXAMPLE = {
  ...USER_EXAMPLE,
  userName: 'lucia.mendez@acme.example',
  name: { givenName: 'Lucía', familyName: 'Méndez' },
  emails: [{ value: 'lucia.mendez@acme.example', type: 'work', primary: true }],
};
const NAMES = 'the area and position names of the user (one BatchGetItem)';
/** A user answered alone (not in a list page) shows its groups (shared/scim/user-groups.ts): `g` is 1 when it has any. */
const GROUPS_OF_USER = 'its groups: one Query of its memberships, beside the names, and one BatchGetItem of the groups when it has any (g = 1)';
const hasGroups = (body: { groups?: unknown[] }) => (body.groups?.length ? 1 : 0);

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

export const getScimResourceType = defineRoute({
  ...SCIM,
  id: 'getScimResourceType',
  method: 'GET',
  path: '/org/{slug}/scim/v2/ResourceTypes/{resource_type_id}/',
  roles: 'any',
  summary: 'SCIM: one resource type (`User` or `Group`), where its `meta.location` points.',
  request: { path: ScimResourceTypePath },
  response: scimJson(200, ScimDocument),
  errors: ['scim_resource_type_not_found'],
  example: { path: { resource_type_id: 'User' } },
  budget: { calls: 0 },
  access: 'RO',
});

export const getScimSchema = defineRoute({
  ...SCIM,
  id: 'getScimSchema',
  method: 'GET',
  path: '/org/{slug}/scim/v2/Schemas/{schema_id}/',
  roles: 'any',
  summary: 'SCIM: one schema by its URN (User, Enterprise User, Group), where its `meta.location` points.',
  request: { path: ScimSchemaPath },
  response: scimJson(200, ScimDocument),
  errors: ['scim_schema_not_found'],
  example: { path: { schema_id: 'urn:ietf:params:scim:schemas:core:2.0:User' } },
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
    'A ListResponse of users. A filter on `userName`, `emails.value`, `emails[value eq …]`, `externalId` or `id` (eq) is one key lookup; `active eq` pages the status index; no filter pages all users in creation order (stable between pages). Users deleted through SCIM are neither listed nor counted: `totalResults` is exactly what paging through returns, and a page holds `count` users unless it is the last. `count` below 0 is read as 0 and above 100 as 100, `startIndex` below 1 as 1 (RFC 7644 §3.4.2.4); `itemsPerPage` is the number of resources returned. Paging: `startIndex` is an offset, served at the cost of one page at any depth when pages follow each other (`startIndex` = previous `startIndex` + `count`, what Okta and Entra ID send). A `startIndex` may also jump ahead, up to 1,000 users past the furthest position a page reached since a user was last deleted through SCIM or reactivated; further ahead it is 400 `invalidValue` (page through instead), and with `active eq` it is at most 1,001. A `startIndex` beyond `totalResults` is an empty page.',
  request: { path: ScimPath, query: ListUsersQuery },
  response: scimJson(200, ScimListResponse),
  errors: ['scim_invalid_filter', 'scim_invalid_value'],
  example: { query: { filter: 'userName eq "ana.torres@acme.example"' } },
  budget: {
    calls: 6,
    formula: 'a filter on userName/externalId/emails/id: lookup + GetItem + names; without a filter: user count Query (16 shards) + position Query (startIndex > 1) + ≤ 1 keys-only Query (≤ 1,000 skipped users) + page Query (one more per 100 SCIM-deleted users passed over) + names + position PutItem; `active eq`: the same count Query (its status tally) + ≤ 1 keys-only Query (startIndex ≤ 1,001) + page Query + names',
    why: `a filter on externalId is one GetItem of its lock (on userName, two at once: the userName lock and the email lock), then the user (GetItem) and ${NAMES}; without a filter the total is the stored user count (one Query of its 16 shards, not a COUNT of the organization), the page starts at the position the previous page recorded (one Query, and at most one keys-only Query for a jump), and the position where it ends is recorded (one PutItem): the same calls for page 1 and page 500; active eq reads its total from the same stored counts (the status tallies), never a COUNT of the users`,
  },
  // RW: the page records the position where it ends (shared/scim/positions-store.ts).
  access: 'RW',
});

export const createScimUser = defineRoute({
  ...SCIM,
  id: 'createScimUser',
  method: 'POST',
  path: '/org/{slug}/scim/v2/Users/',
  roles: 'admin',
  summary: 'SCIM: creates a user (201, `Location` = `meta.location`); a userName deleted through SCIM brings that user back.',
  description:
    'Creates an active collaborator without a password (sign-in through the identity provider or set-password). `userName` is required and may be any string; it and the login email (the primary email, else the `work` one, else the first, else `userName` when it is an email) are unique case-insensitively among the userNames and login emails of the organization (409 `uniqueness`); `externalId` is unique in the organization. `title` and enterprise `department` name a position and an area, created when missing. A userName of a user deleted through SCIM reactivates that user (same id, history kept).',
  request: { path: ScimPath, query: ProjectionQuery, body: ScimUserBody },
  response: scimJson(201, ScimUser),
  errors: ['scim_invalid_value', 'scim_uniqueness', 'conflict'],
  idempotent: true,
  metric: { name: 'UsersCreated' },
  example: { body: NEW_USER_EXAMPLE },
  budget: { calls: ({ body }) => 7 + hasGroups(body), formula: '7 + g', why: `the userName lock and the email lock of the userName are read (taken, or a SCIM-deleted user to reactivate; the login email's lock too when it is another text), then the user + email lock + userName and externalId locks transaction, then the user and its area and position names are read back for the answer, and ${GROUPS_OF_USER}` },
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
  budget: { calls: ({ body }) => 3 + hasGroups(body), formula: '3 + g', why: `the user (GetItem), then ${NAMES} and ${GROUPS_OF_USER}` },
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
  errors: ['user_not_found', 'scim_invalid_value', 'scim_uniqueness', 'scim_mutability', 'version_conflict', 'conflict', 'last_active_admin'],
  example: { body: { ...USER_WITHOUT_EXTERNAL_ID, userName: 'ana.torres.vega@acme.example', emails: [{ value: 'ana.torres.vega@acme.example', type: 'work', primary: true }] } },
  budget: { calls: ({ body }) => 7 + hasGroups(body), formula: '7 + g', why: `the user is read (existence, SCIM view), read again by update_user's rules, written in one transaction (email and externalId locks, sessions ended on a deactivation), then read back with its area and position names and ${GROUPS_OF_USER}` },
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
  errors: ['user_not_found', 'scim_invalid_value', 'scim_invalid_path', 'scim_no_target', 'scim_uniqueness', 'scim_mutability', 'version_conflict', 'conflict', 'last_active_admin'],
  example: { body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'name.familyName', value: 'Torres Vega' }] } },
  budget: { calls: ({ body }) => 9 + 2 * hasGroups(body), formula: '9 + 2g', why: `the user, its names and ${GROUPS_OF_USER} are read (the document the operations apply to), then as for PUT` },
  access: 'RW',
});

export const deleteScimUser = defineRoute({
  ...SCIM,
  id: 'deleteScimUser',
  method: 'DELETE',
  path: '/org/{slug}/scim/v2/Users/{id}/',
  roles: 'admin',
  summary: 'SCIM: deactivates the user (history kept); SCIM sees it as deleted (404) from then on.',
  description:
    'Deactivates the user as `update_user` does (sessions end, the api-keys they made are revoked) and hides them from SCIM. An administrator may be deactivated or deleted through SCIM (the identity provider deprovisions whoever left), but never the organization\'s last active administrator: that is 409 `last_active_admin`, decided in the write itself (two concurrent deletes of the last two administrators cannot both succeed). The same holds for `active: false` in PUT and PATCH. SCIM never changes a role.',
  request: { path: ScimUserPath },
  response: { status: 204, shape: 'empty' },
  errors: ['user_not_found', 'conflict', 'last_active_admin'],
  example: { path: { id: EX.departingUserId } },
  budget: { calls: 5, why: 'the user is read (SCIM view), then update_user\'s read, the sessions Query, the api-keys the user made (one Query of their index), and one transaction (status, sessions ended, api-keys revoked)' },
  access: 'RW',
});

/**
 * SCIM Groups (docs/decisions/scim.md, "Groups of their own; areas stay areas (2026-11-28, #41)"):
 * groups of their own once the organization is at the `groups` data level (every organization after
 * the migration); before it, the organization's areas (shared/scim/area-groups.ts), which is what
 * the `area_*` errors are. The budgets are the groups store's.
 */
const MEMBERS = 'the members: the group and one Query of its memberships, then one BatchGetItem of the users (names, and whether SCIM sees them) per 100';
const LISTED = 'members are listed up to 1,000 per group (a bigger group is answered without `members`: page them with `GET /org/{slug}/groups/{group_id}/members/`)';

export const listScimGroups = defineRoute({
  ...SCIM,
  id: 'listScimGroups',
  method: 'GET',
  path: '/org/{slug}/scim/v2/Groups/',
  roles: 'admin',
  summary: 'SCIM: groups, filtered by `displayName eq`, `externalId eq`, `id eq` (and `members[value eq …]`), paged by `startIndex`/`count`.',
  description:
    `A ListResponse of the organization's groups, in creation order. \`displayName eq\` (case-insensitive), \`externalId eq\` and \`id eq\` are one key lookup; \`id eq "…" and members[value eq "<user id>"]\` (Okta's membership probe) one read of that membership more. Other filters on displayName, id and externalId read the organization's groups. \`totalResults\` is exact. Members cost their reads per group of the page: send \`excludedAttributes=members\` when they are not needed (Entra ID does); ${LISTED}.`,
  request: { path: ScimPath, query: ListGroupsQuery },
  response: scimJson(200, ScimListResponse),
  errors: ['scim_invalid_filter'],
  example: { query: { filter: 'displayName eq "Operations"', excludedAttributes: 'members' } },
  budget: { calls: 2, formula: '2 + 3 per group of the page with members', why: `a key filter is the lock's GetItem and the group's (a filter without a key: one Query of the groups); ${MEMBERS}` },
  access: 'RO',
});

export const createScimGroup = defineRoute({
  ...SCIM,
  id: 'createScimGroup',
  method: 'POST',
  path: '/org/{slug}/scim/v2/Groups/',
  roles: 'admin',
  summary: 'SCIM: creates a group (201, `Location` = `meta.location`) with its members; a user may be in any number of groups.',
  description:
    'Creates a group named `displayName` (409 `uniqueness` when another group has that name, case-insensitively, or that `externalId`). Each member is the id of a user SCIM sees (400 `invalidValue` otherwise, and no group is created). Areas are not touched: the enterprise `department` of a user is its area.',
  request: { path: ScimPath, query: ProjectionQuery, body: ScimGroupBody },
  response: scimJson(201, ScimGroup),
  errors: ['scim_invalid_value', 'scim_uniqueness', 'area_not_found', 'group_not_found'],
  idempotent: true,
  example: { body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Engineering', members: [] } },
  budget: { calls: 5, formula: '5 + 2 per 49 members', why: `the group and its name (and externalId) locks in one transaction; with members, one BatchGetItem of the users and one transaction per 49 (memberships, a check of each user, the group's count); then the group read back with ${MEMBERS}` },
  access: 'RW',
});

export const getScimGroup = defineRoute({
  ...SCIM,
  id: 'getScimGroup',
  method: 'GET',
  path: '/org/{slug}/scim/v2/Groups/{group_id}/',
  roles: 'admin',
  summary: 'SCIM: one group with its members (`excludedAttributes=members` leaves them out).',
  description: `The group, its \`externalId\` and its members (users deleted through SCIM left out); ${LISTED}.`,
  request: { path: ScimGroupPath, query: ProjectionQuery },
  response: scimJson(200, ScimGroup),
  errors: ['area_not_found', 'group_not_found'],
  budget: { calls: 4, why: `the group (GetItem), then ${MEMBERS}` },
  access: 'RO',
});

export const replaceScimGroup = defineRoute({
  ...SCIM,
  id: 'replaceScimGroup',
  method: 'PUT',
  path: '/org/{slug}/scim/v2/Groups/{group_id}/',
  roles: 'admin',
  summary: 'SCIM: replaces displayName and externalId and, when `members` is sent, the member list (`If-Match` → 412 on a stale `meta.version`).',
  request: { path: ScimGroupPath, query: ProjectionQuery, body: ScimGroupBody },
  response: scimJson(200, ScimGroup),
  errors: ['area_not_found', 'group_not_found', 'scim_invalid_value', 'scim_uniqueness', 'scim_mutability', 'version_conflict', 'conflict'],
  example: { path: { group_id: EX.groupId }, body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Engineering and research' } },
  budget: { calls: 8, formula: '8 + 2 per 49 members added or 99 removed', why: `the group is read, renamed (one transaction with its locks), its members read to compare (one Query per 1,000), then one transaction per 49 added / 99 removed, then read back with ${MEMBERS}` },
  access: 'RW',
});

export const patchScimGroup = defineRoute({
  ...SCIM,
  id: 'patchScimGroup',
  method: 'PATCH',
  path: '/org/{slug}/scim/v2/Groups/{group_id}/',
  roles: 'admin',
  summary: 'SCIM: members add / remove / replace (`members[value eq …]`, value lists; Okta\'s and Entra ID\'s forms), displayName and externalId (`If-Match` → 412).',
  description:
    'Member operations are applied without reading the whole member list (but `replace` of `members`): each added user must be one SCIM sees (400 `invalidValue`), adding a member already in the group or removing one who is not changes nothing. A user stays in the other groups they are in. The writes are conditional on `If-Match` (412 `version_conflict` when the group changed since that version).',
  request: { path: ScimGroupPath, query: ProjectionQuery, body: ScimPatchBody },
  response: scimJson(200, ScimGroup),
  errors: ['area_not_found', 'group_not_found', 'scim_invalid_value', 'scim_invalid_path', 'scim_no_target', 'scim_uniqueness', 'scim_mutability', 'version_conflict', 'conflict'],
  example: { path: { group_id: EX.groupId }, body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'members', value: [] }] } },
  budget: { calls: 7, formula: '7 + 2 per 49 members added or 99 removed', why: `the group is read, the added users (one BatchGetItem), then a transaction per 49 added / 99 removed (each after one BatchGetItem of the group and those memberships), then read back with ${MEMBERS}` },
  access: 'RW',
});

export const deleteScimGroup = defineRoute({
  ...SCIM,
  id: 'deleteScimGroup',
  method: 'DELETE',
  path: '/org/{slug}/scim/v2/Groups/{group_id}/',
  roles: 'admin',
  summary: 'SCIM: deletes the group and its memberships (also with members: 204); users and areas stay.',
  description: 'Okta\'s "delete pushed group" and Entra ID\'s unassignment: the group and its name and externalId locks go in one transaction, then its memberships. Before the organization\'s `groups` migration (groups were areas) it is 409 `area_in_use` while users, positions or child areas refer to the area.',
  request: { path: ScimGroupPath },
  response: { status: 204, shape: 'empty' },
  errors: ['area_not_found', 'group_not_found', 'area_in_use'],
  example: { path: { group_id: EX.retiredGroupId } },
  budget: { calls: 4, formula: '4 + 1 per 1,000 memberships', why: 'the group is read, deleted with its locks (one transaction), then its memberships: one keys-only Query and BatchWriteItem calls per page' },
  access: 'RW',
});
