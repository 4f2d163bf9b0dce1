// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { synthesize } from './synthesize';
import { actionsOfFunction, arnTargets, ofType, type CfnResource, type Resources } from './template-model';
import { MIGRATION_FUNCTION_ID, MIGRATION_HOOK_TYPE, MIGRATION_TIMEOUT } from '../../infra/cdk/migrations-stack';
import { TABLE_ACTIONS } from '../../infra/cdk/api-function';
import { MIGRATION_METRICS } from '../../shared/observability/metric-names';

/**
 * Day-2 operations (#30), pinned on the synthesized templates: key rotation, gradual deploys,
 * restore, alarms, concurrency, environments, WAF and logs.
 */
const synthesized = synthesize({ context: { cursorSecretRotationDays: 14, authorizerReservedConcurrency: 77 } });
const { dataResources, resources } = synthesized;
const prodLike = synthesize({ context: { deploymentConfig: 'Canary10Percent5Minutes' } });

/** The logical id a `Ref` or `Fn::GetAtt` (or an ARN built from one) points at. */
const target = (value: unknown, within: Resources = resources): string | undefined => {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: string[] };
  if (v?.Ref ?? v?.['Fn::GetAtt']?.[0]) return v.Ref ?? v['Fn::GetAtt']![0];
  const refs = [...JSON.stringify(value).matchAll(/"Ref":"([^"]+)"/g)].map((m) => m[1]!);
  return [...arnTargets(value), ...refs].find((id) => id in within);
};
/** Deployed ids of the webhook queues (webhooks-stack.ts): renaming a construct must fail here first. */
const QUEUE_LOGICAL_IDS = ['DeadLetterQueue9F481546', 'DeliveryQueueA11633D0', 'DispatchFailureQueue72FB603E'];
const aliasesOf = (r: Resources) => ofType(r, 'AWS::Lambda::Alias');
/** Functions no API Gateway method invokes: the webhook workers and the migration function (migrations-stack.ts). */
const workerFunctions = (r: Resources) => ofType(r, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('WebhooksNestedStack') || id.startsWith('MigrationsNestedStack'));

describe('cursor key rotation', () => {
  it('rotates the secret on the configured schedule through its own function, which may touch that secret only', () => {
    const [, secret] = ofType(dataResources, 'AWS::SecretsManager::Secret')[0]!;
    const secretId = ofType(dataResources, 'AWS::SecretsManager::Secret')[0]![0];
    const schedules = ofType(dataResources, 'AWS::SecretsManager::RotationSchedule');
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0]![1].Properties!;
    expect(schedule.SecretId).toEqual({ Ref: secretId });
    expect(schedule.RotationRules).toEqual({ ScheduleExpression: 'rate(14 days)' });
    const functionId = schedule.RotationLambdaARN['Fn::GetAtt'][0];
    const fn = dataResources[functionId]!;
    expect(fn.Type).toBe('AWS::Lambda::Function');
    const roleId = fn.Properties!.Role['Fn::GetAtt'][0];
    const statements = ofType(dataResources, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const secretStatements = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:') && a !== 'secretsmanager:GetRandomPassword'));
    expect(secretStatements.map((s) => s.Resource)).toEqual([{ Ref: secretId }]);
    expect([secretStatements[0]!.Action].flat().sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      'secretsmanager:PutSecretValue',
      'secretsmanager:UpdateSecretVersionStage',
    ]);
    expect(secret.Properties!.GenerateSecretString.PasswordLength).toBe(48);
  });
});

