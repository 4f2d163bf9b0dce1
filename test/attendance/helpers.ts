import { expect } from 'vitest';
import { login, type ApiResponse, type Call } from '../support/http';

/** A user's session token. */
export const sessionOf = async (call: Call, slug: string, user: { email: string; password: string }): Promise<string> =>
  (await login(call, slug, user.email, user.password)).token;

/** Records a mark as an administrator (backfill with an explicit `at`). */
export async function mark(call: Call, slug: string, token: string, userId: string, kind: 'in' | 'out', at: string) {
  const res = await call('POST', `/org/${slug}/attendance/marks/`, { token, body: { kind, at, user_id: userId } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export type Report = 'marks' | 'daily' | 'absences' | 'summary';

/** Follows `next` to the end; returns every row and the number of pages. */
export async function walk(call: Call, slug: string, token: string, report: Report, query: Record<string, string | number | undefined>) {
  const rows: any[] = [];
  let pages = 0;
  let url: string | null = `/org/${slug}/reports/attendance/${report}/`;
  let q: Record<string, string | number | undefined> | undefined = query;
  while (url) {
    const res: ApiResponse = await call('GET', url, { token, query: q });
    expect(res.status, res.text).toBe(200);
    if (typeof query.page_size === 'number') expect(res.body.results.length).toBeLessThanOrEqual(query.page_size);
    rows.push(...res.body.results);
    url = res.body.next;
    q = undefined;
    pages++;
    expect(pages).toBeLessThan(200);
  }
  return { rows, pages };
}
