// unit: needs no DynamoDB Local (vitest.config.ts)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardSource } from '../../infra/cdk/data-level-guard';
import { CHECK_TYPE, decide, handle, RECORD_TYPE, type GuardEvent, type LevelStore } from '../../infra/cdk/data-level-guard-handler';

/**
 * The data-level guard's handler (#40 §7; infra/cdk/data-level-guard-handler.ts): what the check
 * and the record answer CloudFormation for each deploy, rollback and delete, against an in-memory
 * parameter store; the answer is PUT to a local server standing in for CloudFormation's URL.
 */
const PARAMETER = '/learning-people/test/data-level';

/** SSM Parameter Store for one parameter, counting writes. */
function memoryStore(initial?: number): LevelStore & { value: number | undefined; writes: number } {
  const store = {
    value: initial,
    writes: 0,
    read: async () => store.value,
    write: async (_name: string, level: number) => {
      store.value = level;
      store.writes++;
    },
  };
  return store;
}

let server: Server;
const answers: Array<Record<string, unknown>> = [];
/** The handler's log lines (one JSON line per event: the function's log group). */
const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      answers.push({ method: request.method, contentType: request.headers['content-type'], ...JSON.parse(body) });
      response.end();
    });
  });
  // Idle connections are fetch's to close (infra/local/gateway.ts says why: ECONNRESET under load).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => server.close());

