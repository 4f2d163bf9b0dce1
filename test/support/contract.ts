import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { LOCAL_EXPLORER_PATH } from '../../infra/local/explorer';
import { createRouter } from '../../infra/local/router';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors/error-codes';
import { buildOpenApiDocument, documentedErrorCodes, type JsonSchema, type OpenApiOperation } from '../../shared/openapi/build-document';
import { ROUTES } from '../../shared/routes';
import type { Route } from '../../shared/http/route-types';

/**
 * Every response the end-to-end suite receives is checked against the OpenAPI document: the
 * operation is found the way the gateway finds it (same router, same route table), the status
 * must be one the operation documents, and the body must validate against the documented
 * JSON Schema (2020-12, with formats). Hidden routes and removed-from-docs aliases are checked
 * against the "full" document, which is the published one plus those operations.
 */

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** Errors any request can meet before (or regardless of) its operation: API Gateway's own answers. */
const GENERIC_CODES = new Set<ErrorCode>(['payload_too_large', 'rate_limited', 'bad_request', 'internal_error', 'service_unavailable']);

/**
 * Headers of HTTP itself, not of this API, which no operation lists (#31 §2): every other header
 * a response carries must be documented on that response.
 */
const HTTP_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'cache-control',
  'vary',
  'x-content-type-options',
  'content-security-policy',
]);

/** The headers of a response the document does not list for it (lower-case names). */
function undocumentedHeaders(headers: Headers, documented: Record<string, unknown> | undefined): string[] {
  const listed = new Set(Object.keys(documented ?? {}).map((h) => h.toLowerCase()));
  return [...headers.keys()].filter((h) => !HTTP_HEADERS.has(h) && !listed.has(h));
}

export interface Exchange {
  method: string;
  url: URL;
  status: number;
  headers: Headers;
  text: string;
}

const DOC_ID = 'openapi.json';
/** A JSON media type of its own (SCIM's `application/scim+json`). */
const JSON_MEDIA = /^application\/[\w.-]+\+json$/;

interface Checker {
  doc: ReturnType<typeof buildOpenApiDocument>;
  ajv: Ajv2020;
  match: ReturnType<typeof createRouter>;
  validators: Map<string, ValidateFunction>;
}

let checker: Checker | undefined;

function getChecker(): Checker {
  if (checker) return checker;
  const doc = buildOpenApiDocument({ includeUndocumented: true });
  // strict: false because the document is not only JSON Schema (OpenAPI keywords sit around the schemas).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc as object, DOC_ID);
  checker = { doc, ajv, match: createRouter(ROUTES), validators: new Map() };
  return checker;
}

/** Builds the document and its checker now (~0.3 s alone, seconds on a busy machine), not in the first checked request. */
export function prepareContractChecker(): void {
  getChecker();
}

const pointer = (...segments: string[]) =>
  '#' + segments.map((s) => '/' + encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('');

/** Compiled once per location in the document (operation + status + what), lazily. */
function validatorAt(...segments: string[]): ValidateFunction {
  const c = getChecker();
  const ref = DOC_ID + pointer(...segments);
  let validate = c.validators.get(ref);
  if (!validate) {
    validate = c.ajv.compile({ $ref: ref });
    c.validators.set(ref, validate);
  }
  return validate;
}

/**
 * Errors of `value` against the schema at that place of the full document (JSON pointer
 * segments); [] when valid. The docs tests check the document's own examples with it.
 */
export function schemaErrorsAt(value: unknown, ...segments: string[]): string[] {
  const validate = validatorAt(...segments);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const formatErrors = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 10)
    .map((e) => `  ${e.instancePath || '(root)'} ${e.message ?? ''}${e.params ? ' ' + JSON.stringify(e.params) : ''}`)
    .join('\n');

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const unescapePointer = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** Follows a local `$ref` (`#/components/...`) of the document. */
function resolveRef<T>(doc: JsonSchema, value: T): T {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref) return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[unescapePointer(key)], doc) as T;
}

/**
 * Throws a ContractViolation when the response is not what the document says. Requests to
 * another origin (the 302's target) and the explorer's static files are not API operations.
 */
