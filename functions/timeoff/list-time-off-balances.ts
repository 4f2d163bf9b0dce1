import { listTimeOffBalances } from '../../shared/timeoff/balances';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listTimeOffBalances as route } from '../../shared/timeoff/routes';

export const handler = createHandler(route, async ({ params, query, principal, page }) =>
  respondPage(await listTimeOffBalances(params.slug, principal, query.user_id, page)),
);
