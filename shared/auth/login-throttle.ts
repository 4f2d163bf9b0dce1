import { config } from '../config';
import { loginAttemptsKey, releaseAttempt, reserveAttempt, type WindowRule } from './login-attempts-store';
import { ApiError } from '../errors/api-error';
import { log } from '../observability/log';

/**
 * Login throttling (docs/decisions/security.md, "Login throttling"). Each login attempt is counted, before
 * its password is verified, against two fixed windows kept in the table (so they hold across
 * Lambda instances): its (organization, email) and its (organization, client address). An
 * attempt that succeeds is given back; so a counter holds the failures of its window (and the
 * attempts still being verified). A counter at its maximum refuses every login it covers,
 * the right password included, with 429 `too_many_attempts` and `Retry-After` (the window's
 * end). The email's counter exists whether or not a user has that email, and an unknown
 * organization is counted like a known one: the answers tell nothing about who exists.
 */

export interface LoginAttempt {
  slug: string;
  email: string;
  /** API Gateway's `requestContext.identity.sourceIp`. */
  sourceIp: string;
}

function rules(): { account: WindowRule; address: WindowRule } {
  const { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_THROTTLE_WINDOW_SECONDS } = config();
  const windowMs = LOGIN_THROTTLE_WINDOW_SECONDS * 1000;
  return { account: { max: LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs }, address: { max: LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs } };
}

const tooManyAttempts = (retryAfterMs: number) =>
  new ApiError('too_many_attempts', 'Too many failed logins; retry later.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * Runs `verify` (the password check, which throws on a refusal) once the attempt is counted
 * for the address and for the email. Both are counted at once (one round trip, not two): an
 * attempt refused by either still counts against the other, so attempts at a locked email
 * keep counting against the address that keeps trying.
 */
export async function withLoginThrottle<T>(attempt: LoginAttempt, verify: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const rule = rules();
  const addressKey = loginAttemptsKey(attempt.slug, 'ADDRESS', attempt.sourceIp);
  const accountKey = loginAttemptsKey(attempt.slug, 'ACCOUNT', attempt.email);
  const [address, account] = await Promise.all([
    reserveAttempt(addressKey, rule.address, now),
    reserveAttempt(accountKey, rule.account, now),
  ]);
  if (!address.reserved || !account.reserved) {
    throw tooManyAttempts(Math.max(address.reserved ? 0 : address.retryAfterMs, account.reserved ? 0 : account.retryAfterMs));
  }

  // A refusal (or a failure) keeps both attempts counted.
  const result = await verify();
  // Best effort: a give-back that fails leaves one attempt counted, the safe direction; the
  // caller has its session either way.
  await Promise.all(
    [releaseAttempt(addressKey, address.windowStart), releaseAttempt(accountKey, account.windowStart)].map((release) =>
      release.catch((error) => log.warn('could not give back a login attempt', { error: String(error) })),
    ),
  );
  return result;
}
