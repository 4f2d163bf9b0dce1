import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { sessionKeysOfUser } from './credentials';

/** Session items a transaction may delete next to the user's own write (100 items at most). */
export const SESSIONS_PER_TRANSACTION = 97;

export type SessionKey = { pk: string; sk: string };

/**
 * The sessions to end in the same transaction as a change of the user (password, role,
 * status), so the change and the end of the sessions happen together or not at all. Beyond
 * what one transaction holds (dozens of live sessions: rare), the extra ones are ended
 * first: failing after that logs the user out without the change, the safe side.
 */
export async function sessionsToEndWithChange(slug: string, userId: string): Promise<SessionKey[]> {
  const keys = await sessionKeysOfUser(slug, userId);
  if (keys.length > SESSIONS_PER_TRANSACTION) await deleteKeys(keys.slice(SESSIONS_PER_TRANSACTION));
  return keys.slice(0, SESSIONS_PER_TRANSACTION).map(({ pk, sk }) => ({ pk, sk }));
}

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
  await deleteKeys(keys);
  return keys.length;
}

async function deleteKeys(keys: SessionKey[]): Promise<void> {
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
}
