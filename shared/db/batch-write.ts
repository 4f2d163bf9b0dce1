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

/**
 * Deletes items by key, unconditionally: one BatchWriteItem per 25 keys, one after the other
 * (bounded write rate); unprocessed keys are sent again under the one retry policy (./retry.ts).
 * Only for items whose removal needs no condition (the memberships of a group already deleted).
 */
export async function batchDelete(keys: readonly Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let pending = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
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
}
