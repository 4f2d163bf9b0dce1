import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { generateSync } from 'json-schema-faker';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, type JsonSchema, type OpenApiOperation } from '../../shared/openapi/build-document';
import type { Constraint } from '../../shared/schemas/constraints';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';

/**
 * The document says exactly what the server enforces (#31 §1), both ways, for every operation:
 * requests generated from the document's own schemas (json-schema-faker, the tool an integrator
 * points at the document), some of them then broken on purpose, are sent to the service, and
 * whenever it answers 400 `validation_failed` either the request breaks the document's schemas
 * (Ajv says so) or every detail of the answer is about the parameters of a rule the operation
 * lists in `x-constraints`. So a request the document allows is refused only by a written rule,
 * and every `validation_failed` the service answers maps to a schema keyword or such a rule.
 */

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

const doc = buildOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);

/** `#/components/...` references replaced by what they name (the document has no cycles). */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === 'string') {
    const target = $ref.slice(2).split('/').reduce<any>((at, key) => at[key], doc);
    return inline({ ...target, ...rest });
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)]));
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  operation: OpenApiOperation;
  parameters: Parameter[];
  body?: JsonSchema;
  constraints: Constraint[];
}

const OPERATIONS: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json']?.schema;
    return {
      method: method.toUpperCase(),
      path,
      operation,
      parameters: (operation.parameters ?? []).map((p) => inline(p) as Parameter),
      ...(body ? { body: inline(body) as JsonSchema } : {}),
      constraints: (operation['x-constraints'] as Constraint[] | undefined) ?? [],
    };
  }),
);

/** Requests to send per operation: a few of each kind keep the file fast (~600 requests in all). */
// `DOC_PRECISION_SAMPLES=200 npx vitest run test/docs/document-precision.test.ts` for a deeper run.
const VALID_PER_OPERATION = Number(process.env.DOC_PRECISION_SAMPLES ?? 6);
const BROKEN_PER_OPERATION = 3;

interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
}

