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
