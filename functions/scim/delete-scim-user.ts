import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { deleteScimUser as route } from '../../shared/scim/routes';
import { deleteScimUser } from '../../shared/scim/users';

export const handler = createHandler(route, async ({ params }) => {
  await deleteScimUser(params.slug, params.id);
  return respondEmpty();
});
