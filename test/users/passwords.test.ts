import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { createUser, expectError, login, PASSWORD } from './helpers';

const { call } = useGateway();

const NEW_PASSWORD = 'a brand new passphrase';

describe('POST /org/{slug}/users/{id}/set-password/ (admin)', () => {
  it('204; the new password logs in, the old one no longer does, and every session of the user ends', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const [s1, s2] = [await login(call, org.slug, user.email), await login(call, org.slug, user.email)];
    const res = await call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body: { password: NEW_PASSWORD } });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    for (const s of [s1, s2]) expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: s.token }), 401, 'invalid_credentials');
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } }), 401, 'invalid_credentials');
    const fresh = await login(call, org.slug, user.email, NEW_PASSWORD);
    expect(fresh.password_change_required).toBe(false);
    expect((await call('GET', `/org/${org.slug}/users/me/`, { token: fresh.token })).status).toBe(200);
  });

  it('gives a password to a user created without one', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { email: 'late@example.com' });
    expect((await call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body: { password: NEW_PASSWORD } })).status).toBe(204);
    expect((await login(call, org.slug, 'late@example.com', NEW_PASSWORD)).user_id).toBe(user.id);
  });

  it('force_change_password: true flags the user; omitted it is false (the flag is cleared)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const set = (body: Record<string, unknown>) => call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body });
    const flag = async () => (await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.force_change_password;

    expect((await set({ password: NEW_PASSWORD, force_change_password: true })).status).toBe(204);
    expect(await flag()).toBe(true);
    expect((await login(call, org.slug, user.email, NEW_PASSWORD)).password_change_required).toBe(true);

    expect((await set({ password: NEW_PASSWORD })).status).toBe(204);
    expect(await flag()).toBe(false);
    expect((await login(call, org.slug, user.email, NEW_PASSWORD)).password_change_required).toBe(false);
  });

  it('422 weak_password outside 10..128 characters (nothing changes); 404 for an unknown user; 400 for a bad body', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const session = await login(call, org.slug, user.email);
    for (const password of ['short', 'x'.repeat(129)]) {
      expectError(await call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body: { password } }), 422, 'weak_password');
    }
    // Nothing changed: the old password and the session still work.
    expect((await call('GET', `/org/${org.slug}/users/me/`, { token: session.token })).status).toBe(200);
    await login(call, org.slug, user.email);

    expectError(await call('POST', `/org/${org.slug}/users/${newId()}/set-password/`, { token: org.adminKey, body: { password: NEW_PASSWORD } }), 404, 'user_not_found');
    for (const body of [{}, { password: NEW_PASSWORD, force_change_password: 'yes' }, { password: NEW_PASSWORD, role: 'admin' }]) {
      expectError(await call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body }), 400, 'validation_failed');
    }
  });
});

describe('POST /org/{slug}/users/me/change-password/', () => {
  it('204 with the right current password; all sessions end, the caller logs in again with the new one', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const [mine, other] = [await login(call, org.slug, user.email), await login(call, org.slug, user.email)];
    const res = await call('POST', `/org/${org.slug}/users/me/change-password/`, {
      token: mine.token,
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(204);
    for (const s of [mine, other]) expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: s.token }), 401, 'invalid_credentials');
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } }), 401, 'invalid_credentials');
    const fresh = await login(call, org.slug, user.email, NEW_PASSWORD);
    expect((await call('GET', `/org/${org.slug}/users/me/`, { token: fresh.token })).body.id).toBe(user.id);
  });

  it('401 invalid_credentials for a wrong current password; nothing changes and the session survives', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const session = await login(call, org.slug, user.email);
    const res = await call('POST', `/org/${org.slug}/users/me/change-password/`, {
      token: session.token,
      body: { current_password: 'not the password', new_password: NEW_PASSWORD },
    });
    expectError(res, 401, 'invalid_credentials');
    expect((await call('GET', `/org/${org.slug}/users/me/`, { token: session.token })).status).toBe(200);
    await login(call, org.slug, user.email, PASSWORD);
  });

  it('422 weak_password for a new password outside 10..128 characters', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const session = await login(call, org.slug, user.email);
    for (const new_password of ['too short', 'y'.repeat(129)]) {
      const res = await call('POST', `/org/${org.slug}/users/me/change-password/`, { token: session.token, body: { current_password: PASSWORD, new_password } });
      expectError(res, 422, 'weak_password');
    }
    expect((await call('GET', `/org/${org.slug}/users/me/`, { token: session.token })).status).toBe(200);
  });

  it('an api-key has no password: 403 forbidden', async () => {
    const org = await newTestOrg();
    const res = await call('POST', `/org/${org.slug}/users/me/change-password/`, {
      token: org.adminKey,
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expectError(res, 403, 'forbidden');
  });

  it('force_change_password in the body flags the user again; omitted it stays cleared', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const change = async (current: string, next: string, extra: Record<string, unknown> = {}) => {
      const session = await login(call, org.slug, user.email, current);
      return call('POST', `/org/${org.slug}/users/me/change-password/`, { token: session.token, body: { current_password: current, new_password: next, ...extra } });
    };
    expect((await change(PASSWORD, NEW_PASSWORD, { force_change_password: true })).status).toBe(204);
    expect((await login(call, org.slug, user.email, NEW_PASSWORD)).password_change_required).toBe(true);
    expect((await change(NEW_PASSWORD, PASSWORD)).status).toBe(204);
    expect((await login(call, org.slug, user.email, PASSWORD)).password_change_required).toBe(false);
  });
});

