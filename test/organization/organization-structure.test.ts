import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { unixSeconds } from '../../shared/http/headers';
import { LEGACY_ALIASES_DEPRECATED_ON } from '../../shared/organization/routes';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';

const { call } = useGateway();

describe('organization structure (contract 4.7)', () => {
  it('creates and lists areas, headquarters, positions and position categories in the envelope', async () => {
    const org = await newTestOrg();
    const token = org.adminKey;
    const area = await call('POST', `/org/${org.slug}/organizations/areas/`, { token, body: { name: 'Operations' } });
    expect(area.status).toBe(201);
    expect(area.body).toMatchObject({ id: expect.any(String), name: 'Operations' });
    const hq = await call('POST', `/org/${org.slug}/organizations/headquarters/`, { token, body: { name: 'HQ', city: 'Bogotá' } });
    expect(hq.status).toBe(201);
    const category = await call('POST', `/org/${org.slug}/organizations/position-categories/`, { token, body: { name: 'Staff' } });
    expect(category.body).toMatchObject({ name: 'Staff', version: 1 });
    const position = await call('POST', `/org/${org.slug}/organizations/positions/`, {
      token,
      body: { name: 'Analyst', area_id: area.body.id, position_category_id: category.body.id },
    });
    expect(position.status).toBe(201);

    for (const [segment, expected] of [
      ['areas', area.body],
      ['headquarters', hq.body],
      ['positions', position.body],
      ['position-categories', category.body],
    ] as const) {
      const list = await call('GET', `/org/${org.slug}/organizations/${segment}/`, { token });
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ results: [expected], next: null, next_cursor: null });
      expect(Object.keys(list.body.results[0])[0]).toBe('id');
    }
  });

  it('refuses references that do not exist with 422 invalid_reference, writing nothing', async () => {
    const org = await newTestOrg();
    const res = await call('POST', `/org/${org.slug}/organizations/positions/`, {
      token: org.adminKey,
      body: { name: 'Ghost', area_id: newId() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'invalid_reference', details: [expect.objectContaining({ path: 'area_id' })] });
    const list = await call('GET', `/org/${org.slug}/organizations/positions/`, { token: org.adminKey });
    expect(list.body.results).toEqual([]);
  });

  it("cannot reference another organization's area", async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    const foreign = await call('POST', `/org/${b.slug}/organizations/areas/`, { token: b.adminKey, body: { name: 'B only' } });
    const res = await call('POST', `/org/${a.slug}/organizations/areas/`, { token: a.adminKey, body: { name: 'Child', parent_id: foreign.body.id } });
    expect(res.status).toBe(422);
  });
});

