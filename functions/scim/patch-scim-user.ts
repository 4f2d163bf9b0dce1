import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { patchScimUser as route } from '../../shared/scim/routes';
import { patchScimUser, project } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, body, headers, baseUrl }) => {
  const user = await patchScimUser(params.slug, params.id, body.Operations, headers['if-match'], baseUrl);
  return respond(project(user, query.attributes, query.excludedAttributes), 200, { ETag: (user.meta as { version: string }).version });
});
