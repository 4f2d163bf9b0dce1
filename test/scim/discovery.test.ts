import { describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * #41 item 4: discovery is complete. Every `meta.location` a SCIM answer gives resolves to that
 * resource (ResourceTypes and Schemas included), `documentationUri` resolves, and each attribute
 * a schema lists has RFC 7643's characteristics (§8.7.1, transcribed below by hand from the RFC,
 * not from the code), and every attribute a user or group is served with is in its schema.
 */
const { call } = useGateway();
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

type Characteristics = { type: string; multiValued?: boolean; caseExact?: boolean; mutability?: string; returned?: string; uniqueness?: string; referenceTypes?: string[]; canonicalValues?: string[] };
const rw = (type: string, extra: Partial<Characteristics> = {}): Characteristics => ({ type, multiValued: false, caseExact: false, mutability: 'readWrite', returned: 'default', uniqueness: 'none', ...extra });
/** RFC 7643 §8.7.1 (User, Group) and §8.7.1's Enterprise User, for the attributes this provider serves. */
const RFC: Record<string, Record<string, Characteristics>> = {
  [CORE]: {
    userName: rw('string', { uniqueness: 'server' }),
    name: rw('complex'),
    'name.formatted': rw('string'),
    'name.familyName': rw('string'),
    'name.givenName': rw('string'),
    'name.middleName': rw('string'),
    'name.honorificPrefix': rw('string'),
    'name.honorificSuffix': rw('string'),
    displayName: rw('string'),
    nickName: rw('string'),
    profileUrl: rw('reference', { referenceTypes: ['external'] }),
    title: rw('string'),
    userType: rw('string'),
    preferredLanguage: rw('string'),
    locale: rw('string'),
    timezone: rw('string'),
    active: rw('boolean'),
    emails: rw('complex', { multiValued: true }),
    'emails.value': rw('string'),
    'emails.display': rw('string'),
    'emails.type': rw('string', { canonicalValues: ['work', 'home', 'other'] }),
    'emails.primary': rw('boolean'),
    phoneNumbers: rw('complex', { multiValued: true }),
    'phoneNumbers.value': rw('string'),
    'phoneNumbers.display': rw('string'),
    'phoneNumbers.type': rw('string', { canonicalValues: ['work', 'home', 'mobile', 'fax', 'pager', 'other'] }),
    'phoneNumbers.primary': rw('boolean'),
    addresses: rw('complex', { multiValued: true }),
    'addresses.formatted': rw('string'),
    'addresses.streetAddress': rw('string'),
    'addresses.locality': rw('string'),
    'addresses.region': rw('string'),
    'addresses.postalCode': rw('string'),
    'addresses.country': rw('string'),
    'addresses.type': rw('string', { canonicalValues: ['work', 'home', 'other'] }),
    // RFC 7643 §4.1.2 gives addresses a `primary` (§8.7.1's listing leaves it out).
    'addresses.primary': rw('boolean'),
    groups: rw('complex', { multiValued: true, mutability: 'readOnly' }),
    'groups.value': rw('string', { mutability: 'readOnly' }),
    'groups.$ref': rw('reference', { mutability: 'readOnly', referenceTypes: ['User', 'Group'] }),
    'groups.display': rw('string', { mutability: 'readOnly' }),
  },
  [ENTERPRISE]: {
    employeeNumber: rw('string'),
    costCenter: rw('string'),
    organization: rw('string'),
    division: rw('string'),
    department: rw('string'),
    manager: rw('complex'),
    'manager.value': rw('string'),
    'manager.$ref': rw('reference', { referenceTypes: ['User'] }),
    'manager.displayName': rw('string', { mutability: 'readOnly' }),
  },
  [GROUP]: {
    // RFC 7643 says uniqueness "none"; this provider refuses a second group of a name (409 uniqueness), as #41 asks, and says so.
    displayName: rw('string', { uniqueness: 'server' }),
    members: rw('complex', { multiValued: true }),
    'members.value': rw('string', { mutability: 'immutable' }),
    'members.$ref': rw('reference', { mutability: 'immutable', referenceTypes: ['User', 'Group'] }),
    'members.type': rw('string', { mutability: 'immutable', canonicalValues: ['User', 'Group'] }),
    // Not in RFC 7643's Group schema (it is in §4.2's text and every client reads it): shown, never written.
    'members.display': rw('string', { mutability: 'readOnly' }),
  },
};

