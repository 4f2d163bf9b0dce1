import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { sessionKeysOfUser } from './credentials';

/**
 * Ending a user's sessions (after a password change, a role change, a deactivation): the
 * session credential items are deleted, so the authorizer's one GetItem finds nothing and
 * answers 401 `invalid_credentials`. Sessions are found through the credentials entity's
 * sessionsOfUser index; api-keys are never touched (they belong to no user).
 *
 * Returns how many sessions were ended.
 */
export async function deleteSessionsOfUser(slug: string, userId: string): Promise<number> {
  const keys = await sessionKeysOfUser(slug, userId);
  for (let i = 0; i < keys.length; i += 25) {
    let requests: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined = keys
      .slice(i, i + 25)
      .map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt >= 8) throw new Error('could not end every session of the user');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      const result: BatchWriteCommandOutput = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = result.UnprocessedItems?.[tableName()];
    }
  }
  return keys.length;
}
