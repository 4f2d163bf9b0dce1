import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor, invalidCursor, type CursorBinding } from './cursor';
import { cursorKeys } from './cursor-secret';
import { queryInput, startKeyFits, type KeyQuery } from './key-query';

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
 * of another caller's list, whatever signed it) is 400 `invalid_cursor` before DynamoDB sees it:
 * the query is data (key-query.ts), so the check compares values, it parses no expression.
 */
export async function queryPage<T>(query: KeyQuery, page: PageRequest, map: (item: Key) => T, options: PageOptions = {}): Promise<Page<T>> {
  const input = queryInput(query);
  let startKey = readCursor(page, (key) => startKeyFits(query, key));
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

/**
 * One Query call of `input` after `startKey` (exclusive; none: from the start): its items and the
 * key the next call starts after (undefined: nothing follows). For a walk that pages by hand (a
 * migration's batches, SCIM's filtered offsets).
 */
export async function queryFrom(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, startKey?: Key): Promise<{ items: Key[]; next: Key | undefined }> {
  const result = await db().send(new QueryCommand({ ...input, TableName: tableName(), ...(startKey ? { ExclusiveStartKey: startKey } : {}) }));
  return { items: result.Items ?? [], next: result.LastEvaluatedKey };
}

/** Every item of a bounded collection (legacy bare-array aliases, small catalogues, a user's window). */
export async function queryAll<T>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>, map: (item: Key) => T): Promise<T[]> {
  const out: T[] = [];
  await queryEach(input, (result) => {
    for (const item of result.Items ?? []) out.push(map(item));
  });
  return out;
}
