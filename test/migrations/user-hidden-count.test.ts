import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

/**
 * #41: SCIM's totals count only the users its lists return (users deleted through SCIM left
 * out), from the `hidden` tally kept beside the user count (COUNTED_HIDDEN on the user,
 * user-count-store.ts). The upgrade from the release before (no hidden tally: its SCIM deletes
 * leave COUNTED_HIDDEN absent) and that release writing beside this one during a deploy, its
 * writes made exactly as its code makes them (users-store.ts updateUser of the release before:
 * status, `scim_deleted`, COUNTED_STATUS and the status index in one transaction with the status
 * tallies' ADDs, the credential version bumped on both items; no hidden tally).
 * Its own table: a deploy record is table-wide, and an open one would turn other files' reports into 503s.
 */
const TABLE = useOwnTable('hidden');

const { useGateway } = await import('../support/http');
const { newTestOrg, insertUser } = await import('../support/orgs');
const { allPages } = await import('../learning/support');
const { rawClient } = await import('./support');
const { tableName } = await import('../../shared/db/client');
const { organizationKey } = await import('../../shared/tenancy/organizations-store');
const { USERS, userKey, emailLockKey } = await import('../../shared/directory/users-store');
const { readUserCounts, statusDelta, userCountsPart } = await import('../../shared/directory/user-count-store');
const { levelAfter } = await import('../../shared/tenancy/data-level');
const { MIGRATIONS } = await import('../../shared/migrations/registry');
const { migrateAll, organizationStatus } = await import('../../shared/migrations/runner');
const { beginDeployment, readDeployment } = await import('../../shared/tenancy/deployment-store');
const { callsDuring } = await import('../support/db-calls');

const { call } = useGateway();
const check = (slug: string) => MIGRATIONS.find((m) => m.id === 'user-hidden-count')!.check(slug);


/** The release before #41 changing a user's status (and, for its SCIM DELETE, setting `scim_deleted`), as its updateUser wrote it. */
async function olderStatusWrite(slug: string, id: string, status: 'active' | 'inactive', scimDelete = false): Promise<void> {
  const { Item } = await rawClient().send(new GetCommand({ TableName: tableName(), Key: userKey(slug, id), ConsistentRead: true }));
  const user = Item!;
  const set: Record<string, unknown> = { status, counted_status: status, updated_at: new Date().toISOString(), ...(scimDelete ? { scim_deleted: true } : {}) };
  const moved = USERS.reindex(slug, { ...user, ...set } as never, ['status']);
  Object.assign(set, moved.set);
  const names = Object.fromEntries(Object.keys(set).map((k, i) => [`#s${i}`, k]));
  const values = Object.fromEntries(Object.keys(set).map((k, i) => [`:s${i}`, set[k]]));
  await rawClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: userKey(slug, id),
            UpdateExpression: `SET ${Object.keys(set).map((_, i) => `#s${i} = :s${i}`).join(', ')} ADD credential_version :one`,
            ConditionExpression: '#was = :was',
            ExpressionAttributeNames: { ...names, '#was': 'status' },
            ExpressionAttributeValues: { ...values, ':one': 1, ':was': user.status },
          },
        },
        { Update: { TableName: tableName(), Key: emailLockKey(slug, String(user.email)), UpdateExpression: 'SET #st = :st ADD credential_version :one', ExpressionAttributeNames: { '#st': 'status' }, ExpressionAttributeValues: { ':st': status, ':one': 1 } } },
        userCountsPart(slug, id, statusDelta(user.counted_status as string | undefined, status)),
      ],
    }),
  );
}

/** SCIM's three totals, and what the users API shows of the same users (SCIM-deleted ones left out). */
async function totals(slug: string, token: string) {
  const total = async (filter?: string) => (await call('GET', `/org/${slug}/scim/v2/Users`, { token, query: { count: '0', ...(filter ? { filter } : {}) } })).body.totalResults as number;
  const scim = { users: await total(), active: await total('active eq true'), inactive: await total('active eq false') };
  return scim;
}
async function recount(slug: string, token: string, deleted: ReadonlySet<string>) {
  const all = (await allPages(call, token, `/org/${slug}/users/`, { page_size: 100 })).filter((u: any) => !(deleted.has(u.id) && u.status === 'inactive'));
  return { users: all.length, active: all.filter((u: any) => u.status === 'active').length, inactive: all.filter((u: any) => u.status === 'inactive').length };
}
const scimDelete = (slug: string, token: string, id: string) => call('DELETE', `/org/${slug}/scim/v2/Users/${id}`, { token });

