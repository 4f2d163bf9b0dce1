import { request } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../shared/auth/passwords';
import { login } from '../../shared/auth/credentials';
import { withLoginThrottle } from '../../shared/auth/login-throttle';
import { ApiError } from '../../shared/errors/api-error';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';

// The password check itself, observed (not replaced): which stored hash each login verified against.
vi.mock('../../shared/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const { call, baseUrl } = useGateway();

/** Issue #16 defaults (shared/config.ts). */
const PER_ACCOUNT = 10;
const PER_ADDRESS = 100;
const WINDOW_SECONDS = 900;

const loginPath = (slug: string) => `/org/${slug}/auth/login/`;
const attempt = (slug: string, email: string, password: string) => call('POST', loginPath(slug), { body: { email, password } });

/** A login sent from another loopback address (the gateway's `sourceIp` is the socket's peer). */
function loginFrom(localAddress: string, slug: string, email: string, password: string): Promise<{ status: number; body: any }> {
  const url = new URL(loginPath(slug), baseUrl());
  const payload = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function expectLocked(res: { status: number; headers: Headers; body: any }) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toMatchObject({ code: 'too_many_attempts', message: expect.any(String), request_id: expect.any(String) });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(WINDOW_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe('login throttling per account (issue #16)', () => {
  it(`after ${PER_ACCOUNT} failures for one email even the right password is refused 429 too_many_attempts with Retry-After`, async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'the right password' });
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await attempt(org.slug, user.email, `wrong password ${i}`)).status).toBe(401);

    const locked = await attempt(org.slug, user.email, 'the right password');
    expectLocked(locked);
    // The same email spelled otherwise is the same account.
    expectLocked(await attempt(org.slug, user.email.toUpperCase(), 'the right password'));

    // Only that account: another user of the organization still logs in.
    const other = await insertUser(org.slug, { password: 'another right password' });
    expect((await attempt(org.slug, other.email, 'another right password')).status).toBe(200);
  });

  it('an email nobody has is locked the same way, with the same answer', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'the right password' });
    const ghost = 'ghost@example.com';
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await attempt(org.slug, ghost, `wrong password ${i}`)).status).toBe(401);
      expect((await attempt(org.slug, user.email, `wrong password ${i}`)).status).toBe(401);
    }
    const [known, unknown] = [await attempt(org.slug, user.email, 'the right password'), await attempt(org.slug, ghost, 'x')];
    expectLocked(known);
    expectLocked(unknown);
    expect(unknown.body.message).toBe(known.body.message);
  });

  it('concurrent guesses cannot overshoot the limit: attempts are counted before the password is checked', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'the right password' });
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(org.slug, user.email, `wrong password ${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PER_ACCOUNT);
    expectLocked(await attempt(org.slug, user.email, 'the right password'));
  });

  it('successful logins give their attempt back: a user logging in often is never throttled', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'the right password' });
    for (let i = 0; i < PER_ACCOUNT + 5; i++) expect((await attempt(org.slug, user.email, 'the right password')).status).toBe(200);
    // ...and the failures still count: nine of them, a login, one more, then the lock.
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await attempt(org.slug, user.email, 'wrong password')).status).toBe(401);
    expect((await attempt(org.slug, user.email, 'the right password')).status).toBe(200);
    expect((await attempt(org.slug, user.email, 'wrong password')).status).toBe(401);
    expectLocked(await attempt(org.slug, user.email, 'the right password'));
  });

  it('the lock ends with its window (a new window starts at the next attempt)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'the right password' });
    const loginAt = (password: string, now: number) =>
      withLoginThrottle({ slug: org.slug, email: user.email, sourceIp: '192.0.2.1' }, () => login(org.slug, user.email, password), now).catch(
        (error: ApiError) => error.code,
      );
    const start = Date.now() - WINDOW_SECONDS * 1000 - 5_000;
    for (let i = 0; i < PER_ACCOUNT; i++) expect(await loginAt('wrong password', start + i)).toBe('invalid_credentials');
    expect(await loginAt('the right password', start + 1_000)).toBe('too_many_attempts');
    expect(await loginAt('the right password', Date.now())).toMatchObject({ user_id: user.id });
  });
});

describe('login throttling per client address (issue #16)', () => {
  it(`after ${PER_ADDRESS} failures from one address across emails, that address is refused; another is not`, async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'the right password' });
    for (let batch = 0; batch < PER_ADDRESS / 10; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(org.slug, `sprayed-${batch}-${i}@example.com`, 'Summer2026!!').then((r) => r.status)),
      );
      expect(statuses).toEqual(Array(10).fill(401));
    }
    expectLocked(await attempt(org.slug, user.email, 'the right password'));
    expect((await loginFrom('127.0.0.2', org.slug, user.email, 'the right password')).status).toBe(200);
    // Another organization is counted apart.
    const elsewhere = await newTestOrg();
    const someone = await insertUser(elsewhere.slug, { password: 'the right password' });
    expect((await attempt(elsewhere.slug, someone.email, 'the right password')).status).toBe(200);
  }, 60_000);
});

describe('login on an unknown organization (issue #16)', () => {
  it('answers like a wrong password: 401 invalid_credentials, after the same scrypt verification', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'the right password' });
    const verify = vi.mocked(verifyPassword);

    verify.mockClear();
    const wrong = await attempt(org.slug, user.email, 'wrong password');
    expect(verify.mock.calls.map(([, stored]) => typeof stored)).toEqual(['string']);

    verify.mockClear();
    const unknownEmail = await attempt(org.slug, 'ghost@example.com', 'wrong password');
    expect(verify.mock.calls.map(([, stored]) => stored)).toEqual([undefined]);

    verify.mockClear();
    const unknownOrg = await attempt('no-such-org-anywhere', user.email, 'wrong password');
    // The dummy-hash path: scrypt over a random salt, the same work as a real hash.
    expect(verify.mock.calls.map(([, stored]) => stored)).toEqual([undefined]);
    await expect(verify.mock.results[0]!.value).resolves.toBe(false);

    for (const res of [wrong, unknownEmail, unknownOrg]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'invalid_credentials', message: wrong.body.message });
    }
    expect(unknownOrg.headers.get('www-authenticate')).toBe(wrong.headers.get('www-authenticate'));
  });
});
