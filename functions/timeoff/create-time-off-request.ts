import { createTimeOffRequest } from '../../shared/timeoff/requests';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createTimeOffRequest as route } from '../../shared/timeoff/routes';

export const handler = createHandler(route, async ({ params, body, principal }) =>
  respond(await createTimeOffRequest(params.slug, principal, body)),
);
