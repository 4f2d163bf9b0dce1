import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime, Tracing, type Code } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { TABLE } from '../../shared/db/table';
import { bundledCode, LAMBDA_HANDLER, type BundleProfileName } from './bundling';

/** Table grant of a function (a route's `access`): least privilege. */
export type TableAccess = 'RO' | 'RW';

const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];

/** What each access level may do; transactions need the actions of the items they contain. */
export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  RO: READ_ACTIONS,
  RW: [...READ_ACTIONS, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
};

export interface ApiFunctionProps {
  /** Entry file relative to the repository root (a route's `handler`). */
  entry: string;
  /** The code instead of the entry's bundle: inline code of a deploy-time helper (data-level-guard.ts). */
  code?: Code;
  description?: string;
  environment?: Record<string, string>;
  logRetention: RetentionDays;
  bundleProfile: BundleProfileName;
  /** Default 10 s (routes: well under API Gateway's 29 s); queue workers need longer. */
  timeout?: Duration;
  /** Reserved concurrency: guaranteed to this function and its cap (none: the account's pool). */
  reservedConcurrency?: number;
}

/**
 * A Lambda function of this API with the defaults every handler wants (Powertools-style):
 * Node 22 on Graviton, bundled locally by esbuild (infra/cdk/bundling.ts), traced, its own log group
 * with a bounded retention and a role that can write to that log group only.
 */
export class ApiFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    // Kept when the function goes (its logs outlive it), deleted when a first create fails.
    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE });
    // An own role instead of AWSLambdaBasicExecutionRole: that managed policy lets the function
    // create and write any log group of the account; this one writes to its own group only.
    const role = (this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') }));
    this.logGroup.grantWrite(role);

    this.fn = new LambdaFunction(this, 'Function', {
      code: props.code ?? bundledCode(props.entry, props.bundleProfile),
      handler: LAMBDA_HANDLER,
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // Well under API Gateway's 29 s integration timeout: a stuck call ends as our own 5xx.
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role,
      logGroup: this.logGroup,
      environment: {
        // No NODE_OPTIONS=--enable-source-maps: it parses the source map at every cold start.
        LOG_LEVEL: 'info',
        ...props.environment,
      },
    });

    // test/infra/stack.test.ts checks that X-Ray's is the only Resource "*" statement of any function.
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Only the X-Ray statement: PutTraceSegments/PutTelemetryRecords do not support resource-level permissions.',
    });
    Validations.of(this.fn).acknowledge(
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Never invoked asynchronously: API Gateway and the authorizer call synchronously (the caller gets the error); the webhook workers run from event source mappings, whose failures go to their on-failure queue or the SQS redrive (webhooks-stack.ts).',
      },
      { id: 'Serverless-LambdaLatestVersion', reason: 'nodejs22.x is the runtime the handlers are built and tested for; moving to a newer one is a deliberate upgrade.' },
    );
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'nodejs22.x is the runtime the handlers are built and tested for (esbuild target node22); moving to a newer one is a deliberate upgrade.',
    });
  }

  /**
   * Lets the function read the cursor-signing key at run time (shared/db/cursor-secret.ts): its
   * ARN in CURSOR_SECRET_ARN, never its value; re-read at most every `maxAgeSeconds`.
   */
  bindCursorSecret(secret: ISecret, maxAgeSeconds: number): void {
    this.fn.addEnvironment('CURSOR_SECRET_ARN', secret.secretArn);
    this.fn.addEnvironment('CURSOR_SECRET_MAX_AGE_SECONDS', String(maxAgeSeconds));
    secret.grantRead(this.fn);
  }

  /**
   * Names the table in TABLE_NAME and grants exactly the access the route declares, on the table
   * and its named indexes only (no `index/*`, and no Scan: no request path scans).
   */
  bindTable(table: ITable, access: TableAccess, extraActions: readonly string[] = []): void {
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...TABLE_ACTIONS[access], ...extraActions],
        resources: [table.tableArn, ...Object.values(TABLE.indexes).map((index) => `${table.tableArn}/index/${index.name}`)],
      }),
    );
  }
}
