import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { LambdaRoute } from './route-types';
import { fillPath, requestBase } from './request-url';

/** Contract 9.6: internal diagnostic headers that no response may carry. */
export const FORBIDDEN_RESPONSE_HEADER = /^(svc-graphql-proxy-.*|cache-graphql-.*|svc-rest-app-name.*|svc-rest-api-version.*)$/i;

export function withoutForbiddenHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (!FORBIDDEN_RESPONSE_HEADER.test(k)) out[k] = v;
  return out;
}

export const unixSeconds = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 1000);

/** RFC 8594 `Sunset`: an HTTP-date (IMF-fixdate, RFC 9110 §5.6.7), 00:00 UTC of the retirement day. */
export const httpDate = (isoDate: string): string => new Date(`${isoDate}T00:00:00Z`).toUTCString();

const sunsetHeader = (sunset: string | undefined): Record<string, string> => (sunset ? { Sunset: httpDate(sunset) } : {});

/**
 * RFC 9745 `Deprecation: @<unix time>` and RFC 8288 `Link: <successor>; rel="successor-version"`
 * for a deprecated route, or for a request that used a deprecated query parameter; RFC 8594
 * `Sunset` next to them once a retirement date is set.
 */
export function deprecationHeaders(route: LambdaRoute, event: APIGatewayProxyEvent): Record<string, string> {
  if (route.deprecated) {
    const out: Record<string, string> = { Deprecation: `@${unixSeconds(route.deprecated.since)}`, ...sunsetHeader(route.deprecated.sunset) };
    if (route.deprecated.successor) {
      const successor = fillPath(route.deprecated.successor, event.pathParameters ?? {});
      out.Link = `<${requestBase(event)}${successor}>; rel="successor-version"`;
    }
    return out;
  }
  const query = event.queryStringParameters ?? {};
  for (const [name, info] of Object.entries(route.deprecatedQuery ?? {})) {
    if (query[name] !== undefined) return { Deprecation: `@${unixSeconds(info.since)}`, ...sunsetHeader(info.sunset) };
  }
  return {};
}

/** Header names lower-cased once, so lookups never depend on how a client spelled them. */
export function lowerCaseHeaders(headers: APIGatewayProxyEvent['headers'] | null | undefined): Record<string, string> {
  // fromEntries defines own properties: a header named `__proto__` stays a plain entry.
  return Object.fromEntries(
    Object.entries(headers ?? {})
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([k, v]) => [k.toLowerCase(), v]),
  );
}
