import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

/** Where the local gateway serves the API Reference explorer (the local `{docs_url}`). */
export const LOCAL_EXPLORER_PATH = '/api/v5/rest/explorer/';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/**
 * Swagger UI from the `swagger-ui-dist` package, served from this machine (no CDN): the API
 * Reference with its Authorize panel (contract 5.4), where a person pastes a Bearer token and
 * tries a call. The document's server is `/`, so "Try it out" calls the gateway that serves
 * this page.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API Reference · Learning and People Platform</title>
  <link rel="stylesheet" href="swagger-ui.css">
  <link rel="icon" type="image/png" href="favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="favicon-16x16.png" sizes="16x16">
  <link rel="alternate" type="application/atom+xml" title="API changelog" href="../changelog.atom">
  <style>body { margin: 0; } .swagger-ui .info { margin: 32px 0 16px; }
    .changelog-link { font: 14px/1.5 sans-serif; max-width: 1460px; margin: 0 auto; padding: 8px 20px 0; text-align: right; }</style>
</head>
<body>
  <!-- Contract 9.2: the public changelog, one click away from the reference (relative: works under a stage prefix). -->
  <nav class="changelog-link"><a id="changelog-link" href="../changelog.html">Changelog</a> · <a href="../changelog.atom">Atom feed</a></nav>
  <div id="swagger-ui"></div>
  <script src="swagger-ui-bundle.js"></script>
  <script src="init.js"></script>
</body>
</html>`;

/**
 * The document only has local \`$ref\`s (\`#/components/...\`), without cycles. Resolving them
 * here replaces Swagger UI's general-purpose resolver, which parses the whole OpenAPI 3.1
 * document again for every part it resolves (seconds per expanded operation on a small machine).
 * The URL of the document is relative to the page, so the explorer also works under a path
 * prefix (a stage, a proxy).
 */
const INIT = `function inlineLocalRefs(node, root, seen) {
  if (Array.isArray(node)) return node.map((item) => inlineLocalRefs(item, root, seen));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !seen.includes(node.$ref)) {
    const target = node.$ref.slice(2).split('/')
      .map((key) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((at, key) => (at == null ? at : at[key]), root);
    const { $ref, ...siblings } = node;
    return { ...inlineLocalRefs(target, root, seen.concat($ref)), ...inlineLocalRefs(siblings, root, seen) };
  }
  const out = {};
  for (const key of Object.keys(node)) out[key] = inlineLocalRefs(node[key], root, seen);
  return out;
}

const LocalRefs = () => ({
  fn: {
    resolveSubtree: async (spec, path) => ({
      spec: inlineLocalRefs(path.reduce((at, key) => (at == null ? at : at[key]), spec), spec, []),
      errors: [],
    }),
  },
});

window.ui = SwaggerUIBundle({
  url: new URL('../openapi.json', window.location.href).href,
  dom_id: '#swagger-ui',
  layout: 'BaseLayout',
  presets: [SwaggerUIBundle.presets.apis],
  plugins: [LocalRefs],
  deepLinking: true,
  // The token pasted in Authorize survives a reload (kept in this browser's localStorage only).
  persistAuthorization: true,
  docExpansion: 'list',
  defaultModelsExpandDepth: -1,
  displayOperationId: true,
  displayRequestDuration: true,
  filter: true,
  showExtensions: true,
  showCommonExtensions: true,
  requestSnippetsEnabled: true,
});`;

const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function explorerMount() {
  const root = getAbsoluteFSPath();
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' || (path !== LOCAL_EXPLORER_PATH.slice(0, -1) && !path.startsWith(LOCAL_EXPLORER_PATH))) return false;
    const file = path.slice(LOCAL_EXPLORER_PATH.length);
    if (path === LOCAL_EXPLORER_PATH.slice(0, -1)) {
      res.writeHead(301, { Location: LOCAL_EXPLORER_PATH }).end();
    } else if (file === '' || file === 'index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...PAGE_HEADERS }).end(PAGE);
    } else if (file === 'init.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', ...PAGE_HEADERS }).end(INIT);
    } else if (ASSETS[file]) {
      res.writeHead(200, { 'Content-Type': ASSETS[file], 'Cache-Control': 'max-age=3600', 'X-Content-Type-Options': 'nosniff' }).end(await readFile(join(root, file)));
    } else {
      return false;
    }
    return true;
  };
}
