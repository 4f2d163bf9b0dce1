import { expect } from 'vitest';
import { localDateIn } from '../../shared/learning/counters-store';
import type { ApiResponse, Call } from '../support/http';
import { allPages } from '../learning/support';

type Counts = { enrolled: number; in_progress: number; completed: number };

/** The three counter reports of every row, compared with a recount of the enrollments the API lists (in the same local-date range). */
export async function expectReportsEqualRecount(call: Call, slug: string, token: string, zone: string, range: { from_date?: string; to_date?: string } = {}) {
  const enrollments = await allPages(call, token, `/org/${slug}/learning/enrollments/`, { page_size: 100 });
  const recount = new Map<string, Counts>();
  for (const e of enrollments) {
    const date = localDateIn(e.enrolled_at, zone);
    if ((range.from_date && date < range.from_date) || (range.to_date && date > range.to_date)) continue;
    for (const id of [`user:${e.user_id}`, `content:${e.content_id}`]) {
      const c = recount.get(id) ?? { enrolled: 0, in_progress: 0, completed: 0 };
      c.enrolled++;
      if (e.status === 'in_progress') c.in_progress++;
      if (e.status === 'completed') c.completed++;
      recount.set(id, c);
    }
  }
  const zero = { enrolled: 0, in_progress: 0, completed: 0 };
  const counts = (row: any): Counts => ({ enrolled: row.enrolled, in_progress: row.in_progress, completed: row.completed });
  let rows = 0;
  for (const [report, key, kind] of [['courses', 'course', 'content'], ['tracks', 'track', 'content'], ['users', 'user', 'user']] as const) {
    for (const row of await allPages(call, token, `/org/${slug}/reports/learning/${report}/`, { ...range, page_size: 100 })) {
      expect(counts(row), `${report} ${row[key].id}`).toEqual(recount.get(`${kind}:${row[key].id}`) ?? zero);
      rows++;
    }
  }
  return { enrollments, rows };
}

/** The counter-report rows of one course. */
export async function courseRow(call: Call, slug: string, token: string, courseId: string) {
  const rows = await allPages(call, token, `/org/${slug}/reports/learning/courses/`, { page_size: 100 });
  const row = rows.find((r) => r.course.id === courseId);
  return { enrolled: row.enrolled, in_progress: row.in_progress, completed: row.completed };
}
