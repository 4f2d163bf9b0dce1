import { ERROR_CODES, type ErrorCode } from './error-codes';

export interface ErrorDetail {
  path?: string;
  issue: string;
  [extra: string]: unknown;
}

/**
 * The one error type the domain throws. The handler shell turns it into the
 * envelope `{ code, message, request_id, details? }` with the registry's status.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown[],
    /** Response headers that belong to the error (e.g. `Retry-After` of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_CODES[code].status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * `value`, or the ApiError `code` (a 404 such as `area_not_found`) with `message` when there is
 * none: a read-only route's whole rule in one expression,
 * `respond(found(await getCatalogItem(slug, 'area', id), 'area_not_found', 'No such area.'))`
 * (docs/contributing.md, "Adding an endpoint"). The message is the caller's: a function's copy of
 * the registry carries no descriptions (infra/cdk/lambda-source.ts).
 */
export function found<T>(value: T | null | undefined, code: ErrorCode, message: string): T {
  if (value === null || value === undefined) throw new ApiError(code, message);
  return value;
}
