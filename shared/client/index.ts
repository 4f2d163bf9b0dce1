/**
 * A typed client of the public API for integrators (and our own tests): openapi-fetch over the
 * types generated from the OpenAPI document (./api-types.ts, `npm run client:generate`).
 * Paths, parameters, bodies and responses are checked by the TypeScript compiler:
 *
 *   const api = createApiClient('https://api.example.com', process.env.API_KEY);
 *   const { data, error, response } = await api.GET('/org/{slug}/organizations/areas/', {
 *     params: { path: { slug: 'acme' }, query: { page_size: 100 } },
 *   });
 *   if (error) console.error(response.status, error.code); // `code` is stable, `message` is not
 *   else for (const area of data.results) console.log(area.id, area.name);
 *
 * Never imported by the functions: it is not part of the service, only of its contract.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './api-types';

export type { components, operations, paths };
/** The named schemas (`User`, `Enrollment`, `TimeOffRequest`, `Page`…) as types. */
export type * from './api-types';
export type ApiClient = Client<paths>;

/** The error envelope every error response carries (api.md §3). */
export type ApiErrorBody = components['schemas']['Error'];
export type ErrorCode = ApiErrorBody['code'];

/**
 * @param baseUrl where the API is served, e.g. `http://127.0.0.1:3000` locally (no trailing path).
 * @param token an api-key or a session token; sent as `Authorization: Bearer <token>`.
 * @param options openapi-fetch options (a custom `fetch`, extra `headers`…).
 */
export function createApiClient(baseUrl: string, token?: string, options: Omit<ClientOptions, 'baseUrl'> = {}): ApiClient {
  const headers = new Headers(options.headers as ConstructorParameters<typeof Headers>[0]);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return createClient<paths>({ ...options, baseUrl: baseUrl.replace(/\/+$/, ''), headers });
}

/** Narrows an unknown error value to the API's error envelope. */
export const isApiError = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string' && typeof (value as { message?: unknown }).message === 'string';
