import type { Page } from '../db/query-page';

/** What a handler returns; the shell turns it into an HTTP response. Handlers never build JSON. */
export type HandlerResult =
  | { kind: 'body'; status?: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'page'; page: Page<unknown> }
  | { kind: 'empty'; status?: number };

export const respond = (body: unknown, status?: number, headers?: Record<string, string>): HandlerResult => ({
  kind: 'body',
  body,
  status,
  headers,
});
export const respondPage = (page: Page<unknown>): HandlerResult => ({ kind: 'page', page });
export const respondEmpty = (status = 204): HandlerResult => ({ kind: 'empty', status });
