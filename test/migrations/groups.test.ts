import { describe, expect, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

/**
 * #41 item 8: the upgrade from the layout where SCIM Groups are areas (docs/decisions/scim.md,
 * "Groups of their own; areas stay areas (2026-11-28, #41)"). Every group an identity provider
 * pushed keeps answering under the same id, with the same members, as a group; the area stays an
 * area; nothing is lost. The `groups` migration is a contract step: the release before writes
 * areas as groups beside this one during a deploy (its writes made as its code made them:
 * shared/scim/groups.ts of that release, createArea and updateUser with the area's join guard,
 * no `area_group_writes`), and the runner copies once that release is gone. Against this
 * release's own legacy writes the flip is closed by construction, both interleavings held by
 * events: a legacy write committed between the copy and the flip makes the copy run again; one
 * arriving after the flip fails its condition and is run on the groups store.
 * Its own table: the registry of organizations and the deploy record are table-wide.
 */
useOwnTable('groups');

const { useGateway } = await import('../support/http');
const { insertUser } = await import('../support/orgs');
const { holdFirstCall, gate } = await import('../support/hold-call');
const { expectScimError, GROUP, legacyGroupsOrg, memberIds, scimClient, scimUsers, ENTERPRISE } = await import('../scim/scim-client');
const { levelAfter, DATA_LEVEL } = await import('../../shared/tenancy/data-level');
const { MIGRATIONS } = await import('../../shared/migrations/registry');
const { migrateOrganization, organizationStatus } = await import('../../shared/migrations/runner');
const { readMeta } = await import('../../shared/migrations/counters');
const { createArea } = await import('../../shared/organization/structure');
const { updateUser } = await import('../../shared/users/accounts');
const { memberOfAreaPart } = await import('../../shared/scim/guards');
const { getUserRecord } = await import('../../shared/directory/users-store');
const { getGroup, listMemberIds } = await import('../../shared/groups/groups-store');
const { injectFault } = await import('../support/faults');
type Fault = import('../support/faults').Fault;

const { call } = useGateway();
const MS = 180_000;
const check = (slug: string) => MIGRATIONS.find((m) => m.id === 'groups')!.check(slug);
const migrate = (slug: string) => migrateOrganization(slug, 'America/Bogota');

type Org = Awaited<ReturnType<typeof legacyGroupsOrg>>;

/** Every group SCIM answers, by id: its name and members (members listed by GET /Groups/{id}). */
async function groupsSeen(org: Org): Promise<Map<string, { displayName: string; members: string[] }>> {
  const s = scimClient(call, org);
  const list = (await s.get('/Groups', { count: '100', excludedAttributes: 'members' })).body;
  const out = new Map<string, { displayName: string; members: string[] }>();
  for (const r of list.Resources) {
    const one = (await s.get(`/Groups/${r.id}`)).body;
    out.set(r.id, { displayName: one.displayName, members: memberIds(one) });
  }
  expect(list.totalResults).toBe(out.size);
  return out;
}

const areasOf = async (org: Org) => ((await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, query: { page_size: '100' } })).body.results as any[]).map((a) => ({ id: a.id, name: a.name })).sort((a, b) => (a.id < b.id ? -1 : 1));

/** The release before this one, as its SCIM Groups wrote (no `area_group_writes`). */
const olderRelease = (slug: string) => ({
  createGroup: (name: string) => createArea(slug, { name }),
  addMember: (areaId: string, userId: string) => updateUser(slug, userId, { area_id: areaId }, new Date(), { parts: () => ({ areaJoin: memberOfAreaPart(slug, areaId) }) }),
});

