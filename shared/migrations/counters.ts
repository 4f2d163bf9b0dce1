import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { LAYOUT_ATTRIBUTE } from '../db/layout';
import { queryEach } from '../db/query-page';
import { backoff } from '../db/retry';
import { cancellationReasons } from '../db/transact';
import { counterItemIds, counterUpdateParts, localDateIn, readCounters, type CounterSubject, type CounterValues } from '../learning/counters-store';
import { COUNTED_LAYOUT, creationDeltas, enrollmentKey, isCounted, subjectsOf, toEnrollment, UNCOUNTED_CONDITION, type EnrollmentRecord } from '../learning/enrollments-store';
import { entityKey } from '../db/prefixes';
import { organizationKey } from '../tenancy/organizations-store';
import { progressUpdate } from './progress';

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

type Uncounted = { record: EnrollmentRecord; sk: string };

/** The organization's enrollments: its base partition, strongly consistent (the runner reads it once). */
const enrollmentsOf = (slug: string) => ({
  KeyConditionExpression: 'pk = :pk',
  ExpressionAttributeValues: { ':pk': entityKey(slug, 'enrollment') } as Record<string, unknown>,
  ConsistentRead: true,
});

/** The counter items (pk|sk) an enrollment touches. */
function counterIdsOf(slug: string, zone: string, record: EnrollmentRecord): string[] {
  const date = localDateIn(record.enrolled_at, zone);
  return subjectsOf(record).flatMap((subject) => counterItemIds(slug, subject, date));
}

/** A transaction's worth of uncounted enrollments and the counter items it touches. */
interface Batch {
  entries: Uncounted[];
  counters: Set<string>;
}

/**
 * The uncounted enrollments of a page as transactions of at most MAX_ITEMS items (each enrollment
 * + the distinct counter items of the batch), packed in the order of their content and enrolled
 * date: the enrollments of one content share its TOTAL, year and month items.
 */
export function packBatches(slug: string, zone: string, uncounted: readonly Uncounted[]): Batch[] {
  const sorted = [...uncounted].sort(
    (a, b) =>
      a.record.content_type.localeCompare(b.record.content_type) ||
      a.record.content_id.localeCompare(b.record.content_id) ||
      a.record.enrolled_at.localeCompare(b.record.enrolled_at) ||
      a.sk.localeCompare(b.sk),
  );
  const batches: Batch[] = [];
  let current: Batch = { entries: [], counters: new Set() };
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
export function runDisjoint(batches: readonly Batch[], limit: number, run: (batch: Batch) => Promise<number>): Promise<number> {
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
 * Counts `batch` (uncounted when read) in one transaction: each enrollment's `_lv` flip,
 * conditional, and the counter ADDs of them all. A failed condition says an enrollment changed
 * since it was read: counted by a write of the API (dropped) or its status changed (counted in
 * its new state); the batch is written again. Returns how many this transaction counted.
 */
async function countBatch(slug: string, zone: string, batch: Uncounted[]): Promise<number> {
  let pending = [...batch];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const enrollmentUpdates = pending.map(({ record }) => ({
      Update: {
        TableName: tableName(),
        Key: enrollmentKey(slug, record.id),
        UpdateExpression: 'SET #lv = :counted',
        ConditionExpression: `attribute_exists(pk) AND ${UNCOUNTED_CONDITION} AND #status = :status`,
        ExpressionAttributeNames: { '#lv': LAYOUT_ATTRIBUTE, '#status': 'status' },
        ExpressionAttributeValues: { ':counted': COUNTED_LAYOUT, ':status': record.status },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    }));
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [...enrollmentUpdates, ...counterUpdateParts(slug, creationDeltas(pending.map((p) => p.record), zone))],
        }),
      );
      return pending.length;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error; // throttled beyond the SDK's retries, network: the run stops, a new one resumes
      const next: Uncounted[] = [];
      reasons.slice(0, pending.length).forEach((reason, i) => {
        const entry = pending[i]!;
        if (reason.code !== 'ConditionalCheckFailed') return void next.push(entry);
        // Gone, or counted by the API meanwhile: nothing to do. Else its status moved: count that.
        if (reason.item && !isCounted(reason.item)) next.push({ ...entry, record: toEnrollment(reason.item) });
      });
      const contention = reasons.some((r) => r.code !== 'None' && r.code !== 'ConditionalCheckFailed');
      pending = next;
      if (contention) await backoff(round);
    }
  }
  throw new Error(`counters migration of ${slug}: enrollments kept changing for ${MAX_ROUNDS} rounds; run it again`);
}

