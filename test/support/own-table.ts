import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { createTableIfMissing } from '../../shared/db/create-table';

/**
 * A table of the file's own on the run's DynamoDB Local, for a file whose state is table-wide
 * (the deploy record, the registry of organizations) and would reach other files' requests in the
 * shared test table. Sets TABLE_NAME at once, so call it before importing anything that reads
 * the configuration; the table is made before the file's tests and TABLE_NAME put back after.
 */
export function useOwnTable(name: string, options: { stream?: boolean } = {}): string {
  const table = `learning-people-${name}-${randomBytes(4).toString('hex')}`;
  const saved = process.env.TABLE_NAME;
  process.env.TABLE_NAME = table;
  beforeAll(async () => {
    const client = localClient(inject('dynamoEndpoint'));
    await createTableIfMissing(client, table, { stream: options.stream ?? false });
    client.destroy();
  });
  afterAll(() => {
    process.env.TABLE_NAME = saved;
  });
  return table;
}
