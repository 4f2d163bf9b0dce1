import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import type { Verdict } from '../errors/verdict';
import { toAuthorizerContext, type Principal } from '../http/principal';

/** `arn:aws:execute-api:<region>:<account>:<api id>/<stage>` of a method ARN. */
export function apiStageArn(methodArn: string): string {
  return methodArn.split('/').slice(0, 2).join('/');
}

/**
 * The policy API Gateway caches for a token (identity source: the Authorization header).
 *
 * - A valid credential is allowed on its own organization's paths only, whatever path it was
 *   presented on: a cached policy can never open another organization, and a request to
 *   another organization is denied by API Gateway itself (ACCESS_DENIED → 403 `org_mismatch`).
 * - A bad credential is not thrown out here with a generic 401: it is let through with its
 *   verdict (`auth_error`), and the handler shell answers 401 with the exact stable code
 *   (`invalid_credentials` or `expired_credentials`) before touching any data.
 * - `usageKey` is the API Gateway API key the request is counted against (#33 §3; the REST API's
 *   key source is the authorizer, shared/tenancy/usage-keys.ts): the organization's for a valid
 *   credential, the stack's shared key otherwise. Cached with the rest of the answer. It only
 *   throttles on methods that require a key (the `organizationKeysRequired` setting).
 */
export function authorizerResult(verdict: Verdict<Principal>, methodArn: string, usageKey?: string): APIGatewayAuthorizerResult {
  const base = apiStageArn(methodArn);
  const usage = usageKey ? { usageIdentifierKey: usageKey } : {};
  if (!verdict.ok) {
    return {
      ...usage,
      principalId: 'anonymous',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: `${base}/*/org/*` }],
      },
      context: { auth_error: verdict.code },
    };
  }
  const { principal } = verdict;
  return {
    ...usage,
    principalId: principal.credentialId,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: `${base}/*/org/${principal.org}/*` }],
    },
    context: toAuthorizerContext(principal),
  };
}

/** IAM-style wildcard match of a policy resource against a method ARN (the local gateway's check). */
export function policyAllows(result: APIGatewayAuthorizerResult, methodArn: string): boolean {
  return result.policyDocument.Statement.some((statement) => {
    const s = statement as { Effect: string; Resource?: string | string[] };
    if (s.Effect !== 'Allow') return false;
    const resources = Array.isArray(s.Resource) ? s.Resource : [s.Resource ?? ''];
    return resources.some((resource) => resourcePattern(resource).test(methodArn));
  });
}

/** Compiled once per resource: the local gateway checks a policy on every request. */
const patterns = new Map<string, RegExp>();
const MAX_PATTERNS = 1_000;

function resourcePattern(resource: string): RegExp {
  let pattern = patterns.get(resource);
  if (!pattern) {
    if (patterns.size >= MAX_PATTERNS) patterns.clear();
    pattern = new RegExp(`^${resource.split('*').map((p) => p.replace(/[.?+^$[\]\\(){}|-]/g, '\\$&')).join('.*')}$`);
    patterns.set(resource, pattern);
  }
  return pattern;
}
