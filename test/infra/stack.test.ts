// unit: needs no DynamoDB Local (vitest.config.ts)
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { signsCursors } from '../../infra/cdk/function-environment';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { DATA_LEVEL_GUARD_ID } from '../../infra/cdk/data-level-guard';
import { WELL_FORMED_CREDENTIAL } from '../../infra/cdk/web-acl';
import { TABLE } from '../../shared/db/table';
import { GATEWAY_RESPONSES } from '../../shared/http/gateway-responses';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import type { RedirectRoute } from '../../shared/http/route-types';
import { buildStacks, synthesize, TEST_CONTEXT, TEST_ENV } from './synthesize';
import { actionsOfFunction, arnTargets, methods, ofType } from './template-model';

const synthesized = synthesize();
const { app, api, data, apiTemplate: template, dataTemplate, dataResources, resources } = synthesized;

/** The path API Gateway serves a route on: no trailing slash. */
const gatewayPath = (path: string) => path.replace(/\/+$/, '');
const methodKey = (route: { method: string; path: string }) => `${route.method} ${gatewayPath(route.path)}`;
const deployed = new Map(methods(resources).map((m) => [m.key, m]));
/** The function of a route (or `Authorizer`), found by construct path in whichever template holds it. */
const functionOf = (constructId: string) => {
  const found = Object.entries(resources).filter(([, r]) => String(r.Metadata?.['aws:cdk:path']).endsWith(`/${constructId}/Function/Resource`));
  expect(found, constructId).toHaveLength(1);
  return found[0]![0];
};
const REDIRECTS = ROUTES.filter((r): r is RedirectRoute => r.kind === 'redirect');
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** The data stack's output a value of the API stack reads (a weak cross-stack reference, Fn::GetStackOutput). */
const importOf = (value: unknown) => {
  const read = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } } | undefined)?.['Fn::GetStackOutput'];
  return read?.StackName === data.stackName ? read.OutputName : undefined;
};
const tableLogicalId = ofType(dataResources, 'AWS::DynamoDB::Table')[0]![0];
const secretLogicalId = ofType(dataResources, 'AWS::SecretsManager::Secret')[0]![0];

/** The functions an integration URI invokes: through their `live` alias (infra/cdk/gradual-deploy.ts). */
const invokedFunctions = (uri: unknown): string[] =>
  [...JSON.stringify(uri).matchAll(/"Ref":"([^"]+)"/g)]
    .map((m) => resources[m[1]!])
    .filter((r) => r?.Type === 'AWS::Lambda::Alias' && r.Properties!.Name === 'live')
    .map((alias) => alias!.Properties!.FunctionName.Ref);

describe('routes → API Gateway methods', () => {
  it('has exactly one method per route of the table, and nothing else (OPTIONS aside)', () => {
    const expected = ROUTES.map(methodKey).sort();
    const actual = [...deployed.keys()].filter((key) => !key.startsWith('OPTIONS ')).sort();
    expect(actual).toEqual(expected);
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))('%s: authorization follows its roles', (_id, route) => {
    const method = deployed.get(methodKey(route))!.properties;
    if (route.roles === 'public') {
      expect(method.AuthorizationType).toBe('NONE');
      expect(method.AuthorizerId).toBeUndefined();
    } else {
      expect(method.AuthorizationType).toBe('CUSTOM');
      expect(method.AuthorizerId).toEqual({ Ref: ofType(resources, 'AWS::ApiGateway::Authorizer')[0]![0] });
      expect(method.RestApiId).toEqual({ Ref: ofType(resources, 'AWS::ApiGateway::RestApi')[0]![0] });
    }
  });

  it.each(LAMBDA_ROUTES.map((r) => [r.id, r] as const))('%s: Lambda proxy integration to its own function', (_id, route) => {
    const integration = deployed.get(methodKey(route))!.properties.Integration;
    expect(integration.Type).toBe('AWS_PROXY');
    expect(invokedFunctions(integration.Uri)).toEqual([functionOf(route.id)]);
  });

  it('has one shared REQUEST authorizer on the Authorization header, cached for the context TTL', () => {
    template.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGateway::Authorizer', {
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: TEST_CONTEXT.authorizerCacheTtlSeconds,
      AuthorizerUri: Match.anyValue(),
    });
    const [, authorizer] = ofType(resources, 'AWS::ApiGateway::Authorizer')[0]!;
    expect(invokedFunctions(authorizer.Properties!.AuthorizerUri)).toEqual([functionOf('Authorizer')]);
  });

  it.each(REDIRECTS.map((r) => [r.id, r] as const))('%s: MOCK integration answering 302 to the docsUrl context', (_id, route) => {
    const method = deployed.get(methodKey(route))!.properties;
    expect(method.Integration.Type).toBe('MOCK');
    expect(method.Integration.IntegrationResponses).toEqual([
      { StatusCode: '302', ResponseParameters: { 'method.response.header.Location': `'${TEST_CONTEXT.docsUrl}'` } },
    ]);
    expect(method.MethodResponses).toEqual([{ StatusCode: '302', ResponseParameters: { 'method.response.header.Location': true } }]);
  });
});

