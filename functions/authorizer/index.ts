import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { authorizerResult } from '../../shared/auth/authorizer-policy';
import { resolveAuthorization } from '../../shared/auth/credentials';
import { config } from '../../shared/config';
import { lowerCaseHeaders } from '../../shared/http/headers';

/**
 * REQUEST authorizer: tells administrator credentials from collaborator ones (api.md §2), and
 * names the API Gateway key the request counts against (#33 §3): its organization's for a valid
 * credential, else the stack's shared key (SHARED_USAGE_KEY; none locally).
 */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const resolved = await resolveAuthorization(lowerCaseHeaders(event.headers).authorization);
  return authorizerResult(resolved, event.methodArn, (resolved.ok ? resolved.usageKey : undefined) ?? config().SHARED_USAGE_KEY);
};
