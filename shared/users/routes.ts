import { EX } from '../schemas/example-ids';
import { OrgPath } from '../schemas/common';
import {
  ChangePasswordBody,
  CreateUserBody,
  LegacyUpdateUserBody,
  ListUsersQuery,
  MePath,
  SetPasswordBody,
  UpdateUserBody,
  User,
  UserOrMePath,
  UserPath,
} from './schemas';
import { READ_FIRST, routesOf } from '../http/route-types';

const WRITE_USER = { calls: 2, why: `${READ_FIRST} (the email lock and session rules depend on the current user)` };
/** Setting a password: read, sessions and api-keys (in parallel), one transaction. */
const RESET = 'read + 2 Queries + 1 transaction, S = 1 session';
/** Changing one's own password: read, the login counters (taken and given back), sessions, one transaction. */
const CHANGE = 'read + 2 + 2 counter updates + Query + 1 transaction, S = 1 session';

const defineRoute = routesOf('users');

/** Contract 4.6 / 4.9: the day the users list and the PUT alias were deprecated. */
export const USERS_DEPRECATED_ON = '2026-09-01';

export const listUsers = defineRoute({
  id: 'listUsers',
  method: 'GET',
  path: '/org/{slug}/users/',
  roles: 'admin',
  tag: 'users',
  summary: 'Lists users, oldest first; filters `email` (case-insensitive), `status`, `role`, `area_id` combine.',
  description:
    'Lists users, oldest first, one page at a time. Filters combine (all must match). A filtered page may hold fewer than `page_size` users while `next` is still set: keep following `next` until it is null. Its replacement, the SCIM users list, has no `role` or `area_id` filter yet.',
  request: { path: OrgPath, query: ListUsersQuery },
  response: { status: 200, shape: 'list', schema: User },
  errors: ['invalid_cursor'],
  // Contract 4.6: deprecated, but it stays documented because its replacement (the SCIM users
  // list, contract 9.3: named here) does not cover every case yet: no `role` or `area_id` filter.
  deprecated: { since: USERS_DEPRECATED_ON, successor: '/org/{slug}/scim/v2/Users/', documented: true },
  budget: { calls: 1 },
  access: 'RO',
});

export const createUser = defineRoute({
  id: 'createUser',
  method: 'POST',
  path: '/org/{slug}/users/',
  roles: 'admin',
  tag: 'users',
  summary: 'Creates a user. The email is unique in the organization, case-insensitively (409 `email_taken`).',
  request: { path: OrgPath, body: CreateUserBody },
  response: { status: 201, shape: 'item', schema: User },
  errors: ['email_taken', 'invalid_reference', 'weak_password'],
  idempotent: true,
  metric: { name: 'UsersCreated' },
  example: {
    // A new person: the example organization already has Ana Torres (EX.userId, infra/local/seed-examples.ts).
    body: {
      email: 'marco.rossi@acme.example',
      first_name: 'Marco',
      last_name: 'Rossi',
      role: 'collaborator',
      area_id: EX.areaId,
      password: 'correct horse battery',
      force_change_password: true,
    },
  },
  budget: { calls: 2, why: 'the referenced area, headquarter and position must exist: one BatchGetItem of the references, then the transaction (user + email lock)' },
  access: 'RW',
});

export const getUser = defineRoute({
  id: 'getUser',
  method: 'GET',
  path: '/org/{slug}/users/{id}/',
  roles: 'self',
  tag: 'users',
  summary: 'One user; `me` as the id is the caller. A collaborator may read only themselves.',
  description:
    'One user. `me` as the id means the user behind the session; an api-key is no user, so for it `me` is 404 `user_not_found`. A collaborator reading another user gets 403 `forbidden`.',
  request: { path: UserOrMePath },
  response: { status: 200, shape: 'item', schema: User },
  errors: ['forbidden', 'user_not_found'],
  example: { path: { id: 'me' } },
  budget: { calls: 1 },
  access: 'RO',
});

/**
 * `GET /users/me/` spelled out: `/users/me/change-password/` makes `me` a static path
 * segment, and API Gateway prefers static segments without backtracking, so `/users/me/`
 * never reaches `/users/{id}/`. Same behaviour, served but not listed.
 */
export const getMe = defineRoute({
  id: 'getMe',
  method: 'GET',
  path: '/org/{slug}/users/me/',
  roles: 'self',
  tag: 'users',
  summary: 'The caller (same as `GET /org/{slug}/users/{id}/` with `me`).',
  request: { path: MePath },
  response: { status: 200, shape: 'item', schema: User },
  errors: ['user_not_found'],
  hidden: true,
  budget: { calls: 1 },
  access: 'RO',
});

