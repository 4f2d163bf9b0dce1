// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { CORS_PREFLIGHT_HEADERS } from '../../shared/http/cors';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { synthesize } from './synthesize';
import { methods } from './template-model';

/**
 * CORS in the deployed stack (#17 §4): an OPTIONS preflight (MOCK, no authorizer) on the public
 * documentation routes only, answering the same headers as the local gateway
 * (test/docs/cors.test.ts); their GET answers carry `Access-Control-Allow-Origin` from the
 * function's shell, which both run.
 */
const { resources } = synthesize();
const gatewayPath = (path: string) => path.replace(/\/+$/, '');

describe('CORS of the deployed stack', () => {
  it('has an OPTIONS preflight on the public documentation routes, and on nothing else', () => {
    const options = methods(resources).filter((m) => m.key.startsWith('OPTIONS '));
    const expected = LAMBDA_ROUTES.filter((r) => r.publicCors).map((r) => `OPTIONS ${gatewayPath(r.path)}`);
    expect(expected.length).toBe(4);
    expect(options.map((m) => m.key).sort()).toEqual(expected.sort());
    for (const { key, properties } of options) {
      expect(properties.AuthorizationType, key).toBe('NONE');
      const integration = properties.Integration as { Type: string; IntegrationResponses: Array<{ StatusCode: string; ResponseParameters: Record<string, string> }> };
      expect(integration.Type, key).toBe('MOCK');
      const [answer] = integration.IntegrationResponses;
      expect(answer!.StatusCode).toBe('204');
      for (const [name, value] of Object.entries(CORS_PREFLIGHT_HEADERS)) {
        expect(answer!.ResponseParameters[`method.response.header.${name}`], `${key} ${name}`).toBe(`'${value}'`);
      }
    }
  });
});
