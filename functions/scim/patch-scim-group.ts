import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { patchScimGroup } from '../../shared/scim/groups';
import { patchScimGroup as route } from '../../shared/scim/routes';
import { project } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, body, headers, baseUrl }) => {
  const group = await patchScimGroup(params.slug, params.group_id, body.Operations, headers['if-match'], baseUrl);
  return respond(project(group, query.attributes, query.excludedAttributes), 200, { ETag: (group.meta as { version: string }).version });
});
