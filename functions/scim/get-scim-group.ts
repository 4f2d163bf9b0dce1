import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getScimGroup } from '../../shared/scim/groups';
import { getScimGroup as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params, query, baseUrl }) => {
  const group = await getScimGroup(params.slug, params.group_id, baseUrl, query.attributes, query.excludedAttributes);
  return respond(group, 200, group.meta ? { ETag: (group.meta as { version: string }).version } : {});
});
