import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { checkRead, stampWrite } from './layout';
import { stampOrigin } from './origin';

let documentClient: DynamoDBDocumentClient | undefined;

/**
 * The DynamoDB document client, created once per process (module scope in a Lambda).
 * Standard retry mode with 3 attempts: throttling and network blips are retried by the SDK.
 * Tests reach the same instance to add middleware (fault injection, call counting).
 */
export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { DYNAMODB_ENDPOINT, AWS_REGION } = config();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      retryMode: 'standard',
      maxAttempts: 3,
      ...(DYNAMODB_ENDPOINT
        ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
    withLayoutVersions(documentClient);
  }
  return documentClient;
}

export const tableName = (): string => config().TABLE_NAME;

/**
 * Every item written carries its layout version and every item read is one this code can read
 * (layout.ts), and records the API request that wrote it (origin.ts): wrapped around `send`, so
 * no store can write or read around it.
 */
function withLayoutVersions(client: DynamoDBDocumentClient): void {
  const send = client.send.bind(client) as (command: unknown, ...rest: unknown[]) => Promise<unknown>;
  (client as { send: unknown }).send = async (command: { input: Record<string, unknown> }, ...rest: unknown[]) => {
    stampWrite(command.input);
    stampOrigin(command.input);
    const output = (await send(command, ...rest)) as Record<string, unknown>;
    if (output) checkRead(output);
    return output;
  };
}
