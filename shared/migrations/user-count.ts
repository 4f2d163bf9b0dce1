import { entityKey } from '../db/prefixes';
import { queryEach, queryFrom } from '../db/query-page';
import { backoff } from '../db/retry';
import { transaction, type Part } from '../db/operations';
import { cancellationReasons } from '../db/transact';
import { USERS } from '../directory/users-store';
import { COUNTED, readUserCount, userCountPart } from '../directory/user-count-store';
import type { CountersProgress } from './counters';
import { progressUpdate, usersPartition } from './progress';

/**
 * The `user-count` migration (docs/decisions/scim-count.md): the users earlier code wrote carry
 * no COUNTED marker and are not in the organization's user count (the USER_COUNT shards, read by
 * SCIM's unfiltered list once this is done). Each is counted once: in one transaction per batch,
 * the marker set on every user of the batch (conditional on it still being absent) and the count
 * ADDed by the batch's size, with the progress marker on META. Creates of today's code write the
 * marker and the ADD in their own transaction, so whoever marks a user counts it and nobody else
 * can: exact under traffic by construction, like counters-v2. Users created meanwhile by the
 * previous release (a deploy half done) are unmarked: the runner counts them when it reaches
 * them; one it already passed is counted by the contract step `user-status-count`
 * (./user-status-count.ts), which runs once that release's code cannot be serving any more.
 *
 * One organization at a time, its user partition in id order (one Query per page, no Scan),
 * at most 98 users per transaction (+ a count shard + META).
 */
const PAGE = 500;
const MAX_USERS = 98;
const MAX_ROUNDS = 20;

const UNCOUNTED = 'attribute_not_exists(#counted)';

/** Marks and counts `ids` (unmarked when read) and moves the cursor, in one transaction; returns how many it counted. */
async function countBatch(slug: string, ids: string[], cursor: string): Promise<number> {
  // `cursor`: the sort key of the batch's last user (where a resumed run starts).
  let pending = [...ids];
  for (let round = 0; round < MAX_ROUNDS && pending.length; round++) {
    const marks = pending.map((id) => USERS.patch(slug, { id }, { set: { [COUNTED]: true } }, { where: (w) => w.attributeNotExists(COUNTED) }));
    // A part per user (named by its id), the count and the progress marker; sent once a round (this loop retries).
    const parts: Record<string, Part> = { ...Object.fromEntries(pending.map((id, i) => [id, marks[i]!])), count: userCountPart(slug, pending.length, cursor), meta: progressUpdate(slug, cursor, pending.length) };
    const tx = transaction(parts);
    try {
      await tx.goOnce();
      return pending.length;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error; // throttled beyond the SDK's retries, network: the run stops, a new one resumes
      // A failed condition: marked meanwhile (another runner): not ours to count. Anything else: again.
      pending = pending.filter((id) => !tx.failed(error, id));
      if (reasons.some((r) => r.code !== 'None' && r.code !== 'ConditionalCheckFailed')) await backoff(round);
    }
  }
  if (pending.length) throw new Error(`user-count migration of ${slug}: users kept changing for ${MAX_ROUNDS} rounds; run it again`);
  return 0;
}

/** Counts every unmarked user of the organization after `cursor` (a user item's sort key, exclusive). */
export async function countUsers(slug: string, cursor: string | undefined, options: { dryRun?: boolean; onProgress?: (p: CountersProgress) => void } = {}): Promise<CountersProgress> {
  const progress: CountersProgress = { read: 0, counted: 0 };
  let start: Record<string, unknown> | undefined = cursor ? { pk: entityKey(slug, 'user'), sk: cursor } : undefined;
  for (;;) {
    const page = await queryFrom({ ...usersPartition(slug), ProjectionExpression: '#pk, #sk, #id, #counted', ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#id': 'id', '#counted': COUNTED }, Limit: PAGE }, start);
    const items = page.items;
    progress.read += items.length;
    const uncounted = items.filter((item) => item[COUNTED] !== true);
    for (let i = 0; i < uncounted.length; i += MAX_USERS) {
      const batch = uncounted.slice(i, i + MAX_USERS);
      progress.counted += options.dryRun ? batch.length : await countBatch(slug, batch.map((item) => String(item.id)), String(batch.at(-1)!.sk));
    }
    options.onProgress?.({ ...progress });
    if (!page.next) return progress;
    start = page.next;
  }
}

/** How many users of the organization are still unmarked (for --dry-run and --status). */
export async function uncountedUsers(slug: string): Promise<number> {
  const partition = usersPartition(slug);
  let n = 0;
  await queryEach(
    { ...partition, FilterExpression: UNCOUNTED, ExpressionAttributeNames: { '#counted': COUNTED }, Select: 'COUNT' },
    (page) => void (n += page.Count ?? 0),
  );
  return n;
}

/** The check: every user marked, and the stored count equal to a recount of the user items. */
export async function checkUserCount(slug: string): Promise<string[]> {
  const problems: string[] = [];
  let users = 0;
  await queryEach({ ...usersPartition(slug), ProjectionExpression: '#id, #counted', ExpressionAttributeNames: { '#id': 'id', '#counted': COUNTED } }, (page) => {
    for (const item of page.Items ?? []) {
      users++;
      if (item[COUNTED] !== true) problems.push(`user ${String(item.id)} is not counted`);
    }
  });
  const stored = await readUserCount(slug);
  if (stored !== users) problems.push(`user count: stored ${stored}, recount ${users}`);
  return problems;
}
