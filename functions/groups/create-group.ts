import { createGroup } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createGroup as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await createGroup(params.slug, body)));
