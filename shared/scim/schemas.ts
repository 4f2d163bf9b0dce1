import * as z from 'zod/mini';
import { constrained } from '../schemas/constraints';
import { named } from '../schemas/named';
import { Id, name, Slug } from '../schemas/common';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const CORE_GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_MEDIA_TYPE = 'application/scim+json';
/**
 * The attributes of RFC 7643's schemas, for PATCH paths (patch.ts `AttributeSchema`): every one
 * RFC 7643 §4.1, §4.2 and §4.3 define exists (those this provider does not store are accepted and
 * ignored, docs/decisions/scim.md), anything else is 400 `invalidPath`. Lower case.
 */
type Attributes = Record<string, Record<string, readonly string[] | true>>;
const MULTI = ['value', 'display', 'type', 'primary', '$ref'] as const;
export const USER_ATTRIBUTES: Attributes = {
  '': {
    schemas: true, id: true, externalid: true, meta: ['resourcetype', 'created', 'lastmodified', 'location', 'version'],
    username: true, name: ['formatted', 'familyname', 'givenname', 'middlename', 'honorificprefix', 'honorificsuffix'],
    displayname: true, nickname: true, profileurl: true, title: true, usertype: true, preferredlanguage: true, locale: true, timezone: true,
    active: true, password: true, emails: MULTI, phonenumbers: MULTI, ims: MULTI, photos: MULTI,
    addresses: ['formatted', 'streetaddress', 'locality', 'region', 'postalcode', 'country', 'type', 'primary'],
    groups: MULTI, entitlements: MULTI, roles: MULTI, x509certificates: MULTI,
  },
  [ENTERPRISE_USER.toLowerCase()]: {
    employeenumber: true, costcenter: true, organization: true, division: true, department: true, manager: ['value', '$ref', 'displayname'],
  },
};
export const GROUP_ATTRIBUTES: Attributes = {
  '': { schemas: true, id: true, externalid: true, meta: ['resourcetype', 'created', 'lastmodified', 'location', 'version'], displayname: true, members: MULTI },
};

/** The most resources one list answers (ServiceProviderConfig `filter.maxResults`). */
export const MAX_RESULTS = 100;

export const ScimPath = z.strictObject({ slug: Slug });
export const ScimGroupPath = z.strictObject({ slug: Slug, group_id: Id.check(z.describe('The group (SCIM `id`; a group copied from an area by the `groups` migration has the area\'s id).')) });
export const ScimResourceTypePath = z.strictObject({
  slug: Slug,
  // Opaque like every path id (an unknown one is 404, never 400: test/tenancy/opaque-ids.test.ts).
  resource_type_id: Id.check(z.describe('The resource type\'s id: `User` or `Group`.')),
});
export const ScimSchemaPath = z.strictObject({
  slug: Slug,
  schema_id: Id.check(z.describe('The schema\'s id, its URN: e.g. `urn:ietf:params:scim:schemas:core:2.0:User`.')),
});
export const ScimUserPath = z.strictObject({ slug: Slug, id: Id.check(z.describe('The user (SCIM `id` = the user id of the users API).')) });

const attributeList = z.optional(z.string().check(z.maxLength(1000)));
/** `attributes` / `excludedAttributes` (RFC 7644 §3.9), on every GET and write answer. */
export const ProjectionQuery = z.strictObject({
  attributes: attributeList.check(z.describe('Comma-separated attribute paths to return (plus `id` and `schemas`).')),
  excludedAttributes: attributeList.check(z.describe('Comma-separated attribute paths to leave out (Entra ID sends `members`).')),
});
/**
 * An integer of a SCIM list (RFC 7644 §3.4.2.4), interpreted rather than refused (#41): a value
 * below `min` is `min` (`count=-5` → 0, `startIndex=0` → 1), one above `max` is `max` (`count`
 * above MAX_RESULTS: the maximum). Written as a JSON integer (RFC 7643 §2.3.4, RFC 8259 §6): decimal
 * digits, a minus sign allowed (RFC 7644 names negative values), no plus sign: `+5` is 400 like
 * `1e2`, `0x10` or spaces, the project's plain-digit rule (security-round-3b.md) with the one
 * addition the RFC needs (#41; `+5` was read by 76bad25: two spellings of one page).
 */
