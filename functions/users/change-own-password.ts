import { changeOwnPassword } from '../../shared/users/passwords';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { changeOwnPassword as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, body, principal, headers, sourceIp }) => {
  await changeOwnPassword(params.slug, principal, body, { authorization: headers.authorization, sourceIp });
  return respondEmpty();
});
