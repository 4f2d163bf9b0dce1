import { listTracks } from '../../shared/learning/content';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listTracks as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listTracks(params.slug, page)));
