import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../infra/local/gateway';
import { createKeyedRateLimiter, createRateLimiter, fairnessFromEnvironment, perWindow, rateLimitFromEnvironment } from '../../infra/local/rate-limit';
import { listStructureAll } from '../../shared/organization/structure';
import { apiClient } from '../support/http';
import { newTestOrg } from '../support/orgs';

describe('token bucket (infra/local/rate-limit.ts)', () => {
  it('admits the burst, then the rate, and says when to come back in whole seconds >= 1', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ ratePerSecond: 2, burst: 3 }, () => now);
    expect([limiter.take(), limiter.take(), limiter.take()].every((d) => d.allowed)).toBe(true);
    expect(limiter.take()).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500; // one token back at 2/s
    expect(limiter.take().allowed).toBe(true);
    expect(limiter.take().allowed).toBe(false);
    now += 10_000; // refills up to the burst, never beyond
    expect([limiter.take(), limiter.take(), limiter.take()].every((d) => d.allowed)).toBe(true);
    expect(limiter.take().allowed).toBe(false);
  });

  it('a slow rate gives a longer Retry-After', () => {
    const now = 0;
    const limiter = createRateLimiter({ ratePerSecond: 0.2, burst: 1 }, () => now);
    expect(limiter.take().allowed).toBe(true);
    expect(limiter.take()).toEqual({ allowed: false, retryAfterSeconds: 5 });
  });

  it('reads LOCAL_RATE_LIMIT / LOCAL_RATE_BURST; unset means no limit; nonsense is refused', () => {
    expect(rateLimitFromEnvironment({})).toBeUndefined();
    expect(rateLimitFromEnvironment({ LOCAL_RATE_LIMIT: '' })).toBeUndefined();
    expect(rateLimitFromEnvironment({ LOCAL_RATE_LIMIT: '50' })).toEqual({ ratePerSecond: 50 });
    expect(rateLimitFromEnvironment({ LOCAL_RATE_LIMIT: '0.5', LOCAL_RATE_BURST: '4' })).toEqual({ ratePerSecond: 0.5, burst: 4 });
    expect(() => rateLimitFromEnvironment({ LOCAL_RATE_LIMIT: 'fast' })).toThrow(/LOCAL_RATE_LIMIT/);
    expect(() => rateLimitFromEnvironment({ LOCAL_RATE_LIMIT: '0' })).toThrow(/LOCAL_RATE_LIMIT/);
    expect(() => rateLimitFromEnvironment({ LOCAL_RATE_LIMIT: '5', LOCAL_RATE_BURST: '0' })).toThrow(/LOCAL_RATE_BURST/);
    expect(() => rateLimitFromEnvironment({ LOCAL_RATE_BURST: '5' })).toThrow(/LOCAL_RATE_LIMIT/);
  });
});

describe('local gateway throttling (api.md §3, §7)', () => {
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({ docsUrl: 'http://docs.test/', rateLimit: { ratePerSecond: 0.01, burst: 2 } });
  });
  afterAll(async () => {
    await gateway?.close();
  });
  const call = apiClient(() => gateway!.baseUrl);

  it('over the rate: 429 rate_limited in the error envelope with Retry-After from the bucket, nothing runs', async () => {
    const org = await newTestOrg();
    const path = `/org/${org.slug}/organizations/areas/`;
    const admitted = [await call('GET', path, { token: org.adminKey }), await call('GET', '/api/v5/rest/openapi.json')];
    expect(admitted.map((r) => r.status)).toEqual([200, 200]);

    const refused = await call('POST', path, { token: org.adminKey, body: { name: 'never written' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: expect.any(String), request_id: expect.any(String) });
    const retryAfter = refused.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    // One token per 100 s, and the bucket emptied moments ago (cold starts included).
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(80);
    expect(Number(retryAfter)).toBeLessThanOrEqual(100);

    expect(await listStructureAll(org.slug, 'areas')).toEqual([]);

    // Even without a credential: throttling comes before the authorizer, as at API Gateway.
    const anonymous = await call('GET', path);
    expect(anonymous.status).toBe(429);
  });

  it('without the option (the default) the gateway does not throttle', async () => {
    const free = await startGateway({ docsUrl: 'http://docs.test/' });
    try {
      const freeCall = apiClient(() => free.baseUrl);
      const statuses = await Promise.all(Array.from({ length: 30 }, () => freeCall('GET', '/api/v5/rest/openapi.json').then((r) => r.status)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    } finally {
      await free.close();
    }
  });
});

describe('per-caller buckets (the WAF rate rules, infra/cdk/web-acl.ts, mirrored locally)', () => {
  it('one bucket per key: one key running dry leaves the others as they were; full buckets are forgotten', () => {
    let now = 0;
    const limiter = createKeyedRateLimiter({ ratePerSecond: 1, burst: 2 }, () => now);
    expect([limiter.take('a'), limiter.take('a')].every((d) => d.allowed)).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('b')).toMatchObject({ allowed: true, remaining: 1 });
    // Garbage keys do not pile up: at 10,000 buckets the ones refilled to full are dropped.
    for (let i = 0; i < 9_998; i++) limiter.take(`garbage-${i}`);
    expect(limiter.size()).toBe(10_000);
    now += 1_000; // 'a' is still short of full; every other bucket is full again
    limiter.take('new');
    expect(limiter.size()).toBe(2);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false); // it kept its state
  });

  it('a "N per 5 minutes" WAF limit is a bucket of N refilled at N/300 per second', () => {
    expect(perWindow(600)).toEqual({ ratePerSecond: 2, burst: 600 });
    expect(fairnessFromEnvironment({})).toEqual({ perCredential: undefined, perAddress: undefined });
    expect(fairnessFromEnvironment({ LOCAL_RATE_LIMIT_PER_CREDENTIAL: '6000', LOCAL_RATE_LIMIT_PER_ADDRESS: '600' })).toEqual({ perCredential: 6000, perAddress: 600 });
    expect(() => fairnessFromEnvironment({ LOCAL_RATE_LIMIT_PER_CREDENTIAL: 'lots' })).toThrow(/LOCAL_RATE_LIMIT_PER_CREDENTIAL/);
    expect(() => fairnessFromEnvironment({ LOCAL_RATE_LIMIT_PER_ADDRESS: '0.5' })).toThrow(/LOCAL_RATE_LIMIT_PER_ADDRESS/);
  });
});

