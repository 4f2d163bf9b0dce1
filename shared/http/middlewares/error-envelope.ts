import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { dependencyFailure, type DependencyFailure } from '../../db/dependency';
import { ApiError } from '../../errors/api-error';
import { ERROR_CODES, type ErrorCode } from '../../errors/error-codes';
import { log } from '../../observability/log';
import { errorResponse as envelopeResponse, scimErrorResponse } from '../envelope';
import { metrics } from '../metrics';
import { RELIABILITY_METRICS } from '../../observability/metric-names';
import { bearerChallenge } from '../gateway-responses';
import { fromAuthorizerContext } from '../principal';
import type { LambdaRoute } from '../route-types';
import { requestIdOf, type ShellMiddleware } from './shell-context';

/**
 * RFC 9110 §15.5.2: every 401 carries `WWW-Authenticate`. `error="invalid_token"` only when the
 * bearer credential itself was refused (the authorizer's verdict), not for a refused password.
 */
function challengeHeaders(route: LambdaRoute, event: APIGatewayProxyEvent, code: ErrorCode): Record<string, string> {
  if (ERROR_CODES[code].status !== 401) return {};
  const badBearer = route.roles !== 'public' && !fromAuthorizerContext(event.requestContext?.authorizer).ok;
  return { 'WWW-Authenticate': bearerChallenge(code, badBearer) };
}

/**
 * A Middy HTTP error (`createError` of @middy/util: a `statusCode` it may show the client). In
 * this shell only the JSON parser throws one, and only for a body it cannot read: 415 in Middy 6,
 * 422 from Middy 7 (the media type is checked before it, see json-body.ts).
 */
const isUnreadableJson = (error: unknown): boolean => {
  const { statusCode, expose } = (error ?? {}) as { statusCode?: unknown; expose?: unknown };
  return expose !== false && (statusCode === 415 || statusCode === 422);
};

/**
 * Seconds a client waits before retrying a 503 (#33 §14, §15) unless the error names its own:
 * a dependency failure (throttling, a DynamoDB 5xx, no answer) lasts seconds; contention on one
 * item passes within a second or so. docs/decisions/reliability.md.
 */
export const RETRY_AFTER_SECONDS: Partial<Record<ErrorCode, number>> = { service_unavailable: 2, contention: 1 };

const DEPENDENCY_MESSAGES: Record<DependencyFailure, string> = {
  throttled: 'The database is throttling requests right now; nothing was decided, retry the request.',
  unavailable: 'The database is failing right now; nothing was decided, retry the request.',
  unreachable: 'The database cannot be reached right now; nothing was decided, retry the request.',
  contention: 'The data is being written concurrently; retry the request.',
};

/** A dependency that failed past its retries is an operator's matter: one log line and one metric per request. */
function recordDependencyFailure(route: LambdaRoute, requestId: string, kind: DependencyFailure | 'contention', error: unknown): void {
  log.error('dependency failure', { requestId, route: route.id, dependency: 'dynamodb', kind, error: String((error as Error)?.name ?? error) });
  metrics.addMetric(kind === 'contention' ? RELIABILITY_METRICS.contention : RELIABILITY_METRICS.dependencyFailures, MetricUnit.Count, 1);
}

const retryAfter = (code: ErrorCode, headers: Record<string, string> | undefined): Record<string, string> =>
  RETRY_AFTER_SECONDS[code] !== undefined && !headers?.['Retry-After'] ? { 'Retry-After': String(RETRY_AFTER_SECONDS[code]) } : {};

/** The envelope (api.md §3) of any failure; nothing internal (no stack, no message) leaves on a 500. */
export function toErrorResponse(route: LambdaRoute, error: unknown, event: APIGatewayProxyEvent): APIGatewayProxyResult {
  const requestId = requestIdOf(event);
  // A SCIM route answers SCIM's error schema, our envelope's fields alongside (envelope.ts).
  const errorResponse = route.scim ? scimErrorResponse : envelopeResponse;
  if (error instanceof ApiError) {
    if (error.code === 'contention' || error.code === 'service_unavailable') recordDependencyFailure(route, requestId, error.code === 'contention' ? 'contention' : 'unavailable', error);
    return errorResponse(error.code, error.message, requestId, error.details, {
      ...challengeHeaders(route, event, error.code),
      ...retryAfter(error.code, error.headers),
      ...error.headers,
    });
  }
  if (isUnreadableJson(error)) return errorResponse('invalid_json', 'The body is not valid JSON.', requestId);
  // The database throttling, failing or out of reach past the SDK's retries, or a transaction
  // conflict that escaped its retries: the same request can succeed later (#33 §14, §15).
  const failure = dependencyFailure(error);
  if (failure) {
    recordDependencyFailure(route, requestId, failure, error);
    const code = failure === 'contention' ? 'contention' : 'service_unavailable';
    return errorResponse(code, DEPENDENCY_MESSAGES[failure], requestId, undefined, retryAfter(code, undefined));
  }
  log.error('unhandled error', { requestId, error: String(error), stack: (error as Error)?.stack });
  return errorResponse('internal_error', 'Something went wrong on our side.', requestId);
}

/**
 * The shell's one error middleware, in the style of @middy/http-error-handler, which cannot be
 * used as it is: it answers `Content-Type: application/json` without charset or Cache-Control and
 * the error's message as the body, where the API answers its envelope with a request id.
 */
export const errorEnvelope = (route: LambdaRoute): ShellMiddleware => ({
  onError: (request) => {
    if (request.response !== undefined) return;
    request.response = toErrorResponse(route, request.error, request.event);
  },
});
