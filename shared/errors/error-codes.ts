/**
 * The registry of stable error codes (api.md §3). `code` is the contract integrators
 * branch on; `message` texts are not stable. docs/errors.md is generated from this table
 * by `npm run client:generate`, and test/docs/generated-files.test.ts fails when it is stale.
 */
export const ERROR_CODES = {
  invalid_json: { status: 400, description: 'The body is not readable JSON.' },
  validation_failed: { status: 400, description: 'The request does not match the schema; `details` lists each issue.' },
  bad_request: { status: 400, description: 'Refused by the gateway before reaching the API (the status says why).' },
  invalid_cursor: { status: 400, description: 'The cursor was tampered with, or belongs to another organization, endpoint or filter set.' },
  missing_credentials: { status: 401, description: 'No `Authorization: Bearer` header.' },
  invalid_credentials: { status: 401, description: 'Malformed, unknown or revoked credential; wrong email or password.' },
  expired_credentials: { status: 401, description: 'The session token has expired.' },
  forbidden: { status: 403, description: 'The credential is valid but its role may not call this operation.' },
  org_mismatch: { status: 403, description: "The credential belongs to another organization than the path's." },
  password_change_required: { status: 403, description: 'The session belongs to a user who must change the password first.' },
  not_request_owner: { status: 403, description: "A collaborator acted on another user's time-off request." },
  request_not_pending: { status: 403, description: 'A collaborator deleted a time-off request that is no longer pending.' },
  not_found: { status: 404, description: 'No such route.' },
  organization_not_found: { status: 404, description: 'No such organization.' },
  api_key_not_found: { status: 404, description: 'No such api-key in this organization.' },
  area_not_found: { status: 404, description: 'No such area in this organization.' },
  headquarter_not_found: { status: 404, description: 'No such headquarter in this organization.' },
  position_not_found: { status: 404, description: 'No such position in this organization.' },
  position_category_not_found: { status: 404, description: 'No such position category in this organization.' },
  user_not_found: { status: 404, description: 'No such user in this organization.' },
  course_not_found: { status: 404, description: 'No such course in this organization.' },
  track_not_found: { status: 404, description: 'No such track in this organization.' },
  enrollment_not_found: { status: 404, description: 'No such enrollment in this organization.' },
  request_not_found: { status: 404, description: 'No such time-off request in this organization.' },
  webhook_not_found: { status: 404, description: 'No such webhook subscription in this organization.' },
  delivery_not_found: { status: 404, description: 'No such delivery attempt of this webhook subscription.' },
  conflict: { status: 409, description: 'The write conflicts with the current state.' },
  email_taken: { status: 409, description: 'Another user of the organization has this email (case-insensitive).' },
  custom_field_key_taken: { status: 409, description: 'A custom field with this key already exists.' },
  overlapping_request: { status: 409, description: 'The period overlaps a pending or approved time-off request of the user.' },
  invalid_state_transition: { status: 409, description: 'The time-off request cannot move to that state from its current one.' },
  webhook_limit_reached: { status: 409, description: 'The organization already has 20 webhook subscriptions, the most it may have; delete one to add another.' },
  idempotency_in_progress: { status: 409, description: 'A request with this Idempotency-Key is still being processed.' },
  version_conflict: { status: 412, description: '`If-Match` does not match the current version.' },
  payload_too_large: { status: 413, description: 'The body is larger than 256 KiB.' },
  unsupported_media_type: { status: 415, description: 'The body is not `application/json`.' },
  no_users_assigned: { status: 422, description: 'An assign call assigned nobody; `details` lists the skipped users.' },
  insufficient_balance: { status: 422, description: 'The time-off balance does not cover the requested days.' },
  weak_password: { status: 422, description: 'The password is not 10..128 characters long.' },
  password_reused: { status: 422, description: 'change-password must set a password other than the current one (voluntary or required by force_change_password).' },
  empty_period: { status: 422, description: 'The requested period contains no weekday.' },
  period_too_long: { status: 422, description: 'A time-off request may span at most 92 calendar days; split longer absences.' },
  user_inactive: { status: 422, description: 'The user is inactive: no new time off can be requested for them.' },
  idempotency_key_reused: { status: 422, description: 'The Idempotency-Key was used with a different request body.' },
  unprocessable: { status: 422, description: 'The request is well-formed but breaks a domain rule; `details` says which.' },
  invalid_reference: { status: 422, description: 'A referenced id (area, headquarter, position, course…) does not exist.' },
  invalid_webhook_url: { status: 422, description: 'The webhook URL is not https, or it resolves to a private, loopback, link-local or metadata address.' },
  invalid_custom_fields: { status: 422, description: 'Custom field values do not match their definitions; `details` per field.' },
  mark_in_future: { status: 422, description: 'The attendance mark is later than now (beyond the allowed clock skew).' },
  mark_time_out_of_window: { status: 422, description: "A collaborator's own attendance mark is earlier than the allowed window before now; backfills need an administrator credential." },
  rate_limited: { status: 429, description: 'Too many requests; retry after the `Retry-After` seconds.' },
  too_many_attempts: { status: 429, description: 'Too many failed logins for this email or from this address; retry after the `Retry-After` seconds (the right password is refused meanwhile).' },
  internal_error: { status: 500, description: 'Unexpected failure. Nothing internal is disclosed; quote `request_id` to support.' },
  service_unavailable: { status: 503, description: 'A dependency is throttling, failing or unreachable; nothing was decided. Retry after the `Retry-After` seconds (with the same Idempotency-Key).' },
  contention: { status: 503, description: 'The data this write touches is being written concurrently and stayed busy through every retry; retry after the `Retry-After` seconds (with the same Idempotency-Key).' },
  migration_in_progress: { status: 503, description: 'The organization’s stored data is being upgraded after a release and this report would not yet be exact; retry after the `Retry-After` seconds.' },
  // SCIM 2.0 (RFC 7644 §3.12): each carries the `scimType` of SCIM_TYPES below.
  scim_invalid_filter: { status: 400, description: 'SCIM: the `filter` is not valid, or uses an attribute or operator this service provider does not filter on (scimType `invalidFilter`).' },
  scim_invalid_path: { status: 400, description: 'SCIM: a PATCH `path` is not valid or names no attribute of the resource (scimType `invalidPath`).' },
  scim_no_target: { status: 400, description: 'SCIM: a PATCH `path` value filter matched nothing (scimType `noTarget`).' },
  scim_invalid_value: { status: 400, description: 'SCIM: a required value is missing or a value has the wrong type or format (scimType `invalidValue`).' },
  scim_mutability: { status: 400, description: 'SCIM: the request changes a read-only attribute (scimType `mutability`).' },
  scim_uniqueness: { status: 409, description: 'SCIM: another resource of the organization has this `userName` (case-insensitive), `externalId` or `displayName` (scimType `uniqueness`).' },
  area_in_use: { status: 409, description: 'The area still has users, positions or child areas: it cannot be deleted.' },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * SCIM's `scimType` (RFC 7644 §3.12) of the codes a SCIM route can answer with one: SCIM errors
 * carry it next to our `code` (shared/http/envelope.ts).
 */
export const SCIM_TYPES: Partial<Record<ErrorCode, string>> = {
  scim_invalid_filter: 'invalidFilter',
  scim_invalid_path: 'invalidPath',
  scim_no_target: 'noTarget',
  scim_invalid_value: 'invalidValue',
  scim_mutability: 'mutability',
  scim_uniqueness: 'uniqueness',
  email_taken: 'uniqueness',
  validation_failed: 'invalidValue',
  invalid_json: 'invalidSyntax',
};
