// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../shared/db/entities';
import { entityKey, KEY_SHAPES, TABLE_WIDE_SHAPES } from '../../shared/db/prefixes';

type Shape = readonly string[];

/**
 * Whether some key fits both shapes: same number of segments, and each pair equal or one a value
 * (`*`). Values never hold `#` (keyId, hashes, enums), so USER (the users) and USER#*#SESSION (one
 * user's sessions) share a first segment yet no key.
 */
const overlap = (a: Shape, b: Shape): boolean => a.length === b.length && a.every((s, i) => s === '*' || b[i] === '*' || s === b[i]);

const entries = Object.entries(KEY_SHAPES) as Array<[string, Shape]>;

describe('key registry (shared/db/prefixes.ts, derived from shared/db/entities.ts)', () => {
  it('has a shape for every primary key, index and retired layout declared, named by its entity (and index)', () => {
    const declared = Object.entries(ENTITIES).flatMap(([name, d]) => [
      name,
      ...Object.keys('indexes' in d ? d.indexes : {}).map((index) => `${name}.${index}`),
      ...Object.keys('retired' in d ? d.retired : {}).map((retired) => `${name}.${retired}`),
    ]);
    expect(Object.keys(KEY_SHAPES).sort()).toEqual(declared.sort());
    expect(KEY_SHAPES['user.byStatus']).toEqual(['USER_STATUS', '*']);
    expect(KEY_SHAPES['learning_counter.layout1']).toEqual(['LEARNING_COUNTER', '*', '*']);
    expect(entries.length).toBe(55);
  });

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
    expect(overlap(['USER', '*', 'SESSION'], KEY_SHAPES['credential.sessionsOfUser'])).toBe(true);
    expect(overlap(['USER_STATUS', '*'], KEY_SHAPES['user.byRole'])).toBe(false);
  });

  it('keys a table-wide shape without an organization, never as `ORG…` (no organization\'s key can equal it)', () => {
    expect([...TABLE_WIDE_SHAPES]).toEqual(['organization_registry', 'deployment']);
    expect(entityKey('acme', 'deployment')).toBe('TABLE#DEPLOYMENT');
    for (const entity of TABLE_WIDE_SHAPES) expect(KEY_SHAPES[entity][0]).not.toMatch(/^ORG$/);
    expect(entityKey('acme', 'organization_registry')).toBe('ORGANIZATIONS');
    expect(entityKey('other', 'organization_registry')).toBe('ORGANIZATIONS');
    // Every other shape is under its organization.
    expect(entityKey('acme', 'organization')).toBe('ORG#acme#META');
  });

  it('builds keys from the registry, values in the `*` places', () => {
    expect(entityKey('acme', 'credential.sessionsOfUser', 'U1')).toBe('ORG#acme#USER#U1#SESSION');
    expect(entityKey('acme', 'area')).toBe('ORG#acme#AREA');
    expect(entityKey('acme', 'login_attempts', 'ACCOUNT', 'abc')).toBe('ORG#acme#LOGIN_ATTEMPTS#ACCOUNT#abc');
  });
});
