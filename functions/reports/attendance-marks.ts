import { marksReport } from '../../shared/domain/attendance/marks';
import { createHandler } from '../../shared/http/handler';
import { respondPage } from '../../shared/http/results';
import { attendanceMarksReport as route } from '../../shared/routes/attendance';

export const handler = createHandler(route, async ({ params, query, page }) => respondPage(await marksReport(params.slug, query, page)));