describe('pagination (api.md §4)', () => {
  it('walks every page once with no repeats and an absolute next URL', async () => {
    const org = await newTestOrg();
    const names = Array.from({ length: 7 }, (_, i) => `Area ${i}`);
    for (const name of names) await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name } });

    const seen: string[] = [];
    let url: string | null = `/org/${org.slug}/organizations/areas/?page_size=3`;
    let pages = 0;
    while (url) {
      const page: any = await call('GET', url, { token: org.adminKey });
      expect(page.status).toBe(200);
      expect(page.body.results.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.results.map((a: any) => a.name));
      if (page.body.next) expect(page.body.next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/org\//);
      url = page.body.next;
      pages++;
    }
    expect(seen).toEqual(names);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it('refuses page_size outside 1..200', async () => {
    const org = await newTestOrg();
    for (const size of ['0', '201', 'ten']) {
      const res = await call('GET', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, query: { page_size: size } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('a tampered cursor, or one replayed on another organization or endpoint, is 400 invalid_cursor', async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    for (const org of [a, b]) {
      for (const name of ['x', 'y']) await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name } });
    }
    const first = await call('GET', `/org/${a.slug}/organizations/areas/`, { token: a.adminKey, query: { page_size: 1 } });
    const cursor: string = first.body.next_cursor;
    expect(cursor).toEqual(expect.any(String));

    const [payload, signature] = cursor.split('.');
    const forgedPayload = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replaceAll(a.slug, b.slug),
    ).toString('base64url');
    const attempts = [
      call('GET', `/org/${a.slug}/organizations/areas/`, { token: a.adminKey, query: { cursor: cursor.slice(0, -2) + 'xx' } }),
      call('GET', `/org/${a.slug}/organizations/areas/`, { token: a.adminKey, query: { cursor: `${forgedPayload}.${signature}` } }),
      call('GET', `/org/${b.slug}/organizations/areas/`, { token: b.adminKey, query: { cursor } }),
      call('GET', `/org/${a.slug}/organizations/headquarters/`, { token: a.adminKey, query: { cursor } }),
      call('GET', `/org/${a.slug}/organizations/areas/`, { token: a.adminKey, query: { cursor: 'garbage' } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_cursor');
    }
  });
});

describe('position category PUT', () => {
  it('replaces fields, bumps the version, and honours If-Match with 412 version_conflict', async () => {
    const org = await newTestOrg();
    const created = await call('POST', `/org/${org.slug}/organizations/position-categories/`, {
      token: org.adminKey,
      body: { name: 'Staff', description: 'ICs' },
    });
    const path = `/org/${org.slug}/organizations/position-categories/${created.body.id}/`;

    const updated = await call('PUT', path, { token: org.adminKey, body: { name: 'Team members' }, headers: { 'If-Match': '"1"' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Team members', version: 2 });
    expect(updated.body).not.toHaveProperty('description');
    expect(updated.headers.get('etag')).toBe('"2"');

    const stale = await call('PUT', path, { token: org.adminKey, body: { name: 'Lost update' }, headers: { 'If-Match': '1' } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('version_conflict');

    const list = await call('GET', `/org/${org.slug}/organizations/position-categories/`, { token: org.adminKey });
    expect(list.body.results[0]).toMatchObject({ name: 'Team members', version: 2 });
  });

  it('404 position_category_not_found for an unknown id, also with If-Match', async () => {
    const org = await newTestOrg();
    const path = `/org/${org.slug}/organizations/position-categories/${newId()}/`;
    for (const headers of [{}, { 'If-Match': '1' }] as Record<string, string>[]) {
      const res = await call('PUT', path, { token: org.adminKey, body: { name: 'x' }, headers });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('position_category_not_found');
    }
  });

  it("cannot edit another organization's category, even by its exact id", async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    const theirs = await call('POST', `/org/${b.slug}/organizations/position-categories/`, { token: b.adminKey, body: { name: 'B' } });
    const res = await call('PUT', `/org/${a.slug}/organizations/position-categories/${theirs.body.id}/`, { token: a.adminKey, body: { name: 'hijack' } });
    expect(res.status).toBe(404);
    const check = await call('GET', `/org/${b.slug}/organizations/position-categories/`, { token: b.adminKey });
    expect(check.body.results[0].name).toBe('B');
  });
});

describe('deprecated aliases (contract 4.9)', () => {
  it.each([
    ['areas', 'areas'],
    ['headquarters', 'headquarters'],
    ['positions', 'positions'],
    ['position_categories', 'position-categories'],
  ])('GET /org/{slug}/%s answers the legacy bare array with RFC 9745 headers', async (legacy, successor) => {
    const org = await newTestOrg();
    const body = successor === 'positions' ? { name: 'P' } : { name: 'N' };
    await call('POST', `/org/${org.slug}/organizations/${successor}/`, { token: org.adminKey, body });
    const res = await call('GET', `/org/${org.slug}/${legacy}`, { token: org.adminKey });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(1);
    expect(res.headers.get('deprecation')).toBe(`@${unixSeconds(LEGACY_ALIASES_DEPRECATED_ON)}`);
    expect(res.headers.get('link')).toMatch(new RegExp(`^<http://127\\.0\\.0\\.1:\\d+/org/${org.slug}/organizations/${successor}/>; rel="successor-version"$`));
  });

  it('GET /org/{slug}/permission_groups: role groups with member counts, no successor link', async () => {
    const org = await newTestOrg();
    await insertUser(org.slug);
    await insertUser(org.slug);
    await insertUser(org.slug, { role: 'admin' });
    const res = await call('GET', `/org/${org.slug}/permission_groups`, { token: org.adminKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 'admin', name: 'Administrators', members: 1 },
      { id: 'collaborator', name: 'Collaborators', members: 2 },
    ]);
    expect(res.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(res.headers.get('link')).toBeNull();
  });
});
