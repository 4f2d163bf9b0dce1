import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut } from '../../infra/local/fixtures';
import { hashPassword } from '../../shared/auth/passwords';
import { COUNTED, COUNTED_STATUS, userCountsPart } from '../../shared/directory/user-count-store';
import { emailLockItem, USERS, type UserRecord } from '../../shared/directory/users-store';
import { db } from '../../shared/db/client';
import { newId } from '../../shared/db/ids';
import type { ApiResponse, Call } from '../support/http';
import { newUserRecord, type TestOrg, type TestUser } from '../support/orgs';


let sharedHash: Promise<string> | undefined;

/**
 * Many users straight into the data layer, stored as putNewUser stores them (the counted user
 * item with its counted status, its email lock, the organization's user count and status tallies) but in BatchWriteItems of 25 items and
 * one count update, not a transaction per user: 1,000 users are 80 requests instead of 1,000
 * transactions (docs/decisions/suite-time.md). One scrypt hash shared by all.
 */
export async function bulkUsers(slug: string, n: number, overrides: Partial<UserRecord> = {}): Promise<string[]> {
  sharedHash ??= hashPassword('correct horse battery');
  const hash = await sharedHash;
  const records = Array.from({ length: n }, () => {
    const id = newId();
    return newUserRecord({ id, email: `b-${id.toLowerCase()}@example.com`, first_name: 'Bulk', last_name: id.slice(-4), password_hash: hash, ...overrides });
  });
  await batchPut(records.flatMap((record) => [emailLockItem(slug, record), { ...USERS.item(slug, record), [COUNTED]: true, [COUNTED_STATUS]: record.status }]));
  const active = records.filter((record) => record.status === 'active').length;
  if (records.length > 0) await db().send(new UpdateCommand(userCountsPart(slug, records[0]!.id, { users: records.length, active, inactive: records.length - active }).Update));
  return records.map((record) => record.id);
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
