import { changeOwnPassword } from '../../shared/domain/users/passwords';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { changeOwnPassword as route } from '../../shared/routes/users';

export const handler = createHandler(route, async ({ params, body, principal }) => {
  await changeOwnPassword(params.slug, principal, body);
  return respondEmpty();
});
