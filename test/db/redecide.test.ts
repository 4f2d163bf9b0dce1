// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { again, ATTEMPTS, done, redecide, retrying } from '../../shared/db/retry';

/**
 * The one read-decide-write loop (#31 §5): what it reads, how often it decides, what it answers
 * when the attempts are spent. Its users (time off, enrollments, accounts, passwords) are tested
 * against DynamoDB Local in their areas; this is the loop itself.
 */
describe('redecide', () => {
  it('decides on a fresh read after a failed write, on the returned state when the write gave it', async () => {
    let reads = 0;
    const seen: number[] = [];
    const answer = await redecide(
      async () => ++reads * 10,
      async (state, attempt) => {
        seen.push(state);
        if (attempt === 1) return again();
        if (attempt === 2) return again(99);
        return done(`decided on ${state}`);
      },
    );
    expect(answer).toBe('decided on 99');
    expect(seen).toEqual([10, 20, 99]);
    expect(reads).toBe(2);
  });

  it('takes the state the caller already read as the first one (`known`): no read until a write fails', async () => {
    let reads = 0;
    const seen: Array<string | null> = [];
    await redecide(
      async () => (++reads, 'read'),
      async (state: string | null, attempt) => (seen.push(state), attempt === 1 ? again() : done(undefined)),
      { known: null },
    );
    expect(seen).toEqual([null, 'read']);
    expect(reads).toBe(1);
  });

  it('gives up after `attempts` decisions (ATTEMPTS by default) with `giveUp`, 503 contention otherwise', async () => {
    let decisions = 0;
    await expect(redecide(async () => 0, async () => (decisions++, again()), { attempts: 3, giveUp: () => new Error('busy') })).rejects.toThrow('busy');
    expect(decisions).toBe(3);
    decisions = 0;
    await expect(redecide(async () => 0, async () => (decisions++, again()))).rejects.toMatchObject({ code: 'contention' });
    expect(decisions).toBe(ATTEMPTS);
  });

  it('ends at once on an error of read or decide', async () => {
    let decisions = 0;
    await expect(redecide(async () => 0, async () => { decisions++; throw new Error('refused'); })).rejects.toThrow('refused');
    expect(decisions).toBe(1);
  });
});

/** The one retry policy under the transactions (transactWrite) and the idempotency record's writes. */
describe('retrying', () => {
  it(`calls at most ATTEMPTS (${ATTEMPTS}) times while the failure is transient, then answers giveUp (503 contention by default)`, async () => {
    let calls = 0;
    const busy = Object.assign(new Error('busy'), { name: 'TransactionConflictException' });
    await expect(retrying(async () => { calls++; throw busy; }, () => true)).rejects.toMatchObject({ code: 'contention', status: 503 });
    expect(calls).toBe(ATTEMPTS);
    calls = 0;
    await expect(retrying(async () => { calls++; throw busy; }, () => true, () => new Error('gave up'))).rejects.toThrow('gave up');
    expect(calls).toBe(ATTEMPTS);
  });

  it('answers the first success, and stops at once on a failure that is not transient', async () => {
    let calls = 0;
    expect(await retrying(async (attempt) => { calls++; if (attempt < 3) throw new Error('busy'); return 'done'; }, () => true)).toBe('done');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retrying(async () => { calls++; throw new Error('refused'); }, () => false)).rejects.toThrow('refused');
    expect(calls).toBe(1);
  });
});