describe('functions', () => {
  const functions = ofType(resources, 'AWS::Lambda::Function');

  it('has one function per Lambda route plus the authorizer, the webhook workers, the migration function and the data-level guard, and no CDK-internal helper function', () => {
    expect(functions).toHaveLength(LAMBDA_ROUTES.length + 1 + WEBHOOK_WORKER_IDS.length + [MIGRATION_FUNCTION_ID].length + [DATA_LEVEL_GUARD_ID].length);
  });

  it('runs every function on nodejs22.x / arm64 with the shared environment and its own bounded log group', () => {
    for (const [id, fn] of functions) {
      // The webhook workers and the migration function are not behind API Gateway: their timeouts are their own tests'.
      const worker =
        WEBHOOK_WORKER_IDS.some((name) => String(fn.Metadata?.['aws:cdk:path']).endsWith(`/Webhooks/${name}/Function/Resource`)) ||
        String(fn.Metadata?.['aws:cdk:path']).endsWith(`/Migrations/${MIGRATION_FUNCTION_ID}/Function/Resource`);
      // The data-level guard (a deploy-time custom resource's) reads no table: runbook.test.ts has its own assertions.
      const guard = String(fn.Metadata?.['aws:cdk:path']).endsWith(`/${DATA_LEVEL_GUARD_ID}/Handler/Function/Resource`);
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs22.x',
        Handler: 'index.handler',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: worker || guard ? expect.any(Number) : 10,
        TracingConfig: { Mode: 'Active' },
        Environment: {
          Variables: expect.objectContaining({
            DOCS_URL: TEST_CONTEXT.docsUrl,
            LOG_LEVEL: 'info',
            POWERTOOLS_SERVICE_NAME: 'learning-people-api',
            POWERTOOLS_METRICS_NAMESPACE: `LearningPeople/${TEST_ENV}`,
          }),
        },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
      // The table is the data stack's, imported by name.
      if (guard) expect(fn.Properties!.Environment.Variables.TABLE_NAME, id).toBeUndefined();
      else expect(importOf(fn.Properties!.Environment.Variables.TABLE_NAME), id).toContain(`Ref${tableLogicalId}`);
      // Source maps are not enabled at runtime: parsing them costs every cold start.
      expect(fn.Properties!.Environment.Variables.NODE_OPTIONS).toBeUndefined();
      // Passwords are hashed at full cost: the test run's lower scrypt N (shared/config.ts) is never deployed.
      expect(fn.Properties!.Environment.Variables.PASSWORD_SCRYPT_N, id).toBeUndefined();
      const logGroup = resources[fn.Properties!.LoggingConfig.LogGroup.Ref]!;
      expect(logGroup.Properties!.RetentionInDays).toBe(TEST_CONTEXT.logRetentionDays);
      expect(logGroup.DeletionPolicy).toBe('RetainExceptOnCreate');
    }
  });

  it('puts no secret value and no dynamic reference in any template: only cursor-signing functions get the secret ARN, and may read it', () => {
    for (const [stack, t] of [...synthesized.apiTemplates, [data, dataTemplate] as const]) {
      expect(JSON.stringify(t.toJSON()), stack.node.path).not.toContain('{{resolve:');
    }
    for (const route of LAMBDA_ROUTES) {
      const fn = resources[functionOf(route.id)]!;
      const variables = fn.Properties!.Environment.Variables;
      expect(variables.CURSOR_SECRET).toBeUndefined();
      const reads = actionsOfFunction(resources, functionOf(route.id)).has('secretsmanager:GetSecretValue');
      if (signsCursors(route)) {
        expect(importOf(variables.CURSOR_SECRET_ARN), route.id).toContain(`Ref${secretLogicalId}`);
        expect(variables.CURSOR_SECRET_MAX_AGE_SECONDS).toBe('300');
        expect(reads, route.id).toBe(true);
      } else {
        expect(variables.CURSOR_SECRET_ARN, route.id).toBeUndefined();
        expect(reads, route.id).toBe(false);
      }
    }
    dataTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
  });

  it('gives no function the account-wide AWSLambdaBasicExecutionRole', () => {
    expect(JSON.stringify(ofType(resources, 'AWS::IAM::Role'))).not.toContain('AWSLambdaBasicExecutionRole');
  });
});

