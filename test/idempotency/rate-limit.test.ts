import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../infra/local/gateway';
import { createRateLimiter, rateLimitFromEnvironment } from '../../infra/local/rate-limit';
import { listStructureAll } from '../../shared/domain/structure';
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
    expect(refused.body).toEqual({ code: 'rate_limited', message: expect.any(String), request_id: expect.any(String) });
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
