import { listStructurePage } from '../../shared/domain/structure';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listPositionCategories as route } from '../../shared/routes/organization';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listStructurePage(params.slug, 'positionCategories', page)));
