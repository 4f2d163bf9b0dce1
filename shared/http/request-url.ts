import type { APIGatewayProxyEvent } from 'aws-lambda';
import { config } from '../config';

/**
 * The absolute URL base of the API (scheme, host and API Gateway stage or base path), for
 * `next` links and `Link` headers. Never built from a client header (Host, X-Forwarded-Host,
 * X-Forwarded-Proto…): a client following `next` sends its token to that host, so a forged
 * header would hand the credential to whoever it names (#16).
 *
 * - `PUBLIC_BASE_URL` when configured (a custom domain, a proxy in front of the API);
 * - otherwise what API Gateway itself put in the request context: `domainName` is the domain
 *   it served the request on (the execute-api one or a custom domain mapped to this API), and
 *   `requestContext.path` carries the stage (`/prod/org/...`) where `event.path` does not.
 *   The scheme is `PUBLIC_URL_SCHEME` (https; the local gateway speaks plain http).
 */
export function requestBase(event: APIGatewayProxyEvent): string {
  const { PUBLIC_BASE_URL, PUBLIC_URL_SCHEME } = config();
  if (PUBLIC_BASE_URL) return PUBLIC_BASE_URL.replace(/\/+$/, '');
  const domainName = event.requestContext?.domainName;
  // Only an event API Gateway did not build lacks it: links stay relative to the API root then,
  // still never pointing at a host a client chose.
  if (!domainName) return '';
  const fullPath = event.requestContext.path ?? event.path;
  const stagePrefix = fullPath.endsWith(event.path) ? fullPath.slice(0, fullPath.length - event.path.length) : '';
  return `${PUBLIC_URL_SCHEME}://${domainName}${stagePrefix}`;
}

/** The URL of the same request with some query parameters replaced. */
export function sameRequestWith(event: APIGatewayProxyEvent, query: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(event.queryStringParameters ?? {})) if (v !== undefined && !(k in query)) params.set(k, v);
  for (const [k, v] of Object.entries(query)) params.set(k, v);
  return `${requestBase(event)}${event.path}?${params.toString()}`;
}

export function fillPath(template: string, params: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
}
