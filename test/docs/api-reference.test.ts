// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Area, components, Enrollment, operations, TimeOffRequest, User } from '../../shared/client';
import { ERROR_CODES } from '../../shared/errors/error-codes';
import { buildOpenApiDocument, documentedErrorCodes, isDocumented, type JsonSchema } from '../../shared/openapi/build-document';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { unknownQueryParameters } from '../../shared/http/route-types';
import { schemaErrorsAt } from '../support/contract';

/**
 * The API Reference as integrators and their tools read it (#17 §4): named schemas that
 * generated clients turn into types, and examples that are valid.
 */
const doc = buildOpenApiDocument();
const full = buildOpenApiDocument({ includeUndocumented: true });
const SCHEMAS = '#/components/schemas/';

const refOf = (schema: unknown) => (schema as { $ref?: string } | undefined)?.$ref;
const resolveRef = (value: unknown): any =>
  refOf(value)
    ? refOf(value)!
        .slice(2)
        .split('/')
        .reduce<any>((node, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')], full)
    : value;

describe('named schemas (components.schemas)', () => {
  it('names every resource, the error envelope and the list envelope', () => {
    for (const name of ['User', 'Area', 'Headquarter', 'Position', 'PositionCategory', 'Course', 'Track', 'Enrollment', 'AssignResult', 'TimeOffRequest', 'TimeOffBalance', 'Mark', 'CustomField', 'ApiKey', 'LoginSession', 'Changelog', 'Error', 'Page']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });

  it('refers to a named schema, not an inline copy, for the body of every JSON success response', () => {
    for (const route of LAMBDA_ROUTES) {
      const { status, shape, contentType = 'application/json' } = route.response;
      if (shape === 'empty' || contentType !== 'application/json') continue;
      const op = full.paths[route.path]![route.method.toLowerCase()]!;
      const schema = (op.responses[String(status)] as any).content['application/json'].schema as JsonSchema;
      const item =
        shape === 'list'
          ? (schema.allOf as JsonSchema[])[1]!.properties && ((schema.allOf as any)[1].properties.results.items as JsonSchema)
          : schema.type === 'array'
            ? (schema.items as JsonSchema)
            : schema;
      if (shape === 'list') expect(refOf((schema.allOf as JsonSchema[])[0]), route.id).toBe(`${SCHEMAS}Page`);
      expect(refOf(item), `${route.id}: name its response schema with named(...) where it is defined`).toMatch(/^#\/components\/schemas\/[A-Z]\w+$/);
      expect(resolveRef(item), route.id).toBeDefined();
    }
  });

  it('refers to the one error envelope in every error response', () => {
    const responses = Object.values(doc.components.responses as Record<string, any>);
    expect(responses.length).toBeGreaterThan(10);
    for (const response of responses) {
      expect(refOf(response.content['application/json'].schema.allOf[0])).toBe(`${SCHEMAS}Error`);
    }
  });

  it('keeps every $ref resolvable, and lists no schema nothing uses', () => {
    const refs = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string') refs.add(v);
        else walk(v);
      }
    };
    walk(full);
    for (const ref of refs) expect(resolveRef({ $ref: ref }), ref).toBeDefined();
    for (const name of Object.keys(full.components.schemas)) expect(refs.has(`${SCHEMAS}${name}`), `${name} is unused`).toBe(true);
    expect(LAMBDA_ROUTES.some(isDocumented)).toBe(true);
  });

  it('gives the typed client named types (compile-time: `npx tsc --noEmit`)', () => {
    type ListAreas = operations['listAreas']['responses'][200]['content']['application/json'];
    expectTypeOf<ListAreas['results']>().toEqualTypeOf<Area[]>();
    expectTypeOf<User>().toEqualTypeOf<components['schemas']['User']>();
    expectTypeOf<User['email']>().toEqualTypeOf<string>();
    expectTypeOf<Enrollment['status']>().toEqualTypeOf<'not_started' | 'in_progress' | 'completed'>();
    expectTypeOf<TimeOffRequest['start_date']>().toEqualTypeOf<string>();
  });
});

/** Errors of `value` against the schema at that place of the (full) document; [] when valid. */
const invalid = schemaErrorsAt;
const zodIssues = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('examples', () => {
  it('gives every path parameter and required query parameter an example its schema accepts, and the service too', () => {
    for (const route of LAMBDA_ROUTES) {
      const verb = route.method.toLowerCase();
      const op = full.paths[route.path]![verb]!;
      const values: Record<'path' | 'query', Record<string, unknown>> = { path: {}, query: {} };
      (op.parameters ?? []).forEach((p, index) => {
        if (refOf(p)) return; // shared header parameters (Idempotency-Key, If-Match): optional, described
        const param = p as { name: string; in: 'path' | 'query'; required: boolean; example?: unknown };
        // Optional filters have none on purpose ("Try it out" would send it).
        if (!param.required) return expect(param.example, `${route.id} ?${param.name}`).toBeUndefined();
        expect(param.example, `${route.id} ${param.in} ${param.name}: give it an example (route.example or PARAMETER_EXAMPLES)`).toBeDefined();
        expect(invalid(param.example, 'paths', route.path, verb, 'parameters', String(index), 'schema'), `${route.id} ${param.name}`).toEqual([]);
        values[param.in][param.name] = param.in === 'query' ? String(param.example) : param.example;
      });
      if (route.request?.path) expect(zodIssues(route.request.path, values.path), `${route.id} path`).toEqual([]);
      if (route.request?.query) expect(zodIssues(route.request.query, values.query), `${route.id} query`).toEqual([]);
    }
  });

  it('gives every request body an example its schema accepts, and the service too', () => {
    for (const route of LAMBDA_ROUTES.filter((r) => r.request?.body)) {
      const verb = route.method.toLowerCase();
      const media = (full.paths[route.path]![verb]!.requestBody as any).content['application/json'];
      expect(media.example, `${route.id}: give it example.body`).toBeDefined();
      expect(invalid(media.example, 'paths', route.path, verb, 'requestBody', 'content', 'application/json', 'schema'), route.id).toEqual([]);
      expect(zodIssues(route.request!.body!, media.example), route.id).toEqual([]);
    }
  });

  it('gives every success response with a body an example of its schema', () => {
    for (const route of LAMBDA_ROUTES.filter((r) => r.response.shape !== 'empty')) {
      const verb = route.method.toLowerCase();
      const status = String(route.response.status);
      const [media, content] = Object.entries((full.paths[route.path]![verb]!.responses[status] as any).content)[0] as [string, any];
      expect(content.example, `${route.id}: name its schema with an example in RESOURCE_EXAMPLES, or give example.response`).toBeDefined();
      expect(invalid(content.example, 'paths', route.path, verb, 'responses', status, 'content', media, 'schema'), route.id).toEqual([]);
      // What the service would send: the example passes the response schema the handler applies.
      const items = route.response.shape === 'list' ? content.example.results : route.response.shape === 'legacy-array' ? content.example : [content.example];
      for (const item of items) expect(zodIssues(route.response.schema!, item), route.id).toEqual([]);
    }
  });

  it('gives every error response an example per code it documents, each valid', () => {
    for (const [name, response] of Object.entries(full.components.responses as Record<string, any>)) {
      const codes = documentedErrorCodes(response)!;
      const examples = response.content['application/json'].examples as Record<string, { value: { code: string } }>;
      expect(Object.keys(examples ?? {}).sort(), name).toEqual([...codes].sort());
      for (const [code, { value }] of Object.entries(examples)) {
        expect(value.code).toBe(code);
        expect(invalid(value, 'components', 'responses', name, 'content', 'application/json', 'schema'), `${name} ${code}`).toEqual([]);
      }
    }
  });
});

describe('descriptions', () => {
  it('describes every parameter of every operation (where its schema is defined: z.describe)', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(full.paths)) {
      for (const [verb, op] of Object.entries(item)) {
        for (const p of op.parameters ?? []) {
          const param = resolveRef(p) as { name: string; in: string; description?: string };
          if (!param.description?.trim()) missing.push(`${verb.toUpperCase()} ${path} ${param.in}:${param.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('describes every property of every schema: named ones, request bodies, responses', () => {
    const missing: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n) => walk(n, where));
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, JsonSchema> }).properties;
      for (const [name, schema] of Object.entries(properties ?? {})) {
        // A `$ref` is described by the named schema it points to.
        if (!refOf(schema) && !(schema.description as string | undefined)?.trim()) missing.push(`${where}.${name}`);
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(value, where);
    };
    for (const [name, schema] of Object.entries(full.components.schemas)) walk(schema, name);
    for (const [name, response] of Object.entries(full.components.responses as Record<string, unknown>)) walk(response, name);
    for (const [path, item] of Object.entries(full.paths)) for (const [verb, op] of Object.entries(item)) walk(op, `${verb.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });
});

describe('what the document says about dates, passwords, headers and unknown parameters', () => {
  const opOf = (id: string) => {
    const route = LAMBDA_ROUTES.find((r) => r.id === id)!;
    return full.paths[route.path]![route.method.toLowerCase()]!;
  };
  // Request bodies are named components: follow the `$ref`.
  const bodySchema = (id: string) => {
    const schema = (opOf(id).requestBody as any).content['application/json'].schema;
    return schema.$ref ? (full.components.schemas as any)[schema.$ref.split('/').pop()] : schema;
  };

  it('types dates as format date and instants as format date-time, so tools refuse 2026-02-30', () => {
    expect(doc.components.schemas.TimeOffRequest!.properties).toMatchObject({
      start_date: { type: 'string', format: 'date' },
      created_at: { type: 'string', format: 'date-time' },
    });
    const request = { type: 'vacation', start_date: '2026-02-30', end_date: '2026-03-02' };
    const route = LAMBDA_ROUTES.find((r) => r.id === 'createTimeOffRequest')!;
    expect(invalid(request, 'paths', route.path, 'post', 'requestBody', 'content', 'application/json', 'schema').join()).toContain('format');
  });

  it('states the password rule (10..128) in the schema, as the service applies it (422 weak_password)', () => {
    for (const [id, field] of [['createUser', 'password'], ['setUserPassword', 'password'], ['changeOwnPassword', 'new_password']] as const) {
      expect(bodySchema(id).properties[field], id).toMatchObject({ minLength: 10, maxLength: 128 });
    }
  });

  it('says that unknown query parameters are refused, on every operation that takes a query (SCIM and the documentation: ignored)', () => {
    for (const route of LAMBDA_ROUTES.filter((r) => r.request?.query)) {
      expect(opOf(route.id).description, route.id).toContain(
        unknownQueryParameters(route) === 'refused'
          ? 'Query parameters other than the ones listed here are refused: 400 `validation_failed`.'
          : 'Query parameters other than the ones listed here are ignored.',
      );
    }
  });

  it('documents WWW-Authenticate on every 401, Retry-After on every 429, and no header component nothing uses', () => {
    for (const [name, response] of Object.entries(doc.components.responses as Record<string, any>)) {
      const status = ERROR_CODES[documentedErrorCodes(response)![0]!].status;
      if (status === 401) expect(response.headers?.['WWW-Authenticate'], name).toEqual({ $ref: '#/components/headers/WWWAuthenticate' });
      if (status === 429) expect(response.headers?.['Retry-After'], name).toEqual({ $ref: '#/components/headers/RetryAfter' });
    }
    const text = JSON.stringify(doc);
    for (const header of Object.keys(doc.components.headers as object)) expect(text, header).toContain(`"#/components/headers/${header}"`);
    // listUsers (deprecated, still documented) names its successor: its answers carry `Link`.
    expect(Object.keys(doc.components.headers as object)).toContain('Link');
  });

  it('documents Access-Control-Allow-Origin on the public documentation routes only', () => {
    for (const route of LAMBDA_ROUTES) {
      const headers = (opOf(route.id).responses[String(route.response.status)] as any).headers ?? {};
      expect('Access-Control-Allow-Origin' in headers, route.id).toBe(Boolean(route.publicCors));
    }
  });

  it('names a contact, a license and external documentation', () => {
    expect(doc.info).toMatchObject({ contact: { name: expect.any(String), url: expect.any(String) }, license: { name: expect.any(String) } });
    expect((doc as { externalDocs?: { url?: string } }).externalDocs?.url).toMatch(/^https:\/\//);
  });
});
