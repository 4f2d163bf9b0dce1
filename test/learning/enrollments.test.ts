import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { gate, holdFirstCall } from '../support/hold-call';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg, type TestUser } from '../support/orgs';
import { allPages, assignCoursePath, assignTrackPath, newCourse, newTrack, sessionOf } from './support';

const { call } = useGateway();

const enrollmentsPath = (slug: string) => `/org/${slug}/learning/enrollments/`;
const progressPath = (slug: string, id: string) => `/org/${slug}/learning/enrollments/${id}/progress/`;

interface Fixture {
  org: TestOrg;
  ana: TestUser;
  luis: TestUser;
  anaToken: string;
  courses: string[];
  track: string;
}

/** Ana: course 0 (direct), then track (courses 0 and 1); Luis: course 1. */
async function fixture(): Promise<Fixture> {
  const org = await newTestOrg();
  const [ana, luis] = [await insertUser(org.slug), await insertUser(org.slug)];
  const courses = [await newCourse(call, org, 'A'), await newCourse(call, org, 'B')];
  const track = await newTrack(call, org, courses);
  const token = org.adminKey;
  await call('POST', assignCoursePath(org.slug), { token, body: { course_id: courses[0], user_ids: [ana.id], enrolled_at: '2026-01-10T12:00:00Z' } });
  await call('POST', assignCoursePath(org.slug), { token, body: { course_id: courses[1], user_ids: [luis.id], enrolled_at: '2026-01-11T12:00:00Z' } });
  await call('POST', assignTrackPath(org.slug), { token, body: { track_id: track, user_ids: [ana.id], enrolled_at: '2026-01-12T12:00:00Z' } });
  return { org, ana, luis, anaToken: await sessionOf(call, org, ana), courses, track };
}

const keys = (rows: any[]) => rows.map((e) => `${e.user_id.slice(-4)}:${e.content_type}:${e.content_id.slice(-4)}`);

