import { createCustomField } from '../../shared/custom-fields/custom-fields';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createCustomField as route } from '../../shared/custom-fields/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await createCustomField(params.slug, body)));
