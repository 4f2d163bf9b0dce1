import type { Principal } from '../http/principal';
import { assertPasswordStrength, hashPassword, verifyPassword } from '../auth/passwords';
import { countPasswordFailure, credentialsToEndWithChange } from '../auth/sessions-store';
import { withLoginThrottle } from '../auth/login-throttle';
import { bearerToken } from '../auth/tokens';
import { redecide, done, again, type Decision } from '../db/retry';
import { getUserRecord, setPasswordHash, type UserRecord } from '../directory/users-store';
import { ApiError } from '../errors/api-error';
import { userNotFound } from './lookup';

/**
 * A password change (either endpoint) ends EVERY session of the user, the caller's own
 * included: a session issued under the old password, or flagged "must change the password",
 * never outlives it. The client logs in again with the new password (and then gets
 * `password_change_required` only if the change set the flag again). See docs/decisions/users.md, "Users".
 *
 * A reset by an administrator (set-password) and any change that sets `force_change_password`
 * also end every api-key made on the user's authority (keys made by those keys included): the
 * user's api-key version is incremented in the same transaction, and the keys found are revoked
 * there too (issue #33, finding 4). A voluntary change keeps them: they are integration
 * credentials an administrator made on purpose, listed with `created_by` and revocable one by
 * one (docs/decisions/security-round-3.md).
 */

/** Administrator sets a user's password. `force_change_password` omitted = false (flag cleared). */
export async function setUserPassword(
  slug: string,
  id: string,
  input: { password: string; force_change_password?: boolean },
  now = new Date(),
): Promise<void> {
  assertPasswordStrength(input.password);
  const hash = await hashPassword(input.password);
  // Written guarded by the user as read (its email lock): a user whose email moved meanwhile is
  // read again, under the one attempts policy (shared/db/retry.ts: 503 `contention` once spent).
  await redecide(
    () => getUserRecord(slug, id),
    async (user): Promise<Decision<UserRecord | null, void>> => {
      if (!user) throw userNotFound();
      const cleanup = await credentialsToEndWithChange(slug, id, { revokeApiKeys: true, now: now.toISOString() });
      const outcome = await setPasswordHash(slug, user, hash, input.force_change_password ?? false, now.toISOString(), undefined, cleanup, true);
      if (outcome === 'not_found') throw userNotFound();
      return outcome === 'updated' ? done(undefined) : again();
    },
  );
}

/** Where a change-password request comes from: the caller's session token and address count its failures. */
export interface PasswordCheckContext {
  /** The `Authorization` header of the calling session (its failures are counted on it). */
  authorization: string | undefined;
  /** API Gateway's `requestContext.identity.sourceIp`. */
  sourceIp: string;
}

/**
 * The caller changes their own password with the current one (401 `invalid_credentials` when
 * wrong). Clears the force flag unless the body sets it. An api-key is no user: 403.
 *
 * A wrong current password is a failed login of the account (issue #33, finding 5): it is
 * counted like one (shared/auth/login-throttle.ts, the same windows, so a stolen session
 * guesses no faster than a login form: 429 `too_many_attempts` past the limit), and the calling
 * session ends at its MAX_PASSWORD_FAILURES_PER_SESSION-th wrong current password, whatever the
 * windows. The new password must differ from the current one (422 `password_reused`, finding 8).
 */
export async function changeOwnPassword(
  slug: string,
  principal: Principal,
  input: { current_password: string; new_password: string; force_change_password?: boolean },
  context: PasswordCheckContext = { authorization: undefined, sourceIp: 'unknown' },
  now = new Date(),
): Promise<void> {
  if (!principal.userId) throw new ApiError('forbidden', 'An api-key has no password; use set-password on a user.');
  assertPasswordStrength(input.new_password);
  const user = await getUserRecord(slug, principal.userId);
  if (!user) throw userNotFound();
  const verifiedHash = user.password_hash;
  // Counted before the check, given back on success, like a login (one window per email).
  const reused = await withLoginThrottle({ slug, email: user.email, sourceIp: context.sourceIp }, async () => {
    // The new password is checked against the stored hash alongside the current one (a second
    // scrypt, in parallel): a change to the same password is no change.
    const [currentMatches, same] = await Promise.all([
      verifyPassword(input.current_password, verifiedHash),
      verifyPassword(input.new_password, verifiedHash),
    ]);
    if (!currentMatches) {
      const token = bearerToken(context.authorization);
      if (token) await countPasswordFailure(slug, token, principal.credentialId);
      throw new ApiError('invalid_credentials', 'The current password is not correct.');
    }
    return same;
  });
  if (reused) throw new ApiError('password_reused', 'The new password must differ from the current one.');
  const hash = await hashPassword(input.new_password);
  const endApiKeys = input.force_change_password === true;
  // Decided first on the user already read; stale, on the user read again (the one attempts policy).
  await redecide(
    () => getUserRecord(slug, user.id),
    async (current): Promise<Decision<UserRecord | null, void>> => {
      if (!current) throw userNotFound();
      // Stale because the password changed: a conflict; because only the email moved: write again.
      if (current.password_hash !== verifiedHash) throw new ApiError('conflict', 'The password changed meanwhile; log in again.');
      // Conditional on the hash just verified: of two concurrent changes only one wins.
      const cleanup = await credentialsToEndWithChange(slug, current.id, { revokeApiKeys: endApiKeys, now: now.toISOString() });
      const outcome = await setPasswordHash(slug, current, hash, input.force_change_password ?? false, now.toISOString(), verifiedHash, cleanup, endApiKeys);
      if (outcome === 'not_found') throw userNotFound();
      return outcome === 'updated' ? done(undefined) : again();
    },
    { known: user },
  );
}
