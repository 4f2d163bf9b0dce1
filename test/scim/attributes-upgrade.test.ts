import { describe, expect, inject, it } from 'vitest';
import { useOwnTable } from '../support/own-table';
import { send } from '../../infra/local/http-client';
import { PREVIOUS_RELEASE_TEST_TIMEOUT_MS, usePreviousRelease } from '../support/previous-release';

/**
 * #41 §3, two releases on one table (docs/decisions/scim.md, "userName and the login email"):
 * the release before the attributes (7862073: userName = email, one email, nothing else kept),
 * run as it was, and this checkout serve ONE table. A user this release wrote with every new
 * attribute goes through the earlier release's SCIM GET, PUT and PATCH (its PUT clears only what
 * it knows); this release then still shows every attribute. A user the earlier release made reads
 * back through this one as it did there.
 */
const PREVIOUS = '7862073';
const TABLE = useOwnTable('scim-attributes-upgrade');
const { useGateway } = await import('../support/http');
const { call } = useGateway();
const endpoint = inject('dynamoEndpoint');
const SCIM = { 'content-type': 'application/scim+json' };
const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

const previous = usePreviousRelease(PREVIOUS, endpoint, TABLE);

describe(`SCIM attributes with release ${PREVIOUS} on the same table`, () => {
  it('the earlier release\'s SCIM PUT and PATCH erase none of the new attributes; its users read back here as there', async () => {
    const old = await previous.start();
    const org = old.demo;
    const token = org.admin_api_key;
    const path = `/org/${org.slug}/scim/v2/Users`;
    const viaOld = (method: string, p: string, body?: unknown) => send(old.baseUrl, { method, path: p, token, body, headers: SCIM });

    const created = await call('POST', path, {
      token,
      headers: SCIM,
      body: {
        schemas: [CORE, ENTERPRISE],
        userName: 'upgrade.custom',
        externalId: 'up-1',
        name: { givenName: 'Up', familyName: 'Grade', middleName: 'M' },
        displayName: 'Up G.',
        locale: 'es_AR',
        emails: [{ value: 'up.grade@demo.example', type: 'work', primary: true }, { value: 'up@home.example', type: 'home' }],
        phoneNumbers: [{ value: '+1 555 0101', type: 'mobile' }],
        addresses: [{ type: 'work', locality: 'Seattle' }],
        [ENTERPRISE]: { employeeNumber: 'E-1', costCenter: 'CC', manager: { value: 'm-1' } },
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    const kept = {
      userName: 'upgrade.custom',
      name: { givenName: 'Up', middleName: 'M' },
      displayName: 'Up G.',
      locale: 'es_AR',
      phoneNumbers: [{ value: '+1 555 0101', type: 'mobile' }],
      addresses: [{ type: 'work', locality: 'Seattle' }],
      [ENTERPRISE]: { costCenter: 'CC', manager: { value: 'm-1' } },
    };

    // The earlier release reads it (its view: the email is the userName) …
    const seen = await viaOld('GET', `${path}/${id}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ userName: 'up.grade@demo.example', name: { givenName: 'Up', familyName: 'Grade' } });
    // … replaces it with what it knows (Okta's PUT through it) and patches it.
    const put = await viaOld('PUT', `${path}/${id}`, { schemas: [CORE], userName: 'up.grade@demo.example', name: { givenName: 'Up', familyName: 'Grade Two' }, emails: [{ value: 'up.grade@demo.example', type: 'work', primary: true }], active: true });
    expect(put.status, put.text).toBe(200);
    const patch = await viaOld('PATCH', `${path}/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'name.givenName', value: 'Upper' }] });
    expect(patch.status, patch.text).toBe(200);

    // This release: every new attribute is still there; what the earlier release wrote is too.
    const after = await call('GET', `${path}/${id}`, { token });
    expect(after.status, after.text).toBe(200);
    expect(after.body).toMatchObject({ ...kept, name: { givenName: 'Upper', familyName: 'Grade Two', middleName: 'M' }, emails: [{ value: 'up.grade@demo.example', type: 'work', primary: true }, { value: 'up@home.example', type: 'home' }] });
    // Its PUT cleared what it knows and was not sent (externalId, employeeNumber), as a PUT does.
    expect(after.body).not.toHaveProperty('externalId');
    expect(after.body[ENTERPRISE]).not.toHaveProperty('employeeNumber');
    // The userName lock still holds: another user cannot take the userName.
    const taken = await call('POST', path, { token, headers: SCIM, body: { schemas: [CORE], userName: 'UPGRADE.custom', emails: [{ value: 'someone@demo.example', type: 'work' }] } });
    expect(taken.status, taken.text).toBe(409);

    // A user the earlier release created reads back here as it reads there.
    const made = await viaOld('POST', path, { schemas: [CORE], userName: 'made.before@demo.example', name: { givenName: 'Made', familyName: 'Before' }, emails: [{ value: 'made.before@demo.example', type: 'work', primary: true }], externalId: 'mb-1' });
    expect(made.status, made.text).toBe(201);
    const here = await call('GET', `${path}/${made.body.id}`, { token });
    const { meta: _a, groups: _g1, ...mine } = here.body;
    const { meta: _b, groups: _g2, ...theirs } = made.body;
    expect(mine).toEqual(theirs);
    expect((await call('GET', path, { token, query: { filter: 'userName eq "made.before@demo.example"' } })).body.totalResults).toBe(1);
  }, PREVIOUS_RELEASE_TEST_TIMEOUT_MS);
});
