import { usersReport } from '../../shared/learning-reports/reports';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { learningUsersReport as route } from '../../shared/learning-reports/routes';

export const handler = createHandler(route, async ({ params, query, page }) => respondPage(await usersReport(params.slug, query, page)));
