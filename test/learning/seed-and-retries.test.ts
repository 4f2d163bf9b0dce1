import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { seedDemoLearning } from '../../infra/local/seed-learning';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { allPages, assignCoursePath, newCourse } from './support';

const { call } = useGateway();

describe('demo learning data', () => {
  it('seeds courses, a track, enrollments with progress, once', async () => {
    const org = await newTestOrg('America/Bogota');
    const users = [await insertUser(org.slug), await insertUser(org.slug)];
    const now = new Date('2026-03-15T15:00:00Z');
    await seedDemoLearning(org.slug, org.timezone, users.map((u) => u.id), now);
    await seedDemoLearning(org.slug, org.timezone, users.map((u) => u.id), now);
    const courses = await allPages(call, org.adminKey, `/org/${org.slug}/learning/courses/`);
    expect(courses.map((c) => c.title)).toEqual(['Workplace safety', 'Data protection basics', 'Customer care']);
    const tracks = await allPages(call, org.adminKey, `/org/${org.slug}/learning/tracks/`);
    expect(tracks).toHaveLength(1);
    const rows = await allPages(call, org.adminKey, `/org/${org.slug}/reports/learning/general-v2/`);
    // Track + 2 courses for each user, and Customer care for both.
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(1);
    // The 21:30 local enrollment: 2026-03-05 in Bogota, 2026-03-06 in UTC.
    const late = rows.find((r) => r.course_enroll_date === '2026-03-05T21:30:00-05:00');
    expect(late).toBeDefined();
    const byFromDate = await allPages(call, org.adminKey, `/org/${org.slug}/reports/learning/general-v2/`, { from_date: '2026-03-06' });
    const byLegacy = await allPages(call, org.adminKey, `/org/${org.slug}/reports/learning/general-v2/`, { course_enroll_date: '2026-03-06' });
    expect(byFromDate.map((r) => r.enrollment_id)).not.toContain(late.enrollment_id);
    expect(byLegacy.map((r) => r.enrollment_id)).toContain(late.enrollment_id);
    expect(DateTime.fromISO(late.course_enroll_date).toUTC().toISODate()).toBe('2026-03-06');
  });
});

describe('safe retries of an assign (api.md §1)', () => {
  it('the same Idempotency-Key replays the first answer instead of reporting already_enrolled', async () => {
    const org = await newTestOrg();
    const course = await newCourse(call, org);
    const user = await insertUser(org.slug);
    const send = () =>
      call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user.id] }, headers: { 'Idempotency-Key': 'assign-1' } });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const fresh = await call('POST', assignCoursePath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user.id] } });
    expect(fresh.status).toBe(422);
    expect(fresh.body.details).toEqual([{ user_id: user.id, reason: 'already_enrolled' }]);
  });
});
