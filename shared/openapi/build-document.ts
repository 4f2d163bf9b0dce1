import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from '../errors/error-codes';
import { httpDate, unixSeconds } from '../http/headers';
import { ROUTES } from '../routes';
import { deprecationEntryOf } from '../docs/changelog-entries';
import { PARAMETER_EXAMPLES, RESOURCE_EXAMPLES } from './examples';
import { schemaName } from '../schemas/named';
import { constraintsOf, type Constraint } from '../schemas/constraints';
import { getChangelogPage } from '../docs/routes';
import { unknownQueryParameters, type LambdaRoute, type RedirectRoute, type Route } from '../http/route-types';
import { allowsAnyOrigin } from '../http/cors';
import { SCIM_ERROR_SCHEMA, SCIM_MEDIA_TYPE, scimErrorAttributes } from '../http/envelope';
import { API_CONTACT, API_EXTERNAL_DOCS, API_LICENSE } from './about';
import { TAG_DESCRIPTIONS, TAG_ORDER } from './tags';
import { webhooksSection } from './webhooks-section';
import { codeSamples } from './code-samples';
import { documentedSchemas } from './schema-docs';

export type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = JsonSchema & {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: JsonSchema & { schemas: Record<string, JsonSchema> };
  tags: Array<{ name: string; description: string }>;
};
export interface OpenApiOperation {
  operationId: string;
  deprecated?: boolean;
  parameters?: JsonSchema[];
  responses: Record<string, JsonSchema>;
  [key: string]: unknown;
}

/** What operations share, collected while they are built: error responses and named schemas. */
interface Components {
  /** One per (status, set of codes), in `components.responses`. */
  responses: Map<string, JsonSchema>;
  /** The schemas named where they are defined (shared/schemas/named.ts), in `components.schemas`. */
  schemas: Map<string, JsonSchema>;
}

const SCHEMAS = '#/components/schemas/';
/** A name given with `named(...)`; zod calls the schemas it extracts on its own (cycles) `__schema<n>`. */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * A zod schema as JSON Schema. The named schemas it contains (zod extracts them into `$defs`)
 * go to `components.schemas`, once, and are referred to there.
 */
function toSchema(schema: z.ZodMiniType, io: 'input' | 'output', components: Components): JsonSchema {
  const { $schema: _ignored, $defs, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    // An unnamed `$defs` entry is zod breaking a cycle: a `$ref` into the document's root.
    if (!COMPONENT_NAME.test(name)) throw new Error(`recursive zod schemas are not supported by the OpenAPI generator (${name})`);
    const json = toComponentRefs(simplify(def)) as JsonSchema;
    const existing = components.schemas.get(name);
    if (existing && JSON.stringify(existing) !== JSON.stringify(json)) {
      throw new Error(`two different schemas are named ${name} (or one is used as input and output and differs between them)`);
    }
    components.schemas.set(name, json);
  }
  return toComponentRefs(simplify(rest)) as JsonSchema;
}

/** zod's `#/$defs/<name>` references, pointed at `components.schemas`. */
function toComponentRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toComponentRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? SCHEMAS + v.slice('#/$defs/'.length) : toComponentRefs(v),
    ]),
  );
}

/** LocalDate's own regular expression (shared/schemas/common.ts): `format: date` says it all. */
const LOCAL_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * LocalDate's regular expression next to `format: date` is left out: the format says the same
 * thing (RFC 3339 `full-date`, a real day) in a way people and tools read. zod's pattern next to
 * `format: date-time` stays: it is stricter than the format (upper-case `T` and `Z`, seconds
 * 00..59), and a request the document allows must not be refused (#31 §1). `x-constraints`
 * (shared/schemas/constraints.ts) is lifted to the operation, not left in the schema.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  const { format, pattern } = node as { format?: unknown; pattern?: unknown };
  const dropPattern = format === 'date' && pattern === LOCAL_DATE_PATTERN;
  const out = Object.fromEntries(
    entries.filter(([k]) => !(dropPattern && k === 'pattern') && k !== CONSTRAINTS).map(([k, v]) => [k, simplify(v)]),
  );
  return { ...sharedType(out), ...out, ...integerFormat(out) };
}

/**
 * `type` stated once on a union whose branches are all of one type (e.g. an id or `me`): tools
 * that read `type` before `anyOf` (the OWASP numeric-id rule, form generators) see a string.
 */
function sharedType(node: Record<string, unknown>): { type?: unknown } {
  const branches = node.anyOf;
  if (node.type || !Array.isArray(branches) || branches.length === 0) return {};
  const types = new Set(branches.map((b) => (b as { type?: unknown }).type));
  const [type] = [...types];
  return types.size === 1 && typeof type === 'string' ? { type } : {};
}

const INT32 = 2 ** 31;

/** OpenAPI's `int32` / `int64` for an integer, from the bounds zod writes (`z.int()`: ±2^53 − 1). */
function integerFormat(node: Record<string, unknown>): { format?: string } {
  if (node.type !== 'integer' || node.format) return {};
  const { minimum, maximum } = node as { minimum?: number; maximum?: number };
  const fits = minimum !== undefined && maximum !== undefined && minimum >= -INT32 && maximum < INT32;
  return { format: fits ? 'int32' : 'int64' };
}

