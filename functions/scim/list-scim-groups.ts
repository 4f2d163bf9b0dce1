import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { listScimGroups } from '../../shared/scim/groups';
import { listScimGroups as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params, query, baseUrl }) => respond(await listScimGroups(params.slug, query, baseUrl)));
