import { changelogAtom } from '../../shared/domain/changelog';
import { createHandler } from '../../shared/http/handler';
import { respondText } from '../../shared/http/results';
import { getChangelogFeed as route } from '../../shared/routes/docs';

export const handler = createHandler(route, async () => respondText(changelogAtom(), { 'X-Content-Type-Options': 'nosniff' }));
