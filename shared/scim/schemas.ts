import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Slug } from '../schemas/common';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_RESPONSE = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_MEDIA_TYPE = 'application/scim+json';
/** The most resources one list answers (ServiceProviderConfig `filter.maxResults`). */
export const MAX_RESULTS = 100;

export const ScimPath = z.strictObject({ slug: Slug });
export const ScimUserPath = z.strictObject({ slug: Slug, id: Id.check(z.describe('The user (SCIM `id` = the user id of the users API).')) });

const attributeList = z.optional(z.string().check(z.maxLength(1000)));
/** `attributes` / `excludedAttributes` (RFC 7644 §3.9), on every GET and write answer. */
export const ProjectionQuery = z.strictObject({
  attributes: attributeList.check(z.describe('Comma-separated attribute paths to return (plus `id` and `schemas`).')),
  excludedAttributes: attributeList.check(z.describe('Comma-separated attribute paths to leave out (Entra ID sends `members`).')),
});
export const ListUsersQuery = z.strictObject({
  ...ProjectionQuery.shape,
  filter: z
    .optional(z.string().check(z.maxLength(2000)))
    .check(
      z.describe(
        'RFC 7644 filter. Answered: `userName eq`, `emails.value eq`, `emails[value eq …]`, `externalId eq`, `id eq` (one key lookup each) and `active eq` (an index), combined with `and`; the other attributes and operators of the grammar may follow `and` after one of the lookups. Anything else is 400 `invalidFilter`.',
      ),
    ),
  startIndex: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1).check(z.describe('1-based index of the first result (default 1).')),
  count: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_RESULTS)), MAX_RESULTS).check(z.describe(`Results per page, 0..${MAX_RESULTS} (default ${MAX_RESULTS}).`)),
});

const loose = z.looseObject({});
const Meta = z.object({
  resourceType: z.string(),
  created: z.optional(z.string()),
  lastModified: z.optional(z.string()),
  location: z.optional(z.string().check(z.describe('Absolute URL of the resource.'))),
  version: z.optional(z.string().check(z.describe('Weak ETag; changes on every change of the resource, whichever API made it.'))),
});
const MultiValue = z.looseObject({ value: z.optional(z.string()), type: z.optional(z.string()), primary: z.optional(z.boolean()), display: z.optional(z.string()) });

/** A SCIM User as this provider renders it (attributes may be left out by `attributes`/`excludedAttributes`). */
export const ScimUser = named(
  'ScimUser',
  z.looseObject({
    schemas: z.array(z.string()),
    id: z.optional(Id),
    externalId: z.optional(z.string().check(z.describe('The identity provider\'s id of the user; unique in the organization (case-exact).'))),
    userName: z.optional(z.string().check(z.describe('The user\'s email (unique, case-insensitive): the login name.'))),
    name: z.optional(z.looseObject({ givenName: z.optional(z.string()), familyName: z.optional(z.string()), formatted: z.optional(z.string()) })),
    displayName: z.optional(z.string().check(z.describe('Read only: given and family name.'))),
    title: z.optional(z.string().check(z.describe('The user\'s position, by name (created when missing).'))),
    active: z.optional(z.boolean().check(z.describe('`status` = active. false deactivates: sessions end, api-keys made by the user are revoked.'))),
    emails: z.optional(z.array(MultiValue).check(z.describe('One email, the userName, `type` work, `primary` true.'))),
    groups: z.optional(z.array(MultiValue).check(z.describe('Read only: the user\'s area as a group (a user is in at most one).'))),
    [ENTERPRISE_USER]: z.optional(
      z.looseObject({
        department: z.optional(z.string().check(z.describe('The user\'s area, by name (created when missing).'))),
        employeeNumber: z.optional(z.string()),
      }),
    ),
    meta: z.optional(Meta),
  }),
);

export const ScimListResponse = named(
  'ScimListResponse',
  z.object({
    schemas: z.array(z.string()),
    totalResults: z.number().check(z.int()),
    itemsPerPage: z.number().check(z.int()),
    startIndex: z.number().check(z.int()),
    Resources: z.array(loose),
  }),
);
export const ScimDocument = named('ScimDocument', z.looseObject({ schemas: z.array(z.string()) }));

/**
 * Request bodies are read leniently: an identity provider sends attributes this provider does
 * not map (phoneNumbers, addresses, locale…), which RFC 7643 lets a service provider ignore.
 * What is mapped is checked by the rules (400 `scim_invalid_value`).
 */
export const ScimUserBody = z.looseObject({
  schemas: z.optional(z.array(z.string())),
  userName: z.optional(z.unknown()),
});
export const ScimPatchBody = z.looseObject({
  schemas: z.optional(z.array(z.string())),
  Operations: z
    .array(z.looseObject({ op: z.string().check(z.maxLength(20)), path: z.optional(z.string().check(z.maxLength(1000))), value: z.optional(z.unknown()) }))
    .check(z.minLength(1), z.maxLength(100)),
});
