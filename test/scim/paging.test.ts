import { beforeAll, describe, expect, it } from 'vitest';
import { seedUsers } from '../../infra/local/fixtures';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { callsDuring } from '../support/db-calls';
import { MIGRATIONS } from '../../shared/migrations/registry';

/**
 * SCIM's unfiltered user list at depth (docs/decisions/scim-count.md): `totalResults` from the
 * stored user count, and pages that follow each other (startIndex = 1, 101, 201 …, what Okta's
 * import sends) cost the same calls at page 11 as at page 2 — no COUNT Query, no walk of the
 * users before the page. A jump far past any position a page reached is 400 invalidValue.
 */
const { call } = useGateway();
const USERS = 1_050;
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';


let org: TestOrg;
let ids: string[];
const list = (query: Record<string, string>) => call('GET', `/org/${org.slug}/scim/v2/Users`, { token: org.adminKey, query });

beforeAll(async () => {
  org = await newTestOrg();
  // Users made an hour ago (their positions are stable, positions-store.ts), as the users API writes them.
  ids = (await seedUsers(org.slug, USERS, { madeAt: Date.now() - 3_600_000 })).sort();
}, 120_000);

describe('SCIM user list at depth', () => {
  it('a jump more than 1,000 users past any position reached is 400 invalidValue; up to 1,000 is served; past the end is an empty page', async () => {
    const far = await list({ startIndex: '1002', count: '10' });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidValue' });
    const jump = await list({ startIndex: '1001', count: '10', attributes: 'userName' });
    expect(jump.status).toBe(200);
    expect(jump.body).toMatchObject({ totalResults: USERS, startIndex: 1001, itemsPerPage: 10 });
    expect(jump.body.Resources.map((r: any) => r.id)).toEqual(ids.slice(1000, 1010));
    // The page recorded where it ended: 1,041 is now 31 past it, served.
    expect((await list({ startIndex: '1042', count: '5' })).body.Resources.map((r: any) => r.id)).toEqual(ids.slice(1041, 1046));
    const past = await list({ startIndex: String(USERS + 1), count: '10' });
    expect(past.body).toMatchObject({ totalResults: USERS, itemsPerPage: 0, Resources: [] });
    // `active eq` pages the status index, whose positions move: at most 1,001.
    expect((await list({ filter: 'active eq true', startIndex: '1002' })).body.scimType).toBe('invalidValue');
    expect((await list({ filter: 'active eq true', startIndex: '1001', count: '3' })).body.Resources).toHaveLength(3);
  }, 120_000);

  it('Okta-style sequential pages list every user once, in order, each page at the same cost, without a COUNT Query', async () => {
    const seen: string[] = [];
    const perPage: number[] = [];
    for (let start = 1; start <= USERS; start += 100) {
      const { result: page, calls } = await callsDuring(() => list({ startIndex: String(start), count: '100', attributes: 'userName' }));
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ totalResults: USERS, startIndex: start });
      seen.push(...page.body.Resources.map((r: any) => r.id));
      expect(calls.filter((c) => c.input?.Select === 'COUNT'), `page at ${start}`).toEqual([]);
      perPage.push(calls.length);
    }
    expect(seen).toEqual(ids);
    // Page 1 has no position to look up; every later page costs what page 2 costs (authorizer included), at most the route's budget + 1.
    expect(new Set(perPage.slice(1)).size, JSON.stringify(perPage)).toBe(1);
    expect(perPage[1]).toBeLessThanOrEqual(7);
  }, 180_000);

  it('totalResults follows creates through SCIM and the users API and counts deactivated users, not SCIM-deleted ones (#41)', async () => {
    const created = await call('POST', `/org/${org.slug}/scim/v2/Users`, {
      token: org.adminKey,
      body: { userName: 'late.comer@acme.example', name: { givenName: 'Late', familyName: 'Comer' }, active: true },
      headers: { 'content-type': 'application/scim+json' },
    });
    expect(created.status, created.text).toBe(201);
    const viaApi = await call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body: { email: 'api.user@acme.example', first_name: 'Api', last_name: 'User' } });
    expect(viaApi.status).toBe(201);
    const first = await list({ count: '1' });
    expect(first.body.totalResults, first.text).toBe(USERS + 2);
    expect((await call('DELETE', `/org/${org.slug}/scim/v2/Users/${created.body.id}`, { token: org.adminKey })).status).toBe(204);
    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: viaApi.body.id, status: 'inactive' } })).status).toBe(200);
    // The deletion moved every position after it: the pages recorded before are not used, a jump
    // past 1,000 users is refused until pages reach there again (Okta's import pages from 1).
    expect((await list({ startIndex: String(USERS + 1), count: '100' })).body.scimType).toBe('invalidValue');
    for (let start = 1; start <= USERS; start += 100) expect((await list({ startIndex: String(start), count: '100', attributes: 'userName' })).body.itemsPerPage).toBe(Math.min(100, USERS + 2 - start));
    const last = await list({ startIndex: String(USERS + 1), count: '100' });
    expect(last.body.totalResults).toBe(USERS + 1);
    // The SCIM-deleted user is neither listed nor counted; the deactivated one is both.
    expect(last.body.Resources.map((r: any) => [r.id, r.active])).toEqual([[viaApi.body.id, false]]);
    expect(last.body.itemsPerPage).toBe(1);
  }, 120_000);
});

