import { hashPassword } from '../../shared/auth/passwords';
import { bootstrapOrganization } from '../../shared/auth/bootstrap-organization';
import { createApiKey } from '../../shared/auth/credentials';
import { createCustomField, setUserCustomFields } from '../../shared/custom-fields/custom-fields';
import { putNewUser, type UserRecord } from '../../shared/directory/users-store';
import { withIds } from '../../shared/db/ids';
import type { Principal } from '../../shared/http/principal';
import { assignCourse } from '../../shared/learning/assign';
import { addMembers } from '../../shared/groups/groups-store';
import { createGroup } from '../../shared/groups/groups';
import { createCourse, createTrack } from '../../shared/learning/content';
import { createEnrollmentRule } from '../../shared/learning/group-rules';
import { putExampleJob } from '../../shared/learning/group-rules-store';
import { createArea, createHeadquarter, createPosition, createPositionCategory } from '../../shared/organization/structure';
import { EX, EXAMPLE_PASSWORD, EXAMPLE_SLUG } from '../../shared/schemas/example-ids';
import { getOrganization } from '../../shared/tenancy/organizations-store';
import { replaceTimeOffBalances } from '../../shared/timeoff/balances';
import { createTimeOffRequest } from '../../shared/timeoff/requests';
import { TRANSITION_EXAMPLES } from '../../shared/timeoff/routes';
import { putDeliveryAttempt } from '../../shared/webhooks/deliveries-store';
import { createWebhook } from '../../shared/webhooks/subscriptions';
import type { SeededOrg } from './seed';
import { newUserRecord } from './orgs';

/**
 * The example organization of the API Reference (`acme`, #31 §4): every object a request example
 * names (shared/schemas/example-ids.ts), made with that id through the same domain code as any
 * other object (withIds), so each example of the document, sent as it is to `npm start` with
 * this organization's api-key, succeeds. An example that deletes or decides something has an
 * object of its own (its route's `example.path`), so the examples do not depend on each other's
 * order. test/docs/examples-live.test.ts sends them all.
 *
 * Made once, when the organization does not exist yet (a restart with DATA_DIR keeps what the
 * examples changed); every start adds an api-key, since secrets are never stored.
 */
export const EXAMPLE_ORG = { slug: EXAMPLE_SLUG, name: 'Acme', timezone: 'America/Lima' } as const;

/** `work` makes one object that must take `id` (withIds): a mismatch is a seed bug, said at once. */
async function madeWith<T extends { id: string }>(id: string, work: () => Promise<T>): Promise<T> {
  const made = await withIds([id], work);
  if (made.id !== id) throw new Error(`seed-examples: an object meant to be ${id} was made as ${made.id}`);
  return made;
}

const ADMIN_EMAIL = 'admin@acme.example';

