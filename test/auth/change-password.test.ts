import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../shared/auth/passwords';
import { MAX_PASSWORD_FAILURES_PER_SESSION } from '../../shared/auth/sessions-store';
import { getUserRecord, setPasswordHash } from '../../shared/directory/users-store';
import { busyTimeout } from '../support/busy-machine';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { expectError, login, PASSWORD } from '../users/helpers';

/**
 * Issue #33: change-password is a password check like a login (finding 5), never a no-op
 * (finding 8), and its write holds only while the password it verified is still the stored one
 * (the mutation check's survivor in shared/directory/users-store.ts).
 */
const { call } = useGateway();

/** shared/config.ts default: LOGIN_MAX_FAILURES_PER_ACCOUNT. */
const PER_ACCOUNT = 10;
const NEW_PASSWORD = 'a brand new passphrase';

const changePassword = (slug: string, token: string, current: string, next = NEW_PASSWORD) =>
  call('POST', `/org/${slug}/users/me/change-password/`, { token, body: { current_password: current, new_password: next } });
const me = (slug: string, token: string) => call('GET', `/org/${slug}/users/me/`, { token });

describe('change-password: wrong current passwords are failed logins (issue #33, finding 5)', () => {
  it(`the session ends at its ${MAX_PASSWORD_FAILURES_PER_SESSION}th wrong current password; other sessions live on`, async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, {});
    const [stolen, other] = [await login(call, org.slug, user.email), await login(call, org.slug, user.email)];
    for (let i = 1; i <= MAX_PASSWORD_FAILURES_PER_SESSION; i++) {
      expectError(await changePassword(org.slug, stolen.token, `wrong guess ${i}!`), 401, 'invalid_credentials');
      // Up to the last failure the session still works.
      expect((await me(org.slug, stolen.token)).status).toBe(i < MAX_PASSWORD_FAILURES_PER_SESSION ? 200 : 401);
    }
    // Even the right password no longer helps the ended session.
    expectError(await changePassword(org.slug, stolen.token, PASSWORD), 401, 'invalid_credentials');
    expect((await me(org.slug, other.token)).status).toBe(200);
  });

  it('counts against the account like failed logins: past the limit 429 too_many_attempts (Retry-After), the right password and logins too', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, {});
    const session = await login(call, org.slug, user.email);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: `wrong ${i} password` } }), 401, 'invalid_credentials');
    }
    expectError(await changePassword(org.slug, session.token, 'one more wrong guess'), 401, 'invalid_credentials');
    const locked = await changePassword(org.slug, session.token, PASSWORD);
    expectError(locked, 429, 'too_many_attempts');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } }), 429, 'too_many_attempts');
    // Nothing changed: the old password is still the password, the session still reads.
    expect((await me(org.slug, session.token)).status).toBe(200);
  });

  // Legitimately long: more changes than the account's limit, one after another (each one's
  // password is the next one's current): ~3 s alone; a busy machine's limit (test/support/busy-machine.ts).
  it('a right current password gives its attempt back (changes do not lock the account)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, {});
    let password = PASSWORD;
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      const session = await login(call, org.slug, user.email, password);
      const next = `${NEW_PASSWORD} ${i}`;
      expect((await changePassword(org.slug, session.token, password, next)).status).toBe(204);
      password = next;
    }
  }, busyTimeout(3));
});

describe('change-password to the same password (issue #33, finding 8)', () => {
  it('422 password_reused, voluntary or forced; nothing changes', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, {});
    const session = await login(call, org.slug, user.email);
    expectError(await changePassword(org.slug, session.token, PASSWORD, PASSWORD), 422, 'password_reused');
    expect((await me(org.slug, session.token)).status).toBe(200);

    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, force_change_password: true } })).status).toBe(200);
    const forced = await login(call, org.slug, user.email);
    expect(forced.password_change_required).toBe(true);
    expectError(await changePassword(org.slug, forced.token, PASSWORD, PASSWORD), 422, 'password_reused');
  });
});

describe('the change-password write holds only while the verified hash is stored (mutation guard)', () => {
  it('stale read, then an administrator reset, then the write: refused, the reset password stays', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, {});
    const read = (await getUserRecord(org.slug, user.id))!;
    // An administrator resets the password after the change verified the old one.
    expect((await call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body: { password: 'the reset passphrase' } })).status).toBe(204);
    const outcome = await setPasswordHash(org.slug, read, await hashPassword(NEW_PASSWORD), false, new Date().toISOString(), read.password_hash);
    expect(outcome).toBe('stale');
    await login(call, org.slug, user.email, 'the reset passphrase');
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: NEW_PASSWORD } }), 401, 'invalid_credentials');
  });

  it('two concurrent changes with the same current password never both answer 204', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, {});
    const session = await login(call, org.slug, user.email);
    const answers = await Promise.all(['first new passphrase', 'second new passphrase'].map((next) => changePassword(org.slug, session.token, PASSWORD, next)));
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    const loser = answers.find((a) => a.status !== 204)!;
    expectError(loser, 409, 'conflict');
  });
});
