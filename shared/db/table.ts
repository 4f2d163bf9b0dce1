/**
 * The single table, declared once. The CDK stack, the local table creation and the
 * tests all build the table from these constants (infra never repeats a key name).
 *
 * Keys are generic (pk/sk, gsiNpk/gsiNsk); entities declare their primary key and named indexes
 * onto them once with defineEntity (shared/db/entity.ts), ElectroDB-style. Every key value starts with
 * `ORG#<slug>#`, so nothing is addressable without naming its organization.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  /** Generic, sparse global secondary indexes with ALL projection. */
  indexes: {
    gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    gsi3: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    gsi4: { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  },
} as const;

export type IndexName = keyof typeof TABLE.indexes;

/** Every key attribute of the table, for building the table definition. */
export function keyAttributeNames(): string[] {
  const names: string[] = [TABLE.partitionKey, TABLE.sortKey];
  for (const index of Object.values(TABLE.indexes)) names.push(index.partitionKey, index.sortKey);
  return names;
}
