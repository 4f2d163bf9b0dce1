import { CfnOutput, CfnResource, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnAuthorizer, type IResource, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ROUTES } from '../../shared/routes';
import type { Route } from '../../shared/http/route-types';
import { ApiFunction } from './api-function';
import { deploymentFingerprint } from './deployment-fingerprint';
import { functionEnvironment } from './function-environment';
import { createDeployRole, GradualDeploys } from './gradual-deploy';
import { createAlarmTopics, createMonitoring } from './monitoring';
import { createSloAlarms } from './slo-alarms';
import { createPublicRestApi } from './public-rest-api';
import { checkParameterNames, resourceFor } from './resource-paths';
import { groupRoutes, resourceOwners, SHARED } from './route-groups';
import { addRedirectRouteMethod } from './route-methods';
import { RouteStack } from './route-stack';
import { createWebAcl } from './web-acl';
import { WebhooksStack } from './webhooks-stack';
import { MigrationsStack } from './migrations-stack';
import { DATA_LEVEL_GUARD_ID, DataLevelGuard } from './data-level-guard';
import { createOrganizationShare, type OrganizationShare } from './organization-share';
import type { Settings } from './settings';

export const AUTHORIZER_ENTRY = 'functions/authorizer/index.ts';
export const AUTHORIZER_IDENTITY_SOURCE = 'method.request.header.Authorization';

export interface ApiStackProps extends StackProps {
  settings: Settings;
  table: ITable;
  cursorSecret: ISecret;
  /** The route table; only tests pass another one. */
  routes?: readonly Route[];
}

/**
 * The API of one environment, generated from the route table: the REST API and its stage, the
 * authorizer, the documentation redirects, the path resources several areas share, and one
 * nested stack per feature area (route-groups.ts) with that area's functions and methods. A
 * route added to ROUTES gets its function, grant, method and alarms here without touching infra.
 */
export class ApiStack extends Stack {
  readonly api: RestApi;
  readonly routeStacks: RouteStack[] = [];
  readonly authorizerFunction: ApiFunction;
  readonly webhooks: WebhooksStack;
  readonly migrations: MigrationsStack;
  readonly organizationShare: OrganizationShare;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const routes = props.routes ?? ROUTES;
    checkParameterNames(routes);
    // Before anything else of the stack changes: no release older than the data it would serve
    // (#40 §7), then the deploy begins (the counter reports wait for its run's reconcile, #40 §1);
    // `order` below, once every child exists.
    const dataLevelGuard = new DataLevelGuard(this, DATA_LEVEL_GUARD_ID, { settings, table: props.table });

    const api = (this.api = createPublicRestApi(this, 'Api', {
      stageName: settings.env,
      throttleRateLimit: settings.throttleRateLimit,
      throttleBurstLimit: settings.throttleBurstLimit,
      logRetention: settings.logRetentionDays,
    }));
    // Per-organization fairness (#33 §3): the usage plan and the shared key the authorizer names.
    const share = (this.organizationShare = createOrganizationShare(this, api, settings));

