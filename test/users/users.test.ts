import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { unixSeconds } from '../../shared/http/headers';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { createUser, expectError, login, orgWithSessions } from './helpers';

const { call } = useGateway();

const USER_FIELDS = ['id', 'email', 'first_name', 'last_name', 'role', 'status', 'custom_fields', 'force_change_password', 'created_at', 'updated_at'];

describe('POST /org/{slug}/users/ (create)', () => {
  it('creates an active collaborator by default and never shows a password or hash', async () => {
    const org = await newTestOrg();
    const res = await call('POST', `/org/${org.slug}/users/`, {
      token: org.adminKey,
      body: { email: 'Maria.Lopez@Example.com', first_name: 'María', last_name: 'López', password: 'a long enough password' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...USER_FIELDS].sort());
    expect(res.body).toMatchObject({
      email: 'Maria.Lopez@Example.com',
      first_name: 'María',
      role: 'collaborator',
      status: 'active',
      custom_fields: {},
      force_change_password: false,
    });
    expect(res.text).not.toMatch(/password_hash|scrypt|a long enough password/);

    // The password works, whatever the case of the email.
    const session = await login(call, org.slug, 'maria.lopez@example.com', 'a long enough password');
    expect(session).toMatchObject({ user_id: res.body.id, role: 'collaborator', password_change_required: false });

    const read = await call('GET', `/org/${org.slug}/users/${res.body.id}/`, { token: org.adminKey });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('takes role, structure references and force_change_password', async () => {
    const org = await newTestOrg();
    const token = org.adminKey;
    const area = await call('POST', `/org/${org.slug}/organizations/areas/`, { token, body: { name: 'Ops' } });
    const hq = await call('POST', `/org/${org.slug}/organizations/headquarters/`, { token, body: { name: 'HQ' } });
    const position = await call('POST', `/org/${org.slug}/organizations/positions/`, { token, body: { name: 'Analyst' } });
    const user = await createUser(call, org, {
      role: 'admin',
      area_id: area.body.id,
      headquarter_id: hq.body.id,
      position_id: position.body.id,
      force_change_password: true,
      password: 'a long enough password',
    });
    expect(user).toMatchObject({ role: 'admin', area_id: area.body.id, headquarter_id: hq.body.id, position_id: position.body.id, force_change_password: true });
  });

  it('a user created without a password exists but cannot log in', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org, { email: 'nopass@example.com' });
    expect(user.status).toBe('active');
    const res = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: 'nopass@example.com', password: 'anything at all' } });
    expectError(res, 401, 'invalid_credentials');
  });

  it('409 email_taken for an email already used, whatever its letter case', async () => {
    const org = await newTestOrg();
    await createUser(call, org, { email: 'dup@example.com' });
    const res = await call('POST', `/org/${org.slug}/users/`, {
      token: org.adminKey,
      body: { email: 'DUP@Example.COM', first_name: 'A', last_name: 'B' },
    });
    expectError(res, 409, 'email_taken');
  });

  it('the same email in two organizations is two users', async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    await createUser(call, a, { email: 'same@example.com' });
    await createUser(call, b, { email: 'same@example.com' });
  });

  it('10 concurrent creates of one email in different letter cases: exactly one 201, the rest 409, one user listed', async () => {
    const org = await newTestOrg();
    const spellings = ['race@example.com', 'RACE@example.com', 'Race@Example.com', 'rAce@example.com', 'raCe@example.com', 'racE@example.com', 'RACE@EXAMPLE.COM', 'race@EXAMPLE.com', 'Race@example.COM', 'rACE@example.com'];
    const results = await Promise.all(
      spellings.map((email, i) =>
        call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body: { email, first_name: `N${i}`, last_name: 'Racer' } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('email_taken');

    const list = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey });
    expect(list.body.results).toHaveLength(1);
    const byEmail = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query: { email: 'RACE@example.com' } });
    expect(byEmail.body.results.map((u: any) => u.id)).toEqual([results.find((r) => r.status === 201)!.body.id]);
  });

  it('422 invalid_reference for an area, headquarter or position that does not exist (nothing created)', async () => {
    const org = await newTestOrg();
    const res = await call('POST', `/org/${org.slug}/users/`, {
      token: org.adminKey,
      body: { email: 'ref@example.com', first_name: 'A', last_name: 'B', area_id: newId(), headquarter_id: newId(), position_id: newId() },
    });
    expectError(res, 422, 'invalid_reference');
    expect(res.body.details.map((d: any) => d.path).sort()).toEqual(['area_id', 'headquarter_id', 'position_id']);
    const list = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey });
    expect(list.body.results).toEqual([]);
  });

  it('422 weak_password for a password outside 10..128 characters (nothing created)', async () => {
    const org = await newTestOrg();
    for (const password of ['short', '123456789', 'x'.repeat(129)]) {
      const res = await call('POST', `/org/${org.slug}/users/`, {
        token: org.adminKey,
        body: { email: 'weak@example.com', first_name: 'A', last_name: 'B', password },
      });
      expectError(res, 422, 'weak_password');
    }
    await createUser(call, org, { email: 'weak@example.com', password: 'x'.repeat(128) });
    await createUser(call, org, { password: '0123456789' });
  });

  it('400 validation_failed for a missing field, a bad email or a field nobody may set (mass assignment)', async () => {
    const org = await newTestOrg();
    const base = { email: 'ok@example.com', first_name: 'A', last_name: 'B' };
    for (const [body, path] of [
      [{ first_name: 'A', last_name: 'B' }, 'email'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, role: 'owner' }, 'role'],
      [{ ...base, status: 'inactive' }, 'status'],
      [{ ...base, id: newId() }, 'id'],
      [{ ...base, created_at: '2020-01-01T00:00:00Z' }, 'created_at'],
      [{ ...base, password_hash: 'scrypt$1$1$1$x$y' }, 'password_hash'],
      [{ ...base, org: 'other' }, 'org'],
      [{ ...base, custom_fields: { a: 1 } }, 'custom_fields'],
    ] as const) {
      const res = await call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body });
      expectError(res, 400, 'validation_failed');
      expect(res.body.details.map((d: any) => d.path)).toContain(path);
    }
    const list = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey });
    expect(list.body.results).toEqual([]);
  });

  it('replays a create with the same Idempotency-Key instead of creating twice', async () => {
    const org = await newTestOrg();
    const request = { token: org.adminKey, headers: { 'Idempotency-Key': 'create-ana-1' }, body: { email: 'ana@example.com', first_name: 'Ana', last_name: 'B' } };
    const first = await call('POST', `/org/${org.slug}/users/`, request);
    const again = await call('POST', `/org/${org.slug}/users/`, request);
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const list = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey });
    expect(list.body.results).toHaveLength(1);
  });
});

