import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../shared/db/client';
import { newId } from '../../shared/db/ids';
import { db } from '../../shared/db/client';
import { COUNTED, readUserCount, readUserCounts } from '../../shared/directory/user-count-store';
import { userIndexAttributes, userKey, type UserRecord } from '../../shared/directory/users-store';
import { migrateOrganization, organizationStatus } from '../../shared/migrations/runner';
import { MIGRATIONS } from '../../shared/migrations/registry';
import { countUsers } from '../../shared/migrations/user-count';
import { levelAfter } from '../../shared/tenancy/data-level';
import { createUser } from '../../shared/users/accounts';
import { injectFailures } from '../support/faults';
import { useGateway } from '../support/http';
import { allPages } from '../learning/support';
import { dumpPartitions, loadFixture, putRaw, rawClient, readFixture, UPGRADE_SOURCES, type Fixture } from './support';

/**
 * The `user-count` migration (docs/decisions/scim-count.md) from every committed fixture (their
 * users were written by earlier releases through their API: no COUNTED marker, no user count).
 * Before the runner SCIM's totalResults comes from a COUNT Query (exact); after it from the
 * stored count, equal to a recount of the users; creates by the previous release during the
 * deploy (items exactly like the fixture's) and by today's code before, during and after the run
 * are each counted once; writes on old users keep it exact.
 */
const { call } = useGateway();
const check = (slug: string) => MIGRATIONS.find((m) => m.id === 'user-count')!.check(slug);
const statusCount = MIGRATIONS.find((m) => m.id === 'user-status-count')!;

/** A user exactly as the fixture's release wrote one (its attributes, no marker), under a new id and email: the previous release creating a user mid-deploy. */
function oldReleaseUser(fixture: Fixture, slug: string): { user: Record<string, unknown>; lock: Record<string, unknown> } {
  const template = fixture.items.find((i) => i.entity === 'user')!;
  const lock = fixture.items.find((i) => i.entity === 'user_email' && i.user_id === template.id)!;
  const id = newId();
  const email = `old-${randomBytes(4).toString('hex')}@upgrade.test`;
  const rename = (item: Record<string, any>) =>
    JSON.parse(JSON.stringify(item).replaceAll(`ORG#${fixture.organization}#`, `ORG#${slug}#`).replaceAll(template.id, id).replaceAll(template.email, email).replaceAll(template.email.toLowerCase(), email));
  return { user: rename(template), lock: rename(lock) };
}

async function scimTotal(slug: string, token: string, filter?: string): Promise<number> {
  const res = await call('GET', `/org/${slug}/scim/v2/Users`, { token, query: { count: '1', ...(filter ? { filter } : {}) } });
  expect(res.status).toBe(200);
  return res.body.totalResults;
}

/** SCIM's three totals: every user, `active eq true`, `active eq false`. */
const scimTotals = async (slug: string, token: string) => ({
  users: await scimTotal(slug, token),
  active: await scimTotal(slug, token, 'active eq true'),
  inactive: await scimTotal(slug, token, 'active eq false'),
});

/** The same, recounted through the users API (its list pages the users partition). */
async function recounts(slug: string, token: string) {
  const all = await allPages(call, token, `/org/${slug}/users/`, { page_size: 100 });
  return { users: all.length, active: all.filter((u) => u.status === 'active').length, inactive: all.filter((u) => u.status === 'inactive').length };
}

/**
 * The previous release changing a user's status (its update_user: status, index attributes and
 * updated_at on the item as it is; it knows no COUNTED_STATUS and moves no tally).
 */
async function oldReleaseStatusChange(slug: string, id: string, status: 'active' | 'inactive'): Promise<void> {
  const { Item } = await rawClient().send(new GetCommand({ TableName: tableName(), Key: userKey(slug, id), ConsistentRead: true }));
  const next = { ...Item!, status, updated_at: new Date().toISOString() };
  await putRaw([{ ...next, ...userIndexAttributes(slug, next as unknown as UserRecord) }]);
}

