import { jobView, requireJob } from '../../shared/learning/group-rules';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getJob as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params }) => respond(jobView(await requireJob(params.slug, params.job_id))));
