import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { authorizerResult } from '../../shared/auth/authorizer-policy';
import { resolveAuthorization } from '../../shared/auth/credentials';
import { lowerCaseHeaders } from '../../shared/http/headers';

/** REQUEST authorizer: tells administrator credentials from collaborator ones (api.md §2). */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  const verdict = await resolveAuthorization(lowerCaseHeaders(event.headers).authorization);
  return authorizerResult(verdict, event.methodArn);
};