const add = (set: Set<ErrorCode>, ...codes: ErrorCode[]) => codes.forEach((c) => set.add(c));

/** Codes an operation can answer, derived from who may call it and what it accepts, plus `route.errors`. */
export function errorsFor(route: Route): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  // Stage throttling is in front of every route, mocks included.
  add(codes, 'rate_limited');
  if (route.kind === 'redirect') return [...codes];
  // Any function can fail unexpectedly (500), run out of time or meet a throttled, failing or
  // unreachable dependency (503 with Retry-After); any write can stay contended past its retries.
  add(codes, 'internal_error', 'service_unavailable');
  if (route.method !== 'GET') add(codes, 'contention');
  const request = route.request ?? {};
  // Every route that refuses unknown query parameters can answer 400, with or without a schema.
  if (request.path || request.query || request.body || unknownQueryParameters(route) === 'refused') add(codes, 'validation_failed');
  if (request.query && 'cursor' in request.query.shape) add(codes, 'invalid_cursor');
  if (request.body) add(codes, 'invalid_json', 'unsupported_media_type', 'payload_too_large');
  if (route.roles !== 'public') {
    add(codes, 'missing_credentials', 'invalid_credentials', 'expired_credentials', 'org_mismatch');
    if (!route.allowsPendingPasswordChange) add(codes, 'password_change_required');
  }
  // `admin`: the shell refuses collaborators; `self`: the domain refuses a collaborator acting
  // on someone else's records.
  if (route.roles === 'admin' || route.roles === 'self') add(codes, 'forbidden');
  if (route.idempotent) add(codes, 'idempotency_key_reused', 'idempotency_in_progress');
  for (const code of route.errors ?? []) codes.add(code);
  return [...codes];
}

/** Path template of a route as OpenAPI writes it (the route table keeps the documented trailing slash). */
export const openApiPath = (route: Route) => route.path;

/** `{name}` segments of a path template, in order. */
export const pathTemplateParameters = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** Whether a route is listed in the API Reference: hidden spellings and removed-from-docs aliases are not (contract 4.9). */
export const isDocumented = (route: Route) =>
  !(route.kind === 'lambda' && (route.hidden || (route.deprecated && !route.deprecated.documented)));

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/** The route that replaces a deprecated one: same path, preferably the same method, never itself deprecated. */
export function successorRoute(route: LambdaRoute): Route | undefined {
  const path = route.deprecated?.successor;
  if (!path) return undefined;
  const candidates = ROUTES.filter(
    (r) => withoutTrailingSlash(r.path) === withoutTrailingSlash(path) && !(r.kind === 'lambda' && r.deprecated),
  );
  return candidates.find((r) => r.method === route.method) ?? candidates.find((r) => r.method !== 'GET') ?? candidates[0];
}

const operationLink = (route: Route) =>
  isDocumented(route) ? `[\`${route.method} ${route.path}\`](#/${encodeURIComponent(route.tag)}/${route.id})` : `\`${route.method} ${route.path}\``;

/**
 * The public changelog entry (contract 9.2, 9.3) of a deprecated operation, or of a deprecated
 * parameter of it: an absolute-path URL, resolved against the document's server like its paths.
 */
export function changelogUrl(route: Route, parameter?: string): string | undefined {
  const entry = deprecationEntryOf(route, parameter);
  return entry ? `${getChangelogPage.path}#${entry.id}` : undefined;
}

const retirementText = (sunset: string | undefined) =>
  sunset ? `It will be retired on ${sunset} (sent as \`Sunset\`).` : 'It keeps answering until a retirement date is announced.';

