import * as z from 'zod/mini';
import { named } from './named';
import { TIMEOFF_STATUSES, TIMEOFF_TYPES } from '../db/entities/timeoff-requests';
import { Id, Instant, LocalDate, Text, pageQuery } from './common';

export const TimeOffType = z.enum(TIMEOFF_TYPES);
export const TimeOffStatus = z.enum(TIMEOFF_STATUSES);

export const TimeOffRequest = named('TimeOffRequest', z.object({
  id: Id,
  user_id: Id,
  type: TimeOffType,
  start_date: LocalDate,
  end_date: LocalDate,
  days: z.int().check(z.minimum(1)),
  status: TimeOffStatus,
  reason: z.optional(z.string()),
  created_at: Instant,
  updated_at: Instant,
  decided_at: z.optional(Instant),
  /** The deciding administrator's user id, or the api-key id when an api-key decided. */
  decided_by: z.optional(Id),
}));

export const TimeOffBalance = named('TimeOffBalance', z.object({
  user_id: Id,
  type: TimeOffType,
  available_days: z.number().check(z.minimum(0)),
}));

export const CreateTimeOffRequest = z
  .strictObject({
    type: TimeOffType,
    start_date: LocalDate,
    end_date: LocalDate,
    reason: z.optional(Text),
    /** Administrators only: the user the request is for (a collaborator may only name themselves). */
    user_id: z.optional(Id),
  })
  .check(z.refine((b) => b.end_date >= b.start_date, { path: ['end_date'], message: 'end_date must not be before start_date' }));

export const TimeOffRequestQuery = pageQuery({
  status: z.optional(TimeOffStatus),
  type: z.optional(TimeOffType),
  user_id: z.optional(Id),
  from_date: z.optional(LocalDate),
  to_date: z.optional(LocalDate),
});

export const TimeOffBalanceQuery = pageQuery({ user_id: z.optional(Id) });

/** Days with at most two decimals (accruals such as 1.25 days), so decimal arithmetic stays exact. */
const Days = z
  .number()
  .check(
    z.minimum(0),
    z.maximum(10_000),
    z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'at most two decimals'),
  );

export const ReplaceTimeOffBalances = z
  .strictObject({ vacation: z.optional(Days), leave: z.optional(Days), permission: z.optional(Days) })
  .check(
    z.refine((b) => b.vacation !== undefined || b.leave !== undefined || b.permission !== undefined, {
      message: 'give at least one of vacation, leave, permission',
    }),
  );

export type TimeOffRequestT = z.infer<typeof TimeOffRequest>;
export type TimeOffBalanceT = z.infer<typeof TimeOffBalance>;
export type CreateTimeOffRequestT = z.infer<typeof CreateTimeOffRequest>;
export type TimeOffRequestQueryT = z.infer<typeof TimeOffRequestQuery>;
export type ReplaceTimeOffBalancesT = z.infer<typeof ReplaceTimeOffBalances>;
