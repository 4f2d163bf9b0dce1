import * as z from 'zod/mini';
import { batchGet } from '../db/batch-get';
import { keyId as idInKey } from '../db/ids';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { ifNotExists, type StoredKey, type TransactItem } from '../db/operations';
import type { PageRequest, Page } from '../db/query-page';
import { queryPage } from '../db/query-page';
import { hashToken, type TokenKind } from './tokens';

/**
 * Credentials (api-keys and sessions) live under `ORG#<slug>#CRED#<sha256 of token>`, so the
 * authorizer resolves a token with one read and never sees a secret at rest. A token that
 * names a user (a session, an api-key created by a user) is resolved together with that
 * user's item in one BatchGetItem (getCredentialWith).
 *
 * Access patterns (the indexes of CREDENTIALS below):
 * - byTokenHash: primary key;
 * - apiKeysOfOrg: gsi1 `ORG#<slug>#APIKEY` / `<id>` (list, find by id for revocation);
 * - sessionsOfUser: gsi1 `ORG#<slug>#USER#<user id>#SESSION` / `<id>` (end a user's sessions);
 * - apiKeysOfCreator: gsi2 `ORG#<slug>#USER#<user id>#APIKEY` / `<id>` (revoke a user's keys).
 */
const StoredCredential = z.object({
  id: stored.string,
  kind: z.enum(['api_key', 'session'] satisfies TokenKind[]),
  /** The organization's slug (a storage attribute elsewhere; a credential's own since 9576b1a). */
  org: stored.string,
  role: z.enum(['admin', 'collaborator']),
  user_id: z.nullable(stored.string),
  password_change_required: stored.boolean,
  token_hash: stored.string,
  created_at: stored.string,
  expires_at: stored.optionalString,
  revoked_at: stored.optionalString,
  last_used_at: stored.optionalString,
  name: stored.optionalString,
  prefix: stored.optionalString,
  /** Sessions: the user's `credential_version` the login checked (users.ts); required to match. */
  credential_version: stored.optionalNumber,
  /** Api-keys: the user on whose authority the key was made (null: the bootstrap key's line; absent on 9576b1a keys: the same). */
  created_by: z.optional(z.nullable(stored.string)),
  /** Api-keys made by a user: that user's `api_key_version` when the key was made; required to match (absent = 0). */
  creator_key_version: stored.optionalNumber,
  /** Api-keys: `scim` limits the key to the SCIM routes; absent = every route of its role. */
  scope: z.optional(z.literal('scim')),
  /** Sessions: wrong current passwords counted by change-password (sessions-store.ts). */
  password_failures: stored.optionalNumber,
});
export type CredentialRecord = z.output<typeof StoredCredential>;

/**
 * The credential entity, declared once (shared/db/entity.ts): api-keys and sessions, told apart
 * by `kind`, which decides their gsi1 index (a kind never changes). Sessions expire through
 * the table's TTL (from `expires_at`).
 */
export const CREDENTIALS = defineEntity({
  name: 'credential',
  schema: StoredCredential,
  primary: { index: null, composites: ['token_hash'], sort: { literal: 'CRED' } },
  indexes: {
    apiKeysOfOrg: { index: 'gsi1', composites: [], sort: ['id'], condition: (c) => c.kind === 'api_key' },
    sessionsOfUser: { index: 'gsi1', composites: ['user_id'], sort: ['id'], condition: (c) => c.kind === 'session' },
    apiKeysOfCreator: { index: 'gsi2', composites: ['created_by'], sort: ['id'], condition: (c) => c.kind === 'api_key' },
  },
  expiresWith: 'expires_at',
});
const { apiKeysOfOrg, sessionsOfUser, apiKeysOfCreator } = CREDENTIALS.indexes;

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  created_by: string | null;
  last_used_at?: string;
  revoked_at?: string;
  scope?: 'all' | 'scim';
}

const byTokenHash = (slug: string, hash: string) => CREDENTIALS.key(slug, { token_hash: hash });
/** The key of the credential item a token is stored under. */
export const credentialKeyOfToken = (slug: string, token: string) => byTokenHash(slug, hashToken(token));

export function toApiKey(item: Record<string, unknown>): ApiKey {
  const key = CREDENTIALS.parse(item);
  return {
    id: key.id,
    name: key.name ?? '',
    prefix: key.prefix ?? '',
    created_at: key.created_at,
    created_by: key.created_by ?? null,
    ...(key.last_used_at ? { last_used_at: key.last_used_at } : {}),
    ...(key.revoked_at ? { revoked_at: key.revoked_at } : {}),
    scope: key.scope === 'scim' ? 'scim' : 'all',
  };
}

