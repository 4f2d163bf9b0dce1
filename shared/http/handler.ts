import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
import { fromAuthorizerContext, type Principal } from './principal';
import { config } from '../config';
import type { PageRequest } from '../db/query-page';
import { log, logger } from '../observability/log';
import { metrics, recordRequest } from './metrics';
import { signsCursors, type LambdaRoute } from './route-types';
import { loadCursorSecret } from '../db/cursor-secret';
import { ApiError, type ErrorDetail } from '../errors/api-error';
import { errorResponse, JSON_HEADERS } from './envelope';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes';
import { bearerChallenge } from './gateway-responses';
import { deprecationHeaders, lowerCaseHeaders, withoutForbiddenHeaders } from './headers';
import { lockDurationMs, readIdempotencyKey, requestFingerprint, withIdempotency } from './idempotency';
import { sameRequestWith } from './request-url';
import type { HandlerResult } from './results';
import { parsePart, throwIfInvalid } from './validate-input';
import { allowsAnyOrigin, CORS_ALLOW_ORIGIN } from './cors';

/** api.md §7: bodies over 256 KiB are refused before they are parsed. */
export const MAX_BODY_BYTES = 256 * 1024;

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Req<R extends LambdaRoute> = NonNullable<R['request']>;

export interface HandlerInput<R extends LambdaRoute> {
  params: Out<Req<R>['path']>;
  query: Out<Req<R>['query']>;
  body: Out<Req<R>['body']>;
  /** The caller; null only on public routes. */
  principal: R['roles'] extends 'public' ? null : Principal;
  /** Lower-cased request headers. */
  headers: Record<string, string>;
  /** Page size, cursor and what the cursor is bound to; meaningful for list routes. */
  page: PageRequest;
  requestId: string;
  /** The client's address as API Gateway saw it (`requestContext.identity.sourceIp`). */
  sourceIp: string;
}

type Middy = middy.MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

const PAGING_PARAMS = new Set(['cursor', 'page_size']);

function requestIdOf(event: APIGatewayProxyEvent): string {
  return event.requestContext?.requestId ?? 'unknown';
}

/** Role check of api.md §2, done on every call (never only in a cached gateway policy). */
function authorize(route: LambdaRoute, event: APIGatewayProxyEvent): Principal | null {
  if (route.roles === 'public') return null;
  const verdict = fromAuthorizerContext(event.requestContext?.authorizer);
  if (!verdict.ok) throw new ApiError(verdict.code, 'The credential was not accepted.');
  const { principal } = verdict;
  if (principal.org !== event.pathParameters?.slug) {
    throw new ApiError('org_mismatch', 'The credential belongs to another organization.');
  }
  if (principal.passwordChangeRequired && !route.allowsPendingPasswordChange) {
    throw new ApiError('password_change_required', 'Change the password before using this session.');
  }
  if (route.roles === 'admin' && principal.role !== 'admin') {
    throw new ApiError('forbidden', 'This operation needs an administrator credential.');
  }
  return principal;
}

/**
 * A `self` route answers each caller their own records (a collaborator another key range or
 * index than an administrator): its cursors are bound to the caller, so a replayed cursor is a
 * 400 `invalid_cursor`, never a position in someone else's query (#16).
 */
function callerBinding(route: LambdaRoute, principal: Principal | null): { caller?: string } {
  if (route.roles !== 'self' || !principal) return {};
  return { caller: principal.userId ? `user:${principal.userId}` : `credential:${principal.credentialId}` };
}

/** JSON bodies are parsed by Middy's parser; its 415s are told apart here (see errorEnvelope). */
function needsBodyParsing(route: LambdaRoute, event: APIGatewayProxyEvent): boolean {
  return Boolean(route.request?.body) && event.body !== null && event.body !== undefined && event.body !== '';
}

/**
 * RFC 9110 §15.5.2: every 401 carries `WWW-Authenticate`. `error="invalid_token"` only when the
 * bearer credential itself was refused (the authorizer's verdict), not for a refused password.
 */
function challengeHeaders(route: LambdaRoute, event: APIGatewayProxyEvent, code: ErrorCode): Record<string, string> {
  if (ERROR_CODES[code].status !== 401) return {};
  const badBearer = route.roles !== 'public' && !fromAuthorizerContext(event.requestContext?.authorizer).ok;
  return { 'WWW-Authenticate': bearerChallenge(code, badBearer) };
}

