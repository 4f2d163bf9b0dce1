import { listWebhooks } from '../../shared/webhooks/subscriptions';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listWebhooks as route } from '../../shared/webhooks/routes';

export const handler = createHandler(route, async ({ params, page }) =>
  respondPage(await listWebhooks(params.slug, page)),
);
