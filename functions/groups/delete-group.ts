import { deleteGroup } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { deleteGroup as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params }) => {
  await deleteGroup(params.slug, params.group_id);
  return respondEmpty();
});
