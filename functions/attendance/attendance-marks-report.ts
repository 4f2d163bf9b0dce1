import { marksReport } from '../../shared/attendance/marks';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { attendanceMarksReport as route } from '../../shared/attendance/routes';

export const handler = createHandler(route, async ({ params, query, page }) => respondPage(await marksReport(params.slug, query, page)));
