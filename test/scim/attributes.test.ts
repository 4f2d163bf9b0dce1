import { describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/db/client';
import { userKey } from '../../shared/directory/users-store';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { CORE_USER as CORE, ENTERPRISE, SCIM_ERROR as ERROR, SCIM_HEADERS as SCIM, scimClient } from './scim-client';

/**
 * #41 §3 and §4 (items 1, 2, 4, 8 of the report): every attribute of Okta's and Entra ID's
 * default mappings is kept, userName is any string and the login email one of the emails, and
 * PATCH on filtered paths of multi-valued attributes works as RFC 7644 §3.5.2 says — each sent
 * as those identity providers send it (capitalised ops, "True"/"False", `$ref: null`, their
 * schema URNs) and judged by what a later GET shows.
 */
const { call } = useGateway();
const MS = 90_000;

const scim = (org: TestOrg, token = org.adminKey) => scimClient(call, org, token);
const expectScimError = (res: { status: number; body: any; text: string }, status: number, scimType: string) => {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.body).toMatchObject({ schemas: [ERROR], status: String(status), scimType });
};

/** Okta's user with every attribute of its default SCIM 2.0 mapping (custom username, not an email). */
const oktaUser = (userName: string, email: string) => ({
  schemas: [CORE, ENTERPRISE],
  userName,
  name: { givenName: 'Ana', familyName: 'Torres', middleName: 'María', honorificPrefix: 'Dr.', honorificSuffix: 'PhD', formatted: 'Dr. Ana María Torres, PhD' },
  displayName: 'Ana T.',
  nickName: 'Ani',
  profileUrl: 'https://intranet.acme.example/people/ana',
  title: 'Analyst',
  userType: 'Employee',
  preferredLanguage: 'es-AR',
  locale: 'es_AR',
  timezone: 'America/Argentina/Buenos_Aires',
  active: true,
  emails: [
    { value: email, type: 'work', primary: true },
    { value: 'ana.home@example.org', type: 'home', primary: false },
  ],
  phoneNumbers: [
    { value: '+54 11 5555 0100', type: 'work', primary: true },
    { value: '+54 9 11 5555 0101', type: 'mobile' },
  ],
  addresses: [
    { type: 'work', primary: true, formatted: 'Av. Corrientes 1234\nBuenos Aires', streetAddress: 'Av. Corrientes 1234', locality: 'Buenos Aires', region: 'CABA', postalCode: 'C1043', country: 'AR' },
  ],
  externalId: `00u${userName.length}okta`,
  [ENTERPRISE]: { employeeNumber: 'E-7', costCenter: 'CC-10', organization: 'Acme', division: 'Americas', department: 'Research', manager: { value: 'mgr-001', displayName: 'Bo Boss', $ref: null } },
});

