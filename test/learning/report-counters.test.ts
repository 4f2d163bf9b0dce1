import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterPlan, counterProjection, readCounters, type CounterSubject, type LocalRange } from '../../shared/learning/counters-store';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/db/client';
import { countEnrollmentStatuses } from '../../shared/learning/enrollment-lists-store';
import {
  enrollmentCounterItems,
  enrollmentId,
  enrollmentKey,
  toEnrollment,
  type EnrollmentRecord,
} from '../../shared/learning/enrollments-store';
import { assignCourse, assignTrack } from '../../shared/learning/assign';
import { createCourse, createTrack } from '../../shared/learning/content';
import { localDateWindow, startOfLocalDay } from '../../shared/learning/date-window';
import { reportProgress } from '../../shared/learning/enrollments';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { allPages, bulkUsers } from './support';

const { call } = useGateway();

/**
 * Issue #19: the counters the courses, tracks and users reports read are kept by the writes
 * (assign-course, assign-track, progress), in the same transaction. After random operations,
 * some of them concurrent, the counters of every course, track and user over random ranges
 * equal a RECOUNT from the enrollments themselves (the Query the reports used to make).
 * Enrollments sit on the edges of local days (DST changes, year ends), in zones with DST at
 * midnight, half-hour and 45-minute offsets.
 */
const DAYS = ['2024-12-31', '2025-01-01', '2025-12-31', '2026-01-01', '2026-03-29', '2026-04-05', '2026-09-06', '2026-09-27', '2026-10-25'];
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Range bounds: the days, their neighbours, whole years, month ends (whole months) and far dates. */
const BOUNDS = [...new Set([...DAYS.flatMap((d) => [addDays(d, -1), d, addDays(d, 1)]), '2000-01-01', '2025-06-15', '2030-12-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-10-31'])].sort();

const USERS = 6;
/** Courses of the big track: with its counters, one user's group does not fit one transaction. */
const BIG_TRACK = 34;

type Op =
  | { kind: 'course'; course: number; users: number[]; at: number }
  | { kind: 'track'; big: boolean; users: number[]; at: number }
  /** Progress of an enrollment that existed before the batch (`pick` modulo how many). */
  | { kind: 'progress'; pick: number; progress: number };

const users = fc.uniqueArray(fc.integer({ min: 0, max: USERS - 1 }), { minLength: 1, maxLength: 4 });
const instant = (zone: string) =>
  fc.tuple(fc.constantFrom(...DAYS), fc.constantFrom(-1, 0, 1, 43_200_000, -3_600_000)).map(([day, delta]) => startOfLocalDay(day, zone) + delta);
const op = (zone: string): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({ kind: fc.constant('course' as const), course: fc.integer({ min: 0, max: 2 }), users, at: instant(zone) }),
    fc.record({ kind: fc.constant('track' as const), big: fc.boolean(), users, at: instant(zone) }),
    fc.record({ kind: fc.constant('progress' as const), pick: fc.nat(), progress: fc.constantFrom(10, 50, 100) }),
    fc.record({ kind: fc.constant('progress' as const), pick: fc.nat(), progress: fc.constantFrom(10, 50, 100) }),
  );
const range = fc
  .tuple(fc.option(fc.constantFrom(...BOUNDS), { nil: undefined }), fc.option(fc.constantFrom(...BOUNDS), { nil: undefined }))
  .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? { from: b, to: a } : { from: a, to: b }));

const admin = (slug: string) => ({ org: slug, role: 'admin' as const, userId: null, credentialId: 'test', kind: 'api_key' as const, passwordChangeRequired: false });

