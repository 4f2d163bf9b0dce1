import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { entityKey } from '../db/prefixes';

/**
 * How many user items an organization has: `ORG#<slug>#USER_COUNT / <shard>` → `{ users }`, summed, the
 * `totalResults` of SCIM's unfiltered user list (docs/decisions/scim-count.md). User items are
 * never deleted (a deactivation or a SCIM delete keeps the user), so only a create moves it.
 *
 * A user item is counted when it carries COUNTED (`counted: true`), and a user becomes counted
 * only in a transaction that also ADDs 1 here: the create (putNewUser), or the `user-count`
 * migration for the users earlier code wrote (shared/migrations/user-count.ts), conditional on
 * the marker still absent. So the stored count is the number of marked users under any
 * interleaving; users written by earlier code (no marker, no ADD) are counted once, by the
 * migration, and until it is done for the organization the count is not read (a COUNT Query
 * answers instead). The marker is an attribute, not a layout version: the previous release must
 * keep reading users created by this one during a deploy and after a rollback (a user `_lv` it
 * does not know would be refused by its layout check on every request of that user).
 */
export const COUNTED = 'counted';

/**
 * The count is split over SHARDS items of one partition, a user counted in the shard its id
 * picks: creates of one organization in parallel (an identity provider's first sync) would
 * otherwise all write one item in their transactions and cancel each other (TransactionConflict,
 * retried, then 503). Reading it is still one Query of SHARDS tiny items.
 */
export const SHARDS = 16;
const shardOf = (id: string) => [...id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 0) % SHARDS;
export const userCountKey = (slug: string, shard: number) => ({ pk: entityKey(slug, 'userCount'), sk: `SHARD#${String(shard).padStart(2, '0')}` });

/** Transaction part: `n` more users counted (created, or marked by the migration), in the shard `id` picks. */
export function userCountPart(slug: string, n: number, id: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: userCountKey(slug, shardOf(id)),
      UpdateExpression: 'SET #entity = :entity ADD #users :n',
      ExpressionAttributeNames: { '#entity': 'entity', '#users': 'users' },
      ExpressionAttributeValues: { ':entity': 'user_count', ':n': n },
    },
  };
}

/** The stored count (0 when no user was ever counted): one strongly consistent Query (a user created a moment ago is in it). */
export async function readUserCount(slug: string): Promise<number> {
  const { Items } = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': entityKey(slug, 'userCount') }, ConsistentRead: true }),
  );
  return (Items ?? []).reduce((sum, item) => sum + Number(item.users ?? 0), 0);
}
