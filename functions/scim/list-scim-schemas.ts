import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { listSchemas } from '../../shared/scim/discovery';
import { listScimSchemas as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params, baseUrl }) => respond(listSchemas(baseUrl, params.slug)));