/** A value of the schema; json-schema-faker gives up on some seeds (`minProperties` with no field drawn): the next one. */
function generate(schema: JsonSchema, seed: number): unknown {
  for (let attempt = 0; ; attempt++) {
    try {
      return generateSync(schema as never, { seed: seed + attempt * 1_000_003, optionalsProbability: 0.5 });
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

function generated(op: Operation, seed: number): Generated {
  const out: Generated = { path: {}, query: {}, headers: {} };
  op.parameters.forEach((p, i) => {
    // Optional parameters half of the time.
    if (!p.required && (seed * 7 + i) % 2 === 0) return;
    const bucket = p.in === 'header' ? out.headers : out[p.in];
    bucket[p.name] = generate(p.schema, seed * 31 + i);
  });
  if (op.body) out.body = generate(op.body, seed);
  return out;
}

/**
 * What of a request breaks the document's schemas: the names (parameter, top-level body field,
 * or '' for the body as a whole) of every schema error; empty when the document allows it.
 */
function schemaErrors(op: Operation, request: Generated): Set<string> {
  const names = new Set<string>();
  for (const p of op.parameters) {
    const bucket = p.in === 'header' ? request.headers : request[p.in];
    if (!(p.name in bucket)) {
      if (p.required) names.add(p.name);
    } else if (!ajv.validate(p.schema, bucket[p.name])) names.add(p.name);
  }
  // Query parameters the operation does not list are refused (the introduction says so).
  for (const name of Object.keys(request.query)) if (!op.parameters.some((p) => p.in === 'query' && p.name === name)) names.add(name);
  if (op.body && request.body !== undefined && !ajv.validate(op.body, request.body)) {
    for (const e of ajv.errors ?? []) {
      const at = e.instancePath.split('/')[1];
      const named = (e.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ?? (e.params as { additionalProperty?: string }).additionalProperty;
      names.add(at !== undefined ? decodeURIComponent(at) : (named ?? ''));
    }
  }
  return names;
}

/** Ways to break a valid request: each gives a request the document refuses (checked, not assumed). */
const BREAKERS: Array<(op: Operation, r: Generated) => Generated | undefined> = [
  (op, r) => (op.parameters.some((p) => p.in === 'query') ? { ...r, query: { ...r.query, not_a_parameter: 'x' } } : undefined),
  (op, r) => (isObject(r.body) ? { ...r, body: { ...r.body, not_a_field: 1 } } : undefined),
  (op, r) => {
    if (!isObject(r.body)) return undefined;
    const [first] = Object.keys(r.body);
    return first === undefined ? undefined : { ...r, body: { ...r.body, [first]: { wrong: 'type' } } };
  },
  (op, r) => {
    const query = op.parameters.find((p) => p.in === 'query' && (p.schema.type === 'integer' || p.schema.enum));
    return query ? { ...r, query: { ...r.query, [query.name]: 'not-one-of-them' } } : undefined;
  },
];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The top-level name a `details[].path` is about (`options.2` → `options`). */
const topName = (path: string) => path.split('.')[0] ?? '';

const { call } = useGateway();
let org: TestOrg;
beforeAll(async () => {
  org = await newTestOrg();
});

function send(op: Operation, r: Generated) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(name === 'slug' ? org.slug : String(r.path[name] ?? 'x')));
  const query = Object.fromEntries(Object.entries(r.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));
  const public_ = Array.isArray(op.operation.security) && op.operation.security.length === 0;
  // The contract checker of `call` validates every answer against the document as well.
  return call(op.method, path, { token: public_ ? undefined : org.adminKey, query, headers, ...(r.body !== undefined ? { body: r.body } : {}) });
}

describe('the document says exactly what the server enforces (#31 §1)', () => {
  it('every x-constraints entry names parameters or body fields of its operation, and its rule is in the description', () => {
    for (const op of OPERATIONS) {
      const names = new Set([...op.parameters.map((p) => p.name), ...Object.keys((op.body as { properties?: object } | undefined)?.properties ?? {})]);
      for (const c of op.constraints) {
        for (const p of c.parameters) expect(names, `${op.operation.operationId}: ${c.rule}`).toContain(p);
        expect(op.operation.description, op.operation.operationId).toContain(c.rule);
        // SCIM operations answer in SCIM's error schema: their rules' codes are SCIM's.
        expect(c.code).toBe(op.path.includes('/scim/v2/') ? 'scim_invalid_value' : 'validation_failed');
      }
    }
  });

  it.each(OPERATIONS.filter((op) => op.parameters.length > 0 || op.body).map((op) => [op.operation.operationId, op] as const))(
    '%s: validation_failed only for a request off the schemas or against an x-constraints rule',
    async (_id, op) => {
      const constrained = new Set(op.constraints.flatMap((c) => c.parameters));
      const requests: Generated[] = [];
      for (let seed = 1; seed <= VALID_PER_OPERATION; seed++) {
        const request = generated(op, seed);
        requests.push(request);
        const broken = seed <= BROKEN_PER_OPERATION ? BREAKERS[seed % BREAKERS.length]!(op, request) : undefined;
        if (broken) requests.push(broken);
      }
      // json-schema-faker does not honour every keyword (`not`, `if`): what it makes is checked with Ajv.
      expect(requests.some((r) => schemaErrors(op, r).size === 0), `${op.operation.operationId}: no generated request is valid by the document`).toBe(true);
      for (const request of requests) {
        const answer = await send(op, request);
        expect(answer.status, JSON.stringify({ request, body: answer.body })).toBeLessThan(500);
        if (answer.body?.code !== 'validation_failed') continue;
        // Each issue the service names is one the document states: a schema keyword the request
        // breaks there, or a rule of `x-constraints` about that parameter.
        const explained = new Set([...schemaErrors(op, request), ...constrained]);
        const unexplained = (answer.body.details as Array<{ in: string; path: string; issue: string }>).filter((d) => !explained.has(topName(d.path)));
        expect(unexplained, `refused for a reason the document does not state:\n${JSON.stringify(request)}`).toEqual([]);
      }
    },
  );
});
