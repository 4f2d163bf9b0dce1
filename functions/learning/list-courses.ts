import { listCourses } from '../../shared/learning/content';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listCourses as route } from '../../shared/learning/routes';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listCourses(params.slug, page)));
