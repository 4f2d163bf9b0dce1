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
  // scrypt at N 1024 (~3 ms) instead of 16384 (~45 ms idle, ten times that on a busy machine): the
  // tests check what a password does, not what it costs (shared/config.ts, PASSWORD_SCRYPT_N).
  PASSWORD_SCRYPT_N: '1024',
});
