import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { CfnTable, ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundledCode, LAMBDA_HANDLER, type BundleProfileName } from './bundling';

/** Table grant of a function (a route's `access`): least privilege. */
export type TableAccess = 'RO' | 'RW';

export interface ApiFunctionProps {
  /** Entry file relative to the repository root (a route's `handler`). */
  entry: string;
  description?: string;
  environment?: Record<string, string>;
  logRetention: RetentionDays;
  bundleProfile: BundleProfileName;
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
    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention });
    // An own role instead of AWSLambdaBasicExecutionRole: that managed policy lets the function
    // create and write any log group of the account; this one writes to its own group only.
    const role = (this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') }));
    this.logGroup.grantWrite(role);

    this.fn = new LambdaFunction(this, 'Function', {
      code: bundledCode(props.entry, props.bundleProfile),
      handler: LAMBDA_HANDLER,
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // Well under API Gateway's 29 s integration timeout: a stuck call ends as our own 5xx.
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
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
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'nodejs22.x is the runtime the handlers are built and tested for (esbuild target node22); moving to a newer one is a deliberate upgrade.',
    });
  }

  /** Names the table in TABLE_NAME and grants exactly the access the route declares. */
  bindTable(table: ITable, access: TableAccess): void {
    this.fn.addEnvironment('TABLE_NAME', table.tableName);
    if (access === 'RW') table.grantReadWriteData(this.fn);
    else table.grantReadData(this.fn);
    const tableLogicalId = Stack.of(this).resolve((table.node.defaultChild as CfnTable).logicalId) as string;
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
      reason: "The grant covers the table's own secondary indexes (gsi1..gsi4), which the access patterns query.",
    });
  }
}