    const authorizerFunction = (this.authorizerFunction = new ApiFunction(this, 'Authorizer', {
      entry: AUTHORIZER_ENTRY,
      description: 'REQUEST authorizer: resolves the Bearer credential.',
      reservedConcurrency: settings.authorizerReservedConcurrency,
      logRetention: settings.logRetentionDays,
      bundleProfile: settings.bundleProfile,
      environment: { ...functionEnvironment(settings), SHARED_USAGE_KEY: share.sharedKeyValue },
    }));
    // One GetItem or BatchGetItem per token (the credential, its user, the organization's META
    // for its usage key), plus the occasional last_used_at refresh of an api-key: no Put/Delete.
    authorizerFunction.bindTable(props.table, 'RO', ['dynamodb:UpdateItem']);
    const deployRole = createDeployRole(this, 'DeployRole');
    const authorizerDeploys = new GradualDeploys(this, 'AuthorizerDeploys', { deploymentConfig: settings.deploymentConfig, latencyP99Ms: settings.latencyP99AlarmMs, role: deployRole });
    const authorizerAlias = authorizerDeploys.add(authorizerFunction);
    const authorizer = new CfnAuthorizer(this, 'CredentialAuthorizer', {
      restApiId: api.restApiId,
      name: 'CredentialAuthorizer',
      type: 'REQUEST',
      identitySource: AUTHORIZER_IDENTITY_SOURCE,
      authorizerUri: `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${authorizerAlias.functionArn}/invocations`,
      // A revoked credential keeps working for up to this long (docs/deploy.md).
      authorizerResultTtlInSeconds: Duration.seconds(settings.authorizerCacheTtlSeconds).toSeconds(),
    });
    authorizerAlias.addPermission('InvokedByApiGateway', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: `arn:${this.partition}:execute-api:${this.region}:${this.account}:${api.restApiId}/authorizers/${authorizer.ref}`,
    });

    createWebAcl(this, 'WebAcl', {
      stage: api.deploymentStage,
      env: settings.env,
      perCredentialLimit: settings.perCredentialRateLimit,
      perAddressLimit: settings.perAddressRateLimit,
      perAddressTotalLimit: settings.perAddressTotalRateLimit,
      publicPaths: [...new Set(ROUTES.filter((route) => route.roles === 'public').map((route) => route.path))],
      managedRules: settings.wafManagedRules,
      logRetention: settings.logRetentionDays,
    });
    const topics = createAlarmTopics(this, settings);
    // Routes: tickets (the SLO alarms page when users feel it); the authorizer down fails every request: a page.
    const topic = topics.ticket;
    authorizerDeploys.notifyOnce(topics.page, 'The authorizer');
    const slo = createSloAlarms(this, 'Slo', { settings, api, topics });

    // Path resources used by several areas (or by a redirect) live here; the rest in the areas' stacks.
    const groups = groupRoutes(routes);
    const owners = resourceOwners(routes, groups);
    const shared = new Map<string, IResource>([['', api.root]]);
    for (const [prefix, owner] of owners) if (owner === SHARED) shared.set(prefix, resourceFor(api.root, prefix));
    const sharedParentOf = (path: string) => {
      let prefix = '';
      let deepest = '';
      for (const segment of path.split('/').filter(Boolean)) {
        prefix += `/${segment}`;
        if (owners.get(prefix) !== SHARED) break;
        deepest = prefix;
      }
      return { resource: shared.get(deepest)!, path: deepest };
    };

    for (const route of routes) {
      if (route.kind === 'redirect') addRedirectRouteMethod(resourceFor(api.root, route.path), route, { docsUrl: settings.docsUrl });
    }
    for (const group of groups) {
      const stack = new RouteStack(this, group.id, {
        group,
        api,
        sharedParentOf,
        authorizerId: authorizer.ref,
        table: props.table,
        cursorSecret: props.cursorSecret,
        settings,
        alarmTopic: topic,
        deployRole,
      });
      this.routeStacks.push(stack);
      // The stage's deployment is made once every method exists…
      api.latestDeployment!.node.addDependency(stack);
    }
    // …and is a new one whenever a method or the authorizer changes: the methods live in nested
    // stacks, which the RestApi construct does not see, so their definition is hashed here.
    api.latestDeployment!.addToLogicalId(deploymentFingerprint(routes, settings, AUTHORIZER_IDENTITY_SOURCE));
    // The usage plan's id: `npm run org:create -- --usage-plan` and `npm run migrate -- --usage-plan`.
    new CfnOutput(this, 'UsagePlanId', { value: share.plan.usagePlanId, description: 'The organizations\' usage plan: --usage-plan of npm run org:create and npm run migrate (docs/deploy.md).' });

    // The webhook pipeline: no method, so outside the route groups and the stage's deployment.
    this.webhooks = new WebhooksStack(this, 'Webhooks', { table: props.table, settings, alarmTopic: topic, pagingTopic: topics.page, deployRole });

    // Data migrations (#29), started by the deployment once every function runs the new code:
    // after every route stack, the authorizer alias and the webhook workers' stack, i.e. after
    // CodeDeploy has shifted every `live` alias (an alias update completes when its shift does).
    this.migrations = new MigrationsStack(this, 'Migrations', { table: props.table, settings, alarmTopic: topic, usagePlanId: share.plan.usagePlanId });
    for (const updatedFirst of [...this.routeStacks, this.webhooks, authorizerAlias]) this.migrations.node.addDependency(updatedFirst);

    const areas = [...new Set(groups.map((group) => group.area))];
    createMonitoring(this, 'Monitoring', {
      // One latency alarm per area: beside the SLO alarms, so a new area costs the API stack's template one resource (its routes' nested stack), not two (#41).
      latencyAlarmScope: slo,
      settings,
      api,
      table: props.table,
      authorizer: authorizerFunction,
      topic,
      pagingTopic: topics.page,
      areas,
      routes: groups.flatMap((g) => g.routes),
      extraWidgets: [...this.webhooks.dashboardWidgets(settings), ...this.migrations.dashboardWidgets(settings)],
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: topics.page.topicArn, description: 'The paging topic: alarms someone must act on now (subscribe the pager).' });
    new CfnOutput(this, 'TicketTopicArn', { value: topics.ticket.topicArn, description: 'The ticket topic: alarms for working hours (subscribe the issue tracker or a chat channel).' });

    checkApiResourceQuota(this, settings.apiResourceQuota);

    // RestApi already outputs its URL (with the stage); it is renamed rather than repeated.
    (api.node.findChild('Endpoint') as CfnOutput).overrideLogicalId('ApiUrl');
    new CfnOutput(this, 'DocsUrl', { value: settings.docsUrl, description: 'Where /api/v5/rest/docs and /redocs redirect.' });
    dataLevelGuard.order(this);
  }
}

/**
 * API Gateway refuses the resource past the API's quota in the middle of a deploy; the synth
 * refuses it first, naming the setting (docs/decisions/limits.md). The root counts.
 */
export function checkApiResourceQuota(stack: Stack, quota: number): void {
  const used = stack.node.findAll().filter((c) => c instanceof CfnResource && c.cfnResourceType === 'AWS::ApiGateway::Resource').length + 1;
  if (used > quota) {
    throw new Error(
      `The REST API needs ${used} resources, over its quota of ${quota} (setting apiResourceQuota): request an increase of "Resources per API" for this API in Service Quotas, then set apiResourceQuota to the granted value (docs/deploy.md, "Limits and room left")`,
    );
  }
}
