import { db } from '../../shared/db/client';

/** How the k-th DynamoDB call fails: throttled before it reaches DynamoDB, or its answer lost after DynamoDB applied it. */
export type Fault = 'throttled-before' | 'network-after';

/**
 * Fails the k-th logical DynamoDB call made through the shared client from now on (above the
 * SDK's retries: they are exhausted), for the fault sweeps (test/http/faults.test.ts,
 * test/webhooks/emission-faults.test.ts). `calls()` counts every call seen; `remove()` ends it.
 */
export function injectFault(k: number, fault: Fault): { calls: () => number; remove: () => void } {
  let count = 0;
  const name = `fault-${k}-${fault}`;
  db().middlewareStack.add(
    (next) => async (args) => {
      count++;
      if (count !== k) return next(args);
      if (fault === 'throttled-before') {
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
          name: 'ThrottlingException',
          $fault: 'client',
          $metadata: { httpStatusCode: 400, attempts: 3 },
        });
      }
      await next(args);
      throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ECONNRESET', $metadata: {} });
    },
    { step: 'initialize', name },
  );
  return { calls: () => count, remove: () => db().middlewareStack.remove(name) };
}

/** How a failing DynamoDB call fails, past the SDK's retries (#33 §14, §15). */
export type FailureKind =
  | 'throttled'
  | 'server-error'
  | 'unreachable'
  | 'transaction-conflict'
  /** The connection refused on every address of the host, as Node reports it: an AggregateError in the `cause` of the error the client throws. */
  | 'unreachable-wrapped'
  /** A transaction cancelled for its first item throttled and its second item's condition failed. */
  | 'condition-failed-and-throttled';

function failure(kind: FailureKind): Error {
  switch (kind) {
    case 'throttled':
      return Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
        name: 'ProvisionedThroughputExceededException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400, attempts: 3 },
      });
    case 'server-error':
      return Object.assign(new Error('Internal server error'), { name: 'InternalServerError', $fault: 'server', $metadata: { httpStatusCode: 500, attempts: 3 } });
    case 'unreachable':
      return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { name: 'Error', code: 'ECONNREFUSED', $metadata: { attempts: 3 } });
    case 'transaction-conflict':
      return Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]'), {
        name: 'TransactionCanceledException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        CancellationReasons: [{ Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }],
      });
    case 'unreachable-wrapped': {
      const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}:8000`), { code: 'ECONNREFUSED', syscall: 'connect', address, port: 8000 });
      // Node's connect tries every address of the name (autoSelectFamily) and reports them together.
      const every = new AggregateError([refused('::1'), refused('127.0.0.1')]);
      return Object.assign(new Error('fetch failed', { cause: every }), { name: 'TypeError', $metadata: { attempts: 3 } });
    }
    case 'condition-failed-and-throttled':
      return Object.assign(new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [ThrottlingError, ConditionalCheckFailed]'), {
        name: 'TransactionCanceledException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        CancellationReasons: [
          { Code: 'ThrottlingError', Message: 'Throughput exceeds the current capacity for one or more global secondary indexes.' },
          { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
        ],
      });
  }
}

/**
 * Fails every DynamoDB call of the shared client for which `when(commandName, input)` is true (the low-level name: PutItemCommand, TransactWriteItemsCommand…)
 * (before it reaches DynamoDB: nothing is written), with `kind`. `failed()` counts the calls it
 * failed; `remove()` ends it.
 */
export function injectFailures(
  kind: FailureKind,
  when: (command: string, input: Record<string, any>) => boolean = () => true,
): { failed: () => number; remove: () => void } {
  let failed = 0;
  const name = `failures-${kind}-${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context as { commandName?: string }).commandName ?? '';
      if (!when(command, args.input as Record<string, any>)) return next(args);
      failed++;
      throw failure(kind);
    },
    { step: 'initialize', name },
  );
  return { failed: () => failed, remove: () => db().middlewareStack.remove(name) };
}

/** A `when` for injectFailures: every call after the request claimed its Idempotency-Key (the claim itself goes through). */
export function afterIdempotencyClaim(): (command: string, input: Record<string, any>) => boolean {
  let armed = false;
  return (command, input) => {
    const entity = input.Item?.entity;
    if (!armed && command === 'PutItemCommand' && (entity === 'idempotency' || entity?.S === 'idempotency')) {
      armed = true;
      return false;
    }
    return armed;
  };
}

/**
 * Lets every call for which `when` is true reach DynamoDB; when DynamoDB cancels a transaction
 * because a condition failed, the first of its items that was fine is reported as `code` as well
 * (DynamoDB gives every item its reason: a failed condition can come with another item's
 * conflict or throttling). `calls()` counts the calls it saw; `remove()` ends it.
 */
export function alongsideFailedCondition(
  code: 'TransactionConflict' | 'ThrottlingError',
  when: (command: string, input: Record<string, any>) => boolean = (command) => command === 'TransactWriteItemsCommand',
): { calls: () => number; remove: () => void } {
  let calls = 0;
  const name = `alongside-${code}-${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context as { commandName?: string }).commandName ?? '';
      if (!when(command, args.input as Record<string, any>)) return next(args);
      calls++;
      try {
        return await next(args);
      } catch (error) {
        const reasons = (error as { name?: string; CancellationReasons?: Array<{ Code?: string; Message?: string }> }).CancellationReasons;
        if ((error as { name?: string }).name === 'TransactionCanceledException' && reasons?.some((r) => r.Code === 'ConditionalCheckFailed')) {
          const fine = reasons.findIndex((r) => (r.Code ?? 'None') === 'None');
          if (fine >= 0) reasons[fine] = { Code: code, Message: code === 'TransactionConflict' ? 'Transaction is ongoing for the item' : 'Throughput exceeds the current capacity' };
        }
        throw error;
      }
    },
    { step: 'initialize', name },
  );
  return { calls: () => calls, remove: () => db().middlewareStack.remove(name) };
}

/**
 * The first Idempotency-Key claim (a PutItem of an `idempotency` item) reaches DynamoDB and is
 * applied, then its answer is lost (a reset connection): the claim is written, the caller does
 * not know it. `lost()` counts the answers lost; `remove()` ends it.
 */
export function loseIdempotencyClaimAnswer(): { lost: () => number; remove: () => void } {
  let lost = 0;
  const name = `lose-claim-${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context as { commandName?: string }).commandName ?? '';
      const entity = (args.input as Record<string, any>).Item?.entity;
      if (lost > 0 || command !== 'PutItemCommand' || (entity !== 'idempotency' && entity?.S !== 'idempotency')) return next(args);
      await next(args);
      lost++;
      throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ECONNRESET', $metadata: {} });
    },
    { step: 'initialize', name },
  );
  return { lost: () => lost, remove: () => db().middlewareStack.remove(name) };
}
