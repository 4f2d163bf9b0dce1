import type { z } from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes';
import type { BusinessMetricName } from '../observability/metric-names';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call a route (api.md §6):
 * - public: no credential;
 * - admin: an administrator credential (api-key or admin session);
 * - any: any valid credential of the organization;
 * - self: any valid credential; collaborators are limited to their own records by the domain.
 */
export type Role = 'public' | 'admin' | 'any' | 'self';

/** Tags group operations in the API Reference, one per area. */
export type Tag = 'auth' | 'docs' | 'organization' | 'users' | 'custom fields' | 'learning' | 'reports' | 'time off' | 'attendance' | 'webhooks' | 'scim' | 'groups';

export interface Deprecation {
  /** Day the deprecation was announced (ISO date); sent as `Deprecation: @<unix time>` (RFC 9745). */
  since: string;
  /** Path of the replacement (same `{param}` names), or null when retired without one. */
  successor: string | null;
  /** Deprecated but still listed in the API Reference (`deprecated: true`), or absent from it. */
  documented: boolean;
  /**
   * Retirement day (ISO date), once announced (contract 9.3, 9.8): sent as RFC 8594 `Sunset`
   * (00:00 UTC of that day, HTTP-date), shown in the API Reference and the changelog.
   */
  sunset?: string;
}

/** A route served by its own Lambda function. */
export interface LambdaRoute {
  kind: 'lambda';
  /** Unique, camelCase: the OpenAPI operationId, the CDK construct id and the cursor binding. */
  id: string;
  method: HttpMethod;
  /** API Gateway style: `/org/{slug}/organizations/areas/` (trailing slash as documented). */
  path: string;
  /** The feature folder: `shared/<area>/routes.ts` declares the route, `functions/<area>/` serves it. */
  area: Area;
  /** Entry file of the function, relative to the repository root: derived from `area` and `id` (`handlerPath`). */
  handler: string;
  roles: Role;
  tag: Tag;
  summary: string;
  description?: string;
  request?: {
    path?: z.ZodMiniObject;
    query?: z.ZodMiniObject;
    body?: z.ZodMiniType;
  };
  response: {
    status: number;
    /** `list`: the paginated envelope of api.md §4 around `schema` items; `legacy-array`: a bare array. */
    shape: 'item' | 'list' | 'legacy-array' | 'empty';
    schema?: z.ZodMiniType;
    /**
     * Media type of a success body that is not JSON (e.g. `application/atom+xml`, `text/html`):
     * the handler answers `respondText(...)`, the shell sends it with this `Content-Type`, and
     * the OpenAPI document describes the body under this type. Absent: JSON.
     */
    contentType?: string;
    /**
     * The operation may also answer 202 Accepted with the same schema (work continues after the
     * answer, e.g. a job): what that answer means. The handler chooses (`respond(body, 202)`).
     */
    accepted?: string;
  };
  /**
   * Examples of the API Reference (#17 §4), checked against the schemas by
   * test/docs/api-reference.test.ts: `query`/`path` values (parameters without one take the
   * shared example of their name, shared/openapi/examples.ts), the request `body`, and the success
   * `response` (default: the example of the named response schema; for a list, one item).
   */
  example?: { path?: Record<string, string>; query?: Record<string, string | number | boolean>; body?: unknown; response?: unknown };
  /** The most DynamoDB calls the function makes for the example request (`npm run bench -- --only=calls`). */
  budget: CallBudget;
  /**
   * Heavy routes (bulk writes, reports): the function's reserved concurrency, its guaranteed share
   * of the account and its cap, so a burst of them cannot take the concurrency every other route
   * and the authorizer need (docs/deploy.md, "Concurrency"). Absent: the account's shared pool.
   */
  concurrency?: RouteConcurrency;
  /** Error codes this operation can answer beyond the ones every route can (see errorsFor). */
  errors?: ErrorCode[];
  deprecated?: Deprecation;
  /** Query parameters that are deprecated: their use adds the Deprecation header. */
  deprecatedQuery?: Record<string, { since: string; replacedBy: string | null; /** Retirement day, as for `deprecated.sunset`. */ sunset?: string }>;
  /** A creating POST: accepts `Idempotency-Key` (api.md §1). */
  idempotent?: boolean;
  /**
   * The top-level response field that holds a secret shown once (an api-key, a webhook's signing
   * secret): an Idempotency-Key replay answers it masked, and the secret is never stored in the
   * replay record (#33 §10).
   */
  secretInResponse?: string;
  /** Table grant of the function: least privilege. */
  access: 'RO' | 'RW';
  /** Served, but not listed in the API Reference (e.g. `/users/me/`, the documented `/users/{id}/` with id `me`). */
  hidden?: boolean;
  /**
   * A public documentation route that any origin may fetch (CORS: `Access-Control-Allow-Origin: *`
   * and an `OPTIONS` preflight for GET), in the local gateway and the deployed stack alike
   * (shared/http/cors.ts).
   */
  publicCors?: true;
  /**
   * A SCIM 2.0 route (RFC 7644): errors in SCIM's error schema (with our envelope's fields
   * alongside), and the only routes an api-key of `scope: 'scim'` may call.
   */
  scim?: true;
  /** The one route a session with a pending password change may call. */
  allowsPendingPasswordChange?: boolean;
  /** The business metric a success adds (shared/http/metrics.ts): 1, or `count` of the answer. */
  metric?: { name: BusinessMetricName; count?: (body: unknown) => number };
}