describe('groups: the upgrade from SCIM Groups as areas (#41)', () => {
  it('every pushed group answers under the same id with the same members; areas unchanged; users deleted through SCIM kept; a second run writes nothing', async () => {
    const org = await legacyGroupsOrg();
    const s = scimClient(call, org);
    const [a, b, c, d, e] = await scimUsers(s, 'up', 5);
    // What an identity provider pushed to the release before: groups (areas) with members.
    const sales = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Sales', members: [{ value: a }, { value: b }, { value: e }] })).body;
    const ops = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Ops', members: [{ value: c }] })).body;
    // Moved between groups (one area at most), a department, an area of the organization API with a user of its own, two areas of one name.
    expect(memberIds((await s.patch(`/Groups/${ops.id}`, [{ op: 'Add', path: 'members', value: [{ value: b }] }])).body)).toEqual([b, c].sort());
    await s.patch(`/Users/${d}`, [{ op: 'replace', path: `${ENTERPRISE}:department`, value: 'Field' }]);
    const plain = (await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name: 'Plain' } })).body;
    const inserted = await insertUser(org.slug, { area_id: plain.id });
    const dup = (await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name: 'sales' } })).body;
    // A member deleted through SCIM: hidden, and keeps its area.
    expect((await s.del(`/Users/${e}`)).status).toBe(204);
    const before = await groupsSeen(org);
    expect(before.get(sales.id)).toEqual({ displayName: 'Sales', members: [a] });
    expect(before.get(ops.id)!.members).toEqual([b, c].sort());
    expect(before.get(plain.id)!.members).toEqual([inserted.id]);
    expect(before.size).toBe(5);
    const areasBefore = await areasOf(org);
    const userGroupsBefore = (await s.get(`/Users/${b}`)).body.groups;
    const userAreasBefore = await Promise.all([a, b, c, d, e, inserted.id].map(async (id) => (await getUserRecord(org.slug, id!))!.area_id));
    expect((await check(org.slug)).length).toBe(5);

    const result = await migrate(org.slug);
    expect(result.after).toBe('done');
    expect(Number((await readMeta(org.slug))!.data_level)).toBe(DATA_LEVEL);
    expect(await check(org.slug)).toEqual([]);

    // The same groups, ids, names (the second "sales" named with its id: names are unique) and members.
    const after = await groupsSeen(org);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [id, group] of before) {
      expect(after.get(id)!.members, group.displayName).toEqual(group.members);
      expect(after.get(id)!.displayName).toBe(id === dup.id ? `sales (${dup.id})` : group.displayName);
    }
    expect((await s.get('/Groups', { filter: 'displayName eq "Sales"' })).body.Resources.map((r: any) => r.id)).toEqual([sales.id]);
    expect(await areasOf(org)).toEqual(areasBefore);
    expect(await Promise.all([a, b, c, d, e, inserted.id].map(async (id) => (await getUserRecord(org.slug, id!))!.area_id))).toEqual(userAreasBefore);
    expect(userAreasBefore[1]).toBe(ops.id);
    expect((await s.get(`/Users/${b}`)).body.groups.map((g: any) => g.value)).toEqual(userGroupsBefore.map((g: any) => g.value));
    // Nothing lost: the user deleted through SCIM, brought back by the identity provider, is in its group again (as before).
    expect((await s.post('/Users', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'up4@acme.example', name: { givenName: 'Ana', familyName: 'up4' }, active: true })).status).toBe(201);
    expect(memberIds((await s.get(`/Groups/${sales.id}`)).body)).toEqual([a, e].sort());
    // Now groups of their own: a second group moves nobody, and the area stays.
    expect(memberIds((await s.patch(`/Groups/${ops.id}`, [{ op: 'Add', path: 'members', value: [{ value: a }] }])).body)).toEqual([a, b, c].sort());
    expect(memberIds((await s.get(`/Groups/${sales.id}`)).body)).toEqual([a, e].sort());
    expect((await getUserRecord(org.slug, a!))!.area_id).toBe(sales.id);
    // Deleting a pushed group with members: 204, its area stays an area.
    expect((await s.del(`/Groups/${sales.id}`)).status).toBe(204);
    expect((await areasOf(org)).map((x) => x.id)).toContain(sales.id);

    const again = await migrate(org.slug);
    expect(again.changed).toEqual({});
  }, MS);

  it('the release before writes groups (areas) beside this one until the contract step: what both wrote is copied', async () => {
    const org = await legacyGroupsOrg();
    const s = scimClient(call, org);
    const [a, b, c] = await scimUsers(s, 'overlap', 3);
    const older = olderRelease(org.slug);
    // The overlap: this release (legacy path) and the release before, on the same groups.
    const mine = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Mine', members: [{ value: a }] })).body;
    const theirs = await older.createGroup('Theirs');
    await older.addMember(theirs.id, b!);
    await older.addMember(mine.id, c!);
    expect(memberIds((await s.get(`/Groups/${mine.id}`)).body)).toEqual([a, c].sort());
    expect(memberIds((await s.get(`/Groups/${theirs.id}`)).body)).toEqual([b]);
    // Their writes did not count (area_group_writes): only a contract step may copy them.
    expect(MIGRATIONS.find((m) => m.id === 'groups')!.contract).toBe(true);
    expect(Number((await readMeta(org.slug))!.area_group_writes)).toBe(2);

    await migrate(org.slug);
    expect(memberIds((await s.get(`/Groups/${mine.id}`)).body)).toEqual([a, c].sort());
    expect((await s.get(`/Groups/${theirs.id}`)).body).toMatchObject({ displayName: 'Theirs', members: [expect.objectContaining({ value: b })] });
  }, MS);
});