describe('gradual, reversible deploys', () => {
  it('gives every API function (routes and authorizer) one `live` alias on its current version, shifted by CodeDeploy', () => {
    const apiFunctions = ofType(resources, 'AWS::Lambda::Function').filter(([id]) => !workerFunctions(resources).some(([w]) => w === id));
    const aliases = aliasesOf(resources);
    expect(aliases).toHaveLength(apiFunctions.length);
    for (const [fnId] of apiFunctions) {
      const mine = aliases.filter(([, a]) => target(a.Properties!.FunctionName) === fnId);
      expect(mine, fnId).toHaveLength(1);
      const [aliasId, alias] = mine[0]!;
      expect(alias.Properties!.Name).toBe('live');
      expect(resources[target(alias.Properties!.FunctionVersion)!]!.Type).toBe('AWS::Lambda::Version');
      const update = (alias as CfnResource & { UpdatePolicy: any }).UpdatePolicy.CodeDeployLambdaAliasUpdate;
      const group = resources[target(update.DeploymentGroupName)!]!;
      expect(group.Type, aliasId).toBe('AWS::CodeDeploy::DeploymentGroup');
      expect(group.Properties!.AutoRollbackConfiguration).toEqual({ Enabled: true, Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'] });
      // Rolls back on this function's own health alarm: its errors or its p99 duration.
      const alarms = group.Properties!.AlarmConfiguration.Alarms as { Name: unknown }[];
      expect(alarms).toHaveLength(1);
      const health = resources[target(alarms[0]!.Name)!]!;
      expect(health.Type).toBe('AWS::CloudWatch::Alarm');
      const watched = (health.Properties!.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Value: unknown }[] } } }[])
        .filter((m) => m.MetricStat)
        .map((m) => [m.MetricStat!.Metric.MetricName, target(m.MetricStat!.Metric.Dimensions[0]!.Value)]);
      expect(watched.sort()).toEqual([['Duration', fnId], ['Errors', fnId]]);
      expect(group.Properties!.DeploymentConfigName).toBe('CodeDeployDefault.LambdaAllAtOnce');
    }
    // One CodeDeploy service role for the environment, not one per template or function.
    const roles = ofType(resources, 'AWS::IAM::Role').filter(([, r]) => JSON.stringify(r.Properties!.AssumeRolePolicyDocument).includes('codedeploy.amazonaws.com'));
    expect(roles).toHaveLength(1);
  });

  it('uses the environment\'s configuration: the same deployment groups, a canary where the setting says so', () => {
    const groups = ofType(prodLike.resources, 'AWS::CodeDeploy::DeploymentGroup');
    expect(groups).toHaveLength(ofType(resources, 'AWS::CodeDeploy::DeploymentGroup').length);
    expect(new Set(groups.map(([, g]) => g.Properties!.DeploymentConfigName))).toEqual(new Set(['CodeDeployDefault.LambdaCanary10Percent5Minutes']));
  });

  it('has API Gateway invoke aliases only: every Lambda integration, the authorizer and every permission', () => {
    const isAlias = (id: string | undefined) => !!id && resources[id]?.Type === 'AWS::Lambda::Alias';
    const integrations = ofType(resources, 'AWS::ApiGateway::Method').filter(([, m]) => m.Properties!.Integration?.Type === 'AWS_PROXY');
    expect(integrations.length).toBeGreaterThan(60);
    for (const [id, method] of integrations) expect(isAlias(target(method.Properties!.Integration.Uri)), id).toBe(true);
    const [, authorizer] = ofType(resources, 'AWS::ApiGateway::Authorizer')[0]!;
    expect(isAlias(target(authorizer.Properties!.AuthorizerUri))).toBe(true);
    const permissions = ofType(resources, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties!.Principal === 'apigateway.amazonaws.com');
    for (const [id, permission] of permissions) expect(isAlias(target(permission.Properties!.FunctionName)), id).toBe(true);
  });

  it('keeps every API deployment when a new one is made, so the stage can be pointed back', () => {
    const deployments = ofType(resources, 'AWS::ApiGateway::Deployment');
    expect(deployments).toHaveLength(1);
    expect(deployments[0]![1].DeletionPolicy).toBe('Retain');
    expect(deployments[0]![1].UpdateReplacePolicy).toBe('Retain');
  });
});

describe('restore: what holds data keeps its identity', () => {
  it('pins the logical ids of the table and the three queues (a new id would mean a new, empty resource)', () => {
    expect(ofType(dataResources, 'AWS::DynamoDB::Table').map(([id]) => id)).toEqual(['TableCD117FA1']);
    const queues = ofType(resources, 'AWS::SQS::Queue').map(([id]) => id.split('/').at(-1)).sort();
    expect(queues).toEqual(QUEUE_LOGICAL_IDS);
  });

  it('retains the queues when their stack is deleted or they are replaced (pending retries and dead deliveries)', () => {
    for (const [id, queue] of ofType(resources, 'AWS::SQS::Queue')) {
      expect(queue.DeletionPolicy, id).toBe('Retain');
      expect(queue.UpdateReplacePolicy, id).toBe('Retain');
    }
  });
});

describe('concurrency', () => {
  it("reserves the authorizer's concurrency from the setting", () => {
    const [, authorizerAlias] = aliasesOf(resources).find(([id]) => id.startsWith('Authorizer'))!;
    const authorizer = resources[target(authorizerAlias.Properties!.FunctionName)!]!;
    expect(authorizer.Properties!.ReservedConcurrentExecutions).toBe(77);
  });
});

