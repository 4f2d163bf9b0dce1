import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { BatchWriteItemCommand, DeleteTableCommand, DescribeTableCommand, DescribeTimeToLiveCommand, ScanCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort, localClient } from '../../infra/local/dynamodb-local';
import { createTableIfMissing } from '../../shared/db/create-table';
import { TABLE } from '../../shared/db/table';
import { ROUTES } from '../../shared/routes';
import { apiClient, useGateway } from '../support/http';

/**
 * A rehearsed restore (#30 §2, docs/deploy.md "Restore"): this file's organization is written
 * through the local gateway into a table of its own; the table is copied to a new one that has
 * neither stream nor TTL (what a point-in-time restore gives back); `npm start` is pointed at the
 * copy with the adopt setting (ADOPT_TABLE, an ARN like the stacks' `adoptTable`); every read of
 * the organization answers the same on both, and the copy has its stream and TTL again.
 */
const SOURCE = vi.hoisted(() => {
  const name = `restore-source-${Math.random().toString(36).slice(2, 10)}`;
  // Before any module reads the configuration: this file's gateway serves its own table.
  process.env.TABLE_NAME = name;
  return name;
});
const COPY = `restore-copy-${randomBytes(4).toString('hex')}`;
const COPY_ARN = `arn:aws:dynamodb:us-east-1:123456789012:table/${COPY}`;

const { call, baseUrl } = useGateway();
const client = localClient(inject('dynamoEndpoint'));
let adopted: ChildProcess | undefined;
let adoptedUrl = '';

beforeAll(async () => {
  await createTableIfMissing(client, SOURCE);
}, 60_000);
afterAll(async () => {
  adopted?.kill('SIGTERM');
  for (const TableName of [SOURCE, COPY]) await client.send(new DeleteTableCommand({ TableName })).catch(() => undefined);
  client.destroy();
});

/** A scan-and-write copy: what `restore-table-to-point-in-time` gives, item for item, without stream or TTL. */
async function copyTable(from: string, to: string): Promise<number> {
  await createTableIfMissing(client, to, { stream: false });
  await client.send(new UpdateTimeToLiveCommand({ TableName: to, TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: false } }));
  let copied = 0;
  let ExclusiveStartKey: Record<string, any> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: from, ExclusiveStartKey, Limit: 25 }));
    if (page.Items?.length) await client.send(new BatchWriteItemCommand({ RequestItems: { [to]: page.Items.map((Item) => ({ PutRequest: { Item } })) } }));
    copied += page.Items?.length ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return copied;
}

/** `npm start` on the copy: ADOPT_TABLE, no demo data; resolves with its base URL once ready. */
async function startAdopted(): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ADOPT_TABLE: COPY_ARN, PORT: String(port), DYNAMODB_ENDPOINT: inject('dynamoEndpoint') };
  delete env.TABLE_NAME;
  adopted = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((done, fail) => {
    adopted!.stdout!.on('data', (chunk: Buffer) => (String(chunk).includes('ready') ? done() : undefined));
    adopted!.once('exit', (code) => fail(new Error(`the adopting gateway exited (${code})`)));
  });
  return `http://127.0.0.1:${port}`;
}

describe('restore: a copy of the table, adopted, answers every read the same', () => {
  it('serves the same organization from the adopted copy, which has its stream and TTL again', async () => {
    const { newTestOrg } = await import('../support/orgs');
    const org = await newTestOrg();
    const token = org.adminKey;
    const ids: Record<string, string> = { slug: org.slug };
    for (const name of ['ana', 'ben', 'cai']) {
      const created = await call('POST', `/org/${org.slug}/users/`, { token, body: { email: `${name}@restore.test`, first_name: name, last_name: 'Restore', role: 'collaborator' } });
      expect(created.status).toBe(201);
      ids.id = created.body.id;
    }
    const course = await call('POST', `/org/${org.slug}/learning/courses/`, { token, body: { title: 'Safety 101' } });
    expect(course.status).toBe(201);

    // Every authenticated GET route whose path parameters this organization can fill.
    const reads = ROUTES.filter((r) => r.method === 'GET' && r.kind === 'lambda' && r.roles !== 'public')
      .map((r) => r.path.replace(/\{(\w+)\}/g, (whole, name: string) => ids[name] ?? whole))
      .filter((path) => !path.includes('{'));
    expect(reads.length).toBeGreaterThan(25);
    const before = new Map<string, { status: number; text: string }>();
    for (const path of reads) before.set(path, await call('GET', path, { token, skipContractCheck: true }));

    expect(await copyTable(SOURCE, COPY)).toBeGreaterThan(5);
    adoptedUrl = await startAdopted();
    const onCopy = apiClient(() => adoptedUrl);
    const normalize = (text: string, base: string) => text.replaceAll(base, '<base>').replace(/"request_id":"[^"]*"/g, '"request_id":"<id>"');
    let ok = 0;
    for (const path of reads) {
      const answer = await onCopy('GET', path, { token, skipContractCheck: true });
      const original = before.get(path)!;
      expect({ path, status: answer.status, body: normalize(answer.text, adoptedUrl) }).toEqual({ path, status: original.status, body: normalize(original.text, baseUrl()) });
      if (answer.status === 200) ok++;
    }
    expect(ok).toBeGreaterThan(20);

    // What a restore loses and the adopt setting re-applies (in AWS: infra/cdk/adopted-table.ts).
    const { Table } = await client.send(new DescribeTableCommand({ TableName: COPY }));
    expect(Table!.StreamSpecification?.StreamEnabled).toBe(true);
    const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: COPY }));
    expect(TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED');
    expect(TimeToLiveDescription?.AttributeName).toBe(TABLE.ttlAttribute);
  }, 120_000);
});
