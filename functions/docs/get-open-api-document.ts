import { prebuilt } from '../../shared/docs/prebuilt';
import { getOpenApiDocument as route } from '../../shared/docs/routes';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import type { OpenApiDocument } from '../../shared/openapi/build-document';

/** The document, built at bundle time, in a chunk loaded by the first request (neither loaded nor compiled at cold start). */
const openApiDocument = prebuilt<OpenApiDocument>(
  async () => (await import('../../shared/docs/prebuilt-openapi')).openApiDocumentGzip,
  async () => (await import('../../shared/openapi/build-document')).buildOpenApiDocument(),
);

export const handler = createHandler(route, async () => respond(await openApiDocument()));
