import { APIGatewayClient, CreateUsagePlanCommand, GetApiKeysCommand, GetUsagePlanKeysCommand, type ApiKey } from '@aws-sdk/client-api-gateway';
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapOrganization } from '../../shared/auth/bootstrap-organization';
import { tableName } from '../../shared/db/client';
import { migrateOrganization } from '../../shared/migrations/runner';
import { MIGRATIONS } from '../../shared/migrations/registry';
import { levelAfter } from '../../shared/tenancy/data-level';
import { getOrganization, organizationKey } from '../../shared/tenancy/organizations-store';
import { usageKeyName, usageKeys } from '../../shared/tenancy/usage-keys';
import { MOTO_START_TIMEOUT_MS, startMoto, type RunningMoto } from '../support/moto';
import { putRaw, rawClient } from './support';

/**
 * The `usage-key` migration and org:create against API Gateway (#33 §3, the expand step): here
 * API Gateway is moto_server, reached the way the deployed migration function reaches AWS (the
 * configuration's USAGE_PLAN_ID, the SDK's endpoint variable), on organizations as the release
 * before this one left them: every earlier migration done, no key (their META item as that
 * release wrote it; the fixtures of older releases get their keys in upgrade.test.ts).
 *
 * moto does not emulate everything API Gateway does: it ignores `limit`/`position` of GetApiKeys
 * (one page), does not refuse a key that joins a plan twice (API Gateway: ConflictException,
 * which usage-keys.ts takes as "already in the plan") and does not throttle (the proxy in front of
 * it does when a test asks: RunningMoto.throttle). What is asserted is what it does emulate: keys
 * made, named, enabled, in the plan, found again by name.
 */
let moto: RunningMoto;
let apiGateway: APIGatewayClient;
let planId: string;

beforeAll(async () => {
  moto = await startMoto();
  apiGateway = new APIGatewayClient(moto.clientConfig);
  planId = (await apiGateway.send(new CreateUsagePlanCommand({ name: 'organizations', throttle: { rateLimit: 12.5, burstLimit: 25 } }))).id!;
  // What the stack gives the migration function (infra/cdk/migrations-stack.ts), and org:create's --usage-plan.
  process.env.USAGE_PLAN_ID = planId;
  process.env.AWS_ENDPOINT_URL_API_GATEWAY = moto.endpoint;
}, MOTO_START_TIMEOUT_MS);

afterAll(async () => {
  apiGateway?.destroy();
  await moto?.stop();
});

const keysNamed = async (slug: string): Promise<ApiKey[]> =>
  ((await apiGateway.send(new GetApiKeysCommand({ nameQuery: usageKeyName(planId, slug), includeValues: true }))).items ?? []).filter((k) => k.name === usageKeyName(planId, slug));
const allKeys = async () => (await apiGateway.send(new GetApiKeysCommand({ includeValues: true }))).items ?? [];
const planKeyIds = async () => new Set(((await apiGateway.send(new GetUsagePlanKeysCommand({ usagePlanId: planId }))).items ?? []).map((k) => k.id));
const check = (slug: string) => MIGRATIONS.find((m) => m.id === 'usage-key')!.check(slug);
const ZONE = 'America/Lima';

/** An organization of the previous release: its META item exactly as that release's org:create wrote it. */
async function previousReleaseOrganization(slug = `p-${randomBytes(6).toString('hex')}`): Promise<{ slug: string }> {
  await putRaw([
    { pk: `ORG#${slug}#META`, sk: 'META', entity: 'organization', _lv: 1, slug, name: `Old ${slug}`, timezone: ZONE, created_at: '2026-11-20T10:00:00.000Z', data_level: levelAfter('user-count') },
  ]);
  return { slug };
}