describe('user-hidden-count: the upgrade from the release before #41', () => {
  it('exact before the step (COUNT Query), stored and exact after it, a second run writes nothing', async () => {
    const org = await newTestOrg();
    const users = await Promise.all(Array.from({ length: 7 }, () => insertUser(org.slug)));
    const deleted = new Set<string>();
    // Written by the release before: two SCIM deletes, one of them reactivated through its users API (visible again).
    await olderStatusWrite(org.slug, users[0]!.id, 'inactive', true);
    await olderStatusWrite(org.slug, users[1]!.id, 'inactive', true);
    await olderStatusWrite(org.slug, users[1]!.id, 'active');
    await olderStatusWrite(org.slug, users[2]!.id, 'inactive');
    deleted.add(users[0]!.id).add(users[1]!.id);
    // The organization as that release left it: every step before user-hidden-count done.
    await rawClient().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'SET data_level = :l', ExpressionAttributeValues: { ':l': levelAfter('usage-key') } }));
    const expected = await recount(org.slug, org.adminKey, deleted);
    expect(expected).toEqual({ users: 6, active: 5, inactive: 1 });
    expect(await totals(org.slug, org.adminKey)).toEqual(expected);
    expect((await check(org.slug)).length).toBeGreaterThan(0);

    const [result] = (await migrateAll({ org: org.slug })).filter((r) => r.slug === org.slug);
    expect(result!.changed['user-hidden-count']).toBe(1);
    expect(await check(org.slug)).toEqual([]);
    expect(await readUserCounts(org.slug)).toMatchObject({ users: 7, active: 5, inactive: 2, hidden: 1 });
    const { result: after, calls } = await callsDuring(() => totals(org.slug, org.adminKey));
    expect(after).toEqual(expected);
    expect(calls.filter((c) => c.input?.Select === 'COUNT')).toEqual([]);
    // Today's writes on the old users keep it exact: the reactivated one deleted again, the deleted one created again.
    expect((await scimDelete(org.slug, org.adminKey, users[1]!.id)).status).toBe(204);
    expect((await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: users[0]!.id, status: 'active' } })).status).toBe(200);
    deleted.add(users[1]!.id);
    expect(await totals(org.slug, org.adminKey)).toEqual(await recount(org.slug, org.adminKey, deleted));
    expect(await check(org.slug)).toEqual([]);
    const again = (await migrateAll({ org: org.slug })).find((r) => r.slug === org.slug)!;
    expect(again.changed).toEqual({});
  }, 120_000);
});

describe('user-hidden-count: the release before writing beside this one during a deploy', () => {
  it('totals stay exact while the deploy is open (COUNT Query), and stored and exact after the run', async () => {
    const org = await newTestOrg();
    const users = await Promise.all(Array.from({ length: 6 }, () => insertUser(org.slug)));
    const deleted = new Set<string>();
    // Before the deploy: this release alone.
    expect((await scimDelete(org.slug, org.adminKey, users[0]!.id)).status).toBe(204);
    deleted.add(users[0]!.id);
    expect(await totals(org.slug, org.adminKey)).toEqual(await recount(org.slug, org.adminKey, deleted));

    const generation = await beginDeployment(true);
    expect((await organizationStatus(org.slug)).state).toBe('stale');
    // The overlap: the release before deletes through SCIM and reactivates one this release deleted; this release deletes too.
    await olderStatusWrite(org.slug, users[1]!.id, 'inactive', true);
    await olderStatusWrite(org.slug, users[0]!.id, 'active');
    deleted.add(users[1]!.id);
    expect((await scimDelete(org.slug, org.adminKey, users[2]!.id)).status).toBe(204);
    deleted.add(users[2]!.id);
    const during = await recount(org.slug, org.adminKey, deleted);
    expect(during).toEqual({ users: 4, active: 4, inactive: 0 });
    expect(await totals(org.slug, org.adminKey)).toEqual(during);
    // The list pages agree with the total while the stored counts are behind.
    const page = await call('GET', `/org/${org.slug}/scim/v2/Users`, { token: org.adminKey, query: { count: '100' } });
    expect(page.body.Resources.map((r: any) => r.id).sort()).toEqual(users.map((u) => u.id).filter((id) => !deleted.has(id) || id === users[0]!.id).sort());

    // The older release stops; the documented run reconciles and closes the deploy.
    await migrateAll();
    expect(await readDeployment(true)).toMatchObject({ generation, open: false });
    expect(await check(org.slug)).toEqual([]);
    const { result: after, calls } = await callsDuring(() => totals(org.slug, org.adminKey));
    expect(after).toEqual(during);
    expect(calls.filter((c) => c.input?.Select === 'COUNT')).toEqual([]);
  }, 120_000);
});
