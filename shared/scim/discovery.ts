import { ApiError } from '../errors/api-error';
import { CORE_GROUP, CORE_USER, ENTERPRISE_USER, LIST_RESPONSE, MAX_RESULTS } from './schemas';

/**
 * Discovery (RFC 7644 §4): what this service provider supports, said as it is — PATCH and ETags
 * yes; bulk, sorting and password changes no; filters yes, at most MAX_RESULTS per page.
 */
type Json = Record<string, unknown>;
const base = (baseUrl: string, slug: string) => `${baseUrl}/org/${slug}/scim/v2`;

export const serviceProviderConfig = (baseUrl: string, slug: string): Json => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  // The API's documentation (the docs route answers 302 to the deployment's docs_url, where the
  // API Reference's SCIM section and the provisioning guide live): a link that resolves (#41).
  documentationUri: `${baseUrl}/api/v5/rest/docs`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'An api-key of the organization (preferably one created with `scope: scim`), sent as `Authorization: Bearer <key>`.',
      specUri: 'https://www.rfc-editor.org/rfc/rfc6750',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base(baseUrl, slug)}/ServiceProviderConfig` },
});

const resourceTypes = (baseUrl: string, slug: string): Json[] => [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A user of the organization.',
    schema: CORE_USER,
    schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
    meta: { resourceType: 'ResourceType', location: `${base(baseUrl, slug)}/ResourceTypes/User` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'An area of the organization; its members are the users of the area.',
    schema: CORE_GROUP,
    meta: { resourceType: 'ResourceType', location: `${base(baseUrl, slug)}/ResourceTypes/Group` },
  },
];

const attr = (name: string, type: string, extra: Json = {}): Json => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/**
 * The schemas, each attribute this provider serves with RFC 7643's characteristics (§8.7.1: type,
 * multiValued, caseExact, mutability, returned, uniqueness), checked attribute by attribute
 * against the RFC in test/scim/discovery.test.ts (#41). `required` says what this provider
 * requires (userName, a group's displayName); descriptions say how it maps.
 */
const ref = (referenceTypes: string[], extra: Json = {}) => attr('$ref', 'reference', { referenceTypes, ...extra });
const schemas = (baseUrl: string, slug: string): Json[] => [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: CORE_USER,
    name: 'User',
    description: 'User Account',
    attributes: [
      attr('userName', 'string', { required: true, uniqueness: 'server', description: 'Any string (an email, Okta\'s custom username, Entra ID\'s userPrincipalName or mailNickname): unique in the organization case-insensitively, together with the users\' login emails.' }),
      attr('name', 'complex', {
        description: 'Optional: without a given name the user\'s first name is the displayName, else the userName (before its "@").',
        subAttributes: [
          attr('formatted', 'string', { description: 'Stored when it is not "given family" (shown as that otherwise).' }),
          attr('familyName', 'string', { description: 'The last name.' }),
          attr('givenName', 'string', { description: 'The first name.' }),
          attr('middleName', 'string'),
          attr('honorificPrefix', 'string'),
          attr('honorificSuffix', 'string'),
        ],
      }),
      attr('displayName', 'string', { description: 'Stored; shown as "given family" when none is.' }),
      attr('nickName', 'string'),
      attr('profileUrl', 'reference', { referenceTypes: ['external'] }),
      attr('title', 'string', { description: 'The position, by name; a position of that name is created when missing.' }),
      attr('userType', 'string'),
      attr('preferredLanguage', 'string'),
      attr('locale', 'string'),
      attr('timezone', 'string'),
      attr('active', 'boolean', { description: 'false deactivates the user: their sessions end and the api-keys they made are revoked.' }),
      attr('emails', 'complex', {
        multiValued: true,
        description: 'Up to 10. The login email is the primary one, else the `work` one, else the first, else userName when it is an email.',
        subAttributes: [
          attr('value', 'string'),
          attr('display', 'string'),
          attr('type', 'string', { canonicalValues: ['work', 'home', 'other'] }),
          attr('primary', 'boolean'),
        ],
      }),
      attr('phoneNumbers', 'complex', {
        multiValued: true,
        description: 'Up to 10.',
        subAttributes: [
          attr('value', 'string'),
          attr('display', 'string'),
          attr('type', 'string', { canonicalValues: ['work', 'home', 'mobile', 'fax', 'pager', 'other'] }),
          attr('primary', 'boolean'),
        ],
      }),
      attr('addresses', 'complex', {
        multiValued: true,
        description: 'Up to 10.',
        subAttributes: [
          attr('formatted', 'string'),
          attr('streetAddress', 'string'),
          attr('locality', 'string'),
          attr('region', 'string'),
          attr('postalCode', 'string'),
          attr('country', 'string'),
          attr('type', 'string', { canonicalValues: ['work', 'home', 'other'] }),
          attr('primary', 'boolean'),
        ],
      }),
      attr('groups', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        description: 'The user\'s groups.',
        subAttributes: [
          attr('value', 'string', { mutability: 'readOnly' }),
          ref(['User', 'Group'], { mutability: 'readOnly' }),
          attr('display', 'string', { mutability: 'readOnly' }),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base(baseUrl, slug)}/Schemas/${CORE_USER}` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: ENTERPRISE_USER,
    name: 'EnterpriseUser',
    description: 'Enterprise User',
    attributes: [
      attr('employeeNumber', 'string'),
      attr('costCenter', 'string'),
      attr('organization', 'string'),
      attr('division', 'string'),
      attr('department', 'string', { description: 'The area, by name; an area of that name is created when missing.' }),
      attr('manager', 'complex', {
        description: 'Stored as sent: `{ "value": … }` or a bare id; a value that is a user id of the organization gets its `$ref`.',
        subAttributes: [attr('value', 'string'), ref(['User']), attr('displayName', 'string', { mutability: 'readOnly' })],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base(baseUrl, slug)}/Schemas/${ENTERPRISE_USER}` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: CORE_GROUP,
    name: 'Group',
    description: 'Group: an area of the organization. A user is in one area at most: adding a user to a group moves them out of the group they were in.',
    attributes: [
      attr('displayName', 'string', { required: true, uniqueness: 'server', description: 'The area\'s name, unique among the groups (case-insensitive).' }),
      attr('members', 'complex', {
        multiValued: true,
        description: 'The users of the area. Adding a user moves them out of the group (area) they were in.',
        subAttributes: [
          attr('value', 'string', { mutability: 'immutable' }),
          ref(['User', 'Group'], { mutability: 'immutable' }),
          attr('display', 'string', { mutability: 'readOnly' }),
          attr('type', 'string', { mutability: 'immutable', canonicalValues: ['User', 'Group'] }),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base(baseUrl, slug)}/Schemas/${CORE_GROUP}` },
  },
];

