import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors/api-error';
import { orgKeyPrefix } from './keys';

/** What a cursor is valid for: one organization, one endpoint, one set of filters (and one caller). */
export interface CursorBinding {
  org: string;
  endpoint: string;
  filters: Record<string, unknown>;
  /**
   * Who the results depend on: set on `self` routes, where a collaborator's list is their own
   * (another key range or index than an administrator's), so a cursor never moves between callers.
   */
  caller?: string;
}

type StartKey = Record<string, unknown>;

function filtersDigest(filters: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(filters).sort().map((k) => [k, filters[k]]));
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Opaque, signed cursor: base64url(JSON payload) + "." + HMAC. */
export function encodeCursor(secret: string, binding: CursorBinding, startKey: StartKey): string {
  const payload = Buffer.from(
    JSON.stringify({ o: binding.org, e: binding.endpoint, f: filtersDigest(binding.filters), c: binding.caller, k: startKey }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** 400 `invalid_cursor`: the one way a cursor is refused (its signature, binding, or position). */
export const invalidCursor = () => new ApiError('invalid_cursor', 'The cursor is not valid for this request.');

export function decodeCursor(secret: string, binding: CursorBinding, cursor: string): StartKey {
  const [payload, signature, ...rest] = cursor.split('.');
  if (!payload || !signature || rest.length > 0) throw invalidCursor();
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCursor();
  let decoded: { o?: unknown; e?: unknown; f?: unknown; c?: unknown; k?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    decoded.o !== binding.org ||
    decoded.e !== binding.endpoint ||
    decoded.f !== filtersDigest(binding.filters) ||
    decoded.c !== binding.caller
  ) {
    throw invalidCursor();
  }
  const key = decoded.k;
  if (!key || typeof key !== 'object') throw invalidCursor();
  // Defense in depth: even a validly signed key must stay inside the caller's organization.
  for (const value of Object.values(key)) {
    if (typeof value === 'string' && value.startsWith('ORG#') && !value.startsWith(orgKeyPrefix(binding.org))) throw invalidCursor();
  }
  return key as StartKey;
}
