import { entityKey } from '../db/prefixes';
import { ORGANIZATIONS } from '../tenancy/organizations-store';
import { MIGRATION_CURSOR, MIGRATION_DONE_COUNT } from '../tenancy/data-level';

/**
 * What the per-organization migrations share: the progress marker on META (where a resumed run
 * starts, and how many items the run changed, for `--status`), and the Query of the users
 * partition that the user migrations walk, strongly consistent and in id order.
 */

/** The write that moves the marker to `cursor` (a sort key) and adds `n` to the count: sent alone, or as a transaction part. META exists (the run marked it running). */
export const progressUpdate = (slug: string, cursor: string, n: number) =>
  ORGANIZATIONS.patch(slug, {}, { set: { [MIGRATION_CURSOR]: cursor }, add: { [MIGRATION_DONE_COUNT]: n } });

/** The key condition of the organization's users partition, read strongly consistent. */
export const usersPartition = (slug: string) => ({
  KeyConditionExpression: 'pk = :pk',
  ExpressionAttributeValues: { ':pk': entityKey(slug, 'user') } as Record<string, unknown>,
  ConsistentRead: true,
});
