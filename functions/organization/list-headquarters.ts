import { listStructurePage } from '../../shared/organization/structure';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listHeadquarters as route } from '../../shared/organization/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listStructurePage(params.slug, 'headquarters', page)));
