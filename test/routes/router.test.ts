// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { createRouter } from '../../infra/local/router';
import { ROUTES } from '../../shared/routes';

describe('local router (API Gateway REST matching)', () => {
  const match = createRouter(ROUTES);

  it('matches with or without the trailing slash', () => {
    expect(match('GET', '/org/acme/organizations/areas/')?.route.id).toBe('listAreas');
    expect(match('GET', '/org/acme/organizations/areas')?.route.id).toBe('listAreas');
  });

  it('extracts and decodes path parameters', () => {
    const found = match('PUT', '/org/acme/organizations/position-categories/01ABC/');
    expect(found?.route.id).toBe('replacePositionCategory');
    expect(found?.pathParameters).toEqual({ slug: 'acme', position_category_id: '01ABC' });
  });

  it('answers null for unknown paths and methods', () => {
    expect(match('GET', '/org/acme/nothing')).toBeNull();
    expect(match('PATCH', '/org/acme/organizations/areas/')).toBeNull();
  });

  it('every route of the table is reachable at its own path', () => {
    for (const route of ROUTES) {
      const concrete = route.path.replace(/\{(\w+)\}/g, 'x1');
      expect(match(route.method, concrete)?.route.id, `${route.method} ${route.path}`).toBe(route.id);
    }
  });
});