describe('enrollment list (self)', () => {
  it('an administrator lists every enrollment, oldest first, and filters by user, content, type and status', async () => {
    const f = await fixture();
    const token = f.org.adminKey;
    const all = await allPages(call, token, enrollmentsPath(f.org.slug));
    expect(all).toHaveLength(4);
    expect(all.map((e) => e.enrolled_at)).toEqual([...all.map((e) => e.enrolled_at)].sort());
    const ofAna = await allPages(call, token, enrollmentsPath(f.org.slug), { user_id: f.ana.id });
    expect(ofAna).toHaveLength(3);
    const tracks = await allPages(call, token, enrollmentsPath(f.org.slug), { content_type: 'track' });
    expect(tracks.map((e) => e.content_id)).toEqual([f.track]);
    const ofCourseB = await allPages(call, token, enrollmentsPath(f.org.slug), { content_id: f.courses[1] });
    expect(ofCourseB.map((e) => e.user_id).sort()).toEqual([f.ana.id, f.luis.id].sort());
    const anaCourses = await allPages(call, token, enrollmentsPath(f.org.slug), { user_id: f.ana.id, content_type: 'course' });
    expect(anaCourses).toHaveLength(2);
    const anaCourseB = await allPages(call, token, enrollmentsPath(f.org.slug), { user_id: f.ana.id, content_id: f.courses[1] });
    expect(anaCourseB).toHaveLength(1);
    expect(await allPages(call, token, enrollmentsPath(f.org.slug), { status: 'completed' })).toEqual([]);
    expect(await allPages(call, token, enrollmentsPath(f.org.slug), { status: 'not_started' })).toHaveLength(4);
  });

  it('status and content_type filters page through several index partitions in time order', async () => {
    const org = await newTestOrg();
    const users = await Promise.all(Array.from({ length: 4 }, () => insertUser(org.slug)));
    const courses = await Promise.all(Array.from({ length: 3 }, (_, i) => newCourse(call, org, `C${i}`)));
    const track = await newTrack(call, org, [courses[0]!]);
    let day = 1;
    const ids: Record<string, string> = {};
    for (const user of users) {
      for (const course of courses) {
        const res = await call('POST', assignCoursePath(org.slug), {
          token: org.adminKey,
          body: { course_id: course, user_ids: [user.id], enrolled_at: `2026-02-${String(day++).padStart(2, '0')}T10:00:00Z` },
        });
        ids[`${user.id}:${course}`] = res.body.assigned[0].enrollment_id;
      }
    }
    await call('POST', assignTrackPath(org.slug), { token: org.adminKey, body: { track_id: track, user_ids: users.map((u) => u.id) } });
    // Some progress, so each status partition holds a few.
    const progressed = Object.values(ids).filter((_, i) => i % 3 === 1);
    const completed = Object.values(ids).filter((_, i) => i % 3 === 2);
    for (const id of progressed) await call('POST', progressPath(org.slug, id), { token: org.adminKey, body: { progress: 10 } });
    for (const id of completed) await call('POST', progressPath(org.slug, id), { token: org.adminKey, body: { progress: 100 } });

    const courseRows = await allPages(call, org.adminKey, enrollmentsPath(org.slug), { content_type: 'course', page_size: 2 });
    expect(courseRows).toHaveLength(12);
    expect(courseRows.map((e) => e.enrolled_at)).toEqual([...courseRows.map((e) => e.enrolled_at)].sort());
    expect(new Set(courseRows.map((e) => e.id)).size).toBe(12);

    const inProgress = await allPages(call, org.adminKey, enrollmentsPath(org.slug), { status: 'in_progress', page_size: 1 });
    expect(inProgress.map((e) => e.id).sort()).toEqual([...progressed].sort());
    const done = await allPages(call, org.adminKey, enrollmentsPath(org.slug), { status: 'completed', content_type: 'course', page_size: 3 });
    expect(done.map((e) => e.id).sort()).toEqual([...completed].sort());
    const notStarted = await allPages(call, org.adminKey, enrollmentsPath(org.slug), { status: 'not_started', page_size: 5 });
    expect(notStarted).toHaveLength(12 - progressed.length - completed.length + 4);
  });

  it('a collaborator sees only their own enrollments, whatever the filters', async () => {
    const f = await fixture();
    const own = await allPages(call, f.anaToken, enrollmentsPath(f.org.slug));
    expect(own).toHaveLength(3);
    expect(new Set(own.map((e) => e.user_id))).toEqual(new Set([f.ana.id]));
    const others = await call('GET', enrollmentsPath(f.org.slug), { token: f.anaToken, query: { user_id: f.luis.id } });
    expect(others.status).toBe(200);
    expect(others.body.results).toEqual([]);
    const byContent = await allPages(call, f.anaToken, enrollmentsPath(f.org.slug), { content_id: f.courses[1] });
    expect(keys(byContent)).toEqual([`${f.ana.id.slice(-4)}:course:${f.courses[1]!.slice(-4)}`]);
    const byStatus = await allPages(call, f.anaToken, enrollmentsPath(f.org.slug), { status: 'not_started' });
    expect(byStatus).toHaveLength(3);
  });

  it("an administrator's cursor is not valid in a collaborator's list", async () => {
    const f = await fixture();
    const page = await call('GET', enrollmentsPath(f.org.slug), { token: f.org.adminKey, query: { page_size: 1 } });
    expect(page.body.next_cursor).toEqual(expect.any(String));
    const replay = await call('GET', enrollmentsPath(f.org.slug), { token: f.anaToken, query: { page_size: 1, cursor: page.body.next_cursor } });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('invalid_cursor');
  });

  it('refuses unknown filters and bad values with 400', async () => {
    const org = await newTestOrg();
    for (const query of [{ status: 'done' }, { content_type: 'video' }, { user_id: 'x'.repeat(129) }, { colour: 'red' }]) {
      const res = await call('GET', enrollmentsPath(org.slug), { token: org.adminKey, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    // Ids are opaque (#17): `user_id: 'x'` used to be a 400; it names nobody, so it matches nothing.
    const unknown = await call('GET', enrollmentsPath(org.slug), { token: org.adminKey, query: { user_id: 'x' } });
    expect({ status: unknown.status, results: unknown.body.results }).toEqual({ status: 200, results: [] });
  });
});

describe('progress (self)', () => {
  it('moves forward only: in_progress above 0, completed with completed_at at 100', async () => {
    const f = await fixture();
    const [mine] = await allPages(call, f.anaToken, enrollmentsPath(f.org.slug), { content_type: 'track' });
    const fifty = await call('POST', progressPath(f.org.slug, mine.id), { token: f.anaToken, body: { progress: 50 } });
    expect(fifty.status).toBe(200);
    expect(fifty.body).toMatchObject({ id: mine.id, status: 'in_progress', progress: 50 });
    expect(fifty.body.completed_at).toBeUndefined();
    const back = await call('POST', progressPath(f.org.slug, mine.id), { token: f.anaToken, body: { progress: 30 } });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'in_progress', progress: 50 });
    const done = await call('POST', progressPath(f.org.slug, mine.id), { token: f.anaToken, body: { progress: 100 } });
    expect(done.body).toMatchObject({ status: 'completed', progress: 100, completed_at: expect.any(String) });
    const late = await call('POST', progressPath(f.org.slug, mine.id), { token: f.org.adminKey, body: { progress: 80 } });
    expect(late.body).toEqual(done.body);
    const listed = await allPages(call, f.org.adminKey, enrollmentsPath(f.org.slug), { status: 'completed' });
    expect(listed).toEqual([done.body]);
  });

  it("a collaborator cannot move someone else's enrollment: 404 enrollment_not_found", async () => {
    const f = await fixture();
    const [luis] = await allPages(call, f.org.adminKey, enrollmentsPath(f.org.slug), { user_id: f.luis.id });
    const res = await call('POST', progressPath(f.org.slug, luis.id), { token: f.anaToken, body: { progress: 40 } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('enrollment_not_found');
    const unknown = await call('POST', progressPath(f.org.slug, newId()), { token: f.org.adminKey, body: { progress: 40 } });
    expect(unknown.status).toBe(404);
    const untouched = await allPages(call, f.org.adminKey, enrollmentsPath(f.org.slug), { user_id: f.luis.id });
    expect(untouched[0].progress).toBe(0);
    const byAdmin = await call('POST', progressPath(f.org.slug, luis.id), { token: f.org.adminKey, body: { progress: 40 } });
    expect(byAdmin.body).toMatchObject({ progress: 40, status: 'in_progress' });
  });

  it('refuses progress outside 0..100 or not an integer', async () => {
    const f = await fixture();
    const [mine] = await allPages(call, f.anaToken, enrollmentsPath(f.org.slug));
    for (const progress of [-1, 101, 12.5, '50', null]) {
      const res = await call('POST', progressPath(f.org.slug, mine.id), { token: f.anaToken, body: { progress } });
      expect(res.status, String(progress)).toBe(400);
    }
  });

  it('concurrent reports keep the highest progress', async () => {
    const f = await fixture();
    const [mine] = await allPages(call, f.anaToken, enrollmentsPath(f.org.slug));
    const values = [10, 90, 40, 70, 20, 60];
    await Promise.all(values.map((progress) => call('POST', progressPath(f.org.slug, mine.id), { token: f.anaToken, body: { progress } })));
    const [after] = (await allPages(call, f.anaToken, enrollmentsPath(f.org.slug))).filter((e) => e.id === mine.id);
    expect(after.progress).toBe(90);
  });

  it('a report whose counted write loses to another one reads again and answers the enrollment as it is now (its transaction read by the part name)', async () => {
    const f = await fixture();
    const [mine] = await allPages(call, f.anaToken, enrollmentsPath(f.org.slug));
    // The first report's transaction (its status moves: the enrollment and the counters) is held until the second committed.
    const counted = (input: Record<string, unknown>) => Array.isArray(input.TransactItems) && JSON.stringify(input.TransactItems).includes(`"sk":"${mine.id}"`);
    const second = gate();
    const hold = holdFirstCall(counted, second.opened);
    try {
      const first = call('POST', progressPath(f.org.slug, mine.id), { token: f.anaToken, body: { progress: 50 } });
      await hold.reached;
      const done = await call('POST', progressPath(f.org.slug, mine.id), { token: f.anaToken, body: { progress: 100 } });
      expect(done.body).toMatchObject({ status: 'completed', progress: 100 });
      second.open();
      const late = await first;
      expect(late.status, late.text).toBe(200);
      expect(late.body).toEqual(done.body);
    } finally {
      hold.remove();
    }
  });
});
