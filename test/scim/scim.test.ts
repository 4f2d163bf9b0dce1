import { describe, expect, it } from 'vitest';
import { readUserCounts } from '../../shared/directory/user-count-store';
import { getUserRecord, updateUser as writeUserChange } from '../../shared/directory/users-store';
import { updateUser } from '../../shared/users/accounts';
import { MIGRATIONS } from '../../shared/migrations/registry';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { callsDuring } from '../support/db-calls';
import { allPages } from '../learning/support';
import { legacyGroupsOrg } from './scim-client';

/**
 * SCIM 2.0 conformance against the local gateway: the request sequences Okta and Microsoft
 * Entra ID send (from their provisioning documentation), replayed, and the RFC 7644 details
 * they rely on (Location = meta.location, ListResponse, error schema, ETags).
 */
const { call } = useGateway();
/** Sequences of 10..40 requests: room for a loaded machine (the suite shares 2 cores). */
const SEQUENCE_MS = 120_000;
const SCIM = { 'content-type': 'application/scim+json' };
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

const base = (org: TestOrg) => `/org/${org.slug}/scim/v2`;
const scim = (org: TestOrg, token = org.adminKey) => ({
  get: (path: string, query?: Record<string, string>) => call('GET', `${base(org)}${path}`, { token, query }),
  post: (path: string, body: unknown) => call('POST', `${base(org)}${path}`, { token, body, headers: SCIM }),
  put: (path: string, body: unknown, headers: Record<string, string> = {}) => call('PUT', `${base(org)}${path}`, { token, body, headers: { ...SCIM, ...headers } }),
  patch: (path: string, Operations: unknown[], headers: Record<string, string> = {}) =>
    call('PATCH', `${base(org)}${path}`, { token, body: { schemas: [PATCH_OP], Operations }, headers: { ...SCIM, ...headers } }),
  del: (path: string) => call('DELETE', `${base(org)}${path}`, { token }),
});

const oktaUser = (email: string, externalId = `00u${email.length}x`) => ({
  schemas: [CORE],
  userName: email,
  name: { givenName: 'Ana', familyName: 'Torres' },
  emails: [{ primary: true, value: email, type: 'work' }],
  displayName: 'Ana Torres',
  locale: 'en-US',
  externalId,
  groups: [],
  password: 'never-stored-1',
  active: true,
});

const expectScimError = (res: { status: number; body: any; headers: Headers }, status: number, scimType?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.schemas).toEqual([ERROR]);
  expect(res.body.status).toBe(String(status));
  if (scimType) expect(res.body.scimType).toBe(scimType);
  expect(typeof res.body.request_id).toBe('string');
};

