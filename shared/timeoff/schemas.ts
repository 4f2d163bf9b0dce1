import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, LocalDate, Text, pageQuery } from '../schemas/common';
import { constrained, notAfter } from '../schemas/constraints';
import { TIMEOFF_STATUSES, TIMEOFF_TYPES } from './enums';

/** The contract's absence kinds and request states (api.md, enums.ts); the store keys indexes by them. */
export { TIMEOFF_STATUSES, TIMEOFF_TYPES };
export type TimeOffType = (typeof TIMEOFF_TYPES)[number];
export type TimeOffStatus = (typeof TIMEOFF_STATUSES)[number];

export const TimeOffType = z.enum(TIMEOFF_TYPES).check(z.describe('The kind of absence; each has its own balance.'));
export const TimeOffStatus = z
  .enum(TIMEOFF_STATUSES)
  .check(z.describe('`pending` until an administrator approves or rejects it; `cancelled` by its owner or an administrator.'));

export const TimeOffRequest = named('TimeOffRequest', z.object({
  id: Id.check(z.describe('The request\'s id.')),
  user_id: Id.check(z.describe('Whose absence it is.')),
  type: TimeOffType,
  start_date: LocalDate.check(z.describe('First day of the absence.')),
  end_date: LocalDate.check(z.describe('Last day of the absence (inclusive).')),
  days: z.int().check(z.minimum(1)).check(z.describe('Working days the absence takes from the balance.')),
  status: TimeOffStatus,
  reason: z.optional(z.string()).check(z.describe('Why, as the requester wrote it.')),
  created_at: Instant,
  updated_at: Instant,
  decided_at: z.optional(Instant),
  /** The deciding administrator's user id, or the api-key id when an api-key decided. */
  decided_by: z.optional(Id),
}));

export const TimeOffBalance = named('TimeOffBalance', z.object({
  user_id: Id.check(z.describe('Whose balance it is.')),
  type: TimeOffType,
  available_days: z.number().check(z.minimum(0)).check(z.describe('Days available now, up to two decimals; days held by pending or approved requests are not part of it.')),
}));

/** #33 finding 12: how far from today (UTC) a time-off request's days may lie, either way. */
export const TIME_OFF_WINDOW_YEARS = 5;

/** `[first, last]` allowed day (`YYYY-MM-DD`), the same month and day `TIME_OFF_WINDOW_YEARS` before and after today in UTC. */
export function timeOffWindow(now = new Date()): { first: string; last: string } {
  const today = now.toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  const yearOf = (y: number) => String(y).padStart(4, '0');
  // String bounds: `2023-02-29` (from a leap day) still orders correctly between real days.
  return { first: `${yearOf(year - TIME_OFF_WINDOW_YEARS)}${today.slice(4)}`, last: `${yearOf(year + TIME_OFF_WINDOW_YEARS)}${today.slice(4)}` };
}

const withinWindow = (date: string) => {
  const { first, last } = timeOffWindow();
  return date >= first && date <= last;
};
const WINDOW_MESSAGE = `must be within ${TIME_OFF_WINDOW_YEARS} years of today (UTC), either way`;

export const CreateTimeOffRequest = constrained(z
  .strictObject({
    type: TimeOffType,
    start_date: LocalDate.check(z.describe('First day of the absence.')),
    end_date: LocalDate.check(z.describe('Last day of the absence (inclusive), not before `start_date`.')),
    reason: z.optional(Text).check(z.describe('Why (free text, up to 2000 characters).')),
    /** Administrators only: the user the request is for (a collaborator may only name themselves). */
    user_id: z.optional(Id),
  })
  .check(
    z.refine((b) => b.end_date >= b.start_date, { path: ['end_date'], message: 'end_date must not be before start_date' }),
    z.refine((b) => withinWindow(b.start_date), { path: ['start_date'], message: WINDOW_MESSAGE }),
    z.refine((b) => withinWindow(b.end_date), { path: ['end_date'], message: WINDOW_MESSAGE }),
  ),
  notAfter('start_date', 'end_date'),
  {
    rule: `\`start_date\` and \`end_date\` must be within ${TIME_OFF_WINDOW_YEARS} years of today (UTC), before or after (a request dated 1900 or 9999 is a typo, not an absence).`,
    parameters: ['start_date', 'end_date'],
    code: 'validation_failed',
  },
  // shared/timeoff/requests.ts (requestOwner): an api-key has no user of its own.
  { rule: 'With an api-key, `user_id` is required (an api-key has no user of its own).', parameters: ['user_id'], code: 'validation_failed' },
);

export const TimeOffRequestQuery = constrained(pageQuery({
  status: z.optional(TimeOffStatus),
  type: z.optional(TimeOffType),
  user_id: z.optional(Id).check(z.describe('Only this user\'s requests.')),
  from_date: z.optional(LocalDate).check(z.describe('Only requests that end on or after this day.')),
  to_date: z.optional(LocalDate).check(z.describe('Only requests that start on or before this day.')),
}), notAfter('from_date', 'to_date')); // shared/timeoff/requests.ts (listTimeOffRequests)

export const TimeOffBalanceQuery = pageQuery({ user_id: z.optional(Id).check(z.describe("Only this user's balances.")) });

/** Days with at most two decimals (accruals such as 1.25 days), so decimal arithmetic stays exact. */
const Days = z
  .number()
  .check(
    z.minimum(0),
    z.maximum(10_000),
    z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'at most two decimals'),
    z.meta({ multipleOf: 0.01 }),
  );

export const ReplaceTimeOffBalances = z
  .strictObject({
    vacation: z.optional(Days).check(z.describe('Vacation days available from now on; left out, unchanged.')),
    leave: z.optional(Days).check(z.describe('Leave days available from now on; left out, unchanged.')),
    permission: z.optional(Days).check(z.describe('Permission days available from now on; left out, unchanged.')),
  })
  .check(
    z.refine((b) => b.vacation !== undefined || b.leave !== undefined || b.permission !== undefined, {
      message: 'give at least one of vacation, leave, permission',
    }),
    z.meta({ minProperties: 1 }),
  );

export type TimeOffRequestT = z.infer<typeof TimeOffRequest>;
export type TimeOffBalanceT = z.infer<typeof TimeOffBalance>;
export type CreateTimeOffRequestT = z.infer<typeof CreateTimeOffRequest>;
export type TimeOffRequestQueryT = z.infer<typeof TimeOffRequestQuery>;
export type ReplaceTimeOffBalancesT = z.infer<typeof ReplaceTimeOffBalances>;
