import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../../shared/auth/tokens';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { world } from '../timeoff/helpers';

/** Security issue #16, HTTP kernel: what an integrator (or an attacker) sees through the gateway. */
const { call, baseUrl } = useGateway();

/** A raw request: fetch will not send a Host header of our choosing. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any }> {
  const url = new URL(baseUrl() + path);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https', Forwarded: 'host=evil.example;proto=https' };

describe('absolute URLs never come from client headers', () => {
  it('`next` of a list points at the real base URL, whatever Host and X-Forwarded-* say', async () => {
    const w = await world(call);
    const res = await rawGet(`/org/${w.org.slug}/timeoff/balances/?page_size=1`, { ...FORGED, Authorization: `Bearer ${w.a.token}` });
    expect(res.status).toBe(200);
    expect(res.body.next).toEqual(expect.any(String));
    expect(res.body.next.startsWith(`${baseUrl()}/org/${w.org.slug}/timeoff/balances/?`)).toBe(true);
    expect(res.body.next).not.toContain('evil');
    // …and it works when followed.
    const next = await call('GET', res.body.next, { token: w.a.token });
    expect(next.status).toBe(200);
  });

  it('the successor `Link` of a deprecated route points at the real base URL', async () => {
    const org = await newTestOrg();
    const res = await rawGet(`/org/${org.slug}/areas`, { ...FORGED, Authorization: `Bearer ${org.adminKey}` });
    expect(res.status).toBe(200);
    expect(res.headers.link).toBe(`<${baseUrl()}/org/${org.slug}/organizations/areas/>; rel="successor-version"`);
  });
});

describe('cursors stay with the caller they were given to', () => {
  it("a collaborator's balances cursor replayed by another collaborator is 400 invalid_cursor (was a 500)", async () => {
    const w = await world(call);
    const first = await call('GET', `/org/${w.org.slug}/timeoff/balances/`, { token: w.a.token, query: { page_size: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([expect.objectContaining({ user_id: w.a.id })]);
    const cursor = first.body.next_cursor;
    expect(cursor).toEqual(expect.any(String));

    const replay = await call('GET', `/org/${w.org.slug}/timeoff/balances/`, { token: w.b.token, query: { page_size: 1, cursor } });
    expect(replay.status, replay.text).toBe(400);
    expect(replay.body.code).toBe('invalid_cursor');
    // The administrator's list has another key range too: refused the same way.
    const admin = await call('GET', `/org/${w.org.slug}/timeoff/balances/`, { token: w.admin, query: { page_size: 1, cursor } });
    expect(admin.status, admin.text).toBe(400);
    expect(admin.body.code).toBe('invalid_cursor');
    // The owner still pages on.
    const own = await call('GET', `/org/${w.org.slug}/timeoff/balances/`, { token: w.a.token, query: { page_size: 1, cursor } });
    expect(own.status).toBe(200);
    expect(own.body.results).toEqual([expect.objectContaining({ user_id: w.a.id })]);
  });
});

describe('401 names its authentication scheme (RFC 9110 §15.5.2)', () => {
  it("the gateway's own 401 (no Authorization header) carries WWW-Authenticate: Bearer", async () => {
    const org = await newTestOrg();
    const res = await call('GET', `/org/${org.slug}/organizations/areas/`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('missing_credentials');
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });

  it.each([
    ['a malformed token', () => 'hello', 'invalid_credentials'],
    ['an unknown token', (slug: string) => issueToken('api_key', slug).token, 'invalid_credentials'],
  ])('the shell\'s 401 for %s says error="invalid_token"', async (_what, token, code) => {
    const org = await newTestOrg();
    const res = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: token(org.slug) });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(code);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api", error="invalid_token"');
  });

  it('a refused password (login) is a 401 with the scheme, not an invalid token', async () => {
    const org = await newTestOrg();
    const res = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: 'nobody@example.com', password: 'wrong password 123' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });

  it('no other status carries the challenge', async () => {
    const org = await newTestOrg();
    const res = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('www-authenticate')).toBeNull();
  });
});
