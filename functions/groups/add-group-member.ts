import { addGroupMember } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { addGroupMember as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params }) => respond(await addGroupMember(params.slug, params.group_id, params.user_id)));
