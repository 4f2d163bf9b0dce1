import type { Principal } from '../auth/principal';
import { verifyPassword } from '../auth/passwords';
import { bearerToken, hashToken, issueToken, parseToken } from '../auth/tokens';
import { newId } from '../db/ids';
import type { ErrorCode } from '../http/error-codes';
import { ApiError } from '../http/api-error';
import type { Page, PageRequest } from '../db/query-page';
import {
  getCredential,
  listApiKeys as listApiKeysOfOrg,
  putCredential,
  revokeApiKey as revokeApiKeyOfOrg,
  touchCredential,
  toApiKey,
  type ApiKey,
} from '../db/entities/credentials';
import { getSignInByEmail } from '../db/entities/users';
import { log } from '../log';

/** api.md §2: sessions last 12 hours. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** `last_used_at` of an api-key is refreshed at most this often, to keep the authorizer at one read. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type TokenVerdict = { ok: true; principal: Principal } | { ok: false; code: ErrorCode };

/** Resolves `Authorization: Bearer <token>` into the caller, with one GetItem. */
export async function resolveAuthorization(header: string | undefined, now: Date = new Date()): Promise<TokenVerdict> {
  const token = bearerToken(header);
  if (!token) return { ok: false, code: header ? 'invalid_credentials' : 'missing_credentials' };
  const parsed = parseToken(token);
  if (!parsed) return { ok: false, code: 'invalid_credentials' };
  const hash = hashToken(token);
  const record = await getCredential(parsed.slug, hash);
  if (!record || record.kind !== parsed.kind || record.revoked_at) return { ok: false, code: 'invalid_credentials' };
  if (record.expires_at && Date.parse(record.expires_at) <= now.getTime()) return { ok: false, code: 'expired_credentials' };
  if (record.kind === 'api_key' && (!record.last_used_at || now.getTime() - Date.parse(record.last_used_at) > TOUCH_INTERVAL_MS)) {
    // Best effort: a failed bookkeeping write must never refuse a valid credential.
    await touchCredential(record.org, hash, now.toISOString()).catch((error) =>
      log.warn('could not record api-key use', { error: String(error) }),
    );
  }
  return {
    ok: true,
    principal: {
      org: record.org,
      role: record.role,
      userId: record.user_id,
      credentialId: record.id,
      kind: record.kind,
      passwordChangeRequired: record.password_change_required,
    },
  };
}

export interface CreatedApiKey extends ApiKey {
  /** The secret, shown once. */
  key: string;
}

export async function createApiKey(slug: string, name: string, now: Date = new Date()): Promise<CreatedApiKey> {
  const { token, hash, prefix } = issueToken('api_key', slug);
  const record = {
    id: newId(now.getTime()),
    kind: 'api_key' as const,
    org: slug,
    role: 'admin' as const,
    user_id: null,
    password_change_required: false,
    token_hash: hash,
    created_at: now.toISOString(),
    name,
    prefix,
  };
  await putCredential(record);
  return { ...toApiKey(record as unknown as Record<string, unknown>), key: token };
}

export const listApiKeys = (slug: string, page: PageRequest): Promise<Page<ApiKey>> => listApiKeysOfOrg(slug, page);

export async function revokeApiKey(slug: string, keyId: string, now: Date = new Date()): Promise<void> {
  const found = await revokeApiKeyOfOrg(slug, keyId, now.toISOString());
  if (!found) throw new ApiError('api_key_not_found', 'No such api-key.');
}

export interface LoginResult {
  token: string;
  token_type: 'Bearer';
  expires_at: string;
  user_id: string;
  role: 'admin' | 'collaborator';
  password_change_required: boolean;
}

/** Issues a session token for a user's own password. Unknown email and wrong password look alike. */
export async function login(slug: string, email: string, password: string, now: Date = new Date()): Promise<LoginResult> {
  const refused = new ApiError('invalid_credentials', 'Email or password is not correct.');
  // One read: the email lock carries the hash, status, role and force flag (users.ts).
  const user = await getSignInByEmail(slug, email);
  const matches = await verifyPassword(password, user?.password_hash);
  if (!user || !matches || user.status !== 'active') throw refused;
  const { token, hash } = issueToken('session', slug);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await putCredential({
    id: newId(now.getTime()),
    kind: 'session',
    org: slug,
    role: user.role,
    user_id: user.id,
    password_change_required: user.force_change_password,
    token_hash: hash,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return {
    token,
    token_type: 'Bearer',
    expires_at: expiresAt,
    user_id: user.id,
    role: user.role,
    password_change_required: user.force_change_password,
  };
}