function deprecationNote(route: LambdaRoute): string {
  if (!route.deprecated) return '';
  const { since, successor, sunset } = route.deprecated;
  const url = changelogUrl(route);
  const entry = url ? ` See [the changelog](${url}).` : '';
  if (!successor) {
    return route.deprecated.documented
      ? `**Deprecated** since ${since}. ${retirementText(sunset)}${entry}`
      : `**Deprecated** since ${since}, retired without replacement. ${retirementText(sunset)}${entry}`;
  }
  const next = successorRoute(route);
  return `**Deprecated** since ${since}: use ${next ? operationLink(next) : `\`${successor}\``} instead. ${retirementText(sunset)}${entry}`;
}

function successorName(route: LambdaRoute): string | null {
  if (!route.deprecated?.successor) return null;
  const next = successorRoute(route);
  return next ? `${next.method} ${next.path}` : route.deprecated.successor;
}

function parameters(route: LambdaRoute, components: Components): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pathShape = (route.request?.path?.shape ?? {}) as Record<string, z.ZodMiniType>;
  const templated = pathTemplateParameters(route.path);
  for (const name of Object.keys(pathShape)) {
    if (!templated.includes(name)) throw new Error(`${route.id}: path parameter "${name}" is not a {segment} of ${route.path}`);
  }
  // Every `{segment}` is a required path parameter, in path order, whether or not a schema describes it.
  for (const name of templated) {
    const field = pathShape[name];
    out.push(parameter(name, 'path', field, true, components, exampleOf(route, 'path', name)));
  }
  const queryShape = (route.request?.query?.shape ?? {}) as Record<string, z.ZodMiniType>;
  for (const [name, field] of Object.entries(queryShape)) {
    const deprecated = route.deprecatedQuery?.[name];
    const required = !field.safeParse(undefined).success;
    // Optional filters get no example: Swagger UI's "Try it out" would send it (an example
    // filter narrows the page to nothing, an example cursor is refused).
    const param = parameter(name, 'query', field, required, components, required ? exampleOf(route, 'query', name) : undefined);
    if (deprecated) {
      param.deprecated = true;
      if (deprecated.sunset) param['x-sunset'] = deprecated.sunset;
      param.description = [
        param.description,
        `**Deprecated** since ${deprecated.since}${deprecated.replacedBy ? `: use \`${deprecated.replacedBy}\` instead` : ''}. ${
          deprecated.sunset
            ? `Still accepted until ${deprecated.sunset}; a request that uses it gets \`Deprecation\` and \`Sunset\` response headers.`
            : 'Still accepted; a request that uses it gets a `Deprecation` response header.'
        }`,
        ...(changelogUrl(route, name) ? [`See [the changelog](${changelogUrl(route, name)}).`] : []),
      ]
        .filter(Boolean)
        .join('\n\n');
    }
    out.push(param);
  }
  if (route.idempotent) out.push({ $ref: '#/components/parameters/IdempotencyKey' });
  if (route.errors?.includes('version_conflict')) out.push({ $ref: '#/components/parameters/IfMatch' });
  return out;
}

function parameter(
  name: string,
  location: 'path' | 'query',
  field: z.ZodMiniType | undefined,
  required: boolean,
  components: Components,
  example: unknown,
): JsonSchema {
  const schema = field ? toSchema(field, 'input', components) : { type: 'string' };
  const { description, ...rest } = schema;
  return { name, in: location, required, ...(description ? { description } : {}), schema: rest, ...(example !== undefined ? { example } : {}) };
}

/** The examples of the operation's parameters in `location`, by name (the ones the code samples send). */
const examplesOf = (params: JsonSchema[], location: 'path' | 'query'): Record<string, unknown> =>
  Object.fromEntries(params.filter((p) => p.in === location && p.example !== undefined).map((p) => [p.name as string, p.example]));

/** A parameter's example: the route's own, else the shared one of that name (shared/openapi/examples.ts). */
const exampleOf = (route: LambdaRoute, location: 'path' | 'query', name: string): unknown =>
  route.example?.[location]?.[name] ?? PARAMETER_EXAMPLES[name];

/** The success body's example: the route's own, else the one of its named schema, in the route's shape. */
function responseExample(route: LambdaRoute): unknown {
  if (route.example && 'response' in route.example) return route.example.response;
  const { shape, schema } = route.response;
  const name = schema && schemaName(schema);
  const item = name ? RESOURCE_EXAMPLES[name] : undefined;
  if (item === undefined) return undefined;
  if (shape === 'list') return { results: [item], next: null, next_cursor: null };
  if (shape === 'legacy-array') return [item];
  return item;
}

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the WAF sends them on its
 * 429, the local gateway on every answer once a per-caller limit is set (README). Any response
 * of any operation may carry them.
 */
const RATE_LIMIT_HEADERS = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
};

/** The response headers every response of the operation may carry, errors included. */
function responseHeaders(route: LambdaRoute): JsonSchema {
  const headers: JsonSchema = { ...RATE_LIMIT_HEADERS };
  if (allowsAnyOrigin(route)) headers['Access-Control-Allow-Origin'] = { $ref: '#/components/headers/AccessControlAllowOrigin' };
  if (route.deprecated) {
    headers.Deprecation = { $ref: '#/components/headers/Deprecation' };
    if (route.deprecated.successor) headers.Link = { $ref: '#/components/headers/Link' };
    if (route.deprecated.sunset) headers.Sunset = { $ref: '#/components/headers/Sunset' };
  } else if (route.deprecatedQuery) {
    headers.Deprecation = { $ref: '#/components/headers/DeprecationOfParameter' };
    if (Object.values(route.deprecatedQuery).some((p) => p.sunset)) headers.Sunset = { $ref: '#/components/headers/SunsetOfParameter' };
  }
  return headers;
}

function successResponse(route: LambdaRoute, components: Components): Record<string, JsonSchema> {
  const { status, shape, schema, contentType = 'application/json' } = route.response;
  const headers = responseHeaders(route);
  if (route.errors?.includes('version_conflict')) headers.ETag = { $ref: '#/components/headers/ETag' };
  if (route.idempotent) headers[REPLAYED_HEADER] = { $ref: '#/components/headers/IdempotentReplayed' };
  // SCIM resources (RFC 7644 §3.1, §3.14): the version as ETag on every answer holding one, and the created resource's URL.
  if (route.scim && shape === 'item' && /\/(Users|Groups)\/(\{[^}]+\}\/)?$/.test(route.path) && (route.method !== 'GET' || route.path.endsWith('}/')))
    headers.ETag = { $ref: '#/components/headers/ScimETag' };
  if (route.scim && status === 201) headers.Location = { $ref: '#/components/headers/ResourceLocation' };
  const withHeaders = Object.keys(headers).length ? { headers } : {};
  if (shape === 'empty') return { [status]: { description: 'Done; no body.', ...withHeaders } };
  const item = schema ? toSchema(schema, 'output', components) : {};
  const body =
    shape === 'list'
      ? {
          // The envelope is one named schema (`Page`); this operation says what its results are.
          allOf: [{ $ref: `${SCHEMAS}Page` }, { type: 'object', required: ['results'], properties: { results: { type: 'array', description: 'The items of this page.', items: item } } }],
          unevaluatedProperties: false,
        }
      : shape === 'legacy-array'
        ? { type: 'array', description: 'Every item, as a bare array (the legacy shape, no envelope).', items: item }
        : item;
  const description = shape === 'list' ? 'A page of results.' : status === 201 ? 'Created.' : 'Success.';
  const example = responseExample(route);
  const success = { [status]: { description, ...withHeaders, content: { [contentType]: { schema: body, ...(example !== undefined ? { example } : {}) } } } };
  const { accepted } = route.response;
  return accepted ? { ...success, 202: { description: `Accepted: ${accepted}`, ...withHeaders, content: { [contentType]: { schema: body } } } } : success;
}

/** Shared error responses, one per (status, set of codes), in `components.responses`. */
function errorResponse(status: number, codes: ErrorCode[], scim = false): JsonSchema {
  // The envelope (`Error`) with `code` narrowed to what this status can carry here.
  const envelope = { allOf: [{ $ref: `${SCHEMAS}Error` }, { type: 'object', required: ['code'], properties: { code: { description: 'The codes this operation answers with this status.', enum: codes } } }] };
  const examples = Object.fromEntries(codes.map((code) => [code, { summary: code, value: errorExample(code, scim) }]));
  return {
    description: codes.map((c) => `\`${c}\`: ${ERROR_CODES[c].description}`).join('\n\n'),
    headers: {
      ...RATE_LIMIT_HEADERS,
      ...(status === 429 || status === 503 || codes.includes('idempotency_in_progress') ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : {}),
      ...(status === 401 ? { 'WWW-Authenticate': { $ref: '#/components/headers/WWWAuthenticate' } } : {}),
    },
    content: scim
      ? {
          // SCIM routes: SCIM's error schema and the envelope in one body (the gateway's own
          // refusals come as application/json, the functions' as application/scim+json).
          'application/json': { schema: { allOf: [...envelope.allOf, { $ref: `${SCHEMAS}ScimError` }] }, examples },
          'application/scim+json': { schema: { allOf: [...envelope.allOf, { $ref: `${SCHEMAS}ScimError` }] } },
        }
      : { 'application/json': { schema: envelope, examples } },
  };
}

