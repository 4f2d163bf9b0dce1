import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { levelAfter } from '../../shared/tenancy/data-level';
import { organizationKey } from '../../shared/tenancy/organizations-store';
import type { Call } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';

/** What the SCIM groups tests share (#41): a SCIM client of one organization, documents, and an organization of the release before `groups`. */
export const SCIM_HEADERS = { 'content-type': 'application/scim+json' };
export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

export function scimClient(call: Call, org: TestOrg, token = org.adminKey) {
  const base = `/org/${org.slug}/scim/v2`;
  return {
    get: (path: string, query?: Record<string, string>) => call('GET', `${base}${path}`, { token, query }),
    post: (path: string, body: unknown) => call('POST', `${base}${path}`, { token, body, headers: SCIM_HEADERS }),
    put: (path: string, body: unknown, headers: Record<string, string> = {}) => call('PUT', `${base}${path}`, { token, body, headers: { ...SCIM_HEADERS, ...headers } }),
    patch: (path: string, Operations: unknown[], headers: Record<string, string> = {}) =>
      call('PATCH', `${base}${path}`, { token, body: { schemas: [PATCH_OP], Operations }, headers: { ...SCIM_HEADERS, ...headers } }),
    del: (path: string) => call('DELETE', `${base}${path}`, { token }),
  };
}
export type ScimClient = ReturnType<typeof scimClient>;

export const scimUser = (email: string, extra: Record<string, unknown> = {}) => ({
  schemas: [CORE_USER],
  userName: email,
  name: { givenName: 'Ana', familyName: email.split('@')[0] },
  emails: [{ value: email, type: 'work', primary: true }],
  active: true,
  ...extra,
});

export const expectScimError = (res: { status: number; body: any; text: string }, status: number, scimTypeOrCode?: string) => {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.body).toMatchObject({ schemas: [SCIM_ERROR], status: String(status) });
  if (scimTypeOrCode) expect([res.body.scimType, res.body.code]).toContain(scimTypeOrCode);
};

/** Creates users through SCIM; answers their ids. */
export async function scimUsers(s: ScimClient, prefix: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await s.post('/Users', scimUser(`${prefix}${i}@acme.example`));
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

/**
 * An organization as the release before `groups` left it (SCIM Groups are its areas): made, then
 * its data level set to that release's, before any request reads it (the organization cache keeps
 * only fully migrated ones).
 */
export async function legacyGroupsOrg(): Promise<TestOrg> {
  const org = await newTestOrg();
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'SET data_level = :l', ExpressionAttributeValues: { ':l': levelAfter('user-hidden-count') } }),
  );
  return org;
}

export const memberIds = (group: any): string[] => (group.members ?? []).map((m: any) => m.value).sort();
