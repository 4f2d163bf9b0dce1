import * as z from 'zod/mini';
import { tableName } from '../db/client';
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

/** Transaction part: claims one day; refused when another request holds it (its item returned). */
export function claimDayPart(slug: string, userId: string, date: string, requestId: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: DAYS.item(slug, { user_id: userId, date, request_id: requestId }),
      ConditionExpression: 'attribute_not_exists(pk)',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

/**
 * Transaction part: releases one day. Unconditional: the request's own status condition in the
 * same transaction proves it still holds these days (a day is held by at most one live request).
 */
export function releaseDayPart(slug: string, userId: string, date: string) {
  return { Delete: { TableName: tableName(), Key: dayKey(slug, userId, date) } };
}
