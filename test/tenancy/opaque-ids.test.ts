import { beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX_LENGTH, keyId, newId } from '../../shared/db/ids';
import { userKey } from '../../shared/directory/users-store';
import { LAMBDA_ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { assignCoursePath, assignTrackPath, newCourse, newTrack } from '../learning/support';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';

/**
 * Issue #17 §2 (api.md §1, docs/decisions/opaque-ids.md): an id is opaque. Any id within the
 * bound (1..128 characters, no `#`, control or bidirectional control characters) that names
 * nothing of the organization is unknown, whatever its shape: 404 `<resource>_not_found` in a
 * path, 422 `invalid_reference` (or the operation's documented code) in a body, skipped with
 * `user_not_found` in an assign, an empty page in a filter. Beyond the bound: 400.
 */
const { call } = useGateway();
const recorder = recordWrites();

/** Ids integrators migrating from other systems send: none of them is one of ours. */
const FOREIGN_IDS = [
  'emp-00042',
  '12345',
  '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b', // a UUID
  '01arz3ndektsv4rrffq69g5fav', // a lowercase ULID
  'ÄÖ', // non-ASCII: opaque too
  'HR 42', // a space
  'x'.repeat(ID_MAX_LENGTH), // exactly the bound
];
/** Beyond the bound: refused before anything is read. */
const OUT_OF_BOUND = [
  ['over-long', 'x'.repeat(ID_MAX_LENGTH + 1)],
  ['our key separator', 'emp#42'],
  ['a control character', 'emp\u000042'],
  ['a bidirectional override', 'emp\u202e42'],
] as const;

/**
 * A valid body for each route with a path id that takes one, so the request reaches the lookup:
 * the route's own example body, unless it names things that must exist (listed here instead).
 */
const BODIES: Record<string, unknown> = {
  replacePositionCategory: { name: 'renamed' },
  legacyUpdateUser: { first_name: 'Renamed' },
  setUserPassword: { password: 'a brand new password 123' },
  setUserCustomFields: { custom_fields: {} },
  legacySetUserCustomFields: { custom_fields: {} },
  reportEnrollmentProgress: { progress: 50 },
  replaceTimeOffBalances: { vacation: 9 },
};

const idParams = (route: LambdaRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((n) => n !== 'slug');
const ROUTES_WITH_IDS = LAMBDA_ROUTES.filter((r) => idParams(r).length > 0);

let org: TestOrg;
beforeAll(async () => {
  org = await newTestOrg();
});

describe('a path id of any shape that names nothing is 404 <resource>_not_found, never 400', () => {
  it('the route table has routes with path ids (the generated cases below are not vacuous)', () => {
    expect(ROUTES_WITH_IDS.length).toBeGreaterThanOrEqual(10);
  });

  for (const route of ROUTES_WITH_IDS) {
    it(`${route.method} ${route.path}`, async () => {
      const body = BODIES[route.id] ?? route.example?.body;
      if (route.request?.body) expect(body, `add a body for ${route.id}`).toBeDefined();
      const path = (id: string) => route.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === 'slug' ? org.slug : encodeURIComponent(id)));

      const unknownUlid = await call(route.method, path(newId()), { token: org.adminKey, body });
      expect(unknownUlid.status, unknownUlid.text).toBe(404);
      const documented = unknownUlid.body.code as string;
      expect(documented).toMatch(/_not_found$/);
      expect(route.errors ?? []).toContain(documented);

      recorder.clear();
      for (const id of FOREIGN_IDS) {
        const res = await call(route.method, path(id), { token: org.adminKey, body });
        expect({ id, status: res.status, code: res.body?.code }, res.text).toEqual({ id, status: 404, code: documented });
      }
      for (const [what, id] of OUT_OF_BOUND) {
        const res = await call(route.method, path(id), { token: org.adminKey, body });
        expect({ what, status: res.status, code: res.body?.code }, res.text).toEqual({ what, status: 400, code: 'validation_failed' });
      }
      expect(recorder.writes).toEqual([]);
    });
  }
});

