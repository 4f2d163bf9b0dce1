import { describe, expect, it } from 'vitest';
import { MIN_USERS_PER_PAGE } from '../../shared/attendance/user-pages';
import { callsDuring } from '../support/db-calls';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { mark, walk } from './helpers';

const { call } = useGateway();

describe('cost of a derived report page', () => {
  it('examines at most max(page_size, 50) users: a page may be short (even empty) while next is set', async () => {
    const org = await newTestOrg();
    const users = await Promise.all(Array.from({ length: MIN_USERS_PER_PAGE + 12 }, () => insertUser(org.slug)));
    users.sort((a, b) => (a.id < b.id ? -1 : 1));
    const last = users.at(-1)!;
    await mark(call, org.slug, org.adminKey, last.id, 'in', '2026-03-02T13:00:00Z');
    await mark(call, org.slug, org.adminKey, last.id, 'out', '2026-03-02T14:00:00Z');
    const range = { from_date: '2026-03-02', to_date: '2026-03-06' };

    const { result: first, calls } = await callsDuring(() =>
      call('GET', `/org/${org.slug}/reports/attendance/daily/`, { token: org.adminKey, query: { ...range, page_size: 1 } }),
    );
    const queries = calls.filter((c) => c.command === 'QueryCommand').length;
    expect(first.status).toBe(200);
    expect(first.body.results).toEqual([]);
    expect(first.body.next).toEqual(expect.any(String));
    // One Query per examined user's marks, plus the few that list users (10 at a time).
    expect(queries).toBeLessThanOrEqual(MIN_USERS_PER_PAGE + Math.ceil(MIN_USERS_PER_PAGE / 10) + 1);

    const all = await walk(call, org.slug, org.adminKey, 'daily', { ...range, page_size: 1 });
    expect(all.rows).toEqual([expect.objectContaining({ user_id: last.id, worked_minutes: 60 })]);
    expect(all.pages).toBe(2);

    // The summary has a row for every active user: pages are full.
    const summary = await walk(call, org.slug, org.adminKey, 'summary', { ...range, page_size: 25 });
    expect(summary.rows).toHaveLength(users.length);
    expect(summary.pages).toBe(Math.ceil(users.length / 25));
    const absences = await walk(call, org.slug, org.adminKey, 'absences', { ...range, page_size: 200 });
    expect(absences.rows).toHaveLength((users.length - 1) * 5 + 4);
  }, 120_000);
});
