import type { Page } from '../db/query-page';

/** What a handler returns; the shell turns it into an HTTP response. Handlers never build JSON. */
export type HandlerResult =
  | { kind: 'body'; status?: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'page'; page: Page<unknown> }
  | { kind: 'empty'; status?: number }
  | { kind: 'text'; body: string; headers?: Record<string, string> };

export const respond = (body: unknown, status?: number, headers?: Record<string, string>): HandlerResult => ({
  kind: 'body',
  body,
  status,
  headers,
});
export const respondPage = (page: Page<unknown>): HandlerResult => ({ kind: 'page', page });
export const respondEmpty = (status = 204): HandlerResult => ({ kind: 'empty', status });
/**
 * A body that is not JSON (an Atom feed, an HTML page), sent as is with the media type its route
 * declares in `response.contentType` (the shell refuses it on a route that declares none).
 */
export const respondText = (body: string, headers?: Record<string, string>): HandlerResult => ({ kind: 'text', body, headers });
