import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** Per-item reasons of a cancelled transaction (`None` for items that were fine), or null. */
export function cancellationCodes(error: unknown): string[] | null {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
  return reasons ? reasons.map((r) => r.Code ?? 'None') : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One TransactWriteItems call, retried when DynamoDB cancels it only because another
 * transaction touched the same items at the same time (`TransactionConflict`): that is not
 * an answer yet. Retrying lets the loser see the winner's write, so a condition decides
 * (e.g. two concurrent creates of one email: one 201, the other 409, never a 500).
 */
export async function transactWrite(input: TransactWriteCommandInput, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      const codes = cancellationCodes(error);
      const conflictOnly = codes !== null && codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
      const transient = conflictOnly || (error as { name?: string }).name === 'TransactionConflictException';
      if (!transient || attempt >= attempts) throw error;
      await sleep(10 * 2 ** Math.min(attempt, 5) * Math.random() + 5);
    }
  }
}
