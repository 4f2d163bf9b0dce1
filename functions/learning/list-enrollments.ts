import { listEnrollments } from '../../shared/learning/enrollments';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listEnrollments as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, query, principal, page }) => {
  const { page_size: _size, cursor: _cursor, ...filters } = query;
  return respondPage(await listEnrollments(params.slug, principal, filters, page));
});
