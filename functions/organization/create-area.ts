import { createArea } from '../../shared/organization/structure';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createArea as route } from '../../shared/organization/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await createArea(params.slug, body)));
