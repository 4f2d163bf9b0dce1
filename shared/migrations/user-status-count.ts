import * as z from 'zod/mini';
import { transaction, type Part } from '../db/operations';
import * as stored from '../db/stored';
import { entityKey } from '../db/prefixes';
import { queryEach, queryFrom } from '../db/query-page';
import { backoff } from '../db/retry';
import { cancellationReasons } from '../db/transact';
import { USERS, type TransactPart } from '../directory/users-store';
import { UserStatus } from '../directory/enums';
import { COUNTED, COUNTED_HIDDEN, COUNTED_STATUS, hiddenDelta, isHiddenFromScim, readUserCounts, statusDelta, userCountsPart, type CountedStatus, type UserCounts } from '../directory/user-count-store';
import type { CountersProgress } from './counters';
import { progressUpdate, usersPartition } from './progress';

/**
 * The `user-status-count` migration (docs/decisions/scim-count.md), the contract step of the
 * user counts. Per organization, every user item in id order (one Query per page, no Scan); a
 * user is exact when it is COUNTED and its COUNTED_STATUS is its status. Any other is fixed in
 * one transaction per batch: on each user, COUNTED set if absent and COUNTED_STATUS set to the
 * status, conditional on all three as read; the batch's moves ADDed to one count shard (only the
 * sum is read); the progress marker on META. What it fixes is exactly what code before this
 * release leaves behind:
 * - users created by the release before `user-count` after that migration passed their
 *   organization (no marker, not in the user count: `totalResults` one low — the bound of
 *   `user-count`, closed here);
 * - every user of an earlier layout in the status tallies (no COUNTED_STATUS);
 * - statuses the previous release changed during the deploy (COUNTED_STATUS left behind);
 * - (#41) users deleted through SCIM, or shown again, by code that does not keep the hidden
 *   tally (COUNTED_HIDDEN absent on a hidden user, or left on a visible one): every release
 *   before `user-hidden-count`, which runs this same fix as its own contract step.
 * The runner starts it only once that code cannot be serving any more (runner.ts, `olderCodeGoneAt`),
 * so nothing can undo it afterwards but a rollback. A user whose condition fails was changed
 * meanwhile by today's code (which keeps it exact itself): read again, fixed if still needed.
 * Idempotent: a second run finds nothing to fix and writes nothing.
 */
const PAGE = 500;
/** Users per transaction: + one count shard + META = 99 items. */
const MAX_USERS = 97;
const MAX_ROUNDS = 20;

const NAMES = { '#id': 'id', '#sk': 'sk', '#status': 'status', '#counted': COUNTED, '#cs': COUNTED_STATUS, '#deleted': 'scim_deleted', '#ch': COUNTED_HIDDEN };
const PROJECTION = '#id, #sk, #status, #counted, #cs, #deleted, #ch';
/** The same attributes, for a read of one user (readAgain). */
const ATTRIBUTES = ['id', 'sk', 'status', COUNTED, COUNTED_STATUS, 'scim_deleted', COUNTED_HIDDEN] as const;
/** A user SCIM hides (deleted through SCIM, inactive), as a condition on the item. */
const HIDDEN = '(#deleted = :true AND #status = :inactive)';
/** A user not exact in the counts (for `remaining`): not counted, counted in another status, or in the hidden tally while SCIM sees it (or the reverse). */
const INEXACT = `attribute_not_exists(#counted) OR attribute_not_exists(#cs) OR #cs <> #status OR (${HIDDEN} AND attribute_not_exists(#ch)) OR (attribute_exists(#ch) AND NOT ${HIDDEN})`;
const INEXACT_VALUES = { ':true': true, ':inactive': 'inactive' };

