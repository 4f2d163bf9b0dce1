import { createMark } from '../../shared/domain/attendance/marks';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createAttendanceMark as route } from '../../shared/routes/attendance';

export const handler = createHandler(route, async ({ params, body, principal }) =>
  respond(await createMark(params.slug, principal, body), 201));
