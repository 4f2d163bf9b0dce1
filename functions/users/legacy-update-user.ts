import { updateUser } from '../../shared/users/accounts';
import { assertSameId } from '../../shared/users/legacy';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { legacyUpdateUser as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, body }) => {
  const { id, ...changes } = body;
  assertSameId(params.id, id);
  return respond(await updateUser(params.slug, params.id, changes));
});
