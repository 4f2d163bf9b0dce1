import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { batchGet } from '../db/batch-get';
import { db, tableName } from '../db/client';
import { keyId as idInKey } from '../db/ids';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { queryInput } from '../db/key-query';
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
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: byTokenHash(slug, hash), ConsistentRead: true }));
  return Item ? CREDENTIALS.parse(Item) : null;
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
  await db().send(new PutCommand(credentialPut(record)));
}

/** The conditional Put of a new credential (alone, or as part of a transaction). */
export function credentialPut(record: CredentialRecord) {
  return { TableName: tableName(), Item: CREDENTIALS.item(record.org, record), ConditionExpression: 'attribute_not_exists(pk)' };
}

export function listApiKeys(slug: string, page: PageRequest): Promise<Page<ApiKey>> {
  return queryPage(apiKeysOfOrg.query(slug, {}), page, toApiKey);
}

/** Marks an api-key revoked; false when the organization has no such key. */
export async function revokeApiKey(slug: string, keyId: string, now: string): Promise<boolean> {
  const { Items } = await db().send(
    new QueryCommand({ TableName: tableName(), ...queryInput(apiKeysOfOrg.query(slug, {}, { op: '=', value: idInKey(keyId) })) }),
  );
  const item = Items?.[0];
  if (!item) return false;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET revoked_at = if_not_exists(revoked_at, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
  return true;
}

/**
 * Session credential keys of one user, newest first, at most `limit` (one Query). The index
 * is eventually consistent: a session issued a moment ago may be missing, which is why a
 * session's validity never depends on this list (the credential version does, users.ts).
 */
export async function sessionKeysOfUser(slug: string, userId: string, limit: number): Promise<Array<{ pk: string; sk: string; id: string }>> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput({ ...sessionsOfUser.query(slug, { user_id: userId }), descending: true }),
      ProjectionExpression: 'pk, sk, id',
      Limit: limit,
    }),
  );
  return (result.Items ?? []) as Array<{ pk: string; sk: string; id: string }>;
}

/**
 * The not yet revoked api-keys a user created, at most `limit` (one Query of an eventually
 * consistent index: a key created a moment ago may be missing; the authorizer refuses it
 * anyway once its creator is no longer an active administrator).
 */
export async function liveApiKeysOfCreator(slug: string, userId: string, limit: number): Promise<Array<{ pk: string; sk: string }>> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput({ ...apiKeysOfCreator.query(slug, { created_by: userId }), filters: [{ attribute: 'revoked_at', op: 'absent' }] }),
      ProjectionExpression: 'pk, sk',
    }),
  );
  // No `Limit` on the Query: it would count revoked keys before the filter drops them.
  return ((result.Items ?? []) as Array<{ pk: string; sk: string }>).slice(0, limit);
}

/** Transaction part: marks an api-key revoked (keeps an earlier revocation time). */
export function apiKeyRevocation(key: { pk: string; sk: string }, now: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: key.pk, sk: key.sk },
      UpdateExpression: 'SET revoked_at = if_not_exists(revoked_at, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    },
  };
}

/** Records when an api-key was last used; called at most hourly per key (see authorizer). */
export async function touchCredential(slug: string, hash: string, now: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: byTokenHash(slug, hash),
      UpdateExpression: 'SET last_used_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}
