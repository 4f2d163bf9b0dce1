import { hashPassword } from '../../shared/auth/passwords';
import { putNewUser, type UserRecord } from '../../shared/directory/users-store';
import { newId } from '../../shared/db/ids';
import type { ApiResponse, Call } from '../support/http';
import { newUserRecord, type TestOrg, type TestUser } from '../support/orgs';


let sharedHash: Promise<string> | undefined;

/** Many users straight into the data layer, in parallel (one scrypt hash shared by all). */
export async function bulkUsers(slug: string, n: number, overrides: Partial<UserRecord> = {}): Promise<string[]> {
  sharedHash ??= hashPassword('correct horse battery');
  const hash = await sharedHash;
  const ids = Array.from({ length: n }, () => newId());
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      await putNewUser(slug, newUserRecord({ id, email: `b-${id.toLowerCase()}@example.com`, first_name: 'Bulk', last_name: id.slice(-4), password_hash: hash, ...overrides }));
    }
  };
  await Promise.all(Array.from({ length: 40 }, worker));
  return ids;
}

export async function newCourse(call: Call, org: TestOrg, title = 'Course'): Promise<string> {
  const res = await call('POST', `/org/${org.slug}/learning/courses/`, { token: org.adminKey, body: { title } });
  if (res.status !== 201) throw new Error(`course not created: ${res.status} ${res.text}`);
  return res.body.id;
}

export async function newTrack(call: Call, org: TestOrg, courseIds: string[], title = 'Track'): Promise<string> {
  const res = await call('POST', `/org/${org.slug}/learning/tracks/`, { token: org.adminKey, body: { title, course_ids: courseIds } });
  if (res.status !== 201) throw new Error(`track not created: ${res.status} ${res.text}`);
  return res.body.id;
}

export async function sessionOf(call: Call, org: TestOrg, user: TestUser): Promise<string> {
  const res = await call('POST', `/org/${org.slug}/auth/login/`, { body: { email: user.email, password: user.password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.token;
}

export const assignCoursePath = (slug: string) => `/org/${slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`;
export const assignTrackPath = (slug: string) => `/org/${slug}/learning/content/knowledge-hub/enrollments/v2/assign-track/`;

/** Every page of a list, following `next`. */
export async function allPages(call: Call, token: string, path: string, query: Record<string, string | number | undefined> = {}) {
  const out: any[] = [];
  let res = await call('GET', path, { token, query });
  for (;;) {
    if (res.status !== 200) throw new Error(`list failed: ${res.status} ${res.text}`);
    out.push(...res.body.results);
    if (!res.body.next) return out;
    res = await call('GET', res.body.next, { token });
  }
}
