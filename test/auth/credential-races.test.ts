import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/auth/tokens';
import { db, tableName } from '../../shared/db/client';
import { userKey } from '../../shared/directory/users-store';
import { busyTimeout } from '../support/busy-machine';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg, type TestUser } from '../support/orgs';
import { expectError, PASSWORD } from '../users/helpers';

/**
 * Issue #16: a change that ends a user's credentials (deactivation, demotion, set-password,
 * change-password) races logins of that user. A login reads the sign-in record, spends ~45 ms
 * in scrypt, then writes its session; the change lists the sessions to end before it commits.
 * Whatever the interleaving, no session issued from the state before the change may work after
 * the change has answered: only sessions that saw the change (a new role, a new password) do.
 */
const { call } = useGateway();

const NEW_PASSWORD = 'a brand new passphrase';
const LOGINS = 16;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Issued = { token: string; role: string; answeredAfterChange: boolean };

/**
 * LOGINS logins of a fresh user, spread over the change (the first before it starts). A round
 * counts when at least one login read the state before the change (it succeeded with what the
 * change replaced) and answered after the change did: its session was written around the
 * commit. Rounds repeat (a new organization and user each, so login throttling counts start
 * afresh) until one counts, so the race is really exercised.
 */
async function race(
  newUser: (org: TestOrg) => Promise<TestUser>,
  change: (org: TestOrg, user: TestUser) => Promise<number>,
  staleRole?: string,
  { logins: count = LOGINS, rounds = 8 } = {},
): Promise<{ org: TestOrg; user: TestUser; issued: Issued[] }> {
  for (let round = 0; round < rounds; round++) {
    const org = await newTestOrg();
    const user = await newUser(org);
    let changedAt = Infinity;
    // The same span of time whatever the count: the first login before the change, the last after.
    const logins = Array.from({ length: count }, async (_, i) => {
      await sleep((i * 8 * LOGINS) / count);
      const res = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } });
      if (res.status !== 200) return null;
      return { token: res.body.token, role: res.body.role, answeredAfterChange: performance.now() > changedAt } as Issued;
    });
    const changed = (async () => {
      await sleep(10 + (round % 8) * 10);
      const status = await change(org, user);
      changedAt = performance.now();
      return status;
    })();
    const [status, ...results] = await Promise.all([changed, ...logins]);
    expect([200, 204]).toContain(status);
    const issued = results.filter((r): r is Issued => r !== null);
    if (issued.some((s) => s.answeredAfterChange && (!staleRole || s.role === staleRole))) return { org, user, issued };
  }
  throw new Error(`no login straddled the change in ${rounds} rounds`);
}

/** What an eventually consistent index may do for a moment: not list a new session. */
const hideFromSessionsIndex = (slug: string, token: string) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `ORG#${slug}#CRED#${hashToken(token)}`, sk: 'CRED' },
      UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );

async function works(org: TestOrg, token: string): Promise<number> {
  return (await call('GET', `/org/${org.slug}/users/me/`, { token })).status;
}

