// unit: needs no DynamoDB Local (vitest.config.ts)
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { describe, expect, it } from 'vitest';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { synthesize } from './synthesize';
import { actionsOfFunction, arnTargets, ofType, type CfnResource, type Resources } from './template-model';
import { MIGRATION_FUNCTION_ID, MIGRATION_HOOK_TYPE, MIGRATION_TIMEOUT } from '../../infra/cdk/migrations-stack';
import { TABLE_ACTIONS } from '../../infra/cdk/api-function';
import { DATA_LEVEL_GUARD_ID } from '../../infra/cdk/data-level-guard';
import { MIGRATION_METRICS } from '../../shared/observability/metric-names';

/**
 * Day-2 operations (#30), pinned on the synthesized templates: key rotation, gradual deploys,
 * restore, alarms, concurrency, environments, WAF and logs.
 */
const synthesized = synthesize({ context: { cursorSecretRotationDays: 14, authorizerReservedConcurrency: 77 } });
const { dataResources, resources } = synthesized;
/** One more synth for every setting the default leaves off: a canary, an adopted (restored) table, the backup plan. */
const ADOPTED_ARN = 'arn:aws:dynamodb:eu-west-1:123456789012:table/learning-people-restored';
const prodLike = synthesize({
  context: { deploymentConfig: 'Canary10Percent5Minutes', adoptTable: ADOPTED_ARN, backupPlan: true, backupCopyRegion: 'eu-central-1', wafManagedRules: 'block' },
});

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
  it('gives every API function (routes and authorizer) and the workers of the webhooks stack (dispatcher, delivery, enrollment rules) one `live` alias on its current version, shifted by CodeDeploy', () => {
    const webhookWorkers = workerFunctions(resources).filter(([id]) => id.startsWith('WebhooksNestedStack'));
    expect(webhookWorkers).toHaveLength(WEBHOOK_WORKER_IDS.length);
    // Every function but the migration function and the data-level guard (custom resources', invoked by CloudFormation).
    const shifted = ofType(resources, 'AWS::Lambda::Function').filter(([id]) => !id.startsWith('MigrationsNestedStack') && !id.startsWith(DATA_LEVEL_GUARD_ID));
    const aliases = aliasesOf(resources);
    expect(aliases).toHaveLength(shifted.length);
    for (const [fnId] of shifted) {
      const worker = webhookWorkers.some(([w]) => w === fnId);
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
      const watched = (health.Properties!.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions?: { Value: unknown }[] } } }[])
        .filter((m) => m.MetricStat)
        .map((m) => [m.MetricStat!.Metric.MetricName, m.MetricStat!.Metric.Dimensions ? target(m.MetricStat!.Metric.Dimensions[0]!.Value) : 'its log']);
      // A worker's duration is its receivers' and batches'; a record it fails is an ERROR line, not a Lambda error (webhooks.test.ts).
      expect(watched.sort(), fnId).toEqual(worker ? [['Errors', fnId], [expect.stringMatching(/ErrorLines$/), 'its log']] : [['Duration', fnId], ['Errors', fnId]]);
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

