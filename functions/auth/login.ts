import { login } from '../../shared/auth/credentials';
import { withLoginThrottle } from '../../shared/auth/login-throttle';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { login as route } from '../../shared/auth/routes';

// No organization lookup first: an unknown organization has no users, so it is refused like an
// unknown email (401 `invalid_credentials`, after the same scrypt work), not with a quick 404.
export const handler = createHandler(route, async ({ params, body, sourceIp }) =>
  respond(await withLoginThrottle({ slug: params.slug, email: body.email, sourceIp }, () => login(params.slug, body.email, body.password))),
);
