import { inject } from 'vitest';
import { applyLocalEnvironment } from '../../infra/local/environment';

/**
 * A closed port: the `unit` project (vitest.config.ts) starts no DynamoDB Local, so a file marked
 * as needing none that reaches for the database anyway is refused at once, never silently served.
 */
const NO_DATABASE = 'http://127.0.0.1:9';

applyLocalEnvironment({
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint') ?? NO_DATABASE,
  TABLE_NAME: 'learning-people-test',
  CURSOR_SECRET: 'test-cursor-secret-0123456789abcdef',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
});
