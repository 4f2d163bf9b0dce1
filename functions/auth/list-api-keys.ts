import { listApiKeys } from '../../shared/auth/credentials';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listApiKeys as route } from '../../shared/auth/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listApiKeys(params.slug, page)));
