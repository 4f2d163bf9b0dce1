import { createTrack } from '../../shared/domain/learning/content';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createTrack as route } from '../../shared/routes/learning';

export const handler = createHandler(route, async ({ params, body }) => respond(await createTrack(params.slug, body)));
