import * as z from 'zod/mini';
import type { LambdaRoute, RedirectRoute } from '../http/route-types';
import { routesOf } from '../http/route-types';
import { Changelog } from './schemas';
import { named } from '../schemas/named';

const defineRoute = routesOf('docs');

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
const OpenApiDocument = named(
  'OpenApiDocument',
  z
    .looseObject({
      openapi: z.string().check(z.describe('The OpenAPI version, `3.1.0`.')),
      info: z
        .looseObject({
          title: z.string().check(z.describe('Name of the API.')),
          version: z.string().check(z.describe('Version of the API contract.')),
        })
        .check(z.describe('About the API (title, version, contact, license…).')),
      paths: z.record(z.string(), z.unknown()).check(z.describe('The operations, by path.')),
    })
    .check(z.describe('An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0).')),
);

/**
 * What every public documentation route shares: GET, no credential, the docs tag, CORS for docs
 * portals, read-only, and no table call (the document and the changelog are data of the deployment).
 */
const publicDocument = <const R extends Pick<LambdaRoute, 'id' | 'path' | 'summary' | 'response'> & Partial<Pick<LambdaRoute, 'example' | 'metric'>>>(
  route: R,
) => defineRoute({ method: 'GET', roles: 'public', tag: 'docs', ...route, publicCors: true, access: 'RO', budget: { calls: 0 } } as const);

export const getOpenApiDocument = publicDocument({
  id: 'getOpenApiDocument',
  path: '/api/v5/rest/openapi.json',
  summary: 'The OpenAPI 3.1 document of this API (the source of the API Reference).',
  response: { status: 200, shape: 'item', schema: OpenApiDocument },
  metric: { name: 'ApiDocumentsServed' },
});

/** Contract 9.2: the public changelog, built from shared/docs/changelog-entries.ts (one source, three views). */
export const getChangelog = publicDocument({
  id: 'getChangelog',
  path: '/api/v5/rest/changelog',
  summary: 'The public changelog of the contract: new endpoints, deprecations, behaviour and format changes, newest first.',
  response: { status: 200, shape: 'item', schema: Changelog },
});

export const getChangelogPage = publicDocument({
  id: 'getChangelogPage',
  path: '/api/v5/rest/changelog.html',
  summary: 'The public changelog as a web page; each entry has an anchor (`#<entry id>`).',
  response: { status: 200, shape: 'item', contentType: 'text/html', schema: z.string().check(z.describe('An HTML5 page.')) },
  example: { response: '<!doctype html>\n<html lang="en"><head><title>Changelog</title></head><body>…</body></html>' },
});

export const getChangelogFeed = publicDocument({
  id: 'getChangelogFeed',
  path: '/api/v5/rest/changelog.atom',
  summary: 'The public changelog as an Atom 1.0 feed (RFC 4287), to subscribe to in a feed reader.',
  response: { status: 200, shape: 'item', contentType: 'application/atom+xml', schema: z.string().check(z.describe('An Atom 1.0 feed document (RFC 4287).')) },
  example: { response: '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">…</feed>' },
});
