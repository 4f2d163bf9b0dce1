import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE, type IndexName } from './table';

/**
 * A Query as data (ElectroDB's `entity.query.byStatus({ status }).between(a, b)`): one partition
 * of the table or an index, a sort-key range, equality or comparison filters. The expression
 * strings DynamoDB wants are written from it in ONE place (queryInput), and the paginator checks
 * a cursor's start key against the data itself (startKeyFits), never by parsing an expression.
 */
export type SortRange =
  | { op: '=' | '<' | '<=' | '>' | '>='; value: string }
  | { op: 'between'; low: string; high: string }
  | { op: 'begins_with'; prefix: string };

/** A condition on a non-key attribute (a FilterExpression term); `absent`: the item lacks it. */
export type Filter = { attribute: string; op: '=' | '>='; value: unknown } | { attribute: string; op: 'absent' };

export interface KeyQuery {
  /** null: the table's primary key. */
  index: IndexName | null;
  partition: string;
  range?: SortRange;
  filters?: readonly Filter[];
  /** ScanIndexForward: false (newest sort key first). */
  descending?: boolean;
}

/** The key attributes a query reads: the table's or its index's. */
export const keyAttributes = (index: IndexName | null): { partitionKey: string; sortKey: string } =>
  index ? TABLE.indexes[index] : TABLE;

/** The query narrowed to a sort-key range (replacing any range it had). */
export const withRange = (query: KeyQuery, range: SortRange | undefined): KeyQuery => (range ? { ...query, range } : query);

/** The query with more filters. */
export const withFilters = (query: KeyQuery, filters: readonly Filter[]): KeyQuery =>
  filters.length ? { ...query, filters: [...(query.filters ?? []), ...filters] } : query;

function rangeExpression(range: SortRange, values: Record<string, unknown>): string {
  switch (range.op) {
    case 'between':
      values[':lo'] = range.low;
      values[':hi'] = range.high;
      return '#sk BETWEEN :lo AND :hi';
    case 'begins_with':
      values[':prefix'] = range.prefix;
      return 'begins_with(#sk, :prefix)';
    default:
      values[':sk'] = range.value;
      return `#sk ${range.op} :sk`;
  }
}

/** The QueryCommand input of a query (without TableName, Limit or start key). */
export function queryInput(query: KeyQuery): Omit<QueryCommandInput, 'TableName'> {
  const keys = keyAttributes(query.index);
  const names: Record<string, string> = { '#pk': keys.partitionKey };
  const values: Record<string, unknown> = { ':pk': query.partition };
  let condition = '#pk = :pk';
  if (query.range) {
    // DynamoDB refuses unused expression names, so `#sk` only comes with a range.
    names['#sk'] = keys.sortKey;
    condition += ` AND ${rangeExpression(query.range, values)}`;
  }
  const filters = (query.filters ?? []).map((filter, i) => {
    names[`#f${i}`] = filter.attribute;
    if (filter.op === 'absent') return `attribute_not_exists(#f${i})`;
    values[`:f${i}`] = filter.value;
    return `#f${i} ${filter.op} :f${i}`;
  });
  return {
    ...(query.index ? { IndexName: TABLE.indexes[query.index].name } : {}),
    KeyConditionExpression: condition,
    ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    ...(query.descending ? { ScanIndexForward: false } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** DynamoDB's order: numbers by value, strings by their UTF-8 bytes; anything else is not comparable. */
function compare(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return null;
}

const ORDER: Record<'=' | '<' | '<=' | '>' | '>=', (order: number) => boolean> = {
  '=': (o) => o === 0,
  '<': (o) => o < 0,
  '<=': (o) => o <= 0,
  '>': (o) => o > 0,
  '>=': (o) => o >= 0,
};

/** Whether a sort-key value lies inside a range. */
export function inRange(range: SortRange, sort: unknown): boolean {
  if (range.op === 'begins_with') return typeof sort === 'string' && sort.startsWith(range.prefix);
  if (range.op === 'between') {
    const low = compare(sort, range.low);
    const high = compare(sort, range.high);
    return low !== null && high !== null && low >= 0 && high <= 0;
  }
  const order = compare(sort, range.value);
  return order !== null && ORDER[range.op](order);
}

/**
 * Whether a Query's ExclusiveStartKey lies inside it: its partition attribute equals the query's
 * partition and its sort attribute is in the query's range. DynamoDB refuses any other start key
 * with a ValidationException, which would be a 500.
 */
export function startKeyFits(query: KeyQuery, startKey: Record<string, unknown>): boolean {
  const keys = keyAttributes(query.index);
  if (startKey[keys.partitionKey] === undefined || startKey[keys.partitionKey] !== query.partition) return false;
  return !query.range || inRange(query.range, startKey[keys.sortKey]);
}
