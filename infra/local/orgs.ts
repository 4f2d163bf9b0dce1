import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../shared/auth/passwords';
import { putNewUser, type UserRecord } from '../../shared/directory/users-store';
import { newId } from '../../shared/db/ids';
import { bootstrapOrganization } from '../../shared/auth/bootstrap-organization';

export interface TestOrg {
  slug: string;
  timezone: string;
  /** The bootstrap administrator api-key. */
  adminKey: string;
}

/** A fresh organization per test (unique slug): tests share one table the way tenants do. */
export async function newTestOrg(timezone = 'America/Bogota'): Promise<TestOrg> {
  const slug = `t-${randomBytes(6).toString('hex')}`;
  const { apiKey } = await bootstrapOrganization({ slug, name: `Test ${slug}`, timezone });
  return { slug, timezone, adminKey: apiKey.key };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A collaborator's user record with every field the users area writes, `fields` on top. */
export function newUserRecord(fields: Partial<UserRecord> = {}): UserRecord {
  const now = new Date().toISOString();
  const id = fields.id ?? newId();
  return {
    id,
    email: `u-${id.toLowerCase()}@example.com`,
    first_name: 'Test',
    last_name: 'User',
    role: 'collaborator',
    status: 'active',
    custom_fields: {},
    force_change_password: false,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

/** Inserts a user straight into the data layer (for tests of other areas than users). */
export async function insertUser(slug: string, overrides: Partial<UserRecord> & { password?: string } = {}): Promise<TestUser> {
  const { password = 'correct horse battery', ...rest } = overrides;
  const record = newUserRecord({ password_hash: await hashPassword(password), ...rest });
  if (!(await putNewUser(slug, record))) throw new Error('test user email taken');
  return { id: record.id, email: record.email, password };
}