describe('least privilege on the table', () => {
  it.each(LAMBDA_ROUTES.map((r) => [r.id, r] as const))('%s: grant matches its access', (_id, route) => {
    const actions = actionsOfFunction(resources, functionOf(route.id));
    expect(actions).toContain('dynamodb:Query');
    if (route.access === 'RO') for (const write of WRITE_ACTIONS) expect(actions).not.toContain(write);
    else expect(actions).toContain('dynamodb:PutItem');
  });

  it('grants Resource "*" to no function except for X-Ray and the stream readers\' ListStreams (the webhook dispatcher, the enrollment-rule worker; actions without resource-level permissions)', () => {
    for (const [id, policy] of ofType(resources, 'AWS::IAM::Policy')) {
      const path = String(policy.Metadata?.['aws:cdk:path']);
      const dispatcher = ['/Webhooks/Dispatcher/Role/DefaultPolicy/Resource', '/Webhooks/GroupRules/Role/DefaultPolicy/Resource'].some((reader) => path.endsWith(reader));
      const allowed = (action: string) => action.startsWith('xray:') || (dispatcher && action === 'dynamodb:ListStreams');
      for (const statement of policy.Properties!.PolicyDocument.Statement) {
        if ([statement.Resource].flat().includes('*')) expect([statement.Action].flat().every(allowed), id).toBe(true);
      }
    }
  });

  it('lets the authorizer read and UpdateItem (last_used_at), nothing else that writes', () => {
    const actions = actionsOfFunction(resources, functionOf('Authorizer'));
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions).toContain('dynamodb:UpdateItem');
    for (const write of WRITE_ACTIONS.filter((a) => a !== 'dynamodb:UpdateItem')) expect(actions).not.toContain(write);
  });
});

describe('gateway responses', () => {
  it.each(GATEWAY_RESPONSES.map((r) => [r.type, r] as const))('%s answers the error envelope', (type, response) => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: type,
      StatusCode: response.status === undefined ? Match.absent() : String(response.status),
      ResponseParameters: Match.objectLike({
        'gatewayresponse.header.Content-Type': "'application/json'",
        ...Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, value]) => [`gatewayresponse.header.${name}`, `'${value}'`])),
      }),
      ResponseTemplates: {
        'application/json': Match.stringLikeRegexp(`"code":"${response.code}".*"request_id":"\\$context\\.requestId"`),
      },
    });
  });
});

