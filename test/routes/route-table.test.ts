// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { LAMBDA_ROUTES } from '../../shared/routes';

describe('routes that take an Idempotency-Key', () => {
  const idempotent = LAMBDA_ROUTES.filter((r) => r.idempotent);

  it('are POSTs behind a credential (keys are scoped to it) with a read-write grant (the shell writes the record)', () => {
    expect(idempotent.length).toBeGreaterThan(0);
    for (const route of idempotent) {
      expect(route.method, route.id).toBe('POST');
      expect(route.roles, route.id).not.toBe('public');
      expect(route.access, route.id).toBe('RW');
    }
  });

  it('include every creating POST (a 201 answer)', () => {
    const creating = LAMBDA_ROUTES.filter((r) => r.method === 'POST' && r.response.status === 201);
    for (const route of creating) expect(route.idempotent, route.id).toBe(true);
  });
});
