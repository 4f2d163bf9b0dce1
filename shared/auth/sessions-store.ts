import { tableName } from '../db/client';
import { apiKeyRevocation, liveApiKeysOfCreator, sessionKeysOfUser } from './credentials-store';
import type { TransactPart } from '../directory/users-store';

/** Cleanup items a transaction may carry next to the user's own writes (100 items at most). */
export const CLEANUP_PER_TRANSACTION = 97;

/**
 * Most sessions a user has at once: a login beyond it ends the oldest (login in
 * shared/auth/credentials.ts), so the sessions a change has to clean up stay few.
 */
export const MAX_SESSIONS_PER_USER = 20;

export type SessionKey = { pk: string; sk: string };

export const sessionDelete = (Key: SessionKey): TransactPart => ({ Delete: { TableName: tableName(), Key: { pk: Key.pk, sk: Key.sk } } });

/**
 * What a change that ends the user's credentials also writes, in its own transaction: the
 * deletion of the user's session items and, when `revokeApiKeys`, the revocation of the
 * api-keys the user created. This is cleanup, not the guarantee: the change increments the
 * user's credential version, and the authorizer refuses every session of an older version and
 * every api-key whose creator is no longer an active administrator (docs/decisions.md,
 * "Security (#16)"). So the lists may lag (their indexes are eventually consistent) and are
 * bounded: one Query each, at most CLEANUP_PER_TRANSACTION items (api-keys first: their
 * `revoked_at` is shown); what does not fit is refused all the same, and sessions expire
 * through their TTL.
 */
export async function credentialsToEndWithChange(
  slug: string,
  userId: string,
  options: { revokeApiKeys: boolean; now: string },
): Promise<TransactPart[]> {
  const [keys, sessions] = await Promise.all([
    options.revokeApiKeys ? liveApiKeysOfCreator(slug, userId, CLEANUP_PER_TRANSACTION) : Promise.resolve([]),
    sessionKeysOfUser(slug, userId, CLEANUP_PER_TRANSACTION),
  ]);
  const revocations = keys.map((key) => apiKeyRevocation(key, options.now));
  return [...revocations, ...sessions.slice(0, CLEANUP_PER_TRANSACTION - revocations.length).map(sessionDelete)];
}
