import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/auth/tokens';
import { db, tableName } from '../../shared/db/client';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { expectError, login } from '../users/helpers';

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
    // What an eventually consistent index may do for a moment: not list the new key.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `ORG#${org.slug}#CRED#${hashToken(key.key)}`, sk: 'CRED' },
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    expect((await call('GET', `/org/${org.slug}/users/`, { token: key.key })).status).toBe(200);
    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, role: 'collaborator' } })).status).toBe(200);
    expectError(await call('GET', `/org/${org.slug}/users/`, { token: key.key }), 401, 'invalid_credentials');
  });
});
