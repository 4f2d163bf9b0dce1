import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Area, components, Enrollment, operations, TimeOffRequest, User } from '../../shared/client';
import { buildOpenApiDocument, isDocumented, type JsonSchema } from '../../shared/openapi/build-document';
import { LAMBDA_ROUTES } from '../../shared/routes';

/**
 * The API Reference as integrators and their tools read it (#17 §4): named schemas that
 * generated clients turn into types.
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
    for (const name of ['User', 'Area', 'Headquarter', 'Position', 'PositionCategory', 'Course', 'Track', 'Enrollment', 'AssignResult', 'TimeOffRequest', 'TimeOffBalance', 'Mark', 'CustomField', 'ApiKey', 'LoginResult', 'Changelog', 'Error', 'Page']) {
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
