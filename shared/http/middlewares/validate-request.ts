import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ApiError, type ErrorDetail } from '../../errors/api-error';
import { readIdempotencyKey } from '../idempotency';
import { lowerCaseHeaders } from '../headers';
import { unknownQueryParameters, type LambdaRoute } from '../route-types';
import { handOver, type ShellMiddleware } from './shell-context';

// zod/mini loads no locale (every built-in issue would read "Invalid input"): the English
// messages are part of the API's `details`. Only `en`, not `z.locales`, which bundles them all.
z.config(en());

type Location = 'path' | 'query' | 'body';

function toDetails(location: Location, error: z.core.$ZodError): ErrorDetail[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    // One detail per unknown field, named, rather than one nameless "unrecognized keys".
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ in: location, path: [...at, key].join('.'), issue: 'unknown field' }));
    }
    return [{ in: location, path: at.join('.'), issue: issue.message }];
  });
}

/** One part of the request as its schema reads it; its issues join those of the other parts. */
function parsePart(schema: z.ZodMiniType | undefined, value: unknown, location: Location, issues: ErrorDetail[]): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  issues.push(...toDetails(location, result.error));
  return undefined;
}

/**
 * The query parameters a route lists, and one detail per other parameter where the route refuses
 * them (#33 finding 12: routes without a query schema used to ignore every parameter). Done
 * here, from the route table, rather than trusted to each schema being strict.
 *
 * A listed parameter given more than once (`page_size=1&page_size=2`) is refused on every route
 * (#45 finding 4): none is a list, and API Gateway's single-value map keeps the last value, so
 * which one counts would be the gateway's guess, not the caller's. Its value still goes to the
 * schema (one detail for the repetition, none for "missing").
 */
function knownQuery(route: LambdaRoute, event: APIGatewayProxyEvent, issues: ErrorDetail[]): Record<string, string | undefined> {
  const shape = route.request?.query?.shape ?? {};
  const query: Record<string, string | undefined> = event.queryStringParameters ?? {};
  const all: Record<string, string[] | undefined> = event.multiValueQueryStringParameters ?? {};
  const known: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(query)) {
    if (Object.hasOwn(shape, name)) {
      known[name] = value;
      if ((Object.hasOwn(all, name) ? (all[name]?.length ?? 0) : 0) > 1) issues.push({ in: 'query', path: name, issue: 'repeated parameter: give it once' });
    } else if (unknownQueryParameters(route) === 'refused') issues.push({ in: 'query', path: name, issue: 'unknown parameter' });
  }
  return known;
}

/** What `validateRequest` hands to the handler: the request's parts as the route's schemas read them. */
export interface ValidRequest {
  input: { params: unknown; query: unknown; body: unknown; idempotencyKey: string | undefined; headers: Record<string, string> };
}

/** Path, query, body and `Idempotency-Key` checked together: every issue of every part in one 400. */
export const validateRequest = (route: LambdaRoute): ShellMiddleware => ({
  before: (request) => {
    const { event } = request;
    const issues: ErrorDetail[] = [];
    // Lower-cased once per request: the Idempotency-Key here, the handler's `headers` after.
    const headers = lowerCaseHeaders(event.headers);
    const input: ValidRequest['input'] = {
      params: parsePart(route.request?.path, event.pathParameters ?? {}, 'path', issues),
      query: parsePart(route.request?.query, knownQuery(route, event, issues), 'query', issues),
      body: parsePart(route.request?.body, event.body ?? undefined, 'body', issues),
      idempotencyKey: route.idempotent ? readIdempotencyKey(headers, issues) : undefined,
      headers,
    };
    if (issues.length > 0) throw new ApiError('validation_failed', 'The request is not valid.', issues);
    handOver(request, { input } satisfies ValidRequest);
  },
});
