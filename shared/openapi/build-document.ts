import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';
import { ROUTES } from '../routes';
import type { LambdaRoute, Route } from '../routes/route-types';
import { unixSeconds } from '../http/headers';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Codes any operation can answer, by who may call it. */
export function errorsFor(route: LambdaRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>(['internal_error', 'rate_limited']);
  if (route.request?.path || route.request?.query || route.request?.body) codes.add('validation_failed');
  if (route.request?.body) ['invalid_json', 'unsupported_media_type', 'payload_too_large'].forEach((c) => codes.add(c as ErrorCode));
  if (route.roles !== 'public') {
    ['missing_credentials', 'invalid_credentials', 'expired_credentials', 'org_mismatch', 'password_change_required'].forEach((c) =>
      codes.add(c as ErrorCode),
    );
  }
  if (route.roles === 'admin') codes.add('forbidden');
  if (route.idempotent) ['idempotency_key_reused', 'idempotency_in_progress'].forEach((c) => codes.add(c as ErrorCode));
  for (const code of route.errors ?? []) codes.add(code);
  return [...codes];
}

/** The path as OpenAPI writes it (the route table keeps the documented trailing slash). */
export const openApiPath = (route: Route) => route.path;

/** Whether a route appears in the API Reference: hidden deprecated aliases do not (contract 4.9). */
export const isDocumented = (route: Route) =>
  !(route.kind === 'lambda' && (route.hidden || (route.deprecated && !route.deprecated.documented)));

function parameters(route: LambdaRoute) {
  const out: JsonSchema[] = [];
  for (const [location, schema] of [['path', route.request?.path], ['query', route.request?.query]] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const deprecatedQuery = location === 'query' ? route.deprecatedQuery?.[name] : undefined;
      out.push({
        name,
        in: location,
        required: location === 'path' || !field.safeParse(undefined).success,
        schema: toSchema(field, 'input'),
        ...(deprecatedQuery
          ? { deprecated: true, description: `Deprecated${deprecatedQuery.replacedBy ? `: use \`${deprecatedQuery.replacedBy}\`` : ''}.` }
          : {}),
      });
    }
  }
  if (route.idempotent) out.push({ $ref: '#/components/parameters/IdempotencyKey' });
  return out;
}

function successResponse(route: LambdaRoute): JsonSchema {
  const { status, shape, schema } = route.response;
  const headers = route.deprecated || route.deprecatedQuery
    ? { headers: { Deprecation: { $ref: '#/components/headers/Deprecation' }, Link: { $ref: '#/components/headers/Link' } } }
    : {};
  if (shape === 'empty') return { [status]: { description: 'Done.', ...headers } };
  const item = schema ? toSchema(schema, 'output') : {};
  const body =
    shape === 'list'
      ? {
          type: 'object',
          required: ['results', 'next', 'next_cursor'],
          properties: {
            results: { type: 'array', items: item },
            next: { type: ['string', 'null'], description: 'Absolute URL of the next page, or null.' },
            next_cursor: { type: ['string', 'null'], description: 'Opaque cursor of the next page, or null.' },
          },
        }
      : shape === 'legacy-array'
        ? { type: 'array', items: item }
        : item;
  return { [status]: { description: 'Success.', ...headers, content: { 'application/json': { schema: body } } } };
}

function errorResponses(route: LambdaRoute): JsonSchema {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsFor(route)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: JsonSchema = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[status] = {
      description: codes.map((c) => `\`${c}\`: ${ERROR_CODES[c].description}`).join('\n\n'),
      ...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } } : {}),
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: codes } } }] },
        },
      },
    };
  }
  return out;
}

function operation(route: Route): JsonSchema {
  if (route.kind === 'redirect') {
    return {
      operationId: route.id,
      summary: route.summary,
      tags: [route.tag],
      security: [],
      responses: { 302: { description: 'Redirect to the API Reference.', headers: { Location: { schema: { type: 'string' } } } } },
    };
  }
  const deprecation = route.deprecated
    ? `\n\n**Deprecated** since ${route.deprecated.since}${route.deprecated.successor ? `: use \`${route.deprecated.successor}\`.` : ', retired without replacement.'}`
    : '';
  return {
    operationId: route.id,
    summary: route.summary,
    description: `${route.description ?? route.summary}${deprecation}\n\nWho may call: \`${route.roles}\`.`,
    tags: [route.tag],
    ...(route.roles === 'public' ? { security: [] } : {}),
    ...(route.deprecated ? { deprecated: true, 'x-successor': route.deprecated.successor } : {}),
    parameters: parameters(route),
    ...(route.request?.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.request.body, 'input') } } } }
      : {}),
    responses: { ...successResponse(route), ...errorResponses(route) },
  };
}

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 document, generated from the route table and its zod schemas. */
export function buildOpenApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of ROUTES.filter(isDocumented)) {
    const path = openApiPath(route);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Learning and People Platform API',
      version: '5.0.0',
      description:
        'Public HTTP API. Authenticate with `Authorization: Bearer <token>` (an administrator api-key or a session token from `POST /org/{slug}/auth/login/`). Errors share one envelope; branch on `code`, never on `message`.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(ROUTES.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An api-key (`lpk.…`) or a session token (`lps.…`).' } },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Makes the request safe to retry for 24 h: the same key and body replay the first response.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      headers: {
        Deprecation: {
          description: 'RFC 9745: `@<unix time>` when this operation (or a parameter used) was deprecated.',
          schema: { type: 'string', example: `@${unixSeconds('2026-09-01')}` },
        },
        Link: { description: 'RFC 8288: `<successor>; rel="successor-version"` when there is a replacement.', schema: { type: 'string' } },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message', 'request_id'],
          properties: {
            code: { type: 'string', enum: Object.keys(ERROR_CODES), description: 'Stable: branch on this.' },
            message: { type: 'string', description: 'Human text; not stable.' },
            request_id: { type: 'string' },
            details: { type: 'array', items: {} },
          },
        },
      },
    },
  };
  return cached;
}
