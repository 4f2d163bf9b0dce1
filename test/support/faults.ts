import { db } from '../../shared/db/client';

/** How the k-th DynamoDB call fails: throttled before it reaches DynamoDB, or its answer lost after DynamoDB applied it. */
export type Fault = 'throttled-before' | 'network-after';

/**
 * Fails the k-th logical DynamoDB call made through the shared client from now on (above the
 * SDK's retries: they are exhausted), for the fault sweeps (test/reliability/faults.test.ts,
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
