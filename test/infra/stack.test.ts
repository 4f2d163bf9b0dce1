import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { STAGE_NAME } from '../../infra/cdk/public-rest-api';
import { TABLE } from '../../shared/db/table';
import { GATEWAY_RESPONSES } from '../../shared/http/gateway-responses';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import type { RedirectRoute } from '../../shared/routes/route-types';
import { STACK_ID, synthesize, TEST_CONTEXT } from './synthesize';
import { actionsOfFunction, arnTargets, logicalIdAt, methods, ofType } from './template-model';

const { app, stack, template, resources } = synthesize();

/** The path API Gateway serves a route on: no trailing slash. */
const gatewayPath = (path: string) => path.replace(/\/+$/, '');
const methodKey = (route: { method: string; path: string }) => `${route.method} ${gatewayPath(route.path)}`;
const deployed = new Map(methods(resources).map((m) => [m.key, m]));
const functionOf = (constructId: string) => logicalIdAt(resources, `${STACK_ID}/${constructId}/Function/Resource`);
const REDIRECTS = ROUTES.filter((r): r is RedirectRoute => r.kind === 'redirect');
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

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
    }
  });

  it.each(LAMBDA_ROUTES.map((r) => [r.id, r] as const))('%s: Lambda proxy integration to its own function', (_id, route) => {
    const integration = deployed.get(methodKey(route))!.properties.Integration;
    expect(integration.Type).toBe('AWS_PROXY');
    expect(arnTargets(integration.Uri)).toEqual([functionOf(route.id)]);
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
    expect(arnTargets(authorizer.Properties!.AuthorizerUri)).toEqual([functionOf('Authorizer')]);
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

  it('has one function per Lambda route plus the authorizer, and no CDK-internal helper function', () => {
    expect(functions).toHaveLength(LAMBDA_ROUTES.length + 1);
  });

  it('runs every function on nodejs22.x / arm64 with the shared environment and its own bounded log group', () => {
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Handler: 'index.handler',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: expect.any(String) },
            CURSOR_SECRET: expect.anything(),
            DOCS_URL: TEST_CONTEXT.docsUrl,
            LOG_LEVEL: 'info',
          },
        },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
      // Source maps are not enabled at runtime: parsing them costs every cold start.
      expect(fn.Properties!.Environment.Variables.NODE_OPTIONS).toBeUndefined();
      const logGroup = resources[fn.Properties!.LoggingConfig.LogGroup.Ref]!;
      expect(logGroup.Properties!.RetentionInDays).toBe(TEST_CONTEXT.logRetentionDays);
    }
  });

  it('passes CURSOR_SECRET as a deploy-time dynamic reference, never as a literal', () => {
    const [, fn] = functions[0]!;
    expect(JSON.stringify(fn.Properties!.Environment.Variables.CURSOR_SECRET)).toContain('{{resolve:secretsmanager:');
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
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

  it('grants Resource "*" to no function except for X-Ray (whose actions have no resource-level permissions)', () => {
    for (const [, policy] of ofType(resources, 'AWS::IAM::Policy')) {
      for (const statement of policy.Properties!.PolicyDocument.Statement) {
        if ([statement.Resource].flat().includes('*')) expect([statement.Action].flat().every((a: string) => a.startsWith('xray:'))).toBe(true);
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

describe('table', () => {
  it('is built from the shared TABLE constants, on demand, with PITR, retained and protected', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const key = (partition: string, sort: string) => [
      { AttributeName: partition, KeyType: 'HASH' },
      { AttributeName: sort, KeyType: 'RANGE' },
    ];
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
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
    const [, table] = ofType(resources, 'AWS::DynamoDB::Table')[0]!;
    for (const attribute of table.Properties!.AttributeDefinitions) expect(attribute.AttributeType).toBe('S');
  });
});

describe('stage', () => {
  it('throttles with the context values, traces, logs access and records metrics', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: STAGE_NAME,
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

  it('exports ApiUrl, TableName and DocsUrl', () => {
    expect(Object.keys(template.findOutputs('*')).sort()).toEqual(['ApiUrl', 'DocsUrl', 'TableName']);
    template.hasOutput('DocsUrl', { Value: TEST_CONTEXT.docsUrl });
  });

  it('stays under the 500-resource CloudFormation limit (each Lambda route costs 6 resources plus its path resources)', () => {
    expect(Object.keys(resources).length).toBeLessThan(500);
  });

  it('adds none of the internal diagnostic headers of contract 9.6', () => {
    const text = JSON.stringify(template.toJSON()).toLowerCase();
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

  it('leaves no CDK error or warning annotation either', () => {
    // The cached assembly (Annotations.fromStack would synthesize the app again).
    const messages = app.synth().getStackArtifact(stack.artifactId).messages;
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
