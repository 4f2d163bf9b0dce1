import { rotateWebhookSecret } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { rotateWebhookSecret as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params }) =>
  respond(await rotateWebhookSecret(params.slug, params.webhook_id)),
);
