import { queryInput, withRange } from '../db/key-query';
import { versionOf } from '../db/layout';
import { transaction, type Part, type Write } from '../db/operations';
import { queryAll, queryEach } from '../db/query-page';
import { backoff } from '../db/retry';
import { cancellationReasons } from '../db/transact';
import { contentShardCounts, counterItemIds, counterItems, counterTotalKey, counterUpdateParts, localDateIn, shardsOf, type CounterDelta, type CounterSubject } from '../learning/counters-store';
import { batchGet } from '../db/batch-get';
import { listCatalogAll } from '../organization/catalog-store';
import {
  COUNTED_LAYOUT,
  COUNTED_STATUS,
  creationDeltas,
  ENROLLMENTS,
  moveCounts,
  moveDeltas,
  STALE_MOVES,
  subjectsOf,
  type EnrollmentRecord,
} from '../learning/enrollments-store';
import { ORGANIZATIONS, type StoredOrganization } from '../tenancy/organizations-store';
import { progressUpdate, usersPartition } from './progress';

/**
 * The `counters-v2` migration (#29): enrollments of an earlier layout (0: release 9576b1a, never
 * counted, or the commits up to 6932870, counted in counters without `_lv`; 1: 501b1ee, counted
 * in the LEARNING_COUNTER partitions) are not counted in today's report counters (REPORT_COUNTER
 * partitions, layout 2), which start empty: the counters of earlier code are left unread, since
 * whether they are right cannot be told from the items (a table that ran 9576b1a and then
 * 6932870 holds both kinds of unversioned enrollment). Each is counted in ONE transaction: its whole
 * contribution (enrolled, and in progress or completed by its status, on its local date in the
 * organization's zone, into the TOTAL / year / month items of today's layout) is ADDed to its
 * user's and its content's counter items and its `_lv` set to 2 (COUNTED_LAYOUT), conditional
 * on `_lv` still being below 2 and the status being the one counted. The writes of the API do the same for an
 * uncounted enrollment they change (enrollments-store.ts, raiseEnrollmentProgress), so whoever
 * comes first counts it and the other sees it counted: exact under traffic, by construction.
 *
 * One organization at a time, its enrollments in id order (one Query per page of the base
 * partition `ORG#<slug>#ENROLLMENT`, no Scan). The uncounted ones of a page are sorted by content
 * and enrolled date (so one transaction shares its content's counter items among many
 * enrollments) and packed into transactions of at most 100 items (enrollments + the distinct
 * counter items they touch); up to `inFlight` of those run at once, never two that touch the
 * same counter item (the runner does not conflict with itself). Once every transaction of the
 * page has committed, the META item's `migration_cursor` moves past the page (and
 * `migration_counted` by what it counted): a resumed run starts at the first page not known to
 * be done and finds the enrollments of it that were counted already counted (their `_lv`).
 * docs/decisions/migrations-speed.md says why this stays exact.
 */
const PAGE = 500;
const MAX_ITEMS = 100;
const MAX_ROUNDS = 20;
/**
 * Transactions of a page in flight at once, unless the caller says otherwise: 1, everywhere
 * (docs/decisions/migrations-speed.md: slower on DynamoDB Local, and with 4 in flight a progress
 * report under the runner was refused with 503 there; not measured on DynamoDB).
 */
export const TRANSACTIONS_IN_FLIGHT = 1;

export interface CountersProgress {
  /** Enrollments read so far (this run). */
  read: number;
  /** Enrollments this run counted. */
  counted: number;
}

type Entry = { record: EnrollmentRecord; sk: string };
/** An enrollment as read: its record and the layout version of its item (below COUNTED_LAYOUT: uncounted). */
type Read = { record: EnrollmentRecord; layout: number };
type Uncounted = Entry & { read: Read };

/** The organization's enrollments: its base partition, in id order (read strongly consistent). */
const enrollmentsOf = (slug: string) => ENROLLMENTS.primary.query(slug, {});
/** An enrollment item read whole (a page, or the image a failed condition returned): parsed, with its layout version. */
const readOf = (item: Record<string, unknown>): Read => ({ record: ENROLLMENTS.parse(item), layout: versionOf(item) });