export const updateUser = defineRoute({
  id: 'updateUser',
  method: 'POST',
  path: '/org/{slug}/users/update_user/',
  roles: 'admin',
  tag: 'users',
  summary: 'Updates a user: `id` and only the fields to change (`null` clears a reference).',
  description:
    'Changes only the fields sent. A new role, a deactivation, or `force_change_password: true` ends the user\'s sessions (they log in again). Email changes keep the email unique (409 `email_taken`, nothing changed).',
  request: { path: OrgPath, body: UpdateUserBody },
  response: { status: 200, shape: 'item', schema: User },
  errors: ['user_not_found', 'email_taken', 'invalid_reference', 'conflict'],
  example: { body: { id: EX.userId, last_name: 'Torres Vega', position_id: null } },
  budget: WRITE_USER,
  access: 'RW',
});

export const legacyUpdateUser = defineRoute({
  id: 'legacyUpdateUser',
  method: 'PUT',
  path: '/org/{slug}/users/{id}/',
  roles: 'admin',
  tag: 'users',
  summary: 'Deprecated alias of `POST /org/{slug}/users/update_user/` (id from the path).',
  request: { path: UserPath, body: LegacyUpdateUserBody },
  response: { status: 200, shape: 'item', schema: User },
  errors: ['user_not_found', 'email_taken', 'invalid_reference', 'conflict'],
  deprecated: { since: USERS_DEPRECATED_ON, successor: '/org/{slug}/users/update_user/', documented: false },
  example: { body: { last_name: 'Torres Vega' } },
  budget: WRITE_USER,
  access: 'RW',
});

export const setUserPassword = defineRoute({
  id: 'setUserPassword',
  method: 'POST',
  path: '/org/{slug}/users/{id}/set-password/',
  roles: 'admin',
  tag: 'users',
  summary: "Sets a user's password (10..128 characters) and ends the user's sessions and api-keys.",
  description:
    "Sets a user's password. `force_change_password` (default false) makes the user change it at the next login. Every session of the user ends, and so does every api-key made on the user's authority (the keys the user made, and the keys made with those).",
  request: { path: UserPath, body: SetPasswordBody },
  response: { status: 204, shape: 'empty' },
  errors: ['user_not_found', 'weak_password'],
  example: { body: { password: 'a new long passphrase', force_change_password: true } },
  budget: {
    calls: 4,
    formula: RESET,
    why: 'the user is read first (existence), its sessions and the api-keys it made are found through their indexes (two Queries, in parallel: a reset ends both, issue #33), then the new hash, the version bumps, the deletion of every session and the revocation of the keys are one transaction',
  },
  access: 'RW',
});

export const changeOwnPassword = defineRoute({
  id: 'changeOwnPassword',
  method: 'POST',
  path: '/org/{slug}/users/me/change-password/',
  roles: 'any',
  tag: 'users',
  summary: "Changes the caller's own password; every session of the user ends (log in again).",
  description:
    "Changes the caller's password given the current one (401 `invalid_credentials` when wrong). A wrong current password counts as a failed login of the account: past the login limit the answer is 429 `too_many_attempts` with `Retry-After`, and the calling session ends at its 5th wrong current password. The new password must differ from the current one (422 `password_reused`). Clears `force_change_password` unless the body sets it (`true` also ends the api-keys the user made, like a reset). The only operation a session with `password_change_required` may call. Every session of the user ends, this one included: log in again with the new password; the api-keys the user made stay valid. An api-key has no password: 403 `forbidden`.",
  request: { path: MePath, body: ChangePasswordBody },
  response: { status: 204, shape: 'empty' },
  errors: ['invalid_credentials', 'forbidden', 'weak_password', 'password_reused', 'user_not_found', 'conflict', 'too_many_attempts'],
  allowsPendingPasswordChange: true,
  example: { body: { current_password: 'correct horse battery', new_password: 'a new long passphrase' } },
  budget: {
    calls: 7,
    formula: CHANGE,
    why: 'the current password is verified against the stored hash (GetItem); the check is counted like a login (issue #33): one conditional UpdateItem for the email and one for the address before it, both given back after a success (two more, in parallel); the sessions are found through the sessions index (Query; with force_change_password the api-keys too, in parallel), then the new hash (conditional on the one verified) and the deletion of every session are one transaction',
  },
  access: 'RW',
});
