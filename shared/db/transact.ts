import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db } from './client';
import { retrying } from './retry';

/** Why DynamoDB cancelled one item of a transaction (`None`: that item was fine). */
export type CancellationCode =
  | 'None'
  | 'ConditionalCheckFailed'
  | 'TransactionConflict'
  | 'ItemCollectionSizeLimitExceeded'
  | 'ProvisionedThroughputExceeded'
  | 'ThrottlingError'
  | 'ValidationError';

export interface CancellationReason {
  code: CancellationCode;
  /** The item's old image, plain values (with ReturnValuesOnConditionCheckFailure: ALL_OLD). */
  item?: Record<string, unknown>;
}

/**
 * The per-item reasons of a cancelled TransactWriteItems, in request order, or null when the
 * error is not a cancelled transaction. The SDK's document client leaves the old images in
 * the low-level attribute-value format: they are unmarshalled here.
 */
export function cancellationReasons(error: unknown): CancellationReason[] | null {
  const e = error as { name?: string; CancellationReasons?: Array<{ Code?: string; Item?: Record<string, never> }> } | undefined;
  if (e?.name !== 'TransactionCanceledException') return null;
  return (e.CancellationReasons ?? []).map((r) => ({
    code: (r.Code ?? 'None') as CancellationCode,
    ...(r.Item ? { item: unmarshall(r.Item) } : {}),
  }));
}

/** Whether item `at` of a cancelled transaction failed its condition. */
export const conditionFailedAt = (error: unknown, at: number): boolean => cancellationReasons(error)?.[at]?.code === 'ConditionalCheckFailed';

/**
 * A transaction that lost only to another one writing the same items at the same moment (a
 * cancellation for `TransactionConflict` and no failed condition; `TransactionConflictException`
 * for a single write): nothing was written, so running it again is an answer, not a guess.
 */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as { name?: string } | undefined)?.name === 'TransactionConflictException') return true;
  const codes = cancellationReasons(error)?.map((r) => r.code) ?? [];
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/**
 * One TransactWriteItems call, retried on a conflict (./retry.ts): the loser sees the winner's
 * write, so a condition decides (two concurrent creates of one email: one 201, one 409, never a 500).
 */
export async function transactWrite(input: TransactWriteCommandInput | ((attempt: number) => Promise<TransactWriteCommandInput>), giveUp?: () => Error): Promise<void> {
  // A function builds each attempt's transaction (a write that moves to another counter shard after a conflict).
  const build = typeof input === 'function' ? input : async () => input;
  await retrying(async (attempt) => db().send(new TransactWriteCommand(await build(attempt))), isTransactionConflict, giveUp);
}