export function checkAgainstContract(baseUrl: string, exchange: Exchange): void {
  const { method, url, status, headers, text } = exchange;
  if (url.origin !== new URL(baseUrl).origin) return;
  if (url.pathname.startsWith(LOCAL_EXPLORER_PATH.slice(0, -1))) return;
  const c = getChecker();
  const found = c.match(method.toUpperCase(), url.pathname);
  const target = `${url.pathname}${url.search}`;
  const where = `${method.toUpperCase()} ${target.length > 300 ? `${target.slice(0, 300)}… (${target.length} characters)` : target}`;
  const fail = (operation: string, reason: string): never => {
    throw new ContractViolation(
      `Response does not match the OpenAPI document.\n  request: ${where}\n  operation: ${operation}\n  status: ${status}\n  ${reason}\n  body: ${text.slice(0, 600)}`,
    );
  };

  if (!found) {
    const body = parseJson(text);
    if (status === 404 && (body as { code?: string } | null)?.code === 'not_found') return checkErrorEnvelope('(no route)', body, fail);
    if (isGeneric(status, body)) return checkErrorEnvelope('(no route)', body, fail);
    return fail('(no route)', 'no route of the table matches, so the gateway must answer 404 `not_found`');
  }

  const route: Route = found.route;
  const path = route.path;
  const verb = route.method.toLowerCase();
  const operation = c.doc.paths[path]?.[verb] as OpenApiOperation | undefined;
  if (!operation) return fail(route.id, `route ${route.id} is missing from the OpenAPI document`);
  const label = `${route.id} (${route.method} ${route.path})`;
  const documented = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];

  if (!documented) {
    const body = parseJson(text);
    if (isGeneric(status, body)) return checkErrorEnvelope(label, body, fail);
    const code = (body as { code?: string } | null)?.code;
    return fail(
      label,
      `status ${status}${code ? ` (code \`${code}\`)` : ''} is not documented for this operation; documented: ${Object.keys(operation.responses).join(', ')}.` +
        (code ? ` If the route can answer \`${code}\`, declare it in the route's \`errors\`.` : ''),
    );
  }

  // Error responses are shared (`$ref` to components.responses): validate at their real location.
  const ref = (documented as { $ref?: string }).$ref;
  const location = ref ? ref.slice(2).split('/').map(unescapePointer) : ['paths', path, verb, 'responses', String(status)];
  const response = resolveRef(c.doc, documented) as JsonSchema & { content?: Record<string, unknown>; headers?: Record<string, unknown> };
  const unlisted = undocumentedHeaders(headers, response.headers);
  if (unlisted.length) fail(label, `response headers not documented for this response: ${unlisted.join(', ')}`);
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const spec = resolveRef(c.doc, header) as { required?: boolean; schema?: JsonSchema };
    const value = headers.get(name);
    if (value === null) {
      if (spec.required) fail(label, `required response header \`${name}\` is missing`);
      continue;
    }
    const headerRef = (header as { $ref?: string }).$ref;
    const validate = validatorAt(...(headerRef ? [...headerRef.slice(2).split('/').map(unescapePointer), 'schema'] : [...location, 'headers', name, 'schema']));
    const typed = spec.schema?.type === 'integer' || spec.schema?.type === 'number' ? Number(value) : value;
    if (!validate(typed)) fail(label, `response header \`${name}: ${value}\` does not match its schema:\n${formatErrors(validate)}`);
  }

  // A documented body of another media type (the changelog's HTML page and Atom feed): the
  // Content-Type must be that type; the body is text the route's own tests parse.
  const media = Object.keys(response.content ?? {})[0];
  // SCIM's application/scim+json is JSON: its bodies are checked against their schema below.
  if (media && media !== 'application/json' && !JSON_MEDIA.test(media)) {
    const contentType = headers.get('content-type') ?? '';
    if (contentType.split(';')[0]!.trim() !== media) fail(label, `Content-Type is \`${contentType}\`, documented: ${media}`);
    if (text === '') fail(label, `the documented ${status} body is missing`);
    return;
  }
  const content = (response.content?.['application/json'] ?? (media && JSON_MEDIA.test(media) ? response.content?.[media] : undefined)) as JsonSchema | undefined;
  const contentMedia = response.content?.['application/json'] ? 'application/json' : media!;
  const codes: string[] | undefined = status >= 400 ? documentedErrorCodes(response) : undefined;
  if (codes) {
    const body = parseJson(text);
    const code = (body as { code?: string } | null | undefined)?.code;
    if (code && !codes.includes(code)) {
      if (isGeneric(status, body)) return checkErrorEnvelope(label, body, fail);
      return fail(
        label,
        `code \`${code}\` is not documented for this operation's ${status} (documented: ${codes.join(', ')}). If the route can answer it, declare it in the route's \`errors\`.`,
      );
    }
  }
  if (!content) {
    if (text !== '') fail(label, `the documented ${status} response has no body, but one was sent`);
    return;
  }
  const contentType = headers.get('content-type') ?? '';
  const documentedTypes = Object.keys(response.content ?? {});
  if (!documentedTypes.includes(contentType.split(';')[0]!.trim())) fail(label, `Content-Type is \`${contentType}\`, documented: ${documentedTypes.join(', ')}`);
  const body = parseJson(text);
  if (body === undefined) fail(label, 'the body is not JSON');
  const validate = validatorAt(...location, 'content', contentMedia, 'schema');
  if (!validate(body)) fail(label, `the body does not match the documented schema:\n${formatErrors(validate)}`);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isGeneric(status: number, body: unknown): boolean {
  const code = (body as { code?: string } | null | undefined)?.code as ErrorCode | undefined;
  if (!code || !GENERIC_CODES.has(code)) return false;
  if (code === 'internal_error') return status >= 500;
  if (code === 'bad_request') return status >= 400 && status < 500;
  return ERROR_CODES[code].status === status;
}

function checkErrorEnvelope(label: string, body: unknown, fail: (operation: string, reason: string) => never): void {
  const validate = validatorAt('components', 'schemas', 'Error');
  if (!validate(body)) fail(label, `the error body is not the envelope:\n${formatErrors(validate)}`);
}

/**
 * A `fetch` that checks every response against the document before handing it back: give it
 * to the typed client (openapi-fetch) so its calls are checked like `call()`'s.
 */
export function contractCheckingFetch(baseUrl: () => string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const text = await response.clone().text();
    checkAgainstContract(baseUrl(), { method: request.method, url: new URL(request.url), status: response.status, headers: response.headers, text });
    return response;
  };
}
