import { describe, expect, it } from 'vitest';
import { balanceOf, createRequest, date, listAll, world } from './helpers';
import { useGateway } from '../support/http';

const { call } = useGateway();
const N = 24;

describe('time off under concurrency (all requests in flight at once)', () => {
  it(`${N} concurrent creates against a balance that covers only some: never overdrawn, exact arithmetic`, async () => {
    const w = await world(call, { vacation: 30 });
    // Request i is (i % 5) + 1 weekdays in its own week: 72 days asked for, 30 available.
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => createRequest(call, w, { start_date: date(i * 7), end_date: date(i * 7 + (i % 5)) })),
    );
    for (const r of results) expect([201, 422]).toContain(r.status);
    const created = results.filter((r) => r.status === 201).map((r) => r.body);
    const refused = results.filter((r) => r.status === 422);
    for (const r of refused) expect(r.body.code).toBe('insufficient_balance');
    const reserved = created.reduce((sum, r) => sum + r.days, 0);
    const balance = await balanceOf(call, w, w.a.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(30 - reserved);
    // Every refusal was right at the time: what is left cannot cover the smallest refused request.
    const refusedDays = results.map((r, i) => (r.status === 422 ? (i % 5) + 1 : Infinity));
    expect(Math.min(...refusedDays)).toBeGreaterThan(balance);
    expect((await listAll(call, w)).map((r) => r.id).sort()).toEqual(created.map((r) => r.id).sort());
  });

  it(`${N} concurrent overlapping creates of one user: exactly one wins`, async () => {
    const w = await world(call, { vacation: 100 });
    // All different periods, all sharing Wednesday date(2).
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) => createRequest(call, w, { start_date: date(2 - (i % 3)), end_date: date(2 + (i % 4)) })),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('overlapping_request');
    }
    expect(await balanceOf(call, w, w.a.id)).toBe(100 - won[0]!.body.days);
    expect(await listAll(call, w)).toHaveLength(1);
  });

  it(`${N} concurrent deletes of one request: exactly one 204, the rest 404, days restored once`, async () => {
    const w = await world(call, { vacation: 10 });
    for (const [state, token] of [
      ['pending', () => w.a.token],
      ['approved', () => w.admin],
    ] as const) {
      const request = (await createRequest(call, w, { start_date: date(0), end_date: date(4) })).body;
      if (state === 'approved') await call('POST', `/org/${w.org.slug}/timeoff/requests/${request.id}/approve/`, { token: w.admin });
      expect(await balanceOf(call, w, w.a.id)).toBe(5);
      const results = await Promise.all(
        Array.from({ length: N }, () => call('DELETE', `/org/${w.org.slug}/timeoff/requests/${request.id}/`, { token: token() })),
      );
      expect(results.filter((r) => r.status === 204)).toHaveLength(1);
      for (const r of results.filter((r) => r.status !== 204)) {
        expect(r.status).toBe(404);
        expect(r.body.code).toBe('request_not_found');
      }
      expect(await balanceOf(call, w, w.a.id)).toBe(10);
      expect(await listAll(call, w)).toEqual([]);
    }
  });

  it(`${N} concurrent rejects, cancels and deletes of one request: one of them takes effect, days returned once`, async () => {
    const w = await world(call, { vacation: 10 });
    const request = (await createRequest(call, w, { start_date: date(0), end_date: date(4) })).body;
    const base = `/org/${w.org.slug}/timeoff/requests/${request.id}/`;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        i % 3 === 0
          ? call('POST', `${base}reject/`, { token: w.admin })
          : i % 3 === 1
            ? call('POST', `${base}cancel/`, { token: w.a.token })
            : call('DELETE', base, { token: w.a.token }),
      ),
    );
    // Exactly one takes effect: after a reject or cancel the owner's deletes are 403 (no longer
    // pending), after a delete everything is 404.
    const effective = results.filter((r) => r.status === 200 || r.status === 204);
    expect(effective).toHaveLength(1);
    // A reject or cancel that won leaves a request an owner can no longer delete (403) and that
    // cannot move again (409); a delete that won leaves nothing (404).
    for (const r of results.filter((r) => r.status >= 400)) {
      expect(['invalid_state_transition', 'request_not_pending', 'request_not_found']).toContain(r.body.code);
    }
    expect(await balanceOf(call, w, w.a.id)).toBe(10);
  });

  it(`${N} concurrent rejects of one request: one 200, the rest 409`, async () => {
    const w = await world(call, { vacation: 10 });
    const request = (await createRequest(call, w, { start_date: date(0), end_date: date(4) })).body;
    const results = await Promise.all(
      Array.from({ length: N }, () => call('POST', `/org/${w.org.slug}/timeoff/requests/${request.id}/reject/`, { token: w.admin })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.code).toBe('invalid_state_transition');
    expect(await balanceOf(call, w, w.a.id)).toBe(10);
  });
});
