import { describe, expect, it } from 'vitest';
import { CORS_PREFLIGHT_HEADERS } from '../../shared/http/cors';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * CORS (#17 §4): a docs portal on another origin may fetch the OpenAPI document and the
 * changelog; no API operation answers another origin. The deployed stack's side is in
 * test/infra/cors.test.ts.
 */
const { baseUrl, call } = useGateway();
const ORIGIN = 'https://portal.other.example';
const DOCS_PATHS = ['/api/v5/rest/openapi.json', '/api/v5/rest/changelog', '/api/v5/rest/changelog.html', '/api/v5/rest/changelog.atom'];

describe('CORS of the public documentation routes', () => {
  it('marks exactly the OpenAPI document and the changelog views as open to any origin', () => {
    expect(LAMBDA_ROUTES.filter((r) => r.publicCors).map((r) => r.path).sort()).toEqual([...DOCS_PATHS].sort());
  });

  it('lets any origin read them (GET), and answers their preflight (OPTIONS)', async () => {
    for (const path of DOCS_PATHS) {
      const res = await fetch(`${baseUrl()}${path}`, { headers: { Origin: ORIGIN } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      const preflight = await fetch(`${baseUrl()}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.status, path).toBe(204);
      for (const [name, value] of Object.entries(CORS_PREFLIGHT_HEADERS)) expect(preflight.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });

  it('opens no API operation to other origins', async () => {
    const org = await newTestOrg();
    const path = `/org/${org.slug}/organizations/areas/`;
    const res = await call('GET', path, { token: org.adminKey, headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${baseUrl()}${path}`, { method: 'OPTIONS', headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).not.toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
