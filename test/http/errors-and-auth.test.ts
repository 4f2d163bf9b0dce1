import { describe, expect, it } from 'vitest';
import { hashToken, issueToken } from '../../shared/auth/tokens';
import { putCredential } from '../../shared/auth/credentials-store';
import { newId } from '../../shared/db/ids';
import { FORBIDDEN_RESPONSE_HEADER } from '../../shared/http/headers';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';

const { call, docsUrl } = useGateway();

function expectEnvelope(body: any, code: string) {
  expect(body).toMatchObject({ code, message: expect.any(String), request_id: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|stack|arn:aws|ORG#/);
}

describe('documentation views (contract 4.1)', () => {
  it.each(['/api/v5/rest/redocs', '/api/v5/rest/docs', '/api/v5/rest/docs/'])('GET %s answers 302 to the API Reference without a credential', async (path) => {
    const res = await call('GET', path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(docsUrl);
  });

  it('serves the OpenAPI document publicly', async () => {
    const res = await call('GET', '/api/v5/rest/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
  });
});

describe('credentials (api.md §2)', () => {
  it('401 missing_credentials without an Authorization header', async () => {
    const org = await newTestOrg();
    const res = await call('GET', `/org/${org.slug}/organizations/areas/`);
    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'missing_credentials');
  });

  it.each([
    ['not a bearer header', (slug: string) => ({ headers: { Authorization: `Basic abc` } })],
    ['a malformed token', () => ({ token: 'hello' })],
    ['an unknown token', (slug: string) => ({ token: issueToken('api_key', slug).token })],
  ])('401 invalid_credentials for %s', async (_, options) => {
    const org = await newTestOrg();
    const res = await call('GET', `/org/${org.slug}/organizations/areas/`, options(org.slug));
    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'invalid_credentials');
  });

  it('401 expired_credentials for a session past its 12 hours', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const { token, hash } = issueToken('session', org.slug);
    await putCredential({
      id: newId(),
      kind: 'session',
      org: org.slug,
      role: 'collaborator',
      user_id: user.id,
      password_change_required: false,
      token_hash: hash,
      created_at: new Date(Date.now() - 13 * 3600_000).toISOString(),
      expires_at: new Date(Date.now() - 3600_000).toISOString(),
    });
    expect(hashToken(token)).toBe(hash);
    const res = await call('GET', `/org/${org.slug}/organizations/areas/`, { token });
    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'expired_credentials');
  });

  it("403 org_mismatch for another organization's valid credential, on every kind of route", async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    for (const [method, path] of [
      ['GET', `/org/${b.slug}/organizations/areas/`],
      ['POST', `/org/${b.slug}/organizations/areas/`],
      ['GET', `/org/${b.slug}/areas`],
      ['GET', `/org/${b.slug}/api-keys/`],
    ] as const) {
      const res = await call(method, path, { token: a.adminKey, body: method === 'POST' ? { name: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectEnvelope(res.body, 'org_mismatch');
    }
  });

  it('login issues a session; a collaborator session is refused admin routes with 403 forbidden', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'a long enough password' });
    const login = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email.toUpperCase(), password: 'a long enough password' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ token_type: 'Bearer', user_id: user.id, role: 'collaborator', password_change_required: false });
    expect(Date.parse(login.body.expires_at) - Date.now()).toBeGreaterThan(11.9 * 3600_000);

    const read = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: login.body.token });
    expect(read.status).toBe(200);
    const write = await call('POST', `/org/${org.slug}/organizations/areas/`, { token: login.body.token, body: { name: 'Sales' } });
    expect(write.status).toBe(403);
    expectEnvelope(write.body, 'forbidden');
  });

  it('login refuses a wrong password and an unknown email alike', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'a long enough password' });
    const wrong = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: 'nope nope nope' } });
    const unknown = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: 'ghost@example.com', password: 'nope nope nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expectEnvelope(res.body, 'invalid_credentials');
    }
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('api-keys: created with the secret once, listed without it, refused once revoked', async () => {
    const org = await newTestOrg();
    const created = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'payroll sync' } });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(new RegExp(`^lpk\\.${org.slug}\\.`));
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);

    const list = await call('GET', `/org/${org.slug}/api-keys/`, { token: created.body.key });
    expect(list.status).toBe(200);
    expect(list.body.results.map((k: any) => k.name).sort()).toEqual(['bootstrap', 'payroll sync']);
    expect(list.text).not.toContain(created.body.key);
    expect(list.text).not.toMatch(/token_hash|[0-9a-f]{64}/);

    const revoked = await call('DELETE', `/org/${org.slug}/api-keys/${created.body.id}/`, { token: org.adminKey });
    expect(revoked.status).toBe(204);
    const after = await call('GET', `/org/${org.slug}/api-keys/`, { token: created.body.key });
    expect(after.status).toBe(401);
    expectEnvelope(after.body, 'invalid_credentials');

    const again = await call('DELETE', `/org/${org.slug}/api-keys/${newId()}/`, { token: org.adminKey });
    expect(again.status).toBe(404);
    expectEnvelope(again.body, 'api_key_not_found');
  });
});

