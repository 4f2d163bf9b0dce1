import { createUser } from '../../shared/users/accounts';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createUser as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await createUser(params.slug, body)));