/** Every user item of the organization, through the users API (its list pages the partition). */
const recount = async (slug: string, token: string) => (await allPages(call, token, `/org/${slug}/users/`, { page_size: 100 })).length;

describe.each(UPGRADE_SOURCES)('user count from %s (fixture captured from its API)', (source) => {
  const fixture = readFixture(source);

  it('exact before the runner (COUNT Query), equal to a recount after it; old-release and new creates counted once; a second run writes nothing', async () => {
    const { slug, adminKey } = await loadFixture(fixture);
    const users = fixture.users.length;
    expect(await scimTotal(slug, adminKey)).toBe(users);
    // Mid-deploy: the previous release creates a user (no marker, no count), today's code another.
    const old = oldReleaseUser(fixture, slug);
    await putRaw([old.user, old.lock]);
    expect((await call('POST', `/org/${slug}/users/`, { token: adminKey, body: { email: 'new@upgrade.test', first_name: 'New', last_name: 'Comer' } })).status).toBe(201);
    expect(await scimTotal(slug, adminKey)).toBe(users + 2);
    expect(await readUserCount(slug)).toBe(1); // only today's create is counted so far

    const result = await migrateOrganization(slug, fixture.timezone);
    expect(result.after).toBe('done');
    expect(result.changed['user-count']).toBe(users + 1); // the fixture's users and the old release's one
    expect(await check(slug)).toEqual([]);
    expect(await readUserCount(slug)).toBe(users + 2);
    expect(await scimTotal(slug, adminKey)).toBe(await recount(slug, adminKey));

    // Writes on old users: a SCIM delete, a deactivation, a PATCH; then a SCIM create.
    const oldIds = fixture.users.map((u) => u.id);
    expect((await call('DELETE', `/org/${slug}/scim/v2/Users/${oldIds[0]}`, { token: adminKey })).status).toBe(204);
    expect((await call('POST', `/org/${slug}/users/update_user/`, { token: adminKey, body: { id: oldIds[1], status: 'inactive' } })).status).toBe(200);
    const patched = await call('PATCH', `/org/${slug}/scim/v2/Users/${oldIds[2]}`, {
      token: adminKey,
      body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'name.familyName', value: 'Patched' }] },
    });
    expect(patched.status).toBe(200);
    const created = await call('POST', `/org/${slug}/scim/v2/Users`, {
      token: adminKey,
      body: { userName: 'scim@upgrade.test', name: { givenName: 'Scim', familyName: 'User' } },
      headers: { 'content-type': 'application/scim+json' },
    });
    expect(created.status).toBe(201);
    expect(await check(slug)).toEqual([]);
    // #41: the user deleted through SCIM is not in SCIM's total (its lists never return it); it stays a user.
    expect(await scimTotal(slug, adminKey)).toBe(users + 2);
    expect(await recount(slug, adminKey)).toBe(users + 3);

    const again = await migrateOrganization(slug, fixture.timezone);
    expect(again).toMatchObject({ before: 'done', changed: {}, after: 'done' });
    expect(await readUserCount(slug)).toBe(users + 3);
  }, 120_000);
});

describe('user-count migration under traffic', () => {
  it('creates of today\'s code while the runner counts: every user counted exactly once', async () => {
    const fixture = readFixture('9576b1a');
    const { slug, adminKey } = await loadFixture(fixture);
    const runner = migrateOrganization(slug, fixture.timezone);
    const creates = Promise.all(
      Array.from({ length: 12 }, (_, i) => createUser(slug, { email: `busy-${i}@upgrade.test`, first_name: 'Busy', last_name: String(i) })),
    );
    const [result] = await Promise.all([runner, creates]);
    expect(result.after).toBe('done');
    expect(await check(slug)).toEqual([]);
    expect(await readUserCount(slug)).toBe(fixture.users.length + 12);
    expect(await scimTotal(slug, adminKey)).toBe(fixture.users.length + 12);
  }, 120_000);
});

