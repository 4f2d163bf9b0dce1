import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors/error-codes';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER as SERVED_REPLAYED_HEADER } from '../../shared/http/idempotency';
import {
  buildOpenApiDocument,
  documentedErrorCodes,
  errorsFor,
  isDocumented,
  pathTemplateParameters,
  REPLAYED_HEADER,
  successorRoute,
  type JsonSchema,
  type OpenApiOperation,
} from '../../shared/openapi/build-document';
import { TAG_DESCRIPTIONS, TAG_ORDER } from '../../shared/openapi/tags';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import type { Route } from '../../shared/http/route-types';
import { useGateway } from '../support/http';

const doc = buildOpenApiDocument();
const full = buildOpenApiDocument({ includeUndocumented: true });
const { call } = useGateway();

const operations = (d = doc) =>
  Object.entries(d.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
const operationOf = (route: Route, d = doc): OpenApiOperation | undefined => d.paths[route.path]?.[route.method.toLowerCase()];
const resolve = <T,>(value: T): T => {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<any>((node, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc) as T;
};
const params = (op: OpenApiOperation) => (op.parameters ?? []).map((p) => resolve(p) as { name: string; in: string; required?: boolean; deprecated?: boolean });
const errorCodesOf = (op: OpenApiOperation, status: string): ErrorCode[] => documentedErrorCodes(resolve(op.responses[status]!))!;
const noSlash = (path: string) => path.replace(/\/+$/, '');

describe('OpenAPI document (GET /api/v5/rest/openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document (published and full)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const d of [doc, full]) {
      // The validator dereferences in place: give it a copy.
      const result = await validate(structuredClone(d) as never);
      expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
      expect(result.warnings).toEqual([]);
    }
  });

  it('is what the gateway serves, publicly', async () => {
    const res = await call('GET', '/api/v5/rest/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('lists every documented route of the table with its method, and nothing else', () => {
    const documented = ROUTES.filter(isDocumented);
    expect(documented.length).toBeGreaterThan(10);
    for (const route of documented) expect(operationOf(route)?.operationId, `${route.method} ${route.path}`).toBe(route.id);
    expect(operations().map((o) => `${o.method} ${o.path}`).sort()).toEqual(documented.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('leaves out hidden spellings and the aliases the contract no longer lists (4.9); the full document has them', () => {
    const absent = ROUTES.filter((r) => !isDocumented(r));
    expect(absent.length).toBeGreaterThan(0);
    for (const route of absent) {
      expect(operationOf(route), `${route.id} must not be documented`).toBeUndefined();
      expect(operationOf(route, full)?.operationId).toBe(route.id);
    }
    // Contract 4.9, whichever of them the table serves: none is listed.
    const delisted = [
      'GET /org/{slug}/areas',
      'GET /org/{slug}/headquarters',
      'GET /org/{slug}/positions',
      'GET /org/{slug}/position_categories',
      'POST /org/{slug}/organizations/custom-fields',
      'PUT /org/{slug}/organizations/users/{id}/custom-fields',
      'PUT /org/{slug}/users/{id}',
      'GET /org/{slug}/permission_groups',
    ];
    const listed = new Set(operations().map((o) => `${o.method} ${noSlash(o.path)}`));
    for (const alias of delisted) expect(listed.has(alias), alias).toBe(false);
  });

  it('has unique operationIds and path parameters that match the {segments} of each path exactly', () => {
    const all = operations(full);
    expect(new Set(all.map((o) => o.op.operationId)).size).toBe(all.length);
    for (const { path, method, op } of all) {
      const inPath = params(op).filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name), `${method} ${path}`).toEqual(pathTemplateParameters(path));
      for (const p of inPath) expect(p.required, `${method} ${path} {${p.name}}`).toBe(true);
      const names = params(op).map((p) => `${p.in}:${p.name}`);
      expect(new Set(names).size, `${method} ${path} duplicate parameters`).toBe(names.length);
    }
  });

  it('documents a Bearer security scheme; public operations need no credential', () => {
    expect(doc.components.securitySchemes).toMatchObject({ bearerAuth: { type: 'http', scheme: 'bearer' } });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const route of ROUTES.filter(isDocumented)) {
      const op = operationOf(route)!;
      if (route.roles === 'public') expect(op.security, route.id).toEqual([]);
      else expect(op.security, route.id).toBeUndefined();
    }
  });

  it('has one described tag per area, in a fixed order, and every operation under a listed tag', () => {
    const names = doc.tags.map((t) => t.name);
    expect(names).toEqual(TAG_ORDER.filter((t) => names.includes(t)));
    for (const tag of doc.tags) expect(tag.description).toBe(TAG_DESCRIPTIONS[tag.name as keyof typeof TAG_DESCRIPTIONS]);
    expect(Object.keys(TAG_DESCRIPTIONS).sort()).toEqual(
      ['attendance', 'auth', 'custom fields', 'docs', 'groups', 'learning', 'organization', 'reports', 'scim', 'time off', 'users', 'webhooks'].sort(),
    );
    for (const { op } of operations()) {
      expect(op.tags).toHaveLength(1);
      expect(names).toContain((op.tags as string[])[0]);
    }
    // Every area that has a documented route is listed.
    expect(new Set(names)).toEqual(new Set(ROUTES.filter(isDocumented).map((r) => r.tag)));
  });

  it('documents parameters, body, success and error responses of every operation', () => {
    for (const route of LAMBDA_ROUTES) {
      const op = operationOf(route, full)!;
      const success = op.responses[String(route.response.status)] as JsonSchema & { content?: unknown };
      expect(success, route.id).toBeDefined();
      expect(Boolean(success.content), `${route.id} body`).toBe(route.response.shape !== 'empty');
      if (route.request?.body) expect(op.requestBody, route.id).toBeDefined();
      for (const name of Object.keys(route.request?.query?.shape ?? {})) {
        expect(params(op).some((p) => p.in === 'query' && p.name === name), `${route.id} ?${name}`).toBe(true);
      }
      // Every code the operation can answer is under the status the registry gives it, and only there.
      const expected = errorsFor(route);
      const documented = Object.keys(op.responses)
        .filter((s) => Number(s) >= 400)
        .flatMap((s) => errorCodesOf(op, s).map((code) => [Number(s), code] as const));
      expect(documented.map(([, code]) => code).sort(), route.id).toEqual([...expected].sort());
      for (const [status, code] of documented) expect(status, `${route.id} ${code}`).toBe(ERROR_CODES[code].status);
      for (const code of route.errors ?? []) expect(expected, `${route.id} declares ${code}`).toContain(code);
    }
  });

  it('derives the generic error codes from who may call and what is accepted', () => {
    for (const route of LAMBDA_ROUTES) {
      const codes = errorsFor(route);
      expect(codes).toEqual(expect.arrayContaining(['internal_error', 'rate_limited', 'service_unavailable']));
      if (route.roles !== 'public') expect(codes, route.id).toEqual(expect.arrayContaining(['missing_credentials', 'invalid_credentials', 'org_mismatch']));
      else expect(codes, route.id).not.toContain('missing_credentials');
      if (route.roles === 'admin' || route.roles === 'self') expect(codes, route.id).toContain('forbidden');
      if (route.request?.body) expect(codes, route.id).toEqual(expect.arrayContaining(['invalid_json', 'unsupported_media_type', 'validation_failed']));
      if (route.request?.query && 'cursor' in route.request.query.shape) expect(codes, route.id).toContain('invalid_cursor');
      if (route.idempotent) expect(codes, route.id).toEqual(expect.arrayContaining(['idempotency_key_reused', 'idempotency_in_progress']));
    }
  });

  it('references the Idempotency-Key header on idempotent operations only', () => {
    for (const route of LAMBDA_ROUTES) {
      const refs = (operationOf(route, full)!.parameters ?? []).map((p) => (p as { $ref?: string }).$ref);
      expect(refs.includes('#/components/parameters/IdempotencyKey'), route.id).toBe(Boolean(route.idempotent));
    }
    expect(doc.components.parameters).toMatchObject({ IdempotencyKey: { name: IDEMPOTENCY_KEY_HEADER, in: 'header' } });
    expect(REPLAYED_HEADER).toBe(SERVED_REPLAYED_HEADER);
    for (const route of LAMBDA_ROUTES.filter((r) => r.idempotent)) {
      const headers = (operationOf(route, full)!.responses[String(route.response.status)] as any).headers ?? {};
      expect(Object.keys(headers), route.id).toContain(REPLAYED_HEADER);
    }
  });

  it('marks deprecated operations with their successor and the Deprecation / Link headers', () => {
    const deprecated = LAMBDA_ROUTES.filter((r) => r.deprecated);
    expect(deprecated.length).toBeGreaterThan(0);
    for (const route of deprecated) {
      const op = operationOf(route, full)!;
      expect(op.deprecated, route.id).toBe(true);
      const successor = successorRoute(route);
      if (route.deprecated!.successor) {
        expect(successor, `${route.id}: its successor ${route.deprecated!.successor} is not a route`).toBeDefined();
        expect(op['x-successor']).toBe(`${successor!.method} ${successor!.path}`);
        expect(op.description).toContain(`${successor!.method} ${successor!.path}`);
      } else {
        expect(op['x-successor']).toBeNull();
        if (!route.deprecated!.documented) expect(op.description).toContain('without replacement');
      }
      const headers = (op.responses[String(route.response.status)] as { headers?: Record<string, unknown> }).headers ?? {};
      expect(Object.keys(headers), route.id).toContain('Deprecation');
      expect('Link' in headers, route.id).toBe(Boolean(route.deprecated!.successor));
    }
    for (const route of LAMBDA_ROUTES.filter((r) => !r.deprecated)) expect(operationOf(route, full)!.deprecated, route.id).toBeUndefined();
  });

  it('keeps GET /org/{slug}/users/ documented, as deprecated (contract 4.6)', () => {
    const op = doc.paths['/org/{slug}/users/']?.get;
    expect(op, 'GET /org/{slug}/users/ is documented').toBeDefined();
    expect(op!.deprecated).toBe(true);
  });

  it('marks the query parameter course_enroll_date as deprecated, in favour of from_date (contract 4.2, 9.5)', () => {
    const report = doc.paths['/org/{slug}/reports/learning/general-v2/']?.get;
    expect(report, 'the general-v2 report is documented').toBeDefined();
    const param = params(report!).find((p) => p.name === 'course_enroll_date');
    expect(param).toMatchObject({ in: 'query', deprecated: true, required: false });
    expect(params(report!).find((p) => p.name === 'from_date')?.deprecated).toBeUndefined();
    expect(report!.deprecated).toBeUndefined();
    // Every deprecated query parameter of the table is marked, and announces the header.
    for (const route of LAMBDA_ROUTES.filter((r) => r.deprecatedQuery)) {
      const op = operationOf(route, full)!;
      for (const name of Object.keys(route.deprecatedQuery!)) expect(params(op).find((p) => p.name === name)?.deprecated, `${route.id} ?${name}`).toBe(true);
      expect(Object.keys((op.responses[String(route.response.status)] as any).headers ?? {})).toContain('Deprecation');
    }
  });

  it('documents the two documentation views as 302 redirects with a Location header', () => {
    for (const path of ['/api/v5/rest/docs', '/api/v5/rest/redocs']) {
      const op = doc.paths[path]?.get;
      expect(op?.security).toEqual([]);
      expect(op?.responses['302']).toMatchObject({ headers: { Location: { $ref: '#/components/headers/Location' } } });
    }
  });

  it('lets "Try it out" call the host that serves the document', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});
