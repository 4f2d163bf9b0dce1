// unit: needs no DynamoDB Local
import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, MIGRATIONS, type MigrationImplementations } from '../../shared/migrations/registry';
import { LAYOUTS, layoutVersion } from '../../shared/db/layout';
import { DATA_LEVEL, DATA_MIGRATIONS, levelAfter, type MigrationDeclaration } from '../../shared/tenancy/data-level';

/**
 * Migrations declared once (#44 §3): shared/tenancy/data-level.ts declares them (ids, entities,
 * versions, flags) and the data level derives from that list; shared/migrations/registry.ts maps
 * each id to its code with a type that requires every id exactly once. The type errors below are
 * checked by the type check (`npx tsc --noEmit -p .`: an `@ts-expect-error` with no error fails it).
 */
const registry = (implementations: MigrationImplementations) => implementations;
const declaration = (declared: MigrationDeclaration) => declared;

describe('migrations declared once (#44 §3)', () => {
  it('the stored levels keep their meaning: the same ids in the same order, level n = the n-th done', () => {
    expect(DATA_MIGRATIONS.map((m) => m.id)).toEqual(['counters', 'counters-v2', 'user-count', 'user-status-count', 'usage-key', 'user-hidden-count', 'groups', 'counter-shards']);
    expect(DATA_LEVEL).toBe(8);
    expect(DATA_MIGRATIONS.map((m) => levelAfter(m.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('the registry is the declarations, in their order, each with its implementation', () => {
    expect(MIGRATIONS.map((m) => m.id)).toEqual(DATA_MIGRATIONS.map((m) => m.id));
    for (const [k, migration] of MIGRATIONS.entries()) {
      expect(migration).toMatchObject(DATA_MIGRATIONS[k]!);
      expect(migration.transform).toBe(IMPLEMENTATIONS[migration.id].transform);
    }
    // The flags the runner reads, as they were declared before the move.
    expect(MIGRATIONS.filter((m) => m.retired).map((m) => m.id)).toEqual(['counters']);
    expect(MIGRATIONS.filter((m) => m.contract).map((m) => m.id)).toEqual(['user-status-count', 'user-hidden-count', 'groups', 'counter-shards']);
    expect(MIGRATIONS.filter((m) => m.raisesLevel).map((m) => m.id)).toEqual(['groups']);
  });

  it('each migration moves an entity with a layout line, between versions it has, never down nor above what this code writes', () => {
    for (const m of DATA_MIGRATIONS) {
      expect(LAYOUTS[m.entity], m.id).toBeDefined();
      expect(m.from, m.id).toBeLessThanOrEqual(m.to);
      expect(m.to, m.id).toBeLessThanOrEqual(layoutVersion(m.entity));
    }
  });

  it('a registry missing a declared id, or naming one not declared, does not compile', () => {
    const { groups, ...withoutGroups } = IMPLEMENTATIONS;
    // @ts-expect-error `groups` is declared and has no implementation
    expect(() => registry(withoutGroups)).not.toThrow();
    // @ts-expect-error `counters-v3` is not declared
    expect(() => registry({ ...IMPLEMENTATIONS, 'counters-v3': groups })).not.toThrow();
    expect(Object.keys(withoutGroups)).not.toContain('groups');
  });

  it('a declaration naming an entity without a layout line, or a version its entity does not have, does not compile', () => {
    // @ts-expect-error `enrolment` is no entity of LAYOUTS (shared/db/layout.ts)
    expect(declaration({ id: 'x', entity: 'enrolment', from: 1, to: 2 }).entity).toBe('enrolment');
    // @ts-expect-error enrollments are written at 2: no migration moves them to 3
    expect(declaration({ id: 'x', entity: 'enrollment', from: 2, to: 3 }).to).toBe(3);
    // @ts-expect-error groups have no version 0 (no earlier layout)
    expect(declaration({ id: 'x', entity: 'group', from: 0, to: 1 }).from).toBe(0);
    expect(declaration({ id: 'x', entity: 'enrollment', from: 1, to: 2 }).to).toBe(2);
  });
});
