import { listGroupMembers } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listGroupMembers as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listGroupMembers(params.slug, params.group_id, page)));
