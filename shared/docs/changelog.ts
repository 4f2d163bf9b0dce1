import { createHash } from 'node:crypto';
import { CHANGELOG, type ChangelogEntry } from './changelog-entries';
import type { Route } from '../http/route-types';
import { ROUTES } from '../routes';
import type { ChangelogView } from './schemas';

/**
 * The three views of the public changelog (contract 9.2): JSON, an HTML page and an Atom feed,
 * all from the one list in shared/docs/changelog-entries.ts. Links are relative to the view's own URL
 * (`changelog.html#<id>` next to `changelog` and `changelog.atom`), so they resolve under any
 * host and stage prefix without the handler knowing either.
 */
const TITLE = 'Learning and People Platform API: changelog';
const HTML_PATH = 'changelog.html';
const FEED_PATH = 'changelog.atom';

/** Retirement day of what `entry` deprecates on `route`: the route's, or that of a deprecated parameter the entry names. */
function sunsetOf(entry: ChangelogEntry, route: Route): string | null {
  if (entry.kind !== 'deprecated' || route.kind !== 'lambda') return null;
  const days = [
    ...(route.deprecated?.sunset ? [route.deprecated.sunset] : []),
    ...(entry.parameters ?? []).flatMap((name) => route.deprecatedQuery?.[name]?.sunset ?? []),
  ];
  return days.sort()[0] ?? null;
}

/** Newest first; entries of one day keep their order in the source. */
const newestFirst = (entries: readonly ChangelogEntry[]) =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.index - b.index)
    .map(({ entry }) => entry);

/**
 * `routes`: where the entries' route ids are looked up (the route table; a test passes its own).
 * This module is rendered at bundle time (changelog-prebuilt.ts): no function loads the table for it.
 */
export function changelogView(entries: readonly ChangelogEntry[] = CHANGELOG, routes: readonly Route[] = ROUTES): ChangelogView {
  const sorted = newestFirst(entries);
  const routeOf = (id: string): Route => {
    const route = routes.find((r) => r.id === id);
    if (!route) throw new Error(`changelog: no route ${id}`);
    return route;
  };
  return {
    title: TITLE,
    updated: sorted[0]?.date ?? '1970-01-01',
    html_url: HTML_PATH,
    feed_url: FEED_PATH,
    entries: sorted.map((entry) => {
      const operations = entry.operations.map(routeOf).map((route) => ({
        operation_id: route.id,
        method: route.method,
        path: route.path,
        sunset: sunsetOf(entry, route),
      }));
      return {
        id: entry.id,
        date: entry.date,
        kind: entry.kind,
        title: entry.title,
        operations,
        applies_to_all_operations: entry.allOperations ?? false,
        parameters: [...(entry.parameters ?? [])],
        text: entry.text,
        sunset: operations.flatMap((o) => o.sunset ?? []).sort()[0] ?? null,
        url: `${HTML_PATH}#${entry.id}`,
      };
    }),
  };
}

type ViewEntry = ChangelogView['entries'][number];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The entry text as HTML: escaped, `backticks` as <code>. */
const textHtml = (text: string) => escapeXml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The body of one entry, shared by the page and the feed's `content`. */
function entryBodyHtml(entry: ViewEntry): string {
  const parts = [`<p>${textHtml(entry.text)}</p>`];
  if (entry.sunset) parts.push(`<p><strong>Retirement date: ${entry.sunset}.</strong> From that day it no longer answers.</p>`);
  if (entry.applies_to_all_operations) parts.push('<p>Concerns every operation.</p>');
  if (entry.operations.length) {
    const items = entry.operations.map(
      (o) =>
        `<li><code>${escapeXml(`${o.method} ${o.path}`)}</code> (<code>${escapeXml(o.operation_id)}</code>)${o.sunset ? `, retired on ${o.sunset}` : ''}</li>`,
    );
    parts.push(`<p>Operations:</p><ul>${items.join('')}</ul>`);
  }
  if (entry.parameters.length) parts.push(`<p>Parameters and headers: ${entry.parameters.map((p) => `<code>${escapeXml(p)}</code>`).join(', ')}</p>`);
  return parts.join('\n');
}

/** A self-contained page (no script, no external asset): it is served with a CSP that allows none. */
export function changelogHtml(entries: readonly ChangelogEntry[] = CHANGELOG, routes: readonly Route[] = ROUTES): string {
  const view = changelogView(entries, routes);
  const items = view.entries.map(
    (entry) => `<article id="${escapeXml(entry.id)}">
<h2><a href="#${escapeXml(entry.id)}">${escapeXml(entry.title)}</a></h2>
<p class="meta"><time datetime="${entry.date}">${entry.date}</time> · <span class="kind ${entry.kind}">${entry.kind}</span></p>
${entryBodyHtml(entry)}
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(view.title)}</title>
<link rel="alternate" type="application/atom+xml" title="${escapeXml(view.title)}" href="${FEED_PATH}">
<link rel="alternate" type="application/json" href="changelog">
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
article { border-top: 1px solid #ddd; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 0.5rem 0 0.25rem; } h2 a { color: inherit; text-decoration: none; }
.meta { color: #555; margin: 0; } code { background: #f3f3f3; padding: 0 0.2em; border-radius: 3px; }
.kind { font-weight: 600; text-transform: uppercase; font-size: 0.8rem; }
.added { color: #1a7f37; } .deprecated { color: #9a6700; } .changed { color: #0969da; } .removed { color: #cf222e; }
</style>
</head>
<body>
<h1>${escapeXml(view.title)}</h1>
<p>Contract changes of the API: new endpoints, deprecations, behaviour changes and response-format changes, newest first. Deprecations are announced here before retirement. Also as <a href="changelog">JSON</a> and as an <a href="${FEED_PATH}">Atom feed</a>; the <a href="docs">API Reference</a> marks deprecated operations with their replacement.</p>
${items.join('\n')}
</body>
</html>
`;
}

/** RFC 4122 name-based (SHA-1, version 5 layout) UUID: an Atom id that never changes with the host. */
function uuidFor(name: string): string {
  const hash = createHash('sha1').update(`learning-people-platform:changelog:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const instant = (date: string) => `${date}T00:00:00Z`;

/**
 * Atom 1.0 (RFC 4287). Ids are UUID URNs derived from the entry ids, so a feed reader keeps
 * its read state across hosts and redeployments; links are relative to the feed's URL (RFC 4287
 * §2: the base URI is the document's), which keeps them right under a stage prefix.
 */
export function changelogAtom(entries: readonly ChangelogEntry[] = CHANGELOG): string {
  const view = changelogView(entries);
  const items = view.entries.map(
    (entry) => `  <entry>
    <id>${uuidFor(entry.id)}</id>
    <title>${escapeXml(`${entry.kind[0]!.toUpperCase()}${entry.kind.slice(1)}: ${entry.title}`)}</title>
    <updated>${instant(entry.date)}</updated>
    <published>${instant(entry.date)}</published>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>
    <category term="${entry.kind}"/>
    <content type="html">${escapeXml(entryBodyHtml(entry))}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${uuidFor('feed')}</id>
  <title>${escapeXml(view.title)}</title>
  <subtitle>Contract changes: new endpoints, deprecations, behaviour changes, response-format changes.</subtitle>
  <updated>${instant(view.updated)}</updated>
  <author><name>Learning and People Platform</name></author>
  <link rel="self" type="application/atom+xml" href="${FEED_PATH}"/>
  <link rel="alternate" type="text/html" href="${HTML_PATH}"/>
${items.join('\n')}
</feed>
`;
}
