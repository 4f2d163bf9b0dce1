import { deleteTimeOffRequest } from '../../shared/timeoff/requests';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { deleteTimeOffRequest as route } from '../../shared/timeoff/routes';

export const handler = createHandler(route, async ({ params, principal }) => {
  await deleteTimeOffRequest(params.slug, principal, params.request_id);
  return respondEmpty();
});
