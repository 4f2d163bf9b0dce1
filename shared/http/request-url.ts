import type { APIGatewayProxyEvent } from 'aws-lambda';

/**
 * The absolute URL base the caller used (scheme, host and API Gateway stage), so that
 * `next` links and `Link` headers work behind the stage prefix of a deployment.
 */
export function requestBase(event: APIGatewayProxyEvent, headers: Record<string, string>): string {
  const proto = headers['x-forwarded-proto'] ?? 'https';
  const host = headers['host'] ?? event.requestContext.domainName ?? 'localhost';
  // requestContext.path includes the stage (`/prod/org/...`); event.path does not.
  const fullPath = event.requestContext.path ?? event.path;
  const stagePrefix = fullPath.endsWith(event.path) ? fullPath.slice(0, fullPath.length - event.path.length) : '';
  return `${proto}://${host}${stagePrefix}`;
}

/** The URL of the same request with some query parameters replaced. */
export function sameRequestWith(event: APIGatewayProxyEvent, headers: Record<string, string>, query: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(event.queryStringParameters ?? {})) if (v !== undefined && !(k in query)) params.set(k, v);
  for (const [k, v] of Object.entries(query)) params.set(k, v);
  return `${requestBase(event, headers)}${event.path}?${params.toString()}`;
}

export function fillPath(template: string, params: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
}
