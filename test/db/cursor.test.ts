// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../shared/db/cursor';

const secret = 'unit-test-secret-0123456789';
const binding = { org: 'acme', endpoint: 'listAreas', filters: { status: 'active' } };
const key = { pk: 'ORG#acme#AREA', sk: '01J' };

describe('signed cursors', () => {
  it('round-trips the start key for the same binding', () => {
    expect(decodeCursor(secret, binding, encodeCursor(secret, binding, key))).toEqual(key);
  });

  it.each([
    ['another organization', { ...binding, org: 'other' }],
    ['another endpoint', { ...binding, endpoint: 'listPositions' }],
    ['other filters', { ...binding, filters: { status: 'inactive' } }],
  ])('is refused for %s', (_, other) => {
    expect(() => decodeCursor(secret, other, encodeCursor(secret, binding, key))).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
  });

  it('is refused when signed with another secret or altered', () => {
    const cursor = encodeCursor(secret, binding, key);
    expect(() => decodeCursor('another-secret-0123456789', binding, cursor)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
    expect(() => decodeCursor(secret, binding, 'x' + cursor)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
  });

  it('is bound to its organization on its own: a start key that names no organization is still refused for another (issue #33)', () => {
    expect(() => decodeCursor(secret, { ...binding, org: 'other' }, encodeCursor(secret, binding, { sk: '01J', n: 7 }))).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
  });

  it('is bound to its caller on `self` routes: refused for another caller and for none, even with a start key that names no organization', () => {
    // A key without `ORG#…` values, so only the caller binding can refuse it (the partition check
    // below would hide a missing caller comparison: test/auth/http-kernel-security.test.ts).
    const mine = { ...binding, caller: 'user-A' };
    const cursor = encodeCursor(secret, mine, { sk: '01J', n: 7 });
    expect(decodeCursor(secret, mine, cursor)).toEqual({ sk: '01J', n: 7 });
    for (const other of [{ ...binding, caller: 'user-B' }, binding]) {
      expect(() => decodeCursor(secret, other, cursor)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
    }
  });

  it('a truncated or padded signature is 400 invalid_cursor, not an exception of the comparison (a 500)', () => {
    const cursor = encodeCursor(secret, binding, key);
    const [payload, signature, keyId] = cursor.split('.') as [string, string, string];
    for (const altered of [signature.slice(0, -1), signature.slice(0, 10), `${signature}A`]) {
      expect(() => decodeCursor(secret, binding, `${payload}.${altered}.${keyId}`)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
      // The layout before key ids too.
      expect(() => decodeCursor(secret, binding, `${payload}.${altered}`)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
    }
  });

  it("refuses a validly signed key that points into another organization's partition", () => {
    const cursor = encodeCursor(secret, binding, { pk: 'ORG#evil#AREA', sk: '01J' });
    expect(() => decodeCursor(secret, binding, cursor)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
  });
});
