import type { ErrorCode } from '../errors/error-codes';
import { SCIM_ERROR_SCHEMA } from './envelope';

/**
 * Errors API Gateway answers itself, before any function runs. The CDK stack turns each
 * into a gateway response with this status and an envelope body; the local gateway answers
 * the same way, so integrators see one error shape everywhere (api.md §3).
 */
export interface GatewayErrorResponse {
  type:
    | 'UNAUTHORIZED'
    | 'ACCESS_DENIED'
    | 'MISSING_AUTHENTICATION_TOKEN'
    | 'THROTTLED'
    | 'REQUEST_TOO_LARGE'
    | 'AUTHORIZER_FAILURE'
    | 'DEFAULT_4XX'
    | 'DEFAULT_5XX';
  /** Status to answer with; undefined keeps the status API Gateway chose (the DEFAULT_* families). */
  status?: number;
  code: ErrorCode;
  message: string;
  headers?: Record<string, string>;
}

/** The challenge of every 401 (RFC 9110 §11.6.1, RFC 6750 §3): the API takes bearer tokens. */
export const BEARER_CHALLENGE = 'Bearer realm="api"';

/**
 * The `WWW-Authenticate` value of a 401 with this code: a presented bearer credential that was
 * refused adds `error="invalid_token"`; a missing one (or a refused password) names the scheme only.
 */
export function bearerChallenge(code: ErrorCode, bearerPresented: boolean): string {
  const badToken = bearerPresented && (code === 'invalid_credentials' || code === 'expired_credentials');
  return badToken ? `${BEARER_CHALLENGE}, error="invalid_token"` : BEARER_CHALLENGE;
}

export const GATEWAY_RESPONSES: readonly GatewayErrorResponse[] = [
  // Only reached without an Authorization header: the authorizer never throws for a bad one.
  // RFC 9110 §15.5.2: a 401 names its scheme; no `error=` without a credential (RFC 6750 §3.1).
  {
    type: 'UNAUTHORIZED',
    status: 401,
    code: 'missing_credentials',
    message: 'Send Authorization: Bearer <token>.',
    headers: { 'WWW-Authenticate': BEARER_CHALLENGE },
  },
  // The authorizer's policy only allows the credential's own organization.
  { type: 'ACCESS_DENIED', status: 403, code: 'org_mismatch', message: 'The credential belongs to another organization.' },
  // API Gateway's answer to an unknown path or method.
  { type: 'MISSING_AUTHENTICATION_TOKEN', status: 404, code: 'not_found', message: 'No such route.' },
  { type: 'THROTTLED', status: 429, code: 'rate_limited', message: 'Too many requests.', headers: { 'Retry-After': '1' } },
  { type: 'REQUEST_TOO_LARGE', status: 413, code: 'payload_too_large', message: 'The body is too large.' },
  // The authorizer refuses a bad credential with a Deny, never by throwing: it fails only when it
  // cannot read the credential (the database throttling or out of reach), which a retry cures
  // (#33 §14). API Gateway's own status for this is 500.
  {
    type: 'AUTHORIZER_FAILURE',
    status: 503,
    code: 'service_unavailable',
    message: 'The credential cannot be checked right now; retry the request.',
    headers: { 'Retry-After': '2' },
  },
  { type: 'DEFAULT_4XX', code: 'bad_request', message: 'The request was refused.' },
  { type: 'DEFAULT_5XX', code: 'internal_error', message: 'Something went wrong on our side.' },
];

export const gatewayResponse = (type: GatewayErrorResponse['type']): GatewayErrorResponse =>
  GATEWAY_RESPONSES.find((r) => r.type === type)!;

/** The envelope body, with API Gateway's request id variable in the deployed template. */
export function gatewayResponseBody(response: GatewayErrorResponse, requestId: string): string {
  // One body for every path (a gateway response cannot depend on it): the envelope, plus SCIM's
  // error attributes so that a SCIM client refused at the gateway reads its own error schema
  // (RFC 7644 §3.12; docs/decisions/scim.md). `status` is only known for the typed responses.
  const scim = response.status === undefined ? {} : { schemas: [SCIM_ERROR_SCHEMA], status: String(response.status), detail: response.message };
  return JSON.stringify({ code: response.code, message: response.message, request_id: requestId, ...scim });
}