const scimInteger = (min: number, max: number, fallback: number) =>
  z
    ._default(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^-?[0-9]{1,16}$/, 'expected an integer in decimal digits (a minus sign allowed, no plus sign)')), z.transform(Number)),
        // Digits only (the regex): an integer, clamped (beyond 2^53 it is past any bound anyway).
        z.pipe(z.number(), z.transform((n: number) => Math.min(max, Math.max(min, n)))),
      ),
      fallback,
    )
    // Documented as the integers it reads (16 digits and a minus sign), each one interpreted, none refused.
    .check(z.meta({ type: 'integer', minimum: -(10 ** 16 - 1), maximum: 10 ** 16 - 1, pattern: undefined }));

export const ListUsersQuery = constrained(z.strictObject({
  ...ProjectionQuery.shape,
  filter: z
    .optional(z.string().check(z.maxLength(2000)))
    .check(
      z.describe(
        'RFC 7644 filter. Answered: `userName eq`, `emails.value eq`, `emails[value eq …]`, `externalId eq`, `id eq` (one key lookup each) and `active eq` (an index), combined with `and`; the other attributes and operators of the grammar may follow `and` after one of the lookups. Anything else is 400 `invalidFilter`.',
      ),
    ),
  startIndex: scimInteger(1, Number.MAX_SAFE_INTEGER, 1).check(z.describe('1-based index of the first result (default 1); below 1 is read as 1 (RFC 7644 §3.4.2.4).')),
  count: scimInteger(0, MAX_RESULTS, MAX_RESULTS).check(z.describe(`Results per page (default ${MAX_RESULTS}); below 0 is read as 0, above ${MAX_RESULTS} as ${MAX_RESULTS} (RFC 7644 §3.4.2.4).`)),
}), {
  // Positions are recorded by the pages served (docs/decisions/scim-count.md): a jump is bounded.
  rule: '`startIndex` may be at most 1,000 users past the furthest position a page of this list reached (pages that follow each other always are), and at most 1,001 with `filter=active eq …`.',
  parameters: ['startIndex'],
  code: 'scim_invalid_value',
});

const loose = z.looseObject({});
const SchemaUris = z.array(name(1, 200)).check(z.maxLength(10), z.describe('The schema URIs of the body (RFC 7643 §3).'));
const Meta = z.object({
  resourceType: z.string().check(z.describe('`User` or `Group`.')),
  created: z.optional(z.string().check(z.describe('When the resource was created.'))),
  lastModified: z.optional(z.string().check(z.describe('When the resource last changed.'))),
  location: z.optional(z.string().check(z.describe('Absolute URL of the resource.'))),
  version: z.optional(z.string().check(z.describe('Weak ETag; changes on every change of the resource, whichever API made it.'))),
});
const MultiValue = z.looseObject({
  value: z.optional(z.string().check(z.describe('The value (an email; a group id).'))),
  type: z.optional(z.string().check(z.describe('`work`, `home`, `other` (phones also `mobile`, `fax`, `pager`).'))),
  primary: z.optional(z.boolean().check(z.describe('True for one value of the attribute at most (RFC 7643 §2.4); the primary email is the login email.'))),
  display: z.optional(z.string().check(z.describe('The group\'s display name.'))),
});

/** A SCIM User as this provider renders it (attributes may be left out by `attributes`/`excludedAttributes`). */
export const ScimUser = named(
  'ScimUser',
  z.looseObject({
    schemas: z.array(z.string()).check(z.describe('The core User schema and the Enterprise User extension.')),
    id: z.optional(Id.check(z.describe('The user id (the same as in the users API).'))),
    externalId: z.optional(z.string().check(z.describe('The identity provider\'s id of the user; unique in the organization (case-exact); at most 512 characters and 512 bytes of UTF-8 (longer is 400 `invalidValue`).'))),
    userName: z.optional(z.string().check(z.describe('Any string (an email, a custom username, a userPrincipalName): unique case-insensitively together with the login emails of the organization. It is the email when none other was given.'))),
    name: z.optional(
      z
        .looseObject({
          givenName: z.optional(z.string().check(z.describe('Given name (the users API\'s first name; without one, the displayName or the userName).'))),
          familyName: z.optional(z.string().check(z.describe('Family name (the users API\'s last name; absent when it is empty).'))),
          formatted: z.optional(z.string().check(z.describe('As sent; given and family name when none was.'))),
        })
        .check(z.describe('The user\'s name.')),
    ),
    displayName: z.optional(z.string().check(z.describe('As sent; given and family name when none was.'))),
    title: z.optional(z.string().check(z.describe('The user\'s position, by name (created when missing).'))),
    active: z.optional(z.boolean().check(z.describe('`status` = active. false deactivates: sessions end, api-keys made by the user are revoked.'))),
    emails: z.optional(z.array(MultiValue).check(z.describe('Up to 10; the login email (the users API\'s `email`) is the primary one, else the `work` one, else the first.'))),
    groups: z.optional(z.array(MultiValue).check(z.describe('Read only: the user\'s area as a group (a user is in at most one).'))),
    [ENTERPRISE_USER]: z.optional(
      z
        .looseObject({
          department: z.optional(z.string().check(z.describe('The user\'s area, by name (created when missing).'))),
          employeeNumber: z.optional(z.string().check(z.describe('Stored as given (also costCenter, organization, division and manager: see the Enterprise User schema, `GET …/scim/v2/Schemas/`).'))),
        })
        .check(z.describe('The Enterprise User extension (RFC 7643 §4.3).')),
    ),
    meta: z.optional(Meta.check(z.describe('Resource metadata.'))),
  }),
);

