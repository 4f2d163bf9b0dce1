import { updateWebhook } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { updateWebhook as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params, body }) =>
  respond(await updateWebhook(params.slug, params.webhook_id, body)),
);
