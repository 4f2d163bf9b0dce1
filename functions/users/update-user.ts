import { updateUser } from '../../shared/users/accounts';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { updateUser as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, body }) => {
  const { id, ...changes } = body;
  return respond(await updateUser(params.slug, id, changes));
});
