import { setUserPassword } from '../../shared/domain/users/passwords';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { setUserPassword as route } from '../../shared/routes/users';

export const handler = createHandler(route, async ({ params, body }) => {
  await setUserPassword(params.slug, params.id, body);
  return respondEmpty();
});
