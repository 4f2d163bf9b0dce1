import { changelogViews } from '../../shared/domain/changelog-prebuilt';
import { createHandler } from '../../shared/http/handler';
import { respondText } from '../../shared/http/results';
import { getChangelogFeed as route } from '../../shared/routes/docs';

export const handler = createHandler(route, async () => respondText((await changelogViews()).atom, { 'X-Content-Type-Options': 'nosniff' }));
