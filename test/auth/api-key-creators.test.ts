import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/auth/tokens';
import { db, tableName } from '../../shared/db/client';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { expectError, login, PASSWORD } from '../users/helpers';

/**
 * Issue #16: an api-key never outlives the administrator power of the user who made it. The
 * key records `created_by`; a demotion or deactivation of that user revokes their keys in the
 * same transaction, and the authorizer refuses a key whose creator is not an active admin.
 */
const { call } = useGateway();

async function adminWithKey(slug: string) {
  const admin = await insertUser(slug, { role: 'admin' });
  const session = await login(call, slug, admin.email);
  const created = await call('POST', `/org/${slug}/api-keys/`, { token: session.token, body: { name: 'integration' } });
  expect(created.status, created.text).toBe(201);
  return { admin, session, key: created.body as { id: string; key: string; created_by: string | null } };
}

/** What an eventually consistent index may do for a moment: not list a new key. */
const hideFromCreatorIndex = (slug: string, key: string) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `ORG#${slug}#CRED#${hashToken(key)}`, sk: 'CRED' },
      UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );

const listKeys = async (slug: string, token: string) =>
  (await call('GET', `/org/${slug}/api-keys/`, { token, query: { page_size: '100' } })).body.results as Array<Record<string, unknown>>;

