import { describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * #41 item 2: "whether a missing area is created is a setting, documented" (docs/provisioning.md,
 * "Groups and areas"; docs/decisions/scim.md, "A department that names no area: a setting
 * (2026-11-28, #41)"). This file's process runs with SCIM_DEPARTMENT_AREAS=existing (its own
 * fork: the configuration is read once); every other SCIM test runs with the default, `create`,
 * which scim.test.ts's department cases cover.
 */
process.env.SCIM_DEPARTMENT_AREAS = 'existing';

const { call } = useGateway();
const MS = 90_000;
const SCIM = { 'content-type': 'application/scim+json' };
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const user = (userName: string, department: string) => ({
  schemas: [CORE, ENTERPRISE],
  userName,
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [{ value: userName, type: 'work', primary: true }],
  active: true,
  [ENTERPRISE]: { department },
});

describe('SCIM_DEPARTMENT_AREAS=existing: a department naming no area creates none', () => {
  it('an existing area is joined by name; an unknown one leaves the user without an area, shown back as sent, and is never created', async () => {
    const org = await newTestOrg();
    const token = org.adminKey;
    const base = `/org/${org.slug}/scim/v2`;
    const area = await call('POST', `/org/${org.slug}/organizations/areas/`, { token, body: { name: 'Engineering' } });
    expect(area.status, area.text).toBe(201);
    const areaNames = async () => ((await call('GET', `/org/${org.slug}/organizations/areas/`, { token })).body.results as Array<{ name: string }>).map((a) => a.name);

    // Known, in any case: joined.
    const known = await call('POST', `${base}/Users`, { token, body: user('eng@example.com', 'ENGINEERING'), headers: SCIM });
    expect(known.status, known.text).toBe(201);
    expect((await call('GET', `/org/${org.slug}/users/${known.body.id}/`, { token })).body.area_id).toBe(area.body.id);
    expect(known.body[ENTERPRISE].department).toBe('Engineering');

    // Unknown: 201, no area made, the user has none, SCIM shows the department as sent.
    const unknown = await call('POST', `${base}/Users`, { token, body: user('sales@example.com', 'Sales'), headers: SCIM });
    expect(unknown.status, unknown.text).toBe(201);
    expect(unknown.body[ENTERPRISE].department).toBe('Sales');
    expect(await areaNames()).toEqual(['Engineering']);
    expect((await call('GET', `/org/${org.slug}/users/${unknown.body.id}/`, { token })).body.area_id ?? null).toBeNull();

    // The same document again (Okta's PUT each cycle): nothing changes, the version stays.
    const again = await call('PUT', `${base}/Users/${unknown.body.id}`, { token, body: user('sales@example.com', 'Sales'), headers: SCIM });
    expect(again.status, again.text).toBe(200);
    expect(again.body.meta.version).toBe(unknown.body.meta.version);
    expect(again.body[ENTERPRISE].department).toBe('Sales');

    // Moved to a known department: the area is set and the kept text is gone.
    const moved = await call('PATCH', `${base}/Users/${unknown.body.id}`, {
      token,
      body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Engineering' }] },
      headers: SCIM,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body[ENTERPRISE].department).toBe('Engineering');
    expect((await call('GET', `/org/${org.slug}/users/${unknown.body.id}/`, { token })).body.area_id).toBe(area.body.id);

    // And to an unknown one again: out of the area, no area made.
    const out = await call('PATCH', `${base}/Users/${unknown.body.id}`, {
      token,
      body: { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: `${ENTERPRISE}:department`, value: 'Support' }] },
      headers: SCIM,
    });
    expect(out.status, out.text).toBe(200);
    expect(out.body[ENTERPRISE].department).toBe('Support');
    expect((await call('GET', `/org/${org.slug}/users/${unknown.body.id}/`, { token })).body.area_id ?? null).toBeNull();
    expect(await areaNames()).toEqual(['Engineering']);
  }, MS);
});
