import { randomBytes } from 'node:crypto';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, expect, inject, it } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { createTableIfMissing } from '../../shared/db/create-table';

/**
 * Making the table from two places at once (`npm run check` starts two vitest runs on one new
 * DynamoDB Local, and each global setup makes the test table): every caller succeeds, and the
 * table has its stream and its time to live (shared/db/create-table.ts).
 */
const client = localClient(inject('dynamoEndpoint'));
afterAll(() => client.destroy());

it('four callers at once on a new table all succeed; the table has its stream and time to live', async () => {
  const table = `learning-people-create-${randomBytes(4).toString('hex')}`;
  const results = await Promise.allSettled([1, 2, 3, 4].map(() => createTableIfMissing(client, table)));
  expect(results.map((r) => (r.status === 'rejected' ? String((r.reason as Error).name) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
  const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
  expect(Table?.StreamSpecification?.StreamEnabled).toBe(true);
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: table }));
  expect(TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED');
});
