import { createWebhook } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createWebhook as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params, body }) =>
  respond(await createWebhook(params.slug, body)),
);
