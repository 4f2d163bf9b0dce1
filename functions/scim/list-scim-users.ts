import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { listScimUsers as route } from '../../shared/scim/routes';
import { listScimUsers } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, baseUrl }) => respond(await listScimUsers(params.slug, query, baseUrl)));