describe('per-credential rate limits (WAF)', () => {
  it('limits each credential (however spelled), each address without one, each address in all, and answers 429 in the envelope with Retry-After', () => {
    const [[aclId, acl]] = ofType(resources, 'AWS::WAFv2::WebACL') as [[string, any]];
    expect(acl.Properties.Scope).toBe('REGIONAL');
    const rules = new Map((acl.Properties.Rules as any[]).map((rule) => [rule.Name, rule]));
    const [perCredential, perAddress, perAddressTotal] = ['PerCredentialRate', 'PerAddressRateWithoutCredential', 'PerAddressRate'].map((name) => rules.get(name));
    // Issue #33: a quarter of what the stage admits in 5 minutes (17 rps × 300 s / 4), by default.
    const share = Math.floor((TEST_CONTEXT.throttleRateLimit * 300) / 4);
    const transformations = [{ Priority: 0, Type: 'LOWERCASE' }, { Priority: 1, Type: 'COMPRESS_WHITE_SPACE' }];
    expect(perCredential.Statement.RateBasedStatement).toMatchObject({
      Limit: share,
      AggregateKeyType: 'CUSTOM_KEYS',
      // One key per credential whatever the spelling of the header (finding 1).
      CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: transformations } }],
    });
    // Counted per credential only when the header is a well-formed bearer credential on a route
    // that needs one; everything else by address (finding 2): the two scopes are complements.
    const isCredential = perCredential.Statement.RateBasedStatement.ScopeDownStatement;
    const [headerMatch, notPublic] = isCredential.AndStatement.Statements;
    expect(headerMatch.RegexMatchStatement).toEqual({ FieldToMatch: { SingleHeader: { Name: 'authorization' } }, RegexString: WELL_FORMED_CREDENTIAL, TextTransformations: transformations });
    expect(notPublic.NotStatement.Statement.RegexMatchStatement.FieldToMatch).toEqual({ UriPath: {} });
    expect(new RegExp(notPublic.NotStatement.Statement.RegexMatchStatement.RegexString).test('/prod/org/acme/auth/login/')).toBe(true);
    expect(perAddress.Statement.RateBasedStatement).toMatchObject({ Limit: 600, AggregateKeyType: 'IP', ScopeDownStatement: { NotStatement: { Statement: isCredential } } });
    // Rotating tokens escapes the per-credential rule: the address bounds it, with or without a header (finding 3).
    expect(perAddressTotal.Statement.RateBasedStatement).toEqual({ Limit: share, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    // The RateLimit fields name the rule as the local gateway names its buckets, with the rule's own quota.
    for (const [rule, policy, quota] of [[perCredential, 'credential', share], [perAddress, 'address', 600], [perAddressTotal, 'address-total', share]]) {
      expect(rule.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: 'RateLimited',
        ResponseHeaders: [
          { Name: 'Retry-After', Value: '60' },
          { Name: 'RateLimit-Policy', Value: `"${policy}";q=${quota};w=300` },
          { Name: 'RateLimit', Value: `"${policy}";r=0;t=60` },
        ],
      });
    }
    const body = JSON.parse(acl.Properties.CustomResponseBodies.RateLimited.Content);
    expect(body.code).toBe('rate_limited');
    const [[, association]] = ofType(resources, 'AWS::WAFv2::WebACLAssociation') as [[string, any]];
    expect(association.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const stageId = ofType(resources, 'AWS::ApiGateway::Stage')[0]![0];
    expect(JSON.stringify(association.Properties.ResourceArn)).toContain(`/stages/",{"Ref":"${stageId}"}`);
  });
});