/** The counter items (pk|sk) an enrollment touches. */
function counterIdsOf(slug: string, zone: string, record: EnrollmentRecord): string[] {
  const date = localDateIn(record.enrolled_at, zone);
  return subjectsOf(record).flatMap((subject) => counterItemIds(slug, subject, date));
}

/** A transaction's worth of uncounted enrollments and the counter items it touches. */
interface Batch<T extends Entry = Entry> {
  entries: T[];
  counters: Set<string>;
}

/**
 * The uncounted enrollments of a page as transactions of at most MAX_ITEMS items (each enrollment
 * + the distinct counter items of the batch), packed in the order of their content and enrolled
 * date: the enrollments of one content share its TOTAL, year and month items.
 */
export function packBatches<T extends Entry>(slug: string, zone: string, uncounted: readonly T[]): Batch<T>[] {
  const sorted = [...uncounted].sort(
    (a, b) =>
      a.record.content_type.localeCompare(b.record.content_type) ||
      a.record.content_id.localeCompare(b.record.content_id) ||
      a.record.enrolled_at.localeCompare(b.record.enrolled_at) ||
      a.sk.localeCompare(b.sk),
  );
  const batches: Batch<T>[] = [];
  let current: Batch<T> = { entries: [], counters: new Set() };
  for (const entry of sorted) {
    const ids = counterIdsOf(slug, zone, entry.record);
    const added = ids.filter((id) => !current.counters.has(id)).length;
    if (current.entries.length && current.entries.length + 1 + current.counters.size + added > MAX_ITEMS) {
      batches.push(current);
      current = { entries: [], counters: new Set() };
    }
    current.entries.push(entry);
    for (const id of ids) current.counters.add(id);
  }
  if (current.entries.length) batches.push(current);
  return batches;
}

/**
 * Runs `batches` at most `limit` at once, never two that share a counter item; returns the sum of
 * what they return. On a failure no further batch starts, the ones in flight are awaited (so the
 * run ends with nothing of it still writing) and the first error is thrown.
 */
export function runDisjoint<B extends Batch<Entry>>(batches: readonly B[], limit: number, run: (batch: B) => Promise<number>): Promise<number> {
  return new Promise((resolve, reject) => {
    const waiting = [...batches];
    const held = new Set<string>();
    let inFlight = 0;
    let total = 0;
    let failure: { error: unknown } | undefined;
    const pump = () => {
      for (let i = 0; !failure && inFlight < limit && i < waiting.length; ) {
        const batch = waiting[i]!;
        if ([...batch.counters].some((id) => held.has(id))) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        for (const id of batch.counters) held.add(id);
        inFlight++;
        run(batch)
          .then(
            (n) => void (total += n),
            (error) => void (failure ??= { error }),
          )
          .finally(() => {
            for (const id of batch.counters) held.delete(id);
            inFlight--;
            pump();
          });
      }
      if (inFlight === 0 && (failure || waiting.length === 0)) {
        if (failure) reject(failure.error);
        else resolve(total);
      }
    };
    pump();
  });
}

/**
 * How enrollments are fixed: `count-only` (the `counters-v2` migration: uncounted ones counted,
 * counted ones left as they are: what another release moved of them is the reconcile's to decide,
 * once the deploy record says which release that was), `older-counted` / `older-uncounted` (the
 * reconcile after a deploy: the release beside this one did / did not move today's counters).
 */
export type FixMode = 'count-only' | 'older-counted' | 'older-uncounted';

/**
 * What makes one enrollment exact in the report counters, as read (`item`), or undefined when it
 * is exact already (FixMode: whether the release that served beside this one kept today's
 * counters, deployment-store.ts, decides the moves that release made: enrollments-store.ts,
 * STALE_MOVES and COUNTED_STATUS):
 * - uncounted (an earlier layout, or created by a release without these counters): counted whole
 *   in its status, `_lv` 2 and `counted_status` set, conditional on still uncounted in that status;
 * - counted, with moves another release made (its `counted_status` is not its status, or it
 *   carries stale moves): those moves ADDed unless the older release counted them, then
 *   `counted_status` set to the status and the stale moves removed, conditional on all as read;
 * - counted without `counted_status` (counted by a release before this one): recorded as counted
 *   in its status, no counter change.
 */
