import type { Principal } from '../http/principal';
import { verifyPassword } from './passwords';
import { bearerToken, hashToken, issueToken, parseToken } from './tokens';
import { newId } from '../db/ids';
import type { Verdict } from '../errors/verdict';
import { ApiError } from '../errors/api-error';
import type { Page, PageRequest } from '../db/query-page';
import {
  credentialPut,
  getCredentialWith,
  listApiKeys as listApiKeysOfOrg,
  putCredential,
  revokeApiKey as revokeApiKeyOfOrg,
  sessionKeysOfUser,
  touchCredential,
  toApiKey,
  type ApiKey,
  type CredentialRecord,
} from './credentials-store';
import { MAX_SESSIONS_PER_USER, sessionEnd } from './sessions-store';
import { apiKeyVersionOf, credentialVersionOf, getSignInByEmail, userKey } from '../directory/users-store';
import { transaction } from '../db/operations';
import { log } from '../observability/log';
import { ORGANIZATIONS, organizationKey } from '../tenancy/organizations-store';

/** api.md §2: sessions last 12 hours. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** `last_used_at` of an api-key is refreshed at most this often, to keep the authorizer at one read. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Whether the user a credential depends on still grants it: a session needs its user active,
 * with the session's role and the credential version the login checked (any change that ends
 * sessions incremented it); an api-key made by a user needs that user to be an active
 * administrator whose api-key version is still the one the key was made under (a password reset
 * or a new demand to change the password increments it: docs/decisions/security-round-3.md).
 * Read in the same BatchGetItem as the credential, so no change that committed before this
 * request can be missed (docs/decisions/security.md, "Credentials end with the change that ends them (auth core)").
 */
function userStillGrants(record: CredentialRecord, tokenUserId: string | null, user: Record<string, unknown> | null): boolean {
  if (record.kind === 'session') {
    // Sessions issued before versions existed (tokens without a user id) are not accepted.
    if (!tokenUserId || !user || record.user_id !== tokenUserId || typeof record.credential_version !== 'number') return false;
    return user.status === 'active' && user.role === record.role && credentialVersionOf(user) === record.credential_version;
  }
  if ((record.created_by ?? null) !== tokenUserId) return false;
  if (!tokenUserId) return true;
  return user !== null && user.status === 'active' && user.role === 'admin' && apiKeyVersionOf(user) === Number(record.creator_key_version ?? 0);
}

/**
 * Organizations' usage keys as this container read them (#33 §3, shared/tenancy/usage-keys.ts):
 * a recorded key never changes, so the META item is read with the credential (in the same
 * call) only until its key is known here. An organization without one yet is read again each
 * time (the migration may have given it one since). Bounded like API Gateway's key quota.
 */
const usageKeyOf = new Map<string, string>();
const MAX_USAGE_KEYS = 10_000;

function rememberUsageKey(slug: string, meta: Record<string, unknown> | null): string | undefined {
  const key = meta ? ORGANIZATIONS.parse(meta).usage_key : undefined;
  if (key) {
    if (usageKeyOf.size >= MAX_USAGE_KEYS) usageKeyOf.clear();
    usageKeyOf.set(slug, key);
  }
  return key;
}

/**
 * The authorizer's verdict, and for a valid credential its organization's usage key (absent
 * while the organization has none): what API Gateway counts the request against. A refused
 * credential never carries one: a forged token naming an organization must not spend that
 * organization's share (the authorizer gives it the stack's shared key instead).
 */
export type Authorization = Verdict<Principal> & { usageKey?: string };

/**
 * Resolves `Authorization: Bearer <token>` into the caller with one DynamoDB call: a GetItem,
 * or a BatchGetItem of the credential, the user the token names and (until its usage key is
 * known) the organization's META item.
 */
