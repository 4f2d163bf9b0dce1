import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathParams } from '../../infra/local/examples';
import { createWorld } from '../../infra/local/fixtures';
import { newId } from '../../shared/db/ids';
import { fillPath } from '../../shared/http/request-url';
import { LAMBDA_ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';

/**
 * Issue 9.2 (BOLA): every route with an id in its path, called by organization A with an id
 * that exists in organization B, is refused exactly as for an id that exists nowhere, and
 * writes nothing. Generated from the route table: the ids are made in B by the example
 * fixtures (infra/local/examples.ts), the body is the route's example.
 */
const { call, baseUrl } = useGateway();
const recorder = recordWrites();
let a: TestOrg;
const foreign = new Map<string, Record<string, string>>();

/** SCIM discovery's resource types and schemas are the same in every organization: no organization's object, nothing to isolate. */
const SHARED = new Set(['slug', 'resource_type_id', 'schema_id']);
const idParams = (route: LambdaRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((n) => !SHARED.has(n));
const ROUTES_WITH_IDS = LAMBDA_ROUTES.filter((r) => idParams(r).length > 0);

beforeAll(async () => {
  a = await newTestOrg();
  const b = await createWorld(baseUrl());
  for (const route of ROUTES_WITH_IDS) foreign.set(route.id, await pathParams(b, route));
}, 120_000);
afterAll(() => recorder.stop());

describe("another organization's ids are refused and reveal nothing", () => {
  for (const route of ROUTES_WITH_IDS) {
    it(`${route.method} ${route.path}`, async () => {
      const { slug: b, ...ids } = foreign.get(route.id)!;
      const body = route.example?.body;
      if (route.request?.body) expect(body, `${route.id} needs an example body`).toBeDefined();

      recorder.clear();
      const withForeignId = await call(route.method, fillPath(route.path, { ...ids, slug: a.slug }), { token: a.adminKey, body });
      const unknown = Object.fromEntries(idParams(route).map((n) => [n, newId()]));
      const withUnknownId = await call(route.method, fillPath(route.path, { ...unknown, slug: a.slug }), { token: a.adminKey, body });
      const where = `${route.id}: ${withForeignId.status} ${withForeignId.text.slice(0, 200)}`;

      expect([403, 404], where).toContain(withForeignId.status);
      expect({ status: withForeignId.status, code: withForeignId.body?.code }, where).toEqual({
        status: withUnknownId.status,
        code: withUnknownId.body?.code,
      });
      expect(recorder.writes.filter((w) => w.keys.some((k) => k.startsWith(`ORG#${b}#`))), where).toEqual([]);
    });
  }
});

describe("a collaborator cannot act on another collaborator's records", () => {
  it('enrollments, time-off requests and user records of a colleague are refused, unchanged', async () => {
    const org = await newTestOrg();
    const [me, colleague] = [await insertUser(org.slug), await insertUser(org.slug)];
    const login = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: me.email, password: me.password } });
    const token: string = login.body.token;

    const course = await call('POST', `/org/${org.slug}/learning/courses/`, { token: org.adminKey, body: { title: 'c' } });
    const assign = await call('POST', `/org/${org.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, {
      token: org.adminKey,
      body: { course_id: course.body.id, user_ids: [colleague.id] },
    });
    await call('PUT', `/org/${org.slug}/timeoff/balances/${colleague.id}/`, { token: org.adminKey, body: { vacation: 10 } });
    const request = await call('POST', `/org/${org.slug}/timeoff/requests/`, {
      token: org.adminKey,
      body: { type: 'vacation', start_date: '2031-03-03', end_date: '2031-03-04', user_id: colleague.id },
    });

    recorder.clear();
    const attempts = await Promise.all([
      call('GET', `/org/${org.slug}/users/${colleague.id}/`, { token }),
      call('POST', `/org/${org.slug}/learning/enrollments/${assign.body.assigned[0].enrollment_id}/progress/`, { token, body: { progress: 100 } }),
      call('GET', `/org/${org.slug}/timeoff/requests/${request.body.id}/`, { token }),
      call('POST', `/org/${org.slug}/timeoff/requests/${request.body.id}/cancel/`, { token }),
      call('DELETE', `/org/${org.slug}/timeoff/requests/${request.body.id}/`, { token }),
    ]);
    for (const res of attempts) expect([403, 404], res.text).toContain(res.status);
    expect(recorder.writes).toEqual([]);

    const still = await call('GET', `/org/${org.slug}/timeoff/requests/${request.body.id}/`, { token: org.adminKey });
    expect(still.body.status).toBe('pending');
  });
});
