import type { LambdaRoute, Route } from '../../shared/http/route-types';
import { pathSegments } from './resource-paths';

/**
 * How the routes are spread over CloudFormation templates (docs/decisions/deployment.md, "Stacks: data, API with one nested stack per area, account").
 *
 * Each feature area (a route's `tag`) gets its own nested stack holding its functions, roles,
 * log groups, permissions and methods; an area with more than MAX_ROUTES_PER_GROUP routes is cut
 * into several, in route-table order. A route costs about 7 resources (function, role, policy,
 * log group, permission, method, plus its share of path resources and alarms), so a group stays
 * far below CloudFormation's 500 resources per template whatever the number of areas.
 */
export const MAX_ROUTES_PER_GROUP = 20;

export interface RouteGroup {
  /** Construct id of the nested stack: PascalCase area name, numbered from the second chunk on. */
  id: string;
  /** The area (route tag) the group serves. */
  area: string;
  routes: LambdaRoute[];
}

const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** The nested-stack groups of the Lambda routes, in route-table order. */
export function groupRoutes(routes: readonly Route[], maxPerGroup = MAX_ROUTES_PER_GROUP): RouteGroup[] {
  const byArea = new Map<string, LambdaRoute[]>();
  for (const route of routes) {
    if (route.kind !== 'lambda') continue;
    byArea.set(route.tag, [...(byArea.get(route.tag) ?? []), route]);
  }
  const groups: RouteGroup[] = [];
  for (const [area, areaRoutes] of byArea) {
    for (let start = 0, chunk = 1; start < areaRoutes.length; start += maxPerGroup, chunk++) {
      groups.push({ id: `${pascal(area)}Routes${chunk === 1 ? '' : chunk}`, area, routes: areaRoutes.slice(start, start + maxPerGroup) });
    }
  }
  return groups;
}

/** Where the API stack itself keeps a path resource (shared by several groups, or by a redirect). */
export const SHARED = 'shared';

/**
 * Which template creates each API Gateway path resource. A resource used by the routes of one
 * group only is created in that group's nested stack; one used by several groups (`/org`,
 * `/org/{slug}`, …) or by a route answered in the API stack (the redirects) is created in the API
 * stack, and nested stacks attach their own resources below it by id. The result maps a path
 * prefix (`/org/{slug}/users`) to a group id or SHARED.
 */
export function resourceOwners(routes: readonly Route[], groups: readonly RouteGroup[]): Map<string, string> {
  const groupOf = new Map<string, string>();
  for (const group of groups) for (const route of group.routes) groupOf.set(route.id, group.id);
  const users = new Map<string, Set<string>>();
  for (const route of routes) {
    const owner = groupOf.get(route.id) ?? SHARED;
    let prefix = '';
    for (const segment of pathSegments(route.path)) {
      prefix += `/${segment}`;
      users.set(prefix, (users.get(prefix) ?? new Set()).add(owner));
    }
  }
  return new Map([...users].map(([prefix, owners]) => [prefix, owners.size === 1 ? [...owners][0]! : SHARED]));
}
