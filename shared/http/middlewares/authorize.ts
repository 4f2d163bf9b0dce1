import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ApiError } from '../../errors/api-error';
import { fromAuthorizerContext, type Principal } from '../principal';
import type { LambdaRoute } from '../route-types';
import { handOver, type ShellMiddleware } from './shell-context';

/** What `authorize` hands to the handler: the caller, null only on public routes. */
export interface Caller {
  principal: Principal | null;
}

/** Role check of api.md §2, done on every call (never only in a cached gateway policy). */
function principalOf(route: LambdaRoute, event: APIGatewayProxyEvent): Principal | null {
  if (route.roles === 'public') return null;
  const verdict = fromAuthorizerContext(event.requestContext?.authorizer);
  if (!verdict.ok) throw new ApiError(verdict.code, 'The credential was not accepted.');
  const { principal } = verdict;
  if (principal.org !== event.pathParameters?.slug) {
    throw new ApiError('org_mismatch', 'The credential belongs to another organization.');
  }
  if (principal.passwordChangeRequired && !route.allowsPendingPasswordChange) {
    throw new ApiError('password_change_required', 'Change the password before using this session.');
  }
  if (principal.scope === 'scim' && !route.scim) {
    throw new ApiError('forbidden', 'This api-key has the `scim` scope: it may call only the SCIM routes (/scim/v2/) of its organization.');
  }
  if (route.roles === 'admin' && principal.role !== 'admin') {
    throw new ApiError('forbidden', 'This operation needs an administrator credential.');
  }
  return principal;
}

export const authorize = (route: LambdaRoute): ShellMiddleware => ({
  before: (request) => handOver(request, { principal: principalOf(route, request.event) } satisfies Caller),
});