const event = (
  type: typeof CHECK_TYPE | typeof RECORD_TYPE,
  requestType: GuardEvent['RequestType'],
  level: number,
  options: { allowOlder?: boolean; physicalId?: string } = {},
): GuardEvent => ({
  RequestType: requestType,
  ResourceType: type,
  ResourceProperties: { Parameter: PARAMETER, Level: String(level), AllowOlder: String(options.allowOlder ?? false), Environment: 'prod' },
  PhysicalResourceId: options.physicalId,
  LogicalResourceId: type === CHECK_TYPE ? 'DataLevelGuardCheck' : 'DataLevelGuardRecord',
  StackId: 'arn:aws:cloudformation:eu-west-1:123456789012:stack/LearningPeople-prod-Api/1',
  RequestId: 'r-1',
  ResponseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/answer`,
});

describe('the check (first in the stack update)', () => {
  it('lets the first guarded deploy through (nothing recorded yet) and a release at or above the recorded level', async () => {
    expect((await decide(event(CHECK_TYPE, 'Create', 5), memoryStore())).Status).toBe('SUCCESS');
    expect((await decide(event(CHECK_TYPE, 'Update', 5), memoryStore(5))).Status).toBe('SUCCESS');
    expect((await decide(event(CHECK_TYPE, 'Update', 6), memoryStore(5))).Status).toBe('SUCCESS');
  });

  it('refuses a release below the recorded level, naming both levels, the parameter, the runbook and the override', async () => {
    const store = memoryStore(6);
    const refused = await decide(event(CHECK_TYPE, 'Update', 5), store);
    expect(refused.Status).toBe('FAILED');
    expect(refused.Reason).toContain('This release knows data level 5, but prod has run data level 6');
    expect(refused.Reason).toContain(PARAMETER);
    expect(refused.Reason).toContain('docs/operations.md ("Roll back")');
    expect(refused.Reason).toContain('-c allowOlderThanDataLevel=true');
    expect(store.writes).toBe(0);
  });

  it('lets it through with the override, and writes nothing', async () => {
    const store = memoryStore(6);
    const allowed = await decide(event(CHECK_TYPE, 'Update', 5, { allowOlder: true }), store);
    expect(allowed).toMatchObject({ Status: 'SUCCESS', Reason: expect.stringContaining('allowOlderThanDataLevel') });
    expect(store).toMatchObject({ value: 6, writes: 0 });
  });

  it("passes CloudFormation's rollback of a refused or failed update: the previous (higher) level against an unchanged record", async () => {
    // A refused 6 → 5: the rollback sends the check its previous properties, level 6.
    expect((await decide(event(CHECK_TYPE, 'Update', 6), memoryStore(6))).Status).toBe('SUCCESS');
    // A failed 5 → 6 never reached the record (it is last): the rollback's level 5 meets 5.
    expect((await decide(event(CHECK_TYPE, 'Update', 5), memoryStore(5))).Status).toBe('SUCCESS');
  });

  it('refuses a level that is not one, rather than comparing NaN', async () => {
    const bad = { ...event(CHECK_TYPE, 'Update', 5), ResourceProperties: { Parameter: PARAMETER, Level: 'five' } };
    expect((await decide(bad, memoryStore(6))).Status).toBe('FAILED');
  });
});

describe('the record (last in the stack update)', () => {
  it('records the first level, raises it, and never lowers it (an override deploy leaves the newer level recorded)', async () => {
    const store = memoryStore();
    await decide(event(RECORD_TYPE, 'Create', 5), store);
    expect(store.value).toBe(5);
    await decide(event(RECORD_TYPE, 'Update', 6), store);
    expect(store.value).toBe(6);
    const lower = await decide(event(RECORD_TYPE, 'Update', 5), store);
    expect(lower.Status).toBe('SUCCESS');
    expect(store).toMatchObject({ value: 6, writes: 2 });
  });
});

describe('delete, and answering CloudFormation', () => {
  it('does nothing on Delete (the stack going, or a replaced resource cleaned up)', async () => {
    for (const type of [CHECK_TYPE, RECORD_TYPE] as const) {
      const store = memoryStore(6);
      expect((await decide(event(type, 'Delete', 1), store)).Status).toBe('SUCCESS');
      expect(store).toMatchObject({ value: 6, writes: 0 });
    }
  });

  it('PUTs the answer to the request URL with an empty content type (the URL is signed without one), keeping the physical id of an update', async () => {
    answers.length = 0;
    await handle(event(CHECK_TYPE, 'Update', 5, { physicalId: 'kept-id' }), memoryStore(6));
    expect(answers).toEqual([
      expect.objectContaining({ method: 'PUT', contentType: '', Status: 'FAILED', PhysicalResourceId: 'kept-id', RequestId: 'r-1', LogicalResourceId: 'DataLevelGuardCheck' }),
    ]);
    expect(JSON.parse(String(logged.mock.calls.at(-1)![0]))).toMatchObject({ level: 'ERROR', message: 'data-level guard', Status: 'FAILED', resource: CHECK_TYPE });
    answers.length = 0;
    await handle(event(RECORD_TYPE, 'Create', 5), memoryStore());
    expect(answers[0]).toMatchObject({ Status: 'SUCCESS', PhysicalResourceId: `${PARAMETER}#DataLevelGuardRecord` });
  });

  it('answers FAILED when the parameter cannot be read (CloudFormation would otherwise wait for its timeout)', async () => {
    answers.length = 0;
    const broken: LevelStore = { read: async () => Promise.reject(new Error('AccessDeniedException')), write: async () => undefined };
    expect((await handle(event(CHECK_TYPE, 'Update', 5), broken)).Status).toBe('FAILED');
    expect(answers[0]).toMatchObject({ Status: 'FAILED', Reason: 'data-level guard: AccessDeniedException' });
  });
});

describe('the inline code the stack deploys', () => {
  it('is this handler compiled to CommonJS: it loads without the SDK, exports the handler and decides the same', async () => {
    const source = guardSource();
    expect(source.length).toBeLessThan(4096);
    const module = { exports: {} as Record<string, any> };
    // The SDK is required only when the handler runs (the runtime has it); loading needs none.
    runInNewContext(source, { module, exports: module.exports, require: createRequire(import.meta.url), console, fetch, JSON, Number, String, Math, Error });
    expect(typeof module.exports.handler).toBe('function');
    const compiled = await module.exports.decide(event(CHECK_TYPE, 'Update', 5), memoryStore(6));
    expect(compiled).toEqual(await decide(event(CHECK_TYPE, 'Update', 5), memoryStore(6)));
  });
});
