/**
 * Writes the generated files of the API Reference from the route table and the error registry:
 *
 *   npm run client:generate          shared/client/api-types.ts (typed client) and docs/errors.md
 *   npm run openapi:write [-- file]  the OpenAPI document (default .local/openapi.json; `-` for stdout)
 *
 * Deterministic: the same sources give the same bytes, so the tests can compare the committed
 * files with a fresh rendering (test/docs/generated-files.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ARTIFACTS, renderApiTypes, renderErrorsDoc, renderOpenApiJson } from './client-artifacts';

const ROOT = resolve(import.meta.dirname, '../..');

function write(relative: string, content: string) {
  const file = resolve(ROOT, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${relative} (${content.length} bytes)`);
}

const [command = 'client', target] = process.argv.slice(2);
if (command === 'openapi') {
  if (target === '-') process.stdout.write(renderOpenApiJson());
  else write(target ?? '.local/openapi.json', renderOpenApiJson());
} else if (command === 'client') {
  write(ARTIFACTS.apiTypes, await renderApiTypes());
  write(ARTIFACTS.errorsDoc, renderErrorsDoc());
} else {
  console.error('usage: generate-client.ts [client | openapi [file|-]]');
  process.exit(2);
}
