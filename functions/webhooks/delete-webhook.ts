import { deleteWebhook } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { deleteWebhook as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params }) => {
  await deleteWebhook(params.slug, params.webhook_id);
  return respondEmpty();
});