// Legitimately long: a race is repeated (a new organization, 16 logins and the change each
// round) until a login straddles the change: 1–5 s alone; a busy machine's limit (test/support/busy-machine.ts).
describe('sessions issued while a change of the user commits end with the change (issue #16)', { timeout: busyTimeout(3) }, () => {
  it('deactivation: every session of the admin is refused afterwards', async () => {
    const { org, issued } = await race(
      (org) => insertUser(org.slug, { role: 'admin' }),
      async (org, admin) => (await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, status: 'inactive' } })).status,
    );
    for (const { token } of issued) expectError(await call('GET', `/org/${org.slug}/users/me/`, { token }), 401, 'invalid_credentials');
  });

  it('demotion: every session issued as admin is refused; only sessions issued after it (as collaborator) work', async () => {
    const { org, issued } = await race(
      (org) => insertUser(org.slug, { role: 'admin' }),
      async (org, admin) => (await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, role: 'collaborator' } })).status,
      'admin',
    );
    for (const { token, role } of issued) {
      if (role === 'admin') {
        expectError(await call('GET', `/org/${org.slug}/users/`, { token }), 401, 'invalid_credentials');
        expectError(await call('GET', `/org/${org.slug}/users/me/`, { token }), 401, 'invalid_credentials');
      } else {
        expect(await works(org, token)).toBe(200);
        expectError(await call('GET', `/org/${org.slug}/users/`, { token }), 403, 'forbidden');
      }
    }
  });

  it('set-password: every session issued with the old password is refused afterwards', async () => {
    const { org, issued } = await race(
      (org) => insertUser(org.slug, { role: 'admin' }),
      async (org, user) => (await call('POST', `/org/${org.slug}/users/${user.id}/set-password/`, { token: org.adminKey, body: { password: NEW_PASSWORD } })).status,
    );
    for (const { token } of issued) expectError(await call('GET', `/org/${org.slug}/users/me/`, { token }), 401, 'invalid_credentials');
  });

  it('change-password: every session issued with the old password is refused afterwards, the caller’s own too', async () => {
    const own: string[] = [];
    const { org, user, issued } = await race(
      async (org) => {
        const user = await insertUser(org.slug);
        const res = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } });
        expect(res.status).toBe(200);
        own.push(res.body.token);
        return user;
      },
      // The password check is counted like a login (issue #33): with more logins of the account in
      // flight than its window holds (10), the check would wait for them to finish, and no login
      // could straddle it. 8 logins (and the caller's) stay under the window; fewer logins, more rounds.
      async (org) =>
        (
          await call('POST', `/org/${org.slug}/users/me/change-password/`, {
            token: own.at(-1),
            body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
          })
        ).status,
      undefined,
      { logins: 8, rounds: 24 },
    );
    for (const { token } of [...issued, { token: own.at(-1)! }]) {
      expectError(await call('GET', `/org/${org.slug}/users/me/`, { token }), 401, 'invalid_credentials');
    }
    // The new password works.
    const fresh = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: NEW_PASSWORD } });
    expect(await works(org, fresh.body.token)).toBe(200);
  });

  it('a session the sessions index does not show yet (index lag) ends with the change all the same', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { role: 'admin' });
    const changes: Array<[string, string, Record<string, unknown>]> = [
      ['POST', `/org/${org.slug}/users/${user.id}/set-password/`, { password: PASSWORD }],
      ['POST', `/org/${org.slug}/users/update_user/`, { id: user.id, role: 'collaborator' }],
      ['POST', `/org/${org.slug}/users/update_user/`, { id: user.id, status: 'inactive' }],
    ];
    for (const [method, path, body] of changes) {
      const session = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } });
      expect(session.status).toBe(200);
      await hideFromSessionsIndex(org.slug, session.body.token);
      expect(await works(org, session.body.token)).toBe(200);
      expect((await call(method, path, { token: org.adminKey, body })).status).toBeLessThan(300);
      expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: session.body.token }), 401, 'invalid_credentials');
    }
  });

  it('a session the cleanup missed (index lag) stays ended when the deactivated user is reactivated', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { role: 'admin' });
    const session = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } });
    expect(session.status).toBe(200);
    await hideFromSessionsIndex(org.slug, session.body.token);
    for (const status of ['inactive', 'active']) {
      expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, status } })).status).toBe(200);
      expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: session.body.token }), 401, 'invalid_credentials');
    }
    // The user logs in again.
    const fresh = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } });
    expect(await works(org, fresh.body.token)).toBe(200);
  });

  it('a session carries its role: refused once the user has another, even if nothing ended the session (a write of another release, a restore)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { role: 'admin' });
    const session = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: PASSWORD } });
    expect((await call('GET', `/org/${org.slug}/users/`, { token: session.body.token })).status).toBe(200);
    // The role changed on the user item without the credential version moving.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(org.slug, user.id),
        UpdateExpression: 'SET #role = :role',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': 'collaborator' },
      }),
    );
    expectError(await call('GET', `/org/${org.slug}/users/`, { token: session.body.token }), 401, 'invalid_credentials');
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: session.body.token }), 401, 'invalid_credentials');
  });

  it('the local gateway caches no authorizer answer: the request right after a demotion is refused (deploy.md: a deployment caches up to authorizerCacheTtlSeconds)', async () => {
    const org = await newTestOrg();
    const admin = await insertUser(org.slug, { role: 'admin' });
    const session = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: admin.email, password: PASSWORD } });
    // The same request, authorized a moment before with the same header (a cache would hold it).
    expect((await call('GET', `/org/${org.slug}/users/`, { token: session.body.token })).status).toBe(200);
    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: admin.id, role: 'collaborator' } })).status).toBe(200);
    expectError(await call('GET', `/org/${org.slug}/users/`, { token: session.body.token }), 401, 'invalid_credentials');
  });
});