export async function seedExampleOrganization(): Promise<SeededOrg> {
  const slug = EXAMPLE_ORG.slug;
  const seeded = (key: string): SeededOrg => ({
    slug,
    timezone: EXAMPLE_ORG.timezone,
    admin_api_key: key,
    admins: [{ user_id: EX.adminId, email: ADMIN_EMAIL, password: EXAMPLE_PASSWORD }],
    collaborators: [{ user_id: EX.userId, email: 'ana.torres@acme.example', password: EXAMPLE_PASSWORD }],
  });
  if (await getOrganization(slug)) return seeded((await createApiKey(slug, 'local development')).key);
  const { apiKey } = await bootstrapOrganization(EXAMPLE_ORG);

  // Structure: Ana's area under a parent, her headquarter and position; two SCIM groups the
  // group examples edit and delete (areas, as SCIM groups are).
  await madeWith(EX.parentAreaId, () => createArea(slug, { name: 'Commercial' }));
  await madeWith(EX.areaId, () => createArea(slug, { name: 'Operations', parent_id: EX.parentAreaId }));
  await madeWith(EX.groupId, () => createArea(slug, { name: 'Sales' }));
  await madeWith(EX.retiredGroupId, () => createArea(slug, { name: 'Temporary projects' }));
  await madeWith(EX.headquarterId, () =>
    createHeadquarter(slug, { name: 'Lima headquarters', city: 'Lima', country: 'Peru', address: 'Av. Javier Prado Este 4200, Santiago de Surco' }),
  );
  await madeWith(EX.positionCategoryId, () => createPositionCategory(slug, { name: 'Supervisors', description: 'People who lead a shift or a team.' }));
  await madeWith(EX.positionId, () => createPosition(slug, { name: 'Shift supervisor', area_id: EX.areaId, position_category_id: EX.positionCategoryId }));

  // People: the administrator the login example signs in as, Ana Torres (the `id`/`user_id` of
  // the examples), a colleague assignCourse's example also enrolls, and one deleteScimUser removes.
  const passwordHash = await hashPassword(EXAMPLE_PASSWORD);
  const user = async (id: string, email: string, first: string, last: string, role: UserRecord['role'], extra: Partial<UserRecord> = {}) => {
    const record = newUserRecord({ id, email, first_name: first, last_name: last, role, password_hash: passwordHash, ...extra });
    if (!(await putNewUser(slug, record))) throw new Error(`seed-examples: user ${email} exists`);
  };
  await user(EX.adminId, ADMIN_EMAIL, 'Ada', 'Admin', 'admin');
  await user(EX.userId, 'ana.torres@acme.example', 'Ana', 'Torres', 'collaborator', {
    area_id: EX.areaId,
    headquarter_id: EX.headquarterId,
    position_id: EX.positionId,
  });
  await user(EX.otherUserId, 'diego.salas@acme.example', 'Diego', 'Salas', 'collaborator', { area_id: EX.groupId });
  await user(EX.departingUserId, 'pablo.ruiz@acme.example', 'Pablo', 'Ruiz', 'collaborator');

  // Groups (#41): the one the groups examples read, rename and change the members of (Diego is a
  // member removeGroupMember's example removes; addGroupMember's adds Ana), and one deleteGroup's deletes.
  await madeWith(EX.engineeringGroupId, () => createGroup(slug, { name: 'Engineering', external_id: 'okta-00g1engineering' }));
  await addMembers(slug, EX.engineeringGroupId, [EX.otherUserId, EX.departingUserId], new Date());
  await madeWith(EX.retiredGroupRestId, () => createGroup(slug, { name: 'Former contractors' }));
  // The SCIM Groups examples' groups: Sales (Diego a member; read, replaced and patched) and one
  // deleteScimGroup's deletes. The areas of the same ids stay areas, as the groups migration leaves
  // an organization that used SCIM before groups had their own entity.
  await madeWith(EX.groupId, () => createGroup(slug, { name: 'Sales' }));
  await addMembers(slug, EX.groupId, [EX.otherUserId], new Date());
  await madeWith(EX.retiredGroupId, () => createGroup(slug, { name: 'Temporary projects' }));

  await madeWith(EX.customFieldId, () => createCustomField(slug, { key: 'employee_number', name: 'Employee number', type: 'text' }));
  await madeWith(EX.shirtSizeFieldId, () => createCustomField(slug, { key: 'shirt_size', name: 'Shirt size', type: 'select', options: ['S', 'M', 'L'] }));
  await setUserCustomFields(slug, EX.userId, { employee_number: 'E-1042' });

  // The api-key revokeApiKey's example revokes (the administrator's own key is `apiKey`).
  await madeWith(EX.apiKeyId, () => createApiKey(slug, 'Payroll sync'));

  // Learning: the two courses createTrack's example names, the track assignTrack's names (Ana is
  // not on it yet: that example enrolls her), and Ana's enrollment in the first course (its id
  // is derived: EX.enrollmentId).
  await madeWith(EX.courseId, () => createCourse(slug, { title: 'Workplace safety basics', duration_minutes: 45 }));
  await madeWith(EX.secondCourseId, () => createCourse(slug, { title: 'Data protection basics', duration_minutes: 30 }));
  await madeWith(EX.trackId, () => createTrack(slug, { title: 'Onboarding', course_ids: [EX.courseId, EX.secondCourseId] }));
  await assignCourse(slug, { course_id: EX.courseId, user_ids: [EX.userId], due_date: '2026-03-31' });

  // Enrollment rules (#42) on the Engineering group, each with a course of its own (no other
  // example assigns them, so assignCourse's example still enrolls Diego): the one the examples
  // read, one deleteEnrollmentRule's example deletes, and a finished job getJob's example reads.
  // createEnrollmentRule's example adds EX.secondCourseId.
  await madeWith(EX.ruleCourseId, () => createCourse(slug, { title: 'Engineering onboarding', duration_minutes: 60 }));
  await madeWith(EX.retiredRuleCourseId, () => createCourse(slug, { title: 'Legacy tooling', duration_minutes: 20 }));
  await madeWith(EX.enrollmentRuleId, async () => (await createEnrollmentRule(slug, EX.engineeringGroupId, { content_type: 'course', content_id: EX.ruleCourseId })).rule);
  await madeWith(EX.retiredEnrollmentRuleId, async () => (await createEnrollmentRule(slug, EX.engineeringGroupId, { content_type: 'course', content_id: EX.retiredRuleCourseId })).rule);
  await putExampleJob(slug, EX.jobId, EX.enrollmentRuleId, EX.engineeringGroupId, EX.ruleCourseId);

  // Time off: Ana's balances, and one pending request for each example that reads or decides one,
  // in periods apart from each other and from createTimeOffRequest's example (2026-04-06..10).
  const admin: Principal = { org: slug, role: 'admin', userId: EX.adminId, credentialId: EX.adminId, kind: 'session', passwordChangeRequired: false };
  await replaceTimeOffBalances(slug, EX.userId, { vacation: 40, leave: 5, permission: 3 });
  const pending = (id: string, start_date: string, end_date: string, reason: string) =>
    madeWith(id, () => createTimeOffRequest(slug, admin, { user_id: EX.userId, type: 'vacation', start_date, end_date, reason }));
  await pending(EX.timeOffRequestId, '2026-06-01', '2026-06-05', 'Summer holidays');
  for (const [action, example] of Object.entries(TRANSITION_EXAMPLES)) await pending(example.id, example.start_date, example.end_date, `To ${action}`);
  await pending(EX.deletableRequestId, '2026-05-25', '2026-05-26', 'Changed plans');

  // Webhooks: the subscription the webhook examples name (its delivery log holds EX.deliveryId),
  // and one deleteWebhook's example deletes. https://hooks.acme.example resolves only through
  // WEBHOOK_RESOLVE (infra/local/environment.ts).
  const url = 'https://hooks.acme.example/learning-people';
  await madeWith(EX.webhookId, () => createWebhook(slug, { url, events: ['user.created', 'timeoff.request.approved'], description: 'HRIS sync' }));
  await madeWith(EX.retiredWebhookId, () => createWebhook(slug, { url, events: ['*'], description: 'Former HRIS sync' }));
  const at = new Date();
  const event = { id: EX.eventId, type: 'webhook.test', timestamp: at.toISOString(), data: { webhook_id: EX.webhookId, message: 'This is a test event: the subscription receives and verifies events.' } };
  await putDeliveryAttempt(slug, {
    id: EX.deliveryId,
    webhook_id: EX.webhookId,
    event_id: EX.eventId,
    event_type: event.type,
    attempt: 1,
    status: 'failed',
    status_code: 503,
    duration_ms: 212,
    error: 'the receiver answered 503',
    attempted_at: at.toISOString(),
    next_retry_at: null,
    event: JSON.stringify(event),
  });

  return seeded(apiKey.key);
}
