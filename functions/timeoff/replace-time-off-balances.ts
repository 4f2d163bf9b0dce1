import { replaceTimeOffBalances } from '../../shared/timeoff/balances';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { replaceTimeOffBalances as route } from '../../shared/timeoff/routes';

export const handler = createHandler(route, async ({ params, body }) =>
  respond(await replaceTimeOffBalances(params.slug, params.user_id, body)),
);