export function fixOf(slug: string, zone: string, read: Read, mode: FixMode): { update: Write<EnrollmentRecord>; deltas: CounterDelta[] } | undefined {
  const { record } = read;
  const key = { id: record.id };
  // Both cases record the status as counted and drop the stale moves.
  const change = { set: { [COUNTED_STATUS]: record.status }, remove: [STALE_MOVES.in_progress, STALE_MOVES.completed] };
  if (read.layout < COUNTED_LAYOUT) {
    return {
      update: ENROLLMENTS.patch(slug, key, { ...change, layout: COUNTED_LAYOUT }, { where: (w) => w.and(w.layoutBefore(COUNTED_LAYOUT), w.eq('status', record.status)) }),
      deltas: creationDeltas([record], zone),
    };
  }
  // The counters migration counts; what another release moved is the reconcile's to decide.
  if (mode === 'count-only') return undefined;
  const recorded = record.counted_status;
  const stale = { in_progress: record.stale_p ?? 0, completed: record.stale_c ?? 0 };
  if (recorded === record.status && stale.in_progress === 0 && stale.completed === 0) return undefined;
  const move = recorded === undefined ? { in_progress: 0, completed: 0 } : moveCounts(recorded, record.status);
  const moves = { in_progress: stale.in_progress + move.in_progress, completed: stale.completed + move.completed };
  return {
    update: ENROLLMENTS.patch(slug, key, change, {
      where: (w) =>
        w.and(
          w.layoutFrom(COUNTED_LAYOUT),
          w.eq('status', record.status),
          recorded === undefined ? w.attributeNotExists(COUNTED_STATUS) : w.eq(COUNTED_STATUS, recorded),
          record.stale_p === undefined ? w.attributeNotExists(STALE_MOVES.in_progress) : w.eq(STALE_MOVES.in_progress, record.stale_p),
          record.stale_c === undefined ? w.attributeNotExists(STALE_MOVES.completed) : w.eq(STALE_MOVES.completed, record.stale_c),
        ),
    }),
    deltas: mode === 'older-counted' ? [] : moveDeltas(record, moves, zone),
  };
}

/** The transaction of a batch's fixes, each a part named by its enrollment id (its old image returned on a failed condition), then the counters' ADDs. */
export function fixesWrite(slug: string, pending: ReadonlyArray<{ entry: Entry; fix: { update: Write<EnrollmentRecord>; deltas: CounterDelta[] } }>) {
  const parts: Record<string, Part> = { ...Object.fromEntries(pending.map((p) => [p.entry.record.id, p.fix.update])), counters: counterUpdateParts(slug, pending.flatMap((p) => p.fix.deltas)) };
  return transaction(parts, { returnOld: pending.map((p) => p.entry.record.id) });
}

/**
 * Makes `batch` (not exact when read) exact in one transaction: each enrollment's fix (fixOf),
 * conditional, and the counter ADDs of them all. A failed condition says an enrollment changed
 * since it was read (by a write of the API, which keeps it exact itself, or another runner): it
 * is fixed again from what it is now, if it still needs it. Returns how many this transaction fixed.
 */
async function fixBatch(slug: string, zone: string, batch: Uncounted[], mode: FixMode): Promise<number> {
  let pending = batch.map((entry) => ({ entry, fix: fixOf(slug, zone, entry.read, mode)! })).filter((p) => p.fix);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (pending.length === 0) return 0;
    const tx = fixesWrite(slug, pending);
    try {
      // One call: a conflict is this loop's to retry (below), with the others' reasons.
      await tx.goOnce();
      return pending.length;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error; // throttled beyond the SDK's retries, network: the run stops, a new one resumes
      const next: typeof pending = [];
      for (const p of pending) {
        const reason = tx.reason(error, p.entry.record.id);
        if (reason?.code !== 'ConditionalCheckFailed') {
          next.push(p);
          continue;
        }
        // Gone: nothing to do. Else fixed again from what it is now, if it still needs it.
        const now = reason.item ? readOf(reason.item) : undefined;
        const fix = now ? fixOf(slug, zone, now, mode) : undefined;
        if (now && fix) next.push({ entry: { ...p.entry, read: now, record: now.record }, fix });
      }
      const contention = reasons.some((r) => r.code !== 'None' && r.code !== 'ConditionalCheckFailed');
      pending = next;
      if (contention) await backoff(round);
    }
  }
  throw new Error(`counters of ${slug}: enrollments kept changing for ${MAX_ROUNDS} rounds; run it again`);
}