describe('groups: the flip is closed against this release\'s legacy writes by construction', () => {
  // The flip: the one update that sets groups_level_at, conditional on area_group_writes.
  const isFlip = (input: Record<string, unknown>) => typeof input.UpdateExpression === 'string' && JSON.stringify(input).includes('groups_level_at') && JSON.stringify(input).includes('area_group_writes');
  const isLegacyWrite = (slug: string, user: string) => (input: Record<string, unknown>) => Array.isArray(input.TransactItems) && JSON.stringify(input).includes('area_group_writes') && JSON.stringify(input).includes(user) && JSON.stringify(input).includes(slug);

  it('a legacy write committed between the copy and the flip: the flip fails, the copy runs again and has it', async () => {
    const org = await legacyGroupsOrg();
    const s = scimClient(call, org);
    const [a, b] = await scimUsers(s, 'between', 2);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'Between', members: [{ value: a }] })).body;
    const written = gate();
    const hold = holdFirstCall(isFlip, written.opened);
    try {
      const migrating = migrate(org.slug);
      await hold.reached;
      // The copy is made (a only); the legacy write commits before the flip.
      const patch = await s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: b }] }]);
      expect(patch.status, patch.text).toBe(200);
      expect((await getUserRecord(org.slug, b!))!.area_id).toBe(group.id);
      written.open();
      const result = await migrating;
      // Copied twice: the group made and a added, then b added.
      expect(result.changed.groups).toBe(3);
    } finally {
      hold.remove();
    }
    expect((await organizationStatus(org.slug)).level).toBeGreaterThanOrEqual(levelAfter('groups'));
    expect(memberIds((await s.get(`/Groups/${group.id}`)).body)).toEqual([a, b].sort());
  }, MS);

  it('a legacy write that reaches its transaction after the flip fails its condition and is run on the groups store: the member is in the group, the area untouched', async () => {
    const org = await legacyGroupsOrg();
    const s = scimClient(call, org);
    const [a, b] = await scimUsers(s, 'after', 2);
    const group = (await s.post('/Groups', { schemas: [GROUP], displayName: 'After', members: [{ value: a }] })).body;
    const flipped = gate();
    const hold = holdFirstCall(isLegacyWrite(org.slug, b!), flipped.opened);
    try {
      // The legacy PATCH has read the area and the user; its transaction waits for the migration to finish.
      const patching = s.patch(`/Groups/${group.id}`, [{ op: 'add', path: 'members', value: [{ value: b }] }]);
      await hold.reached;
      await migrate(org.slug);
      expect((await organizationStatus(org.slug)).level).toBeGreaterThanOrEqual(levelAfter('groups'));
      flipped.open();
      const patch = await patching;
      expect(patch.status, patch.text).toBe(200);
      expect(memberIds(patch.body)).toEqual([a, b].sort());
    } finally {
      hold.remove();
    }
    // Run on the groups store: b is a member and its area did not move (the legacy move never committed).
    expect((await getUserRecord(org.slug, b!))!.area_id ?? null).toBeNull();
    expect(memberIds((await s.get(`/Groups/${group.id}`)).body)).toEqual([a, b].sort());
    expect(Number((await readMeta(org.slug))!.area_group_writes)).toBe(2);
    expectScimError(await s.get('/Groups/01JD8X6B3C4D5E6F7G8H9J0K1M'), 404);
  }, MS);
});

