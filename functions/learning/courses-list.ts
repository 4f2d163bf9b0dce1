import { listCourses } from '../../shared/domain/learning/content';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { listCourses as route } from '../../shared/routes/learning';

export const handler = createHandler(route, async ({ params, page }) => respondPage(await listCourses(params.slug, page)));
