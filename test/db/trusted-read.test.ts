// unit: needs no DynamoDB Local (vitest.config.ts)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineEntity, numericFamily, type Entity } from '../../shared/db/entity';
import { LAYOUT_ATTRIBUTE, LAYOUTS } from '../../shared/db/layout';
import * as stored from '../../shared/db/stored';
import f9576b1a from '../fixtures/layout-9576b1a.json';
import f501b1ee from '../fixtures/layout-501b1ee.json';
import f6932870 from '../fixtures/layout-6932870.json';

/**
 * #43, target 1: an item of the current layout is read without a zod parse (shared/db/trusted-read.ts).
 * The trusted read must give exactly what the schema's read gives for every item this code writes
 * (same attributes, same values, same key order: a record may be a response body as it is), and
 * items of an older layout still go through the schema.
 */
const ROOT = resolve(import.meta.dirname, '../..');
type AnyEntity = Entity<Record<string, unknown>, never, never>;

/** Every entity the stores declare: each module of shared/ that calls defineEntity, its exported entities. */
const entities = new Map<string, AnyEntity[]>();
beforeAll(async () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  for (const file of walk(join(ROOT, 'shared'))) {
    if (file.endsWith('db/entity.ts') || !readFileSync(file, 'utf8').includes('defineEntity(')) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const e = value as Partial<AnyEntity>;
      if (e && typeof e === 'object' && typeof e.parse === 'function' && typeof e.parseChecked === 'function' && typeof e.name === 'string') {
        entities.set(e.name, [...(entities.get(e.name) ?? []), e as AnyEntity]);
      }
    }
  }
}, 60_000);

const current = (item: Record<string, unknown>, entity: AnyEntity) => ({ ...item, [LAYOUT_ATTRIBUTE]: entity.layout });

