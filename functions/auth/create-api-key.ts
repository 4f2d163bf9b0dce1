import { apiKeyCreatorOf, createApiKey } from '../../shared/auth/credentials';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createApiKey as route } from '../../shared/auth/routes';

export const handler = createHandler(route, async ({ params, body, principal }) =>
  respond(await createApiKey(params.slug, body.name, new Date(), apiKeyCreatorOf(principal), body.scope)),
);
