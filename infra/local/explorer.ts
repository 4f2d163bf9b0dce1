import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

/** Where the local gateway serves the API Reference explorer (the local `{docs_url}`). */
export const LOCAL_EXPLORER_PATH = '/api/v5/rest/explorer/';
const OPENAPI_PATH = '/api/v5/rest/openapi.json';

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * Swagger UI from the `swagger-ui-dist` package, served from this machine (no CDN): the API
 * Reference with its Authorize panel, where a person pastes a Bearer token and tries a call.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>API Reference · Learning and People Platform</title>
  <link rel="stylesheet" href="swagger-ui.css">
  <link rel="icon" href="favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="swagger-ui-bundle.js"></script>
  <script src="swagger-ui-standalone-preset.js"></script>
  <script src="init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '${OPENAPI_PATH}',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});`;

export function explorerMount() {
  const root = getAbsoluteFSPath();
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' || !path.startsWith(LOCAL_EXPLORER_PATH.slice(0, -1))) return false;
    const file = path.slice(LOCAL_EXPLORER_PATH.length);
    if (path === LOCAL_EXPLORER_PATH.slice(0, -1)) {
      res.writeHead(301, { Location: LOCAL_EXPLORER_PATH }).end();
    } else if (file === '' || file === 'index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
    } else if (file === 'init.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(INIT);
    } else if (ASSETS[file]) {
      res.writeHead(200, { 'Content-Type': ASSETS[file], 'Cache-Control': 'max-age=3600' }).end(await readFile(join(root, file)));
    } else {
      return false;
    }
    return true;
  };
}
