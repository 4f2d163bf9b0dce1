import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';

/**
 * The per-user calendar of reserved days: `ORG#<slug>#TIMEOFF_DAY#<user id> / <date>`, one item
 * per weekday held by a pending or approved request (`request_id` says which). A create claims
 * its weekdays with `attribute_not_exists` in the transaction that stores the request, so two
 * overlapping requests of one user can never both be written, however concurrent; the days are
 * released in the transaction that rejects, cancels or deletes the request.
 */
const StoredDay = z.object({
  user_id: stored.string,
  /** `YYYY-MM-DD`, the sort key. */
  date: stored.string,
  /** The request holding the day. */
  request_id: stored.string,
});
export type TimeOffDay = z.output<typeof StoredDay>;

/** The day entity, declared once (shared/db/entity.ts): one partition per user, sorted by date. */
export const DAYS = defineEntity({
  name: 'timeoff_day',
  schema: StoredDay,
  primary: { index: null, composites: ['user_id'], sort: ['date'] },
  indexes: {},
});

export const dayKey = (slug: string, userId: string, date: string) => DAYS.key(slug, { user_id: userId, date });

/** Transaction part: claims one day; refused when another request holds it (its item returned: the transaction's `returnOld`). */
export const claimDayPart = (slug: string, userId: string, date: string, requestId: string) => DAYS.create(slug, { user_id: userId, date, request_id: requestId });

/**
 * Transaction part: releases one day. Unconditional: the request's own status condition in the
 * same transaction proves it still holds these days (a day is held by at most one live request).
 */
export const releaseDayPart = (slug: string, userId: string, date: string) => DAYS.delete(slug, { user_id: userId, date });
