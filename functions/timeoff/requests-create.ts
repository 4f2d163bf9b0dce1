import { createTimeOffRequest } from '../../shared/domain/timeoff/requests';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createTimeOffRequest as route } from '../../shared/routes/timeoff';

export const handler = createHandler(route, async ({ params, body, principal }) =>
  respond(await createTimeOffRequest(params.slug, principal, body)),
);
