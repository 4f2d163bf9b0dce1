import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '../../shared/db/table';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The single table, built from the shared TABLE constants (the same ones the local table and
 * the tests use), so infra never repeats a key name. It holds every organization's data: it
 * survives a stack deletion and cannot be deleted by accident.
 */
export function createSingleTable(scope: Construct, id: string): Table {
  const table = new Table(scope, id, {
    partitionKey: stringKey(TABLE.partitionKey),
    sortKey: stringKey(TABLE.sortKey),
    timeToLiveAttribute: TABLE.ttlAttribute,
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    encryption: TableEncryption.AWS_MANAGED,
    deletionProtection: true,
    // Webhook events are derived from the committed changes (docs/decisions/webhooks.md, "Events come from the table's stream, not an outbox"): the
    // dispatcher needs both images (a status transition, a deleted request). Adding a stream to
    // the existing table is an in-place update (no replacement, no interruption).
    stream: StreamViewType.NEW_AND_OLD_IMAGES,
    // Retained on delete and replacement; removed only when the first create of its stack fails.
    removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
  });
  for (const index of Object.values(TABLE.indexes)) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: stringKey(index.partitionKey),
      sortKey: stringKey(index.sortKey),
      projectionType: ProjectionType.ALL,
    });
  }
  return table;
}
