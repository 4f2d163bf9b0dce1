import { getTimeOffRequest } from '../../shared/timeoff/requests';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getTimeOffRequest as route } from '../../shared/timeoff/routes';

export const handler = createHandler(route, async ({ params, principal }) =>
  respond(await getTimeOffRequest(params.slug, principal, params.request_id)),
);
