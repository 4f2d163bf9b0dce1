import { entityKey, type KeyEntity, type PartitionValues } from './prefixes';
import type { KeyQuery } from './key-query';
import { TABLE, type IndexName } from './table';

/**
 * A named access pattern: which key attributes (the table's or an index's) hold which entity's
 * partition. The entities declared with defineEntity (./entity.ts) derive theirs, with their
 * sort keys; the stores not converted yet (credentials, webhooks) still declare theirs here.
 */
export interface AccessPattern<E extends KeyEntity> {
  entity: E;
  index: IndexName | null;
  partitionKey: string;
  sortKey: string;
  partition(slug: string, ...values: PartitionValues<E>): string;
  /** `#pk = :pk` on one partition, for a Query (callers add a range or a filter). */
  query(slug: string, ...values: PartitionValues<E>): {
    IndexName?: string;
    KeyConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
  /** One partition as data, for the paginator (key-query.ts); narrow it with withRange. */
  keyQuery(slug: string, ...values: PartitionValues<E>): KeyQuery;
  /** The key attributes an item carries to be found through this pattern. */
  attributes(slug: string, sortValue: string, ...values: PartitionValues<E>): Record<string, string>;
}

export function accessPattern<E extends KeyEntity>(entity: E, index: IndexName | null = null): AccessPattern<E> {
  const keys = index ? TABLE.indexes[index] : TABLE;
  const partition = (slug: string, ...values: PartitionValues<E>) => entityKey(slug, entity, ...(values as never));
  return {
    entity,
    index,
    partitionKey: keys.partitionKey,
    sortKey: keys.sortKey,
    partition,
    query: (slug, ...values) => ({
      ...(index ? { IndexName: TABLE.indexes[index].name } : {}),
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': keys.partitionKey },
      ExpressionAttributeValues: { ':pk': partition(slug, ...values) },
    }),
    keyQuery: (slug, ...values) => ({ index, partition: partition(slug, ...values) }),
    attributes: (slug, sortValue, ...values) => ({ [keys.partitionKey]: partition(slug, ...values), [keys.sortKey]: sortValue }),
  };
}
