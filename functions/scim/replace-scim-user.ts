import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { replaceScimUser as route } from '../../shared/scim/routes';
import { project, replaceScimUser } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, body, headers, baseUrl }) => {
  const user = await replaceScimUser(params.slug, params.id, body, headers['if-match'], baseUrl);
  return respond(project(user, query.attributes, query.excludedAttributes), 200, { ETag: (user.meta as { version: string }).version });
});
