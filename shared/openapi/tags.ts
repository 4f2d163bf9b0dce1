import type { Tag } from '../http/route-types';

/**
 * The areas of the API Reference, in the order a reader meets them, each with the sentence
 * that introduces it. A `Record<Tag, …>`: adding a tag to the route types without describing
 * it here does not compile.
 */
export const TAG_DESCRIPTIONS: Record<Tag, string> = {
  auth: 'Credentials: log in for a 12-hour session token, and manage the administrator api-keys that integrations use.',
  organization: 'Organization structure: areas, headquarters, positions and position categories.',
  users: 'Users of the organization, their passwords and their custom field values.',
  'custom fields': 'Definitions of the custom fields an organization adds to its users (their own section since v5).',
  learning: 'Learning content (courses, tracks) and enrollments: assigning content to users and following their progress.',
  reports: 'Learning reports: one row per enrollment, course, track or user, filtered by enrollment date in the organization time zone.',
  'time off': 'Absence requests (vacations, leaves, permissions), their approval flow, and the balances they consume.',
  attendance: 'Attendance marks (clock in / clock out) and the four attendance reports built from them.',
  webhooks:
    'Webhook subscriptions: signed events (Standard Webhooks) about users, enrollments, time off and attendance, their delivery log and redelivery.',
  scim:
    'SCIM 2.0 provisioning (RFC 7643 / 7644) for identity providers (Okta, Microsoft Entra ID): base URL `https://<host>/org/{slug}/scim/v2`, a bearer api-key (preferably one of `scope: scim`). Users map to users (`userName` = email), Groups to areas. Bodies are `application/scim+json` (plain `application/json` accepted); errors use SCIM\'s error schema with our `code` and `request_id` alongside.',
  groups:
    'Groups of users (a user belongs to any number of groups): the groups, their members a page at a time, and membership changes. SCIM Groups are these groups.',
  docs: 'This API Reference: the OpenAPI document and the documentation views that redirect to it.',
};

export const TAG_ORDER = Object.keys(TAG_DESCRIPTIONS) as Tag[];
