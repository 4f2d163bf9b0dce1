import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getSchema } from '../../shared/scim/discovery';
import { getScimSchema as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params, baseUrl }) => respond(getSchema(baseUrl, params.slug, params.schema_id)));
