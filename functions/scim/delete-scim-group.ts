import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { deleteScimGroup } from '../../shared/scim/groups';
import { deleteScimGroup as route } from '../../shared/scim/routes';

export const handler = createHandler(route, async ({ params }) => {
  await deleteScimGroup(params.slug, params.group_id);
  return respondEmpty();
});
