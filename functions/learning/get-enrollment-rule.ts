import { requireEnrollmentRule } from '../../shared/learning/group-rules';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getEnrollmentRule as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params }) => respond(await requireEnrollmentRule(params.slug, params.group_id, params.rule_id)));
