import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../shared/auth/tokens';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { expectError, login, orgWithSessions, PASSWORD, type Org } from './helpers';

/**
 * Contract 5.3 / 7: in the users section a rejection because of the credential is 401 and a
 * rejection because of permissions is 403, each with its stable code. Every endpoint and
 * alias of the area, with every kind of caller, and a valid request (so what is refused is
 * the caller, never the body).
 */
const { call } = useGateway();

let org: Org;
let other: TestOrg;
let target: { id: string; email: string };

beforeAll(async () => {
  org = await orgWithSessions(call);
  other = await newTestOrg();
  target = await insertUser(org.slug, { password: PASSWORD });
  await call('POST', `/org/${org.slug}/custom-fields/`, { token: org.adminKey, body: { key: 'badge', name: 'Badge', type: 'text' } });
});

type Who = 'apiKey' | 'adminSession' | 'collaborator' | 'otherOrg' | 'none' | 'unknown' | 'revoked';

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  /** Admin-only endpoints refuse a collaborator with 403 forbidden. */
  adminOnly: boolean;
  success: number;
}

const unique = () => `${Math.random().toString(36).slice(2)}@example.com`;
const ENDPOINTS: Endpoint[] = [
  { name: 'list users', method: 'GET', path: () => `/org/${org.slug}/users/`, adminOnly: true, success: 200 },
  { name: 'create user', method: 'POST', path: () => `/org/${org.slug}/users/`, body: () => ({ email: unique(), first_name: 'A', last_name: 'B' }), adminOnly: true, success: 201 },
  { name: 'update_user', method: 'POST', path: () => `/org/${org.slug}/users/update_user/`, body: () => ({ id: target.id, last_name: 'Updated' }), adminOnly: true, success: 200 },
  { name: 'PUT user (alias)', method: 'PUT', path: () => `/org/${org.slug}/users/${target.id}/`, body: () => ({ last_name: 'Put' }), adminOnly: true, success: 200 },
  { name: 'set-password', method: 'POST', path: () => `/org/${org.slug}/users/${target.id}/set-password/`, body: () => ({ password: PASSWORD }), adminOnly: true, success: 204 },
  { name: 'create custom field', method: 'POST', path: () => `/org/${org.slug}/custom-fields/`, body: () => ({ key: `k_${Math.random().toString(36).slice(2)}`, name: 'K', type: 'text' }), adminOnly: true, success: 201 },
  { name: 'create custom field (alias)', method: 'POST', path: () => `/org/${org.slug}/organizations/custom-fields/`, body: () => ({ key: `k_${Math.random().toString(36).slice(2)}`, name: 'K', type: 'text' }), adminOnly: true, success: 201 },
  { name: 'set custom fields', method: 'POST', path: () => `/org/${org.slug}/users/${target.id}/custom-fields/`, body: () => ({ custom_fields: { badge: 'B1' } }), adminOnly: true, success: 200 },
  { name: 'set custom fields (alias)', method: 'PUT', path: () => `/org/${org.slug}/organizations/users/${target.id}/custom-fields/`, body: () => ({ custom_fields: { badge: 'B2' } }), adminOnly: true, success: 200 },
  { name: 'list custom fields', method: 'GET', path: () => `/org/${org.slug}/custom-fields/`, adminOnly: false, success: 200 },
  { name: 'get own user', method: 'GET', path: () => `/org/${org.slug}/users/${org.collaborator.id}/`, adminOnly: false, success: 200 },
];

async function tokenOf(who: Who): Promise<string | undefined> {
  switch (who) {
    case 'apiKey':
      return org.adminKey;
    case 'adminSession':
      return org.admin.token;
    case 'collaborator':
      return org.collaborator.token;
    case 'otherOrg':
      return other.adminKey;
    case 'none':
      return undefined;
    case 'unknown':
      return issueToken('session', org.slug).token;
    case 'revoked': {
      const created = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'short-lived' } });
      await call('DELETE', `/org/${org.slug}/api-keys/${created.body.id}/`, { token: org.adminKey });
      return created.body.key;
    }
  }
}