describe('report counters equal a recount from the enrollments (property, #19)', () => {
  it.each(['America/Santiago', 'Pacific/Chatham', 'Asia/Kolkata'])('%s: after random, partly concurrent, operations', async (zone) => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op(zone), { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 5 }), fc.array(range, { minLength: 6, maxLength: 6 }), async (batches, ranges) => {
        const org = await newTestOrg(zone);
        const userIds = await bulkUsers(org.slug, USERS);
        const courses = await Promise.all(Array.from({ length: BIG_TRACK }, (_, i) => createCourse(org.slug, { title: `C${i}` })));
        const small = await createTrack(org.slug, { title: 'Small', course_ids: [courses[0]!.id, courses[1]!.id] });
        const big = await createTrack(org.slug, { title: 'Big', course_ids: courses.map((c) => c.id) });
        const tracks = [small, big];
        const known: string[] = [];
        // Each batch runs concurrently (assigns and progress reports); batches one after the other.
        for (const batch of batches) {
          const before = [...known];
          const results = await Promise.allSettled(
            batch.map(async (o) => {
              if (o.kind === 'progress') {
                if (before.length) await reportProgress(org.slug, admin(org.slug), before[o.pick % before.length]!, o.progress);
                return;
              }
              const user_ids = o.users.map((u) => userIds[u]!);
              const enrolled_at = new Date(o.at).toISOString();
              if (o.kind === 'course') {
                const res = await assignCourse(org.slug, { course_id: courses[o.course]!.id, user_ids, enrolled_at });
                known.push(...res.assigned.map((a) => a.enrollment_id));
                return;
              }
              const track = o.big ? big : small;
              const res = await assignTrack(org.slug, { track_id: track.id, user_ids, enrolled_at });
              for (const a of res.assigned) known.push(a.enrollment_id, ...track.course_ids.slice(0, 3).map((c) => enrollmentId(org.slug, a.user_id, 'course', c)));
            }),
          );
          // Only the expected refusal: nobody new to assign.
          for (const r of results) if (r.status === 'rejected') expect(r.reason?.code, String(r.reason)).toBe('no_users_assigned');
        }
        const subjects: CounterSubject[] = [
          ...courses.slice(0, 3).map((c) => ({ kind: 'content' as const, id: c.id })),
          ...courses.slice(-1).map((c) => ({ kind: 'content' as const, id: c.id })),
          ...tracks.map((t) => ({ kind: 'content' as const, id: t.id })),
          ...userIds.map((id) => ({ kind: 'user' as const, id })),
        ];
        for (const r of [{} as LocalRange, ...ranges]) {
          const stored = await readCounters(org.slug, subjects, r);
          const window = localDateWindow(zone, r.from, r.to);
          const recount = await Promise.all(
            subjects.map(async (s) => {
              const c = await countEnrollmentStatuses(org.slug, s.kind === 'user' ? { user_id: s.id } : { content_id: s.id }, window);
              return { enrolled: c.enrolled, in_progress: c.in_progress, completed: c.completed };
            }),
          );
          expect(stored, `${zone} ${r.from}..${r.to}`).toEqual(recount);
        }
        // The same counters built at once from the enrollments (how the history benchmark seeds
        // them, and how a rebuild would) equal the ones the writes kept.
        const enrollments: EnrollmentRecord[] = [];
        let startKey: Record<string, unknown> | undefined;
        do {
          const res = await db().send(
            new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': enrollmentKey(org.slug, 'x').pk }, ExclusiveStartKey: startKey }),
          );
          enrollments.push(...(res.Items ?? []).map(toEnrollment));
          startKey = res.LastEvaluatedKey;
        } while (startKey);
        const nonZero = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([k, v]) => /^[epc](_\d{2}|_\d{4})?$/.test(k) && v !== 0));
        for (const built of enrollmentCounterItems(org.slug, zone, enrollments)) {
          const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk: built.pk, sk: built.sk } }));
          expect(nonZero(Item ?? {}), `${built.pk} ${built.sk}`).toEqual(nonZero(built));
        }
      }),
      { numRuns: 6 },
    );
  }, 300_000);

  it('the users report answers from them across a year end', async () => {
    const org = await newTestOrg('America/Santiago');
    const ids = await bulkUsers(org.slug, 3);
    const course = await createCourse(org.slug, { title: 'Safety' });
    // 2025-12-31 23:30 and 2026-01-01 00:30 local: two years, two counters.
    await assignCourse(org.slug, { course_id: course.id, user_ids: [ids[0]!], enrolled_at: '2025-12-31T23:30:00-03:00' });
    await assignCourse(org.slug, { course_id: course.id, user_ids: [ids[1]!], enrolled_at: '2026-01-01T00:30:00-03:00' });
    await reportProgress(org.slug, admin(org.slug), enrollmentId(org.slug, ids[1]!, 'course', course.id), 100);
    // Counters of ids[0], ids[1], ids[2] (rows are in id order, which bulkUsers does not promise).
    const rows = async (query: Record<string, string>) => {
      const byId = new Map((await allPages(call, org.adminKey, `/org/${org.slug}/reports/learning/users/`, query)).map((r) => [r.user.id, [r.enrolled, r.in_progress, r.completed]]));
      return ids.map((id) => byId.get(id));
    };
    expect(await rows({})).toEqual([[1, 0, 0], [1, 0, 1], [0, 0, 0]]);
    expect(await rows({ to_date: '2025-12-31' })).toEqual([[1, 0, 0], [0, 0, 0], [0, 0, 0]]);
    expect(await rows({ from_date: '2026-01-01' })).toEqual([[0, 0, 0], [1, 0, 1], [0, 0, 0]]);
    expect(await rows({ from_date: '2025-01-01', to_date: '2025-12-31' })).toEqual([[1, 0, 0], [0, 0, 0], [0, 0, 0]]);
    expect(await rows({ from_date: '2025-12-31', to_date: '2026-01-01' })).toEqual([[1, 0, 0], [1, 0, 1], [0, 0, 0]]);
  });
});

