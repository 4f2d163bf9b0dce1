import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../shared/db/client';
import { enrollmentKey, enrollmentId } from '../../shared/learning/enrollments-store';
import { userKey } from '../../shared/directory/users-store';
import { catalogKey } from '../../shared/organization/catalog-store';
import { organizationKey } from '../../shared/tenancy/organizations-store';
import { WEBHOOKS } from '../../shared/webhooks/subscriptions-store';
import { BALANCES } from '../../shared/timeoff/balances-store';
import { REQUESTS } from '../../shared/timeoff/requests-store';
import { hashToken } from '../../shared/auth/tokens';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { assignCoursePath, newCourse } from '../learning/support';
import { courseRow } from './recount';
import { rawClient } from './support';

/**
 * This release is safe for the next one (#40 §2): an item the next release wrote, with attributes
 * this release does not know, keeps them after this release updates it through every write it
 * has for that entity (UpdateItem of the attributes it changes, never a whole-item Put over an
 * existing item), and it still reads and counts it. The next release's item is this release's
 * item with an attribute of its own (`next_release`), written raw as that release would.
 */
const { call } = useGateway();
const NEXT = { next_release: { kept: true, shape: 'a map this release does not know' } };

async function addNextReleaseAttribute(key: { pk: string; sk: string }): Promise<void> {
  await rawClient().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'SET next_release = :n', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':n': NEXT.next_release } }));
}
async function expectKept(key: { pk: string; sk: string }, what: string): Promise<Record<string, unknown>> {
  const { Item } = await rawClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  expect(Item, what).toBeDefined();
  expect(Item!.next_release, what).toEqual(NEXT.next_release);
  return Item!;
}

describe('items of the next release keep their attributes when this release writes them', () => {
  it('users: update_user, set-password, SCIM PATCH, deactivation and reactivation', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const key = userKey(org.slug, user.id);
    await addNextReleaseAttribute(key);
    const writes: Array<[string, string, string, unknown]> = [
      ['update_user', 'POST', `/org/${org.slug}/users/update_user/`, { id: user.id, first_name: 'Renamed' }],
      ['set-password', 'POST', `/org/${org.slug}/users/${user.id}/set-password/`, { password: 'a new long password 42' }],
      ['SCIM PATCH', 'PATCH', `/org/${org.slug}/scim/v2/Users/${user.id}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'name.familyName', value: 'Next' }] }],
      ['deactivate', 'POST', `/org/${org.slug}/users/update_user/`, { id: user.id, status: 'inactive' }],
      ['reactivate', 'POST', `/org/${org.slug}/users/update_user/`, { id: user.id, status: 'active' }],
    ];
    for (const [what, method, path, body] of writes) {
      const res = await call(method, path, { token: org.adminKey, body });
      expect(res.status, `${what}: ${res.text}`).toBeLessThan(300);
      await expectKept(key, what);
    }
    // Still read as this release's user.
    const read = await call('GET', `/org/${org.slug}/users/${user.id}/`, { token: org.adminKey });
    expect(read.body).toMatchObject({ id: user.id, first_name: 'Renamed', last_name: 'Next', status: 'active' });
  });

  it('enrollments: a progress report keeps them, and the enrollment is counted exactly', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const course = await newCourse(call, org, 'Next');
    expect((await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user.id] } })).status).toBe(200);
    const id = enrollmentId(org.slug, user.id, 'course', course);
    await addNextReleaseAttribute(enrollmentKey(org.slug, id));
    for (const progress of [40, 100]) {
      expect((await call('POST', `/org/${org.slug}/learning/enrollments/${id}/progress/`, { token: org.adminKey, body: { progress } })).status).toBe(200);
      await expectKept(enrollmentKey(org.slug, id), `progress ${progress}`);
    }
    expect(await courseRow(call, org.slug, org.adminKey, course)).toEqual({ enrolled: 1, in_progress: 0, completed: 1 });
  });

  it('catalogues (a position category edited), webhooks (updated, secret rotated) and the organization (migrated, reconciled)', async () => {
    const org = await newTestOrg();
    const category = await call('POST', `/org/${org.slug}/organizations/position-categories/`, { token: org.adminKey, body: { name: 'Staff' } });
    expect(category.status).toBe(201);
    const categoryKey = catalogKey(org.slug, 'position_category', category.body.id);
    await addNextReleaseAttribute(categoryKey);
    const edited = await call('PUT', `/org/${org.slug}/organizations/position-categories/${category.body.id}/`, { token: org.adminKey, body: { name: 'Supervisors' } });
    expect(edited.status, edited.text).toBe(200);
    expect((await expectKept(categoryKey, 'position category edited')).name).toBe('Supervisors');

    const hook = await call('POST', `/org/${org.slug}/webhooks/`, { token: org.adminKey, body: { url: 'http://127.0.0.1:4567/next', events: ['*'] } });
    expect(hook.status, hook.text).toBe(201);
    const hookKey = WEBHOOKS.key(org.slug, { id: hook.body.id });
    await addNextReleaseAttribute(hookKey);
    expect((await call('POST', `/org/${org.slug}/webhooks/${hook.body.id}/update/`, { token: org.adminKey, body: { status: 'disabled' } })).status).toBe(200);
    await expectKept(hookKey, 'webhook disabled');
    expect((await call('POST', `/org/${org.slug}/webhooks/${hook.body.id}/rotate-secret/`, { token: org.adminKey })).status).toBeLessThan(300);
    await expectKept(hookKey, 'webhook secret rotated');

    await addNextReleaseAttribute(organizationKey(org.slug));
    // The runner's and the verification's META writes (the deploy record stays closed in the shared test table: other files read it).
    const { migrateAll, verifyOrganization } = await import('../../shared/migrations/runner');
    await migrateAll({ org: org.slug });
    await verifyOrganization(org.slug);
    await expectKept(organizationKey(org.slug), 'organization migrated and verified');
  });

  it('time off (a balance set, a request approved) and api-keys (used, then revoked)', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const balance = await call('PUT', `/org/${org.slug}/timeoff/balances/${user.id}/`, { token: org.adminKey, body: { vacation: 10 } });
    expect(balance.status, balance.text).toBe(200);
    const balanceKey = BALANCES.key(org.slug, { user_id: user.id, type: 'vacation' });
    await addNextReleaseAttribute(balanceKey);
    const request = await call('POST', `/org/${org.slug}/timeoff/requests/`, {
      token: org.adminKey,
      body: { type: 'vacation', user_id: user.id, start_date: '2031-03-03', end_date: '2031-03-04' },
    });
    expect(request.status, request.text).toBe(201);
    const requestKey = REQUESTS.key(org.slug, { id: request.body.id });
    await addNextReleaseAttribute(requestKey);
    expect((await call('POST', `/org/${org.slug}/timeoff/requests/${request.body.id}/approve/`, { token: org.adminKey })).status).toBe(200);
    await expectKept(requestKey, 'time-off request approved');
    expect(Number((await expectKept(balanceKey, 'balance moved by the request')).available_days)).toBe(8);

    const created = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'next' } });
    expect(created.status, created.text).toBe(201);
    const credentialKey = { pk: `ORG#${org.slug}#CRED#${hashToken(created.body.key)}`, sk: 'CRED' };
    await addNextReleaseAttribute(credentialKey);
    expect((await call('GET', `/org/${org.slug}/users/`, { token: created.body.key })).status).toBe(200);
    expect((await call('DELETE', `/org/${org.slug}/api-keys/${created.body.id}/`, { token: org.adminKey })).status).toBe(204);
    await expectKept(credentialKey, 'api-key used and revoked');
  });
});

