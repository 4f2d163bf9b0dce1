import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { LAMBDA_ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';

/**
 * Issue 9.2 (BOLA): every route with an id in its path, called by organization A with an id
 * that exists in organization B, is refused exactly as for an id that exists nowhere, and
 * writes nothing. Generated from the route table: a new id parameter needs a fixture below.
 */
const { call } = useGateway();
const recorder = recordWrites();
let a: TestOrg;
let b: TestOrg;
const foreign: Record<string, string> = {};

/** How to create, in organization B, a real object for each kind of path id. */
const FIXTURES: Record<string, (org: TestOrg) => Promise<string>> = {
  key_id: async (org) => (await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'b' } })).body.id,
  position_category_id: async (org) =>
    (await call('POST', `/org/${org.slug}/organizations/position-categories/`, { token: org.adminKey, body: { name: 'b' } })).body.id,
  id: async (org) => (await insertUser(org.slug)).id,
  user_id: async (org) => (await insertUser(org.slug)).id,
  enrollment_id: async (org) => {
    const user = await insertUser(org.slug);
    const course = await call('POST', `/org/${org.slug}/learning/courses/`, { token: org.adminKey, body: { title: 'b' } });
    const assign = await call('POST', `/org/${org.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, {
      token: org.adminKey,
      body: { course_id: course.body.id, user_ids: [user.id] },
    });
    return assign.body.assigned[0].enrollment_id;
  },
  request_id: async (org) => {
    const user = await insertUser(org.slug);
    await call('PUT', `/org/${org.slug}/timeoff/balances/${user.id}/`, { token: org.adminKey, body: { vacation: 10 } });
    const created = await call('POST', `/org/${org.slug}/timeoff/requests/`, {
      token: org.adminKey,
      body: { type: 'vacation', start_date: '2031-03-03', end_date: '2031-03-04', user_id: user.id },
    });
    return created.body.id;
  },
};

/** A valid body for each route that takes one, so the request reaches the ownership check. */
const BODIES: Record<string, unknown> = {
  replacePositionCategory: { name: 'hijacked' },
  legacyUpdateUser: { first_name: 'Hijacked' },
  setUserPassword: { password: 'hijacked password 123' },
  setUserCustomFields: { custom_fields: {} },
  legacySetUserCustomFields: { custom_fields: {} },
  reportEnrollmentProgress: { progress: 50 },
  replaceTimeOffBalances: { vacation: 99 },
};

const idParams = (route: LambdaRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((n) => n !== 'slug');
const ROUTES_WITH_IDS = LAMBDA_ROUTES.filter((r) => idParams(r).length > 0);

beforeAll(async () => {
  [a, b] = await Promise.all([newTestOrg(), newTestOrg()]);
  const needed = new Set(ROUTES_WITH_IDS.flatMap(idParams));
  for (const param of needed) {
    const fixture = FIXTURES[param];
    if (fixture) foreign[param] = await fixture(b);
  }
});
afterAll(() => recorder.stop());

describe("another organization's ids are refused and reveal nothing", () => {
  for (const route of ROUTES_WITH_IDS) {
    it(`${route.method} ${route.path}`, async () => {
      for (const param of idParams(route)) expect(FIXTURES[param], `add a BOLA fixture for {${param}}`).toBeDefined();
      if (route.request?.body) expect(BODIES, `add a BOLA body for ${route.id}`).toHaveProperty(route.id);
      const path = (ids: Record<string, string>) => route.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === 'slug' ? a.slug : ids[n]!));
      const body = BODIES[route.id];

      recorder.clear();
      const withForeignId = await call(route.method, path(foreign), { token: a.adminKey, body });
      const withUnknownId = await call(route.method, path(Object.fromEntries(idParams(route).map((n) => [n, newId()]))), { token: a.adminKey, body });
      const where = `${route.id}: ${withForeignId.status} ${withForeignId.text.slice(0, 200)}`;

      expect([403, 404], where).toContain(withForeignId.status);
      expect({ status: withForeignId.status, code: withForeignId.body?.code }, where).toEqual({
        status: withUnknownId.status,
        code: withUnknownId.body?.code,
      });
      expect(recorder.writes.filter((w) => w.keys.some((k) => k.startsWith(`ORG#${b.slug}#`))), where).toEqual([]);
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