describe('usage-key migration against API Gateway (moto_server)', () => {
  it('gives each organization of an earlier release one key (named after it, enabled, in the plan, recorded); a second run makes none', async () => {
    const [a, b] = [await previousReleaseOrganization(), await previousReleaseOrganization()];
    expect(await check(a.slug)).toEqual([`organization ${a.slug} has no usage key`]);
    const before = (await allKeys()).length;

    for (const org of [a, b]) expect((await migrateOrganization(org.slug, ZONE)).changed).toEqual({ 'user-status-count': 0, 'usage-key': 1, 'user-hidden-count': 0, groups: 0, 'counter-shards': 0 }); // no users: #32's step counts none

    expect((await allKeys()).length).toBe(before + 2);
    const inPlan = await planKeyIds();
    const recorded = [];
    for (const org of [a, b]) {
      const [key, ...more] = await keysNamed(org.slug);
      expect(more).toEqual([]);
      expect(key).toMatchObject({ enabled: true, description: expect.stringContaining(`"${org.slug}"`) });
      expect(inPlan.has(key!.id)).toBe(true);
      const stored = await getOrganization(org.slug);
      expect(stored).toMatchObject({ usage_key: key!.value, usage_key_id: key!.id });
      expect(await check(org.slug)).toEqual([]);
      recorded.push(stored!.usage_key);
    }
    expect(new Set(recorded).size).toBe(2);

    // Again: the runner skips done organizations; the migration itself, forced to run again, finds the key recorded.
    expect((await migrateOrganization(a.slug, ZONE)).changed).toEqual({});
    await rawClient().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(a.slug), UpdateExpression: 'REMOVE data_level' }));
    expect((await migrateOrganization(a.slug, ZONE)).changed['usage-key']).toBe(0);
    expect((await allKeys()).length).toBe(before + 2);
    expect((await getOrganization(a.slug))!.usage_key).toBe(recorded[0]);
  });

  it('resumes a run that stopped after making the key (before recording it): the same key, no second one', async () => {
    const org = await previousReleaseOrganization();
    // The interrupted run: the key made and in the plan, the organization's item not written.
    const made = await usageKeys().ensure(org.slug);
    expect((await getOrganization(org.slug))!.usage_key).toBeUndefined();
    expect((await migrateOrganization(org.slug, ZONE)).changed['usage-key']).toBe(1);
    expect(await keysNamed(org.slug)).toHaveLength(1);
    expect(await getOrganization(org.slug)).toMatchObject({ usage_key: made.value, usage_key_id: made.id });
  });

  it("an organization whose slug begins another's gets a key of its own: a key is found by its exact name, not a prefix (ab, ab-c)", async () => {
    const prefix = await previousReleaseOrganization();
    const longer = await previousReleaseOrganization(`${prefix.slug}-c`);
    // The longer name's key exists first.
    expect((await migrateOrganization(longer.slug, ZONE)).changed['usage-key']).toBe(1);
    expect((await migrateOrganization(prefix.slug, ZONE)).changed['usage-key']).toBe(1);
    const [mine, theirs] = [(await getOrganization(prefix.slug))!, (await getOrganization(longer.slug))!];
    expect(mine.usage_key).not.toBe(theirs.usage_key);
    expect(await keysNamed(prefix.slug)).toEqual([expect.objectContaining({ id: mine.usage_key_id, value: mine.usage_key })]);
    expect(await keysNamed(longer.slug)).toEqual([expect.objectContaining({ id: theirs.usage_key_id, value: theirs.usage_key })]);
    expect(await check(prefix.slug)).toEqual([]);
  });

  it('a key that could not be added to the plan is not recorded: the run fails, the next one adds it to the plan and records it', async () => {
    const org = await previousReleaseOrganization();
    // CreateUsagePlanKey (POST /usageplans/{id}/keys) throttled past the SDK's retries.
    const stop = moto.throttle((method, path) => method === 'POST' && path === `/usageplans/${planId}/keys`);
    try {
      await expect(migrateOrganization(org.slug, ZONE)).rejects.toMatchObject({ name: 'TooManyRequestsException' });
    } finally {
      stop();
    }
    // Made, but in no plan: nothing recorded, so the organization is still the migration's to finish.
    const [made] = await keysNamed(org.slug);
    expect((await planKeyIds()).has(made!.id)).toBe(false);
    expect((await getOrganization(org.slug))!.usage_key).toBeUndefined();
    expect(await check(org.slug)).toEqual([`organization ${org.slug} has no usage key`]);
    expect((await migrateOrganization(org.slug, ZONE)).changed['usage-key']).toBe(1);
    expect(await keysNamed(org.slug)).toHaveLength(1);
    expect((await planKeyIds()).has(made!.id)).toBe(true);
    expect(await getOrganization(org.slug)).toMatchObject({ usage_key: made!.value, usage_key_id: made!.id });
  });

  it('org:create (bootstrapOrganization) makes the key and creates the organization with it; a taken slug makes none', async () => {
    const slug = `k-${Date.now().toString(36)}`;
    const { organization } = await bootstrapOrganization({ slug, name: 'Keyed', timezone: 'America/Lima' });
    const [key, ...more] = await keysNamed(slug);
    expect(more).toEqual([]);
    expect(organization).toMatchObject({ usage_key: key!.value, usage_key_id: key!.id });
    expect(await getOrganization(slug)).toMatchObject({ usage_key: key!.value, data_level: MIGRATIONS.length });
    expect((await planKeyIds()).has(key!.id)).toBe(true);
    const count = (await allKeys()).length;
    await expect(bootstrapOrganization({ slug, name: 'Again', timezone: 'America/Lima' })).rejects.toThrow(/already exists/);
    expect((await allKeys()).length).toBe(count);
    // Created at the current data level: the migration never visits it.
    expect((await migrateOrganization(slug, 'America/Lima')).changed).toEqual({});
  });
});
