import { assignCourse } from '../../shared/learning/assign';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { assignCourse as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await assignCourse(params.slug, body)));