/** What this migration reads of a user (its projection, PROJECTION), through a schema like every read. */
const UserCountsRead = z.object({
  id: stored.string,
  sk: stored.string,
  status: UserStatus,
  [COUNTED]: stored.optionalBoolean,
  [COUNTED_STATUS]: stored.optionalString,
  scim_deleted: stored.optionalBoolean,
  [COUNTED_HIDDEN]: stored.optionalBoolean,
});
type UserCountsItem = z.output<typeof UserCountsRead>;
const isExact = (item: Record<string, unknown>) => item[COUNTED] === true && item[COUNTED_STATUS] === item.status && (item[COUNTED_HIDDEN] === true) === isHiddenFromScim(item);

/** The counts a fix may move. */
const COUNT_FIELDS = ['users', 'active', 'inactive', 'hidden', 'hidden_moves'] as const satisfies ReadonlyArray<keyof UserCounts>;

/** The update that makes one user exact, conditional on what was read, and the count moves it makes. */
function fixOf(slug: string, item: UserCountsItem): { update: TransactPart; delta: Partial<UserCounts> } {
  const delta: Partial<UserCounts> = { ...statusDelta(item[COUNTED_STATUS], item.status) };
  if (item[COUNTED] !== true) delta.users = 1;
  // The hidden tally (SCIM-deleted users): decided on `scim_deleted` and COUNTED_HIDDEN as read.
  const hiddenFrom = item[COUNTED_HIDDEN] === true;
  const hiddenTo = isHiddenFromScim(item);
  Object.assign(delta, hiddenDelta(hiddenFrom, hiddenTo));
  const countedStatus = item[COUNTED_STATUS] as CountedStatus | undefined;
  const update = USERS.patch(
    slug,
    { id: item.id },
    {
      set: { [COUNTED_STATUS]: item.status, ...(item[COUNTED] === true ? {} : { [COUNTED]: true }), ...(hiddenTo && !hiddenFrom ? { [COUNTED_HIDDEN]: true } : {}) },
      remove: hiddenFrom && !hiddenTo ? [COUNTED_HIDDEN] : [],
    },
    {
      // Conditional on all of it as read.
      where: (w) =>
        w.and(
          w.eq('status', item.status),
          item[COUNTED] === true ? w.eq(COUNTED, true) : w.attributeNotExists(COUNTED),
          countedStatus === undefined ? w.attributeNotExists(COUNTED_STATUS) : w.eq(COUNTED_STATUS, countedStatus),
          item.scim_deleted === undefined ? w.attributeNotExists('scim_deleted') : w.eq('scim_deleted', item.scim_deleted),
          hiddenFrom ? w.eq(COUNTED_HIDDEN, true) : w.attributeNotExists(COUNTED_HIDDEN),
        ),
    },
  );
  return { update: update.part, delta };
}

async function readAgain(slug: string, id: string): Promise<UserCountsItem | undefined> {
  return (await USERS.getProjected(slug, { id }, ATTRIBUTES, (item) => UserCountsRead.parse(item), { consistent: true })) ?? undefined;
}

/** Makes `users` (inexact when read) exact and moves the cursor, in one transaction; returns how many it fixed. */
async function fixBatch(slug: string, users: UserCountsItem[], cursor: string): Promise<number> {
  let pending = users;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const fixes = pending.map((item) => fixOf(slug, item));
    const delta: Partial<UserCounts> = {};
    for (const { delta: d } of fixes) for (const k of COUNT_FIELDS) if (d[k] !== undefined) delta[k] = (delta[k] ?? 0) + d[k];
    // A part per user (named by its id), the count shard and the progress marker; sent once a round (this loop retries).
    const parts: Record<string, Part> = {
      ...Object.fromEntries(pending.map((item, i) => [item.id, fixes[i]!.update])),
      count: userCountsPart(slug, cursor, delta),
      meta: progressUpdate(slug, cursor, pending.length),
    };
    const tx = transaction(parts);
    try {
      await tx.goOnce();
      return pending.length;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error; // throttled beyond the SDK's retries, network: the run stops, a new one resumes
      // A failed condition: the user changed meanwhile. Read it again; still inexact: fixed in the next round.
      const next: UserCountsItem[] = [];
      for (const item of pending) {
        if (!tx.failed(error, item.id)) next.push(item);
        else {
          const now = await readAgain(slug, item.id);
          if (now && !isExact(now)) next.push(now);
        }
      }
      pending = next;
      if (!pending.length) return 0;
      if (reasons.some((r) => r.code !== 'None' && r.code !== 'ConditionalCheckFailed')) await backoff(round);
    }
  }
  throw new Error(`user-status-count migration of ${slug}: users kept changing for ${MAX_ROUNDS} rounds; run it again`);
}