/** Whether a DynamoDB call is one of user-count's batches: a transaction that marks users counted, of this organization. */
const isCountBatch = (slug: string, command: string, input: Record<string, any>) =>
  command === 'TransactWriteItemsCommand' &&
  (input.TransactItems ?? []).some((item: any) => String(item.Update?.UpdateExpression).startsWith('SET #a0 = :v0') && item.Update.ExpressionAttributeNames?.['#a0'] === COUNTED && JSON.stringify(item.Update.Key).includes(`ORG#${slug}#`));

describe('user-count migration: the guards of its batches (#45)', () => {
  it('two runners: users another runner counted between this one\'s read and its write are not counted again', async () => {
    const fixture = readFixture('9576b1a');
    const { slug, adminKey } = await loadFixture(fixture);
    const users = fixture.users.length;
    // Runner A reads the users, then, just before its first batch is written, runner B counts them all.
    let second: Awaited<ReturnType<typeof countUsers>> | undefined;
    const name = `second-runner-${slug}`;
    db().middlewareStack.add(
      (next, context) => async (args) => {
        if (second === undefined && isCountBatch(slug, (context as { commandName?: string }).commandName ?? '', args.input as Record<string, any>)) {
          second = { read: 0, counted: 0 };
          second = await countUsers(slug, undefined);
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    let first;
    try {
      first = await countUsers(slug, undefined);
    } finally {
      db().middlewareStack.remove(name);
    }
    expect(second).toEqual({ read: users, counted: users });
    expect(first).toEqual({ read: users, counted: 0 });
    expect(await readUserCount(slug)).toBe(users);
    expect(await check(slug)).toEqual([]);
    expect(await scimTotal(slug, adminKey)).toBe(await recount(slug, adminKey));
  }, 120_000);

  it('a run stopped by a fault after the first batch of a page resumes with the rest of that page', async () => {
    const fixture = readFixture('9576b1a');
    const { slug, adminKey } = await loadFixture(fixture);
    // More unmarked users than one batch (98) holds, all in the first page (500): the previous release's creates.
    const extra = Array.from({ length: 120 }, () => oldReleaseUser(fixture, slug));
    await putRaw(extra.flatMap(({ user, lock }) => [user, lock]));
    const users = fixture.users.length + extra.length;
    // The second batch's transaction is throttled past the SDK's retries: the run stops there.
    let batches = 0;
    const fault = injectFailures('throttled', (command, input) => isCountBatch(slug, command, input) && ++batches === 2);
    try {
      await expect(migrateOrganization(slug, fixture.timezone, { stopAfter: 'user-count' })).rejects.toMatchObject({ name: 'ProvisionedThroughputExceededException' });
    } finally {
      fault.remove();
    }
    expect(await readUserCount(slug)).toBe(98);
    // The next run resumes where the first batch ended, not at the end of its page.
    expect((await migrateOrganization(slug, fixture.timezone, { stopAfter: 'user-count' })).changed).toEqual({ 'user-count': users - 98 });
    expect(await check(slug)).toEqual([]);
    expect(await readUserCount(slug)).toBe(users);
    expect(await scimTotal(slug, adminKey)).toBe(users);
  }, 120_000);
});

// The layout user-count leaves is the same from every source; the oldest and the longest chain suffice.
describe.each(['9576b1a', '9576b1a+6932870+501b1ee'] as const)('user status count (contract step) from %s at the layout user-count leaves', (source) => {
  const fixture = readFixture(source);

  it('closes user-count\'s bound and counts statuses: the previous release\'s create after user-count passed, its status changes; totals exact before (COUNT Query) and after (stored); a second run writes nothing', async () => {
    const { slug, adminKey } = await loadFixture(fixture);
    const users = fixture.users.length;
    // The table as the release of user-count left it: every user marked and counted, no status tallies.
    await migrateOrganization(slug, fixture.timezone, { stopAfter: 'user-count' });
    expect((await organizationStatus(slug)).level).toBe(levelAfter('user-count'));
    const ours = await call('POST', `/org/${slug}/users/`, { token: adminKey, body: { email: 'ours@upgrade.test', first_name: 'Ours', last_name: 'New' } });
    expect(ours.status).toBe(201);
    // Mid-deploy, AFTER user-count passed the organization, the previous release: creates a user
    // (no marker, no count: user-count's bound), deactivates an old user and one today's code made.
    const old = oldReleaseUser(fixture, slug);
    await putRaw([old.user, old.lock]);
    await oldReleaseStatusChange(slug, fixture.users[0]!.id, 'inactive');
    await oldReleaseStatusChange(slug, ours.body.id, 'inactive');
    expect(await check(slug)).toEqual([`user ${old.user.id} is not counted`, `user count: stored ${users + 1}, recount ${users + 2}`]);
    // Until the contract step is done: the COUNT Queries of before, exact.
    const expected = await recounts(slug, adminKey);
    expect(expected).toEqual({ users: users + 2, active: users, inactive: 2 });
    expect(await scimTotals(slug, adminKey)).toEqual(expected);

    const result = await migrateOrganization(slug, fixture.timezone);
    expect(result.after).toBe('done');
    // Every fixture user (no tally yet), the old release's create, and today's user it deactivated.
    expect(result.changed).toEqual({ 'user-status-count': users + 2, 'usage-key': 1, 'user-hidden-count': 0, groups: 0, 'counter-shards': 0 }); // and then its usage key (#33 §3, the step after)
    expect(await statusCount.check(slug)).toEqual([]);
    expect(await check(slug)).toEqual([]);
    expect(await readUserCounts(slug)).toMatchObject({ ...expected, hidden: 0 });
    expect(await scimTotals(slug, adminKey)).toEqual(expected);

    // Idempotent: the step again (as a resumed or second runner would) finds nothing and writes nothing.
    const partitions = ['USER', 'USER_COUNT'];
    const before = await dumpPartitions(slug, partitions);
    expect(await statusCount.transform({ slug, zone: fixture.timezone, cursor: undefined, dryRun: false })).toEqual({ read: users + 2, counted: 0 });
    expect(await migrateOrganization(slug, fixture.timezone)).toMatchObject({ before: 'done', changed: {}, after: 'done' });
    expect(await dumpPartitions(slug, partitions)).toEqual(before);

    // Today's writes on those users keep the tallies exact: Entra ID's PATCH active "False", a SCIM
    // delete, a reactivation, and a status write that changes nothing.
    const patch = (id: string, value: unknown) =>
      call('PATCH', `/org/${slug}/scim/v2/Users/${id}`, { token: adminKey, body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'Replace', path: 'active', value }] } });
    expect((await patch(fixture.users[1]!.id, 'False')).status).toBe(200);
    expect((await call('DELETE', `/org/${slug}/scim/v2/Users/${old.user.id}`, { token: adminKey })).status).toBe(204);
    expect((await call('POST', `/org/${slug}/users/update_user/`, { token: adminKey, body: { id: fixture.users[0]!.id, status: 'active' } })).status).toBe(200);
    expect((await call('POST', `/org/${slug}/users/update_user/`, { token: adminKey, body: { id: ours.body.id, status: 'inactive' } })).status).toBe(200);
    const after = await recounts(slug, adminKey);
    expect(after).toEqual({ users: users + 2, active: users - 1, inactive: 3 });
    expect(await statusCount.check(slug)).toEqual([]);
    // #41: the user deleted through SCIM (inactive) is in neither SCIM total; it stays a user.
    expect(await scimTotals(slug, adminKey)).toEqual({ ...after, users: after.users - 1, inactive: after.inactive - 1 });
  }, 120_000);
});