describe('every attribute of Okta\'s and Entra ID\'s mappings is stored and returned (#41 §3)', () => {
  it('Okta: a custom username, two emails, phones, an address, name parts and the enterprise attributes, as a GET shows them; PUT replaces them', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const created = await s.post('/Users', oktaUser('ana.torres', 'ana.torres@acme.example'));
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    const got = (await s.get(`/Users/${id}`)).body;
    expect(got).toMatchObject({
      userName: 'ana.torres',
      name: { givenName: 'Ana', familyName: 'Torres', middleName: 'María', honorificPrefix: 'Dr.', honorificSuffix: 'PhD', formatted: 'Dr. Ana María Torres, PhD' },
      displayName: 'Ana T.',
      nickName: 'Ani',
      profileUrl: 'https://intranet.acme.example/people/ana',
      title: 'Analyst',
      userType: 'Employee',
      preferredLanguage: 'es-AR',
      locale: 'es_AR',
      timezone: 'America/Argentina/Buenos_Aires',
      active: true,
      externalId: '00u10okta',
      emails: [
        { value: 'ana.torres@acme.example', type: 'work', primary: true },
        { value: 'ana.home@example.org', type: 'home', primary: false },
      ],
      phoneNumbers: [
        { value: '+54 11 5555 0100', type: 'work', primary: true },
        { value: '+54 9 11 5555 0101', type: 'mobile' },
      ],
      addresses: [{ type: 'work', primary: true, formatted: 'Av. Corrientes 1234\nBuenos Aires', streetAddress: 'Av. Corrientes 1234', locality: 'Buenos Aires', region: 'CABA', postalCode: 'C1043', country: 'AR' }],
      [ENTERPRISE]: { employeeNumber: 'E-7', costCenter: 'CC-10', organization: 'Acme', division: 'Americas', department: 'Research', manager: { value: 'mgr-001', displayName: 'Bo Boss' } },
    });
    // `$ref: null` is no $ref.
    expect(got[ENTERPRISE].manager).not.toHaveProperty('$ref');
    // The users API: the login email is the primary email; the title is the position, the department the area, as before.
    const user = (await call('GET', `/org/${org.slug}/users/${id}/`, { token: org.adminKey })).body;
    expect(user).toMatchObject({ email: 'ana.torres@acme.example', first_name: 'Ana', last_name: 'Torres' });
    expect(user.position_id).toEqual(expect.any(String));
    expect(user.area_id).toEqual(expect.any(String));

    // PUT replaces: what it leaves out is gone, what it sends is kept.
    const put = await s.put(`/Users/${id}`, { schemas: [CORE], userName: 'ana.torres', name: { givenName: 'Ana', familyName: 'Torres' }, emails: [{ value: 'ana.torres@acme.example', type: 'work', primary: true }], locale: 'en_US' });
    expect(put.status, put.text).toBe(200);
    const after = (await s.get(`/Users/${id}`)).body;
    expect(after).toMatchObject({ userName: 'ana.torres', locale: 'en_US', displayName: 'Ana Torres', name: { givenName: 'Ana', familyName: 'Torres', formatted: 'Ana Torres' }, emails: [{ value: 'ana.torres@acme.example', type: 'work', primary: true }] });
    for (const gone of ['nickName', 'phoneNumbers', 'addresses', 'timezone', 'title', 'externalId']) expect(after, gone).not.toHaveProperty(gone);
    expect(after[ENTERPRISE]).toEqual({});
  }, MS);

  it('Okta\'s PUT of an unchanged user writes nothing (meta.version and lastModified unchanged), whatever order the stored map\'s keys come back in', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const doc = oktaUser('same.again', 'same.again@acme.example');
    const created = await s.post('/Users', doc);
    expect(created.status, created.text).toBe(201);
    for (let i = 0; i < 3; i++) {
      const put = await s.put(`/Users/${created.body.id}`, doc);
      expect(put.status, put.text).toBe(200);
      expect(put.body.meta, `PUT ${i + 1}`).toEqual(created.body.meta);
    }
  }, MS);

  it('displayName and name.formatted shown by default follow a PATCH of the name; sent ones stay as sent', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', { schemas: [CORE], userName: 'follow@acme.example', name: { givenName: 'Ana', familyName: 'Torres' } });
    const renamed = await s.patch(`/Users/${u.id}`, [{ op: 'Replace', path: 'name.givenName', value: 'Anabel' }]);
    expect(renamed.status, renamed.text).toBe(200);
    expect([renamed.body.displayName, renamed.body.name.formatted]).toEqual(['Anabel Torres', 'Anabel Torres']);
    await s.patch(`/Users/${u.id}`, [{ op: 'Replace', path: 'displayName', value: 'Bel' }]);
    const again = await s.patch(`/Users/${u.id}`, [{ op: 'Replace', path: 'name.familyName', value: 'Vega' }]);
    expect([again.body.displayName, again.body.name.formatted]).toEqual(['Bel', 'Anabel Vega']);
    // The users API's rename moves the default too.
    await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: u.id, first_name: 'Ana' } });
    expect((await s.get(`/Users/${u.id}`)).body.name.formatted).toBe('Ana Vega');
  }, MS);

  it('Entra ID: userPrincipalName ≠ mail stores both; manager as {value} and as a bare id; "True"/"False"; PATCH of every mapped attribute by its Entra ID path', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const boss = await s.post('/Users', { schemas: [CORE], userName: 'boss@contoso.example', name: { givenName: 'Bo', familyName: 'Boss' }, active: 'True' });
    expect(boss.status, boss.text).toBe(201);
    const created = await s.post('/Users', {
      schemas: [CORE, ENTERPRISE],
      externalId: '7d1c-entra',
      userName: 'lee@contoso.onmicrosoft.example',
      active: 'True',
      displayName: 'Lee Park',
      emails: [{ primary: true, type: 'work', value: 'lee.park@contoso.example' }],
      name: { formatted: 'Lee Park', familyName: 'Park', givenName: 'Lee' },
      [ENTERPRISE]: { employeeNumber: '701984', department: 'Engineering', manager: { value: boss.body.id } },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ userName: 'lee@contoso.onmicrosoft.example', emails: [{ value: 'lee.park@contoso.example', type: 'work', primary: true }], active: true });
    // A manager that is one of our users links to it.
    expect(created.body[ENTERPRISE].manager).toEqual({ value: boss.body.id, $ref: `${created.body.meta.location.replace(/\/Users\/.*$/, '/Users')}/${boss.body.id}` });
    expect((await call('GET', `/org/${org.slug}/users/${id}/`, { token: org.adminKey })).body.email).toBe('lee.park@contoso.example');

    const steps: Array<[unknown[], (u: any) => void]> = [
      [[{ op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+1 555 0101' }], (u) => expect(u.phoneNumbers).toEqual([{ type: 'mobile', value: '+1 555 0101' }])],
      [[{ op: 'Replace', path: 'phoneNumbers[type eq "work"].value', value: '+1 555 0100' }], (u) => expect(u.phoneNumbers).toEqual([{ type: 'mobile', value: '+1 555 0101' }, { type: 'work', value: '+1 555 0100' }])],
      [[{ op: 'Replace', path: 'phoneNumbers[type eq "work"].value', value: '+1 555 0199' }], (u) => expect(u.phoneNumbers[1]).toEqual({ type: 'work', value: '+1 555 0199' })],
      [[{ op: 'Add', path: 'phoneNumbers[type eq "fax"].value', value: '+1 555 0102' }], (u) => expect(u.phoneNumbers).toHaveLength(3)],
      // RFC 7644 §3.5.2.2 (and scim-patch): the sub-attribute goes, the value keeps its type.
      [[{ op: 'Remove', path: 'phoneNumbers[type eq "fax"].value' }], (u) => expect(u.phoneNumbers).toEqual([{ type: 'mobile', value: '+1 555 0101' }, { type: 'work', value: '+1 555 0199' }, { type: 'fax' }])],
      [[{ op: 'Remove', path: 'phoneNumbers[type eq "fax"]' }], (u) => expect(u.phoneNumbers.map((p: any) => p.type)).toEqual(['mobile', 'work'])],
      [[{ op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Seattle' }], (u) => expect(u.addresses).toEqual([{ type: 'work', locality: 'Seattle' }])],
      [[{ op: 'Replace', path: 'addresses[type eq "work"].streetAddress', value: '1 Microsoft Way' }], (u) => expect(u.addresses).toEqual([{ type: 'work', locality: 'Seattle', streetAddress: '1 Microsoft Way' }])],
      [
        [
          { op: 'Replace', path: 'addresses[type eq "work"].region', value: 'WA' },
          { op: 'Replace', path: 'addresses[type eq "work"].postalCode', value: '98052' },
          { op: 'Replace', path: 'addresses[type eq "work"].country', value: 'US' },
        ],
        (u) => expect(u.addresses[0]).toMatchObject({ region: 'WA', postalCode: '98052', country: 'US' }),
      ],
      [[{ op: 'Add', path: 'emails[type eq "other"].value', value: 'lee.other@example.org' }], (u) => expect(u.emails).toEqual([{ primary: true, type: 'work', value: 'lee.park@contoso.example' }, { type: 'other', value: 'lee.other@example.org' }])],
      [[{ op: 'Remove', path: 'emails[type eq "other"]' }], (u) => expect(u.emails).toEqual([{ primary: true, type: 'work', value: 'lee.park@contoso.example' }])],
      // Removing what is not there: the outcome Entra ID wants already holds.
      [[{ op: 'Remove', path: 'emails[type eq "other"]' }], (u) => expect(u.emails).toHaveLength(1)],
      [
        [
          { op: 'Replace', path: 'displayName', value: 'Lee P.' },
          { op: 'Replace', path: 'nickName', value: 'Leo' },
          { op: 'Replace', path: 'preferredLanguage', value: 'en-US' },
          { op: 'Add', path: 'userType', value: 'Member' },
          { op: 'Add', path: 'timezone', value: 'America/Los_Angeles' },
          { op: 'Add', path: 'name.middleName', value: 'J' },
        ],
        (u) => expect(u).toMatchObject({ displayName: 'Lee P.', nickName: 'Leo', preferredLanguage: 'en-US', userType: 'Member', timezone: 'America/Los_Angeles', name: { middleName: 'J', givenName: 'Lee' } }),
      ],
      [
        [
          { op: 'Replace', path: `${ENTERPRISE}:costCenter`, value: 'CC-9' },
          { op: 'Replace', path: `${ENTERPRISE}:organization`, value: 'Contoso' },
          { op: 'Add', path: `${ENTERPRISE}:division`, value: 'Cloud' },
          // Some identity providers send the manager as a bare id.
          { op: 'Replace', path: `${ENTERPRISE}:manager`, value: 'ext-manager-7' },
        ],
        (u) => expect(u[ENTERPRISE]).toMatchObject({ costCenter: 'CC-9', organization: 'Contoso', division: 'Cloud', manager: { value: 'ext-manager-7' } }),
      ],
      // A no-path replace with dotted keys and URN keys (Entra ID's older form).
      [
        [{ op: 'Replace', value: { 'name.givenName': 'Leona', [`${ENTERPRISE}:department`]: 'Research', [`${ENTERPRISE}:manager`]: { value: boss.body.id }, active: 'False' } }],
        (u) => expect([u.name.givenName, u[ENTERPRISE].department, u[ENTERPRISE].manager.value, u.active]).toEqual(['Leona', 'Research', boss.body.id, false]),
      ],
      [[{ op: 'Replace', path: 'active', value: 'True' }], (u) => expect(u.active).toBe(true)],
      [[{ op: 'Remove', path: `${ENTERPRISE}:manager` }], (u) => expect(u[ENTERPRISE]).not.toHaveProperty('manager')],
    ];
    for (const [ops, check] of steps) {
      const res = await s.patch(`/Users/${id}`, ops);
      expect(res.status, `${JSON.stringify(ops)} → ${res.text.slice(0, 300)}`).toBe(200);
      const got = (await s.get(`/Users/${id}`)).body;
      expect(got, JSON.stringify(ops)).toEqual(res.body);
      check(got);
    }
    // The userName never moved with the emails.
    expect((await s.get(`/Users/${id}`)).body.userName).toBe('lee@contoso.onmicrosoft.example');
  }, MS);

  it('one primary per attribute (RFC 7643 §2.4): setting one clears the others; "True"/"False" strings are booleans', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', { schemas: [CORE], userName: 'prim@acme.example', emails: [{ value: 'prim@acme.example', type: 'work', primary: 'True' }], phoneNumbers: [{ value: '1', type: 'work', primary: 'True' }, { value: '2', type: 'mobile', primary: 'False' }] });
    expect(u.phoneNumbers).toEqual([{ value: '1', type: 'work', primary: true }, { value: '2', type: 'mobile', primary: false }]);
    const moved = await s.patch(`/Users/${u.id}`, [{ op: 'Replace', path: 'phoneNumbers[type eq "mobile"].primary', value: 'True' }]);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.phoneNumbers).toEqual([{ value: '1', type: 'work', primary: false }, { value: '2', type: 'mobile', primary: true }]);
    // The primary email moves: it is the login email from then on; userName stays.
    const added = await s.patch(`/Users/${u.id}`, [{ op: 'Add', path: 'emails', value: [{ value: 'second@acme.example', type: 'other', primary: true }] }]);
    expect(added.body.emails).toEqual([{ value: 'prim@acme.example', type: 'work', primary: false }, { value: 'second@acme.example', type: 'other', primary: true }]);
    expect(added.body.userName).toBe('prim@acme.example');
    expect((await call('GET', `/org/${org.slug}/users/${u.id}/`, { token: org.adminKey })).body.email).toBe('second@acme.example');
    expectScimError(await s.patch(`/Users/${u.id}`, [{ op: 'Replace', path: 'phoneNumbers[type eq "work"].primary', value: 'yes' }]), 400, 'invalidValue');
  }, MS);

  it('a path naming no attribute is 400 invalidPath; `_`-leading paths and keys and `__proto__` are refused; nothing written', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', { schemas: [CORE], userName: 'paths2@acme.example' });
    for (const ops of [
      [{ op: 'Add', path: 'phoneNumber[type eq "mobile"].value', value: '1' }],
      [{ op: 'Add', path: 'phoneNumbers[type eq "mobile"].number', value: '1' }],
      [{ op: 'Replace', path: `${ENTERPRISE}:manager.id`, value: '1' }],
      [{ op: 'Replace', path: '_scim', value: {} }],
      [{ op: 'Replace', path: '__proto__', value: { polluted: true } }],
      // Own `__proto__` keys, as JSON.parse makes them from a body (an object literal would set the prototype instead).
      JSON.parse('[{ "op": "Replace", "value": { "__proto__": { "polluted": true } } }]'),
      JSON.parse('[{ "op": "Add", "path": "phoneNumbers[type eq \\"mobile\\"]", "value": { "__proto__": { "polluted": true }, "value": "1" } }]'),
    ]) {
      const res = await s.patch(`/Users/${u.id}`, ops);
      expectScimError(res, 400, 'invalidPath');
    }
    const after = (await s.get(`/Users/${u.id}`)).body;
    expect(after.meta.version).toBe(u.meta.version);
    expect(after).not.toHaveProperty('phoneNumbers');
    expect(({} as any).polluted).toBeUndefined();
  }, MS);
});

