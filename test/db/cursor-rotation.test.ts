import { createHash, createHmac, randomUUID } from 'node:crypto';
import { CreateSecretCommand, DescribeSecretCommand, GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorKey, cursorKeyId, decodeCursor, encodeCursor, type CursorBinding } from '../../shared/db/cursor';
import { rotateCursorSecretStep, type RotationEvent } from '../../shared/db/cursor-rotation';
import { CursorKeyring, FORCED_READ_INTERVAL_MS, RETRY_AFTER_FAILURE_MS, secretsManagerStages, type ReadStage } from '../../shared/db/cursor-secret';
import { MOTO_START_TIMEOUT_MS, startMoto, type RunningMoto } from '../support/moto';

/**
 * Rotating the cursor key without a refused cursor (#30 §3). Secrets Manager is moto_server; the
 * rotation is the rotation function's four steps (shared/db/cursor-rotation.ts) as Secrets
 * Manager calls them; each "container" is a CursorKeyring, the state one warm function holds.
 */
const MAX_AGE_MS = 300_000;
let moto: RunningMoto;
let secrets: SecretsManagerClient;

beforeAll(async () => {
  moto = await startMoto();
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = moto.endpoint;
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  secrets = new SecretsManagerClient(moto.clientConfig);
}, MOTO_START_TIMEOUT_MS);

afterAll(async () => {
  secrets?.destroy();
  await moto?.stop();
});

async function newSecret(): Promise<string> {
  const created = await secrets.send(new CreateSecretCommand({ Name: `cursor-rotation-${randomUUID()}`, SecretString: `first-${randomUUID()}` }));
  return created.ARN!;
}

/** What Secrets Manager does on the schedule: the four steps, one new version token. */
async function rotate(secretId: string): Promise<void> {
  const token = randomUUID();
  for (const Step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as RotationEvent['Step'][]) {
    await rotateCursorSecretStep(secrets, { Step, SecretId: secretId, ClientRequestToken: token });
  }
}

const stageValue = async (secretId: string, VersionStage: string) => (await secrets.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage }))).SecretString;

describe('the rotation function', () => {
  it('makes a new random value current and leaves the old one as AWSPREVIOUS; a repeated step changes nothing', async () => {
    const secretId = await newSecret();
    const before = await stageValue(secretId, 'AWSCURRENT');
    const token = randomUUID();
    for (const Step of ['createSecret', 'createSecret', 'setSecret', 'testSecret', 'finishSecret', 'finishSecret'] as RotationEvent['Step'][]) {
      await rotateCursorSecretStep(secrets, { Step, SecretId: secretId, ClientRequestToken: token });
    }
    const after = await stageValue(secretId, 'AWSCURRENT');
    expect(after).not.toBe(before);
    expect(after!.length).toBe(48);
    expect(await stageValue(secretId, 'AWSPREVIOUS')).toBe(before);
    const { VersionIdsToStages } = await secrets.send(new DescribeSecretCommand({ SecretId: secretId }));
    expect(VersionIdsToStages![token]).toContain('AWSCURRENT');
  });
});

