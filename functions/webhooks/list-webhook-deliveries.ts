import { listWebhookDeliveries } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listWebhookDeliveries as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params, page }) =>
  respondPage(await listWebhookDeliveries(params.slug, params.webhook_id, page)),
);
