import { describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';

/**
 * Issue 9.4: 50 parallel operations for each write that guards an invariant; the invariant
 * holds afterwards. Through the local gateway, against DynamoDB Local.
 */
const { call } = useGateway();
const PARALLEL = 50;
const statuses = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

/** The 50 weekdays starting on Monday 2031-03-03, one per request. */
function weekdays(count: number): string[] {
  const out: string[] = [];
  for (let d = new Date(Date.UTC(2031, 2, 3)); out.length < count; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

describe('50 parallel writes keep every invariant', () => {
  it('time-off creates never overdraw a balance', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    await call('PUT', `/org/${org.slug}/timeoff/balances/${user.id}/`, { token: org.adminKey, body: { vacation: 12 } });
    const responses = await Promise.all(
      weekdays(PARALLEL).map((day) =>
        call('POST', `/org/${org.slug}/timeoff/requests/`, {
          token: org.adminKey,
          body: { type: 'vacation', start_date: day, end_date: day, user_id: user.id },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 12, 422: PARALLEL - 12 });
    const balances = await call('GET', `/org/${org.slug}/timeoff/balances/`, { token: org.adminKey, query: { user_id: user.id } });
    expect(balances.body.results.find((b: any) => b.type === 'vacation').available_days).toBe(0);
  });

  it('parallel deletes of one request restore its days exactly once', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    await call('PUT', `/org/${org.slug}/timeoff/balances/${user.id}/`, { token: org.adminKey, body: { vacation: 10 } });
    const created = await call('POST', `/org/${org.slug}/timeoff/requests/`, {
      token: org.adminKey,
      body: { type: 'vacation', start_date: '2031-03-03', end_date: '2031-03-07', user_id: user.id },
    });
    expect(created.body.days).toBe(5);
    const path = `/org/${org.slug}/timeoff/requests/${created.body.id}/`;
    const responses = await Promise.all(Array.from({ length: PARALLEL }, () => call('DELETE', path, { token: org.adminKey })));
    expect(statuses(responses)[204]).toBe(1);
    expect(responses.every((r) => [204, 404, 409].includes(r.status))).toBe(true);
    const balances = await call('GET', `/org/${org.slug}/timeoff/balances/`, { token: org.adminKey, query: { user_id: user.id } });
    expect(balances.body.results.find((b: any) => b.type === 'vacation').available_days).toBe(10);
  });

  it('parallel assign-course calls enroll each user exactly once', async () => {
    const org = await newTestOrg();
    const users = await Promise.all(Array.from({ length: 5 }, () => insertUser(org.slug)));
    const course = await call('POST', `/org/${org.slug}/learning/courses/`, { token: org.adminKey, body: { title: 'Safety' } });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call('POST', `/org/${org.slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`, {
          token: org.adminKey,
          body: { course_id: course.body.id, user_ids: users.map((u) => u.id) },
        }),
      ),
    );
    const assigned = responses.filter((r) => r.status === 200).flatMap((r) => r.body.assigned.map((a: any) => a.user_id));
    expect(assigned.sort()).toEqual(users.map((u) => u.id).sort());
    expect(responses.every((r) => r.status === 200 || (r.status === 422 && r.body.code === 'no_users_assigned'))).toBe(true);
    const enrollments = await call('GET', `/org/${org.slug}/learning/enrollments/`, {
      token: org.adminKey,
      query: { content_id: course.body.id, page_size: 200 },
    });
    expect(enrollments.body.results).toHaveLength(users.length);
  });

  it('parallel creates of one email (any letter case) make exactly one user', async () => {
    const org = await newTestOrg();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call('POST', `/org/${org.slug}/users/`, {
          token: org.adminKey,
          body: { email: i % 2 ? 'Race@Example.com' : 'race@example.COM', first_name: 'R', last_name: String(i) },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'email_taken')).toBe(true);
    const list = await call('GET', `/org/${org.slug}/users/`, { token: org.adminKey, query: { email: 'RACE@example.com' } });
    expect(list.body.results).toHaveLength(1);
  });

  it('parallel PUTs of a position category with If-Match lose no update', async () => {
    const org = await newTestOrg();
    const created = await call('POST', `/org/${org.slug}/organizations/position-categories/`, { token: org.adminKey, body: { name: 'v1' } });
    const path = `/org/${org.slug}/organizations/position-categories/${created.body.id}/`;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => call('PUT', path, { token: org.adminKey, body: { name: `writer ${i}` }, headers: { 'If-Match': '"1"' } })),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 412: PARALLEL - 1 });
    const winner = responses.find((r) => r.status === 200)!.body;
    const list = await call('GET', `/org/${org.slug}/organizations/position-categories/`, { token: org.adminKey });
    expect(list.body.results[0]).toMatchObject({ name: winner.name, version: 2 });
  });
});
