import { describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { expectScimError, GROUP, legacyGroupsOrg, memberIds, scimClient, scimUsers } from './scim-client';

/**
 * The legacy path of SCIM Groups (groups = areas, shared/scim/area-groups.ts), served to an
 * organization until its `groups` migration: #41 §9's guards hold there too — a stale If-Match is
 * 412 and writes nothing, a user deleted through SCIM is no member to add (400 invalidValue).
 */
const { call } = useGateway();
const MS = 120_000;

describe('SCIM Groups below the groups level (the legacy path, #41 §9)', () => {
  it('a group PATCH or PUT with a stale If-Match is 412 and changes nothing; the current version is applied', async () => {
    const org = await legacyGroupsOrg();
    const s = scimClient(call, org);
    const [a] = await scimUsers(s, 'legacy-etag', 1);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Before' })).body;
    const stale = group.meta.version as string;
    const renamed = await s.patch(`/Groups/${group.id}`, [{ op: 'replace', path: 'displayName', value: 'Renamed' }]);
    expect(renamed.body.meta.version).not.toBe(stale);
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: a }] }], { 'If-Match': stale }), 412, 'version_conflict');
    expectScimError(await s.put(`/Groups/${group.id}`, { schemas: [GROUP], displayName: 'Stale' }, { 'If-Match': stale }), 412, 'version_conflict');
    const after = (await s.get(`/Groups/${group.id}`)).body;
    expect([after.displayName, after.members]).toEqual(['Renamed', []]);
    const current = await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: a }] }], { 'If-Match': renamed.body.meta.version });
    expect(memberIds(current.body)).toEqual([a]);
  }, MS);

  it('a user deleted through SCIM is not a member to add: 400 invalidValue, the group and the user\'s area unchanged', async () => {
    const org = await legacyGroupsOrg();
    const s = scimClient(call, org);
    const [gone] = await scimUsers(s, 'legacy-gone', 1);
    expect((await s.del(`/Users/${gone}`)).status).toBe(204);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Members' })).body;
    expectScimError(await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: gone }] }]), 400, 'invalidValue');
    expectScimError(await s.post('/Groups', { schemas: [GROUP], displayName: 'Other', members: [{ value: gone }] }), 400, 'invalidValue');
    expect((await s.get(`/Groups/${group.id}`)).body.members).toEqual([]);
    expect((await s.get('/Groups', { filter: 'displayName eq "Other"' })).body.totalResults).toBe(0);
    const plain = await call('GET', `/org/${org.slug}/users/${gone}/`, { token: org.adminKey });
    expect(plain.body.area_id ?? null).toBeNull();
  }, MS);
});
