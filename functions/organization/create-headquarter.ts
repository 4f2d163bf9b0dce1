import { createHeadquarter } from '../../shared/organization/structure';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createHeadquarter as route } from '../../shared/organization/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await createHeadquarter(params.slug, body)));
