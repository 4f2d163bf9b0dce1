import { removeGroupMember } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { removeGroupMember as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params }) => {
  await removeGroupMember(params.slug, params.group_id, params.user_id);
  return respondEmpty();
});
