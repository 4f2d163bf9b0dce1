import { reportProgress } from '../../shared/learning/enrollments';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { reportEnrollmentProgress as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, body, principal }) =>
  respond(await reportProgress(params.slug, principal, params.enrollment_id, body.progress)),
);