const asList = (resources: Json[]): Json => ({ schemas: [LIST_RESPONSE], totalResults: resources.length, itemsPerPage: resources.length, startIndex: 1, Resources: resources });

export const listResourceTypes = (baseUrl: string, slug: string) => asList(resourceTypes(baseUrl, slug));
export const listSchemas = (baseUrl: string, slug: string) => asList(schemas(baseUrl, slug));

/** GET /ResourceTypes/{id}: `User` or `Group` (any case), where their `meta.location` points. */
export function getResourceType(baseUrl: string, slug: string, id: string): Json {
  const found = resourceTypes(baseUrl, slug).find((type) => String(type.id).toLowerCase() === id.toLowerCase());
  if (!found) throw new ApiError('scim_resource_type_not_found', 'No such SCIM resource type: User and Group are served.');
  return found;
}

/** GET /Schemas/{urn}: one of the schemas listed, by URN (case-insensitive, as URNs compare). */
export function getSchema(baseUrl: string, slug: string, urn: string): Json {
  const found = schemas(baseUrl, slug).find((schema) => String(schema.id).toLowerCase() === urn.toLowerCase());
  if (!found) throw new ApiError('scim_schema_not_found', 'No such SCIM schema: GET …/scim/v2/Schemas/ lists those served.');
  return found;
}
