import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { config } from '../config';
import { ApiError } from '../errors/api-error';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** N is the configuration's (16384 wherever the API is deployed; lower in the test run only). */
const params = () => ({ N: config().PASSWORD_SCRYPT_N, r: 8, p: 1 });
const KEY_LENGTH = 32;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** api.md §6: 10..128 characters, else 422 `weak_password`. */
export function assertPasswordStrength(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    throw new ApiError('weak_password', `A password has ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  }
}

/** scrypt with a per-user salt; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params();
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time on unknown users as on known ones, so timing tells nothing.
    await scrypt(password, randomBytes(16), KEY_LENGTH, params());
    return false;
  }
  const [, N, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
