import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';

/**
 * #45, finding 2: `npm run migrate -- --status` says when `organizationKeysRequired` (the contract
 * step of per-organization fairness, docs/deploy.md) is safe to turn on: once every organization
 * of the table has its usage key. A table of its own, so "every organization" is the test's.
 */
const TABLE = useOwnTable('usage-key-status');

const { newTestOrg } = await import('../support/orgs');
const { db, tableName } = await import('../../shared/db/client');
const { organizationKey } = await import('../../shared/tenancy/organizations-store');


const run = promisify(execFile);
const status = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'infra/tools/migrate.ts', '--table', TABLE, '--endpoint', inject('dynamoEndpoint'), '--status', ...args], {
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  }).then((r) => r.stdout.split('\n').find((line) => line.startsWith('organizationKeysRequired: ')));

describe('npm run migrate -- --status: when organizationKeysRequired is safe to turn on', () => {
  it('safe once every organization has its usage key; not yet, naming them and the command, while one lacks it', async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    expect(await status()).toBe('organizationKeysRequired: safe to turn on: every organization (2) has its usage key');

    // An organization made before the usage-key migration ran (or by an older org:create).
    await db().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(b.slug), UpdateExpression: 'REMOVE usage_key, usage_key_id' }));
    expect(await status()).toBe(
      `organizationKeysRequired: not yet: 1 of 2 organizations have no usage key (${b.slug}): run \`npm run migrate -- --table <TableName> --usage-plan <UsagePlanId>\` first`,
    );
    // One organization asked about: its own state, never "safe" for the table.
    expect(await status('--org', a.slug)).toBe(`organizationKeysRequired: ${a.slug} has its usage key (whether it is safe to turn on: --status without --org)`);
    expect(await status('--org', b.slug)).toMatch(/^organizationKeysRequired: not yet: 1 of 1 /);
  }, 120_000);
});