describe('restore: adopting an existing table', () => {
  const adopted = prodLike.dataResources;
  const sdkCalls = ofType(adopted, 'Custom::AWS').map(([id, r]) => ({ id, create: JSON.parse(r.Properties!.Create['Fn::Join'] ? r.Properties!.Create['Fn::Join'][1].join('') : r.Properties!.Create), dependsOn: r.DependsOn ?? [] }));

  it('re-applies the stream, TTL, point-in-time recovery and deletion protection to it, one update at a time', () => {
    const byAction = (action: string) => sdkCalls.filter((c) => c.create.action === action);
    expect(byAction('updateTable').map((c) => c.create.parameters).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { TableName: 'learning-people-restored', DeletionProtectionEnabled: true },
      { TableName: 'learning-people-restored', StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } },
    ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
    expect(byAction('updateTimeToLive')[0]!.create.parameters).toEqual({ TableName: 'learning-people-restored', TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true } });
    expect(byAction('updateContinuousBackups')[0]!.create.parameters.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    // Each after the previous: DynamoDB refuses a table update while one is in progress.
    const order = ['updateTable', 'updateTimeToLive', 'updateContinuousBackups', 'updateTable', 'describeTable'];
    const chain = sdkCalls;
    expect(chain.map((c) => c.create.action)).toEqual(order);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.dependsOn, chain[i]!.id).toContain(chain[i - 1]!.id);
    // The SDK calls may touch that table only.
    for (const [id, policy] of ofType(adopted, 'AWS::IAM::Policy').filter(([id]) => id.startsWith('Adopted'))) {
      for (const statement of policy.Properties!.PolicyDocument.Statement) expect(statement.Resource, id).toBe(ADOPTED_ARN);
    }
  });

  it('points every function and the webhook dispatcher at it: its name, its ARN, the stream it has after the updates', () => {
    // (The data-level guard reads no table.)
    const functions = ofType(prodLike.resources, 'AWS::Lambda::Function').filter(([id]) => !id.startsWith(DATA_LEVEL_GUARD_ID));
    for (const [id, fn] of functions) expect(fn.Properties!.Environment.Variables.TABLE_NAME, id).toBe('learning-people-restored');
    const grants = ofType(prodLike.resources, 'AWS::IAM::Policy').flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const tableGrants = grants.filter((s) => [s.Action].flat().some((a) => a === 'dynamodb:GetItem'));
    expect(tableGrants.length).toBeGreaterThan(60);
    for (const grant of tableGrants) expect([grant.Resource].flat()[0]).toBe(ADOPTED_ARN);
    const [, mapping] = ofType(prodLike.resources, 'AWS::Lambda::EventSourceMapping').find(([id]) => id.includes('Dispatcher'))!;
    const output = mapping.Properties!.EventSourceArn['Fn::GetStackOutput'].OutputName as string;
    const describe = sdkCalls.find((c) => c.create.action === 'describeTable')!;
    expect(prodLike.dataTemplate.toJSON().Outputs[output].Value).toEqual({ 'Fn::GetAtt': [describe.id, 'Table.LatestStreamArn'] });
  });

  it("keeps the stack's own table (retained, with its data): removing the setting goes back to it", () => {
    expect(ofType(adopted, 'AWS::DynamoDB::Table').map(([id, t]) => [id, t.DeletionPolicy])).toEqual([['TableCD117FA1', 'RetainExceptOnCreate']]);
    expect(ofType(dataResources, 'Custom::AWS')).toEqual([]);
  });

  it('backs the table up daily to a retained vault with a copy in another region, when the setting asks', () => {
    const [, plan] = ofType(adopted, 'AWS::Backup::BackupPlan')[0]!;
    const [rule] = plan.Properties!.BackupPlan.BackupPlanRule;
    expect(rule.Lifecycle).toEqual({ DeleteAfterDays: 35 });
    expect(JSON.stringify(rule.CopyActions[0].DestinationBackupVaultArn)).toContain(':backup:eu-central-1:');
    expect(JSON.stringify(rule.CopyActions[0].DestinationBackupVaultArn)).toContain('backup-vault:learning-people-infratest-copy');
    const [, selection] = ofType(adopted, 'AWS::Backup::BackupSelection')[0]!;
    expect(selection.Properties!.BackupSelection.Resources).toEqual([ADOPTED_ARN]);
    expect(ofType(adopted, 'AWS::Backup::BackupVault')[0]![1].DeletionPolicy).toBe('Retain');
    expect(ofType(dataResources, 'AWS::Backup::BackupPlan')).toEqual([]);
  });
});

describe('cdk-nag on the settings the default leaves off', () => {
  it('has no unacknowledged AwsSolutions or ServerlessChecks finding with an adopted table, the backup plan and a canary', () => {
    for (const pack of [new AwsSolutionsChecks(undefined, { verbose: true }), new ServerlessChecks(undefined, { verbose: true } as never)]) {
      const findings = pack
        .validateScope(prodLike.app)
        .violations.filter((v) => v.severity === 'error' || v.severity === 'warning')
        .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(findings).toEqual([]);
    }
  });
});

describe('concurrency', () => {
  it("reserves the authorizer's concurrency from the setting", () => {
    const [, authorizerAlias] = aliasesOf(resources).find(([id]) => id.startsWith('Authorizer'))!;
    const authorizer = resources[target(authorizerAlias.Properties!.FunctionName)!]!;
    expect(authorizer.Properties!.ReservedConcurrentExecutions).toBe(77);
  });

  it("reserves (and caps) the heavy routes' concurrency from the route table's `concurrency`; every other route shares the pool", () => {
    const heavy = LAMBDA_ROUTES.filter((r) => r.concurrency);
    // Bulk assigns and every report.
    expect(heavy.map((r) => r.id)).toEqual(expect.arrayContaining(['assignCourse', 'assignTrack', 'learningGeneralReportV2', 'attendanceMarksReport']));
    expect(LAMBDA_ROUTES.filter((r) => r.tag === 'reports' && !r.concurrency)).toEqual([]);
    for (const route of LAMBDA_ROUTES) {
      const [[, fn]] = ofType(resources, 'AWS::Lambda::Function').filter(([id]) => id.includes(`/${route.id}Function`)) as [[string, CfnResource]];
      expect(fn.Properties!.ReservedConcurrentExecutions, route.id).toBe(route.concurrency?.reserved);
    }
    // What an environment reserves leaves most of a default account (1,000) to the shared pool.
    const reserved = ofType(resources, 'AWS::Lambda::Function').reduce((sum, [, fn]) => sum + (fn.Properties!.ReservedConcurrentExecutions ?? 0), 0);
    expect(reserved).toBe(77 + heavy.reduce((sum, r) => sum + r.concurrency!.reserved, 0));
    expect(reserved).toBeLessThan(300);
  });
});

