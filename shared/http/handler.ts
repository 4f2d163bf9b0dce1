import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
import type { Principal } from './principal';
import type { PageRequest } from '../db/query-page';
import { correlationScope } from '../observability/correlation';
import { logger } from '../observability/log';
import { metrics } from './metrics';
import { signsCursors, type LambdaRoute } from './route-types';
import { ApiError } from '../errors/api-error';
import { lockDurationMs, requestFingerprint, withIdempotency } from './idempotency';
import type { HandlerResult } from './results';
import { requestBase } from './request-url';
import { toHttpResponse } from './shape-response';
import { authorize, type Caller } from './middlewares/authorize';
import { cursorSecret } from './middlewares/cursor-secret';
import { errorEnvelope, toErrorResponse } from './middlewares/error-envelope';
import { jsonBody } from './middlewares/json-body';
import { requestLog } from './middlewares/request-log';
import { responseHeaders } from './middlewares/response-headers';
import { requestIdOf, type ShellMiddleware } from './middlewares/shell-context';
import { validateRequest, type ValidRequest } from './middlewares/validate-request';

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
  /** The API's absolute base URL (shared/http/request-url.ts), for absolute links such as SCIM's `meta.location`. */
  baseUrl: string;
}

type Middy = middy.MiddyfiedHandler<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

const PAGING_PARAMS = new Set(['cursor', 'page_size']);

/**
 * A `self` route answers each caller their own records (a collaborator another key range or
 * index than an administrator): its cursors are bound to the caller, so a replayed cursor is a
 * 400 `invalid_cursor`, never a position in someone else's query (#16).
 */
function callerBinding(route: LambdaRoute, principal: Principal | null): { caller?: string } {
  if (route.roles !== 'self' || !principal) return {};
  return { caller: principal.userId ? `user:${principal.userId}` : `credential:${principal.credentialId}` };
}

function pageOf(route: LambdaRoute, event: APIGatewayProxyEvent, query: unknown, principal: Principal | null): PageRequest {
  const rawQuery = (query ?? {}) as Record<string, unknown>;
  const filters = Object.fromEntries(Object.entries(rawQuery).filter(([k]) => !PAGING_PARAMS.has(k)));
  return {
    size: typeof rawQuery.page_size === 'number' ? rawQuery.page_size : 50,
    cursor: typeof rawQuery.cursor === 'string' ? rawQuery.cursor : undefined,
    binding: { org: event.pathParameters?.slug ?? '', endpoint: route.id, filters, ...callerBinding(route, principal) },
  };
}

/**
 * The handler shell: every function is `createHandler(route, impl)`. Middlewares first, in the
 * order a request meets them: Lambda context and metrics (Powertools), timing and the log line,
 * response headers, the one error middleware (any failure becomes the envelope there), the cursor
 * secret, body size and JSON, the caller's role, then path/query/body validation. The handler
 * last: the domain, under its `Idempotency-Key` when one was sent, and the response shaped
 * through the route's schema. Idempotency stays around the domain call rather than being a
 * middleware: Middy skips every `after` step on an early response (a replay still gets its
 * headers, metrics and log line), and an `onError` would release the key of an attempt answered
 * 503 at the deadline, whose work may still land (docs/decisions/idempotency-and-throttling.md, "`Idempotency-Key` (api.md §1)", the lock).
 */
export function createHandler<const R extends LambdaRoute>(
  route: R,
  impl: (input: HandlerInput<R>) => Promise<HandlerResult>,
): Middy {
  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>({
    timeoutEarlyResponse: () => {
      throw new ApiError('service_unavailable', 'The request took too long; it can be retried.');
    },
  })
    // Lambda request id, cold start and X-Ray trace id on every log line; keys reset per invocation.
    .use(injectLambdaContext(logger, { resetKeys: true }))
    // The invocation's EMF metrics, written once at its end (success or error).
    .use(logMetrics(metrics, { captureColdStartMetric: false, throwOnEmptyMetrics: false }))
    .use(requestLog(route))
    .use(responseHeaders(route))
    .use(errorEnvelope(route))
    .use(signsCursors(route) ? [cursorSecret] : [])
    .use(jsonBody(route))
    .use(authorize(route))
    .use(validateRequest(route))
    .handler(async (event, context) => {
      const { principal, input } = context as Context & Caller & ValidRequest;
      const { params, query, body, idempotencyKey, headers } = input;
      const handlerInput = {
        params,
        query,
        body,
        principal,
        headers,
        page: pageOf(route, event, query, principal),
        requestId: requestIdOf(event),
        sourceIp: event.requestContext?.identity?.sourceIp ?? 'unknown',
        baseUrl: requestBase(event),
      } as HandlerInput<R>;
      const run = async () => toHttpResponse(route, event, await impl(handlerInput));
      // Every item this request writes records its request_id (shared/db/origin.ts): the webhook
      // events it causes carry it to their deliveries.
      return correlationScope.run({ requestId: handlerInput.requestId, stampsWrites: true }, () => {
        // Safe retries (api.md §1): only once the caller is known and the request is valid, so
        // refused requests never consume a key. Requests without the header run as they are.
        if (!idempotencyKey || !principal) return run();
        return withIdempotency(
          { slug: principal.org, credentialId: principal.credentialId, key: idempotencyKey },
          requestFingerprint(event.httpMethod, event.path, event.body),
          lockDurationMs(context.getRemainingTimeInMillis?.()),
          run,
          (error) => toErrorResponse(route, error, event),
          route.secretInResponse,
        );
      });
    });
}
