import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import type { PageRequest } from '../../shared/db/query-page';
import { getUserRecord, updateUser } from '../../shared/directory/users-store';
import {
  addMembers,
  createGroup,
  deleteGroup,
  getGroup,
  getGroupIdByExternalId,
  getGroupIdByName,
  getGroups,
  groupIdsOfUser,
  groupKey,
  groupsOfUsers,
  isMember,
  listGroupsPage,
  listMemberIds,
  listMembersPage,
  removeMembers,
} from '../../shared/groups/groups-store';
import { callsDuring } from '../support/db-calls';
import { insertUser, newTestOrg } from '../support/orgs';

/**
 * The groups store (#41) against DynamoDB Local: names unique case-insensitively by their lock,
 * memberships many to many, counted and versioned with the group in one transaction, never
 * written for a deleted group or a SCIM-deleted user, and invisible once their group is gone.
 */
const now = () => new Date();
const page = (slug: string, endpoint: string, size: number, cursor?: string): PageRequest => ({ size, cursor, binding: { org: slug, endpoint, filters: {} } });
const code = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: { code?: string }) => error.code ?? String(error));

async function users(slug: string, n: number): Promise<string[]> {
  return Promise.all(Array.from({ length: n }, async () => (await insertUser(slug)).id));
}

/** Deletes the group item and its name lock only, as a crash after deleteGroup's transaction would leave it. */
async function crashAfterGroupDelete(slug: string, id: string, name: string) {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: groupKey(slug, id) }));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: `ORG#${slug}#GROUP_NAME`, sk: name.toLowerCase() } }));
}

