import { describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { bulkUsers } from '../learning/support';
import { addMembers } from '../../shared/groups/groups-store';
import { MEMBERS_LISTED } from '../../shared/scim/groups';
import { gate, holdFirstCall } from '../support/hold-call';
import { ENTERPRISE, expectScimError, GROUP, memberIds, scimClient, scimUsers } from './scim-client';

/**
 * SCIM Groups on groups of their own (#41 item 1; docs/decisions/scim.md, "Groups of their own;
 * areas stay areas (2026-11-28, #41)"): an organization at the `groups` level (every new one).
 * Many to many, areas untouched, Okta's and Entra ID's forms, filters as key lookups, If-Match as
 * a conditional write, users deleted through SCIM never members.
 */
const { call } = useGateway();
const MS = 120_000;

describe('SCIM Groups are groups of their own (#41)', () => {
  it('a user is in several groups; members add / remove / replace in Okta\'s and Entra ID\'s forms; areas untouched', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const [a, b, c] = await scimUsers(s, 'many', 3);
    const sales = await s.post('/Groups', { schemas: [GROUP], displayName: 'Sales', externalId: 'okta-00g1', members: [{ value: a, display: 'a' }] });
    expect(sales.status, sales.text).toBe(201);
    expect(sales.headers.get('location')).toBe(sales.body.meta.location);
    expect(sales.body).toMatchObject({ displayName: 'Sales', externalId: 'okta-00g1', meta: { resourceType: 'Group', version: 'W/"2"' } });
    expect(memberIds(sales.body)).toEqual([a]);
    const ops = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Ops', members: [{ value: a }, { value: b }] })).body;
    // In both: adding to a second group moves nobody.
    expect(memberIds((await s.get(`/Groups/${sales.body.id}`)).body)).toEqual([a]);
    expect(memberIds(ops)).toEqual([a, b].sort());
    const user = (await s.get(`/Users/${a}`)).body;
    expect(user.groups.map((g: any) => g.value).sort()).toEqual([sales.body.id, ops.id].sort());
    expect(user.groups.find((g: any) => g.value === ops.id)).toMatchObject({ display: 'Ops', $ref: ops.meta.location });

    // Okta: capitalised ops, `$ref: null`, a value list.
    const okta = await s.patch(`/Groups/${sales.body.id}`, [{ op: 'Add', path: 'members', value: [{ value: b, display: 'b', $ref: null }, { value: c }] }]);
    expect(okta.status, okta.text).toBe(200);
    expect(memberIds(okta.body)).toEqual([a, b, c].sort());
    // Entra ID: Remove with a value list, then `members[value eq "…"]`.
    expect(memberIds((await s.patch(`/Groups/${sales.body.id}`, [{ op: 'Remove', path: 'members', value: [{ value: c }] }])).body)).toEqual([a, b].sort());
    expect(memberIds((await s.patch(`/Groups/${sales.body.id}`, [{ op: 'remove', path: `members[value eq "${b}"]` }])).body)).toEqual([a]);
    // Replace the whole list; a no-path replace of displayName and externalId with members.
    expect(memberIds((await s.patch(`/Groups/${sales.body.id}`, [{ op: 'Replace', path: 'members', value: [{ value: c }] }])).body)).toEqual([c]);
    const noPath = await s.patch(`/Groups/${sales.body.id}`, [{ op: 'replace', value: { id: sales.body.id, displayName: 'Sales EMEA', externalId: 'okta-00g2', members: [{ value: a }, { value: c }] } }]);
    expect(noPath.body).toMatchObject({ displayName: 'Sales EMEA', externalId: 'okta-00g2' });
    expect(memberIds(noPath.body)).toEqual([a, c].sort());
    // Add then remove of one user in one request: applied in order.
    expect(memberIds((await s.patch(`/Groups/${sales.body.id}`, [{ op: 'add', path: 'members', value: [{ value: b }] }, { op: 'remove', path: `members[value eq "${b}"]` }])).body)).toEqual([a, c].sort());
    // Remove all members.
    expect((await s.patch(`/Groups/${ops.id}`, [{ op: 'remove', path: 'members' }])).body.members).toEqual([]);

    // The enterprise department is the area only: no group appears, no membership moves.
    const dept = await s.patch(`/Users/${c}`, [{ op: 'replace', path: `${ENTERPRISE}:department`, value: 'Engineering' }]);
    expect(dept.body[ENTERPRISE].department).toBe('Engineering');
    expect(dept.body.groups.map((g: any) => g.value)).toEqual([sales.body.id]);
    expect((await s.get('/Groups', { filter: 'displayName eq "Engineering"' })).body.totalResults).toBe(0);
    const areas = (await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey })).body;
    expect(JSON.stringify(areas)).toContain('Engineering');
    expect(JSON.stringify(areas)).not.toContain('Sales');
  }, MS);

  it('displayName unique case-insensitively (409 uniqueness); externalId stored and returned, unique; PUT replaces', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const [a] = await scimUsers(s, 'uniq', 1);
    const g = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Finance', externalId: 'ext-1' })).body;
    expectScimError(await s.post('/Groups', { schemas: [GROUP], displayName: 'FINANCE' }), 409, 'uniqueness');
    expectScimError(await s.post('/Groups', { schemas: [GROUP], displayName: 'Other', externalId: 'ext-1' }), 409, 'uniqueness');
    const other = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Other' })).body;
    expectScimError(await s.patch(`/Groups/${other.id}`, [{ op: 'replace', path: 'displayName', value: 'finance' }]), 409, 'uniqueness');
    // PUT: members when sent, externalId absent → removed.
    const put = await s.put(`/Groups/${g.id}`, { schemas: [GROUP], displayName: 'Finance & Tax', members: [{ value: a }] });
    expect(put.status, put.text).toBe(200);
    expect(put.body.externalId).toBeUndefined();
    expect(memberIds(put.body)).toEqual([a]);
    // The name it left is free again.
    expect((await s.post('/Groups', { schemas: [GROUP], displayName: 'finance' })).status).toBe(201);
  }, MS);

  it('filters: displayName eq, externalId eq, id eq … and members[value eq …] (key lookups); excludedAttributes; exact totals and RFC paging', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const [a, b] = await scimUsers(s, 'filter', 2);
    const ids: string[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) ids.push((await s.post('/Groups', { schemas: [GROUP], displayName: name, externalId: `x-${name}`, members: [{ value: a }] })).body.id);
    const byName = await s.get('/Groups', { filter: 'displayName eq "beta"' });
    expect(byName.body).toMatchObject({ totalResults: 1, itemsPerPage: 1, startIndex: 1 });
    expect(byName.body.Resources[0].id).toBe(ids[1]);
    expect((await s.get('/Groups', { filter: 'externalId eq "x-Gamma"' })).body.Resources.map((r: any) => r.id)).toEqual([ids[2]]);
    expect((await s.get('/Groups', { filter: 'externalId eq "x-gamma"' })).body.totalResults).toBe(0);
    // Okta's membership probe.
    const probe = (group: string, user: string) => s.get('/Groups', { filter: `id eq "${group}" and members[value eq "${user}"]`, excludedAttributes: 'members' });
    expect((await probe(ids[0]!, a!)).body.totalResults).toBe(1);
    expect((await probe(ids[0]!, b!)).body.totalResults).toBe(0);
    // Ids not of the id form: an empty list, never a 5xx.
    for (const bad of ['a#b', 'x'.repeat(129), '\u202eevil', '']) {
      const res = await s.get('/Groups', { filter: `id eq "${bad}"` });
      expect([res.status, res.body.totalResults], bad).toEqual([200, 0]);
      expect((await probe(ids[0]!, bad)).body.totalResults, bad).toBe(0);
    }
    // Entra ID: excludedAttributes=members.
    const entra = await s.get('/Groups', { excludedAttributes: 'members' });
    expect(entra.body.totalResults).toBe(3);
    expect(entra.body.Resources.every((r: any) => r.members === undefined)).toBe(true);
    // Paging per RFC 7644 §3.4.2.4.
    const page2 = await s.get('/Groups', { startIndex: '2', count: '1' });
    expect(page2.body).toMatchObject({ totalResults: 3, itemsPerPage: 1, startIndex: 2 });
    expect(page2.body.Resources[0].id).toBe(ids[1]);
    expect((await s.get('/Groups', { count: '-5' })).body).toMatchObject({ totalResults: 3, itemsPerPage: 0 });
    expect((await s.get('/Groups', { startIndex: '0', count: '1000' })).body).toMatchObject({ totalResults: 3, itemsPerPage: 3, startIndex: 1 });
    expectScimError(await s.get('/Groups', { filter: 'members[value eq "x"]' }), 400, 'invalidFilter');
  }, MS);

  it('If-Match is checked by the write: a stale version is 412 and changes nothing, the current one is applied', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const [a] = await scimUsers(s, 'etag', 1);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Before' })).body;
    const stale = group.meta.version as string;
    const renamed = await s.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'displayName', value: 'Renamed' }]);
    expect(renamed.body.meta.version).not.toBe(stale);
    expect(renamed.headers.get('etag')).toBe(renamed.body.meta.version);
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'displayName', value: 'Stale' }], { 'If-Match': stale }), 412, 'version_conflict');
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: a }] }], { 'If-Match': stale }), 412, 'version_conflict');
    expectScimError(await s.put(`/Groups/${group.id}`, { schemas: [GROUP], displayName: 'Stale' }, { 'If-Match': stale }), 412, 'version_conflict');
    const after = (await s.get(`/Groups/${group.id}`)).body;
    expect([after.displayName, after.members]).toEqual(['Renamed', []]);
    // A request that would write nothing still answers the precondition.
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'displayName', value: 'Renamed' }], { 'If-Match': stale }), 412, 'version_conflict');
    const current = await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: a }] }], { 'If-Match': renamed.body.meta.version });
    expect(current.status, current.text).toBe(200);
    expect(memberIds(current.body)).toEqual([a]);
  }, MS);

  it('a user deleted through SCIM is never accepted as a member (400 invalidValue) and is hidden from the members; bad member ids are 400', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const [kept, gone, later] = await scimUsers(s, 'hidden', 3);
    expect((await s.del(`/Users/${gone}`)).status).toBe(204);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Members', members: [{ value: kept }, { value: later }] })).body;
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: gone }] }]), 400, 'invalidValue');
    expectScimError(await s.put(`/Groups/${group.id}`, { schemas: [GROUP], displayName: 'Members', members: [{ value: gone }] }), 400, 'invalidValue');
    expectScimError(await s.post('/Groups', { schemas: [GROUP], displayName: 'Refused', members: [{ value: gone }] }), 400, 'invalidValue');
    // The refused create left no group behind.
    expect((await s.get('/Groups', { filter: 'displayName eq "Refused"' })).body.totalResults).toBe(0);
    // All or nothing: a rename beside a refused member is not written either.
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'displayName', value: 'Renamed' }, { op: 'add', path: 'members', value: [{ value: gone }] }]), 400, 'invalidValue');
    expect((await s.get(`/Groups/${group.id}`)).body.displayName).toBe('Members');
    for (const value of ['a#b', '']) expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value }] }]), 400, 'invalidValue');
    // A member deleted through SCIM afterwards leaves the list (and the probe) while hidden.
    expect((await s.del(`/Users/${later}`)).status).toBe(204);
    expect(memberIds((await s.get(`/Groups/${group.id}`)).body)).toEqual([kept]);
    expect((await s.get('/Groups', { filter: `id eq "${group.id}" and members[value eq "${later}"]` })).body.totalResults).toBe(0);
  }, MS);

  it('DELETE of a group with members (Okta\'s "delete pushed group") is 204: memberships gone, users and areas stay', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const [a, b] = await scimUsers(s, 'delete', 2);
    await s.patch(`/Users/${a}`, [{ op: 'replace', path: `${ENTERPRISE}:department`, value: 'Pushed' }]);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Pushed', members: [{ value: a }, { value: b }] })).body;
    expect((await s.del(`/Groups/${group.id}`)).status).toBe(204);
    expectScimError(await s.get(`/Groups/${group.id}`), 404);
    expectScimError(await s.del(`/Groups/${group.id}`), 404);
    const user = (await s.get(`/Users/${a}`)).body;
    expect(user.groups).toEqual([]);
    expect(user[ENTERPRISE].department).toBe('Pushed');
    // The name is free again; the new group has no members.
    expect((await s.post('/Groups', { schemas: [GROUP], displayName: 'Pushed' })).body.members).toEqual([]);
  }, MS);

  it('a group of more than 1,000 members is answered without them; the membership probe and member writes still work', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const users = await bulkUsers(org.slug, MEMBERS_LISTED + 1);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Everyone' })).body;
    await addMembers(org.slug, group.id, users, new Date());
    const big = await s.get(`/Groups/${group.id}`);
    expect([big.status, big.body.members]).toEqual([200, undefined]);
    expect((await s.get('/Groups', { filter: `id eq "${group.id}" and members[value eq "${users[1000]}"]` })).body.totalResults).toBe(1);
    const removed = await s.patch(`/Groups/${group.id}`, [{ op: 'remove', path: `members[value eq "${users[0]}"]` }]);
    // Down to the bound: listed again.
    expect(removed.body.members).toHaveLength(MEMBERS_LISTED);
    expect(memberIds(removed.body)).not.toContain(users[0]);
  }, MS);

  it('no member of a deleted group: an add whose transaction comes after the delete is 404 and writes nothing; the user stays in their other groups', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const [a] = await scimUsers(s, 'race', 1);
    const kept = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Kept', members: [{ value: a }] })).body;
    const closing = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Closing' })).body;
    const deleted = gate();
    // The add has read the group; its transaction (the membership of `a` in `closing`) waits until the delete has answered.
    const hold = holdFirstCall((input) => Array.isArray(input.TransactItems) && JSON.stringify(input).includes(`GROUP_MEMBER#${closing.id}`), deleted.opened);
    try {
      const adding = s.patch(`/Groups/${closing.id}`, [{ op: 'Add', path: 'members', value: [{ value: a }] }]);
      await hold.reached;
      expect((await s.del(`/Groups/${closing.id}`)).status).toBe(204);
      deleted.open();
      expectScimError(await adding, 404, 'group_not_found');
    } finally {
      hold.remove();
    }
    expect((await s.get(`/Users/${a}`)).body.groups.map((g: any) => g.value)).toEqual([kept.id]);
  }, MS);

  it('another organization\'s groups and users are none of this one\'s', async () => {
    const [mine, theirs] = [await newTestOrg(), await newTestOrg()];
    const s = scimClient(call, mine);
    const t = scimClient(call, theirs);
    const [stranger] = await scimUsers(t, 'stranger', 1);
    const foreign = (await t.post('/Groups', { schemas: [GROUP], displayName: 'Theirs', externalId: 'same-ext' })).body;
    expectScimError(await s.get(`/Groups/${foreign.id}`), 404);
    expectScimError(await s.patch(`/Groups/${foreign.id}`, [{ op: 'add', path: 'members', value: [] }]), 404);
    expectScimError(await s.del(`/Groups/${foreign.id}`), 404);
    expect((await s.get('/Groups', { filter: `id eq "${foreign.id}"` })).body.totalResults).toBe(0);
    expect((await s.get('/Groups', { filter: 'externalId eq "same-ext"' })).body.totalResults).toBe(0);
    // The same name and externalId are free here; a user of the other organization is no member.
    const own = await s.post('/Groups', { schemas: [GROUP], displayName: 'Theirs', externalId: 'same-ext' });
    expect(own.status).toBe(201);
    expectScimError(await s.patch(`/Groups/${own.body.id}`, [{ op: 'add', path: 'members', value: [{ value: stranger }] }]), 400, 'invalidValue');
    expect((await t.get(`/Groups/${foreign.id}`)).body.displayName).toBe('Theirs');
  }, MS);

  it('PATCH paths outside the Group schema are 400 invalidPath and nothing is written', async () => {
    const org = await newTestOrg();
    const s = scimClient(call, org);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Paths' })).body;
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'owner', value: 'x' }]), 400, 'invalidPath');
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'displayName', value: 'Changed' }, { op: 'add', path: 'members[display eq "x"]', value: 1 }]), 400, 'invalidPath');
    expect((await s.get(`/Groups/${group.id}`)).body).toMatchObject({ displayName: 'Paths', meta: { version: group.meta.version } });
  }, MS);
});
