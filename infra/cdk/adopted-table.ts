import { Stack, Validations } from 'aws-cdk-lib';
import { Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { STREAM_SPECIFICATION } from '../../shared/db/create-table';
import { TABLE } from '../../shared/db/table';
import { parseTableRef } from '../../shared/db/table-ref';

/** The construct id CDK gives AwsCustomResource's provider function (one per stack). */
const AWS_CUSTOM_RESOURCE_PROVIDER = 'AWS679f53fac002430cb0da5b7982bd2287';

/**
 * The stacks serve an existing table instead of the one the data stack creates (`adoptTable`, a
 * name or an ARN): a table restored from a point-in-time or an AWS Backup recovery point
 * (docs/deploy.md, "Restore"). A restore comes back without its stream, TTL, point-in-time
 * recovery and deletion protection; these are re-applied here by SDK calls at deploy time
 * (custom resources, each idempotent), and the stream ARN the dispatcher reads is the one the
 * table has after that. What the stack cannot re-apply (docs/deploy.md): the key schema and the
 * indexes (a restore keeps them), the encryption key and the billing mode (chosen at restore
 * time), tags (`aws dynamodb tag-resource`).
 */
export function adoptTable(scope: Construct, id: string, ref: string): ITable {
  const adopted = new Construct(scope, id);
  const stack = Stack.of(scope);
  const { tableName, tableArn: givenArn } = parseTableRef(ref);
  const tableArn = givenArn ?? stack.formatArn({ service: 'dynamodb', resource: 'table', resourceName: tableName });
  const policy = AwsCustomResourcePolicy.fromSdkCalls({ resources: [tableArn] });
  // Runs on create and on every update whose parameters change; the version makes a later
  // release able to re-run all of them (bump it).
  const apply = (callId: string, call: Omit<AwsSdkCall, 'service' | 'physicalResourceId'>, ignore?: string) => {
    const sdkCall: AwsSdkCall = {
      service: 'DynamoDB',
      ...call,
      physicalResourceId: PhysicalResourceId.of(`${tableName}:${callId}:v1`),
      ...(ignore ? { ignoreErrorCodesMatching: ignore } : {}),
    };
    return new AwsCustomResource(adopted, callId, { onCreate: sdkCall, onUpdate: sdkCall, policy, installLatestAwsSdk: false });
  };
  // "Table already has an enabled stream" / "TimeToLive is already enabled" are the states we want.
  const stream = apply('Stream', { action: 'updateTable', parameters: { TableName: tableName, StreamSpecification: STREAM_SPECIFICATION } }, 'ValidationException');
  const ttl = apply(
    'TimeToLive',
    { action: 'updateTimeToLive', parameters: { TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } } },
    'ValidationException',
  );
  const pitr = apply('PointInTimeRecovery', {
    action: 'updateContinuousBackups',
    parameters: { TableName: tableName, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
  });
  // One table update at a time: DynamoDB refuses a second while the first is in progress.
  ttl.node.addDependency(stream);
  pitr.node.addDependency(ttl);
  const protection = apply('DeletionProtection', { action: 'updateTable', parameters: { TableName: tableName, DeletionProtectionEnabled: true } });
  protection.node.addDependency(pitr);
  const described = apply('Describe', { action: 'describeTable', parameters: { TableName: tableName }, outputPaths: ['Table.LatestStreamArn'] });
  described.node.addDependency(protection);

  // The SDK calls run in CDK's one provider function of the stack (a singleton at the stack's root).
  const provider = stack.node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER)!;
  Validations.of(provider).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "CDK's AwsCustomResource provider (deploy time only, adopting a restored table): its logging policy.",
    },
    { id: 'AwsSolutions-L1', reason: "CDK's AwsCustomResource provider picks its runtime; it runs at deploy time only." },
    { id: 'Serverless-LambdaDefaultMemorySize', reason: "CDK's AwsCustomResource provider: five SDK calls at deploy time, CDK's sizing." },
    { id: 'Serverless-LambdaTracing', reason: "CDK's AwsCustomResource provider runs at deploy time only: no request to trace." },
  );
  return Table.fromTableAttributes(adopted, 'Table', {
    tableArn,
    tableStreamArn: described.getResponseField('Table.LatestStreamArn'),
    // The restored table has the same indexes: grants name them (api-function.ts bindTable).
    globalIndexes: Object.values(TABLE.indexes).map((index) => index.name),
  });
}
