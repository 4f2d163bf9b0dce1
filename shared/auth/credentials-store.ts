import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get';
import { db, tableName } from '../db/client';
import { keyId as idInKey } from '../db/ids';
import { accessPattern } from '../db/access-pattern';
import { entityKey } from '../db/prefixes';
import type { PageRequest, Page } from '../db/query-page';
import { queryPage } from '../db/query-page';
import { TABLE } from '../db/table';
import { hashToken, type TokenKind } from './tokens';

/**
 * Credentials (api-keys and sessions) live under `ORG#<slug>#CRED#<sha256 of token>`, so the
 * authorizer resolves a token with one read and never sees a secret at rest. A token that
 * names a user (a session, an api-key created by a user) is resolved together with that
 * user's item in one BatchGetItem (getCredentialWithUser).
 *
 * Access patterns:
 * - byTokenHash: primary key;
 * - apiKeysOfOrg: gsi1 `ORG#<slug>#APIKEY` / `<id>` (list, find by id for revocation);
 * - sessionsOfUser: gsi1 `ORG#<slug>#USER#<user id>#SESSION` / `<id>` (end a user's sessions);
 * - apiKeysOfCreator: gsi2 `ORG#<slug>#USER#<user id>#APIKEY` / `<id>` (revoke a user's keys).
 */
export interface CredentialRecord {
  id: string;
  kind: TokenKind;
  org: string;
  role: 'admin' | 'collaborator';
  user_id: string | null;
  password_change_required: boolean;
  token_hash: string;
  created_at: string;
  expires_at?: string;
  revoked_at?: string;
  last_used_at?: string;
  name?: string;
  prefix?: string;
  /** Sessions: the user's `credential_version` the login checked (users.ts); required to match. */
  credential_version?: number;
  /** Api-keys: the user on whose authority the key was made (null: the bootstrap key's line). */
  created_by?: string | null;
  /** Api-keys made by a user: that user's `api_key_version` when the key was made; required to match (absent = 0). */
  creator_key_version?: number;
  /** Api-keys: `scim` limits the key to the SCIM routes; absent = every route of its role. */
  scope?: 'scim';
}

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

const byTokenHash = (slug: string, hash: string) => ({ pk: entityKey(slug, 'credential', hash), sk: 'CRED' });
/** The key of the credential item a token is stored under. */
export const credentialKeyOfToken = (slug: string, token: string) => byTokenHash(slug, hashToken(token));
/** The access patterns of credentials, declared (see the list above). */
export const CREDENTIAL_PATTERNS = {
  apiKeysOfOrg: accessPattern('apiKeysOfOrg', 'gsi1'),
  sessionsOfUser: accessPattern('sessionsOfUser', 'gsi1'),
  apiKeysOfCreator: accessPattern('apiKeysOfCreator', 'gsi2'),
};
const { apiKeysOfOrg, sessionsOfUser, apiKeysOfCreator } = CREDENTIAL_PATTERNS;

export function toApiKey(item: Record<string, unknown>): ApiKey {
  const out: ApiKey = {
    id: item.id as string,
    name: item.name as string,
    prefix: item.prefix as string,
    created_at: item.created_at as string,
    created_by: (item.created_by as string | undefined) ?? null,
  };
  if (item.last_used_at) out.last_used_at = item.last_used_at as string;
  if (item.revoked_at) out.revoked_at = item.revoked_at as string;
  out.scope = item.scope === 'scim' ? 'scim' : 'all';
  return out;
}

export async function getCredential(slug: string, hash: string): Promise<CredentialRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: byTokenHash(slug, hash), ConsistentRead: true }));
  return (Item as CredentialRecord | undefined) ?? null;
}

/**
 * A credential and the item of the user its token names, in ONE strongly consistent
 * BatchGetItem (the authorizer's only read): the answer reflects every change committed before
 * it, so a credential is refused the moment its user's change commits. `userKey` is the user
 * item's key (users.ts owns it). Unprocessed keys (throttling) are read again.
 */
export async function getCredentialWithUser(
  slug: string,
  hash: string,
  userKey: { pk: string; sk: string },
): Promise<{ credential: CredentialRecord | null; user: Record<string, unknown> | null }> {
  const credentialKey = byTokenHash(slug, hash);
  const found = await batchGet([credentialKey, userKey], { consistent: true });
  const at = (key: { pk: string; sk: string }) => found.find((item) => item.pk === key.pk && item.sk === key.sk) ?? null;
  return { credential: at(credentialKey) as CredentialRecord | null, user: at(userKey) };
}

export async function putCredential(record: CredentialRecord): Promise<void> {
  await db().send(new PutCommand(credentialPut(record)));
}

/** The conditional Put of a new credential (alone, or as part of a transaction). */
export function credentialPut(record: CredentialRecord) {
  const index =
    record.kind === 'api_key'
      ? apiKeysOfOrg.attributes(record.org, record.id)
      : sessionsOfUser.attributes(record.org, record.id, idInKey(record.user_id ?? ''));
  const byCreator = record.kind === 'api_key' && record.created_by ? apiKeysOfCreator.attributes(record.org, record.id, idInKey(record.created_by)) : {};
  // Sessions carry a TTL so DynamoDB removes them after they expire.
  const ttl = record.expires_at ? { [TABLE.ttlAttribute]: Math.ceil(Date.parse(record.expires_at) / 1000) } : {};
  return {
    TableName: tableName(),
    Item: { ...byTokenHash(record.org, record.token_hash), ...index, ...byCreator, ...ttl, entity: 'credential', ...record },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
}

export function listApiKeys(slug: string, page: PageRequest): Promise<Page<ApiKey>> {
  return queryPage(apiKeysOfOrg.keyQuery(slug), page, toApiKey);
}

/** Marks an api-key revoked; false when the organization has no such key. */
export async function revokeApiKey(slug: string, keyId: string, now: string): Promise<boolean> {
  const key = apiKeysOfOrg.query(slug);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...key,
      KeyConditionExpression: '#pk = :pk AND #sk = :sk',
      ExpressionAttributeNames: { ...key.ExpressionAttributeNames, '#sk': apiKeysOfOrg.sortKey },
      ExpressionAttributeValues: { ...key.ExpressionAttributeValues, ':sk': idInKey(keyId) },
    }),
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
      ...sessionsOfUser.query(slug, idInKey(userId)),
      ProjectionExpression: 'pk, sk, id',
      ScanIndexForward: false,
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
      ...apiKeysOfCreator.query(slug, idInKey(userId)),
      FilterExpression: 'attribute_not_exists(revoked_at)',
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
