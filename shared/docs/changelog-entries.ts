import { COURSE_ENROLL_DATE_DEPRECATED_ON } from '../learning-reports/routes';
import { LEGACY_ALIASES_DEPRECATED_ON } from '../organization/routes';
import { USERS_DEPRECATED_ON } from '../users/routes';
import type { Route } from '../http/route-types';
import type { RouteId } from '../routes';

/**
 * THE public changelog (contract 9.2): every change of the contract — new endpoints,
 * deprecations, behaviour changes, response-format changes — one entry each, newest last in
 * this file. It is served as JSON, HTML and Atom (`/api/v5/rest/changelog`, `.html`, `.atom`),
 * and the API Reference links each deprecated operation to its entry. Internal changes that
 * leave the contract intact are not listed (contract 9.2).
 *
 * Adding an entry: append it here with the day it takes effect. A deprecation's `date` is the
 * route table's `since` (use the same constant); a test fails when a deprecated route or query
 * parameter has no `deprecated` entry. Retirement dates are not written here: they are the
 * routes' `sunset` fields, which the changelog shows next to the entry.
 *
 * Dates the contract does not give are decided in docs/decisions/changelog.md, "The public changelog (#17 §3; contract 9.2, 9.3, 9.8)".
 */
export type ChangeKind = 'added' | 'deprecated' | 'changed' | 'removed';

export interface ChangelogEntry {
  /** Stable slug: the HTML anchor, the Atom entry id and the OpenAPI link target. Never reuse one. */
  id: string;
  /** Day the change took effect (or was announced, for a deprecation), `YYYY-MM-DD`. */
  date: string;
  kind: ChangeKind;
  title: string;
  /**
   * The operations it concerns, by route id (typed: a misspelt or removed id does not compile);
   * empty when it concerns every operation (`allOperations`).
   */
  operations: readonly RouteId[];
  /** True when it concerns every response of the API (e.g. a header no response carries any more). */
  allOperations?: boolean;
  /** Query parameters, body fields or headers it concerns, by name. */
  parameters?: readonly string[];
  /** For integrators: what changes for them and what to do. `backticks` mark code. */
  text: string;
}