describe('userName is any string, required and unique; the login email is one of the emails (#41 §3)', () => {
  it('required; without an email to log in with, 400; with one, the login email is the primary, else work, else the first, else userName', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    expectScimError(await s.post('/Users', { schemas: [CORE], emails: [{ value: 'no.username@acme.example', primary: true }] }), 400, 'invalidValue');
    expectScimError(await s.post('/Users', { schemas: [CORE], userName: 'no-email-at-all' }), 400, 'invalidValue');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ userName: 'u1', emails: [{ value: 'w1@acme.example', type: 'work' }, { value: 'p1@acme.example', type: 'home', primary: true }] }, 'p1@acme.example'],
      [{ userName: 'u2', emails: [{ value: 'h2@acme.example', type: 'home' }, { value: 'w2@acme.example', type: 'Work' }] }, 'w2@acme.example'],
      [{ userName: 'u3', emails: [{ value: 'h3@acme.example', type: 'home' }, { value: 'o3@acme.example', type: 'other' }] }, 'h3@acme.example'],
      [{ userName: 'U4@acme.example' }, 'U4@acme.example'],
    ];
    for (const [doc, login] of cases) {
      const res = await s.post('/Users', { schemas: [CORE], ...doc });
      expect(res.status, res.text).toBe(201);
      expect(res.body.userName).toBe(doc.userName);
      expect((await call('GET', `/org/${org.slug}/users/${res.body.id}/`, { token: org.adminKey })).body.email, JSON.stringify(doc)).toBe(login);
    }
    // userName eq finds each, case-insensitively, by its userName (not by its email).
    for (const userName of ['U1', 'u2', 'u4@ACME.example']) {
      const found = await s.get('/Users', { filter: `userName eq "${userName}"` });
      expect(found.body.totalResults, userName).toBe(1);
      expect(found.body.Resources[0].userName.toLowerCase()).toBe(userName.toLowerCase());
    }
    expect((await s.get('/Users', { filter: 'userName eq "p1@acme.example"' })).body.totalResults).toBe(0);
  }, MS);

  it('without a name: the users API shows the displayName (else the userName before "@") as first name and no last name', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const a = await s.post('/Users', { schemas: [CORE], userName: 'kim@acme.example', displayName: 'Kim Lee' });
    const b = await s.post('/Users', { schemas: [CORE], userName: 'jo.doe@acme.example' });
    for (const [res, first] of [[a, 'Kim Lee'], [b, 'jo.doe']] as const) {
      expect(res.status, res.text).toBe(201);
      expect((await call('GET', `/org/${org.slug}/users/${res.body.id}/`, { token: org.adminKey })).body).toMatchObject({ first_name: first, last_name: '' });
      expect(res.body.name).toEqual({ givenName: first, formatted: first });
      expect(res.body.displayName).toBe(first);
    }
  }, MS);

  it('one namespace: a userName equal to another user\'s email (case-insensitively) is 409, an email equal to another user\'s userName is 409; changing userName and email in one PATCH keeps both', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const plain = await insertUser(org.slug, { email: 'plain@acme.example' });
    const a = await s.post('/Users', { schemas: [CORE], userName: 'alpha', emails: [{ value: 'alpha.mail@acme.example', type: 'work' }] });
    expect(a.status, a.text).toBe(201);
    expectScimError(await s.post('/Users', { schemas: [CORE], userName: 'PLAIN@acme.example', emails: [{ value: 'other1@acme.example', type: 'work' }] }), 409, 'uniqueness');
    expectScimError(await s.post('/Users', { schemas: [CORE], userName: 'ALPHA', emails: [{ value: 'other2@acme.example', type: 'work' }] }), 409, 'uniqueness');
    expectScimError(await s.post('/Users', { schemas: [CORE], userName: 'beta@acme.example', emails: [{ value: 'Alpha.Mail@acme.example', type: 'work' }] }), 409, 'uniqueness');
    // An email that is another user's explicit userName (the text of a lock): 409 too.
    const b = await s.post('/Users', { schemas: [CORE], userName: 'b.name@acme.example', emails: [{ value: 'b.mail@acme.example', type: 'work' }] });
    expect(b.status, b.text).toBe(201);
    expectScimError(await s.post('/Users', { schemas: [CORE], userName: 'gamma', emails: [{ value: 'B.NAME@acme.example', type: 'work' }] }), 409, 'uniqueness');
    expectScimError(await s.patch(`/Users/${a.body.id}`, [{ op: 'Replace', path: 'emails[type eq "work"].value', value: 'b.name@acme.example' }]), 409, 'uniqueness');
    expectScimError(await s.patch(`/Users/${a.body.id}`, [{ op: 'Replace', path: 'userName', value: 'b.mail@ACME.example' }]), 409, 'uniqueness');
    // A user's own email may become its userName again, and the other way round.
    const own = await s.patch(`/Users/${b.body.id}`, [{ op: 'Replace', path: 'userName', value: 'B.Mail@acme.example' }]);
    expect(own.status, own.text).toBe(200);
    expect(own.body.userName).toBe('b.mail@acme.example');
    // Its old userName is free again.
    const reuse = await s.post('/Users', { schemas: [CORE], userName: 'b.name@acme.example' });
    expect(reuse.status, reuse.text).toBe(201);
    // One PATCH replacing both keeps both.
    const both = await s.patch(`/Users/${a.body.id}`, [
      { op: 'Replace', path: 'userName', value: 'alpha2' },
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'alpha2.mail@acme.example' },
    ]);
    expect(both.status, both.text).toBe(200);
    expect([both.body.userName, both.body.emails[0].value]).toEqual(['alpha2', 'alpha2.mail@acme.example']);
    expect((await s.get('/Users', { filter: 'userName eq "alpha2"' })).body.Resources.map((r: any) => r.id)).toEqual([a.body.id]);
    // The old userName and email are free.
    expect((await s.post('/Users', { schemas: [CORE], userName: 'alpha', emails: [{ value: 'alpha.mail@acme.example', type: 'work' }] })).status).toBe(201);
    void plain;
  }, MS);

  it('a userName (or, with a new userName, a login email) of a user deleted through SCIM brings that user back with the new attributes', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const a = await s.post('/Users', { schemas: [CORE], userName: 'gone.custom', emails: [{ value: 'gone1@acme.example', type: 'work' }], nickName: 'G' });
    expect((await call('DELETE', `/org/${org.slug}/scim/v2/Users/${a.body.id}`, { token: org.adminKey })).status).toBe(204);
    const back = await s.post('/Users', { schemas: [CORE], userName: 'GONE.custom', emails: [{ value: 'gone2@acme.example', type: 'work' }] });
    expect([back.status, back.body.id, back.body.userName, back.body.emails[0].value, back.body.active], back.text).toEqual([201, a.body.id, 'GONE.custom', 'gone2@acme.example', true]);
    expect(back.body).not.toHaveProperty('nickName');
    expect((await call('DELETE', `/org/${org.slug}/scim/v2/Users/${a.body.id}`, { token: org.adminKey })).status).toBe(204);
    const byEmail = await s.post('/Users', { schemas: [CORE], userName: 'renamed.in.idp', emails: [{ value: 'gone2@acme.example', type: 'work' }] });
    expect([byEmail.status, byEmail.body.id, byEmail.body.userName], byEmail.text).toEqual([201, a.body.id, 'renamed.in.idp']);
    // The userName it left is free.
    expect((await s.post('/Users', { schemas: [CORE], userName: 'gone.custom', emails: [{ value: 'gone3@acme.example', type: 'work' }] })).status).toBe(201);
  }, MS);

  it('two users racing for one text, one as its userName and one as its email: exactly one is created', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    for (let round = 0; round < 3; round++) {
      const text = `race${round}@acme.example`;
      const [x, y] = await Promise.all([
        s.post('/Users', { schemas: [CORE], userName: text, emails: [{ value: `x${round}@acme.example`, type: 'work' }] }),
        s.post('/Users', { schemas: [CORE], userName: `y${round}`, emails: [{ value: text, type: 'work' }] }),
      ]);
      expect([x.status, y.status].sort(), `${x.text} ${y.text}`).toEqual([201, 409]);
    }
  }, MS);

  it('filters: userName, emails[type eq "work" and value eq …], emails.value, externalId, id, active; no 500 from any value', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', { ...oktaUser('custom.name', 'filter.me@acme.example'), externalId: 'ext-f1' });
    for (const filter of [
      'userName eq "CUSTOM.NAME"',
      'emails[type eq "work" and value eq "filter.me@acme.example"]',
      'emails[value eq "Filter.Me@acme.example"]',
      'emails.value eq "filter.me@acme.example"',
      'externalId eq "ext-f1"',
      `id eq "${u.id}"`,
      `id eq "${u.id}" and active eq true`,
      'userName eq "custom.name" and phoneNumbers[type eq "mobile"]',
    ]) {
      const res = await s.get('/Users', { filter });
      expect(res.status, filter).toBe(200);
      expect(res.body.Resources.map((r: any) => r.id), filter).toEqual([u.id]);
    }
    for (const filter of ['emails[type eq "home" and value eq "filter.me@acme.example"]', 'userName eq "filter.me@acme.example"', 'userName eq "custom.name" and active eq false']) {
      expect((await s.get('/Users', { filter })).body.totalResults, filter).toBe(0);
    }
    for (const value of ['a#b', 'x'.repeat(300), '\ud800', '\u202e', '', ' ', 'é'.repeat(254)]) {
      for (const attribute of ['userName', 'emails.value', 'externalId', 'id']) {
        const res = await s.get('/Users', { filter: `${attribute} eq ${JSON.stringify(value)}` });
        expect(res.status, `${attribute} ${JSON.stringify(value)}`).toBeLessThan(500);
      }
    }
  }, MS);

  it('bounds and character rules: long strings, long lists, unsafe characters, wrong types are 400 invalidValue; nothing written', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', { schemas: [CORE], userName: 'bounds@acme.example' });
    const bad: unknown[][] = [
      [{ op: 'Add', path: 'nickName', value: 'x'.repeat(201) }],
      [{ op: 'Add', path: 'phoneNumbers', value: Array.from({ length: 11 }, (_, i) => ({ value: String(i) })) }],
      [{ op: 'Add', path: 'emails', value: [{ value: 'not an email' }] }],
      [{ op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+1\u202e555' }],
      [{ op: 'Add', path: 'addresses[type eq "work"].locality', value: 'Sea\u0000ttle' }],
      [{ op: 'Add', path: 'addresses[type eq "work"].streetAddress', value: 'x'.repeat(501) }],
      [{ op: 'Add', path: 'displayName', value: 'Evil\u200b' }],
      [{ op: 'Add', path: `${ENTERPRISE}:manager`, value: { value: 'x'.repeat(513) } }],
      [{ op: 'Add', path: `${ENTERPRISE}:costCenter`, value: 42 }],
      [{ op: 'Add', path: 'timezone', value: 'x'.repeat(65) }],
      [{ op: 'Replace', path: 'userName', value: 'x'.repeat(255) }],
      [{ op: 'Replace', path: 'name', value: 'not an object' }],
    ];
    for (const ops of bad) expectScimError(await s.patch(`/Users/${u.id}`, ops), 400, 'invalidValue');
    expect((await s.get(`/Users/${u.id}`)).body.meta.version).toBe(u.meta.version);
  }, MS);
});

