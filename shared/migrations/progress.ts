import { tableName } from '../db/client';
import { entityKey } from '../db/prefixes';
import { organizationKey } from '../tenancy/organizations-store';
import { MIGRATION_CURSOR, MIGRATION_DONE_COUNT } from '../tenancy/data-level';

/**
 * What the per-organization migrations share: the progress marker on META (where a resumed run
 * starts, and how many items the run changed, for `--status`), and the Query of the users
 * partition that the user migrations walk, strongly consistent and in id order.
 */

/** The UpdateItem input that moves the marker to `cursor` (a sort key) and adds `n` to the count: alone, or as a transaction part (`{ Update: … }`). */
export function progressUpdate(slug: string, cursor: string, n: number) {
  return {
    TableName: tableName(),
    Key: organizationKey(slug),
    UpdateExpression: 'SET #cursor = :cursor ADD #n :n',
    ExpressionAttributeNames: { '#cursor': MIGRATION_CURSOR, '#n': MIGRATION_DONE_COUNT },
    ExpressionAttributeValues: { ':cursor': cursor, ':n': n },
  };
}

/** The key condition of the organization's users partition, read strongly consistent. */
export const usersPartition = (slug: string) => ({
  KeyConditionExpression: 'pk = :pk',
  ExpressionAttributeValues: { ':pk': entityKey(slug, 'user') } as Record<string, unknown>,
  ConsistentRead: true,
});