describe('users section: 401 for credential problems, 403 for permission problems', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.name}`, async () => {
      for (const who of ['none', 'unknown', 'revoked', 'otherOrg', 'collaborator', 'adminSession', 'apiKey'] as Who[]) {
        const res = await call(endpoint.method, endpoint.path(), { token: await tokenOf(who), body: endpoint.body?.() });
        const where = `${endpoint.name} as ${who}: ${res.status} ${res.text.slice(0, 200)}`;
        if (who === 'none') expectError(res, 401, 'missing_credentials');
        else if (who === 'unknown' || who === 'revoked') expectError(res, 401, 'invalid_credentials');
        else if (who === 'otherOrg') expectError(res, 403, 'org_mismatch');
        else if (who === 'collaborator' && endpoint.adminOnly) expectError(res, 403, 'forbidden');
        else expect(res.status, where).toBe(endpoint.success);
      }
    });
  }

  it("a collaborator reads only themselves (403 forbidden for another user), an admin anyone", async () => {
    expectError(await call('GET', `/org/${org.slug}/users/${target.id}/`, { token: org.collaborator.token }), 403, 'forbidden');
    for (const token of [org.adminKey, org.admin.token]) {
      expect((await call('GET', `/org/${org.slug}/users/${target.id}/`, { token })).status).toBe(200);
    }
  });

  it('GET /users/me/ and change-password: 401 without or with a bad credential, 403 from another organization', async () => {
    for (const [method, path, body] of [
      ['GET', `/org/${org.slug}/users/me/`, undefined],
      ['POST', `/org/${org.slug}/users/me/change-password/`, { current_password: PASSWORD, new_password: 'whatever it is now' }],
    ] as const) {
      expectError(await call(method, path, { body }), 401, 'missing_credentials');
      expectError(await call(method, path, { body, token: issueToken('session', org.slug).token }), 401, 'invalid_credentials');
      expectError(await call(method, path, { body, token: 'garbage' }), 401, 'invalid_credentials');
      expectError(await call(method, path, { body, token: other.adminKey }), 403, 'org_mismatch');
    }
  });

  it('change-password: a collaborator and an admin session may (their own), an api-key may not (403)', async () => {
    const fresh = await newTestOrg();
    for (const role of ['collaborator', 'admin'] as const) {
      const user = await insertUser(fresh.slug, { role, password: PASSWORD });
      const session = await login(call, fresh.slug, user.email);
      const res = await call('POST', `/org/${fresh.slug}/users/me/change-password/`, {
        token: session.token,
        body: { current_password: PASSWORD, new_password: 'my new long password' },
      });
      expect(res.status, role).toBe(204);
    }
    expectError(
      await call('POST', `/org/${fresh.slug}/users/me/change-password/`, {
        token: fresh.adminKey,
        body: { current_password: PASSWORD, new_password: 'my new long password' },
      }),
      403,
      'forbidden',
    );
  });

  it('an expired session is 401 expired_credentials (not a generic status)', async () => {
    const { putCredential } = await import('../../shared/auth/credentials-store');
    const { newId } = await import('../../shared/db/ids');
    const expired = issueToken('session', org.slug);
    await putCredential({
      id: newId(),
      kind: 'session',
      org: org.slug,
      role: 'admin',
      user_id: org.admin.id,
      password_change_required: false,
      token_hash: expired.hash,
      created_at: new Date(Date.now() - 13 * 3600_000).toISOString(),
      expires_at: new Date(Date.now() - 3600_000).toISOString(),
    });
    expectError(await call('GET', `/org/${org.slug}/users/`, { token: expired.token }), 401, 'expired_credentials');
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: expired.token }), 401, 'expired_credentials');
  });
});
