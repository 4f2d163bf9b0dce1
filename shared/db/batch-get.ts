import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { retrying } from './retry';

type Key = Record<string, unknown>;

/** Unprocessed keys are throttled reads: past the retries, a dependency failure (503, shared/db/dependency.ts). */
class UnprocessedKeys extends Error {
  override readonly name = 'ProvisionedThroughputExceededException';
  constructor() {
    super('BatchGetItem kept returning unprocessed keys');
  }
}

export interface BatchGetOptions {
  projection?: string;
  names?: Record<string, string>;
  consistent?: boolean;
}

/**
 * Items by key, in any order (unknown keys are absent): one BatchGetItem per 100 keys, in
 * parallel; unprocessed keys are asked again under the one retry policy (./retry.ts).
 */
export async function batchGet(keys: readonly Key[], options: BatchGetOptions = {}): Promise<Key[]> {
  const out: Key[] = [];
  const chunks: Key[][] = [];
  for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending = chunk;
      await retrying(
        async () => {
          const result = await db().send(
            new BatchGetCommand({
              RequestItems: {
                [tableName()]: {
                  Keys: pending,
                  ...(options.projection ? { ProjectionExpression: options.projection } : {}),
                  ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
                  ...(options.consistent ? { ConsistentRead: true } : {}),
                },
              },
            }),
          );
          out.push(...(result.Responses?.[tableName()] ?? []));
          pending = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
          if (pending.length > 0) throw new UnprocessedKeys();
        },
        (error) => error instanceof UnprocessedKeys,
        (error) => error as Error,
      );
    }),
  );
  return out;
}
