import * as z from 'zod/mini';
import { OrgPath, orgPathWith } from '../schemas/common';
import {
  CreateTimeOffRequest,
  ReplaceTimeOffBalances,
  TimeOffBalance,
  TimeOffBalanceQuery,
  TimeOffRequest,
  TimeOffRequestQuery,
} from './schemas';
import { READ_FIRST, routesOf } from '../http/route-types';
import { EX } from '../schemas/example-ids';

const defineRoute = routesOf('timeoff');

/** Time off (contract 3, 4.4, 5.2; api.md §6). Rules in shared/timeoff/. */

const RequestPath = orgPathWith('request_id', 'The time-off request.');

export const listTimeOffRequests = defineRoute({
  id: 'listTimeOffRequests',
  method: 'GET',
  path: '/org/{slug}/timeoff/requests/',
  roles: 'self',
  tag: 'time off',
  summary: 'Lists absence requests, earliest period first; a collaborator sees only their own.',
  description:
    'Filters: `status`, `type`, `user_id`, and `from_date`/`to_date` (inclusive; keeps requests whose period overlaps them, ' +
    'either bound may be left open). A collaborator naming another `user_id` gets 403 `forbidden`. ' +
    'A page may hold fewer than `page_size` items while `next` is set: follow `next` until it is null.',
  request: { path: OrgPath, query: TimeOffRequestQuery },
  response: { status: 200, shape: 'list', schema: TimeOffRequest },
  errors: ['invalid_cursor'],
  budget: { calls: 1 },
  access: 'RO',
});

export const createTimeOffRequest = defineRoute({
  id: 'createTimeOffRequest',
  method: 'POST',
  path: '/org/{slug}/timeoff/requests/',
  roles: 'self',
  tag: 'time off',
  summary: 'Requests time off (pending), reserving its weekdays from the balance of its type at once.',
  description:
    '`days` counts Monday–Friday in the inclusive period (at most 92 calendar days). `user_id` is for administrators ' +
    '(required with an api-key); a collaborator naming another user gets 403 `forbidden`. The request, the reservation ' +
    'and the claim of each day are one atomic write: concurrent requests never overdraw a balance nor overlap.',
  request: { path: OrgPath, body: CreateTimeOffRequest },
  response: { status: 201, shape: 'item', schema: TimeOffRequest },
  errors: ['user_not_found', 'user_inactive', 'insufficient_balance', 'empty_period', 'period_too_long', 'overlapping_request'],
  idempotent: true,
  metric: { name: 'TimeOffRequestsCreated' },
  // `user_id` included: with an api-key it is required, so the example works with every credential an administrator holds.
  example: { body: { user_id: EX.userId, type: 'vacation', start_date: '2026-04-06', end_date: '2026-04-10', reason: 'Family trip' } },
  budget: { calls: 2, why: 'the user must exist and be active (GetItem), then one transaction: request, balance reservation and the claim of each day' },
  access: 'RW',
});

export const getTimeOffRequest = defineRoute({
  id: 'getTimeOffRequest',
  method: 'GET',
  path: '/org/{slug}/timeoff/requests/{request_id}/',
  roles: 'self',
  tag: 'time off',
  summary: "One absence request (a collaborator asking for another user's gets 404).",
  request: { path: RequestPath },
  response: { status: 200, shape: 'item', schema: TimeOffRequest },
  errors: ['request_not_found'],
  budget: { calls: 1 },
  access: 'RO',
});

/**
 * The pending request of the example organization each transition's example decides (one each, so
 * that every example succeeds on the seeded data whatever ran before it: infra/local/seed-examples.ts).
 */
export const TRANSITION_EXAMPLES = {
  approve: { id: EX.approvableRequestId, start_date: '2026-05-04', end_date: '2026-05-08', days: 5 },
  reject: { id: EX.rejectableRequestId, start_date: '2026-05-11', end_date: '2026-05-15', days: 5 },
  cancel: { id: EX.cancellableRequestId, start_date: '2026-05-18', end_date: '2026-05-22', days: 5 },
} as const;

