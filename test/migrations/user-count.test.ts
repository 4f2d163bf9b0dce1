import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { readUserCount } from '../../shared/directory/user-count-store';
import { migrateOrganization } from '../../shared/migrations/runner';
import { MIGRATIONS } from '../../shared/migrations/registry';
import { createUser } from '../../shared/users/accounts';
import { useGateway } from '../support/http';
import { allPages } from '../learning/support';
import { loadFixture, putRaw, readFixture, UPGRADE_SOURCES, type Fixture } from './support';

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

async function scimTotal(slug: string, token: string): Promise<number> {
  const res = await call('GET', `/org/${slug}/scim/v2/Users`, { token, query: { count: '1' } });
  expect(res.status).toBe(200);
  return res.body.totalResults;
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
    expect(await scimTotal(slug, adminKey)).toBe(users + 3);
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
