// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { apiStageArn, authorizerResult, policyAllows } from '../../shared/auth/authorizer-policy';
import { fromAuthorizerContext, type Principal } from '../../shared/http/principal';

/**
 * The policy API Gateway caches per token (security #16). It is what keeps one organization's
 * credential out of another organization's functions at the gateway, so a policy widened to
 * every organization (or `*`) must fail here, not only in a suite the handler shell also covers.
 */
const API = 'arn:aws:execute-api:us-east-1:123456789012:abcdef1234/prod';
const arn = (method: string, path: string) => `${API}/${method}${path}`;

const principal: Principal = {
  org: 'acme',
  role: 'admin',
  userId: null,
  credentialId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  kind: 'api_key',
  passwordChangeRequired: false,
};

describe('a valid credential', () => {
  // Cached per token whatever path it was first presented on: built from any method ARN of the stage.
  const result = authorizerResult({ ok: true, principal }, arn('GET', '/org/acme/users/'));

  it.each([
    ['GET', '/org/acme/users/'],
    ['POST', '/org/acme/timeoff/requests/'],
    ['DELETE', '/org/acme/timeoff/requests/01ARZ3NDEKTSV4RRFFQ69G5FAV/'],
    ['PATCH', '/org/acme/learning/enrollments/x/'],
  ])('is allowed on its own organization: %s %s', (method, path) => {
    expect(policyAllows(result, arn(method, path))).toBe(true);
  });

  it.each([
    ['GET', '/org/other/users/'],
    ['POST', '/org/other/timeoff/requests/'],
    // A slug that merely starts with the credential's own.
    ['GET', '/org/acme2/users/'],
    ['GET', '/org/acme-evil/users/'],
    // Paths outside /org/<slug>/ and other stages or APIs.
    ['GET', '/api/v5/rest/openapi.json'],
  ])("is denied another organization's (or no organization's) paths: %s %s", (method, path) => {
    expect(policyAllows(result, arn(method, path))).toBe(false);
  });

  it('is denied on another stage or another API', () => {
    expect(policyAllows(result, `arn:aws:execute-api:us-east-1:123456789012:abcdef1234/dev/GET/org/acme/users/`)).toBe(false);
    expect(policyAllows(result, `arn:aws:execute-api:us-east-1:123456789012:zzzzzz9999/prod/GET/org/acme/users/`)).toBe(false);
  });

  it('names exactly one resource: the organization on this stage, never a wildcard organization', () => {
    const resources = result.policyDocument.Statement.flatMap((s) => (s as { Resource?: string | string[] }).Resource ?? []);
    expect(resources).toEqual([`${apiStageArn(arn('GET', '/'))}/*/org/acme/*`]);
    expect(result.policyDocument.Statement.every((s) => s.Effect === 'Allow')).toBe(true);
  });

  it('hands the principal to the function', () => {
    expect(result.principalId).toBe(principal.credentialId);
    expect(fromAuthorizerContext(result.context)).toMatchObject({ ok: true, principal });
  });
});

describe('a bad credential', () => {
  it.each(['invalid_credentials', 'expired_credentials'] as const)('carries its code (%s) to the shell, with no principal', (code) => {
    const result = authorizerResult({ ok: false, code }, arn('GET', '/org/acme/users/'));
    expect(result.principalId).toBe('anonymous');
    expect(result.context).toEqual({ auth_error: code });
    // The shell answers 401 with that exact code.
    expect(fromAuthorizerContext(result.context)).toEqual({ ok: false, code });
    // Let through to the functions (which answer the 401), on organization paths only.
    expect(policyAllows(result, arn('GET', '/org/anything/users/'))).toBe(true);
    expect(policyAllows(result, arn('GET', '/api/v5/rest/openapi.json'))).toBe(false);
  });
});

describe('the usage key (#33 §3: the API Gateway key the request counts against)', () => {
  it('is handed to API Gateway as usageIdentifierKey, for a valid and a refused credential alike, and never sent to the function', () => {
    const valid = authorizerResult({ ok: true, principal }, arn('GET', '/org/acme/users/'), 'organization-key-of-acme-0123');
    const refused = authorizerResult({ ok: false, code: 'invalid_credentials' }, arn('GET', '/org/acme/users/'), 'the-shared-key-0123456789');
    expect(valid.usageIdentifierKey).toBe('organization-key-of-acme-0123');
    expect(refused.usageIdentifierKey).toBe('the-shared-key-0123456789');
    expect(JSON.stringify([valid.context, refused.context])).not.toContain('key-0123');
  });

  it('is absent when there is none (npm start: no usage plan, no shared key)', () => {
    expect('usageIdentifierKey' in authorizerResult({ ok: true, principal }, arn('GET', '/org/acme/users/'))).toBe(false);
  });
});
