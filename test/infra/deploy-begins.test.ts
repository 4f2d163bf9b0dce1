import { randomBytes } from 'node:crypto';
import * as sdk from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';
import { localClient } from '../../infra/local/dynamodb-local';
import { CHECK_TYPE, decideBegin, dynamoRecords, type GuardEvent } from '../../infra/cdk/data-level-guard-handler';

/**
 * The stack's DeployBegins resource (infra/cdk/data-level-guard-handler.ts, decideBegin) against
 * DynamoDB Local, with the deployment store the runner closes the record with: a deploy begins
 * for a new release; CloudFormation rolling a failed deploy back to the release that closed the
 * last one closes it again; a release without the resource taking over makes the next deploy a
 * beginning whatever its fingerprint. Its own table: the record is table-wide.
 */
const TABLE = useOwnTable('deploy-begins');
const { beginDeployment, closeDeployment, readDeployment } = await import('../../shared/tenancy/deployment-store');

const client = localClient(inject('dynamoEndpoint'));
const records = dynamoRecords(sdk, client);
afterAll(() => {
  client.destroy();
});

const event = (RequestType: GuardEvent['RequestType'], Fingerprint: string, OlderCounts = 'true'): GuardEvent =>
  ({
    RequestType,
    ResourceType: CHECK_TYPE,
    ResourceProperties: { Parameter: '/learning-people/test/data-level', TableName: TABLE, OlderCounts, Fingerprint },
    LogicalResourceId: 'DataLevelGuardBegin',
    StackId: 'stack',
    RequestId: randomBytes(4).toString('hex'),
    ResponseURL: 'http://unused',
  }) as unknown as GuardEvent;

describe('a deploy begins (the stack resource), and what a rollback does', () => {
  it('begins for a new release, closes again on a rollback to the release that closed the last deploy, begins after a release without the resource', async () => {
    expect(await decideBegin(event('Create', 'f1'), records)).toContain('deploy begun');
    const first = await readDeployment(true);
    expect(first).toMatchObject({ open: true, olderCounts: true });
    // The deploy's run reconciles and closes it.
    expect(await closeDeployment(first.generation)).toBe(true);

    // The next release (f2) begins; its deploy fails and CloudFormation rolls back to f1.
    await decideBegin(event('Update', 'f2'), records);
    expect(await readDeployment(true)).toMatchObject({ generation: first.generation + 1, open: true });
    expect(await decideBegin(event('Update', 'f1'), records)).toContain('closed (rollback)');
    expect((await readDeployment(true)).open).toBe(false);

    // An older release without the guard takes the table over (its template deletes it): its
    // writes are not known to be counted, so f1 coming back (a Create) begins a deploy, told what that release did.
    expect(await decideBegin(event('Delete', 'f1'), records)).toBe('');
    await decideBegin(event('Create', 'f1', 'false'), records);
    expect(await readDeployment(true)).toMatchObject({ generation: first.generation + 2, open: true, olderCounts: false });
  });

  it('a deploy begun by hand (npm run migrate -- --begin) and closed leaves no fingerprint a rollback could match', async () => {
    const generation = await beginDeployment(true);
    await closeDeployment(generation);
    await decideBegin(event('Update', 'f1'), records);
    expect(await readDeployment(true)).toMatchObject({ generation: generation + 1, open: true });
  });

  it('the check begins the deploy only when it passes: a refused release opens nothing', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/signed`;
    const { handle } = await import('../../infra/cdk/data-level-guard-handler');
    const store = (recorded: number) => ({ read: async () => recorded, write: async () => undefined });
    const closed = await readDeployment(true);
    if (closed.open) await closeDeployment(closed.generation);
    const checked = (level: number) => ({ ...event('Update', `f-${level}`), ResponseURL: url, ResourceProperties: { ...event('Update', `f-${level}`).ResourceProperties, Level: String(level) } }) as GuardEvent;
    expect((await handle(checked(3), store(5), records)).Status).toBe('FAILED');
    expect((await readDeployment(true)).open).toBe(false);
    expect((await handle(checked(5), store(5), records)).Reason).toContain('deploy begun');
    expect((await readDeployment(true)).open).toBe(true);
    server.close();
  });
});