function toErrorResponse(route: LambdaRoute, error: unknown, event: APIGatewayProxyEvent): APIGatewayProxyResult {
  const requestId = requestIdOf(event);
  if (error instanceof ApiError) {
    return errorResponse(error.code, error.message, requestId, error.details, { ...challengeHeaders(route, event, error.code), ...error.headers });
  }
  const httpError = error as { statusCode?: number; message?: string; cause?: { package?: string; message?: string } };
  if (httpError.cause?.package === '@middy/http-json-body-parser') {
    // Middy 6 answers 415 both for a non-JSON content type and for unreadable JSON.
    return httpError.cause.message
      ? errorResponse('invalid_json', 'The body is not valid JSON.', requestId)
      : errorResponse('unsupported_media_type', 'Send the body as application/json.', requestId);
  }
  log.error('unhandled error', { requestId, error: String(error), stack: (error as Error)?.stack });
  return errorResponse('internal_error', 'Something went wrong on our side.', requestId);
}

/** A `respondText` body: the media type is the route's (`response.contentType`), never guessed. */
function textResponse(route: LambdaRoute, body: string, headers: Record<string, string> = {}): APIGatewayProxyResult {
  const type = route.response.contentType;
  if (!type) throw new Error(`${route.id} answered text but declares no response.contentType`);
  return { statusCode: route.response.status, headers: { ...JSON_HEADERS, 'Content-Type': `${type}; charset=utf-8`, ...headers }, body };
}

function toHttpResponse(
  route: LambdaRoute,
  event: APIGatewayProxyEvent,
  result: HandlerResult,
): APIGatewayProxyResult {
  if (result.kind === 'empty') return { statusCode: result.status ?? route.response.status, headers: {}, body: '' };
  if (result.kind === 'text') return textResponse(route, result.body, result.headers);
  const status = result.kind === 'body' ? (result.status ?? route.response.status) : route.response.status;
  // Other statuses (e.g. an idempotent replay's 200 next to a 201) carry their own shape.
  const shape = (item: unknown) => (status === route.response.status ? throughSchema(route, item) : item);
  let body: unknown;
  if (result.kind === 'page') {
    const { items, nextCursor } = result.page;
    body = {
      results: items.map(shape),
      next: nextCursor ? sameRequestWith(event, { cursor: nextCursor }) : null,
      next_cursor: nextCursor,
    };
  } else if (route.response.shape === 'legacy-array' && Array.isArray(result.body)) {
    body = result.body.map(shape);
  } else {
    body = shape(result.body);
  }
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, ...(result.kind === 'body' ? result.headers : {}) },
    body: JSON.stringify(body),
  };
}

/**
 * Every resource leaves through its route's schema: fields in documented order, anything
 * undocumented (a storage attribute, a hash) stripped. A mismatch is a bug: loud locally
 * and in tests (VALIDATE_RESPONSES), logged in production.
 */
function throughSchema(route: LambdaRoute, item: unknown): unknown {
  const schema = route.response.schema;
  if (!schema) return item;
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  if (config().VALIDATE_RESPONSES) throw new Error(`response of ${route.id} does not match its schema: ${parsed.error.message}`);
  log.error('response does not match its schema', { route: route.id, issues: parsed.error.issues.map((i) => i.path.join('.')) });
  return item;
}

type ShellRequest = { event: APIGatewayProxyEvent; response: APIGatewayProxyResult | null | undefined; context: Context };

/** When the shell started on a request (for the Latency metric). */
const startedAt = new WeakMap<object, number>();

