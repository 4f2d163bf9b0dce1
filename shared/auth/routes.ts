import { CreateApiKeyBody, CreatedApiKey, ApiKey, LoginBody, LoginSession } from './schemas';
import { OrgPath, orgPathWith, pageQuery } from '../schemas/common';
import { routesOf } from '../http/route-types';

const defineRoute = routesOf('auth');

export const login = defineRoute({
  id: 'login',
  method: 'POST',
  path: '/org/{slug}/auth/login/',
  roles: 'public',
  tag: 'auth',
  summary: "Exchanges a user's email and password for a 12-hour session token.",
  request: { path: OrgPath, body: LoginBody },
  response: { status: 200, shape: 'item', schema: LoginSession },
  errors: ['invalid_credentials', 'too_many_attempts'],
  metric: { name: 'LoginsSucceeded' },
  example: { body: { email: 'admin@acme.example', password: 'correct horse battery' } },
  budget: {
    calls: 7,
    why: 'login throttling (issue #16): the attempt is counted before the password is checked, one conditional UpdateItem for the client address and one for the email (atomic, so concurrent guesses cannot overshoot), and a success gives both back (two UpdateItems, in parallel); between them the email lock carries the password hash, status, role and credential version (one GetItem), the user’s newest sessions are read (one Query: at most 20 sessions per user, issue #16), then the session’s PutItem (a transaction ending the oldest when over the cap). No organization GetItem: an unknown organization is answered like an unknown email',
  },
  access: 'RW',
});

export const createApiKey = defineRoute({
  id: 'createApiKey',
  method: 'POST',
  path: '/org/{slug}/api-keys/',
  roles: 'admin',
  tag: 'auth',
  summary: 'Creates an administrator api-key; the secret is in this response only.',
  request: { path: OrgPath, body: CreateApiKeyBody },
  response: { status: 201, shape: 'item', schema: CreatedApiKey },
  idempotent: true,
  secretInResponse: 'key',
  metric: { name: 'ApiKeysCreated' },
  example: { body: { name: 'Payroll sync' } },
  budget: { calls: 1 },
  access: 'RW',
});

export const listApiKeys = defineRoute({
  id: 'listApiKeys',
  method: 'GET',
  path: '/org/{slug}/api-keys/',
  roles: 'admin',
  tag: 'auth',
  summary: "Lists the organization's api-keys (never their secrets).",
  request: { path: OrgPath, query: pageQuery() },
  response: { status: 200, shape: 'list', schema: ApiKey },
  errors: ['invalid_cursor'],
  budget: { calls: 1 },
  access: 'RO',
});

export const revokeApiKey = defineRoute({
  id: 'revokeApiKey',
  method: 'DELETE',
  path: '/org/{slug}/api-keys/{key_id}/',
  roles: 'admin',
  tag: 'auth',
  summary: 'Revokes an api-key; it is refused from then on.',
  request: { path: orgPathWith('key_id', 'The api-key to revoke.') },
  response: { status: 204, shape: 'empty' },
  errors: ['api_key_not_found'],
  budget: { calls: 2, why: 'an api-key is stored under the hash of its secret: its id is resolved through the api-keys index (Query), then the conditional update' },
  access: 'RW',
});