/**
 * Counts every uncounted enrollment of the organization after `cursor` (exclusive): the
 * `counters-v2` migration (reconcileEnrollments, `count-only`). Returns when the partition is
 * read to its end. `onProgress` after every page.
 */
export function countEnrollments(
  slug: string,
  zone: string,
  cursor: string | undefined,
  options: { dryRun?: boolean; inFlight?: number; onProgress?: (p: CountersProgress) => void } = {},
): Promise<CountersProgress> {
  return reconcileEnrollments(slug, zone, cursor, { ...options, mode: 'count-only' });
}

/**
 * The reconcile step of enrollments (#40; docs/decisions/learning.md, "Two releases on one
 * table"): every enrollment of the organization after `cursor` made exact in the report counters
 * (fixOf), page by page, with the progress marker on META after each page. Idempotent: a second
 * run finds every enrollment exact and writes nothing. Exact under the traffic of this release
 * (each fix is conditional on the item as read); run once the older release no longer serves.
 */
export async function reconcileEnrollments(
  slug: string,
  zone: string,
  cursor: string | undefined,
  options: { dryRun?: boolean; inFlight?: number; onProgress?: (p: CountersProgress) => void; mode: FixMode },
): Promise<CountersProgress> {
  const progress: CountersProgress = { read: 0, counted: 0 };
  let after = cursor;
  for (;;) {
    // The page after the last id read (ids are the sort key): one Query of at most PAGE, strongly consistent.
    const items = await ENROLLMENTS.queryWithLayout(withRange(enrollmentsOf(slug), after !== undefined ? { op: '>', value: after } : undefined), { limit: PAGE, consistent: true });
    progress.read += items.length;
    const inexact = items.filter((read) => fixOf(slug, zone, read, options.mode)).map((read) => ({ read, record: read.record, sk: read.record.id }));
    if (inexact.length && !options.dryRun) {
      const fixed = await runDisjoint(packBatches(slug, zone, inexact), options.inFlight ?? TRANSACTIONS_IN_FLIGHT, (batch) => fixBatch(slug, zone, batch.entries, options.mode));
      progress.counted += fixed;
      // Every transaction of the page committed: the marker moves past it.
      await progressUpdate(slug, items.at(-1)!.record.id, fixed).send();
    } else if (options.dryRun) progress.counted += inexact.length;
    options.onProgress?.({ ...progress });
    // A full page may have more (DynamoDB's LastEvaluatedKey at the Limit); a short one has not.
    if (items.length < PAGE) return progress;
    after = items.at(-1)!.record.id;
  }
}

/** How many enrollments of the organization are still uncounted (for --dry-run and --status). */
export async function uncountedEnrollments(slug: string): Promise<number> {
  // Every enrollment read (a filter reads as much), each counted by the layout version of its item.
  const layouts = await queryAll({ ...queryInput(enrollmentsOf(slug)), ConsistentRead: true }, versionOf);
  return layouts.filter((layout) => layout < COUNTED_LAYOUT).length;
}

/**
 * The check of the report counters (the `counters-v2` migration's, `npm run migrate -- --verify`,
 * the deployed run's end): every enrollment counted and reconciled (no status move of another
 * release left undecided), and every counter item the reports read (each subject's TOTAL, year
 * and month items: every date range) equal to a recount from the enrollments; a course, track or
 * user without enrollments has none that count. One Query of the enrollments, the catalogues
 * and the users, then BatchGets of the items. Returns the differences (empty: exact).
 */
const idOf = (key: { pk: unknown; sk: unknown }) => `${String(key.pk)}|${String(key.sk)}`;

