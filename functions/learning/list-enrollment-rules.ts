import { listEnrollmentRules } from '../../shared/learning/group-rules';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listEnrollmentRules as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listEnrollmentRules(params.slug, params.group_id, page)));
