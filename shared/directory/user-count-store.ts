import * as z from 'zod/mini';
import { tableName } from '../db/client';
import { defineEntity, numericFamily } from '../db/entity';

/**
 * How many user items an organization has: `ORG#<slug>#USER_COUNT / SHARD#<nn>` → `{ users }`, summed, the
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

/**
 * The hidden tally (#41: SCIM's `totalResults` counts only what its lists can return): users
 * deleted through SCIM (`scim_deleted` and inactive: SCIM answers 404 for them and never lists
 * them) are counted in `hidden`, and a user is in it exactly while it carries COUNTED_HIDDEN
 * (`counted_hidden: true`). Same construction as COUNTED_STATUS: that attribute changes only in
 * a transaction that ADDs ±1 to `hidden` and 1 to `hidden_moves`, conditional on its value, the
 * status and `scim_deleted` as read (users-store.ts updateUser). So `users - hidden` is the
 * unfiltered list's total and `inactive - hidden` the `active eq false` total, under any
 * interleaving. `hidden_moves` only grows (one per change of the tally, either way): the SCIM
 * list records its positions under its sum (shared/scim/positions-store.ts), so a position
 * recorded before a user in front of it was hidden or shown again is never used. Code before
 * this release never writes COUNTED_HIDDEN; the contract step `user-hidden-count` (and the
 * reconcile after every deploy) fixes what it leaves (user-status-count.ts).
 */
export const COUNTED_HIDDEN = 'counted_hidden';
/** What SCIM treats as deleted: deleted through SCIM and still inactive (reactivated through the users API: visible again). */
export const isHiddenFromScim = (record: { scim_deleted?: unknown; status?: unknown }): boolean => record.scim_deleted === true && record.status === 'inactive';

export interface UserCounts {
  users: number;
  active: number;
  inactive: number;
  hidden: number;
  hidden_moves: number;
}

/**
 * The count is split over SHARDS items of one partition, a user counted in the shard its id
 * picks: creates of one organization in parallel (an identity provider's first sync) would
 * otherwise all write one item in their transactions and cancel each other (TransactionConflict,
 * retried, then 503). Reading it is still one Query of SHARDS tiny items.
 */
export const SHARDS = 16;
const shardOf = (id: string) => [...id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 0) % SHARDS;

/**
 * A shard, declared with the data kernel (shared/db/entity.ts; docs/decisions/entities-b.md):
 * `ORG#<slug>#USER_COUNT / SHARD#<00..15>`, entity `user_count` (layout 1). The shard number is
 * a key-only composite (never stored); the counts are a numeric family of exactly the five names
 * `users`, `active`, `inactive`, `hidden`, `hidden_moves`, stored as top-level attributes and written only by ADDs
 * (`increment`: `SET entity` and one atomic ADD per count, never a read-modify-write).
 */
export const USER_COUNT = defineEntity({
  name: 'user_count',
  schema: z.object({ shard: z.optional(z.string().check(z.regex(/^\d{2}$/))), counts: numericFamily(/^(users|active|inactive|hidden|hidden_moves)$/) }),
  primary: { index: null, composites: [], prefix: 'SHARD', sort: ['shard'] },
  indexes: {},
  keyOnly: ['shard'],
});
const shardKey = (id: string) => String(shardOf(id)).padStart(2, '0');

/** Transaction part: `n` more users counted (created, or marked by the migration), in the shard `id` picks. */
export const userCountPart = (slug: string, n: number, id: string) => userCountsPart(slug, id, { users: n });

/**
 * Transaction part: moves of the counts in one shard (the one `id` picks): `users` (a user
 * counted), `active` / `inactive` (a user's COUNTED_STATUS set, or moved from one to the other).
 * A count that does not move is left out (no move at all: the Update only sets `entity`).
 */
export function userCountsPart(slug: string, id: string, delta: Partial<UserCounts>) {
  const counts: Record<string, number> = {};
  for (const [name, n] of Object.entries(delta)) if (n) counts[name] = n;
  return { Update: { TableName: tableName(), ...USER_COUNT.increment(slug, { shard: shardKey(id), counts }) } };
}

/** The tally moves of a user whose COUNTED_STATUS goes from `from` (absent: in no tally) to `to`. */
export function statusDelta(from: string | undefined, to: CountedStatus): Partial<UserCounts> {
  if (from === to) return {};
  return { [to]: 1, ...(from === 'active' || from === 'inactive' ? { [from]: -1 } : {}) };
}

/** The tally moves of a user whose COUNTED_HIDDEN goes from `from` to `to`. */
export function hiddenDelta(from: boolean, to: boolean): Partial<UserCounts> {
  return from === to ? {} : { hidden: to ? 1 : -1, hidden_moves: 1 };
}

/** The stored counts (0 when nothing was ever counted): one strongly consistent Query of 16 tiny items (a user created a moment ago is in it). */
export async function readUserCounts(slug: string): Promise<UserCounts> {
  const shards = await USER_COUNT.queryOnce(USER_COUNT.primary.query(slug, {}), { consistent: true });
  const out: UserCounts = { users: 0, active: 0, inactive: 0, hidden: 0, hidden_moves: 0 };
  for (const { counts } of shards) {
    out.users += counts.users ?? 0;
    out.active += counts.active ?? 0;
    out.inactive += counts.inactive ?? 0;
    out.hidden += counts.hidden ?? 0;
    out.hidden_moves += counts.hidden_moves ?? 0;
  }
  return out;
}

/** The stored user count (readUserCounts().users). */
export async function readUserCount(slug: string): Promise<number> {
  return (await readUserCounts(slug)).users;
}
