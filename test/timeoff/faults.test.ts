import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { weekdaysOf } from '../../shared/timeoff/period';
import { balanceOf, createRequest, date, listAll, world, type TimeOffWorld } from './helpers';
import { useGateway } from '../support/http';

const { call } = useGateway();

/**
 * Fault injection on the shared DynamoDB client (the local gateway runs the handlers in this
 * process, so they use this very client). Three middlewares, one name each:
 *
 * - `initialize`: numbers the operation's DynamoDB calls (only those about this organization's
 *   time off and users: the authorizer's credential reads and idempotency records are not the
 *   operation's own) and marks the call's context with its number;
 * - `build` ("before"): throws on the k-th call BEFORE anything is sent. `build` runs above the
 *   retry middleware (which lives in `finalizeRequest`), so the SDK never sees this failure to
 *   retry it: nothing reached DynamoDB, the state must be exactly the one before;
 * - `deserialize` ("after"): lets the k-th call reach DynamoDB and complete, then throws: a
 *   response lost on the way back. This one runs BELOW the retry middleware, so the SDK's
 *   standard mode (3 attempts) could retry it; our error is not retryable (no throttling or
 *   transient name, no 5xx `$metadata`, no `$retryable`), and we count the attempts to prove
 *   it was not silently retried (exactly 1). The write, if it was one, happened: the state
 *   must be exactly the one after.
 */
type Mode = 'before' | 'after' | 'conflict';

class InjectedFault extends Error {
  override name = 'InjectedFault';
}

const NAMES = ['fault-count', 'fault-before', 'fault-after'];
const MARK = Symbol('timeoff-fault-call');

function relevant(slug: string, input: unknown): boolean {
  const text = JSON.stringify(input ?? {});
  return text.includes(`ORG#${slug}#`) && !/#CRED#|#IDEMPOTENCY#/.test(text);
}

function inject(slug: string, k: number, mode: Mode | 'count') {
  const state = { calls: 0, attempts: 0, commands: [] as string[] };
  const stack = db().middlewareStack;
  stack.add(
    (next, context) => async (args) => {
      if (relevant(slug, (args as { input?: unknown }).input)) {
        state.calls++;
        state.commands.push((context as { commandName?: string }).commandName ?? '?');
        (context as Record<symbol, number>)[MARK] = state.calls;
      }
      return next(args);
    },
    { step: 'initialize', name: 'fault-count' },
  );
  stack.add(
    (next, context) => async (args) => {
      if ((context as Record<symbol, number>)[MARK] === k) {
        if (mode === 'before') throw new InjectedFault(`injected before call ${k}`);
      }
      // The first transaction of the operation (whatever its number) is cancelled by a "conflict".
      if (mode === 'conflict' && (context as Record<symbol, number>)[MARK] && /^TransactWrite/.test((context as { commandName?: string }).commandName ?? '')) {
        if (state.attempts++ === 0) {
          // What DynamoDB answers when another transaction holds one of the items: nothing written.
          throw Object.assign(new Error('Transaction cancelled'), {
            name: 'TransactionCanceledException',
            CancellationReasons: [{ Code: 'TransactionConflict' }],
          });
        }
      }
      return next(args);
    },
    { step: 'build', name: 'fault-before' },
  );
  stack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      if (mode === 'after' && (context as Record<symbol, number>)[MARK] === k) {
        state.attempts++;
        throw new InjectedFault(`injected after call ${k}`);
      }
      return out;
    },
    { step: 'deserialize', name: 'fault-after' },
  );
  return state;
}

function removeFaults() {
  for (const name of NAMES) db().middlewareStack.remove(name);
}
afterEach(removeFaults);

/** What a person (and the invariants) can see: the balance, the requests and the calendar of reserved days. */
interface Snapshot {
  balance: number;
  requests: string[];
  days: string[];
}

async function snapshot(w: TimeOffWorld): Promise<Snapshot> {
  const requests = await listAll(call, w);
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `ORG#${w.org.slug}#TIMEOFF_DAY#${w.a.id}` },
      ConsistentRead: true,
    }),
  );
  const byId = new Map(requests.map((r) => [r.id, r]));
  const days = (Items ?? []).map((d) => `${d.sk}|${byId.get(d.request_id)?.start_date ?? 'orphan'}`).sort();
  // Invariant: the calendar holds exactly the weekdays of the pending and approved requests.
  const live = requests.filter((r) => r.status === 'pending' || r.status === 'approved');
  expect(days).toEqual(live.flatMap((r) => weekdaysOf(r.start_date, r.end_date).map((d) => `${d}|${r.start_date}`)).sort());
  const balance = await balanceOf(call, w, w.a.id);
  expect(balance).toBeGreaterThanOrEqual(0);
  return {
    balance,
    requests: requests.map((r) => `${r.start_date}|${r.end_date}|${r.status}|${r.days}`).sort(),
    days,
  };
}

interface Operation {
  name: string;
  /** Sets up what the operation acts on (no fault) and returns how to run it and the state it must lead to. */
  prepare(w: TimeOffWorld, slot: number): Promise<{ run: () => Promise<{ status: number; body: any }>; after: (before: Snapshot) => Snapshot; retryStatus: { done: number; notDone: number } }>;
}

