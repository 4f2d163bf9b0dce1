import { reportProgress } from '../../shared/domain/learning/enrollments';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { reportEnrollmentProgress as route } from '../../shared/routes/learning';

export const handler = createHandler(route, async ({ params, body, principal }) =>
  respond(await reportProgress(params.slug, principal, params.enrollment_id, body.progress)),
);