describe('request errors (api.md §3)', () => {
  it('unreadable JSON → 400 invalid_json; non-JSON content type → 415; schema violation → 400 with details', async () => {
    const org = await newTestOrg();
    const path = `/org/${org.slug}/organizations/areas/`;
    const broken = await call('POST', path, { token: org.adminKey, rawBody: '{"name":', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
    expectEnvelope(broken.body, 'invalid_json');

    const text = await call('POST', path, { token: org.adminKey, rawBody: 'name=x', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
    expectEnvelope(text.body, 'unsupported_media_type');

    const invalid = await call('POST', path, { token: org.adminKey, body: { name: 42, id: 'mine', created_at: 'x' } });
    expect(invalid.status).toBe(400);
    expectEnvelope(invalid.body, 'validation_failed');
    expect(invalid.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'body', path: 'name' }),
        expect.objectContaining({ in: 'body', path: 'id', issue: 'unknown field' }),
        expect.objectContaining({ in: 'body', path: 'created_at', issue: 'unknown field' }),
      ]),
    );

    const missing = await call('POST', path, { token: org.adminKey });
    expect(missing.status).toBe(400);
    expectEnvelope(missing.body, 'validation_failed');
  });

  it('a body over 256 KiB → 413 payload_too_large, and nothing is written', async () => {
    const org = await newTestOrg();
    const res = await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name: 'x'.repeat(300 * 1024) } });
    expect(res.status).toBe(413);
    expectEnvelope(res.body, 'payload_too_large');
    const list = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey });
    expect(list.body.results).toEqual([]);
  });

  it('a request line over the gateway limit → 413 in the envelope, not a bare status', async () => {
    const org = await newTestOrg();
    const res = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, query: { cursor: 'x'.repeat(20_000) } });
    expect(res.status).toBe(413);
    expectEnvelope(res.body, 'payload_too_large');
  });

  it('unknown routes and methods → 404 not_found in the envelope', async () => {
    for (const [method, path] of [['GET', '/nope'], ['DELETE', '/org/demo/organizations/areas/'], ['GET', '/org/demo/organizations']] as const) {
      const res = await call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expectEnvelope(res.body, 'not_found');
    }
  });

  it('no response carries the internal diagnostic headers of contract 9.6', async () => {
    const org = await newTestOrg();
    const responses = await Promise.all([
      call('GET', '/api/v5/rest/docs'),
      call('GET', '/api/v5/rest/openapi.json'),
      call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey }),
      call('GET', `/org/${org.slug}/areas`, { token: org.adminKey }),
      call('GET', `/org/${org.slug}/areas`),
      call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, rawBody: '{' , headers: { 'Content-Type': 'application/json' } }),
      call('GET', '/nope'),
    ]);
    for (const res of responses) {
      for (const name of res.headers.keys()) expect(name).not.toMatch(FORBIDDEN_RESPONSE_HEADER);
    }
  });
});