describe('GET /org/{slug}/users/{id}/ and me', () => {
  it('an administrator reads anyone; a collaborator only themselves (403 forbidden otherwise)', async () => {
    const org = await orgWithSessions(call);
    const other = await insertUser(org.slug);
    for (const token of [org.adminKey, org.admin.token]) {
      const res = await call('GET', `/org/${org.slug}/users/${other.id}/`, { token });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(other.id);
    }
    const own = await call('GET', `/org/${org.slug}/users/${org.collaborator.id}/`, { token: org.collaborator.token });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: org.collaborator.id, email: org.collaborator.email });

    const foreign = await call('GET', `/org/${org.slug}/users/${other.id}/`, { token: org.collaborator.token });
    expectError(foreign, 403, 'forbidden');
    // Existence is not disclosed to a collaborator: an unknown id is the same 403.
    const unknown = await call('GET', `/org/${org.slug}/users/${newId()}/`, { token: org.collaborator.token });
    expectError(unknown, 403, 'forbidden');
  });

  it('404 user_not_found for an administrator asking an unknown id, whatever its shape; 400 beyond the id bound', async () => {
    const org = await newTestOrg();
    expectError(await call('GET', `/org/${org.slug}/users/${newId()}/`, { token: org.adminKey }), 404, 'user_not_found');
    // Ids are opaque (#17): `not-an-id` used to be a 400; it is an unknown id.
    expectError(await call('GET', `/org/${org.slug}/users/not-an-id/`, { token: org.adminKey }), 404, 'user_not_found');
    expectError(await call('GET', `/org/${org.slug}/users/${'x'.repeat(129)}/`, { token: org.adminKey }), 400, 'validation_failed');
  });

  it('`me` is the caller, with and without the trailing slash, for a collaborator and an admin session', async () => {
    const org = await orgWithSessions(call);
    for (const [token, id] of [
      [org.collaborator.token, org.collaborator.id],
      [org.admin.token, org.admin.id],
    ] as const) {
      for (const path of [`/org/${org.slug}/users/me/`, `/org/${org.slug}/users/me`]) {
        const res = await call('GET', path, { token });
        expect(res.status, path).toBe(200);
        expect(res.body.id).toBe(id);
        expect(res.text).not.toMatch(/password_hash|scrypt/);
      }
    }
  });

  it('`me` with an api-key (no user behind it) is 404 user_not_found', async () => {
    const org = await newTestOrg();
    expectError(await call('GET', `/org/${org.slug}/users/me/`, { token: org.adminKey }), 404, 'user_not_found');
  });

  it("another organization's user is not found, even by an administrator who knows the id", async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    const bUser = await insertUser(b.slug);
    expectError(await call('GET', `/org/${a.slug}/users/${bUser.id}/`, { token: a.adminKey }), 404, 'user_not_found');
    expectError(await call('GET', `/org/${b.slug}/users/${bUser.id}/`, { token: a.adminKey }), 403, 'org_mismatch');
  });
});

