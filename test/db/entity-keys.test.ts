// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import before from '../fixtures/entity-keys-2cf2201.json';
import { ENTITIES } from '../../shared/db/entities';
import { declaredEntities, entityKeys, shapes } from '../fixtures/entity-keys';

/**
 * #44 §1 moved every entity's name, layout versions and key shapes into one declaration
 * (shared/db/entities.ts) and derives the key registry and the layouts from it. A deployed table
 * outlives that change: every entity writes the same keys, index attributes, `entity` value and
 * `_lv` as before it, and reads the same layout versions (captured at 2cf2201 by
 * test/fixtures/capture-entity-keys.ts; test/fixtures/README.md).
 */
describe('declared entities store what they stored before #44 §1 (entity-keys-2cf2201.json)', () => {
  it('writes the same keys, index attributes, entity and _lv, and reads the same versions, for every entity', async () => {
    const now = await entityKeys();
    expect(Object.keys(before.entities).length).toBe(40);
    for (const [id, was] of Object.entries(before.entities)) expect(now[id], id).toEqual(was);
  }, 60_000);

  it('keeps every partition shape of the key registry (none dropped, none moved to the whole table)', () => {
    const now = shapes();
    expect(now.all).toEqual(expect.arrayContaining(before.shapes.all));
    // The deploy record's key was built by hand at 2cf2201 (DEPLOYMENT_KEY, the same string), an entity since #44 §2.
    expect(now.tableWide).toEqual([...before.shapes.tableWide, 'TABLE#DEPLOYMENT']);
  });
});

describe('one name means one entity (shared/db/entities.ts)', () => {
  it('defines every declared entity, each of its kinds, by exactly one defineEntity call of shared/', async () => {
    const defined = new Map<string, string[]>();
    for (const [id, entity] of await declaredEntities()) {
      const name = entity.kind === undefined ? entity.name : `${entity.name}/${entity.kind}`;
      defined.set(name, [...(defined.get(name) ?? []), id]);
    }
    const twice = [...defined].filter(([, ids]) => ids.length > 1);
    expect(twice).toEqual([]);
    const declared = Object.entries(ENTITIES).flatMap(([name, d]) => ('kinds' in d ? d.kinds.map((kind) => `${name}/${kind}`) : [name]));
    expect([...defined.keys()].sort()).toEqual(declared.sort());
  }, 60_000);

  it('writes every index its entity declares (a store cannot leave one out)', async () => {
    for (const [id, entity] of await declaredEntities()) {
      const declared = ENTITIES[entity.name as keyof typeof ENTITIES];
      expect(Object.keys(entity.indexes).sort(), id).toEqual(Object.keys('indexes' in declared ? declared.indexes : {}).sort());
    }
  }, 60_000);
});
