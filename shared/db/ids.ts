import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 48-bit millisecond time + 80 random bits, Crockford base32. Sortable by creation
 * time, which is what makes "newest first / oldest first" lists a plain key range.
 */
export function newId(now: number = Date.now()): string {
  const given = givenIds.getStore()?.shift();
  if (given !== undefined) return given;
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  return time + crockford(randomBytes(16));
}

const givenIds = new AsyncLocalStorage<string[]>();

/**
 * Runs `work` with the first newId() calls it makes answering `ids`, in order (then new ids again):
 * how the local example organization gets the fixed ids the API Reference's examples name
 * (infra/local/seed-examples.ts), through the same domain code as every other object. Never
 * called on a request path; a caller checks that the object it made took the id.
 */
export const withIds = <T>(ids: readonly string[], work: () => Promise<T>): Promise<T> => givenIds.run([...ids], work);

/** Crockford base32, one character per byte (its low 5 bits): 26 bytes of a hash make an id-shaped string. */
export const crockford = (bytes: Uint8Array): string => Array.from(bytes, (byte) => CROCKFORD[byte % 32]).join('');

/** The ids we generate (newId). Never a rule for what a caller may send: see isAcceptedId. */
export const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * What an id sent by a caller may be (api.md §1: ids are opaque; docs/decisions/opaque-ids.md, "Opaque ids (#17)").
 * Any string of 1..ID_MAX_LENGTH characters without `#` (the separator of our keys, orgKey),
 * control characters, lone surrogates or bidirectional override/isolate characters. Within that
 * bound an id either names a resource of the organization or is unknown (404 / 422 / skipped),
 * whatever its shape; beyond it the request is 400 `validation_failed`. The schema `Id`
 * (shared/schemas/common.ts) and the key builders (keyId) both use this one definition.
 */
export const ID_MAX_LENGTH = 128;
const NOT_IN_AN_ID = /[#\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/u;
export const ID_RULE = `1..${ID_MAX_LENGTH} characters, no \`#\`, control or bidirectional control characters`;

export const isAcceptedId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= ID_MAX_LENGTH && !NOT_IN_AN_ID.test(value);

/**
 * An id as part of a key. Every key builder that puts an id in a key goes through here, so an id
 * that could split a key (`#`) or exceed the bound never reaches a key expression, even from a
 * code path that forgot the schema: that is a bug, answered 500, never a read of another item.
 */
export function keyId(id: string): string {
  if (!isAcceptedId(id)) throw new Error('an id outside the accepted bound reached a key');
  return id;
}
