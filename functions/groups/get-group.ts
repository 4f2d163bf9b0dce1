import { getGroup } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getGroup as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params }) => respond(await getGroup(params.slug, params.group_id)));
