import { generalReport } from '../../shared/learning-reports/reports';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { learningGeneralReport as route } from '../../shared/learning-reports/routes';

export const handler = createHandler(route, async ({ params, query, page }) => respondPage(await generalReport(params.slug, query, page)));
