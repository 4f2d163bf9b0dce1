import type { StoredKey } from '../db/operations';
import { apiKeyRevocation, credentialKeyOfToken, CREDENTIALS, liveApiKeysOfCreator, sessionKeysOfUser } from './credentials-store';
import type { TransactPart } from '../directory/users-store';

/**
 * Cleanup items a transaction may carry next to the user's own writes (100 items at most): the
 * user item and its email lock (3 items when the email moves), the status tally shard of a
 * status change (users-store.ts), a SCIM externalId lock moved (2).
 */
export const CLEANUP_PER_TRANSACTION = 94;

/**
 * Most sessions a user has at once: a login beyond it ends the oldest (login in
 * shared/auth/credentials.ts), so the sessions a change has to clean up stay few.
 */
export const MAX_SESSIONS_PER_USER = 20;

export type SessionKey = StoredKey;

/** Ends a session: its item deleted (alone or in a transaction). */
export const sessionEnd = (key: SessionKey) => CREDENTIALS.delete({ pk: key.pk, sk: key.sk });
export const sessionDelete = (key: SessionKey): TransactPart => sessionEnd(key).part;

/**
 * What a change that ends the user's credentials also writes, in its own transaction: the
 * deletion of the user's session items and, when `revokeApiKeys`, the revocation of the
 * api-keys the user created. This is cleanup, not the guarantee: the change increments the
 * user's credential version, and the authorizer refuses every session of an older version and
 * every api-key whose creator is no longer an active administrator (docs/decisions/security.md,
 * "Credentials end with the change that ends them (auth core)"). So the lists may lag (their indexes are eventually consistent) and are
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

/** A session ends at this many wrong current passwords in change-password (issue #33, finding 5). */
export const MAX_PASSWORD_FAILURES_PER_SESSION = 5;

/**
 * Counts a wrong current password on the calling session's own item (one UpdateItem, only on
 * this failure path) and deletes the session at MAX_PASSWORD_FAILURES_PER_SESSION: a stolen
 * session gets that many guesses in all, whatever the login windows. `sessionId` guards the
 * write: only the item of the credential the authorizer resolved is touched.
 */
export async function countPasswordFailure(slug: string, token: string, sessionId: string): Promise<void> {
  const key = credentialKeyOfToken(slug, token);
  const counted = await CREDENTIALS.patch(key, { add: { password_failures: 1 } }, { where: (w) => w.and(w.eq('id', sessionId), w.eq('kind', 'session')) }).returning();
  // Gone already (ended by another request or a change): nothing left to count.
  if (!counted.applied || (counted.item?.password_failures ?? 0) < MAX_PASSWORD_FAILURES_PER_SESSION) return;
  await CREDENTIALS.delete(key, { where: (w) => w.eq('id', sessionId) }).go();
}