export async function resolveAuthorization(header: string | undefined, now: Date = new Date()): Promise<Authorization> {
  const token = bearerToken(header);
  if (!token) return { ok: false, code: header ? 'invalid_credentials' : 'missing_credentials' };
  const parsed = parseToken(token);
  if (!parsed) return { ok: false, code: 'invalid_credentials' };
  const hash = hashToken(token);
  const knownUsageKey = usageKeyOf.get(parsed.slug);
  const { credential: record, user, organization } = await getCredentialWith(parsed.slug, hash, {
    ...(parsed.userId ? { user: userKey(parsed.slug, parsed.userId) } : {}),
    ...(knownUsageKey ? {} : { organization: organizationKey(parsed.slug) }),
  });
  if (!record || record.kind !== parsed.kind || record.revoked_at) return { ok: false, code: 'invalid_credentials' };
  if (record.expires_at && Date.parse(record.expires_at) <= now.getTime()) return { ok: false, code: 'expired_credentials' };
  if (!userStillGrants(record, parsed.userId, user)) return { ok: false, code: 'invalid_credentials' };
  if (record.kind === 'api_key' && (!record.last_used_at || now.getTime() - Date.parse(record.last_used_at) > TOUCH_INTERVAL_MS)) {
    // Best effort: a failed bookkeeping write must never refuse a valid credential.
    await touchCredential(record.org, hash, now.toISOString()).catch((error) =>
      log.warn('could not record api-key use', { error: String(error) }),
    );
  }
  // The credential's item lives in the partition of the token's organization: record.org is parsed.slug.
  const usageKey = knownUsageKey ?? rememberUsageKey(parsed.slug, organization);
  return {
    ok: true,
    principal: {
      org: record.org,
      role: record.role,
      userId: record.user_id,
      credentialId: record.id,
      kind: record.kind,
      passwordChangeRequired: record.password_change_required,
      apiKeyCreatedBy: record.kind === 'api_key' ? (record.created_by ?? null) : null,
      // The api-key version of the user a key made with this credential depends on (as read now).
      apiKeyVersion: user ? apiKeyVersionOf(user) : 0,
      ...(record.kind === 'api_key' && record.scope === 'scim' ? { scope: 'scim' as const } : {}),
    },
    ...(usageKey ? { usageKey } : {}),
  };
}

export interface CreatedApiKey extends ApiKey {
  /** The secret, shown once. */
  key: string;
}

/**
 * The user on whose authority a caller makes an api-key: a session's user; for an api-key, the
 * user that key was made by (so a chain of keys leads back to one person and ends with their
 * administrator power); null for the bootstrap key and the keys made with it. `version`: that
 * user's api-key version as the authorizer read it: a reset committed since makes the new key
 * dead on arrival, never alive past the reset.
 */
export const apiKeyCreatorOf = (principal: Principal): { createdBy: string | null; version: number } => {
  const createdBy = principal.kind === 'session' ? principal.userId : (principal.apiKeyCreatedBy ?? null);
  return { createdBy, version: createdBy ? (principal.apiKeyVersion ?? 0) : 0 };
};

export async function createApiKey(
  slug: string,
  name: string,
  now: Date = new Date(),
  creator: { createdBy: string | null; version: number } = { createdBy: null, version: 0 },
  scope: 'all' | 'scim' = 'all',
): Promise<CreatedApiKey> {
  const { createdBy } = creator;
  // The token names its creator, so the authorizer reads the creator with the key (one call).
  const { token, hash, prefix } = issueToken('api_key', slug, createdBy);
  const record = {
    id: newId(now.getTime()),
    kind: 'api_key' as const,
    org: slug,
    role: 'admin' as const,
    user_id: null,
    password_change_required: false,
    token_hash: hash,
    created_at: now.toISOString(),
    created_by: createdBy,
    ...(createdBy ? { creator_key_version: creator.version } : {}),
    name,
    prefix,
    ...(scope === 'scim' ? { scope } : {}),
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

/**
 * Issues a session token for a user's own password. Unknown email and wrong password look alike.
 *
 * The session records the credential version read with the password hash: if a change that
 * ends sessions (password, role, status) commits while this login runs, the session carries
 * the old version and the authorizer refuses it from its first use (users.ts). A user keeps at
 * most MAX_SESSIONS_PER_USER sessions: the oldest beyond it end in the new session's write.
 */
export async function login(slug: string, email: string, password: string, now: Date = new Date()): Promise<LoginResult> {
  const refused = new ApiError('invalid_credentials', 'Email or password is not correct.');
  // One read: the email lock carries the hash, status, role, force flag and version (users.ts).
  const user = await getSignInByEmail(slug, email);
  const matches = await verifyPassword(password, user?.password_hash);
  if (!user || !matches || user.status !== 'active') throw refused;
  const { token, hash } = issueToken('session', slug, user.id);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  const session = {
    id: newId(now.getTime()),
    kind: 'session' as const,
    org: slug,
    role: user.role,
    user_id: user.id,
    password_change_required: user.force_change_password,
    credential_version: credentialVersionOf(user),
    token_hash: hash,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  };
  // Newest first: those past the newest MAX - 1 end with this login (the index may lag by a
  // moment, so a burst of logins can briefly exceed the cap; the next login trims it again).
  const existing = await sessionKeysOfUser(slug, user.id, 100);
  const oldest = existing.slice(MAX_SESSIONS_PER_USER - 1);
  if (oldest.length === 0) await putCredential(session);
  else await transaction({ session: credentialPut(session), oldest: oldest.map(sessionEnd) }).go();
  return {
    token,
    token_type: 'Bearer',
    expires_at: expiresAt,
    user_id: user.id,
    role: user.role,
    password_change_required: user.force_change_password,
  };
}
