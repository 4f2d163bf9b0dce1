import { listTimeOffRequests } from '../../shared/timeoff/requests';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listTimeOffRequests as route } from '../../shared/timeoff/routes';

export const handler = createHandler(route, async ({ params, query, principal, page }) => {
  const { status, type, user_id, from_date, to_date } = query;
  return respondPage(await listTimeOffRequests(params.slug, principal, { status, type, user_id, from_date, to_date }, page));
});
