import { CORE_GROUP, CORE_USER, ENTERPRISE_USER, LIST_RESPONSE, MAX_RESULTS } from './schemas';

/**
 * Discovery (RFC 7644 §4): what this service provider supports, said as it is — PATCH and ETags
 * yes; bulk, sorting and password changes no; filters yes, at most MAX_RESULTS per page.
 */
type Json = Record<string, unknown>;
const base = (baseUrl: string, slug: string) => `${baseUrl}/org/${slug}/scim/v2`;

export const serviceProviderConfig = (baseUrl: string, slug: string): Json => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  documentationUri: `${baseUrl}/docs/#tag/scim`,
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
    description: 'A user of the organization (userName = email).',
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

const schemas = (baseUrl: string, slug: string): Json[] => [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: CORE_USER,
    name: 'User',
    description: 'A user of the organization.',
    attributes: [
      attr('userName', 'string', { required: true, uniqueness: 'server', description: 'The email: unique in the organization, case-insensitively; the login name.' }),
      attr('name', 'complex', {
        required: true,
        subAttributes: [attr('givenName', 'string', { required: true }), attr('familyName', 'string', { required: true }), attr('formatted', 'string', { mutability: 'readOnly' })],
      }),
      attr('displayName', 'string', { mutability: 'readOnly', description: 'Given and family name.' }),
      attr('title', 'string', { description: 'The position, by name; a position of that name is created when missing.' }),
      attr('active', 'boolean', { description: 'false deactivates the user: their sessions end and the api-keys they made are revoked.' }),
      attr('emails', 'complex', {
        multiValued: true,
        description: 'One email, equal to userName (primary, type work).',
        subAttributes: [attr('value', 'string'), attr('type', 'string'), attr('primary', 'boolean')],
      }),
      attr('groups', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        description: 'The user\'s area (a user is in at most one).',
        subAttributes: [attr('value', 'string', { mutability: 'readOnly' }), attr('display', 'string', { mutability: 'readOnly' })],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base(baseUrl, slug)}/Schemas/${CORE_USER}` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: ENTERPRISE_USER,
    name: 'EnterpriseUser',
    description: 'Enterprise User extension.',
    attributes: [
      attr('employeeNumber', 'string'),
      attr('department', 'string', { description: 'The area, by name; an area of that name is created when missing.' }),
    ],
    meta: { resourceType: 'Schema', location: `${base(baseUrl, slug)}/Schemas/${ENTERPRISE_USER}` },
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: CORE_GROUP,
    name: 'Group',
    description: 'An area of the organization. A user is in one area at most: adding a user to a group moves them out of the group they were in.',
    attributes: [
      attr('displayName', 'string', { required: true, uniqueness: 'server', description: 'The area\'s name, unique among the groups (case-insensitive).' }),
      attr('members', 'complex', {
        multiValued: true,
        description: 'The users of the area. Adding a user moves them out of the group (area) they were in.',
        subAttributes: [attr('value', 'string', { mutability: 'immutable' }), attr('display', 'string', { mutability: 'readOnly' }), attr('type', 'string', { mutability: 'immutable', canonicalValues: ['User'] })],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base(baseUrl, slug)}/Schemas/${CORE_GROUP}` },
  },
];

const asList = (resources: Json[]): Json => ({ schemas: [LIST_RESPONSE], totalResults: resources.length, itemsPerPage: resources.length, startIndex: 1, Resources: resources });

export const listResourceTypes = (baseUrl: string, slug: string) => asList(resourceTypes(baseUrl, slug));
export const listSchemas = (baseUrl: string, slug: string) => asList(schemas(baseUrl, slug));
