import { describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';
import { send } from '../../infra/local/http-client';
import { PREVIOUS_RELEASE_TEST_TIMEOUT_MS, usePreviousRelease } from '../support/previous-release';

/**
 * #41 item 8 with the release before itself (docs/decisions/scim.md, "Groups of their own; areas
 * stay areas (2026-11-28, #41)"): release 7862073 (SCIM Groups are areas), run as it was, and this
 * checkout serve ONE table during the deploy; an identity provider pushes groups to both (this one
 * below the `groups` level serves them as areas too, the legacy path). Then the documented
 * sequence: the older release stops, the run (the `groups` contract step). Every group pushed to
 * either release answers here under the same id with the same members, and the areas are as they
 * were.
 */
const PREVIOUS = '7862073';
const TABLE = useOwnTable('groups-rehearsal');
const { useGateway } = await import('../support/http');
const { migrateOrganization } = await import('../../shared/migrations/runner');
const { levelAfter } = await import('../../shared/tenancy/data-level');
const { getOrganization } = await import('../../shared/tenancy/organizations-store');
const { call } = useGateway();
const endpoint = inject('dynamoEndpoint');
const SCIM = { 'content-type': 'application/scim+json' };
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const previous = usePreviousRelease(PREVIOUS, endpoint, TABLE);

describe(`SCIM groups pushed to release ${PREVIOUS} and to this one, then the groups migration`, () => {
  it('every pushed group answers under the same id with the same members; areas unchanged', async () => {
    const old = await previous.start();
    const org = old.demo;
    const token = org.admin_api_key;
    const base = `/org/${org.slug}/scim/v2`;
    type Query = Record<string, string>;
    type Via = (method: string, path: string, body?: unknown, query?: Query) => Promise<{ status: number; body: any; text: string }>;
    const viaOld: Via = (method: string, path: string, body?: unknown, query?: Query) => send(old.baseUrl, { method, path: `${base}${path}`, token, body, query, headers: SCIM });
    const viaNew: Via = (method: string, path: string, body?: unknown, query?: Query) => call(method, `${base}${path}`, { token, body, query, headers: SCIM });
    // This release serves the organization below the groups level: the legacy path, as the older release does.
    expect((await getOrganization(org.slug))!.data_level).toBeLessThan(levelAfter('groups'));

    const user = async (via: Via, name: string) => {
      const res = await via('POST', '/Users', { schemas: [CORE], userName: `${name}@rehearsal.example`, name: { givenName: name, familyName: 'R' }, emails: [{ value: `${name}@rehearsal.example`, type: 'work', primary: true }], active: true });
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    };
    const [a, b, c, d] = [await user(viaOld, 'ana'), await user(viaNew, 'ben'), await user(viaOld, 'cai'), await user(viaNew, 'dee')];
    // Pushed to both releases, members moved by both, one user deleted through SCIM by the older one.
    const sales = (await viaOld('POST', '/Groups', { schemas: [GROUP], displayName: 'Rehearsal Sales', members: [{ value: a }, { value: b }] })).body;
    const ops = (await viaNew('POST', '/Groups', { schemas: [GROUP], displayName: 'Rehearsal Ops', members: [{ value: c }] })).body;
    expect((await viaOld('PATCH', `/Groups/${ops.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ value: d }] }] })).status).toBe(200);
    expect((await viaNew('PATCH', `/Groups/${sales.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: `members[value eq "${b}"]` }] })).status).toBe(200);
    expect((await viaOld('DELETE', `/Users/${c}`)).status).toBe(204);

    const seen = async (via: Via) => {
      const list = (await via('GET', '/Groups', undefined, { count: '100', excludedAttributes: 'members' })).body;
      const out: Record<string, { displayName: string; members: string[] }> = {};
      for (const r of list.Resources) {
        const one = (await via('GET', `/Groups/${r.id}`)).body;
        out[r.id] = { displayName: one.displayName, members: (one.members ?? []).map((m: any) => m.value).sort() };
      }
      return out;
    };
    const before = await seen(viaNew);
    // Both releases answer the same groups during the overlap.
    expect(await seen(viaOld)).toEqual(before);
    expect(before[sales.id]).toEqual({ displayName: 'Rehearsal Sales', members: [a] });
    expect(before[ops.id]).toEqual({ displayName: 'Rehearsal Ops', members: [d] });
    const areas = async () => ((await call('GET', `/org/${org.slug}/organizations/areas/`, { token, query: { page_size: '100' } })).body.results as any[]).map((x) => `${x.id} ${x.name}`).sort();
    const areasBefore = await areas();

    // The older release stops; the run (its contract step) copies.
    await old.stop();
    await migrateOrganization(org.slug, org.timezone);
    expect((await getOrganization(org.slug))!.data_level).toBeGreaterThanOrEqual(levelAfter('groups'));
    expect(await seen(viaNew)).toEqual(before);
    expect(await areas()).toEqual(areasBefore);
    // Groups of their own now: a second group moves nobody.
    expect((await viaNew('PATCH', `/Groups/${ops.id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ value: a }] }] })).status).toBe(200);
    expect((await viaNew('GET', `/Groups/${sales.id}`)).body.members.map((m: any) => m.value)).toEqual([a]);
  }, PREVIOUS_RELEASE_TEST_TIMEOUT_MS);
});
