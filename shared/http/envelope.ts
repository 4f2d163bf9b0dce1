import type { APIGatewayProxyResult } from 'aws-lambda';
import { ERROR_CODES, SCIM_TYPES, type ErrorCode } from '../errors/error-codes';

export const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;

/** The one error body of the API (api.md §3). */
export interface ErrorEnvelope {
  code: ErrorCode;
  message: string;
  request_id: string;
  details?: unknown[];
}

export function errorResponse(
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: unknown[],
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return { statusCode: ERROR_CODES[code].status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(envelopeOf(code, message, requestId, details)) };
}

const envelopeOf = (code: ErrorCode, message: string, requestId: string, details?: unknown[]): ErrorEnvelope => ({
  code,
  message,
  request_id: requestId,
  ...(details ? { details } : {}),
});

export const SCIM_MEDIA_TYPE = 'application/scim+json';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * The SCIM attributes of an error (RFC 7644 §3.12: `status` as a string, `scimType` where one
 * applies, `detail`), to go with the envelope's fields in one body: a SCIM client reads the
 * former, our `code` and `request_id` stay there for support (docs/decisions/scim.md).
 */
export const scimErrorAttributes = (code: ErrorCode, message: string) => ({
  schemas: [SCIM_ERROR_SCHEMA],
  status: String(ERROR_CODES[code].status),
  ...(SCIM_TYPES[code] ? { scimType: SCIM_TYPES[code] } : {}),
  detail: message,
});

/** An error of a SCIM route: the SCIM error and the envelope in one body, as `application/scim+json`. */
export function scimErrorResponse(
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: unknown[],
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  const body = { ...scimErrorAttributes(code, message), ...envelopeOf(code, message, requestId, details) };
  return {
    statusCode: ERROR_CODES[code].status,
    headers: { ...JSON_HEADERS, 'Content-Type': `${SCIM_MEDIA_TYPE}; charset=utf-8`, ...headers },
    body: JSON.stringify(body),
  };
}