describe('an id in a body that references nothing is 422 invalid_reference (or the documented code), never 400', () => {
  it('references of structure and users: positions, areas, users (create and update)', async () => {
    const user = await insertUser(org.slug);
    const cases: Array<[string, string, Record<string, unknown>, number, string]> = [];
    for (const id of FOREIGN_IDS) {
      cases.push(
        ['POST', 'organizations/positions/', { name: 'P', area_id: id }, 422, 'invalid_reference'],
        ['POST', 'organizations/positions/', { name: 'P', position_category_id: id }, 422, 'invalid_reference'],
        ['POST', 'organizations/areas/', { name: 'A', parent_id: id }, 422, 'invalid_reference'],
        ['POST', 'users/', { email: `n-${newId().toLowerCase()}@example.com`, first_name: 'N', last_name: 'U', headquarter_id: id }, 422, 'invalid_reference'],
        ['POST', 'users/update_user/', { id: user.id, position_id: id }, 422, 'invalid_reference'],
        ['POST', 'users/update_user/', { id, first_name: 'Nobody' }, 404, 'user_not_found'],
        ['POST', 'learning/tracks/', { title: 'T', course_ids: [id] }, 422, 'invalid_reference'],
        ['POST', assignCoursePath('').slice('/org//'.length), { course_id: id, user_ids: [user.id] }, 404, 'course_not_found'],
        ['POST', assignTrackPath('').slice('/org//'.length), { track_id: id, user_ids: [user.id] }, 404, 'track_not_found'],
        ['POST', 'timeoff/requests/', { type: 'vacation', start_date: '2031-03-03', end_date: '2031-03-04', user_id: id }, 404, 'user_not_found'],
        ['POST', 'attendance/marks/', { kind: 'in', user_id: id }, 404, 'user_not_found'],
      );
    }
    recorder.clear();
    for (const [method, rest, body, status, code] of cases) {
      const res = await call(method, `/org/${org.slug}/${rest}`, { token: org.adminKey, body });
      expect({ rest, body, status: res.status, code: res.body?.code }, res.text).toEqual({ rest, body, status, code });
    }
    expect(recorder.writes).toEqual([]);
  });

  it('beyond the bound, a body id is 400 validation_failed', async () => {
    for (const [what, id] of OUT_OF_BOUND) {
      const res = await call('POST', `/org/${org.slug}/organizations/positions/`, { token: org.adminKey, body: { name: 'P', area_id: id } });
      expect({ what, status: res.status, code: res.body?.code }).toEqual({ what, status: 400, code: 'validation_failed' });
    }
  });
});

describe('assign-course / assign-track: unknown user ids of any shape are skipped with user_not_found', () => {
  it('all unknown: 422 no_users_assigned with every id skipped, never 400', async () => {
    const course = await newCourse(call, org);
    const track = await newTrack(call, org, [course]);
    for (const [path, body] of [
      [assignCoursePath(org.slug), { course_id: course, user_ids: FOREIGN_IDS }],
      [assignTrackPath(org.slug), { track_id: track, user_ids: FOREIGN_IDS }],
    ] as const) {
      const res = await call('POST', path, { token: org.adminKey, body });
      expect(res.status, res.text).toBe(422);
      expect(res.body.code).toBe('no_users_assigned');
      expect(res.body.details).toEqual(expect.arrayContaining(FOREIGN_IDS.map((user_id) => ({ user_id, reason: 'user_not_found' }))));
    }
  });

  it('some unknown: the known ones are assigned, the others skipped with user_not_found', async () => {
    const course = await newCourse(call, org);
    const track = await newTrack(call, org, [course]);
    const [ana, luis] = [await insertUser(org.slug), await insertUser(org.slug)];
    for (const [path, body] of [
      [assignCoursePath(org.slug), { course_id: course, user_ids: ['emp-00042', ana.id, 'ÄÖ'] }],
      [assignTrackPath(org.slug), { track_id: track, user_ids: ['12345', luis.id] }],
    ] as const) {
      const res = await call('POST', path, { token: org.adminKey, body });
      expect(res.status, res.text).toBe(200);
      const known = body.user_ids.filter((id) => id === ana.id || id === luis.id);
      expect(res.body.assigned.map((a: { user_id: string }) => a.user_id)).toEqual(known);
      expect(res.body.skipped).toEqual(
        body.user_ids.filter((id) => !known.includes(id)).map((user_id) => ({ user_id, reason: 'user_not_found' })),
      );
    }
  });

  it('a user id beyond the bound is 400 validation_failed for the whole call', async () => {
    const course = await newCourse(call, org);
    const user = await insertUser(org.slug);
    for (const [what, id] of OUT_OF_BOUND) {
      const res = await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user.id, id] } });
      expect({ what, status: res.status, code: res.body?.code }).toEqual({ what, status: 400, code: 'validation_failed' });
    }
  });
});

