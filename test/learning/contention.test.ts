import { afterEach, describe, expect, it } from 'vitest';
import { localDateWindow } from '../../shared/learning/date-window';
import { countEnrollmentStatuses } from '../../shared/learning/enrollment-lists-store';
import { readCounters } from '../../shared/learning/counters-store';
import { newId } from '../../shared/db/ids';
import { injectFailures } from '../support/faults';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { bulkUsers, newCourse } from './support';

/**
 * #33 §15: a write whose transaction conflicts on every try (DynamoDB cancels concurrent
 * transactions on one item — a popular course's counters; DynamoDB Local serializes them, so
 * only injection shows it) ends as 503 `contention` with Retry-After, never 500; and conflicts
 * that pass leave the counters exact.
 */
const { call } = useGateway();
let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
});

const assignPath = (slug: string) => `/org/${slug}/learning/content/knowledge-hub/enrollments/v2/assign-course/`;
const progressPath = (slug: string, id: string) => `/org/${slug}/learning/enrollments/${id}/progress/`;

function expectContention(res: { status: number; body: any; headers: Headers; text: string }) {
  expect(res.status, res.text).toBe(503);
  expect(res.body.code).toBe('contention');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

async function courseCounters(slug: string, zone: string, courseId: string) {
  const [stored] = await readCounters(slug, [{ kind: 'content', id: courseId }], {});
  const recount = await countEnrollmentStatuses(slug, { content_id: courseId }, localDateWindow(zone, undefined, undefined));
  return { stored, recount: { enrolled: recount.enrolled, in_progress: recount.in_progress, completed: recount.completed } };
}

describe('transaction conflicts on every attempt answer 503 contention with Retry-After', () => {
  it('an assign: nothing is written, and the same Idempotency-Key works once the conflicts pass', async () => {
    const org = await newTestOrg();
    const [user] = await bulkUsers(org.slug, 1);
    const course = await newCourse(call, org);
    const key = `k-${newId()}`;
    const request = { token: org.adminKey, body: { course_id: course, user_ids: [user] }, headers: { 'Idempotency-Key': key } };
    const injected = injectFailures('transaction-conflict', (command) => command === 'TransactWriteItemsCommand');
    remove = injected.remove;
    expectContention(await call('POST', assignPath(org.slug), request));
    expect(injected.failed()).toBeGreaterThan(1);
    injected.remove();
    remove = undefined;
    expect((await courseCounters(org.slug, org.timezone, course)).recount.enrolled).toBe(0);
    const retry = await call('POST', assignPath(org.slug), request);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.assigned).toHaveLength(1);
  });

  it('a progress report that completes an enrollment (update and counters in one transaction)', async () => {
    const org = await newTestOrg();
    const [user] = await bulkUsers(org.slug, 1);
    const course = await newCourse(call, org);
    const assigned = await call('POST', assignPath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: [user] } });
    const enrollment = assigned.body.assigned[0].enrollment_id;
    remove = injectFailures('transaction-conflict', (command) => command === 'TransactWriteItemsCommand').remove;
    expectContention(await call('POST', progressPath(org.slug, enrollment), { token: org.adminKey, body: { progress: 100 } }));
    remove();
    remove = undefined;
    const { stored, recount } = await courseCounters(org.slug, org.timezone, course);
    expect(recount).toEqual({ enrolled: 1, in_progress: 0, completed: 0 });
    expect(stored).toEqual(recount);
  });
});

describe('100 concurrent completions on one course under injected conflicts', () => {
  it('end with 0 × 5xx and counters equal to a recount', async () => {
    const org = await newTestOrg();
    const users = await bulkUsers(org.slug, 100);
    const course = await newCourse(call, org);
    const assigned = await call('POST', assignPath(org.slug), { token: org.adminKey, body: { course_id: course, user_ids: users } });
    expect(assigned.status, assigned.text).toBe(200);
    const ids: string[] = assigned.body.assigned.map((a: { enrollment_id: string }) => a.enrollment_id);
    expect(ids).toHaveLength(100);

    // Every completion's transaction loses its first three tries (deterministically, per
    // enrollment), on top of the real serialization of the course's counter items.
    const tries = new Map<string, number>();
    const injected = injectFailures('transaction-conflict', (command, input) => {
      if (command !== 'TransactWriteItemsCommand') return false;
      const first = JSON.stringify(input.TransactItems?.[0]?.Update?.Key ?? input.TransactItems?.[0]);
      const n = (tries.get(first) ?? 0) + 1;
      tries.set(first, n);
      return n <= 3;
    });
    remove = injected.remove;
    const answers = await Promise.all(ids.map((id) => call('POST', progressPath(org.slug, id), { token: org.adminKey, body: { progress: 100 } })));
    expect(answers.filter((a) => a.status >= 500).map((a) => a.text)).toEqual([]);
    expect(answers.every((a) => a.status === 200 && a.body.status === 'completed')).toBe(true);
    expect(injected.failed()).toBe(300);

    const { stored, recount } = await courseCounters(org.slug, org.timezone, course);
    expect(recount).toEqual({ enrolled: 100, in_progress: 0, completed: 100 });
    expect(stored).toEqual(recount);
  }, 120_000);
});
