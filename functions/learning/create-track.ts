import { createTrack } from '../../shared/learning/content';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createTrack as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await createTrack(params.slug, body)));
