import { CreateTableCommand, DescribeTableCommand, DescribeTimeToLiveCommand, UpdateTableCommand, UpdateTimeToLiveCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLE, keyAttributeNames } from './table';

/**
 * The table's change stream: webhooks are derived from it (shared/webhooks/events.ts), so it
 * carries both images of every change. DynamoDB Local implements Streams; the local pipeline
 * (infra/local/webhook-pipeline.ts) reads it as the dispatcher Lambda reads it in AWS.
 */
export const STREAM_SPECIFICATION = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } as const;

/**
 * Creates the single table from the shared definition (local development and tests;
 * in AWS the CDK stack builds the same table from the same constants). A table made before it
 * had a stream (a DATA_DIR of an older `npm start`) gets one.
 *
 * `stream: false` is for the benchmark's latency sections only: DynamoDB Local writes stream
 * records inside each write (≈ +20 % on an assign of 1,000 users), where AWS writes the stream
 * asynchronously at no cost to the request, so measuring it would charge requests for an
 * emulator's bookkeeping. Its webhooks section turns the stream on (bench/webhooks.ts).
 *
 * Two callers at once (`npm run check` starts two vitest runs on one new DynamoDB Local, each
 * global setup making the test table) both succeed: the one whose CreateTable finds the table
 * made meanwhile (ResourceInUseException) goes on as for a table that exists, and enabling a
 * time to live that the other just enabled is no error.
 */
export async function createTableIfMissing(client: DynamoDBClient, tableName: string, options: { stream?: boolean } = {}): Promise<void> {
  const stream = options.stream ?? true;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (stream && !Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM_SPECIFICATION }));
    }
    const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    if (TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') await enableTimeToLive(client, tableName);
    return;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  const created = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributeNames().map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      ...(stream ? { StreamSpecification: STREAM_SPECIFICATION } : {}),
      GlobalSecondaryIndexes: Object.values(TABLE.indexes).map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  ).then(
    () => true,
    (error: { name?: string }) => {
      if (error.name === 'ResourceInUseException') return false;
      throw error;
    },
  );
  if (!created) return createTableIfMissing(client, tableName, options);
  await enableTimeToLive(client, tableName);
}

const enableTimeToLive = (client: DynamoDBClient, tableName: string) =>
  client
    .send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true } }))
    .catch((error: { name?: string; message?: string }) => {
      // Enabled by another caller between our look and this call.
      if (error.name === 'ValidationException' && /already enabled/i.test(error.message ?? '')) return;
      throw error;
    });
