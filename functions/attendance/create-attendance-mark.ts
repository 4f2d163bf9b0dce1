import { createMark } from '../../shared/attendance/marks';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createAttendanceMark as route } from '../../shared/attendance/routes';

export const handler = createHandler(route, async ({ params, body, principal }) =>
  respond(await createMark(params.slug, principal, body), 201));
