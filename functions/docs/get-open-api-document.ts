import { gunzipSync } from 'node:zlib';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import type { OpenApiDocument } from '../../shared/openapi/build-document';
import { getOpenApiDocument as route } from '../../shared/docs/routes';

/**
 * The document is the same for every request of a deployment: the stack's bundler builds it once
 * and defines it here, gzipped (infra/cdk/bundling.ts), so a cold start neither loads the builder
 * with every route's schemas nor compiles a 200 KB object literal; the first request inflates it.
 * Unbundled (local gateway, tests) it is built on first use.
 */
declare const PREBUILT_OPENAPI_DOCUMENT_GZIP: string | undefined;

let document: OpenApiDocument | undefined;

async function openApiDocument(): Promise<OpenApiDocument> {
  if (document) return document;
  if (typeof PREBUILT_OPENAPI_DOCUMENT_GZIP === 'string') {
    document = JSON.parse(gunzipSync(Buffer.from(PREBUILT_OPENAPI_DOCUMENT_GZIP, 'base64')).toString('utf8')) as OpenApiDocument;
  } else {
    document = (await import('../../shared/openapi/build-document')).buildOpenApiDocument();
  }
  return document;
}

export const handler = createHandler(route, async () => respond(await openApiDocument()));
