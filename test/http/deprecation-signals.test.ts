import { describe, expect, it } from 'vitest';
import { login } from '../../shared/auth/credentials';
import { unixSeconds } from '../../shared/http/headers';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { LEGACY_ALIASES_DEPRECATED_ON } from '../../shared/organization/routes';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';

const { call } = useGateway();

/** RFC 9745 §2: an RFC 9651 Date item, `@` and an integer of seconds since the epoch. */
const DEPRECATION = /^@-?\d{1,15}$/;
/** RFC 8288 link-value with an absolute URI reference and the RFC 5829 relation. */
const SUCCESSOR_LINK = /^<https?:\/\/[^<>\s]+>; rel="successor-version"$/;

describe('deprecation signals (api.md §4; RFC 9745, RFC 8288)', () => {
  it('a deprecated route sends a structured Deprecation date and an absolute successor Link', async () => {
    const org = await newTestOrg();
    const res = await call('GET', `/org/${org.slug}/headquarters`, { token: org.adminKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toMatch(DEPRECATION);
    expect(res.headers.get('deprecation')).toBe(`@${unixSeconds(LEGACY_ALIASES_DEPRECATED_ON)}`);
    expect(res.headers.get('link')).toMatch(SUCCESSOR_LINK);
    expect(new URL(res.headers.get('link')!.slice(1, res.headers.get('link')!.indexOf('>'))).pathname).toBe(
      `/org/${org.slug}/organizations/headquarters/`,
    );
  });

  it('errors answered by the function on a deprecated route carry the same headers', async () => {
    const org = await newTestOrg();
    const collaborator = await insertUser(org.slug);
    const session = await login(org.slug, collaborator.email, collaborator.password);

    const forbidden = await call('GET', `/org/${org.slug}/permission_groups`, { token: session.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('forbidden');
    expect(forbidden.headers.get('deprecation')).toMatch(DEPRECATION);
    expect(forbidden.headers.get('link')).toBeNull(); // retired without a successor

    const unauthenticated = await call('GET', `/org/${org.slug}/areas`, { token: `${org.adminKey}x` });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.code).toBe('invalid_credentials');
    expect(unauthenticated.headers.get('deprecation')).toMatch(DEPRECATION);
    expect(unauthenticated.headers.get('link')).toMatch(SUCCESSOR_LINK);
  });

  it('the OpenAPI document marks deprecated operations and declares their headers', () => {
    const doc = buildOpenApiDocument() as any;
    expect(doc.components.headers.Deprecation).toBeDefined();
    // Every deprecated operation the published document lists names its successor (contract
    // 9.3: "marked in the API Reference with their replacement") and declares its `Link`.
    for (const route of LAMBDA_ROUTES.filter((r) => r.deprecated?.documented && !r.hidden)) {
      const op = doc.paths[route.path][route.method.toLowerCase()];
      expect(op.deprecated, route.id).toBe(true);
      expect(op['x-successor'], route.id).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/org\//);
      const success = resolve(doc, op.responses[route.response.status]);
      expect(success.headers?.Deprecation, route.id).toEqual({ $ref: '#/components/headers/Deprecation' });
      expect(success.headers?.Link, route.id).toEqual({ $ref: '#/components/headers/Link' });
    }
  });
});

/** Follows a local `$ref` (`#/components/...`) of the document. */
function resolve(doc: any, node: any): any {
  if (!node?.$ref) return node;
  return (node.$ref as string)
    .slice(2)
    .split('/')
    .reduce((at: any, key: string) => at?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
}

describe('Idempotency-Key in the OpenAPI document', () => {
  it('every documented idempotent operation takes the header and lists 409/422 idempotency codes', () => {
    const doc = buildOpenApiDocument() as any;
    const parameter = doc.components.parameters.IdempotencyKey;
    expect(parameter).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false, schema: { minLength: 1, maxLength: 255 } });
    const idempotent = LAMBDA_ROUTES.filter((r) => r.idempotent && !r.hidden && !(r.deprecated && !r.deprecated.documented));
    expect(idempotent.length).toBeGreaterThan(0);
    for (const route of idempotent) {
      expect(route.method, route.id).toBe('POST');
      const op = doc.paths[route.path].post;
      expect(op.parameters, route.id).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(JSON.stringify(resolve(doc, op.responses['409'])), route.id).toContain('idempotency_in_progress');
      expect(JSON.stringify(resolve(doc, op.responses['422'])), route.id).toContain('idempotency_key_reused');
    }
  });
});