describe('groups store', () => {
  it('creates a group with its name and externalId locks; names clash case-insensitively, externalIds exactly', async () => {
    const org = await newTestOrg();
    const group = await createGroup(org.slug, { name: 'Sales', external_id: 'okta-1' }, now());
    expect(group).toMatchObject({ name: 'Sales', external_id: 'okta-1', member_count: 0, version: 1 });
    expect(await getGroup(org.slug, group.id)).toEqual(group);
    expect(await getGroupIdByName(org.slug, 'sALES')).toBe(group.id);
    expect(await getGroupIdByExternalId(org.slug, 'okta-1')).toBe(group.id);
    expect(await getGroupIdByExternalId(org.slug, 'OKTA-1')).toBeNull();
    expect(await code(createGroup(org.slug, { name: 'SALES' }, now()))).toBe('group_name_taken');
    expect(await code(createGroup(org.slug, { name: 'Other', external_id: 'okta-1' }, now()))).toBe('group_external_id_taken');
    expect(await code(createGroup(org.slug, { name: 'Other', id: group.id }, now()))).toBe('conflict');
    // A refused create left nothing: the name it tried is free.
    expect(await getGroupIdByName(org.slug, 'Other')).toBeNull();
    const other = await createGroup(org.slug, { name: 'Other', external_id: 'OKTA-1' }, now());
    expect((await getGroups(org.slug, [group.id, other.id, 'missing', 'a#b'])).size).toBe(2);
    // Another organization's group is no group here.
    const org2 = await newTestOrg();
    expect(await getGroup(org2.slug, group.id)).toBeNull();
    expect(await getGroupIdByName(org2.slug, 'Sales')).toBeNull();
    expect(await getGroup(org.slug, 'a#b')).toBeNull();
  });

  it('two concurrent creates of one name (different case): exactly one wins', async () => {
    const org = await newTestOrg();
    const results = await Promise.all(['Team', 'TEAM', 'team', 'tEaM'].map((name) => code(createGroup(org.slug, { name }, now()))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === 'group_name_taken')).toHaveLength(3);
    expect((await listGroupsPage(org.slug, page(org.slug, 'g', 10))).items).toHaveLength(1);
  });

  it('renames and moves the locks in one transaction; ifVersion guards; external_id null removes', async () => {
    const org = await newTestOrg();
    const a = await createGroup(org.slug, { name: 'Alpha', external_id: 'x1' }, now());
    const b = await createGroup(org.slug, { name: 'Beta' }, now());
    expect(await code(updateGroupNamed(org.slug, b.id, 'ALPHA'))).toBe('group_name_taken');
    const renamed = await updateGroupNamed(org.slug, a.id, 'Gamma');
    expect(renamed).toMatchObject({ name: 'Gamma', version: 2, external_id: 'x1' });
    expect(await getGroup(org.slug, a.id, { consistent: true })).toEqual(renamed);
    expect(await getGroupIdByName(org.slug, 'alpha')).toBeNull();
    expect(await getGroupIdByName(org.slug, 'gamma')).toBe(a.id);
    // The old name is free again.
    const alpha = await updateGroupNamed(org.slug, b.id, 'alpha');
    expect(alpha.name).toBe('alpha');
    // A change of case only keeps the lock.
    expect((await updateGroupNamed(org.slug, b.id, 'ALPHA')).name).toBe('ALPHA');
    expect(await getGroupIdByName(org.slug, 'Alpha')).toBe(b.id);
    const { updateGroup } = await import('../../shared/groups/groups-store');
    expect(await code(updateGroup(org.slug, a.id, { name: 'Delta' }, now(), { ifVersion: 1 }))).toBe('version_conflict');
    expect((await getGroup(org.slug, a.id, { consistent: true }))!.name).toBe('Gamma');
    const cleared = await updateGroup(org.slug, a.id, { external_id: null }, now(), { ifVersion: 2 });
    expect(cleared.external_id).toBeUndefined();
    expect(await getGroupIdByExternalId(org.slug, 'x1')).toBeNull();
    expect(await code(updateGroup(org.slug, 'nope', { name: 'Z' }, now()))).toBe('group_not_found');
  });

  it('adds and removes members: skipped when already (not) a member, counted and versioned; a user in two groups', async () => {
    const org = await newTestOrg();
    const [u1, u2, u3] = await users(org.slug, 3);
    const g1 = await createGroup(org.slug, { name: 'One' }, now());
    const g2 = await createGroup(org.slug, { name: 'Two' }, now());
    expect(await addMembers(org.slug, g1.id, [u1!, u2!, u1!], now())).toEqual({ added: [u1, u2] });
    expect(await addMembers(org.slug, g1.id, [u2!, u3!], now())).toEqual({ added: [u3] });
    expect(await addMembers(org.slug, g2.id, [u1!], now())).toEqual({ added: [u1] });
    expect(await getGroup(org.slug, g1.id, { consistent: true })).toMatchObject({ member_count: 3, version: 3 });
    expect(await isMember(org.slug, g1.id, u1!)).toBe(true);
    expect(await isMember(org.slug, g2.id, u2!)).toBe(false);
    expect((await groupIdsOfUser(org.slug, u1!)).sort()).toEqual([g1.id, g2.id].sort());
    const map = await groupsOfUsers(org.slug, [u1!, u2!, 'nobody']);
    expect(map.get(u1!)!.map((g) => g.name).sort()).toEqual(['One', 'Two']);
    expect(map.get(u2!)!.map((g) => g.name)).toEqual(['One']);
    expect(map.get('nobody')).toEqual([]);
    expect(await removeMembers(org.slug, g1.id, [u1!, u1!, 'not-a-member', 'a#b'], now())).toEqual({ removed: [u1] });
    expect(await removeMembers(org.slug, g1.id, [u1!], now())).toEqual({ removed: [] });
    expect(await getGroup(org.slug, g1.id, { consistent: true })).toMatchObject({ member_count: 2, version: 4 });
    expect(await groupIdsOfUser(org.slug, u1!)).toEqual([g2.id]);
    expect(await code(addMembers(org.slug, g1.id, [u1!], now(), { ifVersion: 3 }))).toBe('version_conflict');
    expect(await addMembers(org.slug, g1.id, [u1!], now(), { ifVersion: 4 })).toEqual({ added: [u1] });
    expect(await code(addMembers(org.slug, 'missing', [u1!], now()))).toBe('group_not_found');
  });

  it('concurrent adds (and removes) of one user count once: one added, member_count exact', async () => {
    const org = await newTestOrg();
    const [u, v] = await users(org.slug, 2);
    const g = await createGroup(org.slug, { name: 'Busy' }, now());
    const adds = await Promise.all(Array.from({ length: 6 }, (_, i) => addMembers(org.slug, g.id, i % 2 ? [u!] : [u!, v!], now())));
    expect(adds.flatMap((r) => r.added).sort()).toEqual([u, v].sort());
    expect(await getGroup(org.slug, g.id, { consistent: true })).toMatchObject({ member_count: 2 });
    const removes = await Promise.all(Array.from({ length: 6 }, () => removeMembers(org.slug, g.id, [u!], now())));
    expect(removes.flatMap((r) => r.removed)).toEqual([u]);
    expect(await getGroup(org.slug, g.id, { consistent: true })).toMatchObject({ member_count: 1 });
  });

  it('refuses an unknown user, another organization\'s user and a SCIM-deleted one (nothing written); a deactivated one is added', async () => {
    const org = await newTestOrg();
    const other = await newTestOrg();
    const [ok, deleted, inactive] = await users(org.slug, 3);
    const stranger = (await insertUser(other.slug)).id;
    await markScimDeleted(org.slug, deleted!);
    await db().send(new UpdateCommand({ TableName: tableName(), Key: { pk: `ORG#${org.slug}#USER`, sk: inactive! }, UpdateExpression: 'SET #s = :i', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':i': 'inactive' } }));
    const g = await createGroup(org.slug, { name: 'G' }, now());
    for (const id of ['nobody', stranger, deleted!, 'a#b']) expect(await code(addMembers(org.slug, g.id, [ok!, id], now())), id).toBe('user_not_found');
    expect(await getGroup(org.slug, g.id, { consistent: true })).toMatchObject({ member_count: 0, version: 1 });
    expect(await isMember(org.slug, g.id, ok!)).toBe(false);
    expect(await addMembers(org.slug, g.id, [inactive!], now())).toEqual({ added: [inactive] });
  });

  it('deletes a group with its members: memberships gone, the user\'s groups empty, the name free', async () => {
    const org = await newTestOrg();
    const ids = await users(org.slug, 5);
    const g = await createGroup(org.slug, { name: 'Doomed', external_id: 'ext-d' }, now());
    await addMembers(org.slug, g.id, ids, now());
    const { calls } = await callsDuring(() => deleteGroup(org.slug, g.id));
    expect(calls.filter((c) => c.command === 'BatchWriteItemCommand')).toHaveLength(1);
    expect(await getGroup(org.slug, g.id, { consistent: true })).toBeNull();
    expect(await listMemberIds(org.slug, g.id, { limit: 100 })).toEqual({ userIds: [], next: null });
    for (const id of ids) expect(await groupIdsOfUser(org.slug, id)).toEqual([]);
    // The items themselves are gone, not only hidden.
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `ORG#${org.slug}#GROUP_MEMBER#${g.id}`, sk: ids[0] }, ConsistentRead: true }));
    expect(Item).toBeUndefined();
    expect(await getGroupIdByName(org.slug, 'doomed')).toBeNull();
    expect(await getGroupIdByExternalId(org.slug, 'ext-d')).toBeNull();
    expect(await code(deleteGroup(org.slug, g.id))).toBe('group_not_found');
    expect(await code(listMembersPage(org.slug, g.id, page(org.slug, 'm', 10)))).toBe('group_not_found');
  });

  it('a membership of a missing group is no membership (what a crash between the delete and its clean-up leaves)', async () => {
    const org = await newTestOrg();
    const [u] = await users(org.slug, 1);
    const g = await createGroup(org.slug, { name: 'Crashed' }, now());
    const kept = await createGroup(org.slug, { name: 'Kept' }, now());
    await addMembers(org.slug, g.id, [u!], now());
    await addMembers(org.slug, kept.id, [u!], now());
    await crashAfterGroupDelete(org.slug, g.id, 'Crashed');
    expect(await isMember(org.slug, g.id, u!)).toBe(false);
    expect(await groupIdsOfUser(org.slug, u!)).toEqual([kept.id]);
    expect((await groupsOfUsers(org.slug, [u!])).get(u!)!.map((x) => x.id)).toEqual([kept.id]);
    expect(await listMemberIds(org.slug, g.id, { limit: 10 })).toEqual({ userIds: [], next: null });
    expect(await code(listMembersPage(org.slug, g.id, page(org.slug, 'm', 10)))).toBe('group_not_found');
    expect(await code(addMembers(org.slug, g.id, [u!], now()))).toBe('group_not_found');
  });

  it('a delete racing adds: never a membership visible of the deleted group, whichever commits first', async () => {
    const org = await newTestOrg();
    const ids = await users(org.slug, 12);
    for (let round = 0; round < 4; round++) {
      const g = await createGroup(org.slug, { name: `Race ${round}` }, now());
      const adds = ids.map((id) => code(addMembers(org.slug, g.id, [id], now())));
      const del = code(deleteGroup(org.slug, g.id));
      const results = await Promise.all(adds);
      expect(await del).toBe('ok');
      for (const r of results) expect(['ok', 'group_not_found', 'contention']).toContain(r);
      // As stored: no group item (not even one an add's Update made up), and no membership item at
      // all (the clean-up ran after the last add that could commit) — not only hidden by the reads.
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: groupKey(org.slug, g.id), ConsistentRead: true }));
      expect(Item).toBeUndefined();
      const { Count } = await db().send(
        new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORG#${org.slug}#GROUP_MEMBER#${g.id}` }, ConsistentRead: true, Select: 'COUNT' }),
      );
      expect(Count).toBe(0);
      for (const id of ids) expect(await isMember(org.slug, g.id, id)).toBe(false);
    }
  });

  it('an add that read the group before a delete and writes after it is refused: no member, no group made up', async () => {
    const org = await newTestOrg();
    const [u] = await users(org.slug, 1);
    const g = await createGroup(org.slug, { name: 'Held' }, now());
    // The add's transaction waits until the delete has answered: it read the group (there) before.
    let deleted!: () => void;
    const hold = holdTransactionNaming(u!, new Promise<void>((resolve) => (deleted = resolve)));
    try {
      const add = code(addMembers(org.slug, g.id, [u!], now()));
      await hold.reached;
      await deleteGroup(org.slug, g.id);
      deleted();
      expect(await add).toBe('group_not_found');
    } finally {
      hold.remove();
    }
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: groupKey(org.slug, g.id), ConsistentRead: true }));
    expect(Item).toBeUndefined();
    const { Item: membership } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: `ORG#${org.slug}#GROUP_MEMBER#${g.id}`, sk: u }, ConsistentRead: true }));
    expect(membership).toBeUndefined();
  });

  it('pages members with signed cursors, each page costing the page (a large group in small steps)', async () => {
    const org = await newTestOrg();
    const N = 130;
    const ids = await users(org.slug, N);
    const g = await createGroup(org.slug, { name: 'Big' }, now());
    // More than one transaction's worth: checked first, then three transactions.
    const { calls: addCalls } = await callsDuring(() => addMembers(org.slug, g.id, ids, now()));
    expect(addCalls.filter((c) => c.command === 'TransactWriteItemsCommand')).toHaveLength(3);
    expect(await getGroup(org.slug, g.id, { consistent: true })).toMatchObject({ member_count: N, version: 4 });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const { result, calls } = await callsDuring(() => listMembersPage(org.slug, g.id, page(org.slug, 'members', 25, cursor)));
      // One GetItem of the group and one Query with Limit = the page size, whatever the group's size.
      expect(calls.map((c) => c.command).sort()).toEqual(['GetItemCommand', 'QueryCommand']);
      expect(calls.find((c) => c.command === 'QueryCommand')!.input.Limit).toBe(25);
      expect(result.items.length).toBeLessThanOrEqual(25);
      seen.push(...result.items.map((m) => m.user_id));
      cursor = result.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].sort());
    // A cursor of this group is refused on another group's members.
    const other = await createGroup(org.slug, { name: 'Other' }, now());
    const first = await listMembersPage(org.slug, g.id, page(org.slug, 'members', 10));
    expect(await code(listMembersPage(org.slug, other.id, page(org.slug, 'members', 10, first.nextCursor!)))).toBe('invalid_cursor');
    // Keys only, in steps.
    const bulk: string[] = [];
    let after: string | undefined;
    for (;;) {
      const step = await listMemberIds(org.slug, g.id, { after, limit: 50 });
      bulk.push(...step.userIds);
      if (!step.next) break;
      after = step.next;
    }
    expect(bulk).toEqual([...ids].sort());
    // Removed in more than one transaction, all counted.
    expect((await removeMembers(org.slug, g.id, ids, now())).removed).toHaveLength(N);
    expect(await getGroup(org.slug, g.id, { consistent: true })).toMatchObject({ member_count: 0 });
    // Deleting a group of many members: BatchWriteItem pages of 25.
    await addMembers(org.slug, g.id, ids.slice(0, 60), now());
    const { calls } = await callsDuring(() => deleteGroup(org.slug, g.id));
    expect(calls.filter((c) => c.command === 'BatchWriteItemCommand')).toHaveLength(3);
  });

  it('lists groups oldest first with signed cursors', async () => {
    const org = await newTestOrg();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createGroup(org.slug, { name: `G${i}` }, now()));
    const first = await listGroupsPage(org.slug, page(org.slug, 'groups', 3));
    expect(first.items.map((g) => g.name)).toEqual(['G0', 'G1', 'G2']);
    const second = await listGroupsPage(org.slug, page(org.slug, 'groups', 3, first.nextCursor!));
    expect(second.items.map((g) => g.name)).toEqual(['G3', 'G4']);
    expect(second.nextCursor).toBeNull();
    const other = await newTestOrg();
    expect(await code(listGroupsPage(other.slug, page(other.slug, 'groups', 3, first.nextCursor!)))).toBe('invalid_cursor');
  });
});

