import { db } from '../../shared/db/client';

const WRITE_COMMANDS = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'TransactWriteCommand',
  'BatchWriteCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

/** Bookkeeping that is not the resource a request acts on (authorizer's last-use, idempotency records). */
const BOOKKEEPING = /#CRED#|#IDEMPOTENCY#/;

export interface RecordedWrite {
  command: string;
  keys: string[];
}

/**
 * Records every DynamoDB write that SUCCEEDED (a write refused by its condition is not a
 * write), through an SDK middleware on the shared client, so a test can assert that a
 * refused request wrote nothing. The local gateway runs in the test's process, so the
 * handlers use this same client.
 */
export function recordWrites() {
  const writes: RecordedWrite[] = [];
  const name = `record-writes-${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const command = (context as { commandName?: string }).commandName ?? '';
      if (WRITE_COMMANDS.has(command)) {
        const keys = JSON.stringify((args as { input?: unknown }).input ?? {}).match(/ORG#[^"]+/g) ?? [];
        if (!keys.every((k) => BOOKKEEPING.test(k))) writes.push({ command, keys });
      }
      return result;
    },
    { step: 'initialize', name },
  );
  return {
    writes,
    clear: () => writes.splice(0, writes.length),
    stop: () => db().middlewareStack.remove(name),
  };
}
