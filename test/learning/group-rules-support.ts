import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startGroupRulesWorker } from '../../infra/local/group-rules-worker';
import type { RunningTableStream } from '../../infra/local/table-stream';
import { countEnrollmentStatuses } from '../../shared/learning/enrollment-lists-store';
import { readCounters, type CounterSubject } from '../../shared/learning/counters-store';

/**
 * The local enrollment-rule worker (the table's stream → shared/learning/group-rules-stream.ts)
 * for a test file, over the file's TABLE_NAME. Opt-in, like the webhook pipeline.
 */
export function useGroupRulesWorker() {
  let worker: RunningTableStream | undefined;
  beforeAll(async () => {
    worker = await startGroupRulesWorker({ endpoint: inject('dynamoEndpoint'), tableName: process.env.TABLE_NAME!, pollMs: 100 });
  });
  afterAll(async () => {
    await worker?.stop();
  });
  return () => {
    if (!worker) throw new Error('group rules worker not started');
    return worker;
  };
}

export const rulesPath = (slug: string, groupId: string) => `/org/${slug}/groups/${groupId}/enrollment-rules/`;

/** Polls `probe` until it answers something other than undefined (or the deadline passes: the test fails). */
export async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The stored counters of each subject equal a recount from the enrollments (all time). */
export async function expectCountersExact(slug: string, subjects: CounterSubject[]): Promise<void> {
  const stored = await readCounters(slug, subjects, {});
  const recounted = await Promise.all(
    subjects.map(async (s) => {
      const c = await countEnrollmentStatuses(slug, s.kind === 'user' ? { user_id: s.id } : { content_id: s.id }, { start: null, end: null });
      return { enrolled: c.enrolled, in_progress: c.in_progress, completed: c.completed };
    }),
  );
  expect(stored).toEqual(recounted);
}
