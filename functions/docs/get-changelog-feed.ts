import { changelogViews } from '../../shared/docs/changelog-prebuilt';
import { createHandler } from '../../shared/http/handler';
import { respondText } from '../../shared/http/results';
import { getChangelogFeed as route } from '../../shared/docs/routes';

export const handler = createHandler(route, async () => respondText((await changelogViews()).atom, { 'X-Content-Type-Options': 'nosniff' }));
