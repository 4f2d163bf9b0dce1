import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { fillPath } from '../../shared/http/request-url';
import { buildOpenApiDocument, isDocumented } from '../../shared/openapi/build-document';
import { ROUTES } from '../../shared/routes';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * The route table is the one source of the CDK stack, the local gateway and the OpenAPI
 * document. This file fails when the local gateway or the document disagrees with it (the
 * stack is checked by test/infra). Every response here also goes through the contract check.
 */
const { call } = useGateway();
const full = buildOpenApiDocument({ includeUndocumented: true });

describe('route table = local gateway = OpenAPI document', () => {
  it('the gateway serves every route of the table, with and without the trailing slash', async () => {
    const org = await newTestOrg();
    const unserved: string[] = [];
    for (const route of ROUTES) {
      const path = fillPath(route.path, { slug: org.slug }).replace(/\{\w+\}/g, () => newId());
      for (const variant of new Set([path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`])) {
        const res = await call(route.method, variant, {
          token: route.roles === 'public' ? undefined : org.adminKey,
          body: route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' ? {} : undefined,
        });
        // The gateway's own 404 for an unknown route is `not_found`; a handler's 404 names the resource.
        if (res.status === 404 && res.body?.code === 'not_found') unserved.push(`${route.id}: ${route.method} ${variant}`);
        // A handler that cannot be loaded, or throws, is a 502 at the gateway.
        expect(res.status, `${route.id}: ${route.method} ${variant} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
      }
    }
    expect(unserved).toEqual([]);
    // Two requests per route of the table (87 routes with SCIM's): more than the default 30 s on a loaded machine.
  }, 180_000);

  it('answers 404 not_found for what the table does not have', async () => {
    const org = await newTestOrg();
    const served = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const [method, path] of [
      ['GET', `/org/${org.slug}/nope/`],
      ['PATCH', `/org/${org.slug}/organizations/areas/`],
      ['DELETE', `/org/${org.slug}/organizations/areas/`],
      ['GET', '/api/v5/rest/openapi.yaml'],
    ] as const) {
      if (served.has(`${method} ${path.replace(org.slug, '{slug}')}`)) continue;
      const res = await call(method, path, { token: org.adminKey });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('the full document has exactly the routes of the table, the published one the documented ones', () => {
    const ops = (doc: ReturnType<typeof buildOpenApiDocument>) =>
      Object.entries(doc.paths)
        .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`))
        .sort();
    expect(ops(full)).toEqual(ROUTES.map((r) => `${r.method} ${r.path} ${r.id}`).sort());
    expect(ops(buildOpenApiDocument())).toEqual(
      ROUTES.filter(isDocumented)
        .map((r) => `${r.method} ${r.path} ${r.id}`)
        .sort(),
    );
  });
});