describe('GET /org/{slug}/users/ (deprecated, documented)', () => {
  it('answers the envelope with the Deprecation header and a Link to its successor, the SCIM users list', async () => {
    const org = await newTestOrg();
    const user = await createUser(call, org);
    const res = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [user], next: null, next_cursor: null });
    expect(res.headers.get('deprecation')).toBe(`@${unixSeconds('2026-09-01')}`);
    expect(res.headers.get('link')).toMatch(new RegExp(`^<http://127\\.0\\.0\\.1:\\d+/org/${org.slug}/scim/v2/Users/>; rel="successor-version"$`));
  });

  it('is still listed in the API Reference, marked deprecated, naming its successor', async () => {
    const doc = await call('GET', '/api/v5/rest/openapi.json');
    expect(doc.body.paths['/org/{slug}/users/'].get).toMatchObject({ deprecated: true, 'x-successor': 'GET /org/{slug}/scim/v2/Users/' });
    expect(doc.body.paths['/org/{slug}/users/'].get.responses['200'].headers.Link).toEqual({ $ref: '#/components/headers/Link' });
    expect(doc.body.paths['/org/{slug}/users/update_user/'].post.deprecated).toBeUndefined();
    expect(doc.body.paths['/org/{slug}/users/{id}/'].put).toBeUndefined();
    expect(doc.body.paths['/org/{slug}/users/me/']).toBeUndefined();
  });

  it('filters by email (case-insensitive), status, role and area_id, alone and combined', async () => {
    const org = await newTestOrg();
    const token = org.adminKey;
    const [ops, sales] = await Promise.all(
      ['Ops', 'Sales'].map((name) => call('POST', `/org/${org.slug}/organizations/areas/`, { token, body: { name } }).then((r) => r.body.id)),
    );
    const u = {
      opsAdmin: await createUser(call, org, { email: 'ops.admin@example.com', role: 'admin', area_id: ops }),
      opsCollab: await createUser(call, org, { email: 'ops.collab@example.com', area_id: ops }),
      opsGone: await createUser(call, org, { email: 'ops.gone@example.com', area_id: ops }),
      salesCollab: await createUser(call, org, { email: 'sales@example.com', area_id: sales }),
      nowhere: await createUser(call, org, { email: 'nowhere@example.com', role: 'admin' }),
    };
    const gone = await call('POST', `/org/${org.slug}/users/update_user/`, { token, body: { id: u.opsGone.id, status: 'inactive' } });
    expect(gone.status).toBe(200);

    const ids = async (query: Record<string, string>) => {
      const res = await call('GET', `/org/${org.slug}/users/`, { token, query });
      expect(res.status, JSON.stringify(query)).toBe(200);
      return res.body.results.map((x: any) => x.id);
    };
    expect(await ids({})).toEqual([u.opsAdmin.id, u.opsCollab.id, u.opsGone.id, u.salesCollab.id, u.nowhere.id]);
    expect(await ids({ email: 'OPS.COLLAB@example.com' })).toEqual([u.opsCollab.id]);
    expect(await ids({ email: 'ghost@example.com' })).toEqual([]);
    expect(await ids({ status: 'inactive' })).toEqual([u.opsGone.id]);
    expect(await ids({ status: 'active' })).toEqual([u.opsAdmin.id, u.opsCollab.id, u.salesCollab.id, u.nowhere.id]);
    expect(await ids({ role: 'admin' })).toEqual([u.opsAdmin.id, u.nowhere.id]);
    expect(await ids({ area_id: ops })).toEqual([u.opsAdmin.id, u.opsCollab.id, u.opsGone.id]);
    expect(await ids({ area_id: ops, role: 'collaborator' })).toEqual([u.opsCollab.id, u.opsGone.id]);
    expect(await ids({ area_id: ops, role: 'collaborator', status: 'active' })).toEqual([u.opsCollab.id]);
    expect(await ids({ role: 'admin', status: 'active' })).toEqual([u.opsAdmin.id, u.nowhere.id]);
    expect(await ids({ email: 'ops.admin@example.com', role: 'admin' })).toEqual([u.opsAdmin.id]);
    expect(await ids({ email: 'ops.admin@example.com', role: 'collaborator' })).toEqual([]);
    expect(await ids({ email: 'ops.gone@example.com', status: 'active' })).toEqual([]);
  });

  it('pages through a filtered list with no repeats and no omissions', async () => {
    const org = await newTestOrg();
    const admins: string[] = [];
    for (let i = 0; i < 9; i++) {
      const user = await createUser(call, org, { role: i % 3 === 0 ? 'admin' : 'collaborator' });
      if (i % 3 !== 0) admins.push(user.id);
    }
    // Collaborators, 2 per page, status filter applied on the role index.
    const seen: string[] = [];
    let url: string | null = `/org/${org.slug}/users/?role=collaborator&status=active&page_size=2`;
    while (url) {
      const page: any = await call('GET', url, { token: org.adminKey });
      expect(page.status).toBe(200);
      expect(page.body.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.results.map((x: any) => x.id));
      url = page.body.next;
    }
    expect(seen).toEqual(admins);
  });

  it('refuses unknown filters and bad values with 400; a cursor of another filter set is 400 invalid_cursor', async () => {
    const org = await newTestOrg();
    for (let i = 0; i < 3; i++) await createUser(call, org);
    for (const query of [{ department: 'x' }, { status: 'gone' }, { role: 'owner' }, { area_id: 'x'.repeat(129) }]) {
      expectError(await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query }), 400, 'validation_failed');
    }
    // Ids are opaque (#17): `area_id: 'nope'` used to be a 400; it names no area, so it matches nobody.
    const nope = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query: { area_id: 'nope' } });
    expect({ status: nope.status, results: nope.body.results }).toEqual({ status: 200, results: [] });
    const first = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query: { page_size: 1 } });
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const replay = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query: { page_size: 1, role: 'admin', cursor: first.body.next_cursor } });
    expectError(replay, 400, 'invalid_cursor');
  });
});