describe('paging while the key rotates', () => {
  const binding: CursorBinding = { org: 'acme', endpoint: 'listAreas', filters: {} };
  const ITEMS = Array.from({ length: 25 }, (_, i) => ({ pk: 'ORG#acme#AREA', sk: String(i).padStart(4, '0') }));
  const PAGE = 3;

  /** One page served by one container: the keys checked as the handler shell does, then the cursor read and written. */
  async function servePage(container: CursorKeyring, now: number, cursor: string | undefined) {
    await container.load(now, cursor ? cursorKeyId(cursor) : undefined);
    const start = cursor ? ITEMS.findIndex((item) => item.sk === decodeCursor(container.keys(), binding, cursor).sk) + 1 : 0;
    const items = ITEMS.slice(start, start + PAGE);
    const next = start + PAGE < ITEMS.length ? encodeCursor(container.keys(), binding, items.at(-1)!) : undefined;
    return { items, next };
  }

  it('two containers serve alternate pages of the same lists through two rotations: 0 refused cursors, every item once', async () => {
    const secretId = await newSecret();
    const reader = secretsManagerStages(secretId, 'us-east-1');
    const containers = [new CursorKeyring(reader, MAX_AGE_MS), new CursorKeyring(reader, MAX_AGE_MS)];
    // The containers read the keys at different times (one warmed up 100 s after the other).
    await containers[0]!.load(0);
    await containers[1]!.load(100_000);

    const rotations = [150_000, 460_000]; // more than one max age apart: the schedule is days
    let refused = 0;
    let pages = 0;
    let completeLists = 0;
    let now = 100_000;
    let request = 0;
    // Three clients page through the list over and over; each request goes to the other container.
    const clients = Array.from({ length: 3 }, () => ({ cursor: undefined as string | undefined, seen: [] as string[] }));
    while (now < 900_000) {
      for (const client of clients) {
        now += 7_000;
        while (rotations.length > 0 && now >= rotations[0]!) {
          rotations.shift();
          await rotate(secretId);
        }
        const container = containers[request++ % 2]!;
        const page = await servePage(container, now, client.cursor).catch((error: { code?: string }) => {
          if (error.code !== 'invalid_cursor') throw error;
          refused++;
          return undefined;
        });
        pages++;
        if (!page) {
          client.cursor = undefined;
          client.seen = [];
          continue;
        }
        client.seen.push(...page.items.map((item) => item.sk));
        client.cursor = page.next;
        if (!page.next) {
          expect(client.seen).toEqual(ITEMS.map((item) => item.sk));
          completeLists++;
          client.seen = [];
        }
      }
    }
    expect(refused).toBe(0);
    expect(rotations).toEqual([]);
    expect(pages).toBeGreaterThan(100);
    expect(completeLists).toBeGreaterThan(10);
  });

  it('a container that has not read the rotated key reads it when a cursor names it (at most once a second)', async () => {
    const secretId = await newSecret();
    const reader = secretsManagerStages(secretId, 'us-east-1');
    const fresh = new CursorKeyring(reader, MAX_AGE_MS);
    const stale = new CursorKeyring(reader, MAX_AGE_MS);
    await stale.load(0);
    await rotate(secretId);
    await fresh.load(10);
    const cursor = encodeCursor(fresh.keys(), binding, ITEMS[0]!);
    expect(() => decodeCursor(stale.keys(), binding, cursor)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
    const reads = moto.calls('secretsmanager.GetSecretValue');
    await stale.load(20, cursorKeyId(cursor));
    expect(decodeCursor(stale.keys(), binding, cursor)).toEqual(ITEMS[0]);
    expect(moto.calls('secretsmanager.GetSecretValue') - reads).toBe(2); // AWSCURRENT and AWSPREVIOUS
    // Made-up key ids: one read per second, not one per request.
    await stale.load(30, 'made-up1');
    await stale.load(40, 'made-up2');
    expect(moto.calls('secretsmanager.GetSecretValue') - reads).toBe(2);
    await stale.load(20 + FORCED_READ_INTERVAL_MS, 'made-up3');
    expect(moto.calls('secretsmanager.GetSecretValue') - reads).toBe(4);
  });

  it('a cursor signed two rotations ago is refused (the key is no longer AWSCURRENT or AWSPREVIOUS)', async () => {
    const secretId = await newSecret();
    const container = new CursorKeyring(secretsManagerStages(secretId, 'us-east-1'), MAX_AGE_MS);
    await container.load(0);
    const cursor = encodeCursor(container.keys(), binding, ITEMS[0]!);
    await rotate(secretId);
    await container.load(MAX_AGE_MS);
    expect(decodeCursor(container.keys(), binding, cursor)).toEqual(ITEMS[0]);
    await rotate(secretId);
    await container.load(2 * MAX_AGE_MS);
    expect(() => decodeCursor(container.keys(), binding, cursor)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
  });
});

describe('cursors of the release before key ids (expand, then contract)', () => {
  const binding: CursorBinding = { org: 'acme', endpoint: 'listAreas', filters: { status: 'active' } };
  const key = { pk: 'ORG#acme#AREA', sk: '01J' };
  /** The earlier release's layout, written as it wrote it: base64url(JSON) + "." + HMAC-SHA256, no key id. */
  const legacyCursor = (secret: string) => {
    const filters = createHash('sha256').update(JSON.stringify([['status', 'active']])).digest('base64url').slice(0, 16);
    const payload = Buffer.from(JSON.stringify({ o: binding.org, e: binding.endpoint, f: filters, k: key })).toString('base64url');
    return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
  };

  const current = cursorKey('current-secret-0123456789abcdef');
  const previous = cursorKey('previous-secret-0123456789abcdef');

  it('verifies with the current key and with the previous one', () => {
    expect(cursorKeyId(legacyCursor(current.secret))).toBeUndefined();
    expect(decodeCursor({ current, previous }, binding, legacyCursor(current.secret))).toEqual(key);
    expect(decodeCursor({ current, previous }, binding, legacyCursor(previous.secret))).toEqual(key);
  });

  it('is refused when signed with neither, and new cursors name their key', () => {
    expect(() => decodeCursor({ current, previous }, binding, legacyCursor('another-secret-0123456789abc'))).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
    const cursor = encodeCursor({ current, previous }, binding, key);
    expect(cursorKeyId(cursor)).toBe(current.id);
    // A key id that names the other key is refused even though the signature is the current key's.
    const [payload, signature] = cursor.split('.');
    expect(() => decodeCursor({ current, previous }, binding, `${payload}.${signature}.${previous.id}`)).toThrow(expect.objectContaining({ code: 'invalid_cursor' }));
  });
});

describe('a failed read keeps the keys read earlier', () => {
  it('serves the cached keys, reports the failure, retries after the back-off; a container with no keys fails', async () => {
    const secretId = await newSecret();
    const real = secretsManagerStages(secretId, 'us-east-1');
    let reachable = true;
    let reads = 0;
    const reader: ReadStage = (stage) => {
      reads++;
      return reachable ? real(stage) : Promise.reject(new Error('connect ETIMEDOUT'));
    };
    const container = new CursorKeyring(reader, MAX_AGE_MS);
    await container.load(0);
    const keys = container.keys();
    reachable = false;
    const result = await container.load(MAX_AGE_MS);
    expect(result.refreshFailed?.message).toBe('connect ETIMEDOUT');
    expect(container.keys()).toEqual(keys);
    const failedReads = reads;
    expect(await container.load(MAX_AGE_MS + RETRY_AFTER_FAILURE_MS - 1)).toEqual({});
    expect(reads).toBe(failedReads);
    expect((await container.load(MAX_AGE_MS + RETRY_AFTER_FAILURE_MS)).refreshFailed).toBeDefined();
    expect(reads).toBeGreaterThan(failedReads);
    reachable = true;
    expect(await container.load(MAX_AGE_MS + 2 * RETRY_AFTER_FAILURE_MS)).toEqual({});

    reachable = false;
    const cold = new CursorKeyring(reader, MAX_AGE_MS);
    await expect(cold.load(0)).rejects.toThrow('connect ETIMEDOUT');
    expect(() => cold.keys()).toThrow('cursor secret not loaded');
  });
});