const transition = <const A extends 'approve' | 'reject' | 'cancel'>(id: string, action: A, roles: 'admin' | 'self', summary: string) =>
  defineRoute({
    id,
    method: 'POST',
    path: `/org/{slug}/timeoff/requests/{request_id}/${action}/`,
    roles,
    tag: 'time off',
    summary,
    request: { path: RequestPath },
    response: { status: 200, shape: 'item', schema: TimeOffRequest },
    errors: ['request_not_found', 'invalid_state_transition'],
    ...(action === 'cancel' ? {} : { metric: { name: 'TimeOffRequestsDecided' as const } }),
    example: {
      path: { request_id: TRANSITION_EXAMPLES[action].id },
      response: {
        ...TRANSITION_EXAMPLES[action],
        user_id: EX.userId,
        type: 'vacation',
        status: ({ approve: 'approved', reject: 'rejected', cancel: 'cancelled' } as const)[action],
        reason: 'Family trip',
        created_at: '2026-03-02T14:05:09.000Z',
        updated_at: '2026-03-05T09:41:27.000Z',
        decided_at: '2026-03-05T09:41:27.000Z',
        decided_by: EX.adminId,
      },
    },
    budget: {
      calls: 2,
      why: `${READ_FIRST} (the status decides the transition${action === 'approve' ? '' : ' and the days to return'})`,
    },
    access: 'RW',
  });

export const approveTimeOffRequest = transition('approveTimeOffRequest', 'approve', 'admin', 'Approves a pending request (its days stay reserved).');
export const rejectTimeOffRequest = transition('rejectTimeOffRequest', 'reject', 'admin', 'Rejects a pending request and returns its days to the balance.');
export const cancelTimeOffRequest = transition(
  'cancelTimeOffRequest',
  'cancel',
  'self',
  'Cancels a request and returns its days: the owner while pending, an administrator while pending or approved.',
);

export const deleteTimeOffRequest = defineRoute({
  id: 'deleteTimeOffRequest',
  method: 'DELETE',
  path: '/org/{slug}/timeoff/requests/{request_id}/',
  roles: 'self',
  tag: 'time off',
  summary: 'Deletes a request; the days it still held (pending or approved) return to the balance in the same write.',
  description:
    'An administrator deletes any request in any state. A collaborator deletes only their own (else 403 `not_request_owner`) ' +
    'and only while pending (else 403 `request_not_pending`). Of concurrent deletes of one request exactly one answers 204 ' +
    'and the days come back once; the others answer 404.',
  request: { path: RequestPath },
  response: { status: 204, shape: 'empty' },
  errors: ['request_not_found', 'not_request_owner', 'request_not_pending'],
  example: { path: { request_id: EX.deletableRequestId } },
  budget: { calls: 2, why: 'issue #10: time-off delete ≤ 2 (GetItem, then the transaction that deletes it and returns its days)' },
  access: 'RW',
});

export const listTimeOffBalances = defineRoute({
  id: 'listTimeOffBalances',
  method: 'GET',
  path: '/org/{slug}/timeoff/balances/',
  roles: 'self',
  tag: 'time off',
  summary: 'Lists available time-off days per user and type; a collaborator sees only their own.',
  description: 'Users appear once an administrator has set their balances. Filter `user_id` (a collaborator naming another user: 403 `forbidden`).',
  request: { path: OrgPath, query: TimeOffBalanceQuery },
  response: { status: 200, shape: 'list', schema: TimeOffBalance },
  errors: ['invalid_cursor'],
  budget: { calls: 1 },
  access: 'RO',
});

export const replaceTimeOffBalances = defineRoute({
  id: 'replaceTimeOffBalances',
  method: 'PUT',
  path: '/org/{slug}/timeoff/balances/{user_id}/',
  roles: 'admin',
  tag: 'time off',
  summary: "Sets a user's available days per type; answers all three balances (types never set: 0).",
  description: 'Types left out keep their value. The figure is what is available now: days held by pending or approved requests are not part of it.',
  request: { path: orgPathWith('user_id', 'Whose balances to set.'), body: ReplaceTimeOffBalances },
  response: { status: 200, shape: 'item', schema: z.array(TimeOffBalance) },
  errors: ['user_not_found'],
  example: {
    body: { vacation: 12.5, permission: 2 },
    response: [
      { user_id: EX.userId, type: 'vacation', available_days: 12.5 },
      { user_id: EX.userId, type: 'leave', available_days: 0 },
      { user_id: EX.userId, type: 'permission', available_days: 2 },
    ],
  },
  budget: {
    calls: 2,
    formula: 'one transaction (the balances and a ConditionCheck of the user) + one Query of the types not sent (none when all three are)',
    why: 'the answer holds all three balances, so the ones not sent are read back after the write',
  },
  access: 'RW',
});