describe('a user written before #41 and the release before #41 (§3: additive, no new _lv)', () => {
  it('a user without the new attributes reads back as before; the new ones sit beside the old fields on the same item, without a new layout version', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const old = await insertUser(org.slug, { email: 'old.layout@acme.example', first_name: 'Old', last_name: 'Layout' });
    const read = await s.get(`/Users/${old.id}`);
    expect(read.body).toMatchObject({ userName: 'old.layout@acme.example', name: { givenName: 'Old', familyName: 'Layout', formatted: 'Old Layout' }, displayName: 'Old Layout', emails: [{ value: 'old.layout@acme.example', type: 'work', primary: true }] });
    expect(read.body).not.toHaveProperty('phoneNumbers');
    const before = (await db().send(new GetCommand({ TableName: tableName(), Key: userKey(org.slug, old.id), ConsistentRead: true }))).Item!;
    const patched = await s.patch(`/Users/${old.id}`, [{ op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+1 5' }, { op: 'Replace', path: 'userName', value: 'old.custom' }]);
    expect(patched.status, patched.text).toBe(200);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(org.slug, old.id), ConsistentRead: true }));
    expect(Item).toMatchObject({ email: 'old.layout@acme.example', first_name: 'Old', last_name: 'Layout', user_name: 'old.custom', scim: { phoneNumbers: [{ type: 'mobile', value: '+1 5' }] }, _lv: before._lv });
    // The users API reads it as its user and its writes keep the SCIM attributes (UpdateItem of what it changes).
    const renamed = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: old.id, first_name: 'Renamed', email: 'moved@acme.example' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).not.toHaveProperty('scim');
    const after = (await s.get(`/Users/${old.id}`)).body;
    expect(after).toMatchObject({ userName: 'old.custom', name: { givenName: 'Renamed' }, phoneNumbers: [{ type: 'mobile', value: '+1 5' }], emails: [{ value: 'moved@acme.example', type: 'work', primary: true }] });
  }, MS);

  it('a login email the users API moves stays the login through later SCIM writes (to another stored email: shown primary; to a new address: in place of the old one)', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', { schemas: [CORE], userName: 'moves', emails: [{ value: 'a.moves@acme.example', type: 'work', primary: true }, { value: 'b.moves@acme.example', type: 'home' }] });
    const setEmail = (email: string) => call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: u.id, email } });
    const login = async () => (await call('GET', `/org/${org.slug}/users/${u.id}/`, { token: org.adminKey })).body.email;
    expect((await setEmail('b.moves@acme.example')).status).toBe(200);
    expect((await s.get(`/Users/${u.id}`)).body.emails).toEqual([{ value: 'a.moves@acme.example', type: 'work', primary: false }, { value: 'b.moves@acme.example', type: 'home', primary: true }]);
    expect((await s.patch(`/Users/${u.id}`, [{ op: 'Add', path: 'nickName', value: 'M' }])).status).toBe(200);
    expect(await login()).toBe('b.moves@acme.example');
    expect((await setEmail('c.moves@acme.example')).status).toBe(200);
    expect((await s.get(`/Users/${u.id}`)).body.emails).toEqual([{ value: 'a.moves@acme.example', type: 'work', primary: false }, { value: 'c.moves@acme.example', type: 'home', primary: true }]);
    expect((await s.patch(`/Users/${u.id}`, [{ op: 'Add', path: 'locale', value: 'en' }])).status).toBe(200);
    expect(await login()).toBe('c.moves@acme.example');
  }, MS);

  it('a member of the scim map this release does not know (a later release\'s) survives this release\'s SCIM PUT and PATCH', async () => {
    const org = await newTestOrg();
    const s = scim(org);
    const { body: u } = await s.post('/Users', { schemas: [CORE], userName: 'later@acme.example', nickName: 'L' });
    const key = userKey(org.slug, u.id);
    const later = { badge: { kept: true } };
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET scim.laterRelease = :v', ExpressionAttributeValues: { ':v': later } }));
    expect((await s.put(`/Users/${u.id}`, { schemas: [CORE], userName: 'later@acme.example', locale: 'fr_FR' })).status).toBe(200);
    expect((await s.patch(`/Users/${u.id}`, [{ op: 'Remove', path: 'locale' }])).status).toBe(200);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    expect(Item!.scim).toEqual({ laterRelease: later });
    expect((await s.get(`/Users/${u.id}`)).body).not.toHaveProperty('nickName');
  }, MS);
});
