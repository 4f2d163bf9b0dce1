import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { getOpenApiDocument as route } from '../../shared/routes/docs';

export const handler = createHandler(route, async () => respond(buildOpenApiDocument()));
