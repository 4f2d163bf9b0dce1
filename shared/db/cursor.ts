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

/** One signing key: its value and a short public id derived from it (never the value itself). */
export interface CursorKey {
  id: string;
  secret: string;
}

/**
 * The keys a function knows (Secrets Manager's AWSCURRENT and AWSPREVIOUS versions): cursors are
 * signed with `current`; a cursor names the key that signed it and is verified with that one.
 */
export interface CursorKeys {
  current: CursorKey;
  previous?: CursorKey;
}

/** 8 base64url characters of a domain-separated SHA-256 of the key: names it, reveals nothing. */
export const cursorKey = (secret: string): CursorKey => ({
  id: createHash('sha256').update(`cursor-key-id\0${secret}`).digest('base64url').slice(0, 8),
  secret,
});

const keysOf = (keys: CursorKeys | string): CursorKeys => (typeof keys === 'string' ? { current: cursorKey(keys) } : keys);

/**
 * Opaque, signed cursor: base64url(JSON payload) + "." + HMAC + "." + key id. Cursors written
 * before key ids existed (`payload.HMAC`) are still read (decodeCursor): expand, then contract.
 */
export function encodeCursor(keys: CursorKeys | string, binding: CursorBinding, startKey: StartKey): string {
  const { current } = keysOf(keys);
  const payload = Buffer.from(
    JSON.stringify({ o: binding.org, e: binding.endpoint, f: filtersDigest(binding.filters), c: binding.caller, k: startKey }),
  ).toString('base64url');
  return `${payload}.${sign(current.secret, payload)}.${current.id}`;
}

/** The id of the key that signed a cursor; undefined for a cursor of the earlier two-part layout. */
export function cursorKeyId(cursor: string): string | undefined {
  const parts = cursor.split('.');
  return parts.length === 3 ? parts[2] : undefined;
}

const signedBy = (secret: string, payload: string, signature: string): boolean => {
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** 400 `invalid_cursor`: the one way a cursor is refused (its signature, binding, or position). */
export const invalidCursor = () => new ApiError('invalid_cursor', 'The cursor is not valid for this request.');

/**
 * Verifies with the key the cursor names (current or previous); a cursor without a key id (the
 * layout before key ids) with either key. An unknown key id is refused like a bad signature.
 */
export function decodeCursor(keys: CursorKeys | string, binding: CursorBinding, cursor: string): StartKey {
  const [payload, signature, keyId, ...rest] = cursor.split('.');
  if (!payload || !signature || rest.length > 0 || keyId === '') throw invalidCursor();
  const { current, previous } = keysOf(keys);
  const known = previous ? [current, previous] : [current];
  const candidates = keyId === undefined ? known : known.filter((key) => key.id === keyId);
  if (!candidates.some((key) => signedBy(key.secret, payload, signature))) throw invalidCursor();
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