/** An example body of an error with this code: the registry's description as the message. */
function errorExample(code: ErrorCode, scim = false): JsonSchema {
  return {
    ...(scim ? scimErrorAttributes(code, ERROR_CODES[code].description.replace(/`/g, '')) : {}),
    code,
    message: ERROR_CODES[code].description.replace(/`/g, ''),
    request_id: 'c6a1f1d2-4e0b-4b8e-9f3a-2d7e5b9c0a11',
    ...(code === 'validation_failed' ? { details: [{ in: 'body', path: 'email', issue: 'an email address' }] } : {}),
  };
}

/**
 * The operation's error responses, by status, each a `$ref` to a shared response: the
 * document stays small (the explorer parses it in the browser) and identical sets read alike.
 */
function errorResponses(route: Route, components: Components): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsFor(route)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, JsonSchema> = {};
  for (const [status, unsorted] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...unsorted].sort();
    const scim = route.kind === 'lambda' && route.scim === true;
    // Named by meaning, a valid identifier in every generator (never digit-first): its codes.
    const name = `${scim ? 'scim_' : ''}${codes.join('_or_')}`;
    if (!components.responses.has(name)) components.responses.set(name, errorResponse(status, codes, scim));
    // A deprecated operation's errors carry its Deprecation (and Link, Sunset) too: written out
    // in the operation (a few), the shared response with those headers added.
    const own: JsonSchema = route.kind === 'lambda' ? responseHeaders(route) : {};
    // A stored 4xx is replayed too, with Idempotent-Replayed (never a 5xx: those are not stored).
    const replayed = route.kind === 'lambda' && route.idempotent && status < 500;
    const extra = Object.keys(own).filter((h) => !(h in RATE_LIMIT_HEADERS) && h !== 'Access-Control-Allow-Origin');
    if (extra.length || replayed) {
      const shared = components.responses.get(name)!;
      // Optional there: the answers API Gateway gives itself (401 of the authorizer, 413, 429) carry none.
      const onError = (h: string) => ({ $ref: `${(own[h] as { $ref: string }).$ref.replace(/(OfParameter)?$/, '')}OnError` });
      out[status] = {
        ...shared,
        headers: {
          ...(shared.headers as JsonSchema),
          ...Object.fromEntries(extra.map((h) => [h, onError(h)])),
          ...(replayed ? { [REPLAYED_HEADER]: { $ref: '#/components/headers/IdempotentReplayed' } } : {}),
        },
      };
    } else out[status] = { $ref: `#/components/responses/${name}` };
  }
  return out;
}

