import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { logSink, setLogLevel } from '../../shared/observability/log';
import { afterIdempotencyClaim, alongsideFailedCondition, injectFailures, type FailureKind } from '../support/faults';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * #33 §14: the database throttling past the SDK's retries, answering 5xx or out of reach is not
 * the request's fault and not a bug: 503 `service_unavailable` with `Retry-After` (documented on
 * every operation: the contract check of every call below), a log line and a metric, never a
 * 500; an Idempotency-Key claimed by a request that then met the failure runs again on retry.
 */
const { call } = useGateway();
let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
});

const areas = (slug: string) => `/org/${slug}/organizations/areas/`;
const KINDS: FailureKind[] = ['throttled', 'server-error', 'unreachable'];

function expect503(res: { status: number; body: any; headers: Headers; text: string }, code = 'service_unavailable') {
  expect(res.status, res.text).toBe(503);
  expect(res.body.code).toBe(code);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(res.text).not.toMatch(/Exception|ECONNREFUSED|InternalServerError|stack/);
}

describe('a database that fails past the retries answers 503 with Retry-After, never 500', () => {
  it.each(KINDS)('%s: a list and a create (the handler reads and writes)', async (kind) => {
    const org = await newTestOrg();
    // The authorizer's reads go through; the handler's calls (Query, TransactWrite) fail.
    remove = injectFailures(kind, (command) => command === 'QueryCommand' || command === 'TransactWriteItemsCommand' || command === 'PutItemCommand').remove;
    expect503(await call('GET', areas(org.slug), { token: org.adminKey }));
    expect503(await call('POST', areas(org.slug), { token: org.adminKey, body: { name: 'Ops' } }));
  });

  it('the authorizer meeting the failure is a 503 too (API Gateway AUTHORIZER_FAILURE), and so is a public route', async () => {
    const org = await newTestOrg();
    remove = injectFailures('unreachable').remove;
    expect503(await call('GET', areas(org.slug), { token: org.adminKey }));
    expect503(await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: 'someone@example.com', password: 'whatever-password' } }));
  });

  it('is logged as a dependency failure with its kind, correlated by request id', async () => {
    const org = await newTestOrg();
    const lines: string[] = [];
    const previous = logSink.write;
    logSink.write = (line) => void lines.push(line);
    setLogLevel('error');
    try {
      remove = injectFailures('throttled', (command) => command === 'QueryCommand').remove;
      const res = await call('GET', areas(org.slug), { token: org.adminKey });
      expect503(res);
      const line = lines.map((l) => JSON.parse(l)).find((l) => l.message === 'dependency failure' && JSON.stringify(l).includes(res.body.request_id));
      expect(line).toMatchObject({ dependency: 'dynamodb', kind: 'throttled', level: 'ERROR' });
    } finally {
      logSink.write = previous;
      setLogLevel('silent');
    }
  });

  it.each(KINDS)('%s after the Idempotency-Key was claimed: the key is not left locked, the retry with it runs', async (kind) => {
    const org = await newTestOrg();
    const key = `k-${newId()}`;
    const request = { token: org.adminKey, body: { name: `Ops ${key}` }, headers: { 'Idempotency-Key': key } };
    // Every call after the claim fails, the release of the claim included.
    const injected = injectFailures(kind, afterIdempotencyClaim());
    remove = injected.remove;
    expect503(await call('POST', areas(org.slug), request));
    expect(injected.failed()).toBeGreaterThan(1);
    injected.remove();
    remove = undefined;
    const retry = await call('POST', areas(org.slug), request);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    // And that answer is the key's from now on.
    const replay = await call('POST', areas(org.slug), request);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(retry.body.id);
  });

  it('the work done but its answer not stored (the database gone in between): the retry replays it, never runs it twice', async () => {
    const org = await newTestOrg();
    const key = `k-${newId()}`;
    const request = { token: org.adminKey, body: { name: `Ops ${key}` }, headers: { 'Idempotency-Key': key } };
    // Only the write that stores the answer on the key's record fails.
    remove = injectFailures('unreachable', (command, input) => command === 'UpdateItemCommand' && input.Key?.sk === 'IDEMPOTENCY').remove;
    const first = await call('POST', areas(org.slug), request);
    expect(first.status, first.text).toBe(201);
    remove();
    remove = undefined;
    const retry = await call('POST', areas(org.slug), request);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toBe(first.body.id);
    const list = await call('GET', areas(org.slug), { token: org.adminKey });
    expect(list.body.results.filter((a: { name: string }) => a.name === `Ops ${key}`)).toHaveLength(1);
  });
});

describe('what is, and is not, a dependency failure (tests that guard the guards, #45)', () => {
  it('the database out of reach as Node reports it (every address refused: an AggregateError in `cause`) is a 503 too', async () => {
    const org = await newTestOrg();
    remove = injectFailures('unreachable-wrapped', (command) => command === 'QueryCommand').remove;
    expect503(await call('GET', areas(org.slug), { token: org.adminKey }));
  });

  it('a transaction refused by a failed condition is never retried as a conflict, even with a conflict on another item: one call, the refusal', async () => {
    const org = await newTestOrg();
    const body = { key: 'shirt_size', name: 'Shirt size', type: 'text' };
    expect((await call('POST', `/org/${org.slug}/custom-fields/`, { token: org.adminKey, body })).status).toBe(201);
    // The key lock's condition fails (the key is taken); DynamoDB also reports the definition's item as in conflict.
    const alongside = alongsideFailedCondition('TransactionConflict');
    remove = alongside.remove;
    const again = await call('POST', `/org/${org.slug}/custom-fields/`, { token: org.adminKey, body });
    expect(again.status, again.text).toBe(409);
    expect(again.body.code).toBe('custom_field_key_taken');
    expect(again.headers.get('retry-after')).toBeNull();
    expect(alongside.calls()).toBe(1);
  });

  it('a failed condition the code does not expect, with a throttled item alongside, is no 503: retrying cannot change it', async () => {
    const org = await newTestOrg();
    // The definition's own Put refused by its condition (an id already taken: a bug, not the caller's fault or the database's).
    remove = injectFailures('condition-failed-and-throttled', (command) => command === 'TransactWriteItemsCommand').remove;
    const res = await call('POST', `/org/${org.slug}/custom-fields/`, { token: org.adminKey, body: { key: 'shirt_size', name: 'Shirt size', type: 'text' } });
    expect(res.status, res.text).toBe(500);
    expect(res.body.code).toBe('internal_error');
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
