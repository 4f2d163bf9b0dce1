import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { insertUser, newTestOrg } from '../support/orgs';
import { balanceOf, createRequest, date, listAll, sessionOf, world } from './helpers';
import { useGateway } from '../support/http';

const { call } = useGateway();

describe('time-off requests: create (api.md §6)', () => {
  it('creates a pending request counting only weekdays and reserves them at once', async () => {
    const w = await world(call);
    // Monday 2030-01-07 .. Sunday 2030-01-20: two weeks, 10 weekdays.
    const res = await createRequest(call, w, { start_date: date(0), end_date: date(13), reason: 'Family trip' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      user_id: w.a.id,
      type: 'vacation',
      start_date: '2030-01-07',
      end_date: '2030-01-20',
      days: 10,
      status: 'pending',
      reason: 'Family trip',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await balanceOf(call, w, w.a.id)).toBe(5);
    expect(await balanceOf(call, w, w.a.id, 'leave')).toBe(5);
    const got = await call('GET', `/org/${w.org.slug}/timeoff/requests/${res.body.id}/`, { token: w.a.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    expect(await listAll(call, w)).toEqual([res.body]);
  });

  it('counts a single weekday, and a period that starts and ends on weekends', async () => {
    const w = await world(call);
    const one = await createRequest(call, w, { start_date: date(2), end_date: date(2), type: 'permission' });
    expect(one.body).toMatchObject({ days: 1, type: 'permission' });
    // Saturday 2030-01-12 .. Sunday 2030-01-20: the weekdays of the week between.
    const weekendEdges = await createRequest(call, w, { start_date: date(5), end_date: date(13), type: 'leave' });
    expect(weekendEdges.body).toMatchObject({ days: 5 });
    expect(await balanceOf(call, w, w.a.id, 'permission')).toBe(2);
    expect(await balanceOf(call, w, w.a.id, 'leave')).toBe(0);
  });

  it('refuses bad periods: end before start 400, weekend-only 422 empty_period, over 92 days 422 period_too_long', async () => {
    const w = await world(call, { vacation: 200 });
    const backwards = await createRequest(call, w, { start_date: date(3), end_date: date(2) });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path: 'end_date' })] });
    const weekend = await createRequest(call, w, { start_date: date(5), end_date: date(6) });
    expect(weekend.status).toBe(422);
    expect(weekend.body.code).toBe('empty_period');
    const tooLong = await createRequest(call, w, { start_date: date(0), end_date: date(92) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.code).toBe('period_too_long');
    const longest = await createRequest(call, w, { start_date: date(0), end_date: date(91) });
    expect(longest.status).toBe(201);
    expect(longest.body.days).toBe(66);
    const invalid = await createRequest(call, w, { start_date: '2030-02-30', end_date: date(40), type: 'holiday', extra: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((d: any) => d.path).sort()).toEqual(['extra', 'start_date', 'type']);
    expect(await balanceOf(call, w, w.a.id)).toBe(200 - 66);
  });

  it('refuses 422 insufficient_balance writing nothing (also with no balance ever set)', async () => {
    const w = await world(call, { vacation: 4 });
    const res = await createRequest(call, w, { start_date: date(0), end_date: date(4) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('insufficient_balance');
    expect(await balanceOf(call, w, w.a.id)).toBe(4);
    expect(await listAll(call, w)).toEqual([]);
    // The refused days were not claimed either: a smaller request over them succeeds.
    expect((await createRequest(call, w, { start_date: date(0), end_date: date(3) })).status).toBe(201);
    expect(await balanceOf(call, w, w.a.id)).toBe(0);

    const c = await insertUser(w.org.slug);
    const none = await createRequest(call, w, { user_id: c.id, start_date: date(0), end_date: date(0) }, w.admin);
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('insufficient_balance');
  });

  it('decides whose request it is: collaborator own only (403), admin names the user, api-key must', async () => {
    const w = await world(call);
    const forOther = await createRequest(call, w, { user_id: w.b.id, start_date: date(0), end_date: date(0) });
    expect(forOther.status).toBe(403);
    expect(forOther.body.code).toBe('forbidden');
    const forSelf = await createRequest(call, w, { user_id: w.a.id, start_date: date(0), end_date: date(0) });
    expect(forSelf.status).toBe(201);
    const byAdmin = await createRequest(call, w, { user_id: w.b.id, start_date: date(0), end_date: date(0) }, w.admin);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.user_id).toBe(w.b.id);
    const noUser = await createRequest(call, w, { start_date: date(1), end_date: date(1) }, w.admin);
    expect(noUser.status).toBe(400);
    expect(noUser.body.details[0].path).toBe('user_id');
    const unknown = await createRequest(call, w, { user_id: newId(), start_date: date(1), end_date: date(1) }, w.admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');
    const inactive = await insertUser(w.org.slug, { status: 'inactive' });
    const res = await createRequest(call, w, { user_id: inactive.id, start_date: date(1), end_date: date(1) }, w.admin);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('user_inactive');
    // An admin session without user_id requests for the admin's own user.
    const admin = await insertUser(w.org.slug, { role: 'admin' });
    await call('PUT', `/org/${w.org.slug}/timeoff/balances/${admin.id}/`, { token: w.admin, body: { leave: 2 } });
    const session = await sessionOf(call, w.org.slug, admin.email, admin.password);
    const own = await createRequest(call, w, { type: 'leave', start_date: date(1), end_date: date(1) }, session);
    expect(own.status).toBe(201);
    expect(own.body.user_id).toBe(admin.id);
  });

  it('409 overlapping_request against pending or approved requests of the same user only', async () => {
    const w = await world(call, { vacation: 30, leave: 30 });
    const first = await createRequest(call, w, { start_date: date(0), end_date: date(4) });
    const overlap = await createRequest(call, w, { type: 'leave', start_date: date(4), end_date: date(8) });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ code: 'overlapping_request', details: [expect.objectContaining({ request_id: first.body.id })] });
    // Other user, same days: fine. Adjacent period: fine.
    expect((await createRequest(call, w, { start_date: date(0), end_date: date(4) }, w.b.token)).status).toBe(201);
    expect((await createRequest(call, w, { start_date: date(7), end_date: date(7) })).status).toBe(201);
    // Approved still blocks; rejected frees the days.
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${first.body.id}/approve/`, { token: w.admin });
    expect((await createRequest(call, w, { start_date: date(2), end_date: date(2) })).status).toBe(409);
    const second = await createRequest(call, w, { start_date: date(14), end_date: date(18) });
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${second.body.id}/reject/`, { token: w.admin });
    expect((await createRequest(call, w, { start_date: date(16), end_date: date(16) })).status).toBe(201);
    // A weekend overlapping a weekend of another request is not a reserved day.
    const weekendOnly = await createRequest(call, w, { start_date: date(21), end_date: date(26) }); // Mon..Sat
    expect(weekendOnly.status).toBe(201);
    expect((await createRequest(call, w, { start_date: date(26), end_date: date(28) })).status).toBe(201); // Sat..Mon
  });
});

