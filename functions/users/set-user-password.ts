import { setUserPassword } from '../../shared/users/passwords';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { setUserPassword as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, body }) => {
  await setUserPassword(params.slug, params.id, body);
  return respondEmpty();
});
