import { resolve } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context, Handler } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext, proxyEvent } from '../../infra/local/events';
import { createRouter, type Match } from '../../infra/local/router';
import { toAuthorizerContext, type Principal } from '../../shared/http/principal';
import { db } from '../../shared/db/client';
import { newId } from '../../shared/db/ids';
import { createHandler } from '../../shared/http/handler';
import { respond, respondPage } from '../../shared/http/results';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import { createArea, legacyAreas, listAreas } from '../../shared/organization/routes';
import type { LambdaRoute } from '../../shared/http/route-types';

/**
 * The handler shell on its own (security #16): each function's module invoked directly with the
 * event API Gateway would send, so nothing in front of it (the authorizer's policy, the local
 * gateway) can hide a missing rule. The gateway-level suites cannot see these: a request to
 * another organization never reaches a function there.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const match = createRouter(ROUTES);

const principalOf = (org: string): Principal => ({
  org,
  role: 'admin',
  userId: newId(),
  credentialId: newId(),
  kind: 'session',
  passwordChangeRequired: false,
});

/** The REST proxy event of a request, with the authorizer context of `principal`. */
function eventFor(route: LambdaRoute, slug: string, principal: Principal, body: string | null = null): APIGatewayProxyEvent {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'slug' ? slug : newId()));
  const found = match(route.method, path) as Match;
  expect(found?.route.id).toBe(route.id);
  const headers: Record<string, string> = { host: 'api.example', 'content-type': 'application/json', 'idempotency-key': newId() };
  const request = { method: route.method, path, query: new URLSearchParams(), headers, body, sourceIp: '127.0.0.1', domainName: 'api.example' };
  return proxyEvent(request, found, `req-${newId()}`, { ...toAuthorizerContext(principal), principalId: principal.credentialId });
}

async function invoke(handler: Handler, event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  return (await handler(event, lambdaContext('shell-test') as Context, () => undefined)) as APIGatewayProxyResult;
}

/** Every DynamoDB command the process sends, whoever sends it. */
const commands: string[] = [];
const RECORDER = 'shell-test-every-command';
beforeAll(() => {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      commands.push((context as { commandName?: string }).commandName ?? '?');
      return next(args);
    },
    { step: 'initialize', name: RECORDER },
  );
});
afterAll(() => void db().middlewareStack.remove(RECORDER));

describe("the shell refuses another organization's credential before anything runs (every non-public route)", () => {
  const routes = LAMBDA_ROUTES.filter((r) => r.roles !== 'public');

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: org A on a path of org B → 403 org_mismatch, no DynamoDB call', async (_name, route) => {
    const { handler } = (await import(resolve(REPO_ROOT, route.handler))) as { handler: Handler };
    // A body the route would accept as JSON: the refusal must not depend on validation failing.
    const event = eventFor(route, 'org-b', principalOf('org-a'), route.request?.body ? '{}' : null);
    commands.length = 0;
    const response = await invoke(handler, event);
    expect(response.statusCode, response.body).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'org_mismatch' });
    // The implementation never ran: not one read or write of organization B (or anything else).
    expect(commands).toEqual([]);
  });
});