describe('SCIM discovery', () => {
  it('ServiceProviderConfig says what is supported; ResourceTypes and Schemas are ListResponses', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const config = await s.get('/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    expect(config.body).toMatchObject({ patch: { supported: true }, bulk: { supported: false }, sort: { supported: false }, changePassword: { supported: false }, etag: { supported: true }, filter: { supported: true, maxResults: 100 } });
    expect(config.body.authenticationSchemes.map((a: any) => a.type)).toContain('oauthbearertoken');
    for (const path of ['/ResourceTypes', '/Schemas']) {
      const list = await s.get(path);
      expect(list.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:ListResponse']);
      expect(list.body.totalResults).toBe(list.body.Resources.length);
    }
    expect((await s.get('/Schemas')).body.Resources.map((r: any) => r.id)).toEqual([CORE, ENTERPRISE, 'urn:ietf:params:scim:schemas:core:2.0:Group']);
    expect((await s.get('/ResourceTypes')).body.Resources.map((r: any) => r.endpoint)).toEqual(['/Users', '/Groups']);
  }, SEQUENCE_MS);
});

describe('Okta: lookup, create, update, deactivate, reactivate', () => {
  it('replays the Okta sequence', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    // Okta looks the user up before creating it.
    const lookup = await s.get('/Users', { filter: 'userName eq "ana.okta@acme.example"', startIndex: '1', count: '100' });
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1, itemsPerPage: 0 });

    const created = await s.post('/Users', { ...oktaUser('Ana.Okta@acme.example', '00uokta1'), [ENTERPRISE]: { department: 'Sales', employeeNumber: 'E-7' }, title: 'Account executive' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(created.body.meta.location);
    expect(created.body.meta.location).toMatch(/^https?:\/\/.+\/scim\/v2\/Users\/[0-9A-Z]{26}$/);
    expect(created.headers.get('etag')).toBe(created.body.meta.version);
    expect(created.body).toMatchObject({ userName: 'Ana.Okta@acme.example', active: true, externalId: '00uokta1', title: 'Account executive', [ENTERPRISE]: { department: 'Sales', employeeNumber: 'E-7' } });
    // The department is the user's area, never a group (#41): no membership.
    expect(created.body.groups).toEqual([]);
    const id = created.body.id;

    // The user is a collaborator without a password, visible to the users API.
    const user = await call('GET', `/org/${org.slug}/users/${id}/`, { token: org.adminKey });
    expect(user.body).toMatchObject({ role: 'collaborator', status: 'active', email: 'Ana.Okta@acme.example' });
    const login = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: 'ana.okta@acme.example', password: 'never-stored-1' } });
    expect(login.status).toBe(401);

    // Lookups by userName (any case), emails and externalId find the same user.
    for (const filter of ['userName eq "ANA.OKTA@acme.example"', 'emails[value eq "ana.okta@acme.example"]', 'emails.value eq "ana.okta@acme.example"', 'externalId eq "00uokta1"', 'externalId eq "00uokta1" and active eq true']) {
      const found = await s.get('/Users', { filter });
      expect(found.body.totalResults, filter).toBe(1);
      expect(found.body.Resources[0].id, filter).toBe(id);
    }
    expect((await s.get('/Users', { filter: 'externalId eq "00UOKTA1"' })).body.totalResults).toBe(0);
    expect((await s.get('/Users', { filter: 'userName eq "ana.okta@acme.example" and active eq false' })).body.totalResults).toBe(0);

    // Profile update: Okta sends PUT with the whole user.
    const put = await s.put(`/Users/${id}`, { ...oktaUser('Ana.Okta@acme.example', '00uokta1'), name: { givenName: 'Ana', familyName: 'Torres Vega' }, [ENTERPRISE]: { department: 'Sales' } });
    expect(put.status).toBe(200);
    expect(put.body.name.familyName).toBe('Torres Vega');
    expect(put.body.meta.version).not.toBe(created.body.meta.version);
    expect(put.body[ENTERPRISE].employeeNumber).toBeUndefined();

    // Deactivate: PATCH replace active false (Okta's documented body).
    const session = await insertUser(org.slug, { role: 'collaborator' });
    void session;
    const off = await s.patch(`/Users/${id}`, [{ op: 'replace', value: { active: false } }]);
    expect(off.body.active).toBe(false);
    expect((await call('GET', `/org/${org.slug}/users/${id}/`, { token: org.adminKey })).body.status).toBe('inactive');
    // Reactivate.
    const on = await s.patch(`/Users/${id}`, [{ op: 'replace', value: { active: true } }]);
    expect(on.body.active).toBe(true);
  }, SEQUENCE_MS);

  it('a taken userName is 409 uniqueness, case-insensitively; a taken externalId too', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    expect((await s.post('/Users', oktaUser('bo@acme.example', 'x-1'))).status).toBe(201);
    expectScimError(await s.post('/Users', oktaUser('BO@acme.example', 'x-2')), 409, 'uniqueness');
    expectScimError(await s.post('/Users', oktaUser('other@acme.example', 'x-1')), 409, 'uniqueness');
    // Nothing of the refused create was written.
    expect((await s.get('/Users', { filter: 'userName eq "other@acme.example"' })).body.totalResults).toBe(0);
    expect((await s.post('/Users', oktaUser('other@acme.example', 'x-3'))).status).toBe(201);
  }, SEQUENCE_MS);

  it('an externalId or email no user can hold: 400 on a write, no user in a filter (never a key DynamoDB refuses)', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    // 300 characters of 3 bytes each: within 512 characters, over the 512 bytes a lock key allows.
    const wide = '\u4e2d'.repeat(300);
    expectScimError(await s.post('/Users', oktaUser('wide@acme.example', wide)), 400, 'invalidValue');
    expect((await s.get('/Users', { filter: 'userName eq "wide@acme.example"' })).body.totalResults).toBe(0);
    for (const filter of [`externalId eq "${wide}"`, `externalId eq "${'\u4e2d'.repeat(600)}"`, 'externalId eq ""', 'userName eq ""', `userName eq "${'a'.repeat(1500)}"`, 'emails[value eq ""]']) {
      const res = await s.get('/Users', { filter });
      expect(res.status, `${filter.slice(0, 40)}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
      expect(res.body.totalResults).toBe(0);
    }
    // 512 ASCII characters still fit.
    expect((await s.post('/Users', oktaUser('long@acme.example', 'x'.repeat(512)))).status).toBe(201);
  }, SEQUENCE_MS);
});

describe('Entra ID: lookup by externalId, create, PATCH with capitalised ops and "False", delete', () => {
  it('replays the Entra ID sequence', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const lookup = await s.get('/Users', { filter: 'externalId eq "e8b1c5a2-entra"', excludedAttributes: 'members' });
    expect(lookup.body.totalResults).toBe(0);
    const created = await s.post('/Users', {
      schemas: [CORE, ENTERPRISE],
      externalId: 'e8b1c5a2-entra',
      userName: 'lee@contoso.example',
      active: true,
      emails: [{ primary: true, type: 'work', value: 'lee@contoso.example' }],
      name: { formatted: 'Lee Park', familyName: 'Park', givenName: 'Lee' },
      [ENTERPRISE]: { employeeNumber: '701984', department: 'Engineering' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const before = created.body.meta.version;

    const patched = await s.patch(`/Users/${id}`, [
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'lee.park@contoso.example' },
      { op: 'Replace', path: 'name.givenName', value: 'Leona' },
      { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Research' },
      { op: 'Replace', path: 'title', value: 'Engineer' },
    ]);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    // The work email (the login) changes; userName (Entra ID's userPrincipalName) does not (#41).
    expect(patched.body).toMatchObject({ userName: 'lee@contoso.example', emails: [{ value: 'lee.park@contoso.example', type: 'work', primary: true }], name: { givenName: 'Leona', familyName: 'Park' }, title: 'Engineer', [ENTERPRISE]: { department: 'Research' } });

    // If-Match with the version before the change: 412; with the current one: applied.
    expectScimError(await s.patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }], { 'if-match': before }), 412);
    const off = await s.patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }], { 'if-match': patched.body.meta.version });
    expect(off.body.active).toBe(false);

    // Delete: 204, then 404 in SCIM; the user stays (inactive) in the users API; the same userName can be created again.
    expect((await s.del(`/Users/${id}`)).status).toBe(204);
    expectScimError(await s.get(`/Users/${id}`), 404);
    expectScimError(await s.del(`/Users/${id}`), 404);
    expect((await s.get('/Users', { filter: 'userName eq "lee.park@contoso.example"' })).body.totalResults).toBe(0);
    expect((await call('GET', `/org/${org.slug}/users/${id}/`, { token: org.adminKey })).body.status).toBe('inactive');
    const again = await s.post('/Users', { schemas: [CORE], userName: 'LEE.PARK@contoso.example', name: { givenName: 'Lee', familyName: 'Park' }, externalId: 'e8b1c5a2-entra' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body).toMatchObject({ id, active: true, userName: 'LEE.PARK@contoso.example' });
  }, SEQUENCE_MS);

  it('deactivation ends the user\'s sessions, like update_user', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const created = await s.post('/Users', oktaUser('sam@acme.example'));
    await call('POST', `/org/${org.slug}/users/${created.body.id}/set-password/`, { token: org.adminKey, body: { password: 'a long passphrase' } });
    const login = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: 'sam@acme.example', password: 'a long passphrase' } });
    expect((await call('GET', `/org/${org.slug}/users/me/`, { token: login.body.token })).status).toBe(200);
    await s.patch(`/Users/${created.body.id}`, [{ op: 'replace', path: 'active', value: false }]);
    await s.patch(`/Users/${created.body.id}`, [{ op: 'replace', path: 'active', value: true }]);
    // Reactivated, but the old session does not come back.
    expect((await call('GET', `/org/${org.slug}/users/me/`, { token: login.body.token })).status).toBe(401);
  }, SEQUENCE_MS);
});

describe('SCIM PATCH on every attribute path', () => {
  it('add, replace and remove each mapped attribute', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', oktaUser('pat@acme.example', 'pat-1'));
    const id = u.id;
    const cases: Array<[unknown[], (b: any) => void]> = [
      // userName and the login email are two attributes (#41): each changes alone.
      [[{ op: 'replace', path: 'userName', value: 'pat2@acme.example' }], (b) => expect([b.userName, b.emails[0].value]).toEqual(['pat2@acme.example', 'pat@acme.example'])],
      [[{ op: 'replace', path: 'emails[primary eq true].value', value: 'pat3@acme.example' }], (b) => expect([b.userName, b.emails[0].value]).toEqual(['pat2@acme.example', 'pat3@acme.example'])],
      [[{ op: 'replace', path: 'name', value: { givenName: 'Patricia' } }], (b) => expect(b.name).toMatchObject({ givenName: 'Patricia', familyName: 'Torres' })],
      [[{ op: 'replace', path: 'name.familyName', value: 'Lopez' }], (b) => expect(b.name.familyName).toBe('Lopez')],
      [[{ op: 'add', path: 'externalId', value: 'pat-2' }], (b) => expect(b.externalId).toBe('pat-2')],
      [[{ op: 'remove', path: 'externalId' }], (b) => expect(b.externalId).toBeUndefined()],
      [[{ op: 'add', path: 'title', value: 'Manager' }], (b) => expect(b.title).toBe('Manager')],
      [[{ op: 'remove', path: 'title' }], (b) => expect(b.title).toBeUndefined()],
      [[{ op: 'add', value: { [ENTERPRISE]: { department: 'Ops', employeeNumber: '42' } } }], (b) => expect(b[ENTERPRISE]).toEqual({ department: 'Ops', employeeNumber: '42' })],
      [[{ op: 'remove', path: `${ENTERPRISE}:employeeNumber` }], (b) => expect(b[ENTERPRISE]).toEqual({ department: 'Ops' })],
      [[{ op: 'remove', path: `${ENTERPRISE}:department` }], (b) => expect([b[ENTERPRISE], b.groups]).toEqual([{}, []])],
      [[{ op: 'replace', value: { 'name.givenName': 'Pat', active: 'False' } }], (b) => expect([b.name.givenName, b.active]).toEqual(['Pat', false])],
      [[{ op: 'Replace', path: `${CORE}:active`, value: 'True' }], (b) => expect(b.active).toBe(true)],
      [[{ op: 'add', path: 'phoneNumbers', value: [{ value: '+1 555', type: 'work' }] }], (b) => expect(b.phoneNumbers).toEqual([{ value: '+1 555', type: 'work' }])],
    ];
    for (const [ops, check] of cases) {
      const res = await s.patch(`/Users/${id}`, ops);
      expect(res.status, `${JSON.stringify(ops)} → ${res.text}`).toBe(200);
      check(res.body);
      // What a later GET shows is what the PATCH answered.
      expect((await s.get(`/Users/${id}`)).body).toEqual(res.body);
    }
    // A filter that names no element to make (not `eq`) and matches none: noTarget.
    expectScimError(await s.patch(`/Users/${id}`, [{ op: 'replace', path: 'emails[value sw "nobody"].value', value: 'x@acme.example' }]), 400, 'noTarget');
    expectScimError(await s.patch(`/Users/${id}`, [{ op: 'replace', path: 'emails[type eq ', value: 'x' }]), 400, 'invalidPath');
    expectScimError(await s.patch(`/Users/${id}`, [{ op: 'replace', path: 'id', value: 'x' }]), 400, 'mutability');
    expectScimError(await s.patch(`/Users/${id}`, [{ op: 'move', path: 'title', value: 'x' }]), 400, 'invalidValue');
    expectScimError(await s.patch(`/Users/${id}`, [{ op: 'replace', path: 'userName', value: 'evil\u202e' }]), 400, 'invalidValue');
  }, SEQUENCE_MS);
});

describe('SCIM lists, projections, errors and credentials', () => {
  it('pages by startIndex/count in a stable order, with attributes and excludedAttributes', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    for (let i = 0; i < 5; i++) await s.post('/Users', oktaUser(`u${i}@acme.example`, `ext-${i}`));
    const all = await s.get('/Users', { count: '100' });
    expect(all.body.totalResults).toBe(5);
    const page2 = await s.get('/Users', { startIndex: '3', count: '2', attributes: 'userName,name.givenName' });
    expect(page2.body).toMatchObject({ startIndex: 3, itemsPerPage: 2, totalResults: 5 });
    expect(page2.body.Resources.map((r: any) => r.userName)).toEqual(all.body.Resources.slice(2, 4).map((r: any) => r.userName));
    expect(Object.keys(page2.body.Resources[0]).sort()).toEqual(['id', 'name', 'schemas', 'userName']);
    expect(page2.body.Resources[0].name).toEqual({ givenName: 'Ana' });
    const excluded = await s.get(`/Users/${all.body.Resources[0].id}`, { excludedAttributes: 'emails,meta' });
    expect(excluded.body.emails).toBeUndefined();
    expect(excluded.body.meta).toBeUndefined();
    expect(excluded.body.userName).toBeDefined();
    const inactive = await s.get('/Users', { filter: 'active eq false' });
    expect(inactive.body.totalResults).toBe(0);
  }, SEQUENCE_MS);

  it('errors: SCIM error schema with the request id; unknown ids, bad filters, collaborators, other organizations and scoped keys', async () => {
    const org = await newTestOrg();
    const other = await newTestOrg();
    const s = scim(org);
    expectScimError(await s.get('/Users/01JD8X6B3C4D5E6F7G8H9J0K1M'), 404);
    const bad = await s.get('/Users', { filter: 'userName eq' });
    expectScimError(bad, 400, 'invalidFilter');
    expect(bad.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    expectScimError(await s.get('/Users', { filter: 'name.givenName eq "Ana"' }), 400, 'invalidFilter');
    // userName is required (RFC 7643 §4.1.1), even with an email to make one from (#41).
    expectScimError(await s.post('/Users', { name: { givenName: 'X', familyName: 'Y' }, emails: [{ value: 'x@acme.example', primary: true }] }), 400, 'invalidValue');
    // Plain application/json is accepted too.
    const plain = await call('POST', `${base(org)}/Users`, { token: org.adminKey, body: oktaUser('json@acme.example') });
    expect(plain.status).toBe(201);
    const collaborator = await insertUser(org.slug, { password: 'a long passphrase' });
    const session = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: collaborator.email, password: 'a long passphrase' } });
    expectScimError(await scim(org, session.body.token).get('/Users'), 403);
    expectScimError(await scim(org, other.adminKey).get('/Users'), 403);
    expectScimError(await call('GET', `${base(org)}/Users`), 401);
    // Discovery is open to any credential of the organization.
    expect((await scim(org, session.body.token).get('/ServiceProviderConfig')).status).toBe(200);

    const key = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'Okta', scope: 'scim' } });
    expect(key.body.scope).toBe('scim');
    const token = key.body.key;
    expect((await scim(org, token).get('/Users')).status).toBe(200);
    const refused = await call('GET', `/org/${org.slug}/users/${plain.body.id}/`, { token });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
    expectScimError(await scim(other, token).get('/Users'), 403);
  }, SEQUENCE_MS);
});

// Below the `groups` level (shared/scim/area-groups.ts), served until an organization's `groups` migration; at it: test/scim/groups.test.ts.
describe('SCIM Groups = areas (the legacy path)', () => {
  it('group push (Okta) and member add/remove (Entra ID): members move between groups', async () => {
    const org = await legacyGroupsOrg();
    const s = scim(org);
    const a = (await s.post('/Users', oktaUser('g1@acme.example', 'g-1'))).body.id;
    const b = (await s.post('/Users', oktaUser('g2@acme.example', 'g-2'))).body.id;
    // Okta looks the group up by name, then pushes it with its members.
    expect((await s.get('/Groups', { filter: 'displayName eq "Sales"' })).body.totalResults).toBe(0);
    const sales = await s.post('/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Sales', members: [{ value: a, display: 'g1' }] });
    expect(sales.status, sales.text).toBe(201);
    expect(sales.headers.get('location')).toBe(sales.body.meta.location);
    expect(sales.body.members.map((m: any) => m.value)).toEqual([a]);
    const salesId = sales.body.id;
    // The group is an area of the organization API, and the user's area is it.
    const areas = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey });
    expect(areas.body.results.map((r: any) => r.name)).toContain('Sales');
    expect((await call('GET', `/org/${org.slug}/users/${a}/`, { token: org.adminKey })).body.area_id).toBe(salesId);
    expect((await s.get(`/Users/${a}`)).body.groups).toEqual([expect.objectContaining({ value: salesId, display: 'Sales' })]);
    expectScimError(await s.post('/Groups', { displayName: 'SALES' }), 409, 'uniqueness');

    const found = await s.get('/Groups', { filter: 'displayName eq "sales"', excludedAttributes: 'members' });
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].members).toBeUndefined();

    // Entra ID: Add members, then a second group takes one of them.
    const v0 = (await s.get(`/Groups/${salesId}`)).body.meta.version;
    const added = await s.patch(`/Groups/${salesId}`, [{ op: 'Add', path: 'members', value: [{ value: b }] }]);
    expect(added.body.members.map((m: any) => m.value).sort()).toEqual([a, b].sort());
    expect(added.body.meta.version).not.toBe(v0);
    const ops = (await s.post('/Groups', { displayName: 'Ops', members: [{ value: b }] })).body;
    expect(ops.members.map((m: any) => m.value)).toEqual([b]);
    expect((await s.get(`/Groups/${salesId}`)).body.members.map((m: any) => m.value)).toEqual([a]);

    // Okta removes by value filter; Entra ID by value list.
    expect((await s.patch(`/Groups/${salesId}`, [{ op: 'remove', path: `members[value eq "${a}"]` }])).body.members).toEqual([]);
    expect((await s.patch(`/Groups/${ops.id}`, [{ op: 'Remove', path: 'members', value: [{ value: b }] }])).body.members).toEqual([]);
    expect((await call('GET', `/org/${org.slug}/users/${b}/`, { token: org.adminKey })).body.area_id).toBeUndefined();
    // Rename (Okta: replace without a path, id included).
    const renamed = await s.patch(`/Groups/${ops.id}`, [{ op: 'replace', value: { id: ops.id, displayName: 'Operations' } }]);
    expect(renamed.body.displayName).toBe('Operations');
    expectScimError(await s.patch(`/Groups/${ops.id}`, [{ op: 'add', path: 'members', value: [{ value: '01JD8X6B3C4D5E6F7G8H9J0K1M' }] }]), 400, 'invalidValue');

    // Delete: refused while a user is in the area, done once it is empty.
    await s.patch(`/Groups/${ops.id}`, [{ op: 'add', path: 'members', value: [{ value: b }] }]);
    const refused = await s.del(`/Groups/${ops.id}`);
    expectScimError(refused, 409);
    expect(refused.body.code).toBe('area_in_use');
    await s.put(`/Groups/${ops.id}`, { displayName: 'Operations', members: [] });
    expect((await s.del(`/Groups/${ops.id}`)).status).toBe(204);
    expectScimError(await s.get(`/Groups/${ops.id}`), 404);
  }, SEQUENCE_MS);
});

describe('SCIM never answers 5xx to an arbitrary filter', () => {
  it('filters from the grammar and garbage alike: 200 or 400 invalidFilter', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const filters = ['userName eq "a" or userName eq "b"', 'not (active eq true)', '"', '((((', 'emails[type eq "work"', 'userName eq "\\ud800"', 'x'.repeat(2500), 'meta.created gt "2020-01-01"', 'userName pr', 'active eq "yes"', 'id eq "../../etc"', 'userName eq 12'];
    for (const filter of filters) {
      const res = await s.get('/Users', { filter });
      expect([200, 400], `${filter.slice(0, 40)} → ${res.text.slice(0, 200)}`).toContain(res.status);
      if (res.status === 400) expect(res.body.schemas).toEqual([ERROR]);
    }
  }, SEQUENCE_MS);
});

describe('SCIM `active eq` totals from the stored status tallies (#32)', () => {
  it('exact after concurrent creates, deactivations, reactivations, SCIM deletes and no-op status writes; the page makes no COUNT Query', async () => {
    const small = await newTestOrg();
    const token = small.adminKey;
    const scimCall = (method: string, path: string, body?: unknown) => call(method, `/org/${small.slug}/scim/v2/Users${path}`, { token, body, headers: SCIM });
    const doc = (i: number, active: unknown) => ({ userName: `tally-${i}@acme.example`, name: { givenName: 'Tally', familyName: String(i) }, active });
    const setStatus = (id: string, status: string) => call('POST', `/org/${small.slug}/users/update_user/`, { token, body: { id, status } });

    // Concurrent creates: through SCIM (half inactive from the start) and through the users API.
    const created = await Promise.all([
      ...[0, 1, 2, 3, 4].map((i) => scimCall('POST', '', doc(i, i % 2 === 0))),
      ...[5, 6].map((i) => call('POST', `/org/${small.slug}/users/`, { token, body: { email: `tally-${i}@acme.example`, first_name: 'Tally', last_name: String(i) } })),
    ]);
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    const ids = created.map((r) => r.body.id as string);

    // Concurrent status writes, several on one user at once.
    const writes = await Promise.all([
      setStatus(ids[0]!, 'inactive'), // the same deactivation twice: the tallies move once
      setStatus(ids[0]!, 'inactive'),
      setStatus(ids[1]!, 'active'), // a toggle race on one user
      setStatus(ids[1]!, 'inactive'),
      setStatus(ids[1]!, 'active'),
      scimCall('DELETE', `/${ids[2]}`), // a SCIM delete racing a deactivation
      setStatus(ids[2]!, 'inactive'),
      scimCall('PATCH', `/${ids[3]}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] }), // Entra ID's string
      setStatus(ids[4]!, 'active'), // the status it already has: moves nothing
      setStatus(ids[5]!, 'inactive'),
      scimCall('PUT', `/${ids[6]}`, doc(6, false)),
    ]);
    for (const w of writes) expect(w.status, w.text).toBeLessThan(300);
    // A user SCIM deleted, created again: the same user, reactivated.
    const back = await scimCall('POST', '', doc(2, true));
    expect([back.status, back.body.id]).toEqual([201, ids[2]]);

    const users: Array<{ status: string }> = await allPages(call, token, `/org/${small.slug}/users/`, { page_size: 100 });
    const recount = { users: users.length, active: users.filter((u) => u.status === 'active').length, inactive: users.filter((u) => u.status === 'inactive').length };
    expect(recount.users).toBe(ids.length);
    expect(await MIGRATIONS.find((m) => m.id === 'user-status-count')!.check(small.slug)).toEqual([]);
    // No user is deleted through SCIM at the end (the one deleted was created again): the hidden tally is 0.
    expect(await readUserCounts(small.slug)).toMatchObject({ ...recount, hidden: 0 });

    for (const [filter, expected] of [['active eq true', recount.active], ['active eq false', recount.inactive]] as const) {
      const { result: page, calls } = await callsDuring(() => call('GET', `/org/${small.slug}/scim/v2/Users`, { token, query: { filter, count: '100' } }));
      expect(page.status).toBe(200);
      expect(page.body.totalResults, filter).toBe(expected);
      expect(calls.filter((c) => c.input?.Select === 'COUNT'), filter).toEqual([]);
      expect(calls.length, filter).toBeLessThanOrEqual(7);
    }
  }, 60_000);

  it('a status write decided on a status that changed meanwhile is refused (stale), even when it would move no tally', async () => {
    const small = await newTestOrg();
    const user = await insertUser(small.slug);
    const read = (await getUserRecord(small.slug, user.id))!; // active, counted active
    await updateUser(small.slug, user.id, { status: 'inactive' }); // meanwhile: deactivated, the tallies moved
    // Written on the stale read, `active` would look like "no change" (counted active) and leave the user active but counted inactive.
    const late = await writeUserChange(small.slug, read, { set: { status: 'active', updated_at: new Date().toISOString() }, remove: [] });
    expect(late.outcome).toBe('stale');
    expect((await getUserRecord(small.slug, user.id))!.status).toBe('inactive');
    expect(await MIGRATIONS.find((m) => m.id === 'user-status-count')!.check(small.slug)).toEqual([]);
    expect(await readUserCounts(small.slug)).toMatchObject({ users: 1, active: 0, inactive: 1, hidden: 0 });
  });
});



