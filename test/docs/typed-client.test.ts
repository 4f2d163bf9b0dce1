import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, isApiError, type ErrorCode } from '../../shared/client';
import { newId } from '../../shared/db/ids';
import { contractCheckingFetch } from '../support/contract';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';

/**
 * The typed client integrators get (shared/client), generated from the OpenAPI document, used
 * against the running service. Its responses are checked against the document too.
 */
const { baseUrl } = useGateway();
const client = (token?: string) => createApiClient(baseUrl(), token, { fetch: contractCheckingFetch(baseUrl) });

describe('typed client (shared/client)', () => {
  it('lists areas, creates one, and pages through them', async () => {
    const org = await newTestOrg();
    const api = client(org.adminKey);
    const path = { slug: org.slug };

    const empty = await api.GET('/org/{slug}/organizations/areas/', { params: { path } });
    expect(empty.response.status).toBe(200);
    expect(empty.data).toEqual({ results: [], next: null, next_cursor: null });

    const created = await api.POST('/org/{slug}/organizations/areas/', {
      params: { path, header: { 'Idempotency-Key': `typed-${newId()}` } },
      body: { name: 'Operations' },
    });
    expect(created.response.status).toBe(201);
    expect(created.error).toBeUndefined();
    const area = created.data!;
    expectTypeOf(area.id).toEqualTypeOf<string>();
    expect(area).toMatchObject({ id: expect.any(String), name: 'Operations' });

    const child = await api.POST('/org/{slug}/organizations/areas/', { params: { path }, body: { name: 'Billing', parent_id: area.id } });
    expect(child.data?.parent_id).toBe(area.id);

    const first = await api.GET('/org/{slug}/organizations/areas/', { params: { path, query: { page_size: 1 } } });
    expect(first.data?.results.map((a) => a.name)).toEqual(['Operations']);
    const second = await api.GET('/org/{slug}/organizations/areas/', {
      params: { path, query: { page_size: 1, cursor: first.data!.next_cursor! } },
    });
    expect(second.data?.results.map((a) => a.name)).toEqual(['Billing']);
    if (second.data?.next_cursor) {
      const last = await api.GET('/org/{slug}/organizations/areas/', { params: { path, query: { cursor: second.data.next_cursor } } });
      expect(last.data).toMatchObject({ results: [], next: null });
    }
  });

  it('hands back the error envelope, typed, with its stable code', async () => {
    const org = await newTestOrg();
    const api = client(org.adminKey);

    const refused = await api.POST('/org/{slug}/organizations/areas/', {
      params: { path: { slug: org.slug } },
      body: { name: 'Orphan', parent_id: newId() },
    });
    expect(refused.data).toBeUndefined();
    expect(refused.response.status).toBe(422);
    // `code` is typed as the union of the codes this operation documents, not as any string.
    expectTypeOf(refused.error!.code).toExtend<ErrorCode>();
    expectTypeOf<'invalid_reference'>().toExtend<NonNullable<typeof refused.error>['code']>();
    expectTypeOf<'no_such_code'>().not.toExtend<NonNullable<typeof refused.error>['code']>();
    expect(refused.error).toMatchObject({ code: 'invalid_reference', message: expect.any(String), request_id: expect.any(String) });

    const anonymous = await client().GET('/org/{slug}/organizations/areas/', { params: { path: { slug: org.slug } } });
    expect(anonymous.response.status).toBe(401);
    expect(isApiError(anonymous.error)).toBe(true);
    const code: ErrorCode | undefined = anonymous.error?.code;
    expect(code).toBe('missing_credentials');

    const notFound = await api.DELETE('/org/{slug}/api-keys/{key_id}/', { params: { path: { slug: org.slug, key_id: newId() } } });
    expect(notFound.response.status).toBe(404);
    expect(notFound.error?.code).toBe('api_key_not_found');
  });

  it('logs in with a public operation (no token) and uses the session', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug, { password: 'a long enough password' });
    const login = await client().POST('/org/{slug}/auth/login/', {
      params: { path: { slug: org.slug } },
      body: { email: user.email, password: 'a long enough password' },
    });
    expect(login.data).toMatchObject({ token_type: 'Bearer', role: 'collaborator' });
    const areas = await client(login.data!.token).GET('/org/{slug}/organizations/areas/', { params: { path: { slug: org.slug } } });
    expect(areas.response.status).toBe(200);
  });
});
