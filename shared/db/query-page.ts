import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor, invalidCursor, type CursorBinding } from './cursor';
import { cursorKeys } from './cursor-secret';

/**
 * The one paginator: every list endpoint's cursor is signed, bound and checked here, so
 * `cursorKeys()` and the `invalid_cursor` error exist nowhere else in the data layer.
 */

/** What a list endpoint asks of the data layer: a page size, maybe a cursor, and what binds it. */
export interface PageRequest {
  size: number;
  cursor?: string;
  binding: CursorBinding;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type Key = Record<string, unknown>;
export type PageQuery = Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;

const NAME = String.raw`[#\w]+`;
const VALUE = String.raw`:\w+`;
const PARTITION = new RegExp(String.raw`^\s*(${NAME})\s*=\s*(${VALUE})\s*(?:AND\s+(.+?))?\s*$`, 'is');
const BEGINS_WITH = new RegExp(String.raw`^begins_with\s*\(\s*(${NAME})\s*,\s*(${VALUE})\s*\)$`, 'i');
const BETWEEN = new RegExp(String.raw`^(${NAME})\s+BETWEEN\s+(${VALUE})\s+AND\s+(${VALUE})$`, 'i');
const COMPARE = new RegExp(String.raw`^(${NAME})\s*(=|<=|<|>=|>)\s*(${VALUE})$`);

/** DynamoDB's order: numbers by value, strings by their UTF-8 bytes; anything else is not comparable. */
function compare(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return null;
}

const ORDER: Record<string, (order: number) => boolean> = {
  '=': (o) => o === 0,
  '<': (o) => o < 0,
  '<=': (o) => o <= 0,
  '>': (o) => o > 0,
  '>=': (o) => o >= 0,
};

/**
 * Whether a Query's ExclusiveStartKey lies inside its key condition: the key's partition
 * attribute (the table's or the index's) equals the condition's partition value, and its sort
 * attribute satisfies the range part (`begins_with`, `BETWEEN`, a comparison). DynamoDB refuses
 * any other start key with a ValidationException, which would be a 500.
 */
export function startKeyFits(query: PageQuery, startKey: Key): boolean {
  const names = query.ExpressionAttributeNames ?? {};
  const values = (query.ExpressionAttributeValues ?? {}) as Key;
  const attribute = (ref: string) => (ref.startsWith('#') ? names[ref] : ref) ?? '';
  const condition = PARTITION.exec(query.KeyConditionExpression ?? '');
  // Every paginator of this code base uses `<pk> = :v [AND <range>]`; another form is a bug to see.
  if (!condition) throw new Error(`cannot check a start key against the key condition ${query.KeyConditionExpression}`);
  const [, pkRef, pkValue, range] = condition as unknown as [string, string, string, string | undefined];
  const pk = attribute(pkRef);
  if (startKey[pk] === undefined || startKey[pk] !== values[pkValue]) return false;
  if (!range) return true;

  let match = BEGINS_WITH.exec(range);
  if (match) {
    const sort = startKey[attribute(match[1]!)];
    const prefix = values[match[2]!];
    return typeof sort === 'string' && typeof prefix === 'string' && sort.startsWith(prefix);
  }
  match = BETWEEN.exec(range);
  if (match) {
    const sort = startKey[attribute(match[1]!)];
    const low = compare(sort, values[match[2]!]);
    const high = compare(sort, values[match[3]!]);
    return low !== null && high !== null && low >= 0 && high <= 0;
  }
  match = COMPARE.exec(range);
  if (match) {
    const order = compare(startKey[attribute(match[1]!)], values[match[3]!]);
    return order !== null && ORDER[match[2]!]!(order);
  }
  throw new Error(`cannot check a start key against the key range ${range}`);
}

/**
 * The position a cursor carries, or undefined on a first page. A cursor that is not signed
 * for this binding, or whose position `fits` refuses, is 400 `invalid_cursor`.
 */
export function readCursor(page: PageRequest, fits: (position: Key) => boolean = () => true): Key | undefined {
  if (!page.cursor) return undefined;
  const position = decodeCursor(cursorKeys(), page.binding, page.cursor);
  if (!fits(position)) throw invalidCursor();
  return position;
}

/** The signed cursor of a position (a LastEvaluatedKey, or a store's own position object). */
export const writeCursor = (page: PageRequest, position: Key): string => encodeCursor(cursorKeys(), page.binding, position);

export interface PageOptions {
  /**
   * Queries allowed to fill one page. DynamoDB counts `Limit` before a FilterExpression, so a
   * filtered page may take a few Queries; bounded, so one page never costs the partition. A page
   * can then be short (or empty) with a `next`: clients follow `next` to null.
   */
  maxQueries?: number;
}

/**
 * One page of one Query's results: the cost is the page, never the partition. The cursor is
 * the signed LastEvaluatedKey, and a start key outside the query's partition or range (a cursor
 * of another caller's list, whatever signed it) is 400 `invalid_cursor` before DynamoDB sees it.
 */
export async function queryPage<T>(input: PageQuery, page: PageRequest, map: (item: Key) => T, options: PageOptions = {}): Promise<Page<T>> {
  let startKey = readCursor(page, (key) => startKeyFits(input, key));
  const items: T[] = [];
  for (let round = 0; round < (options.maxQueries ?? 1) && items.length < page.size; round++) {
    const result = await db().send(
      new QueryCommand({ ...input, TableName: tableName(), Limit: page.size - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...(result.Items ?? []).map(map));
    startKey = result.LastEvaluatedKey;
    if (!startKey) break;
  }
  return { items, nextCursor: startKey ? writeCursor(page, startKey) : null };
}

/**
 * Every page of a Query, each handed to `onPage` (items or a COUNT). Callers use it only for
 * bounded collections (small catalogues, one user's rows of a window) or off the request path.
 */
export async function queryEach(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, onPage: (result: QueryCommandOutput) => void): Promise<void> {
  let startKey: Key | undefined;
  do {
    const result = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    onPage(result);
    startKey = result.LastEvaluatedKey;
  } while (startKey);
}

/** Every item of a bounded collection (legacy bare-array aliases, small catalogues, a user's window). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, map: (item: Key) => T): Promise<T[]> {
  const out: T[] = [];
  await queryEach(input, (result) => {
    for (const item of result.Items ?? []) out.push(map(item));
  });
  return out;
}
