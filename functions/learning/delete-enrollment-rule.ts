import { deleteEnrollmentRule } from '../../shared/learning/group-rules';
import { createHandler } from '../../shared/http/handler';
import { respondEmpty } from '../../shared/http/results';
import { deleteEnrollmentRule as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params }) => {
  await deleteEnrollmentRule(params.slug, params.group_id, params.rule_id);
  return respondEmpty();
});
