import { listGroups } from '../../shared/groups/groups';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listGroups as route } from '../../shared/groups/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listGroups(params.slug, page)));
