import { sendTestEvent } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { testWebhook as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params }) =>
  respond(await sendTestEvent(params.slug, params.webhook_id)),
);
