import type { APIGatewayProxyResult } from 'aws-lambda';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes';

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
  const body: ErrorEnvelope = { code, message, request_id: requestId, ...(details ? { details } : {}) };
  return { statusCode: ERROR_CODES[code].status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}