function redirectOperation(route: RedirectRoute, components: Components): OpenApiOperation {
  return {
    operationId: route.id,
    summary: route.summary,
    description:
      'Answered by API Gateway itself (no function runs, no credential needed): `302` with `Location` set to the API Reference of this deployment (its `docsUrl` setting). Kept so stored links keep resolving (contract 4.1).',
    tags: [route.tag],
    security: [],
    'x-codeSamples': codeSamples({
      method: route.method,
      path: route.path,
      pathParams: {},
      query: {},
      authenticated: false,
      idempotent: false,
      contentType: 'application/json',
      inTypedClient: isDocumented(route),
    }),
    responses: {
      302: { description: 'Redirect to the API Reference.', headers: { Location: { $ref: '#/components/headers/Location' }, ...RATE_LIMIT_HEADERS } },
      ...errorResponses(route, components),
    },
  };
}

const CONSTRAINTS = 'x-constraints';

/**
 * A request body as a named component (#31 §3: generators give it a type of its own), named
 * after its operation (`createUser` → `CreateUserBody`) unless its schema is named already.
 */
function requestBodySchema(route: LambdaRoute, body: z.ZodMiniType, components: Components): JsonSchema {
  const schema = toSchema(body, 'input', components);
  if (schema.$ref) return schema;
  const name = requestBodyName(route, body);
  components.schemas.set(name, { description: `The request body of \`${route.id}\` (${route.method} ${route.path}).`, ...schema });
  return { $ref: SCHEMAS + name };
}

/** The name of a request body's component (requestBodySchema). */
const requestBodyName = (route: LambdaRoute, body: z.ZodMiniType): string => schemaName(body) ?? `${route.id[0]!.toUpperCase()}${route.id.slice(1)}Body`;

/**
 * One example per named schema: the shared resource examples, then each route's example request
 * body (its body component) and success response (its named schema; one item of a list).
 */
function schemaExamples(routes: Route[]): Map<string, unknown> {
  const out = new Map<string, unknown>(Object.entries(RESOURCE_EXAMPLES));
  for (const route of routes) {
    if (route.kind !== 'lambda') continue;
    const body = route.request?.body;
    if (body && route.example?.body !== undefined && !out.has(requestBodyName(route, body))) out.set(requestBodyName(route, body), route.example.body);
    const name = route.response.schema && schemaName(route.response.schema);
    const example = responseExample(route) as any;
    if (!name || example === undefined || out.has(name)) continue;
    const item = route.response.shape === 'list' ? example?.results?.[0] : route.response.shape === 'legacy-array' ? example?.[0] : example;
    if (item !== undefined) out.set(name, item);
  }
  return out;
}

/** The rules of a route's request that its JSON Schemas cannot state (shared/schemas/constraints.ts). */
export const constraintsOfRoute = (route: LambdaRoute): Constraint[] => [
  ...constraintsOf(route.request?.path),
  ...constraintsOf(route.request?.query),
  ...constraintsOf(route.request?.body),
];

const constraintsText = (constraints: Constraint[]) =>
  constraints.length
    ? `**Rules beyond the schemas** (also in \`x-constraints\`):\n\n${constraints.map((c) => `- ${c.rule} Otherwise: \`${c.code}\`.`).join('\n')}`
    : '';

function lambdaOperation(route: LambdaRoute, components: Components): OpenApiOperation {
  const constraints = constraintsOfRoute(route);
  const description = [
    route.description ?? route.summary,
    deprecationNote(route),
    `Who may call: \`${route.roles}\` (${ROLE_TEXT[route.roles]}).`,
    // What the shell does with a parameter the route does not list (shared/http/middlewares/validate-request.ts).
    unknownQueryText(route),
    constraintsText(constraints),
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = route.request?.body;
  const params = parameters(route, components);
  return {
    operationId: route.id,
    summary: route.summary,
    description,
    tags: [route.tag],
    ...(route.roles === 'public' ? { security: [] } : {}),
    ...(route.deprecated ? { deprecated: true, 'x-successor': successorName(route) } : {}),
    ...(route.deprecated?.sunset ? { 'x-sunset': route.deprecated.sunset } : {}),
    ...(route.deprecated && changelogUrl(route) ? { externalDocs: { description: 'Changelog entry of this deprecation', url: changelogUrl(route) } } : {}),
    parameters: params,
    // JSON Schema's `additionalProperties` for the query string, which OpenAPI cannot state (#33 finding 12).
    [UNKNOWN_QUERY]: unknownQueryParameters(route),
    ...(constraints.length ? { [CONSTRAINTS]: constraints } : {}),
    'x-codeSamples': codeSamples({
      method: route.method,
      path: route.path,
      pathParams: examplesOf(params, 'path'),
      query: { ...examplesOf(params, 'query'), ...route.example?.query },
      ...(route.example?.body !== undefined ? { body: route.example.body } : {}),
      authenticated: route.roles !== 'public',
      idempotent: Boolean(route.idempotent),
      contentType: route.scim ? SCIM_MEDIA_TYPE : 'application/json',
      inTypedClient: isDocumented(route),
    }),
    ...(body
      ? {
          requestBody: {
            required: !body.safeParse(undefined).success,
            description: route.scim
              ? 'JSON (`application/scim+json` or `application/json`). Attributes this service provider does not map are ignored, as RFC 7643 allows.'
              : 'JSON. Unknown fields are refused with 400 `validation_failed`.',
            content: {
              'application/json': {
                schema: requestBodySchema(route, body, components),
                ...(route.example?.body !== undefined ? { example: route.example.body } : {}),
              },
              // SCIM's own media type, read exactly like application/json.
              ...(route.scim ? { [SCIM_MEDIA_TYPE]: { schema: toSchema(body, 'input', components) } } : {}),
            },
          },
        }
      : {}),
    responses: { ...successResponse(route, components), ...errorResponses(route, components) },
  };
}

