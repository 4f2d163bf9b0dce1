import { createCourse } from '../../shared/learning/content';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createCourse as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, body }) => respond(await createCourse(params.slug, body)));
