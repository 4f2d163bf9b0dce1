import { setUserCustomFields } from '../../shared/custom-fields/custom-fields';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { legacySetUserCustomFields as route } from '../../shared/custom-fields/routes';

export const handler = createHandler(route, async ({ params, body }) =>
  respond(await setUserCustomFields(params.slug, params.id, body.custom_fields)),
);
