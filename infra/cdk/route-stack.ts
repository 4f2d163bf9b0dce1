import { NestedStack, Tags } from 'aws-cdk-lib';
import { AuthorizationType, Resource, RestApi, type IAuthorizer, type IResource, type IRestApi } from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { allowsAnyOrigin } from '../../shared/http/cors';
import { ApiFunction } from './api-function';
import { functionEnvironment, signsCursors } from './function-environment';
import { GradualDeploys } from './gradual-deploy';
import { addFunctionAlarms, areaDimension } from './monitoring';
import { resourceFor } from './resource-paths';
import type { RouteGroup } from './route-groups';
import { addCorsPreflightMethod, addLambdaRouteMethod } from './route-methods';
import type { Settings } from './settings';

export interface RouteStackProps {
  group: RouteGroup;
  api: IRestApi;
  /** The deepest path resource the API stack created for a route path (the root when none). */
  sharedParentOf: (path: string) => { resource: IResource; path: string };
  authorizerId: string;
  table: ITable;
  cursorSecret: ISecret;
  settings: Settings;
  alarmTopic: ITopic;
  /** CodeDeploy's service role of the environment (gradual-deploy.ts). */
  deployRole: IRole;
}

/**
 * The routes of one feature area (or a slice of a large one): each route's function, role, log
 * group, permission and method, plus the path resources only this area uses. The API stack owns
 * the API, the authorizer and the shared path resources; this stack attaches to them by id.
 */
export class RouteStack extends NestedStack {
  readonly functions: ApiFunction[] = [];

  constructor(scope: Construct, id: string, props: RouteStackProps) {
    const { group, settings } = props;
    super(scope, id, { description: `Routes of the ${group.area} area (${group.routes.map((r) => r.id).join(', ')}).`.slice(0, 1024) });
    const api = RestApi.fromRestApiAttributes(this, 'Api', { restApiId: props.api.restApiId, rootResourceId: props.api.restApiRootResourceId });
    // The authorizer belongs to the API stack; a method only needs its id.
    const authorizer: IAuthorizer = { authorizerId: props.authorizerId, authorizationType: AuthorizationType.CUSTOM };

    const parents = new Map<string, IResource>();
    const attach = (path: string): IResource => {
      const shared = props.sharedParentOf(path);
      let parent = parents.get(shared.path);
      if (!parent) {
        parent =
          shared.path === ''
            ? api.root
            : Resource.fromResourceAttributes(this, `Shared${parents.size}`, { restApi: api, resourceId: shared.resource.resourceId, path: shared.path });
        parents.set(shared.path, parent);
      }
      return resourceFor(parent, path.slice(shared.path.length));
    };

    const deploys = new GradualDeploys(this, 'Deploys', { deploymentConfig: settings.deploymentConfig, latencyP99Ms: settings.latencyP99AlarmMs, role: props.deployRole });
    for (const route of group.routes) {
      const fn = new ApiFunction(this, route.id, {
        entry: route.handler,
        description: `${route.method} ${route.path}`,
        logRetention: settings.logRetentionDays,
        bundleProfile: settings.bundleProfile,
        environment: functionEnvironment(settings),
        // Heavy routes (the route table's `concurrency`): guaranteed and capped.
        reservedConcurrency: route.concurrency?.reserved,
      });
      Tags.of(fn).add('area', areaDimension(group.area));
      Tags.of(fn).add('route', route.id);
      fn.bindTable(props.table, route.access);
      if (signsCursors(route)) fn.bindCursorSecret(props.cursorSecret, settings.cursorSecretMaxAgeSeconds);
      // API Gateway invokes the `live` alias, which CodeDeploy shifts to each new version.
      addLambdaRouteMethod(attach(route.path), route, deploys.add(fn), authorizer, { apiKeyRequired: settings.organizationKeysRequired });
      if (allowsAnyOrigin(route)) addCorsPreflightMethod(attach(route.path), route);
      this.functions.push(fn);
    }
    deploys.notifyOnce(props.alarmTopic, `Routes of ${id}`);
    addFunctionAlarms(this, this.functions, props.alarmTopic, { errors: false });
  }
}
