import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { orgKey } from '../keys';
import type { PageRequest, Page } from '../query-page';
import { queryPage } from '../query-page';
import { TABLE } from '../table';
import type { TokenKind } from '../../auth/tokens';

/**
 * Credentials (api-keys and sessions) live under `ORG#<slug>#CRED#<sha256 of token>`, so the
 * authorizer resolves a token with one GetItem and never sees a secret at rest.
 *
 * Access patterns:
 * - byTokenHash: primary key;
 * - apiKeysOfOrg: gsi1 `ORG#<slug>#APIKEY` / `<id>` (list, find by id for revocation);
 * - sessionsOfUser: gsi1 `ORG#<slug>#USER#<user id>#SESSION` / `<id>` (end a user's sessions).
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
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at?: string;
  revoked_at?: string;
}

const byTokenHash = (slug: string, hash: string) => ({ pk: orgKey(slug, 'CRED', hash), sk: 'CRED' });
const apiKeysOfOrg = (slug: string) => orgKey(slug, 'APIKEY');
const sessionsOfUser = (slug: string, userId: string) => orgKey(slug, 'USER', userId, 'SESSION');
const GSI = TABLE.indexes.gsi1;

export function toApiKey(item: Record<string, unknown>): ApiKey {
  const out: ApiKey = {
    id: item.id as string,
    name: item.name as string,
    prefix: item.prefix as string,
    created_at: item.created_at as string,
  };
  if (item.last_used_at) out.last_used_at = item.last_used_at as string;
  if (item.revoked_at) out.revoked_at = item.revoked_at as string;
  return out;
}

export async function getCredential(slug: string, hash: string): Promise<CredentialRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: byTokenHash(slug, hash) }));
  return (Item as CredentialRecord | undefined) ?? null;
}

export async function putCredential(record: CredentialRecord): Promise<void> {
  const index =
    record.kind === 'api_key'
      ? { [GSI.partitionKey]: apiKeysOfOrg(record.org), [GSI.sortKey]: record.id }
      : { [GSI.partitionKey]: sessionsOfUser(record.org, record.user_id ?? ''), [GSI.sortKey]: record.id };
  // Sessions carry a TTL so DynamoDB removes them after they expire.
  const ttl = record.expires_at ? { [TABLE.ttlAttribute]: Math.ceil(Date.parse(record.expires_at) / 1000) } : {};
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...byTokenHash(record.org, record.token_hash), ...index, ...ttl, entity: 'credential', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export function listApiKeys(slug: string, page: PageRequest): Promise<Page<ApiKey>> {
  return queryPage(
    {
      IndexName: GSI.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': GSI.partitionKey },
      ExpressionAttributeValues: { ':pk': apiKeysOfOrg(slug) },
    },
    page,
    toApiKey,
  );
}

/** Marks an api-key revoked; false when the organization has no such key. */
export async function revokeApiKey(slug: string, keyId: string, now: string): Promise<boolean> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI.name,
      KeyConditionExpression: '#pk = :pk AND #sk = :sk',
      ExpressionAttributeNames: { '#pk': GSI.partitionKey, '#sk': GSI.sortKey },
      ExpressionAttributeValues: { ':pk': apiKeysOfOrg(slug), ':sk': keyId },
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

/** Session credential keys of one user (for ending sessions after a password change). */
export async function sessionKeysOfUser(slug: string, userId: string): Promise<Array<{ pk: string; sk: string; id: string }>> {
  const out: Array<{ pk: string; sk: string; id: string }> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': GSI.partitionKey },
        ExpressionAttributeValues: { ':pk': sessionsOfUser(slug, userId) },
        ProjectionExpression: 'pk, sk, id',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) out.push(item as { pk: string; sk: string; id: string });
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return out;
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