describe('local gateway: one caller cannot exhaust every tenant (issue #16)', () => {
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    // The stage admits 15 at once; each credential 5 and each address without one 3 (per 5 minutes).
    gateway = await startGateway({
      docsUrl: 'http://docs.test/',
      rateLimit: { ratePerSecond: 0.01, burst: 15 },
      fairness: { perCredential: 5, perAddress: 3 },
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });
  const call = apiClient(() => gateway!.baseUrl);

  it('20 loops of one unknown (well-formed) credential are refused on their own; an unrelated tenant still gets 200', async () => {
    const org = await newTestOrg();
    const path = `/org/${org.slug}/organizations/areas/`;
    // A header that is no credential at all (`Bearer x`) is counted by its address (rate-limit-fairness.test.ts).
    const unknown = `Bearer lpk.${org.slug}.${'x'.repeat(43)}`;
    const garbage = [];
    for (let i = 0; i < 20; i++) garbage.push(await call('GET', path, { headers: { Authorization: unknown } }));
    expect(garbage.slice(0, 5).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(garbage.slice(5).every((r) => r.status === 429)).toBe(true);

    const refused = garbage[19]!;
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: expect.any(String), request_id: expect.any(String) });
    // 5 per 300 s: one back every 60 s.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(55);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-policy')).toBe('"credential";q=5;w=300');
    expect(refused.headers.get('ratelimit')).toMatch(/^"credential";r=0;t=(5[5-9]|60)$/);

    const other = await newTestOrg();
    const fine = await call('GET', `/org/${other.slug}/organizations/areas/`, { token: other.adminKey });
    expect(fine.status).toBe(200);
    expect(fine.headers.get('ratelimit')).toMatch(/^"credential";r=4;t=\d+$/);
    expect(fine.headers.get('ratelimit-policy')).toBe('"credential";q=5;w=300');
  });

  it('without a credential the client address is the key; its refusals leave credentials alone', async () => {
    const org = await newTestOrg();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('GET', '/api/v5/rest/openapi.json')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const anonymous = await call('GET', `/org/${org.slug}/organizations/areas/`);
    expect(anonymous.status).toBe(429);
    expect(anonymous.headers.get('ratelimit-policy')).toBe('"address";q=3;w=300');
    // The same address with a credential is counted by its credential.
    expect((await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey })).status).toBe(200);
  });
});

/** A GET sent from another loopback address (the gateway keys on the socket's peer, like WAF on the client IP). */
function getFrom(localAddress: string, url: string, authorization?: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress, headers: authorization ? { Authorization: authorization } : {} }, (res) => {
      res.resume().on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local gateway: rotating garbage tokens meet the per-address ceiling (issue #16)', () => {
  let gateway: RunningGateway | undefined;
  beforeAll(async () => {
    gateway = await startGateway({ docsUrl: 'http://docs.test/', fairness: { perCredential: 5, perAddressTotal: 8 } });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('a new token each time escapes the per-credential bucket, not the address; other addresses are unaffected', async () => {
    const org = await newTestOrg();
    const url = `${gateway!.baseUrl}/org/${org.slug}/organizations/areas/`;
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await getFrom('127.0.0.1', url, `Bearer x${i}`)).status);
    expect(statuses).toEqual([...Array(8).fill(401), ...Array(4).fill(429)]);
    const refused = await getFrom('127.0.0.1', url, `Bearer ${org.adminKey}`);
    expect(refused.status).toBe(429);
    expect(refused.headers['ratelimit-policy']).toBe('"address-total";q=8;w=300');

    const elsewhere = await getFrom('127.0.0.2', url, `Bearer ${org.adminKey}`);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers['ratelimit-policy']).toBe('"credential";q=5;w=300, "address-total";q=8;w=300');
    // The credential's bucket counted the refused request too (as WAF's first rule counts what the third blocks).
    expect(elsewhere.headers.ratelimit).toMatch(/^"credential";r=3;t=\d+, "address-total";r=7;t=\d+$/);
  });
});
