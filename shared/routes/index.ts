import type { LambdaRoute, Route } from '../http/route-types';
import * as attendance from '../attendance/routes';
import * as auth from '../auth/routes';
import * as customFields from '../custom-fields/routes';
import * as docs from '../docs/routes';
import * as learning from '../learning/routes';
import * as learningReports from '../learning-reports/routes';
import * as organization from '../organization/routes';
import * as timeoff from '../timeoff/routes';
import * as users from '../users/routes';
import * as scim from '../scim/routes';
import * as groups from '../groups/routes';
import * as webhooks from '../webhooks/routes';

const AREAS = [docs, auth, organization, users, customFields, learning, learningReports, timeoff, attendance, webhooks, scim, groups] as const;

/** The ids of an area module's routes, as literal types. */
type RouteIdsOf<M> = { [K in keyof M]: M[K] extends { kind: 'lambda' | 'redirect'; id: infer I extends string } ? I : never }[keyof M];
/** Every route id of the table, as a union of literals: what names a route elsewhere (the changelog) without importing it. */
type EachArea<M> = M extends unknown ? RouteIdsOf<M> : never;
export type RouteId = EachArea<(typeof AREAS)[number]>;

const isRoute = (value: unknown): value is Route => typeof value === 'object' && value !== null && 'kind' in value && 'path' in value;

/**
 * THE route table: the single source of truth for the CDK stack, the local gateway, the OpenAPI
 * document, the benchmark and the route-generated tests. Adding a route = exporting a
 * `defineRoute(...)` from `shared/<area>/routes.ts` and writing its handler,
 * `functions/<area>/<id in kebab-case>.ts`; nothing else has to be touched.
 */
export const ROUTES: readonly Route[] = AREAS.flatMap((area) => Object.values(area as Record<string, unknown>).filter(isRoute));

/** The route of an id. */
export const routeById = (id: RouteId): Route => ROUTES.find((r) => r.id === id)!;

export const LAMBDA_ROUTES: readonly LambdaRoute[] = ROUTES.filter((r): r is LambdaRoute => r.kind === 'lambda');