const period = (slot: number) => ({ start: date(slot * 7), end: date(slot * 7 + 2) }); // Mon..Wed: 3 days
const line = (p: { start: string; end: string }, status: string) => `${p.start}|${p.end}|${status}|3`;
const dayLines = (p: { start: string; end: string }) => weekdaysOf(p.start, p.end).map((d) => `${d}|${p.start}`);
const sorted = (xs: string[]) => [...xs].sort();

const OPERATIONS: Operation[] = [
  {
    name: 'create',
    async prepare(w, slot) {
      const p = period(slot);
      return {
        run: () => createRequest(call, w, { start_date: p.start, end_date: p.end }),
        after: (b) => ({ balance: b.balance - 3, requests: sorted([...b.requests, line(p, 'pending')]), days: sorted([...b.days, ...dayLines(p)]) }),
        // A blind retry after a lost response finds its own days claimed: 409, never a double reservation.
        retryStatus: { done: 409, notDone: 201 },
      };
    },
  },
  {
    name: 'delete',
    async prepare(w, slot) {
      const p = period(slot);
      const id = (await createRequest(call, w, { start_date: p.start, end_date: p.end })).body.id;
      return {
        run: () => call('DELETE', `/org/${w.org.slug}/timeoff/requests/${id}/`, { token: w.a.token }),
        after: (b) => ({
          balance: b.balance + 3,
          requests: b.requests.filter((r) => r !== line(p, 'pending')),
          days: b.days.filter((d) => !dayLines(p).includes(d)),
        }),
        retryStatus: { done: 404, notDone: 204 },
      };
    },
  },
  {
    name: 'reject',
    async prepare(w, slot) {
      const p = period(slot);
      const id = (await createRequest(call, w, { start_date: p.start, end_date: p.end })).body.id;
      return {
        run: () => call('POST', `/org/${w.org.slug}/timeoff/requests/${id}/reject/`, { token: w.admin }),
        after: (b) => ({
          balance: b.balance + 3,
          requests: sorted(b.requests.map((r) => (r === line(p, 'pending') ? line(p, 'rejected') : r))),
          days: b.days.filter((d) => !dayLines(p).includes(d)),
        }),
        retryStatus: { done: 409, notDone: 200 },
      };
    },
  },
];

describe('fault injection: a failed DynamoDB call never leaves a partial write', () => {
  it.each(OPERATIONS.map((o) => [o.name, o] as const))('%s: a fault on every call, before and after it reaches DynamoDB', async (_name, op) => {
    const w = await world(call, { vacation: 1000 });
    let slot = 0;

    // A clean run first: how many calls the operation makes (the delete's target is 2).
    const clean = await op.prepare(w, slot++);
    const cleanBefore = await snapshot(w);
    const counter = inject(w.org.slug, 0, 'count');
    const ok = await clean.run();
    removeFaults();
    expect(ok.status).toBeLessThan(300);
    expect(await snapshot(w)).toEqual(clean.after(cleanBefore));
    // One GetItem (the user, or the request) + one TransactWriteItems: the 2-call target.
    expect(counter.commands, 'the calls of a clean run').toEqual([expect.stringMatching(/^Get/), expect.stringMatching(/^TransactWrite/)]);
    const writeCall = counter.commands.findLastIndex((c) => /^TransactWrite/.test(c)) + 1;
    expect(writeCall).toBe(counter.calls);

    for (let k = 1; k <= counter.calls; k++) {
      for (const mode of ['before', 'after'] as const) {
        const prepared = await op.prepare(w, slot++);
        const before = await snapshot(w);
        const state = inject(w.org.slug, k, mode);
        const res = await prepared.run();
        removeFaults();
        const label = `${op.name}: fault ${mode} call ${k} of ${counter.calls} (${state.commands[k - 1]})`;
        expect(res.status, label).toBeGreaterThanOrEqual(500);
        expect(['internal_error', 'service_unavailable'], label).toContain(res.body?.code);
        expect(res.body).toMatchObject({ message: expect.any(String), request_id: expect.any(String) });
        if (mode === 'after') expect(state.attempts, `${label}: not retried by the SDK`).toBe(1);

        // Exactly before, or (only when the write itself went through) exactly after.
        const wroteIt = mode === 'after' && k === writeCall;
        const now = await snapshot(w);
        expect(now, label).toEqual(wroteIt ? prepared.after(before) : before);

        // And the system carries on: a retry of the same call lands on the same final state.
        const retry = await prepared.run();
        expect(retry.status, `${label}: retry`).toBe(wroteIt ? prepared.retryStatus.done : prepared.retryStatus.notDone);
        expect(await snapshot(w), `${label}: after the retry`).toEqual(prepared.after(before));
      }
    }
  });

  it.each(OPERATIONS.map((o) => [o.name, o] as const))('%s: a transaction conflict is retried by the domain and applied once', async (_name, op) => {
    const w = await world(call, { vacation: 1000 });
    const prepared = await op.prepare(w, 0);
    const before = await snapshot(w);
    const state = inject(w.org.slug, 0, 'conflict');
    const res = await prepared.run();
    removeFaults();
    expect(res.status).toBeLessThan(300);
    expect(state.attempts).toBe(2); // the cancelled transaction, then the one that went through
    expect(await snapshot(w)).toEqual(prepared.after(before));
  });
});
