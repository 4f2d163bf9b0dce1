import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { deleteRequest } from '../../shared/timeoff/ledger-store';
import { weekdaysOf } from '../../shared/timeoff/period';
import { getRequest } from '../../shared/timeoff/requests-store';
import { insertUser } from '../support/orgs';
import { balanceOf, createRequest, date, listAll, sessionOf, world } from './helpers';
import { busyTimeout } from '../support/busy-machine';
import { useGateway } from '../support/http';

const { call } = useGateway();

const STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const ACTORS = ['adminKey', 'adminSession', 'owner', 'otherCollaborator'] as const;
type State = (typeof STATES)[number];
type Actor = (typeof ACTORS)[number];

/** Contract 5.2 and 7, api.md §6: who may delete what. */
function expected(actor: Actor, state: State): { status: number; code?: string } {
  if (actor === 'adminKey' || actor === 'adminSession') return { status: 204 };
  if (actor === 'otherCollaborator') return { status: 403, code: 'not_request_owner' };
  return state === 'pending' ? { status: 204 } : { status: 403, code: 'request_not_pending' };
}

/** Whether a request in this state still holds its days (reserved from the balance). */
const holdsDays = (state: State) => state === 'pending' || state === 'approved';

describe('DELETE /org/{slug}/timeoff/requests/{request_id}/: permission matrix × states', () => {
  // Legitimately long: four states one after another (each needs the full balance back), ~50
  // requests: 1–4.4 s alone; a busy machine's limit (test/support/busy-machine.ts).
  it.each(ACTORS)('%s: every state, with the balance and the list checked after each', async (actor) => {
    const w = await world(call, { vacation: 40 });
    const adminUser = await insertUser(w.org.slug, { role: 'admin' });
    const tokens: Record<Actor, string> = {
      adminKey: w.admin,
      adminSession: await sessionOf(call, w.org.slug, adminUser.email, adminUser.password),
      owner: w.a.token,
      otherCollaborator: w.b.token,
    };
    for (const [i, state] of STATES.entries()) {
      // One request per state, each its own week: 5 days.
      const start = date(i * 7);
      const created = await createRequest(call, w, { start_date: start, end_date: date(i * 7 + 4) });
      expect(created.status).toBe(201);
      const id = created.body.id;
      if (state === 'approved') await call('POST', `/org/${w.org.slug}/timeoff/requests/${id}/approve/`, { token: w.admin });
      if (state === 'rejected') await call('POST', `/org/${w.org.slug}/timeoff/requests/${id}/reject/`, { token: w.admin });
      if (state === 'cancelled') await call('POST', `/org/${w.org.slug}/timeoff/requests/${id}/cancel/`, { token: w.a.token });
      const before = await balanceOf(call, w, w.a.id);
      expect(before).toBe(holdsDays(state) ? 35 : 40);

      const res = await call('DELETE', `/org/${w.org.slug}/timeoff/requests/${id}/`, { token: tokens[actor] });
      const want = expected(actor, state);
      expect(res.status, `${actor} deleting a ${state} request`).toBe(want.status);
      const listed = (await listAll(call, w)).map((r) => r.id);
      if (want.status === 204) {
        expect(res.text).toBe('');
        // Gone from the list (contract 3.1) and its held days back (3.2), once.
        expect(listed).not.toContain(id);
        expect(await balanceOf(call, w, w.a.id)).toBe(40);
        expect((await call('GET', `/org/${w.org.slug}/timeoff/requests/${id}/`, { token: w.admin })).status).toBe(404);
        const again = await call('DELETE', `/org/${w.org.slug}/timeoff/requests/${id}/`, { token: tokens[actor] });
        expect(again.status).toBe(404);
        expect(again.body.code).toBe('request_not_found');
        expect(await balanceOf(call, w, w.a.id)).toBe(40);
        // Its days are free again in the calendar.
        const reuse = await createRequest(call, w, { start_date: start, end_date: start });
        expect(reuse.status).toBe(201);
        await call('DELETE', `/org/${w.org.slug}/timeoff/requests/${reuse.body.id}/`, { token: w.admin });
      } else {
        expect(res.body.code).toBe(want.code);
        expect(listed).toContain(id);
        expect(await balanceOf(call, w, w.a.id)).toBe(before);
        const still = await call('GET', `/org/${w.org.slug}/timeoff/requests/${id}/`, { token: w.admin });
        expect(still.body.status).toBe(state);
        // Clean up as admin so the next state starts from a full balance.
        expect((await call('DELETE', `/org/${w.org.slug}/timeoff/requests/${id}/`, { token: w.admin })).status).toBe(204);
      }
      expect(await balanceOf(call, w, w.a.id)).toBe(40);
    }
  }, busyTimeout(4));

  it('answers 404 request_not_found for an unknown id to every credential', async () => {
    const w = await world(call);
    for (const token of [w.admin, w.a.token, w.b.token]) {
      const res = await call('DELETE', `/org/${w.org.slug}/timeoff/requests/${newId()}/`, { token });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('request_not_found');
    }
  });

  it("an admin's delete of an approved request returns its days; of a rejected one returns nothing twice", async () => {
    const w = await world(call, { vacation: 10, leave: 10 });
    const approved = (await createRequest(call, w, { start_date: date(0), end_date: date(4) })).body;
    const rejected = (await createRequest(call, w, { type: 'leave', start_date: date(7), end_date: date(9) })).body;
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${approved.id}/approve/`, { token: w.admin });
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${rejected.id}/reject/`, { token: w.admin });
    expect(await balanceOf(call, w, w.a.id)).toBe(5);
    expect(await balanceOf(call, w, w.a.id, 'leave')).toBe(10);
    expect((await call('DELETE', `/org/${w.org.slug}/timeoff/requests/${approved.id}/`, { token: w.admin })).status).toBe(204);
    expect((await call('DELETE', `/org/${w.org.slug}/timeoff/requests/${rejected.id}/`, { token: w.admin })).status).toBe(204);
    expect(await balanceOf(call, w, w.a.id)).toBe(10);
    expect(await balanceOf(call, w, w.a.id, 'leave')).toBe(10);
    expect(await listAll(call, w)).toEqual([]);
  });
});

describe('a delete decided on a stale read (#33 mutation guard)', () => {
  it('racing a cancel: the delete finds the request changed and never gives the days back twice', async () => {
    const w = await world(call, { vacation: 20 });
    const created = await createRequest(call, w, { start_date: date(0), end_date: date(4) });
    expect(created.status, created.text).toBe(201);
    expect(await balanceOf(call, w, w.a.id)).toBe(15);
    // The delete reads the request pending (it holds 5 days)…
    const stale = (await getRequest(w.org.slug, created.body.id))!;
    expect(stale.status).toBe('pending');
    // …the owner cancels it meanwhile (the 5 days come back)…
    const cancel = await call('POST', `/org/${w.org.slug}/timeoff/requests/${created.body.id}/cancel/`, { token: w.a.token });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await balanceOf(call, w, w.a.id)).toBe(20);
    // …then the delete writes, guarded by the status it read: refused, with the current request.
    const outcome = await deleteRequest(w.org.slug, stale, { weekdays: weekdaysOf(stale.start_date, stale.end_date) }, new Date().toISOString());
    expect(outcome).toMatchObject({ status: 'changed', current: { id: created.body.id, status: 'cancelled' } });
    expect(await balanceOf(call, w, w.a.id)).toBe(20);
    expect((await getRequest(w.org.slug, created.body.id))?.status).toBe('cancelled');
  });
});
