import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createScimGroup } from '../../shared/scim/groups';
import { createScimGroup as route } from '../../shared/scim/routes';
import { project } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, body, baseUrl }) => {
  const { group, location } = await createScimGroup(params.slug, body, baseUrl);
  return respond(project(group, query.attributes, query.excludedAttributes), 201, { Location: location, ETag: (group.meta as { version: string }).version });
});
