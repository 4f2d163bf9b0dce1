import { createEnrollmentRule, ruleCreatedView } from '../../shared/learning/group-rules';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createEnrollmentRule as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, body }) => {
  const created = await createEnrollmentRule(params.slug, params.group_id, body);
  return respond(ruleCreatedView(created), created.status);
});
