import { beforeAll, describe, expect, it } from 'vitest';
import { seedUsers } from '../../infra/local/fixtures';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { callsDuring } from '../support/db-calls';

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

  it('totalResults follows creates through SCIM and the users API, and counts deactivated and SCIM-deleted users (they keep their place)', async () => {
    const created = await call('POST', `/org/${org.slug}/scim/v2/Users`, {
      token: org.adminKey,
      body: { userName: 'late.comer@acme.example', name: { givenName: 'Late', familyName: 'Comer' }, active: true },
      headers: { 'content-type': 'application/scim+json' },
    });
    expect(created.status).toBe(201);
    const viaApi = await call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body: { email: 'api.user@acme.example', first_name: 'Api', last_name: 'User' } });
    expect(viaApi.status).toBe(201);
    expect((await list({ count: '1' })).body.totalResults).toBe(USERS + 2);
    expect((await call('DELETE', `/org/${org.slug}/scim/v2/Users/${created.body.id}`, { token: org.adminKey })).status).toBe(204);
    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: viaApi.body.id, status: 'inactive' } })).status).toBe(200);
    const last = await list({ startIndex: String(USERS + 1), count: '100' });
    expect(last.body.totalResults).toBe(USERS + 2);
    // The SCIM-deleted user holds position 1,051 but is not listed; the deactivated one is.
    expect(last.body.Resources.map((r: any) => [r.id, r.active])).toEqual([[viaApi.body.id, false]]);
  }, 120_000);
});