export interface RouteConcurrency {
  /** Reserved concurrent executions of the route's function (per environment). */
  reserved: number;
  /** Why this number: the arithmetic (requests per second × duration). */
  why: string;
}

/** The cap of the heavy routes: reports, bulk assigns (docs/deploy.md, "Concurrency" has the arithmetic). */
export const HEAVY_ROUTE_CONCURRENCY: RouteConcurrency = {
  reserved: 10,
  why: 'a report page or a bulk assign takes 0.2-5 s: 10 at once serve 2-50 of them a second, more than an organization’s administrators ask; a burst waits (throttled) instead of taking the pool',
};

/**
 * DynamoDB calls of one request in a warm container (the organization cached, the api-key's
 * hourly `last_used_at` written). Issue #10: an item read, a list page or an item write is 1
 * call; a budget above 1 is an exception and says why.
 */
export interface CallBudget {
  /** A number, or a function of N (ids in the request's id list) and the answer's body. */
  calls: number | ((answer: { n: number; body: any }) => number);
  /** The budget as written in the report when `calls` is a function or a sum. */
  formula?: string;
  /** Why above 1 call (required then). */
  why?: string;
  /** Sizes N of the request's id list measured (default: the example's). */
  sizes?: number[];
  /** Measured in an organization of exactly this many users (the calls depend on it). */
  users?: number;
}

/** The budget reason shared by writes that read the item first. */
export const READ_FIRST = 'the write depends on the current item (existence, state or ownership): one GetItem, then one conditional write';

/** A route answered by API Gateway itself (a MOCK integration), no Lambda, no credential. */
export interface RedirectRoute {
  kind: 'redirect';
  id: string;
  method: 'GET';
  path: string;
  roles: 'public';
  tag: Tag;
  summary: string;
  /** Where it redirects: the deployment's docs URL. */
  location: 'docsUrl';
}

export type Route = LambdaRoute | RedirectRoute;

/** The feature areas: one folder name in `shared/`, `functions/` and `test/`. */
export type Area = 'docs' | 'auth' | 'organization' | 'users' | 'custom-fields' | 'learning' | 'learning-reports' | 'timeoff' | 'attendance' | 'webhooks' | 'scim' | 'groups';

/** The handler file of a route: `functions/<area>/<id in kebab-case>.ts`, never written by hand. */
export const handlerPath = (area: Area, id: string): string =>
  `functions/${area}/${id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.ts`;

/**
 * The route declarer of an area (`const defineRoute = routesOf('timeoff')` at the top of its
 * routes module). Keeps the literal types of a route (its zod schemas) for the handler that
 * implements it, and names that handler from the route's id.
 */
export const routesOf =
  <const A extends Area>(area: A) =>
  <const R extends Omit<LambdaRoute, 'kind' | 'area' | 'handler'>>(route: R): R & { kind: 'lambda'; area: A; handler: string } => ({
    ...route,
    kind: 'lambda',
    area,
    handler: handlerPath(area, route.id),
  });

/**
 * What a route does with a query parameter it does not list (#33 finding 12), from the route
 * table, so a new route gets it by construction: `refused` (400 `validation_failed`, one detail
 * per parameter) on every route, whether or not it declares a query; `ignored` only where the
 * callers are not ours to correct — SCIM routes (identity providers send the query their
 * connector builds, and a tenant URL may carry a vendor flag such as Entra ID's
 * `aadOptscim062020`; RFC 7644 defines no error for it) and the public documentation routes
 * (links shared in browsers and portals carry tracking and cache-busting parameters).
 */
export const unknownQueryParameters = (route: LambdaRoute): 'refused' | 'ignored' =>
  route.scim || route.tag === 'docs' ? 'ignored' : 'refused';

/**
 * Routes whose answers carry signed cursors (every paginated list): the only functions that get
 * the cursor secret (CURSOR_SECRET_ARN and the right to read it) in a deployment.
 */
export const signsCursors = (route: Route): boolean => route.kind === 'lambda' && route.response.shape === 'list';
