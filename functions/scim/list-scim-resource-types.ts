import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { listResourceTypes } from '../../shared/scim/discovery';
import { listScimResourceTypes as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params, baseUrl }) => respond(listResourceTypes(baseUrl, params.slug)));
