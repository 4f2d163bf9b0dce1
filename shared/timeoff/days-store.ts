import { tableName } from '../db/client';
import { keyId } from '../db/ids';
import { entityKey } from '../db/prefixes';

/**
 * The per-user calendar of reserved days: `ORG#<slug>#TIMEOFF_DAY#<user id> / <date>`, one item
 * per weekday held by a pending or approved request (`request_id` says which). A create claims
 * its weekdays with `attribute_not_exists` in the transaction that stores the request, so two
 * overlapping requests of one user can never both be written, however concurrent; the days are
 * released in the transaction that rejects, cancels or deletes the request.
 */
export const dayKey = (slug: string, userId: string, date: string) => ({ pk: entityKey(slug, 'timeoffDay', keyId(userId)), sk: date });

/** Transaction part: claims one day; refused when another request holds it (its item returned). */
export function claimDayPart(slug: string, userId: string, date: string, requestId: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...dayKey(slug, userId, date), entity: 'timeoff_day', user_id: userId, date, request_id: requestId },
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
