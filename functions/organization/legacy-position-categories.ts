import { listStructureAll } from '../../shared/domain/structure';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { legacyPositionCategories as route } from '../../shared/routes/organization';

export const handler = createHandler(route, async ({ params }) => respond(await listStructureAll(params.slug, 'positionCategories')));