describe('api-keys and their creator (issue #16)', () => {
  it('records created_by: the session user; the creator of the api-key used; null for the bootstrap key', async () => {
    const org = await newTestOrg();
    const { admin, key } = await adminWithKey(org.slug);
    expect(key.created_by).toBe(admin.id);
    // A key made with that key acts for the same person.
    const chained = await call('POST', `/org/${org.slug}/api-keys/`, { token: key.key, body: { name: 'chained' } });
    expect(chained.status).toBe(201);
    expect(chained.body.created_by).toBe(admin.id);
    const bootstrapMade = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'ops' } });
    expect(bootstrapMade.body.created_by).toBeNull();

    const listed = await listKeys(org.slug, org.adminKey);
    const byId = new Map(listed.map((k) => [k.id, k]));
    expect(byId.get(key.id)?.created_by).toBe(admin.id);
    expect(byId.get(chained.body.id)?.created_by).toBe(admin.id);
    expect(byId.get(bootstrapMade.body.id)?.created_by).toBeNull();
    expect(listed.find((k) => k.name === 'bootstrap')?.created_by).toBeNull();
  });

  for (const [what, change] of [
    ['demoting', { role: 'collaborator' }],
    ['deactivating', { status: 'inactive' }],
  ] as const) {
    it(`${what} the creator revokes their keys (and keys made with them): 401, revoked_at listed, no self re-promotion`, async () => {
      const org = await newTestOrg();
      const { admin, key } = await adminWithKey(org.slug);
      const chained = (await call('POST', `/org/${org.slug}/api-keys/`, { token: key.key, body: { name: 'chained' } })).body;
      const bystander = (await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'ops' } })).body;
      expect((await call('GET', `/org/${org.slug}/users/`, { token: key.key })).status).toBe(200);

      const res = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, ...change } });
      expect(res.status, res.text).toBe(200);

      for (const token of [key.key, chained.key]) {
        expectError(await call('GET', `/org/${org.slug}/users/`, { token }), 401, 'invalid_credentials');
        // The finding: the demoted admin re-promoted themselves with their key.
        expectError(
          await call('POST', `/org/${org.slug}/users/update_user/`, { token, body: { id: admin.id, role: 'admin', status: 'active' } }),
          401,
          'invalid_credentials',
        );
      }
      expect((await call('GET', `/org/${org.slug}/users/`, { token: bystander.key })).status).toBe(200);
      const byId = new Map((await listKeys(org.slug, org.adminKey)).map((k) => [k.id, k]));
      for (const id of [key.id, chained.id]) expect(byId.get(id)).toMatchObject({ created_by: admin.id, revoked_at: expect.any(String) });
      expect(byId.get(bystander.id)?.revoked_at).toBeUndefined();

      // Restoring the user does not bring the keys back.
      const restored = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, role: 'admin', status: 'active' } });
      expect(restored.status).toBe(200);
      expectError(await call('GET', `/org/${org.slug}/users/`, { token: key.key }), 401, 'invalid_credentials');
    });
  }

  // Issue #33, finding 4: a reset (set-password) or a new demand to change the password ends
  // the keys made on the user's authority, like a demotion; a voluntary change keeps them.
  const RESETS = [
    ['set-password (an administrator reset)', 'set-password', { password: 'a reset passphrase' }],
    ['set-password with force_change_password', 'set-password', { password: 'a reset passphrase', force_change_password: true }],
    ['update_user force_change_password: true', 'update_user', { force_change_password: true }],
  ] as const;
  for (const [what, route, body] of RESETS) {
    it(`${what} ends the user's api-keys and the keys made with them (401, revoked_at listed); other keys live`, async () => {
      const org = await newTestOrg();
      const { admin, key } = await adminWithKey(org.slug);
      const chained = (await call('POST', `/org/${org.slug}/api-keys/`, { token: key.key, body: { name: 'chained' } })).body;
      const bystander = (await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'ops' } })).body;
      expect((await call('GET', `/org/${org.slug}/users/`, { token: chained.key })).status).toBe(200);

      const res =
        route === 'set-password'
          ? await call('POST', `/org/${org.slug}/users/${admin.id}/set-password/`, { token: org.adminKey, body })
          : await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, ...body } });
      expect(res.status, res.text).toBe(route === 'set-password' ? 204 : 200);

      for (const token of [key.key, chained.key]) expectError(await call('GET', `/org/${org.slug}/users/`, { token }), 401, 'invalid_credentials');
      expect((await call('GET', `/org/${org.slug}/users/`, { token: bystander.key })).status).toBe(200);
      const byId = new Map((await listKeys(org.slug, org.adminKey)).map((k) => [k.id, k]));
      for (const id of [key.id, chained.id]) expect(byId.get(id)).toMatchObject({ revoked_at: expect.any(String) });
      expect(byId.get(bystander.id)?.revoked_at).toBeUndefined();

      // A key the user makes after the reset, with a new session, works.
      const fresh = await login(call, org.slug, admin.email, route === 'set-password' ? 'a reset passphrase' : PASSWORD);
      if (!fresh.password_change_required) {
        const after = await call('POST', `/org/${org.slug}/api-keys/`, { token: fresh.token, body: { name: 'after' } });
        expect(after.status, after.text).toBe(201);
        expect((await call('GET', `/org/${org.slug}/users/`, { token: after.body.key })).status).toBe(200);
      }
    });
  }

  it('a reset ends a key the creator index does not show yet (index lag): the version binding, not the cleanup, refuses it', async () => {
    const org = await newTestOrg();
    const { admin, key } = await adminWithKey(org.slug);
    await hideFromCreatorIndex(org.slug, key.key);
    expect((await call('POST', `/org/${org.slug}/users/${admin.id}/set-password/`, { token: org.adminKey, body: { password: 'a reset passphrase' } })).status).toBe(204);
    expectError(await call('GET', `/org/${org.slug}/users/`, { token: key.key }), 401, 'invalid_credentials');
  });

  it("a voluntary change of one's own password keeps the api-keys the user made (sessions end)", async () => {
    const org = await newTestOrg();
    const { admin, session, key } = await adminWithKey(org.slug);
    const changed = await call('POST', `/org/${org.slug}/users/me/change-password/`, {
      token: session.token,
      body: { current_password: PASSWORD, new_password: 'a brand new passphrase' },
    });
    expect(changed.status, changed.text).toBe(204);
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: session.token }), 401, 'invalid_credentials');
    expect((await call('GET', `/org/${org.slug}/users/`, { token: key.key })).status).toBe(200);
    expect((await login(call, org.slug, admin.email, 'a brand new passphrase')).user_id).toBe(admin.id);
  });

  it("an own password change that sets force_change_password ends the user's api-keys like a reset: listed ones revoked, one the index does not show yet refused by version", async () => {
    const org = await newTestOrg();
    const { admin, session, key } = await adminWithKey(org.slug);
    const unlisted = (await call('POST', `/org/${org.slug}/api-keys/`, { token: session.token, body: { name: 'unlisted' } })).body;
    await hideFromCreatorIndex(org.slug, unlisted.key);
    const bystander = (await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'ops' } })).body;
    const changed = await call('POST', `/org/${org.slug}/users/me/change-password/`, {
      token: session.token,
      body: { current_password: PASSWORD, new_password: 'a brand new passphrase', force_change_password: true },
    });
    expect(changed.status, changed.text).toBe(204);
    for (const token of [key.key, unlisted.key]) expectError(await call('GET', `/org/${org.slug}/users/`, { token }), 401, 'invalid_credentials');
    expect((await call('GET', `/org/${org.slug}/users/`, { token: bystander.key })).status).toBe(200);
    const byId = new Map((await listKeys(org.slug, org.adminKey)).map((k) => [k.id, k]));
    expect(byId.get(key.id)).toMatchObject({ created_by: admin.id, revoked_at: expect.any(String) });
    expect(byId.get(bystander.id)?.revoked_at).toBeUndefined();
  });

  it('a key made while its creator is being demoted is refused once the demotion has answered', async () => {
    const org = await newTestOrg();
    const admin = await insertUser(org.slug, { role: 'admin' });
    const session = await login(call, org.slug, admin.email);
    const creations = Array.from({ length: 12 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 3));
      return call('POST', `/org/${org.slug}/api-keys/`, { token: session.token, body: { name: `racing ${i}` } });
    });
    const demotion = call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, role: 'collaborator' } });
    const [demoted, ...created] = await Promise.all([demotion, ...creations]);
    expect(demoted.status).toBe(200);
    for (const res of created.filter((r) => r.status === 201)) {
      expectError(await call('GET', `/org/${org.slug}/users/`, { token: res.body.key }), 401, 'invalid_credentials');
    }
  });

  it('a key the creator index does not show yet (index lag) is refused all the same once its creator is demoted', async () => {
    const org = await newTestOrg();
    const { admin, key } = await adminWithKey(org.slug);
    await hideFromCreatorIndex(org.slug, key.key);
    expect((await call('GET', `/org/${org.slug}/users/`, { token: key.key })).status).toBe(200);
    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, role: 'collaborator' } })).status).toBe(200);
    expectError(await call('GET', `/org/${org.slug}/users/`, { token: key.key }), 401, 'invalid_credentials');
  });
});
