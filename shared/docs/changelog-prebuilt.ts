import { prebuilt } from './prebuilt';
import type { ChangelogView } from './schemas';

/**
 * The three changelog views, rendered at bundle time (shared/docs/prebuilt.ts): a changelog
 * function's cold start loads neither the renderers nor the route table behind the entries
 * (every route's schemas: ~170 KiB); the views' text is ~40 KiB, a twentieth of it gzipped.
 */
export interface ChangelogViews {
  view: ChangelogView;
  html: string;
  atom: string;
}

export const changelogViews = prebuilt<ChangelogViews>(async () => (await import('./prebuilt-changelog')).changelogGzip, async () => {
  const { changelogAtom, changelogHtml, changelogView } = await import('./changelog');
  return { view: changelogView(), html: changelogHtml(), atom: changelogAtom() };
});
