import { usersReport } from '../../shared/domain/learning/reports';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { learningUsersReport as route } from '../../shared/routes/learning-reports';

export const handler = createHandler(route, async ({ params, query, page }) => respondPage(await usersReport(params.slug, query, page)));
