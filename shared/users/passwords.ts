import type { Principal } from '../http/principal';
import { assertPasswordStrength, hashPassword, verifyPassword } from '../auth/passwords';
import { credentialsToEndWithChange } from '../auth/sessions-store';
import { getUserRecord, setPasswordHash } from '../directory/users-store';
import { ApiError } from '../errors/api-error';
import { userNotFound } from './lookup';

/**
 * A password change (either endpoint) ends EVERY session of the user, the caller's own
 * included: a session issued under the old password, or flagged "must change the password",
 * never outlives it. The client logs in again with the new password (and then gets
 * `password_change_required` only if the change set the flag again). See docs/decisions.md.
 */

/** Retries of a write that found the user changed under it (its email moved meanwhile). */
const ATTEMPTS = 4;
const changedMeanwhile = () => new ApiError('conflict', 'The user kept changing while the password was set; retry.');

/** Administrator sets a user's password. `force_change_password` omitted = false (flag cleared). */
export async function setUserPassword(
  slug: string,
  id: string,
  input: { password: string; force_change_password?: boolean },
  now = new Date(),
): Promise<void> {
  assertPasswordStrength(input.password);
  const hash = await hashPassword(input.password);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const user = await getUserRecord(slug, id);
    if (!user) throw userNotFound();
    const sessions = await credentialsToEndWithChange(slug, id, { revokeApiKeys: false, now: now.toISOString() });
    const outcome = await setPasswordHash(slug, user, hash, input.force_change_password ?? false, now.toISOString(), undefined, sessions);
    if (outcome === 'not_found') throw userNotFound();
    if (outcome === 'updated') return;
  }
  throw changedMeanwhile();
}

/**
 * The caller changes their own password with the current one (401 `invalid_credentials` when
 * wrong). Clears the force flag unless the body sets it. An api-key is no user: 403.
 */
export async function changeOwnPassword(
  slug: string,
  principal: Principal,
  input: { current_password: string; new_password: string; force_change_password?: boolean },
  now = new Date(),
): Promise<void> {
  if (!principal.userId) throw new ApiError('forbidden', 'An api-key has no password; use set-password on a user.');
  assertPasswordStrength(input.new_password);
  let user = await getUserRecord(slug, principal.userId);
  if (!user) throw userNotFound();
  const verifiedHash = user.password_hash;
  // A forced change must really change the password: the new one is checked against the
  // stored hash too (only then: it costs a second scrypt, run alongside the first).
  const forced = user.force_change_password || principal.passwordChangeRequired;
  const [currentMatches, reused] = await Promise.all([
    verifyPassword(input.current_password, verifiedHash),
    forced ? verifyPassword(input.new_password, verifiedHash) : Promise.resolve(false),
  ]);
  if (!currentMatches) throw new ApiError('invalid_credentials', 'The current password is not correct.');
  if (reused) throw new ApiError('password_reused', 'A required password change needs a new password, not the current one.');
  const hash = await hashPassword(input.new_password);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // Conditional on the hash just verified: of two concurrent changes only one wins.
    const sessions = await credentialsToEndWithChange(slug, user.id, { revokeApiKeys: false, now: now.toISOString() });
    const outcome = await setPasswordHash(slug, user, hash, input.force_change_password ?? false, now.toISOString(), verifiedHash, sessions);
    if (outcome === 'not_found') throw userNotFound();
    if (outcome === 'updated') return;
    // Stale: either the password changed (conflict) or only the email moved (write again).
    user = await getUserRecord(slug, user.id);
    if (!user) throw userNotFound();
    if (user.password_hash !== verifiedHash) throw new ApiError('conflict', 'The password changed meanwhile; log in again.');
  }
  throw changedMeanwhile();
}
