// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { entityKey, KEY_SHAPES, TABLE_WIDE_SHAPES } from '../../shared/db/prefixes';

type Shape = readonly string[];

/**
 * Whether some key fits both shapes: same number of segments, and each pair equal or one a value
 * (`*`). Values never hold `#` (keyId, hashes, enums), so USER (the users) and USER#*#SESSION (one
 * user's sessions) share a first segment yet no key.
 */
const overlap = (a: Shape, b: Shape): boolean => a.length === b.length && a.every((s, i) => s === '*' || b[i] === '*' || s === b[i]);

const entries = Object.entries(KEY_SHAPES) as Array<[string, Shape]>;

describe('key registry (shared/db/prefixes.ts)', () => {
  it('starts every shape with a literal prefix of capitals and underscores', () => {
    for (const [entity, shape] of entries) expect(shape[0], entity).toMatch(/^[A-Z][A-Z_]*$/);
  });

  it('gives no two entities a key that could be the same', () => {
    const collisions: string[] = [];
    entries.forEach(([a, shapeA], i) =>
      entries.slice(i + 1).forEach(([b, shapeB]) => {
        if (overlap(shapeA, shapeB)) collisions.push(`${a} (${shapeA.join('#')}) and ${b} (${shapeB.join('#')})`);
      }),
    );
    expect(collisions).toEqual([]);
  });

  it('detects a catalogue type that would share another entity’s partition', () => {
    expect(overlap(['USER'], KEY_SHAPES.user)).toBe(true);
    expect(overlap(['USER', '*', 'SESSION'], KEY_SHAPES.sessionsOfUser)).toBe(true);
    expect(overlap(['USER_STATUS', '*'], KEY_SHAPES.usersByRole)).toBe(false);
  });

  it('keys a table-wide shape without an organization, never as `ORG…` (no organization\'s key can equal it)', () => {
    expect([...TABLE_WIDE_SHAPES]).toEqual(['organizationRegistry']);
    for (const entity of TABLE_WIDE_SHAPES) expect(KEY_SHAPES[entity][0]).not.toMatch(/^ORG$/);
    expect(entityKey('acme', 'organizationRegistry')).toBe('ORGANIZATIONS');
    expect(entityKey('other', 'organizationRegistry')).toBe('ORGANIZATIONS');
    // Every other shape is under its organization.
    expect(entityKey('acme', 'organization')).toBe('ORG#acme#META');
  });

  it('builds keys from the registry, values in the `*` places', () => {
    expect(entityKey('acme', 'sessionsOfUser', 'U1')).toBe('ORG#acme#USER#U1#SESSION');
    expect(entityKey('acme', 'catalog:area')).toBe('ORG#acme#AREA');
    expect(entityKey('acme', 'loginAttempts', 'ACCOUNT', 'abc')).toBe('ORG#acme#LOGIN_ATTEMPTS#ACCOUNT#abc');
  });
});