describe('groups: a legacy create cut by the flip', () => {
  it('its area committed before the flip, its members after: 201 with the area\'s id, the members in the group (not in the area)', async () => {
    const org = await legacyGroupsOrg();
    const s = scimClient(call, org);
    const [b] = await scimUsers(s, 'create', 1);
    const flipped = gate();
    const hold = holdFirstCall((input) => Array.isArray(input.TransactItems) && JSON.stringify(input).includes('area_group_writes') && JSON.stringify(input).includes(b!), flipped.opened);
    try {
      const creating = s.post('/Groups', { schemas: [GROUP], displayName: 'Cut', externalId: 'okta-cut', members: [{ value: b }] });
      await hold.reached;
      await migrate(org.slug);
      flipped.open();
      const created = await creating;
      expect(created.status, created.text).toBe(201);
      expect(created.body).toMatchObject({ displayName: 'Cut', externalId: 'okta-cut' });
      expect(memberIds(created.body)).toEqual([b]);
      expect((await areasOf(org)).map((a) => a.id)).toContain(created.body.id);
      expect(created.headers.get('location')).toBe(created.body.meta.location);
    } finally {
      hold.remove();
    }
    expect((await getUserRecord(org.slug, b!))!.area_id ?? null).toBeNull();
    expect((await s.get('/Groups', { filter: 'displayName eq "Cut"' })).body.totalResults).toBe(1);
  }, MS);
});

describe('groups: faults', () => {
  /** An organization of the release before, made directly in the table: two areas of one name (case-insensitively), a user deleted through SCIM in one. */
  async function areaOrganization() {
    const org = await legacyGroupsOrg();
    const sales = await createArea(org.slug, { name: 'Sales' });
    const other = await createArea(org.slug, { name: 'SALES' });
    const users = [
      await insertUser(org.slug, { area_id: sales.id }),
      await insertUser(org.slug, { area_id: sales.id, status: 'inactive', scim_deleted: true } as never),
      await insertUser(org.slug, { area_id: other.id }),
    ].map((u) => u.id);
    // The areas are copied in id order: the first keeps its name, the second takes `<name> (<id>)`.
    // Ids made in one millisecond sort by their random part, so which one is first is read, not assumed.
    const salesFirst = sales.id < other.id;
    const expected = {
      [sales.id]: { name: salesFirst ? 'Sales' : `Sales (${sales.id})`, members: [users[0]!, users[1]!].sort(), member_count: 2 },
      [other.id]: { name: salesFirst ? `SALES (${other.id})` : 'SALES', members: [users[2]!], member_count: 1 },
    };
    return { org, expected };
  }
  const groupsOf = async (slug: string, ids: string[]) =>
    Object.fromEntries(
      await Promise.all(
        ids.map(async (id) => {
          const group = await getGroup(slug, id, { consistent: true });
          return [id, { name: group?.name, members: (await listMemberIds(slug, id, { limit: 100 })).userIds.sort(), member_count: group?.member_count }] as const;
        }),
      ),
    );

  it('the k-th DynamoDB call of the run fails (throttled, or lost after it applied), for every k: the run fails, the next one reaches the same groups', async () => {
    const probe = await areaOrganization();
    const counter = injectFault(Number.MAX_SAFE_INTEGER, 'throttled-before');
    await migrate(probe.org.slug);
    const calls = counter.calls();
    counter.remove();
    expect(await groupsOf(probe.org.slug, Object.keys(probe.expected))).toEqual(probe.expected);
    for (const fault of ['throttled-before', 'network-after'] as Fault[]) {
      for (let k = 1; k <= calls; k++) {
        const { org, expected } = await areaOrganization();
        const injected = injectFault(k, fault);
        const failed = await migrate(org.slug).then(
          () => false,
          () => true,
        );
        injected.remove();
        expect(failed, `${fault} at call ${k} surfaces as a failed run`).toBe(true);
        expect((await migrate(org.slug)).after, `${fault} at ${k}`).toBe('done');
        expect(await check(org.slug), `${fault} at ${k}`).toEqual([]);
        expect(await groupsOf(org.slug, Object.keys(expected)), `${fault} at ${k}`).toEqual(expected);
      }
    }
  }, 600_000);
});
