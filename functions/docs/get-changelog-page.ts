import { changelogViews } from '../../shared/docs/changelog-prebuilt';
import { createHandler } from '../../shared/http/handler';
import { respondText } from '../../shared/http/results';
import { getChangelogPage as route } from '../../shared/docs/routes';

/** The page has no script and no external asset: a CSP that allows nothing else keeps it that way. */
const PAGE_HEADERS = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'", 'X-Content-Type-Options': 'nosniff' };

export const handler = createHandler(route, async () => respondText((await changelogViews()).html, PAGE_HEADERS));