describe('WAF and logs', () => {
  const aclOf = (r: Resources) => ofType(r, 'AWS::WAFv2::WebACL')[0]![1].Properties!;
  const managed = (r: Resources) => (aclOf(r).Rules as any[]).filter((rule) => rule.Statement.ManagedRuleGroupStatement);

  it('runs the AWS managed rule groups (common, known bad inputs, IP reputation) in count mode by default, blocking where the setting says', () => {
    const names = (r: Resources) => managed(r).map((rule) => rule.Statement.ManagedRuleGroupStatement.Name).sort();
    expect(names(resources)).toEqual(['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    for (const rule of managed(resources)) expect(rule.OverrideAction, rule.Name).toEqual({ Count: {} });
    for (const rule of managed(prodLike.resources)) expect(rule.OverrideAction, rule.Name).toEqual({ None: {} });
    // The common set's 8 KB body limit never blocks (a bulk assign is bigger).
    const common = managed(prodLike.resources).find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    // After the rate rules, which answer the API's own 429.
    const ratePriorities = (aclOf(resources).Rules as any[]).filter((rule) => rule.Statement.RateBasedStatement).map((rule) => rule.Priority);
    for (const rule of managed(resources)) expect(rule.Priority).toBeGreaterThan(Math.max(...ratePriorities));
  });

  it("logs WAF's decisions to a retained log group, with the Authorization header redacted", () => {
    const [, logging] = ofType(resources, 'AWS::WAFv2::LoggingConfiguration')[0]!;
    expect(target(logging.Properties!.ResourceArn)).toBe(ofType(resources, 'AWS::WAFv2::WebACL')[0]![0]);
    expect(logging.Properties!.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    const group = ofType(resources, 'AWS::Logs::LogGroup').find(([, g]) => String(g.Properties!.LogGroupName).startsWith('aws-waf-logs-'))!;
    expect(group[1].Properties!.RetentionInDays).toBe(14);
    expect(group[1].Properties!.LogGroupName).toBe('aws-waf-logs-learning-people-infratest');
    expect(JSON.stringify(logging.Properties!.LogDestinationConfigs)).toContain(`{"Ref":"${group[0]}"}`);
  });

  it("creates the stage's execution-log group itself, with the environment's retention, before the stage", () => {
    const [groupId, group] = ofType(resources, 'AWS::Logs::LogGroup').find(([, g]) => String(JSON.stringify(g.Properties!.LogGroupName)).includes('API-Gateway-Execution-Logs_'))!;
    const name = JSON.stringify(group.Properties!.LogGroupName);
    expect(name).toContain(ofType(resources, 'AWS::ApiGateway::RestApi')[0]![0]);
    expect(name).toContain('/infratest');
    expect(group.Properties!.RetentionInDays).toBe(14);
    const [, stage] = ofType(resources, 'AWS::ApiGateway::Stage')[0]!;
    expect(stage.DependsOn).toContain(groupId);
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

  it('alarms on the ticket topic when a run fails: the function errors or times out, an organization fails, or the verification after a deploy finds a difference', () => {
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').filter(([id]) => id.startsWith(`${migrationsStackId}/MigrationFailed`));
    expect(alarms).toHaveLength(1);
    const [, failed] = alarms[0]!;
    // A failed organization's counter reports answer 503 until it is resumed: working hours (ticket), not a page.
    const topicId = ofType(resources, 'AWS::SNS::Topic').find(([id]) => id.startsWith('TicketTopic'))![0];
    expect(failed.Properties!.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(failed.Properties!.Threshold).toBe(1);
    const watched = (failed.Properties!.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: unknown }[] } } }[])
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat!.Metric);
    expect(watched.map((m) => m.MetricName).sort()).toEqual(['Errors', MIGRATION_METRICS.organizationsFailed, MIGRATION_METRICS.organizationsUnverified].sort());
    const expression = (failed.Properties!.Metrics as { Expression?: string }[]).find((m) => m.Expression)!.Expression!;
    for (const id of ['errors', 'failed', 'unverified']) expect(expression).toContain(`FILL(${id}, 0)`);
    expect(target(watched.find((m) => m.MetricName === 'Errors')!.Dimensions[0]!.Value)).toBe(fnId);
    expect(watched.find((m) => m.MetricName === MIGRATION_METRICS.organizationsFailed)!.Dimensions).toEqual(
      expect.arrayContaining([{ Name: 'area', Value: 'migrations' }]),
    );
  });
});