/** One operation as the document describes it (its error responses as `$ref`s), e.g. for a route not in the table. */
export const describeOperation = (route: LambdaRoute): OpenApiOperation => lambdaOperation(route, { responses: new Map(), schemas: new Map() });

const UNKNOWN_QUERY = 'x-unknown-query-parameters';

function unknownQueryText(route: LambdaRoute): string {
  if (unknownQueryParameters(route) === 'ignored') return 'Query parameters other than the ones listed here are ignored.';
  return route.request?.query
    ? 'Query parameters other than the ones listed here are refused: 400 `validation_failed`.'
    : 'This operation takes no query parameters: any query parameter is refused with 400 `validation_failed`.';
}

const ROLE_TEXT: Record<LambdaRoute['roles'], string> = {
  public: 'no credential',
  admin: 'an administrator credential; a collaborator gets 403 `forbidden`',
  any: 'any credential of the organization',
  self: 'an administrator for every record, a collaborator for their own records only',
};

const INTRO = `The public HTTP API of the learning and people-management platform.

**Authentication.** Send \`Authorization: Bearer <token>\`: an administrator api-key (\`POST /org/{slug}/api-keys/\`) or a 12-hour session token from \`POST /org/{slug}/auth/login/\`. In this explorer, press **Authorize**, paste the token, then **Try it out** on any operation. Missing or bad credential: 401; valid credential without the permission: 403.

**Errors** share one envelope \`{ code, message, request_id, details? }\`. Branch on the HTTP status or \`code\` (stable, listed per operation); never on \`message\`.

**Unknown parameters are refused.** An operation answers 400 \`validation_failed\` to a query parameter or a body field it does not list (a misspelt filter is never silently ignored), including an operation that lists no query parameter; \`x-unknown-query-parameters\` on each operation says \`refused\`. The exceptions say \`ignored\`: the SCIM operations (identity providers build their own queries and may add flags of their own) and the documentation. Integer parameters are written in plain decimal digits (\`50\`, not \`5e1\`, \`0x32\` or \`+50\`). No query parameter is a list: one given twice (\`page_size=1&page_size=2\`) is 400 \`validation_failed\`, on every operation. Media types are read case-insensitively (\`Application/JSON; charset=UTF-8\` is JSON); a body in another media type than \`application/json\` (on the SCIM operations also \`application/scim+json\`), \`+json\` types such as \`application/json-patch+json\` included, is 415 \`unsupported_media_type\`.

**Lists** answer \`{ results, next, next_cursor }\`: pass \`page_size\` (1..200, default 50) and follow \`next\` until it is null.

**Retries.** Creating POSTs accept an \`Idempotency-Key\` header: the same key and body within 24 h replay the first response.

**Webhooks.** An administrator subscribes a URL to events (\`POST /org/{slug}/webhooks/\`): each change of a user, an enrollment, a time-off request or an attendance mark that was saved is POSTed to it, signed as Standard Webhooks describes. Every event type, its headers, its body and an example are in this document's \`webhooks\` section.

**Deprecations** are marked here with their replacement (\`x-successor\`, and what it does not cover yet in the operation's description); a deprecated operation answers with a \`Deprecation\` header and a \`Link\` to its successor (a deprecated parameter, with \`Deprecation\`). Aliases removed from this reference keep answering; one retired without replacement says so in the changelog.

**Changelog.** Contract changes (new endpoints, deprecations, behaviour and format changes) are published in [the changelog](${getChangelogPage.path}), also as JSON (\`GET /api/v5/rest/changelog\`) and as an Atom feed to subscribe to (\`GET /api/v5/rest/changelog.atom\`). A retirement date, once set, is shown there and here, and sent as a \`Sunset\` header.`;

