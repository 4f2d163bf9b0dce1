import { redeliver } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { redeliverWebhookDelivery as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params }) =>
  respond(await redeliver(params.slug, params.webhook_id, params.delivery_id)),
);
