import { createHash, randomBytes } from 'node:crypto';
import { SLUG_PATTERN } from '../db/keys';

export type TokenKind = 'api_key' | 'session';

const PREFIX: Record<TokenKind, string> = { api_key: 'lpk', session: 'lps' };

/**
 * Tokens read `lpk.<org slug>.<secret>` (api-key) or `lps.<org slug>.<secret>` (session):
 * 32 random bytes of secret, shown once, stored only as a SHA-256 hash. Naming the
 * organization lets the authorizer look the hash up under that organization's keys and
 * tell "another organization's credential" (403) from "unknown credential" (401).
 */
export function issueToken(kind: TokenKind, slug: string): { token: string; hash: string; prefix: string } {
  const token = `${PREFIX[kind]}.${slug}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, PREFIX[kind].length + slug.length + 6) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const SECRET = /^[A-Za-z0-9_-]{43}$/;

export function parseToken(token: string): { kind: TokenKind; slug: string } | null {
  const [prefix, slug, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !slug || !secret || !SLUG_PATTERN.test(slug) || !SECRET.test(secret)) return null;
  if (prefix === PREFIX.api_key) return { kind: 'api_key', slug };
  if (prefix === PREFIX.session) return { kind: 'session', slug };
  return null;
}

/** `Authorization: Bearer <token>` → the token, or null when absent or not a Bearer header. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
