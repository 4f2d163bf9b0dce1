import { hashPassword } from '../../shared/auth/passwords';
import { getOrganization } from '../../shared/tenancy/organizations-store';
import { getUserIdByEmail, putNewUser, type UserRecord } from '../../shared/directory/users-store';
import { newId } from '../../shared/db/ids';
import { createApiKey } from '../../shared/auth/credentials';
import { bootstrapOrganization } from '../../shared/auth/bootstrap-organization';
import { createArea, createHeadquarter, createPosition, createPositionCategory } from '../../shared/organization/structure';
import { seedDemoCustomFields } from './seed-users';
import { seedDemoAttendance } from './seed-attendance';
import { seedDemoTimeOff } from './seed-timeoff';
import { seedDemoLearning } from './seed-learning';
import { seedExampleOrganization } from './seed-examples';
import { addMembers, createGroup } from '../../shared/groups/groups-store';

export interface SeededUser {
  user_id: string;
  email: string;
  password: string;
}

export interface SeededOrg {
  slug: string;
  timezone: string;
  admin_api_key: string;
  /** An administrator user too, for trying admin sessions (login) next to api-keys. */
  admins: SeededUser[];
  collaborators: SeededUser[];
}

export const DEMO_ORGS = [
  { slug: 'demo', name: 'Demo Company', timezone: 'America/Bogota' },
  { slug: 'other', name: 'Other Company', timezone: 'Europe/Madrid' },
] as const;

/** Demo passwords are public by design: this data only ever lives on a developer's machine. */
const password = (slug: string, who: string) => `${slug}-${who}-password`;

async function ensureUser(slug: string, email: string, role: UserRecord['role'], firstName: string, lastName: string, extra: Partial<UserRecord> = {}): Promise<SeededUser> {
  const pw = password(slug, email.split('@')[0]!);
  const existing = await getUserIdByEmail(slug, email);
  if (existing) return { user_id: existing, email, password: pw };
  const now = new Date().toISOString();
  const record: UserRecord = {
    id: newId(),
    email,
    first_name: firstName,
    last_name: lastName,
    role,
    status: 'active',
    custom_fields: {},
    force_change_password: false,
    created_at: now,
    updated_at: now,
    password_hash: await hashPassword(pw),
    ...extra,
  };
  await putNewUser(slug, record);
  return { user_id: record.id, email, password: pw };
}

/**
 * Idempotent demo data: organizations, an admin api-key each (a new one per start when the
 * organization already existed, since secrets are never stored), users with known passwords
 * and a little organization structure. Later feature modules add their own demo content here.
 * Last, `acme`: the organization the API Reference's examples are written for (seed-examples.ts).
 */
export async function seedDemoData(): Promise<SeededOrg[]> {
  const out: SeededOrg[] = [];
  for (const org of DEMO_ORGS) {
    const existed = Boolean(await getOrganization(org.slug));
    const apiKey = existed ? await createApiKey(org.slug, 'local development') : (await bootstrapOrganization(org)).apiKey;
    let areaId: string | undefined;
    if (!existed) {
      const area = await createArea(org.slug, { name: 'Operations' });
      areaId = area.id;
      await createArea(org.slug, { name: 'Field team', parent_id: area.id });
      await createHeadquarter(org.slug, { name: 'Main office', city: org.slug === 'demo' ? 'Bogotá' : 'Madrid' });
      const category = await createPositionCategory(org.slug, { name: 'Staff', description: 'Individual contributors' });
      await createPosition(org.slug, { name: 'Analyst', area_id: area.id, position_category_id: category.id });
    }
    const admins = [await ensureUser(org.slug, `admin@${org.slug}.example`, 'admin', 'Ada', 'Admin')];
    const collaborators = [
      await ensureUser(org.slug, `ana@${org.slug}.example`, 'collaborator', 'Ana', 'García', areaId ? { area_id: areaId } : {}),
      await ensureUser(org.slug, `luis@${org.slug}.example`, 'collaborator', 'Luis', 'Pérez'),
    ];
    if (!existed && org.slug === 'demo') await seedDemoCustomFields(org.slug, collaborators[0]!.user_id);
    await seedDemoAttendance(org.slug, org.timezone, collaborators.map((c) => c.user_id));
    await seedDemoLearning(org.slug, org.timezone, collaborators.map((c) => c.user_id));
    if (org.slug === 'demo') await seedDemoTimeOff(org.slug, org.timezone, collaborators.map((c) => c.user_id), admins[0]!.user_id);
    // Groups (#41), many to many: Ana is in both, Luis in one.
    if (!existed) {
      const analysts = await createGroup(org.slug, { name: 'Analysts' }, new Date());
      const onCall = await createGroup(org.slug, { name: 'On call' }, new Date());
      await addMembers(org.slug, analysts.id, collaborators.map((c) => c.user_id), new Date());
      await addMembers(org.slug, onCall.id, [collaborators[0]!.user_id], new Date());
    }
    out.push({ slug: org.slug, timezone: org.timezone, admin_api_key: apiKey.key, admins, collaborators });
  }
  // The API Reference's example organization, with the ids its examples name (#31 §4).
  out.push(await seedExampleOrganization());
  return out;
}