/**
 * Counts every uncounted enrollment of the organization after `cursor` (exclusive). Returns when
 * the partition is read to its end. `onProgress` after every page.
 */
export async function countEnrollments(
  slug: string,
  zone: string,
  cursor: string | undefined,
  options: { dryRun?: boolean; inFlight?: number; onProgress?: (p: CountersProgress) => void } = {},
): Promise<CountersProgress> {
  const progress: CountersProgress = { read: 0, counted: 0 };
  let start = cursor ? { ...enrollmentKey(slug, cursor) } : undefined;
  for (;;) {
    const page = await db().send(new QueryCommand({ TableName: tableName(), ...enrollmentsOf(slug), Limit: PAGE, ...(start ? { ExclusiveStartKey: start } : {}) }));
    const items = page.Items ?? [];
    progress.read += items.length;
    const uncounted = items.filter((item) => !isCounted(item)).map((item) => ({ record: toEnrollment(item), sk: String(item.sk) }));
    if (uncounted.length && !options.dryRun) {
      const counted = await runDisjoint(packBatches(slug, zone, uncounted), options.inFlight ?? TRANSACTIONS_IN_FLIGHT, (batch) => countBatch(slug, zone, batch.entries));
      progress.counted += counted;
      // Every transaction of the page committed: the marker moves past it.
      await db().send(new UpdateCommand(progressUpdate(slug, String(items.at(-1)!.sk), counted)));
    } else if (options.dryRun) progress.counted += uncounted.length;
    options.onProgress?.({ ...progress });
    if (!page.LastEvaluatedKey) return progress;
    start = page.LastEvaluatedKey as typeof start;
  }
}

/** How many enrollments of the organization are still uncounted (for --dry-run and --status). */
export async function uncountedEnrollments(slug: string): Promise<number> {
  const partition = enrollmentsOf(slug);
  let n = 0;
  await queryEach(
    {
      ...partition,
      FilterExpression: UNCOUNTED_CONDITION,
      ExpressionAttributeNames: { '#lv': LAYOUT_ATTRIBUTE },
      ExpressionAttributeValues: { ...partition.ExpressionAttributeValues, ':counted': COUNTED_LAYOUT },
      Select: 'COUNT',
    },
    (page) => void (n += page.Count ?? 0),
  );
  return n;
}

/**
 * The check of the migration: every enrollment counted, and the stored counters of every user and
 * content equal to a recount of their enrollments (all-time). Returns the differences (empty: fine).
 */
export async function checkCounters(slug: string): Promise<string[]> {
  const problems: string[] = [];
  const recount = new Map<string, CounterValues & { subject: CounterSubject }>();
  await queryEach(enrollmentsOf(slug), (page) => {
    for (const item of page.Items ?? []) {
      const e = toEnrollment(item);
      if (!isCounted(item)) problems.push(`enrollment ${e.id} is not counted`);
      for (const subject of subjectsOf(e)) {
        const id = `${subject.kind}:${subject.id}`;
        const c = recount.get(id) ?? { subject, enrolled: 0, in_progress: 0, completed: 0 };
        c.enrolled++;
        if (e.status === 'in_progress') c.in_progress++;
        if (e.status === 'completed') c.completed++;
        recount.set(id, c);
      }
    }
  });
  const entries = [...recount.values()];
  const stored = await readCounters(slug, entries.map((e) => e.subject), {});
  entries.forEach((e, i) => {
    const s = stored[i]!;
    if (s.enrolled !== e.enrolled || s.in_progress !== e.in_progress || s.completed !== e.completed)
      problems.push(`${e.subject.kind} ${e.subject.id}: stored ${JSON.stringify(s)}, recount ${JSON.stringify({ enrolled: e.enrolled, in_progress: e.in_progress, completed: e.completed })}`);
  });
  return problems;
}

/** The META item as the runner sees it (strongly consistent). */
export async function readMeta(slug: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: organizationKey(slug), ConsistentRead: true }));
  return Item;
}

