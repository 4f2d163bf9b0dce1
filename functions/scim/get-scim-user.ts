import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getScimUser as route } from '../../shared/scim/routes';
import { getScimUser, project } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, baseUrl }) => {
  const user = await getScimUser(params.slug, params.id, baseUrl);
  return respond(project(user, query.attributes, query.excludedAttributes), 200, { ETag: (user.meta as { version: string }).version });
});
