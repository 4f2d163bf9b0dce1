import type { ErrorDetail } from '../../errors/api-error';
import { readIdempotencyKey } from '../idempotency';
import { lowerCaseHeaders } from '../headers';
import type { LambdaRoute } from '../route-types';
import { parsePart, throwIfInvalid } from '../validate-input';
import { handOver, type ShellMiddleware } from './shell-context';

/** What `validateRequest` hands to the handler: the request's parts as the route's schemas read them. */
export interface ValidRequest {
  input: { params: unknown; query: unknown; body: unknown; idempotencyKey: string | undefined };
}

/** Path, query, body and `Idempotency-Key` checked together: every issue of every part in one 400. */
export const validateRequest = (route: LambdaRoute): ShellMiddleware => ({
  before: (request) => {
    const { event } = request;
    const issues: ErrorDetail[] = [];
    const input: ValidRequest['input'] = {
      params: parsePart(route.request?.path, event.pathParameters ?? {}, 'path', issues),
      query: parsePart(route.request?.query, event.queryStringParameters ?? {}, 'query', issues),
      body: parsePart(route.request?.body, event.body ?? undefined, 'body', issues),
      idempotencyKey: route.idempotent ? readIdempotencyKey(lowerCaseHeaders(event.headers), issues) : undefined,
    };
    throwIfInvalid(issues);
    handOver(request, { input } satisfies ValidRequest);
  },
});