describe('responses leave through the route schema only', () => {
  const slug = 'org-a';
  const principal = principalOf(slug);
  const area = { id: newId(), name: 'Operations', created_at: '2030-01-01T00:00:00.000Z', updated_at: '2030-01-01T00:00:00.000Z' };
  /** What a careless data layer could hand back: storage keys, a secret, a field nobody declared. */
  const leaky = { ...area, pk: `ORG#${slug}#AREA`, sk: area.id, gsi1pk: `ORG#${slug}#X`, password_hash: 'scrypt$16384$8$1$salt$hash', internal_note: 'undeclared' };
  const UNDECLARED = ['pk', 'sk', 'gsi1pk', 'password_hash', 'internal_note'];

  const expectOnlyDeclared = (item: Record<string, unknown>) => {
    for (const field of UNDECLARED) expect(item, field).not.toHaveProperty(field);
    expect(item).toEqual(area);
  };

  it('an item route strips undeclared attributes', async () => {
    const handler = createHandler(createArea, async () => respond(leaky, 201));
    const response = await invoke(handler, eventFor(createArea, slug, principal, JSON.stringify({ name: 'Operations' })));
    expect(response.statusCode, response.body).toBe(201);
    expectOnlyDeclared(JSON.parse(response.body));
    expect(response.body).not.toMatch(/ORG#|scrypt/);
  });

  it('a page route strips them from every result', async () => {
    const handler = createHandler(listAreas, async () => respondPage({ items: [leaky, leaky], nextCursor: null }));
    const response = await invoke(handler, eventFor(listAreas, slug, principal));
    expect(response.statusCode, response.body).toBe(200);
    const body = JSON.parse(response.body);
    expect(body.results).toHaveLength(2);
    for (const item of body.results) expectOnlyDeclared(item);
    expect(response.body).not.toMatch(/ORG#|scrypt/);
  });

  it('a legacy bare-array route strips them from every element', async () => {
    const handler = createHandler(legacyAreas, async () => respond([leaky]));
    const response = await invoke(handler, eventFor(legacyAreas, slug, principal));
    expect(response.statusCode, response.body).toBe(200);
    const body = JSON.parse(response.body);
    expect(body).toHaveLength(1);
    expectOnlyDeclared(body[0]);
    expect(response.body).not.toMatch(/ORG#|scrypt/);
  });
});

describe('JSON bodies: Middy parses them, the one error middleware answers (api.md §3)', () => {
  const slug = 'org-a';
  const principal = principalOf(slug);
  const echo = createHandler(createArea, async ({ body }) => respond({ ...body, id: newId(), created_at: '2030-01-01T00:00:00.000Z', updated_at: '2030-01-01T00:00:00.000Z' }, 201));
  const withHeaders = (event: APIGatewayProxyEvent, headers: Record<string, string>) => ({ ...event, headers: { host: 'api.example', ...headers } });
  const errorCode = (response: APIGatewayProxyResult) => [response.statusCode, JSON.parse(response.body).code];

  it('unreadable JSON → 400 invalid_json; another media type → 415 unsupported_media_type; no body → 400 validation_failed', async () => {
    expect(errorCode(await invoke(echo, eventFor(createArea, slug, principal, '{"name":')))).toEqual([400, 'invalid_json']);
    const text = withHeaders(eventFor(createArea, slug, principal, 'name=x'), { 'Content-Type': 'text/plain' });
    expect(errorCode(await invoke(echo, text))).toEqual([415, 'unsupported_media_type']);
    const noType = withHeaders(eventFor(createArea, slug, principal, '{"name":"x"}'), {});
    expect(errorCode(await invoke(echo, noType))).toEqual([415, 'unsupported_media_type']);
    const missing = withHeaders(eventFor(createArea, slug, principal, ''), { 'content-type': 'application/json' });
    expect(errorCode(await invoke(echo, { ...missing, isBase64Encoded: true }))).toEqual([400, 'validation_failed']);
  });

  it('reads any spelling of Content-Type and base64 bodies; another JSON-based type is 415 (#45)', async () => {
    const patch = withHeaders(eventFor(createArea, slug, principal, '{"name":"Ops"}'), { 'Content-Type': 'application/merge-patch+json' });
    expect(errorCode(await invoke(echo, patch))).toEqual([415, 'unsupported_media_type']);
    const upper = withHeaders(eventFor(createArea, slug, principal, '{"name":"Ops"}'), { 'CONTENT-TYPE': 'Application/JSON; charset=utf-8' });
    const base64 = { ...eventFor(createArea, slug, principal, Buffer.from('{"name":"Ops"}').toString('base64')), isBase64Encoded: true };
    for (const event of [upper, base64]) {
      const response = await invoke(echo, event);
      expect(response.statusCode, response.body).toBe(201);
      expect(JSON.parse(response.body)).toMatchObject({ name: 'Ops' });
    }
  });
});