describe('a filter naming an id of any shape that names nothing matches nothing: an empty page', () => {
  const RANGE = { from_date: '2026-03-02', to_date: '2026-03-06' };
  const FILTERS: Array<[string, Record<string, string>]> = [
    ['users/', { area_id: '' }],
    ['learning/enrollments/', { user_id: '' }],
    ['learning/enrollments/', { content_id: '' }],
    ['timeoff/requests/', { user_id: '' }],
    ['timeoff/balances/', { user_id: '' }],
    ['reports/attendance/marks/', { ...RANGE, user_id: '' }],
    ['reports/attendance/daily/', { ...RANGE, user_id: '' }],
    ['reports/attendance/absences/', { ...RANGE, user_id: '' }],
    ['reports/attendance/summary/', { ...RANGE, user_id: '' }],
  ];

  it('users, enrollments, time off, attendance reports', async () => {
    // Something to find, so an empty page is the filter's doing.
    const user = await insertUser(org.slug);
    const course = await newCourse(call, org);
    await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user.id] } });
    await call('POST', `/org/${org.slug}/attendance/marks/`, { token: org.adminKey, body: { kind: 'in', at: '2026-03-03T13:00:00Z', user_id: user.id } });
    await call('PUT', `/org/${org.slug}/timeoff/balances/${user.id}/`, { token: org.adminKey, body: { vacation: 10 } });
    await call('POST', `/org/${org.slug}/timeoff/requests/`, {
      token: org.adminKey,
      body: { type: 'vacation', start_date: '2031-03-03', end_date: '2031-03-04', user_id: user.id },
    });
    for (const [rest, query] of FILTERS) {
      const [name] = Object.entries(query).find(([, v]) => v === '')!;
      const unfiltered = await call('GET', `/org/${org.slug}/${rest}`, { token: org.adminKey, query: { ...query, [name]: undefined } });
      expect(unfiltered.body.results?.length, `${rest} unfiltered: ${unfiltered.text.slice(0, 200)}`).toBeGreaterThan(0);
      for (const id of [newId(), ...FOREIGN_IDS]) {
        const res = await call('GET', `/org/${org.slug}/${rest}`, { token: org.adminKey, query: { ...query, [name]: id } });
        expect({ rest, id, status: res.status, results: res.body?.results, next: res.body?.next }, res.text).toEqual({
          rest,
          id,
          status: 200,
          results: [],
          next: null,
        });
      }
      for (const [what, id] of OUT_OF_BOUND) {
        const res = await call('GET', `/org/${org.slug}/${rest}`, { token: org.adminKey, query: { ...query, [name]: id } });
        expect({ rest, what, status: res.status, code: res.body?.code }).toEqual({ rest, what, status: 400, code: 'validation_failed' });
      }
    }
  });
});

describe('the key builders refuse what the schema refuses (one definition)', () => {
  it('an id with our key separator, or beyond the bound, never becomes a key', () => {
    expect(userKey('acme', 'emp-00042').sk).toBe('emp-00042');
    for (const [, id] of OUT_OF_BOUND) expect(() => userKey('acme', id)).toThrow();
    expect(() => keyId('')).toThrow();
  });
});
