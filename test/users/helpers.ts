import { expect } from 'vitest';
import { login, type ApiResponse, type Call } from '../support/http';
import { insertUser, newTestOrg, type TestOrg, type TestUser } from '../support/orgs';

export { login, PASSWORD, type Call } from '../support/http';

/** The error envelope of api.md §3 with a given stable code. */
export function expectError(res: ApiResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }, res.text.slice(0, 300)).toEqual({ status, code });
  expect(res.body).toMatchObject({ message: expect.any(String), request_id: expect.any(String) });
}

export interface Org extends TestOrg {
  admin: TestUser & { token: string };
  collaborator: TestUser & { token: string };
}

/** A fresh organization with an admin session and a collaborator session next to the api-key. */
export async function orgWithSessions(call: Call): Promise<Org> {
  const org = await newTestOrg();
  const [admin, collaborator] = await Promise.all([insertUser(org.slug, { role: 'admin' }), insertUser(org.slug)]);
  const [adminLogin, collaboratorLogin] = await Promise.all([login(call, org.slug, admin.email), login(call, org.slug, collaborator.email)]);
  return { ...org, admin: { ...admin, token: adminLogin.token }, collaborator: { ...collaborator, token: collaboratorLogin.token } };
}

export async function createUser(call: Call, org: TestOrg, body: Record<string, unknown> = {}) {
  const res = await call('POST', `/org/${org.slug}/users/`, {
    token: org.adminKey,
    body: { email: `${Math.random().toString(36).slice(2)}@example.com`, first_name: 'New', last_name: 'Person', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}