/** Holds the first TransactWriteItems of this process naming `marker` until `release` resolves (an interleaving made by events, never by timers). */
function holdTransactionNaming(marker: string, release: Promise<void>) {
  let reachedResolve!: () => void;
  const reached = new Promise<void>((resolve) => (reachedResolve = resolve));
  const name = `hold-${Math.random().toString(36).slice(2)}`;
  let held = false;
  db().middlewareStack.add(
    (next) => async (args) => {
      const input = (args as { input?: { TransactItems?: unknown } }).input;
      if (!held && input?.TransactItems && JSON.stringify(input).includes(marker)) {
        held = true;
        reachedResolve();
        await release;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { reached, remove: () => db().middlewareStack.remove(name) };
}

async function updateGroupNamed(slug: string, id: string, name: string) {
  const { updateGroup } = await import('../../shared/groups/groups-store');
  return updateGroup(slug, id, { name }, now());
}

/** What SCIM's DELETE leaves: the user inactive and `scim_deleted` (through the users store, so the tallies stay exact). */
async function markScimDeleted(slug: string, id: string) {
  const user = (await getUserRecord(slug, id))!;
  const result = await updateUser(slug, user, { set: { status: 'inactive', scim_deleted: true }, remove: [] });
  expect(result.outcome).toBe('updated');
}
