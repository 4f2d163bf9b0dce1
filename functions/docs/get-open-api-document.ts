import { prebuilt } from '../../shared/docs/prebuilt';
import { getOpenApiDocument as route } from '../../shared/docs/routes';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import type { OpenApiDocument } from '../../shared/openapi/build-document';

/** The document, built at bundle time (a 200 KB object literal neither loaded nor compiled at cold start). */
declare const PREBUILT_OPENAPI_DOCUMENT_GZIP: string | undefined;

const openApiDocument = prebuilt<OpenApiDocument>(
  typeof PREBUILT_OPENAPI_DOCUMENT_GZIP === 'string' ? PREBUILT_OPENAPI_DOCUMENT_GZIP : undefined,
  async () => (await import('../../shared/openapi/build-document')).buildOpenApiDocument(),
);

export const handler = createHandler(route, async () => respond(await openApiDocument()));