describe('reads of the current layout trust the item (a compiled kind check, no zod parse)', () => {
  it('compiles every entity’s read but the idempotency records’ (a union of two states)', () => {
    expect(entities.size).toBeGreaterThan(20);
    const untrusted = [...entities.values()].flat().filter((e) => !e.readsTrusted).map((e) => e.name);
    expect([...new Set(untrusted)]).toEqual(['idempotency']);
  });

  it('gives what the schema gives, key order included, for every stored item of the captured releases', () => {
    let compared = 0;
    for (const fixture of [f9576b1a, f501b1ee, f6932870]) {
      for (const raw of fixture.items as Array<Record<string, unknown>>) {
        for (const entity of entities.get(String(raw.entity)) ?? []) {
          let expected: unknown;
          try {
            expected = entity.parseChecked(raw);
          } catch {
            continue; // another kind of the same `entity` name (api-key vs session; a retired counter partition)
          }
          const trusted = entity.parse(current(raw, entity));
          expect(JSON.stringify(trusted), `${entity.name} ${String(raw.pk)} ${String(raw.sk)}`).toBe(JSON.stringify(expected));
          expect(trusted).toStrictEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(80);
  });

  it('reads defaults, a numeric family and dropped attributes exactly as the schema; checks kinds, trusts refinements', () => {
    // Any declared entity (shared/db/entities.ts): enrollments are written at 2 and read at 0 and 1 too.
    expect(LAYOUTS.enrollment).toMatchObject({ version: 2, readsAlso: [0, 1] });
    const PROBE = defineEntity({
      name: 'enrollment',
      schema: z.object({
        id: z.string().check(z.maxLength(3)),
        tags: z._default(z.array(stored.string), []),
        counts: numericFamily(/^e(_\d{4})?$/),
        note: stored.optionalString,
        flag: z._default(stored.boolean, false),
      }),
      primary: { index: null, composites: [], sort: ['id'] },
      indexes: {},
    });
    expect(PROBE.readsTrusted).toBe(true);
    const item = { pk: 'ORG#a#X', sk: 'x', entity: 'enrollment', e_2026: 2, id: 'x', extra: 'dropped', e: 5, ttl: 9 };
    for (const version of [2, 1]) {
      const read = PROBE.parse({ ...item, [LAYOUT_ATTRIBUTE]: version });
      expect(JSON.stringify(read)).toBe(JSON.stringify({ id: 'x', tags: [], counts: { e_2026: 2, e: 5 }, flag: false }));
    }
    // A fresh default per read: a caller that changes one does not change the next read's.
    (PROBE.parse({ ...item, [LAYOUT_ATTRIBUTE]: 2 }).tags as string[]).push('y');
    expect(PROBE.parse({ ...item, [LAYOUT_ATTRIBUTE]: 2 }).tags).toEqual([]);
    // The current layout's refinements are trusted as written (checked by `item`); an older layout is checked by the schema.
    const long = { ...item, id: 'longer' };
    expect(PROBE.parse({ ...long, [LAYOUT_ATTRIBUTE]: 2 }).id).toBe('longer');
    expect(() => PROBE.parse({ ...long, [LAYOUT_ATTRIBUTE]: 1 })).toThrow();
    expect(() => PROBE.parse(long)).toThrow(); // no `_lv`: version 0
    expect(() => PROBE.item('a', { id: 'longer', tags: [], counts: {}, flag: true })).toThrow();
    // A value not of its declared kind is refused whatever the layout: a 500, never misread.
    for (const wrong of [{ id: 42 }, { id: undefined }, { tags: ['a', 1] }, { flag: 'yes' }, { e_2025: 'two' }, { note: null }]) {
      expect(() => PROBE.parse({ ...item, ...wrong, [LAYOUT_ATTRIBUTE]: 2 }), JSON.stringify(wrong)).toThrow(/not of the kind/);
      expect(() => PROBE.parse({ ...item, ...wrong, [LAYOUT_ATTRIBUTE]: 1 }), JSON.stringify(wrong)).toThrow();
    }
    expect(() => PROBE.item('a', { id: 42 } as never)).toThrow();
    expect(PROBE.item('a', { id: 'x', tags: [], counts: { e: 1 }, flag: true })).toMatchObject({ id: 'x', e: 1, flag: true });
  });

  it('looks up named members of a numeric family in an item of the current layout; another layout is read through the schema', () => {
    const PROBE = defineEntity({
      name: 'enrollment',
      schema: z.object({ id: stored.string, counts: numericFamily(/^[ep](_\d{2})?$/) }),
      primary: { index: null, composites: [], sort: ['id'] },
      indexes: {},
    });
    const item = { pk: 'ORG#a#X', sk: 'x', entity: 'enrollment', id: 'x', e_03: 2, p_03: 1, e_04: 7, e: 9, [LAYOUT_ATTRIBUTE]: 2 };
    // In the order asked, 0 for an absent member; the members not asked are not read.
    expect(PROBE.members(item, ['e_04', 'e_05', 'p_03', 'e'])).toEqual([7, 0, 1, 9]);
    expect(PROBE.members(item, [])).toEqual([]);
    // Not the current layout (an older one, none): the same members, read through the schema, which checks what it declares.
    expect(PROBE.members({ ...item, [LAYOUT_ATTRIBUTE]: 1 }, ['e_04', 'e_05', 'p_03', 'e'])).toEqual([7, 0, 1, 9]);
    expect(PROBE.members({ ...item, [LAYOUT_ATTRIBUTE]: undefined }, ['e_03'])).toEqual([2]);
    expect(() => PROBE.members({ ...item, id: 42, [LAYOUT_ATTRIBUTE]: 1 }, ['e_03'])).toThrow();
    expect(PROBE.members({ ...item, id: 42 }, ['e_03'])).toEqual([2]); // the current layout's other attributes are not read
    // A member that is not a number is refused as the trusted read refuses it; a name outside every family is a bug.
    expect(() => PROBE.members({ ...item, e_03: '2' }, ['e_03'])).toThrow(/not of the kind/);
    expect(() => PROBE.members({ ...item, e_03: Number.NaN }, ['e_03'])).toThrow(/not of the kind/);
    for (const name of ['id', 'x_03', 'e_3']) expect(() => PROBE.members(item, [name]), name).toThrow(/in none of its numeric families/);
  });

  it('keeps the schema’s read for a schema whose parse rewrites values', () => {
    const TRIMMED = defineEntity({
      name: 'timeoff_request',
      schema: z.object({ id: stored.string, name: z.string().check(z.trim()) }),
      primary: { index: null, composites: [], sort: ['id'] },
      indexes: {},
    });
    expect(TRIMMED.readsTrusted).toBe(false);
    expect(TRIMMED.parse({ id: 'x', name: ' a ', [LAYOUT_ATTRIBUTE]: 1 }).name).toBe('a');
  });
});
