import { getWebhook } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getWebhook as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params }) =>
  respond(await getWebhook(params.slug, params.webhook_id)),
);