describe('SCIM input that used to answer 500, and the name rules of the users API (#41)', () => {
  it('ids outside the id form in a filter are no user (200, empty); a member that is no user id is 400 invalidValue; nothing written', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const user = await s.post('/Users', oktaUser('kept@acme.example'));
    expect(user.status).toBe(201);
    const odd = ['a#b', 'x'.repeat(129), '\ud800', 'a\u202eb', 'a\u0007b', ''];
    for (const id of odd) {
      // The value as a JSON string (control characters and lone surrogates escaped, as the grammar wants them).
      const quoted = JSON.stringify(id);
      for (const filter of [`id eq ${quoted}`, `id eq ${quoted} and active eq true`, `externalId eq ${quoted}`, `userName eq ${quoted}`, `emails[value eq ${quoted}]`]) {
        const res = await s.get('/Users', { filter });
        expect(res.status, `${JSON.stringify(filter)} → ${res.text.slice(0, 200)}`).toBe(200);
        expect(res.body).toMatchObject({ totalResults: 0, itemsPerPage: 0, Resources: [] });
      }
    }
    const group = await s.post('/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Kept' });
    expect(group.status).toBe(201);
    for (const value of ['a#b', '', 'x'.repeat(129)]) {
      expectScimError(await s.patch(`/Groups/${group.body.id}`, [{ op: 'add', path: 'members', value: [{ value }] }]), 400, 'invalidValue');
      expectScimError(await s.post('/Groups', { displayName: `G ${value.length}`, members: [{ value }] }), 400, 'invalidValue');
    }
    expect((await s.get(`/Groups/${group.body.id}`)).body.members).toEqual([]);
  }, SEQUENCE_MS);

  it('names SCIM writes follow the users API rule (bidi, invisible, controls, lone surrogates, blank fillers): 400 invalidValue, no user, area or position made', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const areasBefore = (await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey })).body.results.length;
    const bad = ['\u202eevil\u200b', 'a\u0007b', 'x\ud800', '\u3164', 'Kim\u115f'];
    for (const [i, value] of bad.entries()) {
      const email = `bad${i}@acme.example`;
      expectScimError(await s.post('/Users', { ...oktaUser(email, `bad-${i}`), name: { givenName: value, familyName: 'Torres' } }), 400, 'invalidValue');
      expectScimError(await s.post('/Users', { ...oktaUser(email, `bad-${i}`), title: value }), 400, 'invalidValue');
      expectScimError(await s.post('/Users', { ...oktaUser(email, `bad-${i}`), [ENTERPRISE]: { department: value } }), 400, 'invalidValue');
      expectScimError(await s.post('/Groups', { displayName: `G${value}` }), 400, 'invalidValue');
      expect((await s.get('/Users', { filter: `userName eq "${email}"` })).body.totalResults).toBe(0);
    }
    const ok = await s.post('/Users', oktaUser('fine@acme.example'));
    expect(ok.status).toBe(201);
    expectScimError(await s.patch(`/Users/${ok.body.id}`, [{ op: 'replace', path: 'name.givenName', value: 'An\u202ea' }]), 400, 'invalidValue');
    expect((await s.get(`/Users/${ok.body.id}`)).body.name.givenName).toBe('Ana');
    expect((await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey })).body.results.length).toBe(areasBefore);
    expect((await call('GET', `/org/${org.slug}/organizations/positions/`, { token: org.adminKey })).body.results).toEqual([]);
  }, SEQUENCE_MS);
});
