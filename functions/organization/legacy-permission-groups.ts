import { permissionGroups } from '../../shared/domain/structure';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { legacyPermissionGroups as route } from '../../shared/routes/organization';

export const handler = createHandler(route, async ({ params }) => respond(await permissionGroups(params.slug)));
