import type { Principal } from '../http/principal';
import { ApiError } from '../errors/api-error';
import type { Page, PageRequest } from '../db/query-page';
import type { EnrollmentRecord } from './enrollments-store';
import { listEnrollmentsPage, type EnrollmentListFilters } from './enrollment-lists-store';
import { enrollmentView, raiseEnrollmentProgress, type EnrollmentView } from './enrollments-store';
import { requireOrganization } from '../tenancy/organizations';
import { mayShard } from './counters-store';

/**
 * The enrollment list and progress reports (`self` routes): a collaborator only ever sees and
 * moves their own enrollments; an administrator, every enrollment of the organization.
 */
export async function listEnrollments(
  slug: string,
  principal: Principal,
  filters: EnrollmentListFilters,
  page: PageRequest,
): Promise<Page<EnrollmentView>> {
  const view = async (listed: Promise<Page<EnrollmentRecord>>): Promise<Page<EnrollmentView>> => {
    const { items, nextCursor } = await listed;
    return { items: items.map(enrollmentView), nextCursor };
  };
  if (principal.role !== 'collaborator') return view(listEnrollmentsPage(slug, filters, page));
  const me = principal.userId;
  // Someone else's user_id is a filter nothing of theirs matches: an empty page, not a 403.
  if (!me || (filters.user_id !== undefined && filters.user_id !== me)) return { items: [], nextCursor: null };
  // The cursor is bound to the caller's scope too, so an administrator's cursor (over the
  // whole organization) is refused here instead of being replayed on another index.
  const scoped: PageRequest = { ...page, binding: { ...page.binding, filters: { ...page.binding.filters, user_id: me, scope: 'self' } } };
  return view(listEnrollmentsPage(slug, { ...filters, user_id: me }, scoped));
}

/**
 * Progress only moves forward (docs/decisions/learning.md, "Enrollments"): a lower value than the stored one leaves
 * the enrollment as it is and answers it (200), so out-of-order reports are harmless.
 * 100 completes it (`completed_at`); anything above 0 makes it `in_progress`.
 * A collaborator's request for someone else's enrollment is 404, like an unknown id.
 */
export async function reportProgress(
  slug: string,
  principal: Principal,
  enrollmentId: string,
  progress: number,
  now = new Date(),
): Promise<EnrollmentView> {
  const owner = principal.role === 'collaborator' ? (principal.userId ?? '') : null;
  const org = await requireOrganization(slug);
  const outcome = await raiseEnrollmentProgress(slug, enrollmentId, progress, now.toISOString(), owner, org.timezone, { shard: mayShard(org) });
  if (outcome.status === 'not_found') throw new ApiError('enrollment_not_found', 'No such enrollment.');
  return enrollmentView(outcome.enrollment);
}
