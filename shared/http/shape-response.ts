import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { config } from '../config';
import { log } from '../observability/log';
import { JSON_HEADERS } from './envelope';
import { sameRequestWith } from './request-url';
import type { HandlerResult } from './results';
import type { LambdaRoute } from './route-types';

/** A `respondText` body: the media type is the route's (`response.contentType`), never guessed. */
function textResponse(route: LambdaRoute, body: string, headers: Record<string, string> = {}): APIGatewayProxyResult {
  const type = route.response.contentType;
  if (!type) throw new Error(`${route.id} answered text but declares no response.contentType`);
  return { statusCode: route.response.status, headers: { ...JSON_HEADERS, 'Content-Type': `${type}; charset=utf-8`, ...headers }, body };
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

/** What a handler returned, as the HTTP response of its route. */
export function toHttpResponse(route: LambdaRoute, event: APIGatewayProxyEvent, result: HandlerResult): APIGatewayProxyResult {
  if (result.kind === 'empty') return { statusCode: result.status ?? route.response.status, headers: {}, body: '' };
  if (result.kind === 'text') return textResponse(route, result.body, result.headers);
  // A JSON media type of its own (SCIM's `application/scim+json`): a JSON body sent under it.
  const jsonType = route.response.contentType && /\+json$/.test(route.response.contentType) ? route.response.contentType : undefined;
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
    headers: { ...JSON_HEADERS, ...(jsonType ? { 'Content-Type': `${jsonType}; charset=utf-8` } : {}), ...(result.kind === 'body' ? result.headers : {}) },
    body: JSON.stringify(body),
  };
}
