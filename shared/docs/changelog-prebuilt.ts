import { gunzipSync } from 'node:zlib';
import type { ChangelogView } from './schemas';

/**
 * The three changelog views are the same for every request of a deployment: the stack's bundler
 * renders them once and defines them here (infra/cdk/bundling.ts), so a changelog function's cold
 * start loads neither the changelog's renderers nor the route table behind its entries (every
 * route's schemas: ~170 KiB). Gzipped: the three views' text is ~40 KiB, a twentieth of it
 * gzipped, and only the first request inflates it. Unbundled (local gateway, tests) they are
 * rendered on first use.
 */
export interface ChangelogViews {
  view: ChangelogView;
  html: string;
  atom: string;
}

declare const PREBUILT_CHANGELOG_GZIP: string | undefined;

let views: ChangelogViews | undefined;

export async function changelogViews(): Promise<ChangelogViews> {
  if (views) return views;
  if (typeof PREBUILT_CHANGELOG_GZIP === 'string') {
    views = JSON.parse(gunzipSync(Buffer.from(PREBUILT_CHANGELOG_GZIP, 'base64')).toString('utf8')) as ChangelogViews;
  } else {
    const { changelogAtom, changelogHtml, changelogView } = await import('./changelog');
    views = { view: changelogView(), html: changelogHtml(), atom: changelogAtom() };
  }
  return views;
}
