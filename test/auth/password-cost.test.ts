// unit: needs no DynamoDB Local (vitest.config.ts)
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * What hashing a password costs (shared/config.ts, PASSWORD_SCRYPT_N): full cost wherever it is not
 * set (a deployment never sets it: test/infra/stack.test.ts), lower only where the test run sets it
 * (test/support/worker-environment.ts), and a hash verifies whatever the setting says.
 */
const saved = process.env.PASSWORD_SCRYPT_N;
afterAll(() => {
  process.env.PASSWORD_SCRYPT_N = saved;
  vi.resetModules();
});

/** shared/auth/passwords.ts with a fresh configuration read under this setting. */
async function passwordsWith(n: string | undefined) {
  vi.resetModules();
  if (n === undefined) delete process.env.PASSWORD_SCRYPT_N;
  else process.env.PASSWORD_SCRYPT_N = n;
  return import('../../shared/auth/passwords');
}

const PASSWORD = 'a long enough password';
const costOf = (hash: string) => hash.split('$').slice(0, 4);

describe('password hashing cost', () => {
  it('unset, a new hash is scrypt N 16384, r 8, p 1', async () => {
    const { hashPassword } = await passwordsWith(undefined);
    expect(costOf(await hashPassword(PASSWORD))).toEqual(['scrypt', '16384', '8', '1']);
  });

  it('a hash keeps its own N: one made at full cost verifies under the lower setting, and one made under it at full cost', async () => {
    const full = await (await passwordsWith(undefined)).hashPassword(PASSWORD);
    const lower = await passwordsWith('1024');
    const cheap = await lower.hashPassword(PASSWORD);
    expect(costOf(cheap)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await lower.verifyPassword(PASSWORD, full)).toBe(true);
    expect(await lower.verifyPassword('another long password', full)).toBe(false);
    const again = await passwordsWith(undefined);
    expect(await again.verifyPassword(PASSWORD, cheap)).toBe(true);
    expect(await again.verifyPassword('another long password', cheap)).toBe(false);
  });

  it('set, only a lower power of two is taken', async () => {
    for (const n of ['32768', '65536', '1000', '512', '0', 'fast']) {
      const { hashPassword } = await passwordsWith(n);
      await expect(hashPassword(PASSWORD), n).rejects.toThrow(/PASSWORD_SCRYPT_N/);
    }
    for (const n of ['1024', '2048', '4096', '8192', '16384']) {
      const { hashPassword } = await passwordsWith(n);
      expect(costOf(await hashPassword(PASSWORD))[1], n).toBe(n);
    }
  });
});
