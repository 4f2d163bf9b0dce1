/**
 * Small readers over a synthesized CloudFormation template, so the stack tests can ask
 * "which method sits on which path" and "what may this function do" without snapshots.
 */

export interface CfnResource {
  Type: string;
  Properties?: Record<string, any>;
  Metadata?: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  DependsOn?: string[] | string;
}

export type Resources = Record<string, CfnResource>;

export const ofType = (resources: Resources, type: string): [string, CfnResource][] =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);

/** The path of an API Gateway resource, rebuilt from its PathPart/ParentId chain ('' is the root). */
export function resourcePath(resources: Resources, resourceRef: any): string {
  if (resourceRef?.['Fn::GetAtt']?.[1] === 'RootResourceId') return '';
  const resource = resources[resourceRef.Ref];
  if (!resource || resource.Type !== 'AWS::ApiGateway::Resource') throw new Error(`not a resource: ${JSON.stringify(resourceRef)}`);
  return `${resourcePath(resources, resource.Properties!.ParentId)}/${resource.Properties!.PathPart}`;
}

export interface DeployedMethod {
  logicalId: string;
  key: string;
  properties: Record<string, any>;
}

/** Every method, keyed `GET /org/{slug}/...` (no trailing slash, as API Gateway has it). */
export function methods(resources: Resources): DeployedMethod[] {
  return ofType(resources, 'AWS::ApiGateway::Method').map(([logicalId, method]) => ({
    logicalId,
    key: `${method.Properties!.HttpMethod} ${resourcePath(resources, method.Properties!.ResourceId) || '/'}`,
    properties: method.Properties!,
  }));
}

function collectArnTargets(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collectArnTargets);
  if (value === null || typeof value !== 'object') return [];
  const getAtt = (value as Record<string, unknown>)['Fn::GetAtt'];
  if (Array.isArray(getAtt) && getAtt[1] === 'Arn') return [String(getAtt[0])];
  return Object.values(value).flatMap(collectArnTargets);
}

/** The distinct logical ids of every `Fn::GetAtt [id, 'Arn']` inside a value (e.g. an integration URI). */
export const arnTargets = (value: unknown): string[] => [...new Set(collectArnTargets(value))];

/** The logical id of the resource synthesized at a construct path (needs path metadata on). */
export function logicalIdAt(resources: Resources, constructPath: string): string {
  const found = Object.entries(resources).filter(([, r]) => r.Metadata?.['aws:cdk:path'] === constructPath);
  if (found.length !== 1) throw new Error(`expected one resource at ${constructPath}, found ${found.length}`);
  return found[0]![0];
}

/** Every IAM action granted to a function's role, by its own inline policies. */
export function actionsOfFunction(resources: Resources, functionLogicalId: string): Set<string> {
  const roleId = resources[functionLogicalId]!.Properties!.Role['Fn::GetAtt'][0];
  const actions = new Set<string>();
  for (const [, policy] of ofType(resources, 'AWS::IAM::Policy')) {
    if (!policy.Properties!.Roles.some((role: any) => role.Ref === roleId)) continue;
    for (const statement of policy.Properties!.PolicyDocument.Statement) {
      for (const action of [statement.Action].flat()) actions.add(action);
    }
  }
  return actions;
}