const path = (location: string) => new URL(location).pathname;

describe('SCIM discovery is complete (#41)', () => {
  it('every meta.location resolves to the resource that names it; documentationUri resolves; unknown ids are 404 in SCIM\'s error schema', async () => {
    const org = await newTestOrg();
    const get = (p: string) => call('GET', p, { token: org.adminKey });
    const base = `/org/${org.slug}/scim/v2`;
    const config = await get(`${base}/ServiceProviderConfig`);
    expect((await get(path(config.body.meta.location))).body).toEqual(config.body);
    const docs = await call('GET', path(config.body.documentationUri));
    expect(docs.status, docs.text).toBe(302);
    expect(docs.headers.get('location')).toBeTruthy();

    for (const list of ['/ResourceTypes', '/Schemas']) {
      const { body } = await get(`${base}${list}`);
      expect(body.Resources.length).toBeGreaterThan(1);
      for (const resource of body.Resources) {
        const one = await get(path(resource.meta.location));
        expect(one.status, `${resource.meta.location} → ${one.text.slice(0, 200)}`).toBe(200);
        expect(one.body).toEqual(resource);
        expect(one.headers.get('content-type')).toMatch(/^application\/scim\+json/);
      }
    }
    // Each resource type's schema and extensions are schemas served.
    for (const type of (await get(`${base}/ResourceTypes`)).body.Resources) {
      for (const urn of [type.schema, ...(type.schemaExtensions ?? []).map((e: any) => e.schema)]) expect((await get(`${base}/Schemas/${urn}`)).status).toBe(200);
    }
    const user = await call('POST', `${base}/Users`, {
      token: org.adminKey,
      headers: { 'content-type': 'application/scim+json' },
      body: { schemas: [CORE], userName: 'where@acme.example', name: { givenName: 'W', familyName: 'H' }, [ENTERPRISE]: { department: 'Ops' } },
    });
    expect((await get(path(user.body.meta.location))).body).toEqual(user.body);
    // A group's $ref in the user's groups resolves to the group (a pushed group: the department is an area, #41 item 2).
    const pushed = await call('POST', `${base}/Groups`, { token: org.adminKey, headers: { 'content-type': 'application/scim+json' }, body: { schemas: [GROUP], displayName: 'Where', members: [{ value: user.body.id }] } });
    expect(pushed.status, pushed.text).toBe(201);
    const member = (await get(path(user.body.meta.location))).body;
    const ref = member.groups.find((g: any) => g.value === pushed.body.id)?.$ref;
    expect(ref, JSON.stringify(member.groups)).toEqual(expect.any(String));
    expect((await get(path(ref))).body.displayName).toBe('Where');

    for (const [p, code] of [[`${base}/ResourceTypes/Printer`, 'scim_resource_type_not_found'], [`${base}/Schemas/urn:ietf:params:scim:schemas:core:2.0:Printer`, 'scim_schema_not_found']]) {
      const res = await get(p!);
      expect([res.status, res.body.code, res.body.status, res.body.schemas]).toEqual([404, code, '404', ['urn:ietf:params:scim:api:messages:2.0:Error']]);
    }
    // Open to any credential of the organization, like the lists; not to none.
    expect((await call('GET', `${base}/ResourceTypes/User`)).status).toBe(401);
  });

  it('each attribute of each schema has RFC 7643\'s characteristics, and every attribute a user or group is served with is listed', async () => {
    const org = await newTestOrg();
    const base = `/org/${org.slug}/scim/v2`;
    const { body } = await call('GET', `${base}/Schemas`, { token: org.adminKey });
    const listed: Record<string, Set<string>> = {};
    for (const schema of body.Resources) {
      const rfc = RFC[schema.id];
      expect(rfc, schema.id).toBeDefined();
      listed[schema.id] = new Set();
      const check = (attribute: any, name: string) => {
        listed[schema.id]!.add(name);
        expect(rfc![name], `${schema.id} ${name} is an attribute RFC 7643 defines`).toBeDefined();
        const expected = rfc![name]!;
        const served = Object.fromEntries(Object.keys(expected).map((k) => [k, attribute[k]]));
        expect(served, `${schema.id} ${name}`).toEqual(expected);
        expect(typeof attribute.required).toBe('boolean');
      };
      for (const attribute of schema.attributes) {
        check(attribute, attribute.name);
        for (const sub of attribute.subAttributes ?? []) check(sub, `${attribute.name}.${sub.name}`);
      }
    }
    // The User schema's displayName is readWrite (it was readOnly).
    expect(body.Resources[0].attributes.find((a: any) => a.name === 'displayName').mutability).toBe('readWrite');

    const scimHeaders = { 'content-type': 'application/scim+json' };
    const user = await call('POST', `${base}/Users`, {
      token: org.adminKey,
      headers: scimHeaders,
      // Every attribute the User schema lists (#41 §3), so each one served is checked against the schema.
      body: {
        schemas: [CORE, ENTERPRISE],
        userName: 'served',
        externalId: 'x1',
        title: 'Lead',
        name: { givenName: 'S', familyName: 'V', formatted: 'Dr. S V', middleName: 'M', honorificPrefix: 'Dr.', honorificSuffix: 'Jr.' },
        displayName: 'SV',
        nickName: 'Sv',
        profileUrl: 'https://example.org/sv',
        userType: 'Employee',
        preferredLanguage: 'en',
        locale: 'en_US',
        timezone: 'Europe/Madrid',
        emails: [{ value: 'served@acme.example', type: 'work', primary: true, display: 'S' }, { value: 'sv@example.org', type: 'home' }],
        phoneNumbers: [{ value: '+1 5', type: 'mobile', primary: true, display: '5' }],
        addresses: [{ formatted: 'f', streetAddress: 's', locality: 'l', region: 'r', postalCode: 'p', country: 'ES', type: 'work', primary: true }],
        [ENTERPRISE]: { department: 'Ops', employeeNumber: '7', costCenter: 'c', organization: 'o', division: 'd', manager: { value: 'm1', $ref: 'https://example.org/m1', displayName: 'M' } },
      },
    });
    const group = await call('POST', `${base}/Groups`, { token: org.adminKey, headers: scimHeaders, body: { schemas: [GROUP], displayName: 'Served', members: [{ value: user.body.id }] } });
    const COMMON = new Set(['schemas', 'id', 'externalId', 'meta']); // RFC 7643 §3.1, every resource's
    const servedNames = (resource: any, urn: string): string[] =>
      Object.entries(resource)
        .filter(([k]) => !COMMON.has(k) && !k.startsWith('urn:'))
        .flatMap(([k, v]) => {
          const subs = Array.isArray(v) ? v.flatMap((item) => Object.keys(item)) : v && typeof v === 'object' ? Object.keys(v) : [];
          return [k, ...subs.map((s) => `${k}.${s}`)];
        })
        .filter((n) => n !== urn);
    for (const name of servedNames(user.body, CORE)) expect(listed[CORE]!.has(name), `User ${name} is served: the schema lists it`).toBe(true);
    expect(user.status, user.text).toBe(201);
    for (const name of servedNames(user.body[ENTERPRISE], ENTERPRISE)) expect(listed[ENTERPRISE]!.has(name), `Enterprise ${name}`).toBe(true);
    expect(servedNames(user.body, CORE).length).toBeGreaterThan(35);
    for (const name of servedNames(group.body, GROUP)) expect(listed[GROUP]!.has(name), `Group ${name} is served: the schema lists it`).toBe(true);
  });
});
