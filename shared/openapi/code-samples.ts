/**
 * `x-codeSamples` of an operation (#31 §4; the Redoc / Scalar / ReadMe extension): the operation's
 * own example request as `curl` and as a call of the typed client (shared/client), both generated
 * from the same example the document shows, so a sample never drifts from its operation.
 * test/docs/code-samples.test.ts type-checks every TypeScript sample against shared/client.
 *
 * Only the OpenAPI builder and the tests import this module (never a function).
 */

export interface CodeSample {
  lang: 'Shell' | 'TypeScript';
  label: string;
  source: string;
}

export interface SampleRequest {
  method: string;
  /** The path template (`/org/{slug}/users/{id}/`). */
  path: string;
  /** Path parameters by name (every `{segment}` of `path`). */
  pathParams: Record<string, unknown>;
  /** Query parameters the example sends. */
  query: Record<string, unknown>;
  body?: unknown;
  /** False for a public operation: no credential. */
  authenticated: boolean;
  /** A creating POST: the sample sends an `Idempotency-Key` (safe to retry as is). */
  idempotent: boolean;
  /** The request's media type (SCIM's for SCIM operations). */
  contentType: string;
  /** In the published document, so in the typed client (which is generated from it). */
  inTypedClient: boolean;
}

/** Single-quoted for a POSIX shell: `'` is written `'\''`. */
const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

function filledPath(request: SampleRequest): string {
  return request.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(request.pathParams[name])));
}

function queryString(query: Record<string, unknown>): string {
  const entries = Object.entries(query);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
}

function curlSample(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} "$API_BASE_URL"${shellQuote(`${filledPath(request)}${queryString(request.query)}`)}`];
  if (request.authenticated) lines.push(`-H "Authorization: Bearer $API_TOKEN"`);
  if (request.idempotent) lines.push(`-H "Idempotency-Key: $(uuidgen)"`);
  if (request.body !== undefined) {
    lines.push(`-H ${shellQuote(`Content-Type: ${request.contentType}`)}`);
    lines.push(`-d ${shellQuote(JSON.stringify(request.body))}`);
  }
  return lines.join(' \\\n  ');
}

function typedClientSample(request: SampleRequest): string {
  const options: string[] = [];
  const params: string[] = [];
  if (Object.keys(request.pathParams).length) params.push(`path: ${JSON.stringify(request.pathParams)}`);
  if (Object.keys(request.query).length) params.push(`query: ${JSON.stringify(request.query)}`);
  if (request.idempotent) params.push(`header: { 'Idempotency-Key': crypto.randomUUID() }`);
  if (params.length) options.push(`params: { ${params.join(', ')} }`);
  if (request.body !== undefined) options.push(`body: ${JSON.stringify(request.body, null, 2).replaceAll('\n', '\n  ')}`);
  const token = request.authenticated ? ', process.env.API_TOKEN' : '';
  return [
    `import { createApiClient } from './shared/client';`,
    ``,
    `const api = createApiClient(process.env.API_BASE_URL!${token});`,
    `const { data, error, response } = await api.${request.method}('${request.path}'${options.length ? `, {\n  ${options.join(',\n  ')},\n}` : ''});`,
  ].join('\n');
}

export function codeSamples(request: SampleRequest): CodeSample[] {
  return [
    { lang: 'Shell', label: 'curl', source: curlSample(request) },
    ...(request.inTypedClient ? [{ lang: 'TypeScript', label: 'typed client (shared/client)', source: typedClientSample(request) } as const] : []),
  ];
}
