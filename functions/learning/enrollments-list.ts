import { listEnrollments } from '../../shared/domain/learning/enrollments';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listEnrollments as route } from '../../shared/routes/learning';

export const handler = createHandler(route, async ({ params, query, principal, page }) => {
  const { page_size: _size, cursor: _cursor, ...filters } = query;
  return respondPage(await listEnrollments(params.slug, principal, filters, page));
});
