import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { replaceScimGroup } from '../../shared/scim/groups';
import { replaceScimGroup as route } from '../../shared/scim/routes';
import { project } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params, query, body, headers, baseUrl }) => {
  const group = await replaceScimGroup(params.slug, params.group_id, body, headers['if-match'], baseUrl);
  return respond(project(group, query.attributes, query.excludedAttributes), 200, { ETag: (group.meta as { version: string }).version });
});
