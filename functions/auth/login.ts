import { login } from '../../shared/domain/credentials';
import { requireOrganization } from '../../shared/domain/organizations';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { login as route } from '../../shared/routes/auth';

export const handler = createHandler(route, async ({ params, body }) => {
  await requireOrganization(params.slug);
  return respond(await login(params.slug, body.email, body.password));
});
