import { updateGroup } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { updateGroup as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await updateGroup(params.slug, params.group_id, body)));
