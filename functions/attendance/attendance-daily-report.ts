import { dailyReport } from '../../shared/attendance/reports';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { attendanceDailyReport as route } from '../../shared/attendance/routes';

export const handler = createHandler(route, async ({ params, query, page }) => respondPage(await dailyReport(params.slug, query, page)));
