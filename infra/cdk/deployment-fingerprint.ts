import { createHash } from 'node:crypto';
import type { Route } from '../../shared/http/route-types';
import { groupRoutes } from './route-groups';
import type { Settings } from './settings';

/**
 * What the stage's deployment must be remade for: every method (route id, verb, path, who may
 * call it, which function in which nested stack answers it, where a redirect points) and the
 * authorizer's configuration, and whether methods behind it require the usage key it names (#33
 * §3: the key source and `organizationKeysRequired`). API Gateway serves a snapshot taken at deployment time, so a
 * change to any of these that kept the Deployment's logical id would never reach the stage.
 */
export function deploymentFingerprint(routes: readonly Route[], settings: Settings, identitySource: string): string {
  const groupOf = new Map(groupRoutes(routes).flatMap((group) => group.routes.map((route) => [route.id, group.id] as const)));
  const methods = routes.map((route) =>
    route.kind === 'lambda'
      ? [route.id, route.method, route.path, route.roles, route.handler, groupOf.get(route.id), route.publicCors ?? false]
      : [route.id, route.method, route.path, route.roles, route.location, settings.docsUrl],
  );
  const authorizer = { ttl: settings.authorizerCacheTtlSeconds, identitySource };
  const usage = { apiKeySource: 'AUTHORIZER', apiKeyRequired: settings.organizationKeysRequired };
  return createHash('sha256').update(JSON.stringify({ methods, authorizer, usage })).digest('hex');
}
