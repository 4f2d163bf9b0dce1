import { allowsAnyOrigin, CORS_ALLOW_ORIGIN } from '../cors';
import { deprecationHeaders, withoutForbiddenHeaders } from '../headers';
import type { LambdaRoute } from '../route-types';
import type { ShellMiddleware, ShellRequest } from './shell-context';

/**
 * Headers of every response, success or failure: the deprecation signal of the route, CORS on
 * the public documentation routes only (shared/http/cors.ts), and no diagnostic headers
 * (contract 9.6).
 */
export function responseHeaders(route: LambdaRoute): ShellMiddleware {
  const finish = ({ response, event }: ShellRequest) => {
    if (!response) return;
    response.headers = withoutForbiddenHeaders({
      ...(response.headers as Record<string, string>),
      ...deprecationHeaders(route, event),
      ...(allowsAnyOrigin(route) ? CORS_ALLOW_ORIGIN : {}),
    });
  };
  return { after: finish, onError: finish };
}
