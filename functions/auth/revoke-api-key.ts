import { revokeApiKey } from '../../shared/auth/credentials';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { revokeApiKey as route } from '../../shared/auth/routes';

export const handler = createHandler(route, async ({ params }) => {
  await revokeApiKey(params.slug, params.key_id);
  return respondEmpty();
});
