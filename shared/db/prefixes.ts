import { ENTITIES, type DeclaredEntity, type EntityName, type Shape } from './entities';
import { orgKey } from './keys';

type Declared = typeof ENTITIES;
type IndexesOf<E extends EntityName> = Declared[E] extends { indexes: infer I } ? I : {};
type RetiredOf<E extends EntityName> = Declared[E] extends { retired: infer R } ? R : {};

/**
 * The name of a partition shape: an entity's name for its primary key, `<entity>.<index>` for
 * an index (`user.byStatus`), `<entity>.<retired>` for a reserved shape of a retired layout.
 */
export type KeyEntity = { [E in EntityName]: E | `${E}.${(keyof IndexesOf<E> | keyof RetiredOf<E>) & string}` }[EntityName];
/** The segments of the shape `K` names. */
export type ShapeOf<K extends KeyEntity> = K extends EntityName
  ? Declared[K]['key']
  : K extends `${infer E extends EntityName}.${infer I}`
    ? I extends keyof IndexesOf<E>
      ? IndexesOf<E>[I]
      : I extends keyof RetiredOf<E>
        ? RetiredOf<E>[I]
        : never
    : never;

/**
 * Every partition-key shape of the table, derived from the entity declarations
 * (shared/db/entities.ts): `ORG#<slug>#` then these segments (but the few TABLE_WIDE_SHAPES,
 * below), where `*` is a value and anything else a literal. Key builders take their shape from
 * here (entityKey), so two entities can only share a partition by sharing a shape, which
 * test/db/prefixes.test.ts refuses. Base-table and index partitions are one namespace here on
 * purpose: a shape is never reused across attributes either.
 */
export const KEY_SHAPES = (() => {
  const shapes: Record<string, Shape> = {};
  for (const [name, declared] of Object.entries(ENTITIES) as Array<[string, DeclaredEntity]>) {
    shapes[name] = declared.key;
    for (const [index, shape] of Object.entries({ ...declared.indexes, ...declared.retired })) shapes[`${name}.${index}`] = shape;
  }
  return shapes;
})() as { readonly [K in KeyEntity]: ShapeOf<K> };

/**
 * The shapes of the table as a whole, not of one organization: their key is the shape alone,
 * without `ORG#<slug>#` (a builder's slug is not part of it). Only tooling reads them (the
 * migration runner lists the organizations); a request path's keys all start with its
 * organization, and a cursor is vetted against that prefix (keys.ts, orgKeyPrefix), so no request
 * can reach one. Their first segment is never `ORG`, so no such key equals an organization's
 * (test/db/prefixes.test.ts).
 */
export const TABLE_WIDE_SHAPES: ReadonlySet<KeyEntity> = new Set(
  (Object.entries(ENTITIES) as Array<[EntityName, DeclaredEntity]>).filter(([, declared]) => declared.tableWide).map(([name]) => name),
);

type Values<S extends readonly string[]> = S extends readonly [infer H, ...infer R extends readonly string[]]
  ? H extends '*'
    ? [string, ...Values<R>]
    : Values<R>
  : [];
/** The values a partition of `E` takes, one per `*` of its shape. */
export type PartitionValues<E extends KeyEntity> = Values<ShapeOf<E>>;

/** A partition key of `entity`: its shape with `values` in the `*` places, in order (after `ORG#<slug>#` unless table-wide). */
export function entityKey<E extends KeyEntity>(slug: string, entity: E, ...values: PartitionValues<E>): string {
  const given = [...(values as string[])];
  const parts = (KEY_SHAPES[entity] as readonly string[]).map((segment) => (segment === '*' ? given.shift()! : segment));
  return TABLE_WIDE_SHAPES.has(entity) ? parts.join('#') : orgKey(slug, ...parts);
}
