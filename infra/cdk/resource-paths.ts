import { Resource, type IResource } from 'aws-cdk-lib/aws-apigateway';

/** Segments of a route path; API Gateway resources cannot end with a slash, so empty ones go. */
export const pathSegments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const isParameter = (segment: string) => segment.startsWith('{');

/**
 * The API Gateway resource of a route path, created as needed. Fails the synth (instead of the
 * deployment) when two routes name the same path parameter differently, e.g. `users/{id}` and
 * `users/{user_id}/…`, which API Gateway refuses.
 */
export function resourceFor(root: IResource, path: string): IResource {
  let resource = root;
  for (const segment of pathSegments(path)) {
    const existing = resource.getResource(segment);
    if (existing) {
      resource = existing;
      continue;
    }
    if (isParameter(segment)) {
      // A child resource's construct id is its path part.
      const sibling = resource.node.children.find((child) => child instanceof Resource && isParameter(child.node.id));
      if (sibling instanceof Resource) {
        throw new Error(`Route path ${path}: ${segment} clashes with ${sibling.path}; use one parameter name per position`);
      }
    }
    resource = resource.addResource(segment);
  }
  return resource;
}

/**
 * API Gateway refuses two path parameters with different names at one position (`users/{id}`
 * next to `users/{user_id}/…`). Checked over the whole table before any resource is made, since
 * the resources of one path may be spread over several templates.
 */
export function checkParameterNames(routes: readonly { path: string }[]): void {
  const parameterAt = new Map<string, { segment: string; path: string }>();
  for (const { path } of routes) {
    let parent = '';
    for (const segment of pathSegments(path)) {
      if (isParameter(segment)) {
        const seen = parameterAt.get(parent);
        if (seen && seen.segment !== segment) {
          throw new Error(`Route path ${path}: ${segment} clashes with ${parent}/${seen.segment}; use one parameter name per position`);
        }
        parameterAt.set(parent, { segment, path });
      }
      parent += `/${segment}`;
    }
  }
}