describe('tags', () => {
  it('tags every function with the service, the environment, and on routes their area and route id', () => {
    const tagsOf = (r: CfnResource) => Object.fromEntries((r.Properties!.Tags ?? []).map((t: { Key: string; Value: string }) => [t.Key, t.Value]));
    const functions = ofType(resources, 'AWS::Lambda::Function');
    for (const [id, fn] of functions) expect(tagsOf(fn), id).toMatchObject({ service: 'learning-people-api', environment: 'infratest' });
    const listAreas = functions.find(([id]) => id.includes('/listAreasFunction'))!;
    expect(tagsOf(listAreas[1])).toMatchObject({ area: 'organization', route: 'listAreas' });
    expect(tagsOf(ofType(dataResources, 'AWS::DynamoDB::Table')[0]![1])).toMatchObject({ service: 'learning-people-api', environment: 'infratest' });
  });
});

describe('data migrations run by the deployment (#29 §3)', () => {
  const at = (suffix: string) => {
    const found = Object.entries(resources).filter(([, r]) => String(r.Metadata?.['aws:cdk:path']).endsWith(suffix));
    expect(found, suffix).toHaveLength(1);
    return found[0]!;
  };
  const [fnId, fn] = at(`/Migrations/${MIGRATION_FUNCTION_ID}/Function/Resource`);
  const [hookId, hook] = ofType(resources, MIGRATION_HOOK_TYPE)[0]!;
  const migrationsStackId = hookId.split('/')[0]!;
  const tableId = ofType(dataResources, 'AWS::DynamoDB::Table')[0]![0];

  it('has the migration function, 15 minutes, with the table bound read-write (and Scan, to list the organizations)', () => {
    expect(fn.Properties!.Timeout).toBe(MIGRATION_TIMEOUT.toSeconds());
    expect(JSON.stringify(fn.Properties!.Environment.Variables.TABLE_NAME)).toContain(`Ref${tableId}`);
    const actions = actionsOfFunction(resources, fnId);
    for (const action of [...TABLE_ACTIONS.RW, 'dynamodb:Scan']) expect(actions, action).toContain(action);
    // The next slice: it may invoke itself (its versions), nothing else.
    const invokes = ofType(resources, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties!.Roles.some((r: { Ref: string }) => r.Ref === fn.Properties!.Role['Fn::GetAtt'][0]))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
      .filter((st) => [st.Action].flat().includes('lambda:InvokeFunction'));
    expect(invokes).toHaveLength(1);
    expect(arnTargets(invokes[0]!.Resource)).toEqual([fnId]);
  });

  it('is started by a custom resource served by that function, carrying its version (a new version is an Update: a run)', () => {
    expect(arnTargets(hook.Properties!.ServiceToken)).toEqual([fnId]);
    const version = resources[hook.Properties!.Version['Fn::GetAtt'][0]]!;
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(target(version.Properties!.FunctionName)).toBe(fnId);
    expect(Number(hook.Properties!.ServiceTimeout)).toBeLessThanOrEqual(300);
  });

  it('runs after every route stack, the webhook workers and the authorizer alias: after CodeDeploy has shifted every `live` alias', () => {
    const after = new Set([resources[migrationsStackId]!.DependsOn].flat());
    const aliases = aliasesOf(resources);
    expect(aliases.length).toBeGreaterThan(60);
    // Each alias is in a nested stack the migrations' stack waits for, or is itself waited for.
    for (const [aliasId] of aliases) {
      const holder = aliasId.includes('/') ? aliasId.split('/')[0]! : aliasId;
      expect(after.has(holder), aliasId).toBe(true);
    }
    const webhooks = ofType(resources, 'AWS::CloudFormation::Stack').find(([id]) => id.startsWith('WebhooksNestedStack'))!;
    expect(after.has(webhooks[0])).toBe(true);
  });

  it('alarms on the alarm topic when a run fails: the function errors or times out, or an organization fails', () => {
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').filter(([id]) => id.startsWith(`${migrationsStackId}/MigrationFailed`));
    expect(alarms).toHaveLength(1);
    const [, failed] = alarms[0]!;
    const topicId = ofType(resources, 'AWS::SNS::Topic')[0]![0];
    expect(failed.Properties!.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(failed.Properties!.Threshold).toBe(1);
    const watched = (failed.Properties!.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: unknown }[] } } }[])
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat!.Metric);
    expect(watched.map((m) => m.MetricName).sort()).toEqual(['Errors', MIGRATION_METRICS.organizationsFailed].sort());
    expect(target(watched.find((m) => m.MetricName === 'Errors')!.Dimensions[0]!.Value)).toBe(fnId);
    expect(watched.find((m) => m.MetricName === MIGRATION_METRICS.organizationsFailed)!.Dimensions).toEqual(
      expect.arrayContaining([{ Name: 'area', Value: 'migrations' }]),
    );
  });
});
