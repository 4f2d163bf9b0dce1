import { listTimeOffBalances } from '../../shared/domain/timeoff/balances';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listTimeOffBalances as route } from '../../shared/routes/timeoff';

export const handler = createHandler(route, async ({ params, query, principal, page }) =>
  respondPage(await listTimeOffBalances(params.slug, principal, query.user_id, page)),
);
