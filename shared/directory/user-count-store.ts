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
 * migration (or, for those the previous release created after that migration passed, by the
 * contract step `user-status-count`), and until that step is done for the organization the
 * count is not read (a COUNT Query answers instead). The marker is an attribute, not a layout version: the previous release must
 * keep reading users created by this one during a deploy and after a rollback (a user `_lv` it
 * does not know would be refused by its layout check on every request of that user).
 */
export const COUNTED = 'counted';

/**
 * The status tallies (#32: `filter=active eq true|false` answers `totalResults` from them): the
 * same shard items hold `active` and `inactive`, and a user is in the tally of the status it
 * carries as COUNTED_STATUS (`counted_status`), never of another. That attribute only changes in
 * a transaction that also ADDs +1 to the tally it names and -1 to the one it named before, and
 * only if it is still the value read (condition): create (putNewUser), every write that sets
 * `status` (users-store.ts updateUser: also conditional on the status read, so a write of the
 * status a user already has moves nothing), and the `user-status-count` migration. So each tally
 * equals the number of users whose COUNTED_STATUS names it, under any interleaving. Code before
 * this release never writes it: a user it creates has none, and a status it changes leaves
 * COUNTED_STATUS behind; the migration (run once that code cannot be serving any more) sets it
 * to the status of every user where it differs, and until it is done the tallies are not read.
 */
export const COUNTED_STATUS = 'counted_status';
export type CountedStatus = 'active' | 'inactive';
export interface UserCounts {
  users: number;
  active: number;
  inactive: number;
}

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

/**
 * Transaction part: moves of the counts in one shard (the one `id` picks): `users` (a user
 * counted), `active` / `inactive` (a user's COUNTED_STATUS set, or moved from one to the other).
 */
export function userCountsPart(slug: string, id: string, delta: Partial<UserCounts>) {
  const moved = (Object.keys(delta) as Array<keyof UserCounts>).filter((k) => delta[k]);
  const names: Record<string, string> = { '#entity': 'entity' };
  const values: Record<string, unknown> = { ':entity': 'user_count' };
  for (const k of moved) {
    names[`#${k}`] = k;
    values[`:${k}`] = delta[k];
  }
  return {
    Update: {
      TableName: tableName(),
      Key: userCountKey(slug, shardOf(id)),
      UpdateExpression: `SET #entity = :entity${moved.length ? ` ADD ${moved.map((k) => `#${k} :${k}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The tally moves of a user whose COUNTED_STATUS goes from `from` (absent: in no tally) to `to`. */
export function statusDelta(from: string | undefined, to: CountedStatus): Partial<UserCounts> {
  if (from === to) return {};
  return { [to]: 1, ...(from === 'active' || from === 'inactive' ? { [from]: -1 } : {}) };
}

/** The stored counts (0 when nothing was ever counted): one strongly consistent Query of 16 tiny items (a user created a moment ago is in it). */
export async function readUserCounts(slug: string): Promise<UserCounts> {
  const { Items } = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': entityKey(slug, 'userCount') }, ConsistentRead: true }),
  );
  const sum = (attribute: keyof UserCounts) => (Items ?? []).reduce((total, item) => total + Number(item[attribute] ?? 0), 0);
  return { users: sum('users'), active: sum('active'), inactive: sum('inactive') };
}

/** The stored user count (readUserCounts().users). */
export async function readUserCount(slug: string): Promise<number> {
  return (await readUserCounts(slug)).users;
}
