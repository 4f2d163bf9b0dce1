import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createScimUser as route } from '../../shared/scim/routes';
import { createScimUser, project } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, body, baseUrl }) => {
  const { user, location } = await createScimUser(params.slug, body, baseUrl);
  return respond(project(user, query.attributes, query.excludedAttributes), 201, { Location: location, ETag: (user.meta as { version: string }).version });
});
