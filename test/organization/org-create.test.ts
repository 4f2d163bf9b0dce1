import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/db/client';
import { ORGANIZATION_REGISTRY } from '../../shared/tenancy/organizations-store';
import { useGateway } from '../support/http';

const run = promisify(execFile);
const { call } = useGateway();

async function orgCreate(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'infra/tools/org-create.ts', ...args], {
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
}

describe('bootstrap command (npm run org:create)', () => {
  const table = ['--table', process.env.TABLE_NAME!, '--endpoint', inject('dynamoEndpoint')];

  it('creates an organization whose printed api-key works as an administrator credential', async () => {
    const slug = `boot-${randomBytes(4).toString('hex')}`;
    const { stdout } = await orgCreate('--slug', slug, '--name', 'Acme', '--timezone', 'America/Lima', ...table);
    const printed = JSON.parse(stdout.slice(0, stdout.lastIndexOf('}') + 1));
    expect(printed.organization).toMatchObject({ slug, name: 'Acme', timezone: 'America/Lima' });
    // Listed by the tooling from its entry in the registry of organizations (#40 §9), written with it.
    const { Item: entry } = await db().send(new GetCommand({ TableName: tableName(), Key: ORGANIZATION_REGISTRY.key(slug, { slug }), ConsistentRead: true }));
    expect(entry).toMatchObject({ pk: 'ORGANIZATIONS', sk: slug, slug, timezone: 'America/Lima' });

    const created = await call('POST', `/org/${slug}/organizations/areas/`, { token: printed.admin_api_key, body: { name: 'First' } });
    expect(created.status).toBe(201);
  });

  it('refuses an existing slug, an unknown time zone and a bad slug, with exit code 2', async () => {
    const slug = `boot-${randomBytes(4).toString('hex')}`;
    await orgCreate('--slug', slug, '--timezone', 'UTC', ...table);
    for (const args of [
      ['--slug', slug, '--timezone', 'UTC'],
      ['--slug', `${slug}x`, '--timezone', 'Mars/Olympus'],
      ['--slug', 'Bad Slug!', '--timezone', 'UTC'],
    ]) {
      await expect(orgCreate(...args, ...table)).rejects.toMatchObject({ code: 2 });
    }
  });
});
