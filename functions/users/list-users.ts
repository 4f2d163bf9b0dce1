import { listUsers } from '../../shared/users/lookup';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listUsers as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, query, page }) => {
  const { email, status, role, area_id } = query;
  return respondPage(await listUsers(params.slug, { email, status, role, area_id }, page));
});