/** A SCIM Group: a group of the organization (shared/groups), many to many with users. */
export const ScimGroup = named(
  'ScimGroup',
  z.looseObject({
    schemas: z.array(z.string()).check(z.describe('The core Group schema.')),
    id: z.optional(Id.check(z.describe('The group id (the same as in the groups API).'))),
    displayName: z.optional(z.string().check(z.describe('The group\'s name, unique among the groups (case-insensitive).'))),
    externalId: z.optional(z.string().check(z.describe('The identity provider\'s id of the group, unique (case-exact).'))),
    members: z.optional(
      z
        .array(MultiValue)
        .check(z.describe('The group\'s members (users deleted through SCIM left out; up to 1,000: a bigger group is answered without them). A user may be in any number of groups.')),
    ),
    meta: z.optional(Meta.check(z.describe('Resource metadata.'))),
  }),
);

export const ScimListResponse = named(
  'ScimListResponse',
  z.object({
    schemas: z.array(z.string()).check(z.describe('`urn:ietf:params:scim:api:messages:2.0:ListResponse`.')),
    totalResults: z.number().check(z.int(), z.describe('How many resources match, over every page.')),
    itemsPerPage: z.number().check(z.int(), z.describe('How many resources this page holds.')),
    startIndex: z.number().check(z.int(), z.describe('1-based index of the first resource of this page.')),
    Resources: z.array(loose).check(z.describe('The resources of this page.')),
  }),
);
export const ScimDocument = named('ScimDocument', z.looseObject({ schemas: z.array(z.string()).check(z.describe('The schema of the document.')) }));

/**
 * Request bodies are read leniently: an identity provider sends attributes this provider does
 * not keep (ims, photos, entitlements…), which RFC 7643 lets a service provider ignore. What is
 * kept is checked by the rules (shared/scim/user-attributes.ts; 400 `scim_invalid_value`).
 */
export const ScimUserBody = z.looseObject({
  schemas: z.optional(SchemaUris),
  userName: z.optional(name(1, 254)).check(z.describe('Required: any string, unique case-insensitively with the login emails; the other attributes are those of the ScimUser schema.')),
});
export const ScimGroupBody = z.looseObject({
  schemas: z.optional(SchemaUris),
  displayName: z.optional(name(1, 200)).check(z.describe('The group\'s name (required).')),
  members: z.optional(z.array(z.looseObject({ value: Id.check(z.describe('A user id.')) })).check(z.maxLength(1000))).check(z.describe('`[{ "value": "<user id>" }]`: the group\'s members (a user stays in their other groups).')),
});
export const ListGroupsQuery = z.strictObject({
  ...ProjectionQuery.shape,
  filter: z.optional(z.string().check(z.maxLength(2000))).check(z.describe('RFC 7644 filter on `displayName`, `externalId` or `id` (e.g. `displayName eq "Sales"`; `id eq "…" and members[value eq "<user id>"]`).')),
  startIndex: ListUsersQuery.shape.startIndex,
  count: ListUsersQuery.shape.count,
});
export const ScimPatchBody = z.looseObject({
  schemas: z.optional(SchemaUris),
  Operations: z
    .array(
      z.looseObject({
        op: z.string().check(z.maxLength(20), z.describe('`add`, `replace` or `remove` (any case).')),
        path: z.optional(z.string().check(z.maxLength(1000), z.describe('Attribute path, e.g. `name.familyName`, `emails[type eq "work"].value`; absent: `value` is an object of paths.'))),
        value: z.optional(z.unknown()).check(z.describe('The value to add or set.')),
      }),
    )
    .check(z.minLength(1), z.maxLength(100), z.describe('The operations, applied in order, all or none.')),
});