/** The day the contract's changes were published; the route table's deprecations share it. */
const CONTRACT_RELEASE = '2026-09-01';
/** The day this implementation's own additions (retries, deprecation headers) shipped. */
const PLATFORM_ADDITIONS = '2026-11-21';

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    id: 'docs-views-under-api-v5-rest',
    date: CONTRACT_RELEASE,
    kind: 'changed',
    title: 'Documentation views live under /api/v5/rest/',
    operations: ['redocsRedirect', 'docsRedirect', 'getOpenApiDocument'],
    text: '`GET /api/v5/rest/redocs` and `GET /api/v5/rest/docs` both answer `302` to the API Reference, so stored links keep resolving. The OpenAPI 3.1 document behind the reference is `GET /api/v5/rest/openapi.json`; no credential is needed for any of them.',
  },
  {
    id: 'general-v2-date-filters',
    date: CONTRACT_RELEASE,
    kind: 'changed',
    title: 'Learning general report v2: from_date and to_date filters',
    operations: ['learningGeneralReportV2'],
    parameters: ['from_date', 'to_date'],
    text: 'The general-v2 report filters on the enrollment date with `from_date` and `to_date` (inclusive), like the three other learning reports. Both are compared with the enrollment’s calendar date in the organization’s time zone; `from_date` alone leaves the range open at the top, and the same date in both returns that single day. `from_date` after `to_date` is `400 validation_failed`.',
  },
  {
    id: 'general-v2-course-enroll-date-deprecated',
    date: COURSE_ENROLL_DATE_DEPRECATED_ON,
    kind: 'deprecated',
    title: 'Learning general report v2: the course_enroll_date query parameter is deprecated',
    operations: ['learningGeneralReportV2'],
    parameters: ['course_enroll_date'],
    text: 'The query parameter `course_enroll_date` is still accepted but will disappear; a request that uses it gets a `Deprecation` response header. Use `from_date` alone for the same open-ended filter. The two are not identical at the edges of a day: `course_enroll_date` is compared in UTC (from 00:00 UTC of that date), `from_date` in the organization’s time zone. Sending it together with `from_date` or `to_date` is `400 validation_failed`. The response field `course_enroll_date` is unchanged.',
  },
  {
    id: 'users-401-403',
    date: CONTRACT_RELEASE,
    kind: 'changed',
    title: 'Users section: 401 for credentials, 403 for permissions',
    operations: ['listUsers', 'createUser', 'getUser', 'updateUser', 'legacyUpdateUser', 'setUserPassword', 'changeOwnPassword'],
    text: 'A users-section call refused because of the credential (missing, unknown, expired or revoked) now answers `401`; one refused because of permissions (a collaborator on an administrator operation, another organization) answers `403`. Before, both had a generic status. Branch on the HTTP status or the stable `code` of the error body, never on `message`.',
  },
  {
    id: 'diagnostic-headers-removed',
    date: CONTRACT_RELEASE,
    kind: 'removed',
    title: 'Internal diagnostic response headers removed',
    operations: [],
    allOperations: true,
    parameters: ['svc-graphql-proxy-*', 'cache-graphql-*', 'svc-rest-app-name', 'svc-rest-api-version'],
    text: 'No response carries the internal diagnostic headers `svc-graphql-proxy-*`, `cache-graphql-*`, `svc-rest-app-name`, `svc-rest-api-version` or their variants any more. Response bodies are unchanged; a client that read these headers finds them absent.',
  },
  {
    id: 'organization-structure-endpoints',
    date: CONTRACT_RELEASE,
    kind: 'added',
    title: 'Organization structure under /organizations/',
    operations: ['listAreas', 'listHeadquarters', 'listPositions', 'listPositionCategories', 'createPositionCategory', 'replacePositionCategory'],
    text: 'Areas, headquarters, positions and position categories are listed under `/org/{slug}/organizations/…/`, with the paginated envelope `{ results, next, next_cursor }` of the rest of the API; position categories are created with `POST` and edited with `PUT …/position-categories/{position_category_id}/` (optional `If-Match`). They replace the legacy list aliases.',
  },
  {
    id: 'custom-fields-own-section',
    date: CONTRACT_RELEASE,
    kind: 'added',
    title: 'Custom fields moved to their own section',
    operations: ['createCustomField', 'listCustomFields', 'setUserCustomFields'],
    text: 'Custom fields have their own section: `POST /org/{slug}/custom-fields/` creates a definition and `POST /org/{slug}/users/{id}/custom-fields/` sets a user’s values. The previous paths under `/organizations/` are deprecated aliases (see “Eight endpoints deprecated”).',
  },
  {
    id: 'update-user-endpoint',
    date: CONTRACT_RELEASE,
    kind: 'added',
    title: 'POST /users/update_user/ updates a user',
    operations: ['updateUser'],
    text: '`POST /org/{slug}/users/update_user/` with `{ id, …fields to change }` updates a user and answers the user. It replaces `PUT /org/{slug}/users/{id}/`.',
  },
  {
    id: 'eight-aliases-deprecated',
    date: LEGACY_ALIASES_DEPRECATED_ON,
    kind: 'deprecated',
    title: 'Eight endpoints deprecated and removed from the API Reference',
    operations: ['legacyListAreas', 'legacyListHeadquarters', 'legacyListPositions', 'legacyListPositionCategories', 'legacyCreateCustomField', 'legacySetUserCustomFields', 'legacyUpdateUser', 'legacyListPermissionGroups'],
    text: 'These endpoints are no longer listed in the API Reference and keep answering normally, each with a `Deprecation` header and, where there is a replacement, a `Link: <…>; rel="successor-version"`. Move to: `GET /org/{slug}/organizations/areas/` (for `GET /org/{slug}/areas`), `…/organizations/headquarters/` (for `/headquarters`), `…/organizations/positions/` (for `/positions`), `…/organizations/position-categories/` (for `/position_categories`), `POST /org/{slug}/custom-fields/` (for `POST /org/{slug}/organizations/custom-fields/`), `POST /org/{slug}/users/{id}/custom-fields/` (for `PUT /org/{slug}/organizations/users/{id}/custom-fields/`), `POST /org/{slug}/users/update_user/` (for `PUT /org/{slug}/users/{id}/`). `GET /org/{slug}/permission_groups` is retired without replacement. The list replacements answer the paginated envelope, not a bare array.',
  },
  {
    id: 'users-list-deprecated',
    date: USERS_DEPRECATED_ON,
    kind: 'deprecated',
    title: 'GET /users/ is deprecated (still documented)',
    operations: ['listUsers'],
    text: '`GET /org/{slug}/users/` is deprecated and answers with a `Deprecation` header, but it stays in the API Reference because its replacement does not cover every case yet. It keeps answering until a retirement date is announced here.',
  },
  {
    id: 'force-change-password',
    date: CONTRACT_RELEASE,
    kind: 'added',
    title: 'force_change_password on the password endpoints',
    operations: ['createUser', 'setUserPassword', 'changeOwnPassword'],
    parameters: ['force_change_password'],
    text: 'The password endpoints accept the optional boolean `force_change_password` (default `false`; existing callers are unaffected). When true, the user must change the password at the next login: the login answers `password_change_required: true` and that session may only call `POST /org/{slug}/users/me/change-password/` until it does (anything else is `403 password_change_required`).',
  },
  {
    id: 'attendance-reports',
    date: CONTRACT_RELEASE,
    kind: 'added',
    title: 'Four attendance reports',
    operations: ['attendanceMarksReport', 'attendanceDailyReport', 'attendanceAbsencesReport', 'attendanceSummaryReport'],
    parameters: ['from_date', 'to_date', 'user_id'],
    text: 'The four reports of the attendance product, previously downloadable as spreadsheets from the panel, are paginated endpoints under `/org/{slug}/reports/attendance/`: `marks/`, `daily/`, `absences/` and `summary/`. `from_date` and `to_date` (local dates, at most 92 days apart) are required; `user_id` filters.',
  },
  {
    id: 'assign-422-no-users-assigned',
    date: CONTRACT_RELEASE,
    kind: 'changed',
    title: 'assign-course and assign-track answer 422 when nobody is assigned',
    operations: ['assignCourse', 'assignTrack'],
    text: 'A call to `…/enrollments/v2/assign-course/` or `…/assign-track/` that ends up assigning no user answers `422 no_users_assigned`, with the skipped users and their reasons in `details`, instead of `200` with an empty list.',
  },
  {
    id: 'idempotency-keys',
    date: PLATFORM_ADDITIONS,
    kind: 'added',
    title: 'Safe retries with Idempotency-Key',
    operations: ['createApiKey', 'createArea', 'createHeadquarter', 'createPosition', 'createPositionCategory', 'createUser', 'createCustomField', 'legacyCreateCustomField', 'createCourse', 'createTrack', 'assignCourse', 'assignTrack', 'createTimeOffRequest', 'createAttendanceMark'],
    parameters: ['Idempotency-Key'],
    text: 'Creating and assigning POSTs accept an optional `Idempotency-Key` header (1..255 printable characters; a UUID is a good value). The same key with the same body within 24 h replays the first response with `Idempotent-Replayed: true` and does nothing again; with another body it is `422 idempotency_key_reused`; while the first request still runs, `409 idempotency_in_progress`. Keys are scoped to the organization and the credential. Requests without the header behave as before.',
  },
  {
    id: 'deprecation-headers',
    date: PLATFORM_ADDITIONS,
    kind: 'added',
    title: 'Deprecation and Link headers on deprecated operations',
    operations: ['listUsers', 'legacyListAreas', 'legacyListHeadquarters', 'legacyListPositions', 'legacyListPositionCategories', 'legacyCreateCustomField', 'legacySetUserCustomFields', 'legacyUpdateUser', 'legacyListPermissionGroups', 'learningGeneralReportV2'],
    parameters: ['Deprecation', 'Link'],
    text: 'Every answer of a deprecated operation (errors included) carries `Deprecation: @<unix time of the deprecation>` (RFC 9745) and, when it has a replacement, `Link: <absolute URL of the replacement>; rel="successor-version"` (RFC 8288). A general-v2 report request that uses `course_enroll_date` gets `Deprecation` only. Bodies are unchanged.',
  },
  {
    id: 'public-changelog',
    date: '2026-11-24',
    kind: 'added',
    title: 'Public changelog (JSON, HTML, Atom) and Sunset header',
    operations: ['getChangelog', 'getChangelogPage', 'getChangelogFeed'],
    parameters: ['Sunset'],
    text: 'Contract changes are published at `GET /api/v5/rest/changelog` (JSON), `GET /api/v5/rest/changelog.html` and `GET /api/v5/rest/changelog.atom` (an Atom feed to subscribe to); no credential is needed. The API Reference links every deprecated operation to its entry here. When a deprecated operation or parameter gets a retirement date, the date is shown here and in the API Reference, and its answers add `Sunset: <HTTP-date>` (RFC 8594) next to `Deprecation`.',
  },
  {
    id: 'opaque-ids',
    date: '2026-11-24',
    kind: 'changed',
    title: 'Ids are opaque: an id of any shape that names nothing is unknown, not a 400',
    operations: [],
    allOperations: true,
    text: 'Ids are opaque strings (api.md §1): their format is no part of the contract. Any id of 1..128 characters without `#`, control or bidirectional control characters is looked up; one that names nothing of the organization is unknown whatever its shape: `404 <resource>_not_found` in a path, `422 invalid_reference` (or the operation’s documented code) in a body, skipped with `user_not_found` in assign-course and assign-track (so a call whose ids are all unknown is `422 no_users_assigned`), and a filter that matches nothing (an empty page) in a query. Before, an id that was not a 26-character ULID was `400 validation_failed`. Beyond the bound it still is. The ids we issue are unchanged.',
  },
  {
    id: 'webhooks',
    date: '2026-11-24',
    kind: 'added',
    title: 'Webhooks: signed events when users, enrollments, time off and attendance change',
    operations: ['createWebhook', 'listWebhooks', 'getWebhook', 'updateWebhook', 'deleteWebhook', 'rotateWebhookSecret', 'testWebhook', 'listWebhookDeliveries', 'redeliverWebhookDelivery'],
    parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
    text: 'An administrator subscribes an `https` URL to event types (or `["*"]`) with `POST /org/{slug}/webhooks/`; the answer carries the signing `secret`, shown again only by `rotate-secret` (for 24 h after a rotation deliveries carry a signature with each secret). Events: `user.created`, `user.updated`, `user.deactivated`, `enrollment.created`, `enrollment.completed`, `timeoff.request.created`, `.approved`, `.rejected`, `.cancelled`, `.deleted`, `attendance.mark.created`, `webhook.test` and `webhook.disabled`; each is a `POST` of `{type, timestamp, data}` (`data`: the resource as the API returns it) with the Standard Webhooks headers `webhook-id` (the same across retries: deduplicate on it), `webhook-timestamp` and `webhook-signature`, so any Standard Webhooks library verifies it. Events are sent only for changes that were saved. A 2xx within 10 s is success; anything else is retried for about 28 h, every attempt is listed by `GET …/webhooks/{webhook_id}/deliveries/` and can be sent again with `…/redeliver/`; a subscription failing for 5 days is disabled. A URL that is not `https` or points at a private, loopback, link-local or metadata address is refused with `422 invalid_webhook_url`, at creation and at every delivery. An organization has at most 20 subscriptions: one more is refused with `409 webhook_limit_reached`. The API Reference describes every event in its `webhooks` section.',
  },
  {
    id: 'migration-in-progress',
    date: '2026-11-25',
    kind: 'added',
    title: 'Learning reports: 503 migration_in_progress while an upgrade rebuilds an organization’s counters',
    operations: ['learningCoursesReport', 'learningTracksReport', 'learningUsersReport'],
    text: 'After a release that changes how report counters are stored, each organization’s counters are rebuilt from its enrollments while the API keeps serving. Until that is done for the organization, the courses, tracks and users reports answer `503 migration_in_progress` with a `Retry-After` header (seconds) instead of a count that is not yet exact; the general-v2 report and every write keep working. Organizations created after the release never see it.',
  },
  {
    id: 'password-resets-end-api-keys',
    date: '2026-11-25',
    kind: 'changed',
    title: 'A password reset ends the api-keys the user made; change-password is throttled like a login and refuses the same password',
    operations: ['setUserPassword', 'changeOwnPassword', 'updateUser'],
    text: 'A password set by an administrator (`set-password`) and a new `force_change_password: true` (any of the three operations) now end every api-key made on that user’s authority, the keys made with those keys included: they answer `401 invalid_credentials` and are listed with `revoked_at`, as after a demotion. A voluntary `change-password` still ends the user’s sessions and keeps their api-keys. A wrong `current_password` counts as a failed login of the account: past the login limit `change-password` answers `429 too_many_attempts` with `Retry-After`, and the calling session ends at its 5th wrong current password. A new password equal to the current one is `422 password_reused` whether or not the change was required (before, only a required change refused it).',
  },
  {
    id: 'scim-provisioning',
    date: '2026-11-25',
    kind: 'added',
    title: 'SCIM 2.0 provisioning: Okta and Microsoft Entra ID create, update and deactivate users and push groups',
    operations: ['createScimGroup', 'createScimUser', 'deleteScimGroup', 'deleteScimUser', 'getScimGroup', 'getScimResourceType', 'getScimSchema', 'getScimServiceProviderConfig', 'getScimUser', 'listScimGroups', 'listScimResourceTypes', 'listScimSchemas', 'listScimUsers', 'patchScimGroup', 'patchScimUser', 'replaceScimGroup', 'replaceScimUser', 'createApiKey'],
    parameters: ['scope', 'filter', 'startIndex', 'count', 'attributes', 'excludedAttributes', 'If-Match'],
    text: 'Each organization is a SCIM 2.0 service provider (RFC 7643 / 7644) at `/org/{slug}/scim/v2` — paste that base URL and an api-key into the identity provider. `POST /org/{slug}/api-keys/` takes `scope: "scim"` for a key that may call only the SCIM routes (any other route is `403 forbidden`); api-keys now show their `scope` (`all` or `scim`). Users: `userName` is the email (unique, case-insensitively), `name.givenName`/`familyName` the names, `active` the status (false ends sessions and revokes the api-keys the user made, as `update_user` does), `externalId` is stored and unique, enterprise `department` and `title` name an area and a position (created when missing), `employeeNumber` is stored; users created through SCIM are collaborators without a password. `DELETE` deactivates the user and hides it from SCIM (404); creating the same `userName` again brings that user back. Groups are areas (`displayName` = name, `members` = its users; a user added to a group leaves the one they were in); an area still in use is not deleted (`409 area_in_use`). Filters (`userName`, `emails`, `externalId`, `id` eq; `active` eq; `and`), `startIndex`/`count`, `attributes`/`excludedAttributes`, PATCH with the spellings Entra ID sends, and `meta.version` ETags with `If-Match` (412) are supported; bulk, sorting and password changes are not. Bodies are `application/scim+json` (plain `application/json` accepted). Errors on SCIM routes use SCIM\'s error schema (`status` as a string, `scimType`) and also carry our `code`, `message` and `request_id`. The same events as the users API (`user.created`, `user.updated`, `user.deactivated`) are sent.',
  },
  {
    id: 'gateway-errors-scim-attributes',
    date: '2026-11-25',
    kind: 'changed',
    title: 'Errors answered by the gateway also carry SCIM\'s error attributes',
    operations: [],
    allOperations: true,
    text: 'A refusal API Gateway answers itself (`401 missing_credentials`, `403 org_mismatch`, `404 not_found`, `413`, `429`) keeps the envelope `{ code, message, request_id }` and now also carries `schemas`, `status` (the HTTP status as a string) and `detail`, so that a SCIM client refused before any function runs reads its own error schema. Nothing to do: the envelope is unchanged.',
  },
  {
    id: 'openapi-precision',
    date: '2026-11-25',
    kind: 'changed',
    title: 'The OpenAPI document states every request rule, every response header, and names what generators name',
    operations: [],
    allOperations: true,
    parameters: ['x-constraints', 'RateLimit', 'RateLimit-Policy'],
    text: 'Behaviour is unchanged; the document says more. Rules JSON Schema can state are now in the schemas (`uniqueItems`, `multipleOf: 0.01` on balances, `minProperties: 1`, the character rules of ids, names and free text as `pattern`s); the others (date ranges, the 92-day attendance window, `user_id` required with an api-key…) are listed in each operation\'s description and in its `x-constraints` (`{rule, parameters, code}`). `RateLimit` and `RateLimit-Policy` are documented on every response, and a deprecated operation\'s errors list its `Deprecation`, `Link` and `Sunset`. Shared error responses are keyed by their codes (e.g. `expired_credentials_or_invalid_credentials_or_missing_credentials`) instead of a key starting with the status, and request bodies are named schemas (`CreateUserBody`…): code generated from the earlier document names those types differently.',
  },
  {
    id: 'retry-later-answers',
    date: '2026-11-25',
    kind: 'changed',
    title: 'Try-again answers are 503 with Retry-After; replays mask secrets; stricter webhook addresses and names',
    operations: ['createWebhook', 'createApiKey'],
    allOperations: true,
    text: 'When the database is throttling, failing or unreachable, any operation answers `503 service_unavailable` with `Retry-After` instead of `500 internal_error`; a write whose data stayed busy through every retry answers `503 contention` with `Retry-After` (time-off approve, reject, cancel and delete and user updates answered `409 conflict` in that case before). Retry with the same `Idempotency-Key`. An `Idempotency-Key` replay of `create-api-key` or `create-webhook` answers the resource with its secret masked: the secret is shown once and never stored for replays. A webhook URL must resolve to a global unicast address (the IANA special-purpose ranges of IPv4 and IPv6, embedded IPv4 forms included, are refused with `422 invalid_webhook_url`) on port 443 or 8443. Names refuse invisible format characters and line separators (`400 validation_failed`) and are stored in Unicode normalization form C.',
  },
  {
    id: 'strict-query-strings',
    date: '2026-11-25',
    kind: 'changed',
    title: 'Unknown query parameters are refused on every operation; integers in plain digits; time-off dates within five years; media types in any case',
    operations: ['createTimeOffRequest', 'setUserCustomFields'],
    allOperations: true,
    parameters: ['page_size', 'startIndex', 'count', 'start_date', 'end_date', 'custom_fields', 'Content-Type'],
    text: 'A query parameter an operation does not list is now `400 validation_failed` (one detail per parameter, `issue: "unknown parameter"`) on every operation, also those that list no query parameter (e.g. `GET /org/{slug}/webhooks/{id}/?_method=DELETE` was answered as a plain GET); each operation says so in `x-unknown-query-parameters`. The SCIM operations and the documentation ignore parameters they do not list. Integer query parameters (`page_size`, SCIM `startIndex` and `count`) must be plain decimal digits: `1e2`, `0x10`, `+5` and ` 5` are 400. A time-off request\'s `start_date` and `end_date` must be within 5 years of today (UTC), before or after. A JSON body is read whatever the case of its media type (`Application/JSON; charset=UTF-8` was 415). A `__proto__` key in `custom_fields` is `422 invalid_custom_fields` like any key that names no field (it was silently dropped).',
  },
  {
    id: 'webhook-early-pause',
    date: '2026-11-25',
    kind: 'changed',
    title: 'A webhook that fails every delivery is disabled after 100 failures in a row over 10 minutes',
    operations: ['createWebhook'],
    text: 'A subscription whose destination has failed 100 delivery attempts in a row, with no success for 10 minutes, is now disabled at once (`status: disabled`, the `webhook.disabled` event to the organization\'s other subscriptions), as it was after 5 days of failures (that rule stays, for quiet subscriptions). The attempt that disabled it says why in the delivery log. Enable it again with `POST /org/{slug}/webhooks/{id}/update/` `{"status":"enabled"}` and redeliver what it missed.',
  },
  {
    id: 'users-list-successor',
    date: '2026-11-25',
    kind: 'changed',
    title: 'GET /users/ names its replacement: the SCIM users list',
    operations: ['listUsers'],
    text: 'The deprecated `GET /org/{slug}/users/` now names its replacement, `GET /org/{slug}/scim/v2/Users/` (an administrator credential, or an api-key of the `scim` scope): in the API Reference (`x-successor`) and on every answer (`Link: <…/scim/v2/Users/>; rel="successor-version"`). The replacement filters by `userName`, `emails`, `externalId`, `id` and `active` and answers SCIM resources; it has no `role` or `area_id` filter yet, which is why `GET /users/` stays documented and keeps answering until a retirement date is announced here.',
  },
  {
    id: 'webhook-rate-caps',
    date: '2026-11-25',
    kind: 'changed',
    title: 'Webhook deliveries are paced: 10 per second to one host, 50 per second per organization',
    operations: ['createWebhook', 'redeliverWebhookDelivery', 'testWebhook'],
    text: 'An organization\'s webhook deliveries now go out at most 10 per second to one destination host and 50 per second in all (one second\'s worth at once). A delivery over either pace is not dropped and spends none of its 8 attempts: it waits for its turn, then is sent as usual, so a change that touches many records at once (an assign of 1,000 users) reaches a receiver over a few minutes instead of in one burst. Another organization\'s deliveries never wait for yours. Receivers need not change anything; `webhook-timestamp` is the moment of the attempt as before.',
  },
  {
    id: 'scim-users-paging-depth',
    date: '2026-11-25',
    kind: 'changed',
    title: 'SCIM users list: every page costs the same at any depth; a far jump of startIndex is 400',
    operations: ['listScimUsers'],
    parameters: ['startIndex'],
    text: 'The unfiltered `GET /org/{slug}/scim/v2/Users/` answers `totalResults` from a stored count of the organization\'s users and starts each page where the previous one ended, so page 500 of an import is as fast as page 1 (`totalResults` still counts every user, those deleted through SCIM included; the order and the pages are unchanged). Pages that follow each other (`startIndex` = previous `startIndex` + `count`, what Okta and Entra ID send) work at any depth; a `startIndex` may also jump up to 1,000 users past the furthest position a page reached, further is now `400` with `scimType: invalidValue` (page through instead); with `filter=active eq …`, `startIndex` is at most 1,001. A `startIndex` past `totalResults` is an empty page, as before.',
  },
  {
    id: 'webhook-delivery-request-id',
    date: '2026-11-25',
    kind: 'added',
    title: 'A webhook delivery names the API request that caused its event (`request_id`)',
    operations: ['listWebhookDeliveries'],
    text: 'Every attempt in a subscription\'s delivery log now has `request_id`: the `request_id` of the API request whose change the event reports (a user created, a time-off request approved, a test or redelivery sent…), the same id an error envelope carries. Quote it to support to follow one change from the request to every delivery it caused. It is null for a change no API request made (a subscription disabled for failing), a deletion (`timeoff.request.deleted`), and attempts logged before this change.',
  },
  {
    id: 'login-session-schema',
    date: '2026-11-25',
    kind: 'changed',
    title: 'The login answer\'s schema is named LoginSession (was LoginResult) in the API Reference',
    operations: ['login'],
    text: 'The schema of `POST /org/{slug}/auth/login/`\'s answer is now the component `LoginSession`; its fields are unchanged. Generators that name each operation\'s answer `<OperationId>Result` (orval\'s axios client) made a second `LoginResult` of it, a duplicate identifier that did not compile. Code generated from the earlier document refers to the type by its old name: rename it when you generate again.',
  },
  {
    id: 'scim-users-active-total',
    date: '2026-11-26',
    kind: 'changed',
    title: 'SCIM users list: `filter=active eq …` costs the same at any organization size',
    operations: ['listScimUsers'],
    text: 'With `filter=active eq true` or `active eq false`, `GET /org/{slug}/scim/v2/Users/` now answers `totalResults` from a stored count of the organization\'s active and inactive users instead of counting them on every request, so the page costs the same whatever the organization\'s size. The value, the pages and the `startIndex` bound (at most 1,001 with this filter) are unchanged; inactive users include those deleted through SCIM, as before.',
  },
  {
    id: 'scim-lists-exact',
    date: '2026-11-27',
    kind: 'changed',
    title: 'SCIM lists: `totalResults` counts only what the list returns; `count` and `startIndex` are interpreted, not refused',
    operations: ['listScimUsers', 'listScimGroups'],
    text: 'Users deleted through SCIM are no longer counted in `totalResults` of `GET /org/{slug}/scim/v2/Users/` (with or without `filter=active eq false`) and no longer hold a place in the order: paging with `startIndex` = previous `startIndex` + `count` up to `totalResults` returns every listed user once, and every page but the last holds `count` users. `count` below 0 is read as 0 and above 100 as 100, `startIndex` below 1 as 1 (RFC 7644 §3.4.2.4; they were `400`); both are written as JSON integers, a minus sign allowed and a plus sign not (`count=+5` is `400`, as `page_size=+5` is everywhere); `itemsPerPage` is the number of resources returned. After a user is deleted through SCIM or reactivated, a `startIndex` more than 1,000 users past the furthest page reached since is `400 invalidValue` until pages reach there again (paging from 1, as identity providers import, always works).',
  },
  {
    id: 'repeated-parameters-media-types-fillers',
    date: '2026-11-27',
    kind: 'changed',
    title: 'A query parameter given twice is refused; a body is only `application/json`; blank Hangul fillers are refused in names',
    operations: ['createUser', 'updateUser', 'createArea'],
    allOperations: true,
    parameters: ['page_size', 'Content-Type'],
    text: 'A query parameter an operation lists, given more than once (`page_size=1&page_size=2`), is now `400 validation_failed` with a detail naming it (`issue: "repeated parameter: give it once"`) on every operation, SCIM included: no parameter is a list, and the last value was used silently. A request body must be `application/json` (on the SCIM operations also `application/scim+json`), in any case and with any parameters: other media types, `+json` ones such as `application/json-patch+json` and `application/merge-patch+json` included, are `415 unsupported_media_type` (they were read as plain JSON, which is not what a patch document means). Names (users, areas, positions, courses, custom fields, SCIM attributes…) refuse the Hangul fillers U+3164, U+115F, U+1160 and U+FFA0, which draw as blank space, like the invisible format characters (`400 validation_failed` naming the field).',
  },
  {
    id: 'scim-invalid-path-last-admin-deleted-groups',
    date: '2026-11-28',
    kind: 'changed',
    title: 'SCIM: unknown PATCH paths are refused; the last active administrator stays; no member of a deleted group',
    operations: ['patchScimUser', 'patchScimGroup', 'replaceScimUser', 'deleteScimUser', 'deleteScimGroup', 'createScimUser', 'createScimGroup'],
    text: 'A SCIM PATCH whose `path` (or a key of a no-path `add`/`replace`) names an attribute or sub-attribute RFC 7643 does not define for the resource, or an unknown schema, is now `400` with `scimType: invalidPath`, and nothing of the request is written (it was answered `200` and ignored); attributes RFC 7643 defines that are not stored (`nickName`, `phoneNumbers`…) are still accepted. Deactivating (`active: false`) or deleting the organization\'s last active administrator through SCIM is `409 last_active_admin`, whatever the credential; other administrators may be deactivated and deleted. A group deleted while a member is being added ends one way only: the delete is `409 area_in_use` (the member joined first) or the add is `404 area_not_found` (a `department` naming it: `409 conflict`), never a user in a deleted group. A `POST /Groups` whose member is refused (`400 invalidValue`) no longer leaves the group (area) behind.',
  },
  {
    id: 'scim-discovery-complete',
    date: '2026-11-28',
    kind: 'added',
    title: 'SCIM discovery: `/ResourceTypes/{resource_type_id}` and `/Schemas/{schema_id}`; schemas as RFC 7643 defines them',
    operations: ['getScimResourceType', 'getScimSchema', 'listScimSchemas', 'getScimServiceProviderConfig'],
    text: '`GET /org/{slug}/scim/v2/ResourceTypes/{resource_type_id}` (`User`, `Group`) and `GET /org/{slug}/scim/v2/Schemas/{schema_id}` (its URN) answer the resource each list names, so every `meta.location` resolves (they were `404`); an unknown one is `404 scim_resource_type_not_found` / `scim_schema_not_found`. `documentationUri` of ServiceProviderConfig is now the API\'s documentation (`/api/v5/rest/docs`, which redirects to the documentation portal; it pointed nowhere). Each attribute of the schemas has the characteristics RFC 7643 gives it (type, multiValued, caseExact, mutability, returned, uniqueness): the User `displayName` and `name.formatted` are `readWrite` (they said `readOnly`; still shown as given and family name), `groups.$ref` and `members.$ref` are listed as references; a group\'s `displayName` stays `uniqueness: server`.',
  },
  {
    id: 'groups-rest',
    date: '2026-11-28',
    kind: 'added',
    title: 'Groups: `/org/{slug}/groups/`, their members, and `group.*` webhook events',
    operations: ['listGroups', 'createGroup', 'getGroup', 'updateGroup', 'deleteGroup', 'listGroupMembers', 'addGroupMember', 'removeGroupMember'],
    text: 'Groups of users, many to many (a user belongs to any number of groups), for administrators: `GET`/`POST /org/{slug}/groups/`, `GET`/`PATCH`/`DELETE /org/{slug}/groups/{group_id}/` (a delete takes the memberships with it), `GET /org/{slug}/groups/{group_id}/members/` (paginated like every list), `PUT` (idempotent, `200`) and `DELETE /org/{slug}/groups/{group_id}/members/{user_id}/` (`404 group_member_not_found` when not a member). A name is unique case-insensitively (`409 group_name_taken`), an `external_id` exactly (`409 group_external_id_taken`); a user deleted through SCIM cannot be added (`404 user_not_found`). Webhook events `group.created`, `group.updated`, `group.deleted`, `group.member_added` and `group.member_removed` report the changes.',
  },
  {
    id: 'scim-user-attributes',
    date: '2026-11-28',
    kind: 'changed',
    title: 'SCIM Users keep every attribute of Okta\'s and Entra ID\'s mappings; userName is any string',
    operations: ['createScimUser', 'replaceScimUser', 'patchScimUser', 'getScimUser', 'listScimUsers', 'listScimSchemas', 'getScimSchema'],
    parameters: ['userName', 'emails', 'name', 'phoneNumbers', 'addresses', 'manager'],
    text: 'SCIM Users now store and return `emails` (all of them), `phoneNumbers`, `addresses`, `displayName`, `nickName`, `profileUrl`, `userType`, `preferredLanguage`, `locale`, `timezone`, the `name` parts and the enterprise `costCenter`, `organization`, `division` and `manager` (an object or a bare id). `userName` is required (a POST without it is `400 invalidValue`) and may be any string; it is unique case-insensitively together with the users\' login emails (`409 uniqueness`). The login email (the users API\'s `email`) is the primary email, else the `work` one, else the first, else `userName` when it is an email; changing an email no longer changes `userName`, nor the other way round. `name` is optional. PATCH of filtered paths (`phoneNumbers[type eq "mobile"].value`…) adds the value when none matches, and a `remove` that matches nothing is no error. The `/Schemas` list every attribute served.',
  },
  {
    id: 'group-enrollment-rules',
    date: '2026-11-28',
    kind: 'added',
    title: 'Enrollment rules: a course or track assigned to a group enrolls every member, today\'s and tomorrow\'s',
    operations: ['listEnrollmentRules', 'createEnrollmentRule', 'getEnrollmentRule', 'deleteEnrollmentRule', 'getJob', 'listEnrollments'],
    text: '`POST /org/{slug}/groups/{group_id}/enrollment-rules/` with `{"content_type": "course" | "track", "content_id", "due_date"?}` enrolls every member of the group not yet enrolled, once, as assign-course / assign-track would: within the request for up to 1,000 members (`201`, `result`), else `202` with a `job` to poll at `GET /org/{slug}/jobs/{job_id}/` (`status`, `total`, `done`, `failed`, `result`). A member added later (SCIM or the members route) is enrolled within seconds, once; a user reactivated through SCIM gets the rules of their groups. The same content twice on one group is `409 enrollment_rule_exists`. `GET`/`DELETE …/enrollment-rules/{rule_id}/`; deleting a rule, or leaving the group, keeps the enrollments; deleting a group deletes its rules. Enrollments (and `enrollment.created` / `enrollment.completed` events) now carry `source` (`{"type": "assignment"}` or `{"type": "group_rule", "rule_id", "group_id"}`; earlier enrollments are assignments), and `GET /org/{slug}/learning/enrollments/` filters by `source`.',
  },
  {
    id: 'scim-groups-of-their-own',
    date: '2026-11-28',
    kind: 'changed',
    title: 'SCIM Groups are groups of their own: a user in any number of them, areas stay areas',
    operations: ['createScimGroup', 'getScimGroup', 'listScimGroups', 'replaceScimGroup', 'patchScimGroup', 'deleteScimGroup', 'getScimUser'],
    text: 'SCIM Groups are now the groups of `/org/{slug}/groups/` (many to many) instead of the organization\'s areas: adding a user to a group no longer takes them out of another, and the enterprise `department` sets only the user\'s area, never a membership. A user\'s `groups` lists the groups they are a member of (on a user read by id or by a filter). Groups keep `externalId`; `displayName` and `externalId` are unique (`409 uniqueness`). Filters: `displayName eq`, `externalId eq`, `id eq` and `id eq "…" and members[value eq "…"]`. `DELETE` of a group with members is `204` (the memberships go; users and areas stay). `meta.version` is the group\'s version: send `If-Match` with it (`412` when stale). A group of more than 1,000 members is answered without `members` (page them with `GET /org/{slug}/groups/{group_id}/members/`). Existing groups keep their ids, names and members: each organization\'s areas were copied into groups after the release (until then its groups were served as before).',
  },
];

/**
 * The `deprecated` entry announcing the deprecation of `route` itself, or (with `parameter`) of
 * that query parameter of it: what the API Reference links to.
 */
export function deprecationEntryOf(route: Route, parameter?: string, entries: readonly ChangelogEntry[] = CHANGELOG): ChangelogEntry | undefined {
  return entries.find(
    (entry) =>
      entry.kind === 'deprecated' &&
      entry.operations.includes(route.id as RouteId) &&
      (parameter === undefined ? !entry.parameters?.length : entry.parameters?.includes(parameter)),
  );
}