/** Makes every inexact user of the organization after `cursor` (a user item's sort key, exclusive) exact. */
export async function countUserStatuses(slug: string, cursor: string | undefined, options: { dryRun?: boolean; onProgress?: (p: CountersProgress) => void } = {}): Promise<CountersProgress> {
  const progress: CountersProgress = { read: 0, counted: 0 };
  let start: Record<string, unknown> | undefined = cursor ? { pk: entityKey(slug, 'user'), sk: cursor } : undefined;
  for (;;) {
    const page = await queryFrom({ ...usersPartition(slug), ProjectionExpression: PROJECTION, ExpressionAttributeNames: NAMES, Limit: PAGE }, start);
    const items = page.items.map((item) => UserCountsRead.parse(item));
    progress.read += items.length;
    const inexact = items.filter((item) => !isExact(item));
    for (let i = 0; i < inexact.length; i += MAX_USERS) {
      const batch = inexact.slice(i, i + MAX_USERS);
      progress.counted += options.dryRun ? batch.length : await fixBatch(slug, batch, String(batch.at(-1)!.sk));
    }
    options.onProgress?.({ ...progress });
    if (!page.next) return progress;
    start = page.next;
  }
}

/** How many users of the organization are not exact in the counts (for --dry-run and --status). */
export async function inexactUsers(slug: string): Promise<number> {
  let n = 0;
  const partition = usersPartition(slug);
  await queryEach({ ...partition, FilterExpression: INEXACT, ExpressionAttributeNames: { '#counted': COUNTED, '#cs': COUNTED_STATUS, '#status': 'status', '#deleted': 'scim_deleted', '#ch': COUNTED_HIDDEN }, ExpressionAttributeValues: { ...partition.ExpressionAttributeValues, ...INEXACT_VALUES }, Select: 'COUNT' }, (page) => void (n += page.Count ?? 0));
  return n;
}

/** The check: every user exact, and the stored user count and status tallies equal to a recount of the user items. */
export async function checkUserCounts(slug: string): Promise<string[]> {
  const problems: string[] = [];
  const recount: Omit<UserCounts, 'hidden_moves'> = { users: 0, active: 0, inactive: 0, hidden: 0 };
  await queryEach({ ...usersPartition(slug), ProjectionExpression: PROJECTION, ExpressionAttributeNames: NAMES }, (page) => {
    for (const item of (page.Items ?? []).map((raw) => UserCountsRead.parse(raw))) {
      recount.users++;
      recount[item.status]++;
      if (isHiddenFromScim(item)) recount.hidden++;
      if ((item[COUNTED_HIDDEN] === true) !== isHiddenFromScim(item)) problems.push(`user ${String(item.id)} is ${isHiddenFromScim(item) ? '' : 'not '}deleted through SCIM, counted ${item[COUNTED_HIDDEN] === true ? 'as' : 'as not'} deleted`);
      if (item[COUNTED] !== true) problems.push(`user ${String(item.id)} is not counted`);
      if (item[COUNTED_STATUS] !== item.status) problems.push(`user ${String(item.id)} is ${String(item.status)}, counted as ${String(item[COUNTED_STATUS] ?? 'nothing')}`);
    }
  });
  const stored = await readUserCounts(slug);
  for (const k of ['users', 'active', 'inactive', 'hidden'] as const) if (stored[k] !== recount[k]) problems.push(`${k} count: stored ${stored[k]}, recount ${recount[k]}`);
  return problems;
}
