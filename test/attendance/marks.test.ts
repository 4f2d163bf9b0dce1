import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { sessionOf, walk } from './helpers';

const { call } = useGateway();

let org: TestOrg;
let ana: { id: string; token: string };
let luis: { id: string; token: string };
let admin: { id: string; token: string };
let inactiveId: string;

beforeAll(async () => {
  org = await newTestOrg('America/Bogota');
  const [a, l, ad, inactive] = await Promise.all([
    insertUser(org.slug),
    insertUser(org.slug),
    insertUser(org.slug, { role: 'admin' }),
    insertUser(org.slug, { status: 'inactive' }),
  ]);
  ana = { id: a.id, token: await sessionOf(call, org.slug, a) };
  luis = { id: l.id, token: await sessionOf(call, org.slug, l) };
  admin = { id: ad.id, token: await sessionOf(call, org.slug, ad) };
  inactiveId = inactive.id;
});

const path = () => `/org/${org.slug}/attendance/marks/`;

describe('POST /org/{slug}/attendance/marks/', () => {
  it('a collaborator clocks in now: 201, their own mark, `at` in the organization zone', async () => {
    const before = Date.now();
    const res = await call('POST', path(), { token: ana.token, body: { kind: 'in' } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id', 'user_id', 'at', 'kind', 'source']);
    expect(res.body).toMatchObject({ id: expect.stringMatching(/^[0-9A-Z]{26}$/), user_id: ana.id, kind: 'in', source: 'self-service' });
    expect(res.body.at).toMatch(/-05:00$/);
    expect(Date.parse(res.body.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.body.at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('an administrator credential takes an explicit past instant and a source, and answers the same instant in the zone', async () => {
    const res = await call('POST', path(), { token: org.adminKey, body: { kind: 'out', at: '2026-03-03T02:15:00Z', source: 'kiosk-lobby', user_id: ana.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user_id: ana.id, kind: 'out', at: '2026-03-02T21:15:00-05:00', source: 'kiosk-lobby' });
  });

  it("a collaborator naming another user is 403 forbidden, and nothing is written", async () => {
    const res = await call('POST', path(), { token: ana.token, body: { kind: 'in', user_id: luis.id, at: '2026-01-05T13:00:00Z' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    const report = await walk(call, org.slug, org.adminKey, 'marks', { from_date: '2026-01-05', to_date: '2026-01-05' });
    expect(report.rows).toEqual([]);
  });

  it('an api-key must name the user (400); an admin session marks for itself by default', async () => {
    const missing = await call('POST', path(), { token: org.adminKey, body: { kind: 'in' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path: 'user_id' })] });

    const forLuis = await call('POST', path(), { token: org.adminKey, body: { kind: 'in', user_id: luis.id, at: '2026-02-02T13:00:00Z' } });
    expect(forLuis.status).toBe(201);
    expect(forLuis.body).toMatchObject({ user_id: luis.id, at: '2026-02-02T08:00:00-05:00' });

    const self = await call('POST', path(), { token: admin.token, body: { kind: 'in', at: '2026-02-02T14:00:00Z' } });
    expect(self.status).toBe(201);
    expect(self.body.user_id).toBe(admin.id);
  });

  it('refuses a mark in the future beyond the 2-minute clock skew with 422 mark_in_future; a small skew is fine', async () => {
    const future = await call('POST', path(), { token: luis.token, body: { kind: 'in', at: new Date(Date.now() + 10 * 60_000).toISOString() } });
    expect(future.status).toBe(422);
    expect(future.body.code).toBe('mark_in_future');

    const skewed = await call('POST', path(), { token: luis.token, body: { kind: 'in', at: new Date(Date.now() + 60_000).toISOString() } });
    expect(skewed.status).toBe(201);
  });

  it('unknown user: 404 user_not_found; inactive user: 422 user_inactive', async () => {
    const unknown = await call('POST', path(), { token: org.adminKey, body: { kind: 'in', user_id: newId() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user_not_found');
    const inactive = await call('POST', path(), { token: org.adminKey, body: { kind: 'in', user_id: inactiveId } });
    expect(inactive.status).toBe(422);
    expect(inactive.body.code).toBe('user_inactive');
  });

  it('validates the body: kind, instant (with offset, not before 2000), source, unknown fields', async () => {
    for (const body of [
      {},
      { kind: 'lunch' },
      { kind: 'in', at: '2026-03-02 08:00' },
      { kind: 'in', at: '2026-03-02T08:00:00' },
      { kind: 'in', at: '1999-12-31T23:59:59Z' },
      { kind: 'in', source: '' },
      { kind: 'in', source: 'x'.repeat(101) },
      { kind: 'in', user_id: 'x'.repeat(129) },
      { kind: 'in', worked: 8 },
    ]) {
      const res = await call('POST', path(), { token: ana.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    // Ids are opaque (#17): `me` is no malformed id but a user id that is not ana's (403), and
    // that names nobody (an administrator learns 404 user_not_found). It used to be a 400.
    expect((await call('POST', path(), { token: ana.token, body: { kind: 'in', user_id: 'me' } })).body.code).toBe('forbidden');
    const unknown = await call('POST', path(), { token: org.adminKey, body: { kind: 'in', user_id: 'me' } });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: 404, code: 'user_not_found' });
  });

  it('an Idempotency-Key retry replays the first mark instead of recording a second one', async () => {
    const headers = { 'Idempotency-Key': `mark-${newId()}` };
    const body = { kind: 'in', at: '2026-04-06T13:00:00Z', user_id: luis.id };
    const first = await call('POST', path(), { token: admin.token, body, headers });
    const again = await call('POST', path(), { token: admin.token, body, headers });
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const report = await walk(call, org.slug, org.adminKey, 'marks', { from_date: '2026-04-06', to_date: '2026-04-06', user_id: luis.id });
    expect(report.rows).toEqual([{ ...first.body, created_by: admin.id, created_at: expect.any(String) }]);
  });
});

/** Local dates (America/Bogota, UTC-5 all year) around now: a mark taken "now" is in this range. */
function recentRange() {
  const local = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);
  return { from_date: local(Date.now() - 86_400_000), to_date: local(Date.now() + 86_400_000) };
}

describe('security #16: self-service marks are taken now, and every mark says who recorded it when', () => {
  it("a collaborator's mark earlier than the 10-minute window is 422 mark_time_out_of_window, and nothing is written", async () => {
    const user = await insertUser(org.slug);
    const token = await sessionOf(call, org.slug, user);
    for (const at of ['2026-03-02T13:00:00Z', new Date(Date.now() - 11 * 60_000).toISOString()]) {
      const res = await call('POST', path(), { token, body: { kind: 'in', at } });
      expect(res.status, at).toBe(422);
      expect(res.body).toMatchObject({ code: 'mark_time_out_of_window', details: [expect.objectContaining({ path: 'at' })] });
    }
    const backdated = await walk(call, org.slug, org.adminKey, 'marks', { from_date: '2026-03-02', to_date: '2026-03-02', user_id: user.id });
    expect(backdated.rows).toEqual([]);
    const recent = await walk(call, org.slug, org.adminKey, 'marks', { ...recentRange(), user_id: user.id });
    expect(recent.rows).toEqual([]);

    // A late clock within the window is still a mark taken now.
    const late = await call('POST', path(), { token, body: { kind: 'in', at: new Date(Date.now() - 8 * 60_000).toISOString() } });
    expect(late.status, late.text).toBe(201);
  });

  it('an administrator credential (session or api-key) still backfills any past instant for a collaborator', async () => {
    for (const token of [admin.token, org.adminKey]) {
      const res = await call('POST', path(), { token, body: { kind: 'in', at: '2026-05-04T13:00:00Z', user_id: luis.id } });
      expect(res.status, res.text).toBe(201);
    }
  });

  it("the server sets a collaborator's source to self-service, whatever the body says", async () => {
    const res = await call('POST', path(), { token: luis.token, body: { kind: 'out', source: 'kiosk-lobby' } });
    expect(res.status, res.text).toBe(201);
    expect(res.body.source).toBe('self-service');
    const { rows } = await walk(call, org.slug, org.adminKey, 'marks', { ...recentRange(), user_id: luis.id });
    expect(rows.find((r) => r.id === res.body.id)).toMatchObject({ source: 'self-service' });
  });

  it('the marks report shows who recorded each mark (user id, or api_key:<id>) and when, in the zone', async () => {
    const user = await insertUser(org.slug);
    const token = await sessionOf(call, org.slug, user);
    const keys = await call('GET', `/org/${org.slug}/api-keys/`, { token: org.adminKey });
    expect(keys.status).toBe(200);
    const keyId: string = keys.body.results[0].id;

    const before = Date.now();
    const own = await call('POST', path(), { token, body: { kind: 'in' } });
    const bySession = await call('POST', path(), { token: admin.token, body: { kind: 'out', at: '2026-06-01T21:00:00Z', user_id: user.id } });
    const byKey = await call('POST', path(), { token: org.adminKey, body: { kind: 'in', at: '2026-06-01T13:00:00Z', user_id: user.id } });
    for (const res of [own, bySession, byKey]) expect(res.status, res.text).toBe(201);

    const backfills = await walk(call, org.slug, org.adminKey, 'marks', { from_date: '2026-06-01', to_date: '2026-06-01', user_id: user.id });
    expect(backfills.rows.map((r) => [r.id, r.created_by])).toEqual([
      [byKey.body.id, `api_key:${keyId}`],
      [bySession.body.id, admin.id],
    ]);
    const now = await walk(call, org.slug, org.adminKey, 'marks', { ...recentRange(), user_id: user.id });
    expect(now.rows).toEqual([{ ...own.body, created_by: user.id, created_at: expect.stringMatching(/-05:00$/) }]);
    // created_at is the server's time of the write, not `at`: a backfill is told apart.
    for (const row of [...backfills.rows, ...now.rows]) {
      expect(row.created_at).toMatch(/-05:00$/);
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(row.created_at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });
});
