import { createCourse } from '../../shared/domain/learning/content';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { createCourse as route } from '../../shared/routes/learning';

export const handler = createHandler(route, async ({ params, body }) => respond(await createCourse(params.slug, body)));
