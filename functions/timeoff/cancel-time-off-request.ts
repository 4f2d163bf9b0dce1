import { transitionTimeOffRequest } from '../../shared/timeoff/requests';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { cancelTimeOffRequest as route } from '../../shared/timeoff/routes';

export const handler = createHandler(route, async ({ params, principal }) =>
  respond(await transitionTimeOffRequest(params.slug, principal, params.request_id, 'cancel')),
);
