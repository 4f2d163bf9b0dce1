import { listApiKeys } from '../../shared/domain/credentials';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listApiKeys as route } from '../../shared/routes/auth';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listApiKeys(params.slug, page)));