describe('the counters read whole months from month totals, partial months from days (#19)', () => {
  const shape = (range: LocalRange) => counterPlan(range).parts.map(({ year, months, days }) => ({ year, months, days }));
  it('splits a partial year into whole months and the days of its partial first and last months', () => {
    expect(shape({ from: '2025-03-15', to: '2025-09-20' })).toEqual([
      { year: '2025', months: ['04', '05', '06', '07', '08'], days: [['0315', '0331'], ['0901', '0920']] },
    ]);
    expect(shape({ from: '2025-03-01', to: '2025-09-30' })).toEqual([{ year: '2025', months: ['03', '04', '05', '06', '07', '08', '09'], days: [] }]);
    expect(shape({ from: '2025-03-10', to: '2025-03-20' })).toEqual([{ year: '2025', months: [], days: [['0310', '0320']] }]);
  });
  it('knows the length of February', () => {
    expect(shape({ from: '2024-02-01', to: '2024-02-29' })).toEqual([{ year: '2024', months: ['02'], days: [] }]);
    expect(shape({ from: '2024-02-01', to: '2024-02-28' })).toEqual([{ year: '2024', months: [], days: [['0201', '0228']] }]);
    expect(shape({ from: '2025-02-01', to: '2025-02-28' })).toEqual([{ year: '2025', months: ['02'], days: [] }]);
  });
  it('reads the first and last partial years of a range over years, and whole years from the total', () => {
    const plan = counterPlan({ from: '2024-07-01', to: '2026-06-30' });
    expect(plan.parts.map(({ year, months, days }) => ({ year, months, days }))).toEqual([
      { year: '2024', months: ['07', '08', '09', '10', '11', '12'], days: [] },
      { year: '2026', months: ['01', '02', '03', '04', '05', '06'], days: [] },
    ]);
    expect(plan.total).toBe(true);
    expect(plan.years).toEqual(['2025']);
    // An open side: the whole years are not known by name (the read takes whole items).
    expect(counterPlan({ from: '2024-07-01' }).years).toBeUndefined();
  });
  it('asks for the counts of the range, the shards and the layout version, not the entity (#43 §5)', () => {
    const projected = counterProjection({ from: '2025-03-01', to: '2025-09-30' })!;
    const names = new Set(Object.values(projected.names));
    // The layout version lets a current item be read without a zod parse (trusted-read.ts): a
    // dense year item's counts cost a fifth of the parse. Without `entity`, a newer release's
    // item is never refused for its layout during a deploy (layout.ts, checkReadable).
    for (const name of ['pk', 'sk', 'shards', '_lv', 'e_03', 'c_09', 'p_06']) expect(names).toContain(name);
    expect(names).not.toContain('entity');
    expect(names).not.toContain('e_02');
    expect(counterProjection({ from: '2024-07-01' })).toBeUndefined();
  });
});
