import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdaysOf } from '../../shared/timeoff/period';
import { useGateway } from '../support/http';
import { balanceOf, date, listAll, world, type TimeOffWorld } from './helpers';

const { call } = useGateway();

/**
 * Model-based: random sequences of creates, approvals, rejections, cancellations and deletes
 * by random credentials, each response compared with what a tiny in-memory model predicts,
 * and the balances, the list and the model compared after every sequence.
 */
type Actor = 'admin' | 'a' | 'b';
type Op =
  | { kind: 'create'; actor: Actor; owner: 'a' | 'b'; type: 'vacation' | 'leave'; slot: number; len: number }
  | { kind: 'approve' | 'reject' | 'cancel' | 'delete' | 'get'; actor: Actor; target: number };

const actor = fc.constantFrom<Actor>('admin', 'a', 'b');
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), actor, owner: fc.constantFrom<'a' | 'b'>('a', 'b'), type: fc.constantFrom<'vacation' | 'leave'>('vacation', 'leave'), slot: fc.integer({ min: 0, max: 5 }), len: fc.integer({ min: 0, max: 9 }) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const, 'delete' as const, 'get' as const), actor, target: fc.nat() }) },
);

interface ModelRequest {
  id: string;
  owner: 'a' | 'b';
  type: 'vacation' | 'leave';
  days: string[];
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  deleted: boolean;
}

const INITIAL = { vacation: 12, leave: 6 };

async function runSequence(w: TimeOffWorld, ops: Op[]) {
  const balances = { a: { ...INITIAL }, b: { ...INITIAL } };
  const requests: ModelRequest[] = [];
  const token = (who: Actor) => (who === 'admin' ? w.admin : w[who].token);
  const live = (r: ModelRequest) => !r.deleted && (r.status === 'pending' || r.status === 'approved');
  const give = (r: ModelRequest) => (balances[r.owner][r.type] += r.days.length);

  for (const [step, o] of ops.entries()) {
    const label = `step ${step}: ${JSON.stringify(o)}`;
    if (o.kind === 'create') {
      // Periods start on a Monday of week `slot`, up to 10 days long: every period has a weekday.
      const start = date(o.slot * 7);
      const end = date(o.slot * 7 + o.len);
      const res = await call('POST', `/org/${w.org.slug}/timeoff/requests/`, {
        token: token(o.actor),
        body: { type: o.type, start_date: start, end_date: end, ...(o.actor === 'admin' || o.actor === o.owner ? { user_id: w[o.owner].id } : {}) },
      });
      const owner = o.actor === 'admin' ? o.owner : o.actor;
      const days = weekdaysOf(start, end);
      const overlaps = requests.some((r) => r.owner === owner && live(r) && r.days.some((d) => days.includes(d)));
      if (overlaps) expect(res.body.code, label).toBe('overlapping_request');
      else if (balances[owner][o.type] < days.length) expect(res.body.code, label).toBe('insufficient_balance');
      else {
        expect(res.status, label).toBe(201);
        expect(res.body.days).toBe(days.length);
        balances[owner][o.type] -= days.length;
        requests.push({ id: res.body.id, owner, type: o.type, days, status: 'pending', deleted: false });
      }
      continue;
    }
    if (requests.length === 0) continue;
    const r = requests[o.target % requests.length]!;
    const isAdmin = o.actor === 'admin';
    const own = o.actor === r.owner;
    const base = `/org/${w.org.slug}/timeoff/requests/${r.id}/`;
    if (o.kind === 'get') {
      const res = await call('GET', base, { token: token(o.actor) });
      if (r.deleted || (!isAdmin && !own)) expect(res.status, label).toBe(404);
      else expect(res.body.status, label).toBe(r.status);
    } else if (o.kind === 'delete') {
      const res = await call('DELETE', base, { token: token(o.actor) });
      if (r.deleted) expect(res.body.code, label).toBe('request_not_found');
      else if (!isAdmin && !own) expect(res.body.code, label).toBe('not_request_owner');
      else if (!isAdmin && r.status !== 'pending') expect(res.body.code, label).toBe('request_not_pending');
      else {
        expect(res.status, label).toBe(204);
        if (live(r)) give(r);
        r.deleted = true;
      }
    } else {
      const res = await call('POST', `${base}${o.kind}/`, { token: token(o.actor) });
      const next = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' } as const;
      if (!isAdmin && o.kind !== 'cancel') expect(res.body.code, label).toBe('forbidden');
      else if (r.deleted || (!isAdmin && !own)) expect(res.body.code, label).toBe('request_not_found');
      else if (r.status === 'pending' || (o.kind === 'cancel' && isAdmin && r.status === 'approved')) {
        expect(res.status, label).toBe(200);
        expect(res.body.status).toBe(next[o.kind]);
        if (o.kind !== 'approve') give(r);
        r.status = next[o.kind];
      } else expect(res.body.code, label).toBe('invalid_state_transition');
    }
  }

  for (const who of ['a', 'b'] as const) {
    for (const type of ['vacation', 'leave'] as const) {
      const balance = await balanceOf(call, w, w[who].id, type);
      expect(balance, `${who} ${type}`).toBe(balances[who][type]);
      // The conservation law: available + held by live requests = what was granted.
      const held = requests.filter((r) => r.owner === who && r.type === type && live(r)).reduce((s, r) => s + r.days.length, 0);
      expect(balance + held).toBe(INITIAL[type]);
    }
  }
  const listed = (await listAll(call, w)).map((x) => `${x.id}:${x.status}`).sort();
  expect(listed).toEqual(requests.filter((r) => !r.deleted).map((r) => `${r.id}:${r.status}`).sort());
}

describe('time off against a model (fast-check)', () => {
  it('every response and the final balances match the model', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        const w = await world(call, INITIAL);
        await runSequence(w, ops);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });
});
