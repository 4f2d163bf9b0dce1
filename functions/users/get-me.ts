import { getUser } from '../../shared/domain/users/lookup';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getMe as route } from '../../shared/routes/users';

export const handler = createHandler(route, async ({ params, principal }) => respond(await getUser(params.slug, principal, 'me')));