describe('force_change_password end to end (api.md §2)', () => {
  it('login says password_change_required; that session is refused everywhere but change-password; afterwards everything works', async () => {
    const org = await newTestOrg();
    const created = await call('POST', `/org/${org.slug}/users/`, {
      token: org.adminKey,
      body: { email: 'first.day@example.com', first_name: 'First', last_name: 'Day', password: 'temporary password', force_change_password: true },
    });
    expect(created.status).toBe(201);

    const first = await login(call, org.slug, 'first.day@example.com', 'temporary password');
    expect(first.password_change_required).toBe(true);
    for (const [method, path] of [
      ['GET', `/org/${org.slug}/users/me/`],
      ['GET', `/org/${org.slug}/users/${created.body.id}/`],
      ['GET', `/org/${org.slug}/custom-fields/`],
      ['GET', `/org/${org.slug}/organizations/areas/`],
    ] as const) {
      expectError(await call(method, path, { token: first.token }), 403, 'password_change_required');
    }
    // A wrong current password is still a credential problem, even for the restricted session.
    expectError(
      await call('POST', `/org/${org.slug}/users/me/change-password/`, { token: first.token, body: { current_password: 'wrong wrong wrong', new_password: NEW_PASSWORD } }),
      401,
      'invalid_credentials',
    );
    const changed = await call('POST', `/org/${org.slug}/users/me/change-password/`, {
      token: first.token,
      body: { current_password: 'temporary password', new_password: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    // The restricted session is over; the user logs in again and is no longer restricted.
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: first.token }), 401, 'invalid_credentials');
    const second = await login(call, org.slug, 'first.day@example.com', NEW_PASSWORD);
    expect(second.password_change_required).toBe(false);
    const me = await call('GET', `/org/${org.slug}/users/me/`, { token: second.token });
    expect(me.status).toBe(200);
    expect(me.body.force_change_password).toBe(false);
    expect((await call('GET', `/org/${org.slug}/organizations/areas/`, { token: second.token })).status).toBe(200);
  });

  it('a restricted admin session cannot use admin operations either', async () => {
    const org = await newTestOrg();
    const admin = await insertUser(org.slug, { role: 'admin', password: PASSWORD, force_change_password: true });
    const session = await login(call, org.slug, admin.email);
    expectError(await call('GET', `/org/${org.slug}/users/`, { token: session.token }), 403, 'password_change_required');
    expectError(
      await call('POST', `/org/${org.slug}/users/${admin.id}/set-password/`, { token: session.token, body: { password: NEW_PASSWORD } }),
      403,
      'password_change_required',
    );
  });
});

describe('a required password change must change the password (issue #16)', () => {
  it('422 password_reused for the current password when the change is forced; nothing changes; a voluntary change to the same password too (issue #33)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD, force_change_password: true });
    const session = await login(call, org.slug, user.email);
    expect(session.password_change_required).toBe(true);
    const same = { current_password: PASSWORD, new_password: PASSWORD };
    expectError(await call('POST', `/org/${org.slug}/users/me/change-password/`, { token: session.token, body: same }), 422, 'password_reused');
    // Nothing changed: the session is still the restricted one, the flag is still set.
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: session.token }), 403, 'password_change_required');
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.force_change_password).toBe(true);

    const changed = await call('POST', `/org/${org.slug}/users/me/change-password/`, { token: session.token, body: { current_password: PASSWORD, new_password: NEW_PASSWORD } });
    expect(changed.status).toBe(204);
    const fresh = await login(call, org.slug, user.email, NEW_PASSWORD);
    expect(fresh.password_change_required).toBe(false);
    // Not forced: the same password is no change either (issue #33, finding 8).
    const kept = await call('POST', `/org/${org.slug}/users/me/change-password/`, { token: fresh.token, body: { current_password: NEW_PASSWORD, new_password: NEW_PASSWORD } });
    expectError(kept, 422, 'password_reused');
  });
});
