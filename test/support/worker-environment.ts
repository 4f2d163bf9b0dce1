import { inject } from 'vitest';
import { applyLocalEnvironment } from '../../infra/local/environment';

applyLocalEnvironment({
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  TABLE_NAME: 'learning-people-test',
  CURSOR_SECRET: 'test-cursor-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
});
