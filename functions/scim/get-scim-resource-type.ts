import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getResourceType } from '../../shared/scim/discovery';
import { getScimResourceType as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params, baseUrl }) => respond(getResourceType(baseUrl, params.slug, params.resource_type_id)));
