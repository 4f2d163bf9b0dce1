import { listStructureAll } from '../../shared/organization/structure';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { legacyPositions as route } from '../../shared/organization/routes';

export const handler = createHandler(route, async ({ params }) => respond(await listStructureAll(params.slug, 'positions')));
