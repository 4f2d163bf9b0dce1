import type { TestProject } from 'vitest/node';
import { createTableIfMissing } from '../../shared/db/create-table';
import { localClient, startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { startWithOneRetry } from '../../infra/local/process-start';

export const TEST_TABLE = 'learning-people-test';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** One DynamoDB Local for the `database` project's files (vitest.config.ts); tests isolate themselves by organization, like tenants do. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Waited on until it answers (a busy machine takes a minute or more); a start that fails is
  // tried once more, and the second failure shows what Java printed both times (#45).
  const dynamo = process.env.DYNAMODB_ENDPOINT ? null : await startWithOneRetry('DynamoDB Local', () => startDynamoDbLocal());
  const endpoint = process.env.DYNAMODB_ENDPOINT ?? dynamo!.endpoint;
  const client = localClient(endpoint);
  await createTableIfMissing(client, TEST_TABLE);
  client.destroy();
  project.provide('dynamoEndpoint', endpoint);
  return async () => {
    await dynamo?.stop();
  };
}
