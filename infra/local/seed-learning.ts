import { DateTime } from 'luxon';
import { enrollmentId, raiseEnrollmentProgress } from '../../shared/learning/enrollments-store';
import { assignCourse, assignTrack } from '../../shared/learning/assign';
import { createCourse, createTrack, listCourses } from '../../shared/learning/content';

/**
 * Demo learning data: three courses, an onboarding track of two of them, enrollments of the
 * demo collaborators spread over the last weeks (backfilled `enrolled_at`) and some progress.
 * One course enrollment sits at 21:30 local time, which in a zone west of UTC is already the
 * next day in UTC: the general report shows the difference between `from_date` (local) and
 * the deprecated `course_enroll_date` (UTC) on it. Idempotent: an organization that already has
 * courses is left alone (a restart with DATA_DIR keeps the earlier data).
 */
export async function seedDemoLearning(slug: string, timezone: string, userIds: string[], now: Date = new Date()): Promise<void> {
  if (userIds.length === 0) return;
  const existing = await listCourses(slug, { size: 1, binding: { org: slug, endpoint: 'seed', filters: {} } });
  if (existing.items.length > 0) return;

  const safety = await createCourse(slug, { title: 'Workplace safety', duration_minutes: 45 });
  const privacy = await createCourse(slug, { title: 'Data protection basics', duration_minutes: 30 });
  const care = await createCourse(slug, { title: 'Customer care', duration_minutes: 60 });
  const onboarding = await createTrack(slug, { title: 'Onboarding', course_ids: [safety.id, privacy.id] });

  const local = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
  const at = (daysAgo: number, hour: number, minute = 0) =>
    local.minus({ days: daysAgo }).set({ hour, minute }).toUTC().toISO()!;

  await assignTrack(slug, { track_id: onboarding.id, user_ids: userIds, enrolled_at: at(21, 9), due_date: local.plus({ days: 30 }).toISODate()! });
  await assignCourse(slug, { course_id: care.id, user_ids: [userIds[0]!], enrolled_at: at(10, 21, 30) });
  if (userIds[1]) await assignCourse(slug, { course_id: care.id, user_ids: [userIds[1]], enrolled_at: at(3, 8, 15) });

  const first = userIds[0]!;
  const iso = now.toISOString();
  await raiseEnrollmentProgress(slug, enrollmentId(slug, first, 'course', safety.id), 100, iso, null, timezone);
  await raiseEnrollmentProgress(slug, enrollmentId(slug, first, 'course', privacy.id), 40, iso, null, timezone);
  await raiseEnrollmentProgress(slug, enrollmentId(slug, first, 'track', onboarding.id), 70, iso, null, timezone);
  if (userIds[1]) await raiseEnrollmentProgress(slug, enrollmentId(slug, userIds[1], 'course', care.id), 15, iso, null, timezone);
}
