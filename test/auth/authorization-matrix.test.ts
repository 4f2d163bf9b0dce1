import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest, isMe, type ExampleOptions } from '../../infra/local/examples';
import { createWorld, type World } from '../../infra/local/fixtures';
import type { UserRecord } from '../../shared/directory/users-store';
import { newId } from '../../shared/db/ids';
import { fillPath } from '../../shared/http/request-url';
import { ROUTES } from '../../shared/routes';
import type { LambdaRoute, Route } from '../../shared/http/route-types';
import { credentialKit, type CredentialKit, type CredentialName } from '../support/credentials';
import { DATABASE_TEST_TIMEOUT_MS } from '../support/busy-machine';
import { useGateway } from '../support/http';

/**
 * Issue 9.1: every route of the route table × every kind of credential. Generated from the
 * table, so a route added later is covered without anyone remembering to. An admitted
 * credential sends the route's example request (infra/local/examples.ts) and gets the route's
 * success status; a refused one gets its refusal before anything is read.
 */
const { call, baseUrl } = useGateway();
let kit: CredentialKit;
let world: World;
let cells = 0;

beforeAll(async () => {
  kit = await credentialKit();
  world = await createWorld(baseUrl(), kit.org);
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

type Expectation = { status: number; code: string } | 'admitted' | 'no user';

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
    case 'adminApiKey':
      return route.kind === 'lambda' && isMe(route) ? 'no user' : 'admitted';
    case 'adminSession':
      return 'admitted';
  }
}

/** The user behind each user credential, as the attributes of a new one: a `me` route may end its caller's sessions. */
const USERS: Partial<Record<CredentialName, Partial<UserRecord>>> = {
  collaborator: {},
  adminSession: { role: 'admin' },
  pendingPasswordChange: { force_change_password: true },
};

/** How an admitted credential sends the route's example request. */
function sentAs(route: LambdaRoute, credential: CredentialName): ExampleOptions {
  if (isMe(route) && USERS[credential]) return { as: USERS[credential] };
  const id = { collaborator: kit.collaboratorId, adminSession: kit.adminId }[credential as string];
  return { caller: { token: kit.tokens[credential]!, id } };
}

// Ten requests per route, one after another (a cell per credential), each with its example's
// fixtures: ~0.15 s alone, but ~30 DynamoDB calls, and the run's DynamoDB Local answers a call in
// up to a second or more while it is saturated (DATABASE_TEST_TIMEOUT_MS): CI timed one route out
// at 30 s. Twice the database project's limit; a hung route still fails.
describe('authorization matrix', { timeout: 2 * DATABASE_TEST_TIMEOUT_MS }, () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path} (${route.roles})`, async () => {
      for (const credential of CREDENTIALS) {
        const token = kit.tokens[credential];
        const expectation = expected(route, credential);
        const success = route.kind === 'lambda' ? route.response.status : 302;
        let res;
        if (typeof expectation === 'string' && route.kind === 'lambda') {
          const request = await exampleRequest(world, route, sentAs(route, credential));
          res = await call(route.method, request.path, { token: request.token, query: request.query, body: request.body });
        } else {
          // Refused before anything is read (or a redirect): ids that name nothing will do.
          res = await call(route.method, fillPath(route.path, { slug: kit.org.slug }).replace(/\{\w+\}/g, () => newId()), { token });
        }
        const where = `${route.method} ${route.path} with ${credential}: ${res.status} ${res.text.slice(0, 200)}`;
        if (expectation === 'admitted') expect(res.status, where).toBe(success);
        // An api-key is no user: a route about the caller refuses it as it can.
        else if (expectation === 'no user') expect([res.body?.code, res.status], where).toSatisfy(([code, status]) => (code === 'forbidden' && status === 403) || (code === 'user_not_found' && status === 404));
        else expect({ status: res.status, code: res.body?.code }, where).toEqual(expectation);
        cells++;
      }
    });
  }
});
