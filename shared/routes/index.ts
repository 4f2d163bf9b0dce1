import type { LambdaRoute, Route } from './route-types';
import * as attendance from './attendance';
import * as auth from './auth';
import * as customFields from './custom-fields';
import * as docs from './docs';
import * as learning from './learning';
import * as learningReports from './learning-reports';
import * as organization from './organization';
import * as timeoff from './timeoff';
import * as users from './users';

const AREAS = [docs, auth, organization, users, customFields, learning, learningReports, timeoff, attendance];

const isRoute = (value: unknown): value is Route => typeof value === 'object' && value !== null && 'kind' in value && 'path' in value;

/**
 * THE route table: the single source of truth for the CDK stack, the local gateway and the
 * OpenAPI document. Adding a route = exporting a `defineRoute(...)` from an area module
 * (and writing its handler); nothing else has to be touched.
 */
export const ROUTES: readonly Route[] = AREAS.flatMap((area) => Object.values(area as Record<string, unknown>).filter(isRoute));

export const LAMBDA_ROUTES: readonly LambdaRoute[] = ROUTES.filter((r): r is LambdaRoute => r.kind === 'lambda');