function build(includeUndocumented: boolean): OpenApiDocument {
  const routes = ROUTES.filter((r) => includeUndocumented || isDocumented(r));
  const ids = new Set<string>();
  const paths: OpenApiDocument['paths'] = {};
  const components: Components = { responses: new Map(), schemas: new Map() };
  // Deterministic: paths sorted, methods in a fixed order, whatever the route table's order.
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method))) {
    if (ids.has(route.id)) throw new Error(`duplicate operationId ${route.id}`);
    ids.add(route.id);
    const path = openApiPath(route);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: route.kind === 'redirect' ? redirectOperation(route, components) : lambdaOperation(route, components) };
  }
  const usedTags = new Set(routes.filter(isDocumented).map((r) => r.tag));
  // What the service POSTs to subscribers (OpenAPI 3.1 `webhooks`); its data schemas join components.schemas.
  const webhooks = webhooksSection((schema) => toSchema(schema, 'output', components));
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Learning and People Platform API', version: '5.0.0', description: INTRO, contact: API_CONTACT, license: API_LICENSE },
    externalDocs: API_EXTERNAL_DOCS,
    // Relative: "Try it out" calls the host that serves the document (the local gateway, or the deployed stage).
    servers: [
      {
        url: '/',
        description: 'The host that serves this document: the production stage, or the local gateway in development.',
        // OWASP API9 (inventory): a public, documented API, not an internal one.
        'x-internal': false,
      },
    ],
    security: [{ bearerAuth: [] }],
    tags: TAG_ORDER.filter((t) => usedTags.has(t)).map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An administrator api-key (`lpk.…`) or a session token (`lps.…`) from `POST /org/{slug}/auth/login/`.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Makes the request safe to retry for 24 h: the same key with the same body replays the first response (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`.',
          // What the service accepts (shared/http/idempotency.ts, readIdempotencyKey): printable ASCII.
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
        },
        IfMatch: {
          name: 'If-Match',
          in: 'header',
          required: false,
          description: 'The `version` you last read (as sent in `ETag`, e.g. `"3"`). If the current version differs: 412 `version_conflict`, nothing written.',
          // What the service accepts (shared/organization/structure.ts parseIfMatch), surrounding whitespace aside.
          schema: { type: 'string', pattern: '^(?:W/)?"?\\d{1,9}"?$', maxLength: 13 },
        },
      },
      headers: {
        Deprecation: {
          description: 'RFC 9745: `@<unix time>` of the day this operation was deprecated.',
          required: true,
          schema: { type: 'string', pattern: '^@\\d+$', examples: [`@${unixSeconds('2026-09-01')}`] },
        },
        DeprecationOfParameter: {
          description: 'RFC 9745: `@<unix time>`; present when the request used a deprecated query parameter.',
          schema: { type: 'string', pattern: '^@\\d+$' },
        },
        Sunset: {
          description: 'RFC 8594: the HTTP-date (00:00 UTC) from which this operation no longer answers.',
          required: true,
          schema: { type: 'string', examples: [httpDate('2027-06-30')] },
        },
        DeprecationOnError: {
          description:
            'RFC 9745: `@<unix time>` of the deprecation (of this operation, or of a query parameter the request used), on the errors the operation answers itself (not on the gateway\'s own 401, 413 and 429).',
          schema: { type: 'string', pattern: '^@\\d+$' },
        },
        SunsetOnError: {
          description: 'RFC 8594: the retirement HTTP-date, as on the success response, on the errors the operation answers itself.',
          schema: { type: 'string' },
        },
        LinkOnError: {
          description: 'RFC 8288: `<absolute URL of the successor>; rel="successor-version"`, on the errors the operation answers itself.',
          schema: { type: 'string' },
        },
        SunsetOfParameter: {
          description: 'RFC 8594: the HTTP-date (00:00 UTC) from which the deprecated query parameter this request used is no longer accepted.',
          schema: { type: 'string' },
        },
        Link: {
          description: 'RFC 8288: `<absolute URL of the successor>; rel="successor-version"`.',
          required: true,
          schema: { type: 'string' },
        },
        IdempotentReplayed: {
          description: '`true` when this is the stored response of an earlier request with the same `Idempotency-Key` (nothing was done again).',
          schema: { type: 'string', enum: ['true'] },
        },
        ETag: { description: 'The current `version`, quoted (e.g. `"3"`): send it back in `If-Match`.', schema: { type: 'string' } },
        ScimETag: { description: 'SCIM: the resource\'s `meta.version` (a weak ETag, e.g. `W/"…"`): send it back in `If-Match` on `PUT`/`PATCH`.', required: true, schema: { type: 'string' } },
        ResourceLocation: { description: 'The absolute URL of the created resource, equal to its `meta.location`.', required: true, schema: { type: 'string', format: 'uri' } },
        Location: { description: 'The API Reference of this deployment (`docsUrl`).', required: true, schema: { type: 'string' } },
        AccessControlAllowOrigin: {
          description:
            'CORS, on the public documentation routes only: any origin may read the answer (a docs portal on another site). `OPTIONS` on the same path answers the preflight (GET only). API operations send no CORS header.',
          required: true,
          schema: { type: 'string', enum: ['*'] },
        },
        WWWAuthenticate: {
          description:
            'RFC 9110 §11.6.1, on every 401: `Bearer realm="api"`, with `error="invalid_token"` when the bearer credential sent was refused (invalid or expired).',
          required: true,
          schema: { type: 'string', maxLength: 200, examples: ['Bearer realm="api"', 'Bearer realm="api", error="invalid_token"'] },
        },
        RateLimit: {
          description:
            'IETF RateLimit field (draft-ietf-httpapi-ratelimit-headers): per policy, what remains (`r`) and the seconds until it is all back (`t`), e.g. `"credential";r=0;t=60`. Sent with a 429 of a per-caller limit, and by gateways that count every answer.',
          schema: { type: 'string', examples: ['"credential";r=5999;t=1'] },
        },
        RateLimitPolicy: {
          description: 'IETF RateLimit-Policy field: each policy the request was counted in, its quota (`q`) and window in seconds (`w`), e.g. `"credential";q=6000;w=300`.',
          schema: { type: 'string', examples: ['"credential";q=6000;w=300'] },
        },
        RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 } },
      },
      responses: sortedByName(components.responses),
      schemas: documentedSchemas(
        sortedByName(new Map([...components.schemas, ['Error', ERROR_SCHEMA], ['Page', PAGE_SCHEMA], ...(ROUTES_HAVE_SCIM(components) ? [['ScimError', SCIM_ERROR_JSON_SCHEMA] as const] : [])])),
        schemaExamples(routes),
      ),
    },
  };
  return withoutUnusedHeaders(doc);
}

/**
 * The header components no operation of this document refers to, left out (e.g. `Link` and
 * `Sunset` are only sent by deprecated operations with a successor or a retirement date, which
 * the published document may not list): a reader meets no header the API never sends here.
 */
function withoutUnusedHeaders(doc: OpenApiDocument): OpenApiDocument {
  const text = JSON.stringify(doc);
  const headers = Object.entries(doc.components.headers as Record<string, JsonSchema>).filter(([name]) =>
    text.includes(`"#/components/headers/${name}"`),
  );
  return { ...doc, components: { ...doc.components, headers: Object.fromEntries(headers) } };
}

/** SCIM's error attributes (RFC 7644 §3.12), which SCIM routes' errors carry next to the envelope's. */
const SCIM_ERROR_JSON_SCHEMA = {
  type: 'object',
  description: "SCIM's error schema (RFC 7644 §3.12). SCIM routes answer it with the envelope's `code`, `message` and `request_id` in the same body.",
  required: ['schemas', 'status'],
  properties: {
    schemas: { type: 'array', items: { const: SCIM_ERROR_SCHEMA }, description: 'Always `[\"urn:ietf:params:scim:api:messages:2.0:Error\"]`.' },
    status: { type: 'string', description: 'The HTTP status, as a string.' },
    scimType: { type: 'string', enum: ['invalidFilter', 'invalidPath', 'noTarget', 'invalidValue', 'mutability', 'uniqueness', 'invalidSyntax', 'tooMany'], description: 'The SCIM error type, where one applies.' },
    detail: { type: 'string', description: 'Human text; not stable.' },
  },
};
const ROUTES_HAVE_SCIM = (components: Components) => [...components.responses.keys()].some((name) => name.startsWith('scim_'));

