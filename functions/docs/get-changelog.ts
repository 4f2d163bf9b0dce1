import { changelogViews } from '../../shared/domain/changelog-prebuilt';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { getChangelog as route } from '../../shared/routes/docs';

export const handler = createHandler(route, async () => respond((await changelogViews()).view));
