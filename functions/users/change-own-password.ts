import { changeOwnPassword } from '../../shared/users/passwords';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { changeOwnPassword as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, body, principal }) => {
  await changeOwnPassword(params.slug, principal, body);
  return respondEmpty();
});