const ERROR_SCHEMA = {
  type: 'object',
  description: 'The one error body of the API, including errors answered by the gateway itself.',
  required: ['code', 'message', 'request_id'],
  properties: {
    code: { type: 'string', enum: Object.keys(ERROR_CODES) as ErrorCode[], description: 'Stable: branch on this (see the error registry).' },
    message: { type: 'string', description: 'Human text; not stable.' },
    request_id: { type: 'string', description: 'Quote it to support.' },
    details: {
      type: 'array',
      description: 'Per-issue details, e.g. `{ in, path, issue }` for `validation_failed`, the skipped users for `no_users_assigned`.',
      items: {
        type: 'object',
        description: 'One issue. `validation_failed`: where (`in`, `path`) and what (`issue`); other codes add their own fields (e.g. `user_id`, `reason`).',
        properties: {
          in: { type: 'string', enum: ['path', 'query', 'header', 'body'], description: 'The part of the request the issue is in.' },
          path: { type: 'string', description: 'The field or parameter, dot-separated for nested fields (`options.2`); empty for the body as a whole.' },
          issue: { type: 'string', description: 'What is wrong with it, in words (not stable).' },
        },
        additionalProperties: true,
      },
    },
  },
};

/** The envelope of every paginated list (api.md §4); each list operation adds what its `results` hold. */
const PAGE_SCHEMA = {
  type: 'object',
  description: 'One page of results (api.md §4). Follow `next` until it is null.',
  required: ['results', 'next', 'next_cursor'],
  properties: {
    // No type here: `allOf` in each list operation gives the items (a client types `results` from it).
    results: { description: 'The items of this page, in the order of the list (at most `page_size`).' },
    next: { type: ['string', 'null'], description: 'Absolute URL of the next page, or null on the last page.' },
    next_cursor: { type: ['string', 'null'], description: 'Opaque cursor of the next page (for the `cursor` parameter), or null.' },
  },
};

/** The codes an error response documents (`code` narrowed in its schema), e.g. for a test. */
export const documentedErrorCodes = (response: JsonSchema): ErrorCode[] | undefined => {
  const schema = (response as { content?: Record<string, { schema?: { allOf?: Array<{ properties?: { code?: { enum?: ErrorCode[] } } }> } }> }).content?.[
    'application/json'
  ]?.schema;
  return schema?.allOf?.find((part) => part.properties?.code?.enum)?.properties?.code?.enum;
};

const sortedByName = (map: Map<string, JsonSchema>) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Sent on a replayed response (shared/http/idempotency.ts; not imported: it pulls in the data layer). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const cache = new Map<boolean, OpenApiDocument>();

/**
 * The OpenAPI 3.1 document, generated from the route table and its zod schemas: the API
 * Reference's source. `includeUndocumented` adds the hidden spellings and the removed-from-docs
 * aliases (the "full" document the test suite validates every response against).
 */
export function buildOpenApiDocument(options: { includeUndocumented?: boolean } = {}): OpenApiDocument {
  const full = options.includeUndocumented ?? false;
  let doc = cache.get(full);
  if (!doc) {
    doc = build(full);
    cache.set(full, doc);
  }
  return doc;
}