describe('time-off requests: transitions and balance arithmetic', () => {
  it('keeps the balance exact through every transition', async () => {
    const w = await world(call, { vacation: 20 });
    const path = (id: string, action: string) => `/org/${w.org.slug}/timeoff/requests/${id}/${action}/`;
    const mk = async (week: number) => (await createRequest(call, w, { start_date: date(week * 7), end_date: date(week * 7 + 4) })).body;

    const r1 = await mk(0);
    expect(await balanceOf(call, w, w.a.id)).toBe(15);
    const approved = await call('POST', path(r1.id, 'approve'), { token: w.admin });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_at: expect.any(String), decided_by: expect.any(String) });
    expect(await balanceOf(call, w, w.a.id)).toBe(15); // approval keeps the reservation

    const r2 = await mk(1);
    expect(await balanceOf(call, w, w.a.id)).toBe(10);
    const rejected = await call('POST', path(r2.id, 'reject'), { token: w.admin });
    expect(rejected.body).toMatchObject({ status: 'rejected', decided_at: expect.any(String) });
    expect(await balanceOf(call, w, w.a.id)).toBe(15);

    const r3 = await mk(2);
    const cancelled = await call('POST', path(r3.id, 'cancel'), { token: w.a.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.decided_at).toBeUndefined();
    expect(await balanceOf(call, w, w.a.id)).toBe(15);

    // The owner cannot cancel an approved request; an admin can, and the days come back.
    const ownerCancel = await call('POST', path(r1.id, 'cancel'), { token: w.a.token });
    expect(ownerCancel.status).toBe(409);
    expect(ownerCancel.body.code).toBe('invalid_state_transition');
    const adminCancel = await call('POST', path(r1.id, 'cancel'), { token: w.admin });
    expect(adminCancel.body.status).toBe('cancelled');
    expect(adminCancel.body.decided_at).toBe(approved.body.decided_at); // the decision stays on record
    expect(await balanceOf(call, w, w.a.id)).toBe(20);

    // Every other transition is a 409 and changes nothing.
    for (const [id, action] of [
      [r1.id, 'approve'], [r1.id, 'reject'], [r1.id, 'cancel'],
      [r2.id, 'approve'], [r2.id, 'reject'], [r2.id, 'cancel'],
      [r3.id, 'approve'], [r3.id, 'reject'], [r3.id, 'cancel'],
    ] as const) {
      const res = await call('POST', path(id, action), { token: w.admin });
      expect(res.status, `${action} of ${id}`).toBe(409);
      expect(res.body.code).toBe('invalid_state_transition');
    }
    const r4 = await mk(3);
    await call('POST', path(r4.id, 'approve'), { token: w.admin });
    expect((await call('POST', path(r4.id, 'approve'), { token: w.admin })).status).toBe(409);
    expect((await call('POST', path(r4.id, 'reject'), { token: w.admin })).status).toBe(409);
    expect(await balanceOf(call, w, w.a.id)).toBe(15);
    expect((await listAll(call, w)).map((r) => r.status)).toEqual(['cancelled', 'rejected', 'cancelled', 'approved']);
  });

  it('limits who may transition: approve/reject admin only, a collaborator never touches another user’s request', async () => {
    const w = await world(call);
    const mine = (await createRequest(call, w, { start_date: date(0), end_date: date(0) })).body;
    const path = (action: string, id = mine.id) => `/org/${w.org.slug}/timeoff/requests/${id}/${action}/`;
    for (const action of ['approve', 'reject']) {
      const res = await call('POST', path(action), { token: w.a.token });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    const other = await call('POST', path('cancel'), { token: w.b.token });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('request_not_found');
    const hidden = await call('GET', `/org/${w.org.slug}/timeoff/requests/${mine.id}/`, { token: w.b.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('request_not_found');
    for (const action of ['approve', 'reject', 'cancel']) {
      expect((await call('POST', path(action, newId()), { token: w.admin })).status).toBe(404);
    }
    expect((await call('GET', `/org/${w.org.slug}/timeoff/requests/${newId()}/`, { token: w.admin })).status).toBe(404);
    expect(await balanceOf(call, w, w.a.id)).toBe(14);
    // Another organization's admin cannot reach it either.
    const other_org = await newTestOrg();
    const foreign = await call('GET', `/org/${other_org.slug}/timeoff/requests/${mine.id}/`, { token: other_org.adminKey });
    expect(foreign.status).toBe(404);
  });
});

describe('time-off requests: list and filters', () => {
  it('filters by status, type, user and period overlap; collaborators see only their own', async () => {
    const w = await world(call, { vacation: 40, leave: 40, permission: 40 });
    const a1 = (await createRequest(call, w, { start_date: date(0), end_date: date(4) })).body; // wk0 vacation
    const a2 = (await createRequest(call, w, { type: 'leave', start_date: date(14), end_date: date(15) })).body; // wk2
    const a3 = (await createRequest(call, w, { type: 'permission', start_date: date(30), end_date: date(30) })).body;
    const b1 = (await createRequest(call, w, { start_date: date(2), end_date: date(9) }, w.b.token)).body; // wk0-1
    const b2 = (await createRequest(call, w, { type: 'leave', start_date: date(28), end_date: date(32) }, w.b.token)).body;
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${a2.id}/approve/`, { token: w.admin });
    await call('POST', `/org/${w.org.slug}/timeoff/requests/${b2.id}/reject/`, { token: w.admin });
    const ids = async (query: Record<string, string | undefined>, token = w.admin) => (await listAll(call, w, query, token)).map((r) => r.id);

    // Earliest period first.
    expect(await ids({})).toEqual([a1.id, b1.id, a2.id, b2.id, a3.id]);
    expect(await ids({ status: 'pending' })).toEqual([a1.id, b1.id, a3.id]);
    expect(await ids({ status: 'approved' })).toEqual([a2.id]);
    expect(await ids({ type: 'leave' })).toEqual([a2.id, b2.id]);
    expect(await ids({ user_id: w.b.id })).toEqual([b1.id, b2.id]);
    expect(await ids({ user_id: w.a.id, type: 'leave', status: 'approved' })).toEqual([a2.id]);
    expect(await ids({ status: 'pending', type: 'vacation' })).toEqual([a1.id, b1.id]);
    // Overlap, inclusive at both ends: b1 ends on date(9), a2 starts on date(14).
    expect(await ids({ from_date: date(9), to_date: date(14) })).toEqual([b1.id, a2.id]);
    expect(await ids({ from_date: date(10), to_date: date(13) })).toEqual([]);
    expect(await ids({ from_date: date(30) })).toEqual([b2.id, a3.id]);
    expect(await ids({ to_date: date(2) })).toEqual([a1.id, b1.id]);
    expect(await ids({ from_date: date(4), to_date: date(4), user_id: w.a.id })).toEqual([a1.id]);
    expect(await ids({ from_date: date(31), to_date: date(40), status: 'rejected' })).toEqual([b2.id]);
    expect(await ids({ from_date: date(31), to_date: date(40), type: 'permission' })).toEqual([]);

    // A collaborator: their own only, with the same filters; naming someone else is 403.
    expect(await ids({}, w.a.token)).toEqual([a1.id, a2.id, a3.id]);
    expect(await ids({ status: 'pending' }, w.a.token)).toEqual([a1.id, a3.id]);
    expect(await ids({ user_id: w.a.id }, w.a.token)).toEqual([a1.id, a2.id, a3.id]);
    const forbidden = await call('GET', `/org/${w.org.slug}/timeoff/requests/`, { token: w.a.token, query: { user_id: w.b.id } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');

    const reversed = await call('GET', `/org/${w.org.slug}/timeoff/requests/`, { token: w.admin, query: { from_date: date(5), to_date: date(4) } });
    expect(reversed.status).toBe(400);
    const bad = await call('GET', `/org/${w.org.slug}/timeoff/requests/`, { token: w.admin, query: { status: 'done', color: 'red' } });
    expect(bad.status).toBe(400);
  });

  it('pages through a filtered list with no repeats and binds cursors to the caller’s partition', async () => {
    const w = await world(call, { vacation: 60, leave: 60 });
    const created: string[] = [];
    for (let week = 0; week < 7; week++) {
      created.push((await createRequest(call, w, { type: week % 2 ? 'leave' : 'vacation', start_date: date(week * 7), end_date: date(week * 7) })).body.id);
      await createRequest(call, w, { start_date: date(week * 7 + 1), end_date: date(week * 7 + 1) }, w.b.token);
    }
    const seen: string[] = [];
    let url: string | null = `/org/${w.org.slug}/timeoff/requests/?page_size=2&type=vacation&user_id=${w.a.id}`;
    while (url) {
      const page: any = await call('GET', url, { token: w.admin });
      expect(page.status).toBe(200);
      expect(page.body.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.results.map((r: any) => r.id));
      url = page.body.next;
    }
    expect(seen).toEqual(created.filter((_, i) => i % 2 === 0));

    const first = await call('GET', `/org/${w.org.slug}/timeoff/requests/`, { token: w.a.token, query: { page_size: 2 } });
    expect(first.body.next_cursor).toBeTruthy();
    const replay = await call('GET', `/org/${w.org.slug}/timeoff/requests/`, { token: w.b.token, query: { page_size: 2, cursor: first.body.next_cursor } });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('invalid_cursor');
  });
});

describe('time-off balances', () => {
  it('sets balances partially, answers all three types, and lists them per caller', async () => {
    const org = await newTestOrg();
    const [u, v] = await Promise.all([insertUser(org.slug), insertUser(org.slug)]);
    const put = (userId: string, body: unknown, token = org.adminKey) => call('PUT', `/org/${org.slug}/timeoff/balances/${userId}/`, { token, body });
    const first = await put(u.id, { vacation: 12.5 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      { user_id: u.id, type: 'leave', available_days: 0 },
      { user_id: u.id, type: 'permission', available_days: 0 },
      { user_id: u.id, type: 'vacation', available_days: 12.5 },
    ]);
    const second = await put(u.id, { leave: 3, permission: 1 });
    expect(second.body.map((b: any) => b.available_days)).toEqual([3, 1, 12.5]);
    expect((await put(v.id, { vacation: 0 })).status).toBe(200);

    for (const body of [{}, { vacation: -1 }, { vacation: 1.234 }, { sick: 2 }, { vacation: '3' }]) {
      const res = await put(u.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    const unknown = await put(newId(), { vacation: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');

    const token = await sessionOf(call, org.slug, u.email, u.password);
    const byCollaborator = await put(u.id, { vacation: 99 }, token);
    expect(byCollaborator.status).toBe(403);

    const all = await call('GET', `/org/${org.slug}/timeoff/balances/`, { token: org.adminKey });
    expect(all.body.results).toHaveLength(6);
    const own = await call('GET', `/org/${org.slug}/timeoff/balances/`, { token });
    expect(own.body.results).toEqual(second.body);
    const filtered = await call('GET', `/org/${org.slug}/timeoff/balances/`, { token: org.adminKey, query: { user_id: v.id } });
    expect(filtered.body.results.map((b: any) => b.user_id)).toEqual([v.id, v.id, v.id]);
    const other = await call('GET', `/org/${org.slug}/timeoff/balances/`, { token, query: { user_id: v.id } });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forbidden');
  });
});
