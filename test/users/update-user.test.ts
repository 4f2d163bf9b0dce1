import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { unixSeconds } from '../../shared/http/headers';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { createUser, expectError, login, orgWithSessions, PASSWORD } from './helpers';

const { call } = useGateway();

const areaOf = async (slug: string, token: string, name: string) =>
  (await call('POST', `/org/${slug}/organizations/areas/`, { token, body: { name } })).body.id as string;

describe('POST /org/{slug}/users/update_user/', () => {
  it('changes only the fields sent and answers the user; a later GET shows the change', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { first_name: 'Ana', last_name: 'Old' });
    const res = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, last_name: 'New' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...user, last_name: 'New', updated_at: expect.any(String) });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(user.updated_at));
    expect(res.body.created_at).toBe(user.created_at);
    const read = await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey });
    expect(read.body).toEqual(res.body);
  });

  it('rewrites the list indexes when status, role and area change; null clears a reference', async () => {
    const org = await newTestOrg();
    const token = org.adminKey;
    const [ops, sales] = [await areaOf(org.slug, token, 'Ops'), await areaOf(org.slug, token, 'Sales')];
    const user = await createUser(call, org, { area_id: ops });
    const ids = async (query: Record<string, string>) =>
      (await call('GET', `/org/${org.slug}/users/`, { token, query })).body.results.map((u: any) => u.id);

    const changed = await call('POST', `/org/${org.slug}/users/update_user/`, {
      token,
      body: { id: user.id, role: 'admin', status: 'inactive', area_id: sales },
    });
    expect(changed.body).toMatchObject({ role: 'admin', status: 'inactive', area_id: sales });
    expect(await ids({ role: 'collaborator' })).toEqual([]);
    expect(await ids({ role: 'admin' })).toEqual([user.id]);
    expect(await ids({ status: 'active' })).toEqual([]);
    expect(await ids({ status: 'inactive' })).toEqual([user.id]);
    expect(await ids({ area_id: ops })).toEqual([]);
    expect(await ids({ area_id: sales })).toEqual([user.id]);

    const cleared = await call('POST', `/org/${org.slug}/users/update_user/`, { token, body: { id: user.id, area_id: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('area_id');
    expect(await ids({ area_id: sales })).toEqual([]);
  });

  it('moves the email of a user stored without force_change_password (absent reads as false: the lock is rewritten from it)', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { first_name: 'Flagless' });
    // An item of earlier code: no force flag on the user nor on its lock.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../shared/db/client');
    const { emailLockKey, userKey } = await import('../../shared/directory/users-store');
    for (const Key of [userKey(org.slug, user.id), emailLockKey(org.slug, user.email)]) {
      await db().send(new UpdateCommand({ TableName: tableName(), Key, UpdateExpression: 'REMOVE force_change_password' }));
    }
    const moved = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, email: `moved-${user.email}` } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ email: `moved-${user.email}`, force_change_password: false });
  });

  it('an empty change set answers the user unchanged', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org);
    const res = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(user);
  });

  it('404 user_not_found for an unknown id; 422 invalid_reference for an unknown area (nothing changed)', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { first_name: 'Keep' });
    expectError(await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: newId(), first_name: 'X' } }), 404, 'user_not_found');
    const bad = await call('POST', `/org/${org.slug}/users/update_user/`, {
      token: org.adminKey,
      body: { id: user.id, first_name: 'Changed', area_id: newId() },
    });
    expectError(bad, 422, 'invalid_reference');
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body).toEqual(user);
  });

  it('refuses mass assignment: created_at, password_hash, custom_fields, org and friends are 400 (nothing changed)', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org);
    for (const field of ['created_at', 'updated_at', 'password_hash', 'password', 'custom_fields', 'org', 'pk', 'gsi1pk', 'is_admin']) {
      const res = await call('POST', `/org/${org.slug}/users/update_user/`, {
        token: org.adminKey,
        body: { id: user.id, first_name: 'Sneaky', [field]: field === 'custom_fields' ? {} : 'x' },
      });
      expectError(res, 400, 'validation_failed');
      expect(res.body.details).toContainEqual(expect.objectContaining({ path: field, issue: 'unknown field' }));
    }
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body).toEqual(user);
  });

  it('changes the email: the old one is free again, the new one is taken, login follows', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { email: 'before@example.com', password: PASSWORD });
    const res = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, email: 'After@Example.com' } });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('After@Example.com');

    expect((await login(call, org.slug, 'after@example.com')).user_id).toBe(user.id);
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: 'before@example.com', password: PASSWORD } }), 401, 'invalid_credentials');
    const ids = async (email: string) => (await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query: { email } })).body.results.map((u: any) => u.id);
    expect(await ids('after@example.com')).toEqual([user.id]);
    expect(await ids('before@example.com')).toEqual([]);

    await createUser(call, org, { email: 'BEFORE@example.com' });
    expectError(await call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body: { email: 'after@EXAMPLE.com', first_name: 'A', last_name: 'B' } }), 409, 'email_taken');
  });

  it('changing only the letter case of the email keeps the user and the lock', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { email: 'case@example.com', password: PASSWORD });
    const res = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, email: 'Case@Example.com' } });
    expect(res.body.email).toBe('Case@Example.com');
    expect((await login(call, org.slug, 'CASE@example.com')).user_id).toBe(user.id);
  });

  it('409 email_taken when the new email belongs to another user, in any letter case, and nothing changes', async () => {
    const org = await newTestOrg();
    const taken = await createUser(call, org, { email: 'taken@example.com' });
    const user = await createUser(call, org, { email: 'mine@example.com', first_name: 'Mine', password: PASSWORD });
    const res = await call('POST', `/org/${org.slug}/users/update_user/`, {
      token: org.adminKey,
      body: { id: user.id, email: 'TAKEN@example.com', first_name: 'Changed' },
    });
    expectError(res, 409, 'email_taken');
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body).toEqual(user);
    expect((await call('GET', `/org/${org.slug}/users/${taken.id}/`, { token: org.adminKey })).body).toEqual(taken);
    // Both emails still point at their users.
    expect((await login(call, org.slug, 'mine@example.com')).user_id).toBe(user.id);
    const byEmail = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query: { email: 'taken@example.com' } });
    expect(byEmail.body.results.map((u: any) => u.id)).toEqual([taken.id]);
  });

  it('two users racing for one new email: exactly one gets it', async () => {
    const org = await newTestOrg();
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(call, org)));
    const results = await Promise.all(
      users.map((u, i) =>
        call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: u.id, email: i % 2 ? 'PRIZE@example.com' : 'prize@example.com' } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const list = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey });
    expect(list.body.results.filter((u: any) => u.email.toLowerCase() === 'prize@example.com')).toHaveLength(1);
  });

  it('a new role or a deactivation ends the user\'s sessions; other changes keep them', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const update = (body: Record<string, unknown>) => call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, ...body } });
    const me = (token: string) => call('GET', `/org/${org.slug}/users/me/`, { token });

    let session = (await login(call, org.slug, user.email)).token;
    await update({ first_name: 'Renamed', email: `renamed-${user.email}` });
    expect((await me(session)).status).toBe(200);

    await update({ role: 'admin' });
    expectError(await me(session), 401, 'invalid_credentials');
    session = (await login(call, org.slug, `renamed-${user.email}`)).token;
    // The new session carries the new role.
    expect((await call('GET', `/org/${org.slug}/users/`, { token: session })).status).toBe(200);

    await update({ status: 'inactive' });
    expectError(await me(session), 401, 'invalid_credentials');
    // Inactive users cannot log in.
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: `renamed-${user.email}`, password: PASSWORD } }), 401, 'invalid_credentials');
    await update({ status: 'active' });
    expect((await login(call, org.slug, `renamed-${user.email}`)).role).toBe('admin');
  });

  it('login follows concurrent email, password and role changes of one user (no stale password or role)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const finalPassword = 'the final password 42';
    await Promise.all([
      call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, email: `moved-${user.email}` } }),
      call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body: { password: finalPassword } }),
      call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, role: 'admin' } }),
    ]).then((results) => results.forEach((r) => expect(r.status, r.text).toBeLessThan(300)));

    const session = await login(call, org.slug, `moved-${user.email}`, finalPassword);
    expect(session).toMatchObject({ user_id: user.id, role: 'admin' });
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: `moved-${user.email}`, password: PASSWORD } }), 401, 'invalid_credentials');
    expectError(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: finalPassword } }), 401, 'invalid_credentials');
  });

  it('force_change_password: true ends the sessions, and the next login is restricted', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: PASSWORD });
    const session = (await login(call, org.slug, user.email)).token;
    const res = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, force_change_password: true } });
    expect(res.body.force_change_password).toBe(true);
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: session }), 401, 'invalid_credentials');
    const again = await login(call, org.slug, user.email);
    expect(again.password_change_required).toBe(true);
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: again.token }), 403, 'password_change_required');
  });
});

