// Its own table: the seed writes the organization `acme`, which other files may also name. A new
// one each run: on a reused DynamoDB Local (npm run check, DYNAMODB_ENDPOINT) the last run's
// changeOwnPassword example has changed the password the login example sends.
process.env.TABLE_NAME = `learning-people-examples-live-${Math.random().toString(36).slice(2, 10)}`;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { LOCAL_EXPLORER_PATH } from '../../infra/local/explorer';
import { startGateway, type RunningGateway } from '../../infra/local/gateway';
import type { SeededOrg } from '../../infra/local/seed';
import { EXAMPLE_ORG, seedExampleOrganization } from '../../infra/local/seed-examples';
import { createTableIfMissing } from '../../shared/db/create-table';
import { enrollmentId } from '../../shared/learning/enrollments-store';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { EX, EXAMPLE_SLUG } from '../../shared/schemas/example-ids';
import { apiClient, type Call } from '../support/http';

/**
 * Examples that work (#31 §4): every request example of the published document, sent as it is
 * (its path and query parameters' examples, its body's example, an Idempotency-Key where the
 * operation takes one) to the local gateway with the demo data `npm start` seeds, answers the
 * operation's documented success status. The credential is the one the README names: the
 * `acme` organization's administrator api-key from `.local/dev-credentials.json`; an operation
 * on `me` (which an api-key is not) uses the session the login example returns. The one order
 * the examples need: changeOwnPassword last (it ends that session and changes the password the
 * login example sends). Every answer is also checked against the document (test/support/contract.ts).
 */
const doc = buildOpenApiDocument();
let gateway: RunningGateway | undefined;
let acme: SeededOrg;
let call: Call;

beforeAll(async () => {
  const client = localClient(process.env.DYNAMODB_ENDPOINT!);
  await createTableIfMissing(client, process.env.TABLE_NAME!);
  client.destroy();
  // What `npm start` seeds for the example organization (seedDemoData's last step), alone: the
  // other demo organizations are not what the examples name.
  acme = await seedExampleOrganization();
  gateway = await startGateway({ docsUrl: `http://docs.test${LOCAL_EXPLORER_PATH}` });
  call = apiClient(() => gateway!.baseUrl);
});
afterAll(async () => {
  await gateway?.close();
});

interface Operation {
  operationId: string;
  parameters?: Array<{ $ref?: string; name?: string; in?: string; example?: unknown }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
  security?: unknown[];
}

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);
type Example = (typeof operations)[number];

const LAST = 'changeOwnPassword';
const ordered = [...operations.filter((o) => o.op.operationId !== LAST), ...operations.filter((o) => o.op.operationId === LAST)];

const examplesIn = (op: Operation, location: 'path' | 'query') =>
  Object.fromEntries((op.parameters ?? []).filter((p) => p.in === location && p.example !== undefined).map((p) => [p.name!, p.example]));

const isMe = ({ path, op }: Example) => path.includes('/users/me/') || examplesIn(op, 'path').id === 'me';

let session: string | undefined;

async function sendExample(example: Example) {
  const { path, method, op } = example;
  const params = examplesIn(op, 'path');
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = Object.fromEntries(Object.entries(examplesIn(op, 'query')).map(([k, v]) => [k, String(v)]));
  const body = op.requestBody?.content['application/json']?.example;
  const headers: Record<string, string> = {};
  if ((op.parameters ?? []).some((p) => p.$ref?.endsWith('/IdempotencyKey'))) headers['Idempotency-Key'] = crypto.randomUUID();
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  const token = isPublic ? undefined : isMe(example) ? session : acme.admin_api_key;
  return call(method, filled, { token, query, headers, ...(body !== undefined ? { body } : {}) });
}

const successStatus = (op: Operation) => Number(Object.keys(op.responses).find((status) => /^[23]\d\d$/.test(status)));

describe('every request example of the document succeeds against npm start\'s demo data (#31 §4)', () => {
  it('the example ids are the example organization\'s (enrollment ids are derived from their user and content)', () => {
    expect(EXAMPLE_ORG.slug).toBe(EXAMPLE_SLUG);
    expect(EX.enrollmentId).toBe(enrollmentId(EXAMPLE_SLUG, EX.userId, 'course', EX.courseId));
    expect(EX.trackEnrollmentId).toBe(enrollmentId(EXAMPLE_SLUG, EX.userId, 'track', EX.trackId));
    // Every path parameter and body of the document names the example organization.
    for (const { op } of operations) if ('slug' in examplesIn(op, 'path')) expect(examplesIn(op, 'path').slug, op.operationId).toBe(EXAMPLE_SLUG);
  });

  it('sends each one as it is, with the demo credential the README names, and gets the documented success status', async () => {
    // The login example's session: what an operation on `me` is sent with.
    const login = ordered.find((o) => o.op.operationId === 'login')!;
    const signedIn = await sendExample(login);
    expect(signedIn.status, signedIn.text).toBe(200);
    session = signedIn.body.token;

    const failures: string[] = [];
    for (const example of ordered) {
      const res = await sendExample(example);
      const expected = successStatus(example.op);
      if (res.status !== expected) failures.push(`${example.op.operationId} (${example.method} ${example.path}): ${res.status}, documented ${expected}: ${res.text.slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
    expect(ordered.length).toBeGreaterThan(60);
    // Generous: each operation's first request imports its handler (~75 of them); on a loaded
    // 2-core machine that alone has taken 50 s.
  }, 240_000);
});