export async function checkCounters(slug: string, zone?: string): Promise<string[]> {
  const problems: string[] = [];
  const records: EnrollmentRecord[] = [];
  for (const { record: e, layout } of await queryAll({ ...queryInput(enrollmentsOf(slug)), ConsistentRead: true }, readOf)) {
    records.push(e);
    if (layout < COUNTED_LAYOUT) problems.push(`enrollment ${e.id} is not counted`);
    else {
      const recorded = e.counted_status;
      if ((recorded !== undefined && recorded !== e.status) || e.stale_p || e.stale_c)
        problems.push(`enrollment ${e.id} (${e.status}) has status moves of another release not reconciled (counted as ${String(recorded)})`);
    }
  }
  const organizationZone = zone ?? String((await readMeta(slug))?.timezone ?? 'UTC');
  const expected = new Map(counterItems(slug, creationDeltas(records, organizationZone)).map((item) => [`${item.pk}|${item.sk}`, item]));
  // Every subject's TOTAL, enrolled or not: a row with no enrollments must count none.
  const subjects: CounterSubject[] = [
    ...(await listCatalogAll(slug, 'course')).map((c) => ({ kind: 'content' as const, id: c.id })),
    ...(await listCatalogAll(slug, 'track')).map((c) => ({ kind: 'content' as const, id: c.id })),
    ...(await listUserIds(slug)).map((id) => ({ kind: 'user' as const, id })),
  ];
  const keys = new Map<string, { pk: string; sk: string }>();
  for (const item of expected.values()) keys.set(`${item.pk}|${item.sk}`, { pk: String(item.pk), sk: String(item.sk) });
  for (const subject of subjects) {
    const key = counterTotalKey(slug, subject);
    keys.set(`${key.pk}|${key.sk}`, key);
  }
  const stored = new Map((await batchGet([...keys.values()])).map((item) => [`${item.pk}|${item.sk}`, item]));
  const COUNT = /^[epc](_\d+)?$/;
  // A sharded content's counts are the sums over its shards (counters-store.ts, #43 §4).
  for (const subject of subjects) {
    const total = subject.kind === 'content' ? stored.get(idOf(counterTotalKey(slug, subject))) : undefined;
    if (!total || shardsOf(total) < 2) continue;
    for (const { base, counts } of await contentShardCounts(slug, subject.id, shardsOf(total))) {
      const id = idOf(base);
      keys.set(id, base);
      const sum: Record<string, unknown> = { ...(stored.get(id) ?? base) };
      for (const [name, n] of Object.entries(counts)) sum[name] = Number(sum[name] ?? 0) + n;
      stored.set(id, sum);
    }
  }
  for (const [id, key] of keys) {
    const want = expected.get(id) ?? {};
    const have = stored.get(id) ?? {};
    const names = new Set([...Object.keys(want), ...Object.keys(have)].filter((n) => COUNT.test(n)));
    const wrong = [...names].filter((n) => Number(want[n] ?? 0) !== Number(have[n] ?? 0));
    if (wrong.length)
      problems.push(`${key.pk} ${key.sk}: ${wrong.slice(0, 6).map((n) => `${n} stored ${Number(have[n] ?? 0)}, recount ${Number(want[n] ?? 0)}`).join('; ')}${wrong.length > 6 ? ` (+${wrong.length - 6})` : ''}`);
  }
  return problems;
}

/** Every user id of the organization (the users partition, keys only). */
async function listUserIds(slug: string): Promise<string[]> {
  const ids: string[] = [];
  await queryEach({ ...usersPartition(slug), ProjectionExpression: '#id', ExpressionAttributeNames: { '#id': 'id' } }, (page) => {
    for (const item of page.Items ?? []) if (typeof item.id === 'string') ids.push(item.id);
  });
  return ids;
}

/** The META item as the runner sees it (strongly consistent), parsed: its markers are declared attributes of the organization. */
export async function readMeta(slug: string): Promise<StoredOrganization | undefined> {
  return (await ORGANIZATIONS.get(slug, {}, { consistent: true })) ?? undefined;
}

