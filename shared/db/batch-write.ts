import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { retrying } from './retry';

type Key = Record<string, unknown>;

/** Unprocessed items are throttled writes: past the retries, a dependency failure (503, shared/db/dependency.ts). */
class UnprocessedItems extends Error {
  override readonly name = 'ProvisionedThroughputExceededException';
  constructor() {
    super('BatchWriteItem kept returning unprocessed items');
  }
}

/** BatchWriteItem calls in flight at once: a group of 10,000 memberships is 400 calls, 100 rounds. */
const PARALLEL = 4;

/**
 * Deletes items by key, unconditionally: one BatchWriteItem per 25 keys, PARALLEL at a time
 * (a bounded write rate); unprocessed keys are sent again under the one retry policy (./retry.ts).
 * Only for items whose removal needs no condition (the memberships of a group already deleted).
 */
export async function batchDelete(keys: readonly Key[]): Promise<void> {
  const chunks: Key[][] = [];
  for (let i = 0; i < keys.length; i += 25) chunks.push(keys.slice(i, i + 25));
  for (let i = 0; i < chunks.length; i += PARALLEL) await Promise.all(chunks.slice(i, i + PARALLEL).map(deleteChunk));
}

async function deleteChunk(chunk: Key[]): Promise<void> {
  let pending = chunk.map((Key) => ({ DeleteRequest: { Key } }));
  await retrying(
    async () => {
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      if (pending.length > 0) throw new UnprocessedItems();
    },
    (error) => error instanceof UnprocessedItems,
    (error) => error as Error,
  );
}
