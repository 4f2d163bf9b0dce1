import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { unixSeconds } from '../../shared/http/headers';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';
import { createUser, expectError, orgWithSessions } from '../users/helpers';

const { call } = useGateway();
const DEPRECATION = `@${unixSeconds('2026-09-01')}`;

const define = (org: TestOrg, body: Record<string, unknown>) => call('POST', `/org/${org.slug}/custom-fields/`, { token: org.adminKey, body });

/** An organization with one definition of each type. */
async function orgWithDefinitions() {
  const org = await newTestOrg();
  for (const body of [
    { key: 'employee_code', name: 'Employee code', type: 'text' },
    { key: 'seniority_years', name: 'Seniority', type: 'number' },
    { key: 'start_date', name: 'Start date', type: 'date' },
    { key: 'remote', name: 'Remote', type: 'boolean' },
    { key: 'shirt_size', name: 'Shirt size', type: 'select', options: ['S', 'M', 'L'] },
  ]) {
    expect((await define(org, body)).status).toBe(201);
  }
  return org;
}

describe('custom field definitions', () => {
  it('creates a definition (201) and lists it in the envelope, oldest first, for any credential', async () => {
    const org = await orgWithSessions(call);
    const text = await define(org, { key: 'employee_code', name: 'Employee code', type: 'text' });
    expect(text.status).toBe(201);
    expect(text.body).toEqual({ id: expect.any(String), key: 'employee_code', name: 'Employee code', type: 'text', required: false, created_at: expect.any(String) });
    const select = await define(org, { key: 'shirt_size', name: 'Shirt size', type: 'select', options: ['S', 'M'], required: true });
    expect(select.body).toMatchObject({ type: 'select', options: ['S', 'M'], required: true });

    for (const token of [org.adminKey, org.collaborator.token]) {
      const list = await call('GET', `/org/${org.slug}/custom-fields/`, { token });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ results: [text.body, select.body], next: null, next_cursor: null });
    }
  });

  it('409 custom_field_key_taken for a key already defined, also under concurrency', async () => {
    const org = await newTestOrg();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => define(org, { key: 'badge', name: `Badge ${i}`, type: 'text' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('custom_field_key_taken');
    const list = await call('GET', `/org/${org.slug}/custom-fields/`, { token: org.adminKey });
    expect(list.body.results).toHaveLength(1);
    // Keys are per organization.
    expect((await define(await newTestOrg(), { key: 'badge', name: 'Badge', type: 'text' })).status).toBe(201);
  });

  it('400 validation_failed for a key that is not snake_case, an unknown type, options on a non-select, a select without options', async () => {
    const org = await newTestOrg();
    for (const [body, path] of [
      [{ key: 'EmployeeCode', name: 'x', type: 'text' }, 'key'],
      [{ key: 'employee-code', name: 'x', type: 'text' }, 'key'],
      [{ key: '1st', name: 'x', type: 'text' }, 'key'],
      [{ key: 'a__b', name: 'x', type: 'text' }, 'key'],
      [{ key: 'ok', name: 'x', type: 'color' }, 'type'],
      [{ key: 'ok', name: 'x', type: 'text', options: ['a'] }, 'options'],
      [{ key: 'ok', name: 'x', type: 'select' }, 'options'],
      [{ key: 'ok', name: 'x', type: 'select', options: [] }, 'options'],
      [{ key: 'ok', name: 'x', type: 'select', options: ['a', 'a'] }, 'options'],
      [{ key: 'ok', name: 'x', type: 'text', id: newId() }, 'id'],
      [{ key: 'ok', type: 'text' }, 'name'],
    ] as const) {
      const res = await define(org, body);
      expectError(res, 400, 'validation_failed');
      expect(res.body.details.map((d: any) => d.path), JSON.stringify(body)).toContain(path);
    }
    expect((await call('GET', `/org/${org.slug}/custom-fields/`, { token: org.adminKey })).body.results).toEqual([]);
  });

  it('the deprecated POST /organizations/custom-fields/ creates the same way, with Deprecation and Link', async () => {
    const org = await newTestOrg();
    const res = await call('POST', `/org/${org.slug}/organizations/custom-fields/`, { token: org.adminKey, body: { key: 'legacy_key', name: 'Legacy', type: 'boolean' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ key: 'legacy_key', type: 'boolean', required: false });
    expect(res.headers.get('deprecation')).toBe(DEPRECATION);
    expect(res.headers.get('link')).toMatch(new RegExp(`/org/${org.slug}/custom-fields/>; rel="successor-version"$`));
    const list = await call('GET', `/org/${org.slug}/custom-fields/`, { token: org.adminKey });
    expect(list.body.results).toEqual([res.body]);
    expect(list.headers.get('deprecation')).toBeNull();
    // Shared key space with the successor.
    expectError(await define(org, { key: 'legacy_key', name: 'Again', type: 'text' }), 409, 'custom_field_key_taken');
  });
});

describe("a user's custom field values", () => {
  it('sets valid values of every type and answers the full custom_fields; GET user shows them', async () => {
    const org = await orgWithDefinitions();
    const user = await createUser(call, org);
    const values = { employee_code: 'E-7', seniority_years: 3.5, start_date: '2024-02-29', remote: false, shirt_size: 'M' };
    const res = await call('POST', `/org/${org.slug}/users/${user.id}/custom-fields/`, { token: org.adminKey, body: { custom_fields: values } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ custom_fields: values });
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.custom_fields).toEqual(values);
  });

  it('merges: keys not sent keep their values; null removes one', async () => {
    const org = await orgWithDefinitions();
    const user = await createUser(call, org);
    const path = `/org/${org.slug}/users/${user.id}/custom-fields/`;
    await call('POST', path, { token: org.adminKey, body: { custom_fields: { employee_code: 'E-1', remote: true } } });
    const second = await call('POST', path, { token: org.adminKey, body: { custom_fields: { shirt_size: 'L', remote: null } } });
    expect(second.body).toEqual({ custom_fields: { employee_code: 'E-1', shirt_size: 'L' } });
    const unchanged = await call('POST', path, { token: org.adminKey, body: { custom_fields: {} } });
    expect(unchanged.body).toEqual({ custom_fields: { employee_code: 'E-1', shirt_size: 'L' } });
  });

  it('422 invalid_custom_fields with one detail per bad field, and nothing written', async () => {
    const org = await orgWithDefinitions();
    const user = await createUser(call, org);
    const path = `/org/${org.slug}/users/${user.id}/custom-fields/`;
    await call('POST', path, { token: org.adminKey, body: { custom_fields: { employee_code: 'E-1' } } });
    const before = (await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body;

    const recorder = recordWrites();
    const res = await call('POST', path, {
      token: org.adminKey,
      body: {
        custom_fields: {
          employee_code: 42,
          seniority_years: '3',
          start_date: '2023-02-29',
          remote: 'yes',
          shirt_size: 'XXL',
          favourite_color: 'blue',
        },
      },
    });
    recorder.stop();
    expectError(res, 422, 'invalid_custom_fields');
    const byPath = Object.fromEntries(res.body.details.map((d: any) => [d.path, d.issue]));
    expect(Object.keys(byPath).sort()).toEqual(
      ['employee_code', 'favourite_color', 'remote', 'seniority_years', 'shirt_size', 'start_date'].map((k) => `custom_fields.${k}`).sort(),
    );
    expect(byPath['custom_fields.shirt_size']).toMatch(/S, M, L/);
    expect(recorder.writes).toEqual([]);
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body).toEqual(before);
  });

  it('a single bad value refuses the whole write, even next to valid ones', async () => {
    const org = await orgWithDefinitions();
    const user = await createUser(call, org);
    const path = `/org/${org.slug}/users/${user.id}/custom-fields/`;
    const res = await call('POST', path, { token: org.adminKey, body: { custom_fields: { employee_code: 'E-9', start_date: '24-01-01' } } });
    expectError(res, 422, 'invalid_custom_fields');
    expect(res.body.details).toEqual([{ path: 'custom_fields.start_date', issue: expect.any(String) }]);
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.custom_fields).toEqual({});
  });

  it('numbers must be finite numbers; nested values and arrays are refused per field', async () => {
    const org = await orgWithDefinitions();
    const user = await createUser(call, org);
    const path = `/org/${org.slug}/users/${user.id}/custom-fields/`;
    const res = await call('POST', path, {
      token: org.adminKey,
      body: { custom_fields: { seniority_years: 1e300, employee_code: ['a'], remote: { yes: true } } },
    });
    expectError(res, 422, 'invalid_custom_fields');
    expect(res.body.details).toHaveLength(3);
    const ok = await call('POST', path, { token: org.adminKey, body: { custom_fields: { seniority_years: -2 } } });
    expect(ok.body.custom_fields).toEqual({ seniority_years: -2 });
  });

  it('required fields: must be present in the resulting values, cannot be removed', async () => {
    const org = await newTestOrg();
    await define(org, { key: 'employee_code', name: 'Employee code', type: 'text', required: true });
    await define(org, { key: 'nickname', name: 'Nickname', type: 'text' });
    const user = await createUser(call, org);
    const path = `/org/${org.slug}/users/${user.id}/custom-fields/`;

    const missing = await call('POST', path, { token: org.adminKey, body: { custom_fields: { nickname: 'Ace' } } });
    expectError(missing, 422, 'invalid_custom_fields');
    expect(missing.body.details).toEqual([{ path: 'custom_fields.employee_code', issue: expect.stringMatching(/required/) }]);

    const both = await call('POST', path, { token: org.adminKey, body: { custom_fields: { nickname: 'Ace', employee_code: 'E-1' } } });
    expect(both.body.custom_fields).toEqual({ nickname: 'Ace', employee_code: 'E-1' });
    // Present already: other fields can change alone.
    const alone = await call('POST', path, { token: org.adminKey, body: { custom_fields: { nickname: null } } });
    expect(alone.body.custom_fields).toEqual({ employee_code: 'E-1' });

    const removal = await call('POST', path, { token: org.adminKey, body: { custom_fields: { employee_code: null } } });
    expectError(removal, 422, 'invalid_custom_fields');
    expect(removal.body.details).toEqual([{ path: 'custom_fields.employee_code', issue: expect.stringMatching(/required/) }]);
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.custom_fields).toEqual({ employee_code: 'E-1' });
  });

  it('security #16: a required field keyed `constructor` is enforced like any other (keys are data, not object properties)', async () => {
    const org = await newTestOrg();
    const created = await define(org, { key: 'constructor', name: 'Constructor', type: 'text', required: true });
    expect(created.status, created.text).toBe(201);
    await define(org, { key: 'nickname', name: 'Nickname', type: 'text' });
    const user = await createUser(call, org);
    const path = `/org/${org.slug}/users/${user.id}/custom-fields/`;

    const missing = await call('POST', path, { token: org.adminKey, body: { custom_fields: { nickname: 'Ace' } } });
    expectError(missing, 422, 'invalid_custom_fields');
    expect(missing.body.details).toEqual([{ path: 'custom_fields.constructor', issue: expect.stringMatching(/required/) }]);
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.custom_fields).toEqual({});

    const both = await call('POST', path, { token: org.adminKey, body: { custom_fields: { nickname: 'Ace', constructor: 'C-1' } } });
    expect(both.status, both.text).toBe(200);
    expect(both.body.custom_fields).toEqual({ nickname: 'Ace', constructor: 'C-1' });
    const removal = await call('POST', path, { token: org.adminKey, body: { custom_fields: { constructor: null } } });
    expectError(removal, 422, 'invalid_custom_fields');
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.custom_fields).toEqual({ nickname: 'Ace', constructor: 'C-1' });
  });

  it('keys that are not snake_case (`__proto__`, `toString`) are refused as definitions and as values', async () => {
    const org = await newTestOrg();
    for (const key of ['__proto__', 'toString', 'hasOwnProperty']) {
      expectError(await define(org, { key, name: 'X', type: 'text', required: true }), 400, 'validation_failed');
    }
    const user = await createUser(call, org);
    const res = await call('POST', `/org/${org.slug}/users/${user.id}/custom-fields/`, {
      token: org.adminKey,
      rawBody: '{"custom_fields":{"__proto__":"x","toString":"y"}}',
      headers: { 'Content-Type': 'application/json' },
    });
    // #33 finding 11: `__proto__` is a key like any other, unknown here (it was silently dropped).
    expectError(res, 422, 'invalid_custom_fields');
    expect(res.body.details).toEqual([
      { path: 'custom_fields.__proto__', issue: 'no custom field with this key' },
      { path: 'custom_fields.toString', issue: 'no custom field with this key' },
    ]);
    for (const rawBody of ['{"custom_fields":{"__proto__":"x"}}', '{"custom_fields":{"__proto__":{"required":true}}}', '{"custom_fields":{"constructor":"x"}}']) {
      const alone = await call('POST', `/org/${org.slug}/users/${user.id}/custom-fields/`, { token: org.adminKey, rawBody, headers: { 'Content-Type': 'application/json' } });
      expectError(alone, 422, 'invalid_custom_fields');
      expect(alone.body.details, rawBody).toEqual([{ path: expect.stringMatching(/^custom_fields\.(__proto__|constructor)$/), issue: 'no custom field with this key' }]);
    }
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.custom_fields).toEqual({});
  });

  it("404 user_not_found for an unknown user or another organization's user; 400 for a body without custom_fields", async () => {
    const org = await orgWithDefinitions();
    const other = await newTestOrg();
    const foreign = await insertUser(other.slug);
    for (const id of [newId(), foreign.id]) {
      expectError(
        await call('POST', `/org/${org.slug}/users/${id}/custom-fields/`, { token: org.adminKey, body: { custom_fields: { remote: true } } }),
        404,
        'user_not_found',
      );
    }
    const user = await createUser(call, org);
    for (const body of [{}, { remote: true }, { custom_fields: [] }, { custom_fields: { remote: true }, extra: 1 }]) {
      expectError(await call('POST', `/org/${org.slug}/users/${user.id}/custom-fields/`, { token: org.adminKey, body }), 400, 'validation_failed');
    }
  });

  it('the deprecated PUT /organizations/users/{id}/custom-fields/ has the same effect, with Deprecation and Link', async () => {
    const org = await orgWithDefinitions();
    const user = await createUser(call, org);
    const res = await call('PUT', `/org/${org.slug}/organizations/users/${user.id}/custom-fields/`, {
      token: org.adminKey,
      body: { custom_fields: { remote: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ custom_fields: { remote: true } });
    expect(res.headers.get('deprecation')).toBe(DEPRECATION);
    expect(res.headers.get('link')).toMatch(new RegExp(`/org/${org.slug}/users/${user.id}/custom-fields/>; rel="successor-version"$`));
    const bad = await call('PUT', `/org/${org.slug}/organizations/users/${user.id}/custom-fields/`, {
      token: org.adminKey,
      body: { custom_fields: { remote: 'maybe' } },
    });
    expectError(bad, 422, 'invalid_custom_fields');
    expect(bad.headers.get('deprecation')).toBe(DEPRECATION);
    expect((await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey })).body.custom_fields).toEqual({ remote: true });
  });

  it('deprecated aliases are absent from the API Reference; the new section is there', async () => {
    const doc = await call('GET', '/api/v5/rest/openapi.json');
    expect(doc.body.paths['/org/{slug}/organizations/custom-fields/']).toBeUndefined();
    expect(doc.body.paths['/org/{slug}/organizations/users/{id}/custom-fields/']).toBeUndefined();
    expect(doc.body.paths['/org/{slug}/custom-fields/'].post.tags).toEqual(['custom fields']);
    expect(doc.body.paths['/org/{slug}/users/{id}/custom-fields/'].post.tags).toEqual(['custom fields']);
  });
});