describe('PUT /org/{slug}/users/{id}/ (deprecated alias of update_user)', () => {
  it('has the same effect, with Deprecation and a Link to the successor', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { first_name: 'Old' });
    const res = await call('PUT', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey, body: { first_name: 'New', role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, first_name: 'New', role: 'admin' });
    expect(res.headers.get('deprecation')).toBe(`@${unixSeconds('2026-09-01')}`);
    expect(res.headers.get('link')).toMatch(new RegExp(`^<http://127\\.0\\.0\\.1:\\d+/org/${org.slug}/users/update_user/>; rel="successor-version"$`));
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body).toEqual(res.body);
  });

  it('accepts an id in the body only when it is the path id; errors still carry the deprecation headers', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org);
    const same = await call('PUT', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey, body: { id: user.id, last_name: 'Same' } });
    expect(same.status).toBe(200);
    const other = await call('PUT', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey, body: { id: newId(), last_name: 'Other' } });
    expectError(other, 400, 'validation_failed');
    expect(other.headers.get('deprecation')).toBe(`@${unixSeconds('2026-09-01')}`);
    const mass = await call('PUT', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey, body: { created_at: '2020-01-01T00:00:00Z' } });
    expectError(mass, 400, 'validation_failed');
    expectError(await call('PUT', `/org/${org.slug}/users/${newId()}/`, { token: org.adminKey, body: { last_name: 'X' } }), 404, 'user_not_found');
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.last_name).toBe('Same');
  });

  it('409 email_taken like its successor', async () => {
    const org = await orgWithSessions(call);
    const res = await call('PUT', `/org/${org.slug}/users/${org.collaborator.id}/`, { token: org.admin.token, body: { email: org.admin.email.toUpperCase() } });
    expectError(res, 409, 'email_taken');
  });
});
