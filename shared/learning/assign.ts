import { ApiError } from '../errors/api-error';
import { getUserRecords } from '../directory/users-store';
import {
  enrollmentId,
  insertEnrollmentGroups,
  sourceAttributes,
  type EnrollmentContentType,
  type EnrollmentSource,
  type EnrollmentGroup,
  type EnrollmentRecord,
} from './enrollments-store';
import type { AssignResultT, SkipReasonT } from './schemas';
import { requireOrganization } from '../tenancy/organizations';
import { mayShard } from './counters-store';
import { requireCourse, requireTrack } from './content';
import { normalizeInstant } from './date-window';

/**
 * assign-course / assign-track (contract 4.3, api.md "Learning content and enrollments").
 *
 * Cost for N distinct users (no conflicts): 1 GetItem (the content) + ⌈N/100⌉ BatchGetItem
 * (the users, in parallel with the content read) + ⌈N/32⌉ TransactWriteItems for a course:
 * conditional Puts with the ADDs of the report counters (#19, counters-store.ts; a track of
 * K courses: ⌊(100 − 2(1+K))/(3+K)⌋ users per transaction, since each user's track and course
 * enrollments are written together). Existing enrollments are learnt from the failed
 * conditions (one more transaction per chunk that meets some), never from a read per user.
 */
export interface AssignInput {
  user_ids: string[];
  due_date?: string;
  enrolled_at?: string;
}

/** Clock skew tolerated on a backfilled `enrolled_at` (it records the past, not a plan). */
const FUTURE_SKEW_MS = 5 * 60_000;

export async function assignCourse(slug: string, input: AssignInput & { course_id: string }, now = new Date()): Promise<AssignResultT> {
  const enrolledAt = resolveEnrolledAt(input.enrolled_at, now);
  const [, users] = await Promise.all([requireCourse(slug, input.course_id), getUserRecords(slug, input.user_ids)]);
  return assign(slug, 'course', input.course_id, [], input, enrolledAt, users);
}

export async function assignTrack(slug: string, input: AssignInput & { track_id: string }, now = new Date()): Promise<AssignResultT> {
  const enrolledAt = resolveEnrolledAt(input.enrolled_at, now);
  const [track, users] = await Promise.all([requireTrack(slug, input.track_id), getUserRecords(slug, input.user_ids)]);
  return assign(slug, 'track', input.track_id, track.course_ids, input, enrolledAt, users);
}

function resolveEnrolledAt(given: string | undefined, now: Date): string {
  if (given === undefined) return now.toISOString();
  const enrolledAt = normalizeInstant(given);
  if (Date.parse(enrolledAt) > now.getTime() + FUTURE_SKEW_MS) {
    throw new ApiError('unprocessable', 'enrolled_at records when an enrollment happened; it cannot be in the future.', [
      { path: 'enrolled_at', issue: 'must not be in the future' },
    ]);
  }
  return enrolledAt;
}

/** What a user gets from content: its enrollment, and for a track one per course of it. */
export interface EnrollmentPlan {
  type: EnrollmentContentType;
  contentId: string;
  /** A track's courses (none for a course). */
  courseIds: readonly string[];
  due_date?: string;
  enrolledAt: string;
  source: EnrollmentSource;
}

/** The enrollments a user gets from `plan` as one group: written together (insertEnrollmentGroups). */
export function enrollmentGroupOf(slug: string, userId: string, plan: EnrollmentPlan): EnrollmentGroup {
  const record = (t: EnrollmentContentType, id: string): EnrollmentRecord => ({
    id: enrollmentId(slug, userId, t, id),
    user_id: userId,
    content_type: t,
    content_id: id,
    enrolled_at: plan.enrolledAt,
    ...(plan.due_date !== undefined ? { due_date: plan.due_date } : {}),
    status: 'not_started',
    progress: 0,
    ...sourceAttributes(plan.source),
  });
  return { primary: record(plan.type, plan.contentId), extras: plan.courseIds.map((courseId) => record('course', courseId)) };
}

async function assign(
  slug: string,
  type: EnrollmentContentType,
  contentId: string,
  courseIds: string[],
  input: AssignInput,
  enrolledAt: string,
  users: Map<string, { status: string }>,
): Promise<AssignResultT> {
  const plan: EnrollmentPlan = { type, contentId, courseIds, due_date: input.due_date, enrolledAt, source: { type: 'assignment' } };

  // Duplicates count once; everything is reported in the order of first appearance.
  const userIds = [...new Set(input.user_ids)];
  const verdicts = new Map<string, SkipReasonT | 'eligible'>();
  const groups: EnrollmentGroup[] = [];
  for (const userId of userIds) {
    const user = users.get(userId);
    if (!user) verdicts.set(userId, 'user_not_found');
    else if (user.status !== 'active') verdicts.set(userId, 'user_inactive');
    else {
      verdicts.set(userId, 'eligible');
      groups.push(enrollmentGroupOf(slug, userId, plan));
    }
  }

  // The report counters are bucketed by local date in the organization's zone (cached per container).
  const org = await requireOrganization(slug);
  const outcomes = await insertEnrollmentGroups(slug, org.timezone, groups, { shard: mayShard(org) });
  const byUser = new Map(outcomes.map((o) => [o.group.primary.user_id, o]));
  const assigned: AssignResultT['assigned'] = [];
  const skipped: AssignResultT['skipped'] = [];
  for (const userId of userIds) {
    const verdict = verdicts.get(userId)!;
    const outcome = byUser.get(userId);
    if (verdict !== 'eligible') skipped.push({ user_id: userId, reason: verdict });
    else if (outcome?.status === 'created') assigned.push({ user_id: userId, enrollment_id: outcome.group.primary.id });
    else skipped.push({ user_id: userId, reason: 'already_enrolled' });
  }

  // Contract 4.3: a call that assigns nobody is a 422, never a 200 with an empty list.
  if (assigned.length === 0) {
    throw new ApiError('no_users_assigned', 'No user was assigned; `details` lists each user and why.', skipped);
  }

  const result: AssignResultT = { content_type: type, content_id: contentId, assigned, skipped };
  if (type === 'track') {
    result.courses = courseIds.map((courseId) => ({
      course_id: courseId,
      assigned: outcomes.reduce((n, o) => n + o.created.filter((r) => r.content_type === 'course' && r.content_id === courseId).length, 0),
      already_enrolled: outcomes.reduce((n, o) => n + o.existing.filter((r) => r.content_id === courseId).length, 0),
    }));
  }
  return result;
}
