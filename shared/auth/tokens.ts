import { createHash, randomBytes } from 'node:crypto';
import { ID_PATTERN } from '../db/ids';
import { SLUG_PATTERN } from '../db/keys';

export type TokenKind = 'api_key' | 'session';

const PREFIX: Record<TokenKind, string> = { api_key: 'lpk', session: 'lps' };

/**
 * Tokens read `<kind>.<org slug>.<secret>` or `<kind>.<org slug>.<user id>.<secret>`, kind
 * `lpk` (api-key) or `lps` (session): 32 random bytes of secret, shown once, stored only as a
 * SHA-256 hash of the whole token. Naming the organization lets the authorizer look the hash
 * up under that organization's keys and tell "another organization's credential" (403) from
 * "unknown credential" (401). Naming the user (a session's user, an api-key's creator) lets it
 * read that user's item in the same BatchGetItem and refuse a credential whose user changed
 * (docs/decisions/security.md, "Security (#16)"); the hash covers the user id, so it cannot be swapped.
 */
export function issueToken(kind: TokenKind, slug: string, userId: string | null = null): { token: string; hash: string; prefix: string } {
  const head = userId ? `${PREFIX[kind]}.${slug}.${userId}.` : `${PREFIX[kind]}.${slug}.`;
  const token = `${head}${randomBytes(32).toString('base64url')}`;
  // Recognition prefix: everything before the secret and its first 4 characters.
  return { token, hash: hashToken(token), prefix: token.slice(0, head.length + 4) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const SECRET = /^[A-Za-z0-9_-]{43}$/;

export interface ParsedToken {
  kind: TokenKind;
  slug: string;
  /** The user the token names, or null for a token without one (bootstrap api-keys, older tokens). */
  userId: string | null;
}

export function parseToken(token: string): ParsedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [prefix, slug] = parts as [string, string];
  const secret = parts[parts.length - 1]!;
  const userId = parts.length === 4 ? parts[2]! : null;
  if (!slug || !SLUG_PATTERN.test(slug) || !SECRET.test(secret) || (userId !== null && !ID_PATTERN.test(userId))) return null;
  if (prefix === PREFIX.api_key) return { kind: 'api_key', slug, userId };
  if (prefix === PREFIX.session) return { kind: 'session', slug, userId };
  return null;
}

/** `Authorization: Bearer <token>` → the token, or null when absent or not a Bearer header. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The one definition of "a credential" the rate limits share (issue #33, findings 1–2): a
 * `Bearer` header (any case, any whitespace between) holding a token of our shape. Its
 * canonical form, the token alone, is what a per-credential bucket is keyed on, so respelling
 * the header never earns a fresh bucket; anything else (no header, `x1`, `Bearer x`) is no
 * credential and is counted by the client's address. The WAF's rules match the same set after
 * LOWERCASE and COMPRESS_WHITE_SPACE (infra/cdk/web-acl.ts, test/infra/web-acl-keys.test.ts).
 */
export function credentialOf(header: string | undefined): (ParsedToken & { token: string }) | null {
  const token = bearerToken(header);
  const parsed = token ? parseToken(token) : null;
  return parsed ? { ...parsed, token: token! } : null;
}
