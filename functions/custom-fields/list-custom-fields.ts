import { listCustomFields } from '../../shared/custom-fields/custom-fields';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listCustomFields as route } from '../../shared/custom-fields/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listCustomFields(params.slug, page)));
