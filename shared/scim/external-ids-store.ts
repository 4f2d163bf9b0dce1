import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { entityKey } from '../db/prefixes';
import type { TransactPart } from '../directory/users-store';

/**
 * SCIM `externalId` uniqueness per organization, like the email lock: `ORG#<slug>#USER_EXTERNAL_ID
 * / <externalId>` → `{ user_id }`, claimed with `attribute_not_exists` in the transaction that
 * writes the user, released (only if still this user's) in the one that changes it. externalId
 * is case-exact (RFC 7643 §3.1), so the key keeps it as given. A filter `externalId eq "…"` is
 * one GetItem of the lock, never a walk of the users.
 */
export const externalIdLockKey = (slug: string, externalId: string) => ({ pk: entityKey(slug, 'userExternalIdLock'), sk: externalId });

export async function getUserIdByExternalId(slug: string, externalId: string): Promise<string | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: externalIdLockKey(slug, externalId), ConsistentRead: true }));
  return (Item?.user_id as string | undefined) ?? null;
}

/** Transaction parts moving a user's externalId lock from `from` to `to` (either may be absent); the claim is last. */
export function externalIdLockParts(slug: string, userId: string, from: string | undefined, to: string | undefined): TransactPart[] {
  if (from === to) return [];
  const parts: TransactPart[] = [];
  if (from !== undefined) {
    parts.push({
      Delete: {
        TableName: tableName(),
        Key: externalIdLockKey(slug, from),
        ConditionExpression: 'attribute_not_exists(pk) OR user_id = :id',
        ExpressionAttributeValues: { ':id': userId },
      },
    });
  }
  if (to !== undefined) {
    parts.push({
      Put: {
        TableName: tableName(),
        Item: { ...externalIdLockKey(slug, to), entity: 'user_external_id', user_id: userId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  return parts;
}
