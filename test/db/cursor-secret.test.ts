import { CreateSecretCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorSecret, loadCursorSecret, resetCursorSecretCache } from '../../shared/db/cursor-secret';
import { useGateway } from '../support/http';
import { MOTO_START_TIMEOUT_MS, startMoto, type RunningMoto } from '../support/moto';
import { newTestOrg } from '../support/orgs';

/**
 * Deployed functions read the cursor secret from Secrets Manager (CURSOR_SECRET_ARN) instead of
 * getting its value in their configuration. Here Secrets Manager is moto_server, and the
 * functions run in the local gateway exactly as they do deployed, with the ARN and no value.
 */
const MAX_AGE_SECONDS = 1;
let moto: RunningMoto;
let secrets: SecretsManagerClient;
let secretArn: string;
const GET = 'secretsmanager.GetSecretValue';

beforeAll(async () => {
  moto = await startMoto();
  secrets = new SecretsManagerClient(moto.clientConfig);
  const created = await secrets.send(new CreateSecretCommand({ Name: `cursor-${Date.now()}`, SecretString: 'first-value-0123456789abcdefghij' }));
  secretArn = created.ARN!;
  // What the stack gives a function that signs cursors (infra/cdk/api-function.ts), and nothing else.
  delete process.env.CURSOR_SECRET;
  process.env.CURSOR_SECRET_ARN = secretArn;
  process.env.CURSOR_SECRET_MAX_AGE_SECONDS = String(MAX_AGE_SECONDS);
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = moto.endpoint;
}, MOTO_START_TIMEOUT_MS);

afterAll(async () => {
  secrets?.destroy();
  await moto?.stop();
});

const rotate = (value: string) => secrets.send(new PutSecretValueCommand({ SecretId: secretArn, SecretString: value }));

describe('cursor secret read at run time', () => {
  it('reads the value from the ARN once, then serves it from memory until it is older than the max age', async () => {
    resetCursorSecretCache();
    const before = moto.calls(GET);
    const start = Date.now();
    await loadCursorSecret(start);
    expect(cursorSecret()).toBe('first-value-0123456789abcdefghij');
    await Promise.all([loadCursorSecret(start + 10), loadCursorSecret(start + 500)]);
    // One read: the AWSCURRENT and AWSPREVIOUS versions.
    expect(moto.calls(GET) - before).toBe(2);
    await rotate('second-value-0123456789abcdefghij');
    expect(cursorSecret()).toBe('first-value-0123456789abcdefghij');
    await loadCursorSecret(start + MAX_AGE_SECONDS * 1000 + 1);
    expect(cursorSecret()).toBe('second-value-0123456789abcdefghij');
    expect(moto.calls(GET) - before).toBe(4);
  });

  it('concurrent first requests of a cold instance make one read', async () => {
    resetCursorSecretCache();
    const before = moto.calls(GET);
    await Promise.all(Array.from({ length: 8 }, () => loadCursorSecret()));
    expect(moto.calls(GET) - before).toBe(2);
  });
});

describe('through the API: a rotated key is used within the max age, without a redeploy', () => {
  const { call } = useGateway();

  it('signs with the secret, still takes cursors of the previous key after a rotation, refuses them after a second one', async () => {
    const org = await newTestOrg();
    for (const name of ['A', 'B', 'C']) {
      const created = await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name } });
      expect(created.status).toBe(201);
    }
    const list = (cursor?: string) => call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, query: { page_size: 1, cursor } });
    const first = await list();
    expect(first.status).toBe(200);
    expect((await list(first.body.next_cursor)).status).toBe(200);

    const reads = moto.calls(GET);
    await rotate('third-value-0123456789abcdefghijk');
    await new Promise((r) => setTimeout(r, MAX_AGE_SECONDS * 1000 + 100));
    // The previous key is AWSPREVIOUS now: its cursors still page on.
    expect((await list(first.body.next_cursor)).status).toBe(200);
    expect(moto.calls(GET)).toBe(reads + 2);
    const fresh = await list();
    expect((await list(fresh.body.next_cursor)).status).toBe(200);
    expect(cursorSecret()).toBe('third-value-0123456789abcdefghijk');

    await rotate('fourth-value-0123456789abcdefghijk');
    await new Promise((r) => setTimeout(r, MAX_AGE_SECONDS * 1000 + 100));
    const stale = await list(first.body.next_cursor);
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('invalid_cursor');
    expect((await list(fresh.body.next_cursor)).status).toBe(200);
  });
});