/** The body a business metric counts (only parsed for routes whose metric counts something). */
function countedBody(route: LambdaRoute, response: APIGatewayProxyResult): unknown {
  if (!route.metric?.count || !response.body) return undefined;
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

/**
 * Last step of every response, success or failure: the deprecation signal of the route,
 * no diagnostic headers (contract 9.6), and one log line per request for operators
 * (never a body, a header value or a secret).
 */
function finish(route: LambdaRoute, request: ShellRequest): void {
  const response = request.response;
  if (!response) return;
  response.headers = withoutForbiddenHeaders({
    ...(response.headers as Record<string, string>),
    ...deprecationHeaders(route, request.event),
    // Public documentation routes only, success and failure alike (shared/http/cors.ts).
    ...(allowsAnyOrigin(route) ? CORS_ALLOW_ORIGIN : {}),
  });
  const started = request.event.requestContext?.requestTimeEpoch;
  recordRequest(route, response.statusCode, Date.now() - (startedAt.get(request) ?? Date.now()), countedBody(route, response));
  log.info('request', {
    route: route.id,
    status: response.statusCode,
    org: request.event.pathParameters?.slug,
    request_id: requestIdOf(request.event),
    ...(started ? { ms: Date.now() - started } : {}),
  });
}

/**
 * The handler shell: every function is `createHandler(route, impl)`. It parses and validates
 * path, query and body with the route's zod schemas, checks the caller's role, runs the
 * domain, and shapes the response; any failure becomes the error envelope in one place.
 */
export function createHandler<const R extends LambdaRoute>(
  route: R,
  impl: (input: HandlerInput<R>) => Promise<HandlerResult>,
): Middy {
  const bodyParser = httpJsonBodyParser();
  const readsCursorSecret = signsCursors(route);

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>({
    timeoutEarlyResponse: () => {
      throw new ApiError('service_unavailable', 'The request took too long; it can be retried.');
    },
  })
    // Lambda request id, cold start and X-Ray trace id on every log line; keys reset per invocation.
    .use(injectLambdaContext(logger, { resetKeys: true }))
    // The invocation's EMF metrics, written once at its end (success or error).
    .use(logMetrics(metrics, { captureColdStartMetric: false, throwOnEmptyMetrics: false }))
    .use({
      before: async (request) => {
        const { event } = request;
        startedAt.set(request, Date.now());
        logger.appendKeys({ request_id: requestIdOf(event), route: route.id });
        if (readsCursorSecret) await loadCursorSecret();
        if (event.body && Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') > MAX_BODY_BYTES) {
          throw new ApiError('payload_too_large', 'The body is larger than 256 KiB.');
        }
        if (needsBodyParsing(route, event)) {
          // Middy's parser reads `content-type` or `Content-Type` only: give it a normalized view.
          event.headers = lowerCaseHeaders(event.headers);
          await bodyParser.before!(request as never);
        } else {
          // No body (or one on an operation that takes none, which is ignored): the schema
          // sees `undefined`, so a required body is reported as missing, not as bad JSON.
          event.body = null;
        }
      },
      after: async (request) => finish(route, request),
      onError: async (request) => {
        // Every failure becomes the envelope here, in one place.
        request.response = toErrorResponse(route, request.error, request.event);
        finish(route, request);
      },
    })
    .handler(async (event, context) => {
      const headers = lowerCaseHeaders(event.headers);
      const principal = authorize(route, event);
      const issues: ErrorDetail[] = [];
      const params = parsePart(route.request?.path, event.pathParameters ?? {}, 'path', issues);
      const query = parsePart(route.request?.query, event.queryStringParameters ?? {}, 'query', issues);
      const body = parsePart(route.request?.body, event.body ?? undefined, 'body', issues);
      const idempotencyKey = route.idempotent ? readIdempotencyKey(headers, issues) : undefined;
      throwIfInvalid(issues);

      const rawQuery = (query ?? {}) as Record<string, unknown>;
      const filters = Object.fromEntries(Object.entries(rawQuery).filter(([k]) => !PAGING_PARAMS.has(k)));
      const page: PageRequest = {
        size: typeof rawQuery.page_size === 'number' ? rawQuery.page_size : 50,
        cursor: typeof rawQuery.cursor === 'string' ? rawQuery.cursor : undefined,
        binding: { org: event.pathParameters?.slug ?? '', endpoint: route.id, filters, ...callerBinding(route, principal) },
      };
      const sourceIp = event.requestContext?.identity?.sourceIp ?? 'unknown';
      const input = { params, query, body, principal, headers, page, requestId: requestIdOf(event), sourceIp } as HandlerInput<R>;
      const run = async () => toHttpResponse(route, event, await impl(input));
      // Safe retries (api.md §1): only once the caller is known and the request is valid, so
      // refused requests never consume a key. Requests without the header run as they are.
      if (!idempotencyKey || !principal) return run();
      return withIdempotency(
        { slug: principal.org, credentialId: principal.credentialId, key: idempotencyKey },
        requestFingerprint(event.httpMethod, event.path, event.body),
        lockDurationMs(context?.getRemainingTimeInMillis?.()),
        run,
        (error) => toErrorResponse(route, error, event),
      );
    });
}
