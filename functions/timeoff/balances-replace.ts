import { replaceTimeOffBalances } from '../../shared/domain/timeoff/balances';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { replaceTimeOffBalances as route } from '../../shared/routes/timeoff';

export const handler = createHandler(route, async ({ params, body }) =>
  respond(await replaceTimeOffBalances(params.slug, params.user_id, body)),
);
