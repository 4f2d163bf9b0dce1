import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor, type CursorBinding } from './cursor';
import { cursorSecret } from './cursor-secret';

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

/**
 * One Query, one page: the cost is the page, never the partition. The cursor is the
 * signed LastEvaluatedKey, so a tampered or foreign cursor never reaches DynamoDB.
 */
export async function queryPage<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  page: PageRequest,
  map: (item: Record<string, unknown>) => T,
): Promise<Page<T>> {
  const secret = cursorSecret();
  const startKey = page.cursor ? decodeCursor(secret, page.binding, page.cursor) : undefined;
  const result = await db().send(
    new QueryCommand({ ...input, TableName: tableName(), Limit: page.size, ExclusiveStartKey: startKey }),
  );
  const items = (result.Items ?? []).map(map);
  const nextCursor = result.LastEvaluatedKey ? encodeCursor(secret, page.binding, result.LastEvaluatedKey) : null;
  return { items, nextCursor };
}

/**
 * Every item of a bounded collection (legacy bare-array aliases, small catalogues).
 * Still Query-only, page by page; callers use it only where the contract wants "all".
 */
export async function queryAll<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
  map: (item: Record<string, unknown>) => T,
): Promise<T[]> {
  const out: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of result.Items ?? []) out.push(map(item));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return out;
}
