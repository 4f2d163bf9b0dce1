import type { LambdaRoute, Route } from './route-types';

/**
 * CORS of the public documentation routes (#17 §4): a docs portal on another origin may fetch
 * the OpenAPI document and the changelog. Only those routes (`publicCors: true` in the route
 * table) answer any origin; every API operation sends no CORS header, on purpose (it is called
 * by servers with bearer tokens, not by pages of other origins).
 */
export const CORS_ALLOW_ORIGIN = { 'Access-Control-Allow-Origin': '*' } as const;

/** The answer to a preflight (`OPTIONS`) of such a route: GET only, no credentials, a day of caching. */
export const CORS_PREFLIGHT_HEADERS = {
  ...CORS_ALLOW_ORIGIN,
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept',
  'Access-Control-Max-Age': '86400',
} as const;

export const allowsAnyOrigin = (route: Route): route is LambdaRoute => route.kind === 'lambda' && route.publicCors === true;
