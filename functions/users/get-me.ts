import { getUser } from '../../shared/users/lookup';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getMe as route } from '../../shared/users/routes';

export const handler = createHandler(route, async ({ params, principal }) => respond(await getUser(params.slug, principal, 'me')));
