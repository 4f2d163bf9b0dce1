import { expect } from 'vitest';
import { login, type ApiResponse, type Call } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';

export type { Call } from '../support/http';

/** 2030-01-07 is a Monday: `weekday(n)` is the n-th weekday (0-based) from it, `date(n)` the n-th day. */
export function date(offsetDays: number): string {
  const d = new Date(Date.UTC(2030, 0, 7 + offsetDays));
  return d.toISOString().slice(0, 10);
}

export interface TimeOffWorld {
  org: TestOrg;
  admin: string;
  /** Collaborator A (the one most tests act as) and B (someone else). */
  a: { id: string; token: string };
  b: { id: string; token: string };
}

/** A user's session token. */
export const sessionOf = async (call: Call, slug: string, email: string, password: string): Promise<string> => (await login(call, slug, email, password)).token;

/** A fresh organization with two collaborators (logged in) and their balances set. */
export async function world(call: Call, balances: { vacation?: number; leave?: number; permission?: number } = { vacation: 15, leave: 5, permission: 3 }): Promise<TimeOffWorld> {
  const org = await newTestOrg();
  const [ua, ub] = await Promise.all([insertUser(org.slug), insertUser(org.slug)]);
  const [ta, tb] = await Promise.all([sessionOf(call, org.slug, ua.email, ua.password), sessionOf(call, org.slug, ub.email, ub.password)]);
  for (const user of [ua, ub]) {
    const res = await call('PUT', `/org/${org.slug}/timeoff/balances/${user.id}/`, { token: org.adminKey, body: balances });
    expect(res.status).toBe(200);
  }
  return { org, admin: org.adminKey, a: { id: ua.id, token: ta }, b: { id: ub.id, token: tb } };
}

export async function balanceOf(call: Call, w: TimeOffWorld, userId: string, type = 'vacation'): Promise<number> {
  const res = await call('GET', `/org/${w.org.slug}/timeoff/balances/`, { token: w.admin, query: { user_id: userId } });
  expect(res.status).toBe(200);
  return res.body.results.find((b: any) => b.type === type)?.available_days;
}

export async function createRequest(call: Call, w: TimeOffWorld, body: Record<string, unknown>, token = w.a.token) {
  return call('POST', `/org/${w.org.slug}/timeoff/requests/`, { token, body: { type: 'vacation', ...body } });
}

export async function listAll(call: Call, w: TimeOffWorld, query: Record<string, string | number | undefined> = {}, token = w.admin): Promise<any[]> {
  const out: any[] = [];
  let url: string | null = `/org/${w.org.slug}/timeoff/requests/`;
  let q: Record<string, string | number | undefined> | undefined = query;
  while (url) {
    const res: ApiResponse = await call('GET', url, { token, query: q });
    expect(res.status).toBe(200);
    out.push(...res.body.results);
    url = res.body.next;
    q = undefined;
  }
  return out;
}

