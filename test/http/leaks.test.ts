import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/db/client';
import { FORBIDDEN_RESPONSE_HEADER } from '../../shared/http/headers';
import { logSink, setLogLevel } from '../../shared/observability/log';
import { ROUTES } from '../../shared/routes';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';

/**
 * Issue 9.6: no diagnostic headers; no error body with a stack trace, a table name, a key or
 * an ARN; secrets (api-keys, password hashes, session tokens, passwords) in no list and no
 * log line. Logs are captured through the logger's sink.
 */
const { call } = useGateway();
const lines: string[] = [];
let org: TestOrg;

beforeAll(async () => {
  logSink.write = (line: string) => void lines.push(line);
  setLogLevel('debug');
  org = await newTestOrg();
});
afterAll(() => {
  logSink.write = null;
  setLogLevel('silent');
});

const INTERNALS = (table: string) => new RegExp(`\\n\\s+at |\\.ts:\\d+|arn:aws|ORG#|${table}|pk|gsi\\dpk|password_hash|scrypt\\$`);

describe('secrets and internals never leak', () => {
  it('secrets issued by the API appear in no list and in no log line', async () => {
    const user = await insertUser(org.slug, { password: 'a very secret password' });
    const session = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: 'a very secret password' } });
    const key = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'leak check' } });
    const secrets = [session.body.token, key.body.key, org.adminKey, 'a very secret password'];

    const lists = await Promise.all(
      ROUTES.filter((r) => r.kind === 'lambda' && r.method === 'GET' && !r.path.includes('{', r.path.indexOf('{slug}') + 1))
        .filter((r) => r.path.startsWith('/org/'))
        .map((r) => call('GET', r.path.replace('{slug}', org.slug), { token: org.adminKey })),
    );
    // Failures, so that error paths log too.
    await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: 'wrong wrong wrong' } });
    await call('GET', `/org/${org.slug}/api-keys/`, { token: key.body.key.slice(0, -3) + 'abc' });

    for (const res of lists) {
      for (const secret of secrets) expect(res.text).not.toContain(secret);
      expect(res.text).not.toMatch(/password_hash|token_hash|scrypt\$/);
    }
    const logs = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/scrypt\$/);
  });

  it('an unexpected failure answers 500 internal_error with nothing internal, and logs the detail', async () => {
    const table = process.env.TABLE_NAME!;
    const name = 'explode';
    db().middlewareStack.add(
      (next, context) => async (args) => {
        // Only the handler's list query fails; the authorizer's read goes through.
        if ((context as { commandName?: string }).commandName !== 'QueryCommand') return next(args);
        const error = new Error(`Requested resource not found: Table: arn:aws:dynamodb:us-east-1:123456789012:table/${table} pk=ORG#x`);
        error.name = 'ResourceNotFoundException';
        throw error;
      },
      { step: 'initialize', name },
    );
    try {
      lines.length = 0;
      const res = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: 'internal_error', request_id: expect.any(String) });
      expect(res.text).not.toMatch(INTERNALS(table));
      for (const name of res.headers.keys()) expect(name).not.toMatch(FORBIDDEN_RESPONSE_HEADER);
      // The operator still gets the detail, correlated by request id.
      expect(lines.some((l) => l.includes(res.body.request_id) && l.includes('ResourceNotFoundException'))).toBe(true);
    } finally {
      db().middlewareStack.remove(name);
    }
  });
});
