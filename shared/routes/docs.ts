import * as z from 'zod/mini';
import type { RedirectRoute } from './route-types';
import { defineRoute } from './route-types';

/** Contract 4.1: both documentation views answer 302 to the API Reference, at the gateway. */
export const redocsRedirect: RedirectRoute = {
  kind: 'redirect',
  id: 'redocsRedirect',
  method: 'GET',
  path: '/api/v5/rest/redocs',
  roles: 'public',
  tag: 'docs',
  summary: 'Redirects (302) to the API Reference.',
  location: 'docsUrl',
};

export const docsRedirect: RedirectRoute = { ...redocsRedirect, id: 'docsRedirect', path: '/api/v5/rest/docs' };

/** The outline of an OpenAPI 3.1 document; its content is described by the OpenAPI specification itself. */
const OpenApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .check(z.describe('An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0).'));

export const getOpenApiDocument = defineRoute({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/v5/rest/openapi.json',
  handler: 'functions/docs/get-openapi-document.ts',
  roles: 'public',
  tag: 'docs',
  summary: 'The OpenAPI 3.1 document of this API (the source of the API Reference).',
  response: { status: 200, shape: 'item', schema: OpenApiDocument },
  metric: { name: 'ApiDocumentsServed' },
  access: 'RO',
});
