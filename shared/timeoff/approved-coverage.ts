import { approvedOverlapping } from './requests-store';

/**
 * The APPROVED time-off requests of the organization (or of one user) whose inclusive period
 * [start_date, end_date] overlaps [from, to] (local dates YYYY-MM-DD). Used by the attendance
 * reports to tell an absence covered by time off. Answered by index Queries (status index for
 * the organization, user index for one user), each bounded on start_date: never a Scan.
 * Ordered by start_date, then id.
 */
export async function approvedTimeOffOverlapping(
  slug: string,
  from: string,
  to: string,
  userId?: string,
): Promise<Array<{ id: string; user_id: string; start_date: string; end_date: string }>> {
  const requests = await approvedOverlapping(slug, from, to, userId);
  return requests.map(({ id, user_id, start_date, end_date }) => ({ id, user_id, start_date, end_date }));
}