describe('table', () => {
  it('is built from the shared TABLE constants, on demand, with PITR, retained and protected, in the data stack', () => {
    expect(ofType(resources, 'AWS::DynamoDB::Table')).toEqual([]);
    const template = dataTemplate;
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const key = (partition: string, sort: string) => [
      { AttributeName: partition, KeyType: 'HASH' },
      { AttributeName: sort, KeyType: 'RANGE' },
    ];
    template.hasResource('AWS::DynamoDB::Table', {
      // Retained, except when the first create of the stack fails (nothing is orphaned then).
      DeletionPolicy: 'RetainExceptOnCreate',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        KeySchema: key(TABLE.partitionKey, TABLE.sortKey),
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
        GlobalSecondaryIndexes: Object.values(TABLE.indexes).map((index) => ({
          IndexName: index.name,
          KeySchema: key(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
    const [, table] = ofType(dataResources, 'AWS::DynamoDB::Table')[0]!;
    for (const attribute of table.Properties!.AttributeDefinitions) expect(attribute.AttributeType).toBe('S');
  });

  it('lives in a stack with termination protection, which only the terminationProtection setting turns off', () => {
    expect(data.terminationProtection).toBe(true);
    expect(api.terminationProtection).toBe(false);
    const throwaway = buildStacks({ context: { terminationProtection: 'false' } });
    expect(throwaway.data.terminationProtection).toBe(false);
  });
});

describe('stage', () => {
  it('throttles with the context values, traces, logs access and records metrics', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: TEST_ENV,
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      MethodSettings: [
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: TEST_CONTEXT.throttleRateLimit,
          ThrottlingBurstLimit: TEST_CONTEXT.throttleBurstLimit,
          MetricsEnabled: true,
          DataTraceEnabled: false,
        }),
      ],
    });
  });

  it('outputs ApiUrl, DocsUrl, AlarmTopicArn and UsagePlanId; the data stack TableName and CursorSecretArn', () => {
    expect(Object.keys(template.findOutputs('*')).sort()).toEqual(['AlarmTopicArn', 'ApiUrl', 'DocsUrl', 'TicketTopicArn', 'UsagePlanId']);
    template.hasOutput('DocsUrl', { Value: TEST_CONTEXT.docsUrl });
    const dataOutputs = Object.keys(dataTemplate.findOutputs('*')).filter((name) => !name.startsWith('PublishOutput'));
    expect(dataOutputs.sort()).toEqual(['CursorSecretArn', 'TableName']);
  });

  it('adds none of the internal diagnostic headers of contract 9.6', () => {
    const text = JSON.stringify(resources).toLowerCase();
    for (const header of ['svc-graphql-proxy-', 'cache-graphql-', 'svc-rest-app-name', 'svc-rest-api-version']) {
      expect(text).not.toContain(header);
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  // cdk-nag v3 is a policy-validation plugin (no annotations): run its pack over the tree directly.
  const findings = (scope: typeof app) =>
    new AwsSolutionsChecks(undefined, { verbose: true })
      .validateScope(scope)
      .violations.filter((v) => v.severity === 'error' || v.severity === 'warning')
      .map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);

  it('has no unacknowledged error or warning', () => {
    expect(findings(app)).toEqual([]);
  });

  it("has none of cdk-nag's ServerlessChecks pack either (each acknowledged with its reason where it does not apply)", () => {
    const serverless = new ServerlessChecks(undefined, { verbose: true } as never)
      .validateScope(app)
      .violations.filter((v) => v.severity === 'error' || v.severity === 'warning')
      .map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(serverless).toEqual([]);
  });

  it('leaves no CDK error or warning annotation either', () => {
    // The cached assembly (Annotations.fromStack would synthesize the app again).
    const assembly = app.synth();
    const messages = [api, data].flatMap((stack) => assembly.getStackArtifact(stack.artifactId).messages);
    expect(messages.filter((m) => m.level === 'error' || m.level === 'warning').map((m) => `${m.id}: ${String(m.entry.data)}`)).toEqual([]);
  });

  it('is live: the same pack does flag a stack without the acknowledgements', async () => {
    const { App, Stack } = await import('aws-cdk-lib');
    const { Secret } = await import('aws-cdk-lib/aws-secretsmanager');
    const bare = new App();
    new Secret(new Stack(bare, 'Bare'), 'Secret');
    expect(findings(bare).join('\n')).toContain('AwsSolutions-SMG4');
  });
});
