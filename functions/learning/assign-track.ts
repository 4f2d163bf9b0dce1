import { assignTrack } from '../../shared/learning/assign';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { assignTrack as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await assignTrack(params.slug, body)));
