import { changelogViews } from '../../shared/docs/changelog-prebuilt';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getChangelog as route } from '../../shared/docs/routes';

export const handler = createHandler(route, async () => respond((await changelogViews()).view));
