import { listStructurePage } from '../../shared/organization/structure';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listAreas as route } from '../../shared/organization/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listStructurePage(params.slug, 'areas', page)));
