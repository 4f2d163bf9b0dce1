import { createPositionCategory } from '../../shared/domain/structure';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createPositionCategory as route } from '../../shared/routes/organization';

export const handler = createHandler(route, async ({ params, body }) => respond(await createPositionCategory(params.slug, body)));