export async function getCredential(slug: string, hash: string): Promise<CredentialRecord | null> {
  return CREDENTIALS.get(slug, { token_hash: hash }, { consistent: true });
}

/**
 * A credential and the items the authorizer decides with, in ONE strongly consistent read: the
 * item of the user its token names (`user`: that item's key, users.ts owns it) and the
 * organization's META item (`organization`: read for its usage key until the authorizer knows
 * it, credentials.ts). A GetItem when there is nothing else to read, else a BatchGetItem: the
 * answer reflects every change committed before it, so a credential is refused the moment its
 * user's change commits. Unprocessed keys (throttling) are read again.
 */
export async function getCredentialWith(
  slug: string,
  hash: string,
  also: { user?: { pk: string; sk: string }; organization?: { pk: string; sk: string } } = {},
): Promise<{ credential: CredentialRecord | null; user: Record<string, unknown> | null; organization: Record<string, unknown> | null }> {
  const others = [also.user, also.organization].filter((key) => key !== undefined);
  if (others.length === 0) return { credential: await getCredential(slug, hash), user: null, organization: null };
  const credentialKey = byTokenHash(slug, hash);
  const found = await batchGet([credentialKey, ...others], { consistent: true });
  const at = (key: { pk: string; sk: string } | undefined) => (key && found.find((item) => item.pk === key.pk && item.sk === key.sk)) || null;
  const credential = at(credentialKey);
  return { credential: credential ? CREDENTIALS.parse(credential) : null, user: at(also.user), organization: at(also.organization) };
}

export async function putCredential(record: CredentialRecord): Promise<void> {
  await credentialPut(record).send();
}

/** The conditional Put of a new credential (alone, or as part of a transaction). */
export const credentialPut = (record: CredentialRecord) => CREDENTIALS.create(record.org, record);

export function listApiKeys(slug: string, page: PageRequest): Promise<Page<ApiKey>> {
  return queryPage(apiKeysOfOrg.query(slug, {}), page, toApiKey);
}

/** Marks an api-key revoked; false when the organization has no such key. */
export async function revokeApiKey(slug: string, keyId: string, now: string): Promise<boolean> {
  const [key] = await CREDENTIALS.queryOnce(apiKeysOfOrg.query(slug, {}, { op: '=', value: idInKey(keyId) }));
  if (!key) return false;
  await revocation(byTokenHash(slug, key.token_hash), now).send();
  return true;
}

/**
 * Session credential keys of one user, newest first, at most `limit` (one Query). The index
 * is eventually consistent: a session issued a moment ago may be missing, which is why a
 * session's validity never depends on this list (the credential version does, users.ts).
 */
export async function sessionKeysOfUser(slug: string, userId: string, limit: number): Promise<Array<StoredKey & { id: string }>> {
  const sessions = await CREDENTIALS.queryOnce({ ...sessionsOfUser.query(slug, { user_id: userId }), descending: true }, { limit });
  return sessions.map((session) => ({ ...byTokenHash(slug, session.token_hash), id: session.id }));
}

/**
 * The not yet revoked api-keys a user created, at most `limit` (one Query of an eventually
 * consistent index: a key created a moment ago may be missing; the authorizer refuses it
 * anyway once its creator is no longer an active administrator).
 */
export async function liveApiKeysOfCreator(slug: string, userId: string, limit: number): Promise<StoredKey[]> {
  // No `Limit` on the Query: it would count revoked keys before the filter drops them.
  const keys = await CREDENTIALS.queryOnce({ ...apiKeysOfCreator.query(slug, { created_by: userId }), filters: [{ attribute: 'revoked_at', op: 'absent' }] });
  return keys.slice(0, limit).map((key) => byTokenHash(slug, key.token_hash));
}

/** Marks an api-key revoked, keeping an earlier revocation time (the key must exist). */
const revocation = (key: StoredKey, now: string) => CREDENTIALS.patch(key, { set: { revoked_at: ifNotExists(now) } });

/** Transaction part: marks an api-key revoked (keeps an earlier revocation time). */
export const apiKeyRevocation = (key: StoredKey, now: string): TransactItem => revocation(key, now).part;

/** Records when an api-key was last used; called at most hourly per key (see authorizer). */
export async function touchCredential(slug: string, hash: string, now: string): Promise<void> {
  await CREDENTIALS.patch(slug, { token_hash: hash }, { set: { last_used_at: now } }).send();
}
