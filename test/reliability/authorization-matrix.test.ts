import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/db/ids';
import { ROUTES } from '../../shared/routes';
import type { LambdaRoute, Route } from '../../shared/http/route-types';
import { credentialKit, type CredentialKit, type CredentialName } from '../support/credentials';
import { useGateway } from '../support/http';

/**
 * Issue 9.1: every route of the route table × every kind of credential. Generated from the
 * table, so a route added later is covered without anyone remembering to.
 */
const { call } = useGateway();
let kit: CredentialKit;
let cells = 0;

beforeAll(async () => {
  kit = await credentialKit();
});
afterAll(() => {
  console.log(`authorization matrix: ${cells} cells asserted over ${ROUTES.length} routes × ${CREDENTIALS.length} credentials`);
});

const CREDENTIALS: CredentialName[] = [
  'none',
  'malformed',
  'unknown',
  'expiredSession',
  'revokedApiKey',
  'collaborator',
  'adminSession',
  'adminApiKey',
  'otherOrgAdminApiKey',
  'pendingPasswordChange',
];

type Expectation = { status: number; code: string } | 'admitted';

/** What a route's declared roles promise for each credential (api.md §2, §3; contract 5.3). */
function expected(route: Route, credential: CredentialName): Expectation {
  if (route.roles === 'public') return 'admitted';
  switch (credential) {
    case 'none':
      return { status: 401, code: 'missing_credentials' };
    case 'malformed':
    case 'unknown':
    case 'revokedApiKey':
      return { status: 401, code: 'invalid_credentials' };
    case 'expiredSession':
      return { status: 401, code: 'expired_credentials' };
    case 'otherOrgAdminApiKey':
      return { status: 403, code: 'org_mismatch' };
    case 'pendingPasswordChange':
      return (route as LambdaRoute).allowsPendingPasswordChange ? 'admitted' : { status: 403, code: 'password_change_required' };
    case 'collaborator':
      return route.roles === 'admin' ? { status: 403, code: 'forbidden' } : 'admitted';
    case 'adminSession':
    case 'adminApiKey':
      return 'admitted';
  }
}

/** Ownership refusals a `self` route may give a collaborator for someone else's (random) record. */
const OWNERSHIP_CODES = new Set(['forbidden', 'not_request_owner', 'request_not_pending']);

function concretePath(route: Route, slug: string): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'slug' ? slug : newId()));
}

describe('authorization matrix', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path} (${route.roles})`, async () => {
      const path = concretePath(route, kit.org.slug);
      for (const credential of CREDENTIALS) {
        const token = kit.tokens[credential];
        // No body: an admitted request stops at validation (400) or at a missing record (404),
        // so the matrix writes nothing.
        const res = await call(route.method, path, { token, headers: token === 'not-a-token' ? { Authorization: 'Bearer not-a-token' } : {} });
        const where = `${route.method} ${route.path} with ${credential}: ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, where).toBeLessThan(500);
        const expectation = expected(route, credential);
        if (expectation === 'admitted') {
          expect(res.status, where).not.toBe(401);
          if (res.status === 403) {
            expect(route.roles, where).toBe('self');
            expect(credential, where).toBe('collaborator');
            expect(OWNERSHIP_CODES.has(res.body?.code), where).toBe(true);
          }
          if (route.kind === 'lambda' && route.request?.body && res.status >= 400) expect([400, 404], where).toContain(res.status);
        } else {
          expect({ status: res.status, code: res.body?.code }, where).toEqual(expectation);
        }
        cells++;
      }
    });
  }
});