describe('SCIM lists count only what they return (#41)', () => {
  const SMALL = 230;
  let small: TestOrg;
  let smallIds: string[];
  const listSmall = (query: Record<string, string>) => call('GET', `/org/${small.slug}/scim/v2/Users`, { token: small.adminKey, query });
  /** Okta's import: startIndex 1, 1 + count, … while below totalResults; every page checked. */
  async function importAll(count: number, filter?: string) {
    const seen: string[] = [];
    let total = Infinity;
    for (let start = 1; start <= total; start += count) {
      const page = await listSmall({ startIndex: String(start), count: String(count), attributes: 'userName', ...(filter ? { filter } : {}) });
      expect(page.status, page.text).toBe(200);
      total = page.body.totalResults;
      expect(page.body.itemsPerPage).toBe(page.body.Resources.length);
      expect(page.body.Resources.length, `page at ${start}`).toBe(Math.min(count, total - start + 1));
      seen.push(...page.body.Resources.map((r: any) => r.id));
    }
    expect(seen.length).toBe(total);
    return seen;
  }

  beforeAll(async () => {
    small = await newTestOrg();
    smallIds = (await seedUsers(small.slug, SMALL, { madeAt: Date.now() - 3_600_000 })).sort();
  }, 120_000);

  it('SCIM-deleted users are left out of totalResults and of the offsets: full pages, every listed user once; shown again when reactivated', async () => {
    expect(await importAll(50)).toEqual(smallIds); // positions recorded on the way
    const gone = [smallIds[3]!, smallIds[60]!, smallIds[61]!, smallIds[199]!];
    for (const id of gone) expect((await call('DELETE', `/org/${small.slug}/scim/v2/Users/${id}`, { token: small.adminKey })).status).toBe(204);
    const remaining = smallIds.filter((id) => !gone.includes(id));
    // The positions recorded before the deletes are not used: the pages are still exact.
    expect(await importAll(50)).toEqual(remaining);
    expect(await importAll(100)).toEqual(remaining);
    // A user deleted through SCIM and reactivated through the users API is listed and counted again.
    expect((await call('POST', `/org/${small.slug}/users/update_user/`, { token: small.adminKey, body: { id: gone[1], status: 'active' } })).status).toBe(200);
    const back = smallIds.filter((id) => id !== gone[0] && id !== gone[2] && id !== gone[3]);
    expect(await importAll(50)).toEqual(back);
    // Deactivated through the users API (not SCIM): in `active eq false`; the SCIM-deleted users are not.
    expect((await call('POST', `/org/${small.slug}/users/update_user/`, { token: small.adminKey, body: { id: smallIds[10], status: 'inactive' } })).status).toBe(200);
    expect(await importAll(2, 'active eq false')).toEqual([smallIds[10]]);
    expect((await importAll(100, 'active eq true')).length).toBe(back.length - 1);
    expect(await MIGRATIONS.find((m) => m.id === 'user-hidden-count')!.check(small.slug)).toEqual([]);
  }, 180_000);

  it('count and startIndex are interpreted as RFC 7644 §3.4.2.4 says: count < 0 → 0, startIndex < 1 → 1, count above 100 → 100', async () => {
    const negative = await listSmall({ count: '-5' });
    expect(negative.status, negative.text).toBe(200);
    expect(negative.body).toMatchObject({ itemsPerPage: 0, Resources: [], startIndex: 1 });
    expect(negative.body.totalResults).toBeGreaterThan(200);
    const zero = await listSmall({ startIndex: '0', count: '2' });
    expect(zero.body).toMatchObject({ startIndex: 1, itemsPerPage: 2 });
    expect(zero.body.Resources.map((r: any) => r.id)).toEqual((await listSmall({ startIndex: '1', count: '2' })).body.Resources.map((r: any) => r.id));
    expect((await listSmall({ startIndex: '-7', count: '1' })).body.startIndex).toBe(1);
    const capped = await listSmall({ count: '1000' });
    expect(capped.body).toMatchObject({ itemsPerPage: 100 });
    expect(capped.body.Resources).toHaveLength(100);
    const groups = await call('GET', `/org/${small.slug}/scim/v2/Groups`, { token: small.adminKey, query: { count: '-1', startIndex: '-3' } });
    expect(groups.body).toMatchObject({ itemsPerPage: 0, startIndex: 1, Resources: [] });
    // Still a number: anything else is 400 in SCIM's error schema.
    expect((await listSmall({ count: '1e2' })).body).toMatchObject({ schemas: [ERROR], status: '400' });
    // A JSON integer (RFC 7643 §2.3.4): a minus sign is read, a plus sign is not (the plain-digit rule).
    expect((await listSmall({ count: '+5' })).body).toMatchObject({ schemas: [ERROR], status: '400' });
    expect((await listSmall({ startIndex: '+2' })).body).toMatchObject({ schemas: [ERROR], status: '400' });
  }, 60_000);
});
