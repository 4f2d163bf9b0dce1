import type { LambdaRoute, Route } from './route-types';
import * as auth from './auth';
import * as docs from './docs';
import * as organization from './organization';

/**
 * THE route table: the single source of truth for the CDK stack, the local gateway and the
 * OpenAPI document. Adding a route = adding an entry to an area module below (and its handler).
 */
export const ROUTES: readonly Route[] = [docs, auth, organization].flatMap((area) =>
  Object.values(area).filter((value): value is Route => typeof value === 'object' && value !== null && 'kind' in value),
);

export const LAMBDA_ROUTES: readonly LambdaRoute[] = ROUTES.filter((r): r is LambdaRoute => r.kind === 'lambda');
