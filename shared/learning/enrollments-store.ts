import { createHash, randomUUID } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { again, backoff, contention, done, redecide, type Decision } from '../db/retry';
import { isConditionFailure } from '../db/update';
import { cancellationReasons, transactWrite, type CancellationCode } from '../db/transact';
import { transaction, type Transaction } from '../db/operations';
import { COUNTER_SHARDS, counterItemIds, counterItems, counterUpdateParts, localDateIn, markShards, randomShard, shardsKnown, type CounterDelta, type CounterSubject } from './counters-store';

/**
 * Enrollments: `ORG#<slug>#ENROLLMENT / <id>`, one item per (user, content). The id is
 * DETERMINISTIC: 26 Crockford base32 characters of SHA-256(org, user, content type, content
 * id) (see enrollmentId). So "one enrollment per user and content" is a conditional Put
 * (`attribute_not_exists(pk)`) on the enrollment itself: concurrent assigns of one user
 * cannot both create it, a retry finds it, and reading one by id is a strongly consistent
 * GetItem. (Ids are opaque; they are not time-sortable, lists are ordered by `enrolled_at`.)
 *
 * Sort keys of every index are `<enrolled_at as UTC ISO, ms, Z>#<id>`: fixed width, so string
 * order is time order and a date filter is a key range (shared/learning/date-window.ts).
 *
 * Access patterns:
 * - byId:            primary key (progress updates, the collaborator's ownership check)
 * - byDate:          gsi1 `ORG#<slug>#ENROLLMENT_BY_DATE` / `<enrolled_at>#<id>`
 *                    (general report, the unfiltered list)
 * - byContent:       gsi2 `ORG#<slug>#ENROLLMENT_CONTENT#<content id>` / `<enrolled_at>#<id>`
 *                    (list filter `content_id`; the recount of a content's counters)
 * - byUser:          gsi3 `ORG#<slug>#ENROLLMENT_USER#<user id>` / `<enrolled_at>#<id>`
 *                    (list filter `user_id`, a collaborator's own list; the recount of a user's counters)
 * The courses, tracks and users reports read stored counters (counters-store.ts), written
 * in the same transaction as the enrollments they count.
 * - byTypeAndStatus: gsi4 `ORG#<slug>#ENROLLMENT_TYPE_STATUS#<content type>#<status>` / `<enrolled_at>#<id>`
 *                    (list filters `status` and `content_type`: one partition when both are
 *                    given, else a merge of 2 or 3 partitions, each read one page at a time)
 * The user indexes use gsi1..gsi3 with other prefixes (USER_STATUS…): same index, other partitions.
 * This file: keys, items, assignment writes, progress. The lists and the general report read
 * these patterns in ./enrollment-lists-store.ts.
 */
export const ENROLLMENT_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const CONTENT_TYPES = ['course', 'track'] as const;
/** `source.type` of an enrollment (#42); only `group_rule` is stored, an assignment has no source attributes. */
export const SOURCE_TYPES = ['assignment', 'group_rule'] as const;
const SOURCE_TYPES_STORED = ['group_rule'] as const;
export type EnrollmentSourceType = (typeof SOURCE_TYPES)[number];
export type EnrollmentStatusValue = (typeof ENROLLMENT_STATUSES)[number];
export type EnrollmentContentType = (typeof CONTENT_TYPES)[number];

/** An enrollment as stored (without its keys). `enrolled_at`: UTC, `Date#toISOString()` form (the sort-key form). */
const StoredEnrollment = z.object({
  id: stored.string,
  user_id: stored.string,
  content_type: z.enum(CONTENT_TYPES),
  content_id: stored.string,
  enrolled_at: stored.string,
  due_date: stored.optionalString,
  status: z.enum(ENROLLMENT_STATUSES),
  progress: z._default(stored.number, 0),
  completed_at: stored.optionalString,
  /**
   * Where it came from (#42), flat so a list can filter on it: `group_rule` with the rule and its
   * group, or absent for an assignment (assign-course / assign-track, and every enrollment
   * written before #42: additive attributes, no new `_lv`; docs/decisions/migrations.md,
   * "History: key shapes and item layouts since 9576b1a (2026-11-21)", item 20).
   */
  source_type: z.optional(z.enum(SOURCE_TYPES_STORED)),
  source_rule_id: stored.optionalString,
  source_group_id: stored.optionalString,
  /** How this code counted it (COUNTED_STATUS, STALE_MOVES below): never shown (enrollmentView). */
  counted_status: z.optional(z.enum(ENROLLMENT_STATUSES)),
  stale_p: stored.optionalNumber,
  stale_c: stored.optionalNumber,
});
export type EnrollmentRecord = z.output<typeof StoredEnrollment>;

/** What created an enrollment, as the API shows it (`source`). */
export type EnrollmentSource = { type: 'assignment' } | { type: 'group_rule'; rule_id: string; group_id: string };

/** The stored attributes of a source (none for an assignment). */
export function sourceAttributes(source: EnrollmentSource): Pick<EnrollmentRecord, 'source_type' | 'source_rule_id' | 'source_group_id'> {
  return source.type === 'group_rule' ? { source_type: 'group_rule', source_rule_id: source.rule_id, source_group_id: source.group_id } : {};
}

/** The source of a stored enrollment: absent reads as an assignment. */
export function sourceOf(e: EnrollmentRecord): EnrollmentSource {
  return e.source_type === 'group_rule' ? { type: 'group_rule', rule_id: e.source_rule_id ?? '', group_id: e.source_group_id ?? '' } : { type: 'assignment' };
}

/**
 * Whether an enrollment is counted in the report counters: its layout version (layout.ts) is 2,
 * the version of today's counters (REPORT_COUNTER partitions). One of an earlier layout is not,
 * whatever the code that wrote it did with the counters of its day: release 9576b1a (version 0)
 * never counted; the commits up to 6932870 (version 0 too) and 501b1ee (version 1) counted into
 * LEARNING_COUNTER partitions that nothing reads any more. The first write that changes such an
 * enrollment (a progress report) counts it whole, in the same transaction, and the
 * `counters-v2` migration (shared/migrations/) counts the others, each conditional on still
 * being uncounted, so an enrollment is counted exactly once whoever gets there first.
 */
export const COUNTED_LAYOUT = 2;

/**
 * Two releases on one table (#40; docs/decisions/learning.md, "Two releases on one table"). An
 * enrollment's status may be changed by the release serving beside this one (a canary, a slow
 * deploy, a rollback). Whether that release moved today's report counters depends on which it
 * is: the releases with the REPORT_COUNTER counters (layout 2) did, 6932870 and older did not,
 * and the item cannot tell. So every write of this code that counts records what it counted:
 * - COUNTED_STATUS (`counted_status`): the status this code last counted the enrollment with;
 * - STALE_MOVES (`stale_p`, `stale_c`): the net moves (in progress, completed) between statuses
 *   that another release made and this code found when it next wrote (it counts from the status
 *   it finds, as the layout-2 releases did, and keeps the earlier move here, undecided).
 * The reconcile step (shared/migrations/counters.ts, reconcileEnrollments), once only this code
 * serves, decides them with what the deployment recorded of the older release
 * (shared/tenancy/deployment-store.ts): it ADDs them (and the move from `counted_status` to the
 * status) to the counters when that release did not count, drops them when it did. Attributes,
 * not a new `_lv`: the previous release reads enrollments and refuses a layout it does not know.
 * A counted enrollment without `counted_status` was counted by a release before this one, with
 * its status.
 */
export const COUNTED_STATUS = 'counted_status';
export const STALE_MOVES = { in_progress: 'stale_p', completed: 'stale_c' } as const;

/** The moves of the in-progress and completed counts from one status to another. */
export function moveCounts(from: EnrollmentStatusValue, to: EnrollmentStatusValue): { in_progress: number; completed: number } {
  const is = (s: EnrollmentStatusValue, of: EnrollmentStatusValue) => (s === of ? 1 : 0);
  return { in_progress: is(to, 'in_progress') - is(from, 'in_progress'), completed: is(to, 'completed') - is(from, 'completed') };
}

/** The counter deltas of moves of one enrollment (none when they are zero). */
export function moveDeltas(e: EnrollmentRecord, moves: { in_progress: number; completed: number }, zone: string): CounterDelta[] {
  if (moves.in_progress === 0 && moves.completed === 0) return [];
  const date = localDateIn(e.enrolled_at, zone);
  return subjectsOf(e).map((subject) => ({ subject, date, enrolled: 0, ...moves }));
}

/** Every index sorts by `<enrolled_at>#<id>` (see the header). */
const BY_ENROLLED = ['enrolled_at', 'id'] as const;

/** The enrollment entity, declared once (shared/db/entity.ts): keys, index attributes and reads derive from it. */
export const ENROLLMENTS = defineEntity({
  name: 'enrollment',
  schema: StoredEnrollment,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {
    byDate: { index: 'gsi1', composites: [], sort: BY_ENROLLED },
    byContent: { index: 'gsi2', composites: ['content_id'], sort: BY_ENROLLED },
    byUser: { index: 'gsi3', composites: ['user_id'], sort: BY_ENROLLED },
    byTypeAndStatus: { index: 'gsi4', composites: ['content_type', 'status'], sort: BY_ENROLLED },
  },
});

export const enrollmentKey = (slug: string, id: string) => ENROLLMENTS.key(slug, { id });

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The one id a (user, content) pair can ever have in an organization (shaped like our other ids). */
export function enrollmentId(slug: string, userId: string, type: EnrollmentContentType, contentId: string): string {
  const digest = createHash('sha256').update(`enrollment\n${slug}\n${userId}\n${type}\n${contentId}`).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === 26) break;
  }
  return out;
}

/** The full item: resource fields, primary key and the four index keys, counted with its status (a new item is counted in its own transaction). */
export const enrollmentItem = (slug: string, e: EnrollmentRecord): Record<string, unknown> => ENROLLMENTS.item(slug, counting(e));
/** A new enrollment as written: counted with its status (its own transaction counts it). */
const counting = (e: EnrollmentRecord): EnrollmentRecord => ({ ...e, [COUNTED_STATUS]: e.status });

/** The resource as the API shows it: the stored fields, with `source` instead of its flat attributes. */
export type EnrollmentView = Omit<EnrollmentRecord, 'source_type' | 'source_rule_id' | 'source_group_id' | 'counted_status' | 'stale_p' | 'stale_c'> & { source: EnrollmentSource };

/** The resource view of a stored enrollment (what it counted is the store's, never shown). */
export function enrollmentView(e: EnrollmentRecord): EnrollmentView {
  const { source_type: _t, source_rule_id: _r, source_group_id: _g, counted_status: _cs, stale_p: _sp, stale_c: _sc, ...rest } = e;
  return { ...rest, source: sourceOf(e) };
}

/** A stored enrollment read through its schema. */
export const toEnrollment = (item: Record<string, unknown>): EnrollmentRecord => ENROLLMENTS.parse(item);

export async function getEnrollment(slug: string, id: string): Promise<EnrollmentRecord | null> {
  return ENROLLMENTS.get(slug, { id }, { consistent: true });
}

// ---------------------------------------------------------------------------------------------
// Creating enrollments in bulk

/**
 * What one user gets from an assign call, written atomically: the `primary` enrollment (the
 * assigned course or track) and `extras` (a track's course enrollments). If the primary
 * exists already, nothing of the group is written; an extra that exists already is skipped.
 */
export interface EnrollmentGroup {
  primary: EnrollmentRecord;
  extras: EnrollmentRecord[];
}

export interface GroupOutcome {
  group: EnrollmentGroup;
  /** `created`: the primary (and the extras in `created`) were written by this call. */
  status: 'created' | 'exists';
  created: EnrollmentRecord[];
  existing: EnrollmentRecord[];
}

/** TransactWriteItems takes at most 100 actions. */
const MAX_TRANSACTION_ITEMS = 100;
/** Rounds per chunk: each round either writes the chunk or learns which items already exist. */
const MAX_ROUNDS = 12;

/** The report counters (counters-store.ts) an enrollment is counted in: its user's and its content's. */
export const subjectsOf = (e: EnrollmentRecord): CounterSubject[] => [
  { kind: 'user', id: e.user_id },
  { kind: 'content', id: e.content_id },
];

/** The counter changes of new enrollments (all `not_started`, or whatever status they carry); also what counting an uncounted one adds. */
export function creationDeltas(records: readonly EnrollmentRecord[], zone: string): CounterDelta[] {
  return records.flatMap((e) => {
    const date = localDateIn(e.enrolled_at, zone);
    const counts = { enrolled: 1, in_progress: e.status === 'in_progress' ? 1 : 0, completed: e.status === 'completed' ? 1 : 0 };
    return subjectsOf(e).map((subject) => ({ subject, date, ...counts }));
  });
}

/** The report counter items of `records` as whole items (seeding history; rebuilding counters). */
export const enrollmentCounterItems = (slug: string, zone: string, records: readonly EnrollmentRecord[]) =>
  counterItems(slug, creationDeltas(records, zone));

/** Items a transaction writing `records` touches: the enrollments and their distinct counter items. */
function transactionSize(slug: string, zone: string, records: readonly EnrollmentRecord[]): number {
  const counters = new Set<string>();
  for (const e of records) {
    const date = localDateIn(e.enrolled_at, zone);
    for (const subject of subjectsOf(e)) for (const id of counterItemIds(slug, subject, date)) counters.add(id);
  }
  return records.length + counters.size;
}

/**
 * Writes the groups with conditional Puts in TransactWriteItems of at most 100 items, each
 * with the ADDs of the report counters of what it creates (counters-store.ts), so an
 * enrollment and its counting are one write. Whole groups per transaction; a chunk holds as
 * many groups as fit with their counter items (an assign-course chunk: 3 items per user and
 * 3 for the course, 32 users). Existence is learnt from the failed conditions, not read
 * beforehand: a cancelled transaction says, per item, which condition failed
 * (CancellationReasons); those items become "exists" and the chunk is retried without them
 * (and without their counter changes). A `TransactionConflict` (another assign writing the
 * same item right now, or the same counter) is retried after a jittered backoff.
 * Chunks of one call all add to the same content counters: on one set of counter items they
 * would only cancel each other in parallel, so they are written one at a time unless the
 * content counters may be sharded (`options.shard`, CounterWrites): then CHUNKS_IN_FLIGHT writers
 * take the chunks in turn, each adding to a shard of its own (markShards first), #43 §3.
 *
 * A group too big for one transaction with its counters (a track of more than 23 courses)
 * is written extras first, a chunk at a time, and its primary last: an interrupted call
 * leaves course enrollments without the track enrollment, never a track enrollment without
 * its courses, and the same call again completes it (docs/decisions/learning.md, "assign-course / assign-track").
 * Each attempt carries its own ClientRequestToken, so an SDK-level retry of an attempt that
 * did succeed is not mistaken for "already enrolled".
 */
export async function insertEnrollmentGroups(slug: string, zone: string, groups: readonly EnrollmentGroup[], options: CounterWrites = {}): Promise<GroupOutcome[]> {
  const outcomes = groups.map<GroupOutcome>((group) => ({ group, status: 'created', created: [], existing: [] }));
  type Unit = Map<GroupOutcome, EnrollmentRecord[]>;
  const units: Unit[] = [];
  let current: Unit = new Map();
  let records: EnrollmentRecord[] = [];
  const flush = () => {
    if (current.size) units.push(current);
    current = new Map();
    records = [];
  };
  for (const outcome of outcomes) {
    const all = [outcome.group.primary, ...outcome.group.extras];
    if (transactionSize(slug, zone, all) > MAX_TRANSACTION_ITEMS) {
      flush();
      // Extras in slices that fit, then the primary alone.
      let slice: EnrollmentRecord[] = [];
      for (const extra of outcome.group.extras) {
        if (transactionSize(slug, zone, [...slice, extra]) > MAX_TRANSACTION_ITEMS) {
          units.push(new Map([[outcome, slice]]));
          slice = [];
        }
        slice.push(extra);
      }
      if (slice.length) units.push(new Map([[outcome, slice]]));
      units.push(new Map([[outcome, [outcome.group.primary]]]));
      continue;
    }
    if (transactionSize(slug, zone, [...records, ...all]) > MAX_TRANSACTION_ITEMS) flush();
    current.set(outcome, all);
    records.push(...all);
  }
  flush();
  // A group split over several chunks is written in order (extras, then its primary): one at a time.
  const split = units.reduce((n, unit) => n + unit.size, 0) !== new Set(units.flatMap((unit) => [...unit.keys()])).size;
  const inFlight = options.shard && !split ? Math.min(CHUNKS_IN_FLIGHT, units.length) : 1;
  if (inFlight > 1) {
    // Each writer adds its chunks' content counts to a shard of its own, marked before it writes.
    const contents = [...new Set(units.flatMap((unit) => [...unit.values()].flat().map((e) => e.content_id)))];
    const marked = markShards(slug, contents, inFlight);
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async (_, shard) => {
        if (shard > 0) await marked;
        for (let unit = units[next++]; unit; unit = units[next++]) await writeChunk(slug, zone, unit, shard);
      }),
    );
    await marked;
  } else for (const unit of units) await writeChunk(slug, zone, unit, 0);
  return outcomes;
}

/**
 * A transaction that adds to one content's counters, by attempt (transactWrite): to its own
 * counters (shard 0) while it does not contend, or to one of the shards this container already
 * knows the content uses, at random; once it lost to a conflict, to another shard at random
 * (all COUNTER_SHARDS marked first, markShards):
 * the writes of a popular content spread over COUNTER_SHARDS partitions instead of queueing on one.
 */
function countedWrite(slug: string, contentId: string, options: CounterWrites, items: (shard: number) => TransactWriteCommandInput['TransactItems']): (attempt: number) => Promise<TransactWriteCommandInput> {
  let shard = 0;
  return async (attempt) => {
    if (!options.shard) return { TransactItems: items(0) };
    if (attempt === 1) shard = randomShard(shardsKnown(slug, contentId));
    else {
      // Lost to a conflict on `shard`: another one, at random.
      await markShards(slug, [contentId], COUNTER_SHARDS);
      shard = (shard + 1 + randomShard(COUNTER_SHARDS - 1)) % COUNTER_SHARDS;
    }
    return { TransactItems: items(shard) };
  };
}

/** Chunks of one bulk write in flight at once, when its organization's counters may be sharded (CounterWrites). */
export const CHUNKS_IN_FLIGHT = 4;

/**
 * How a write may spread the content counters it adds to (#43 §3/§4): `shard` only when every
 * release that may serve the organization reads shards (mayShard: its data level has the
 * `counter-shards` step); else every count goes to the content's own counters, as before.
 */
export interface CounterWrites {
  shard?: boolean;
}

async function writeChunk(slug: string, zone: string, pending: Map<GroupOutcome, EnrollmentRecord[]>, shard: number): Promise<void> {
  // Items still to write, per group; a group whose primary exists leaves the chunk.
  for (const outcome of [...pending.keys()]) if (outcome.status === 'exists') pending.delete(outcome);
  for (let round = 0; ; round++) {
    const flat: Array<{ outcome: GroupOutcome; record: EnrollmentRecord }> = [];
    for (const [outcome, records] of pending) for (const record of records) flat.push({ outcome, record });
    if (flat.length === 0) return;
    if (round >= MAX_ROUNDS) throw contention('Enrollments are being written concurrently; retry the call.');
    // A part per enrollment, named by its id (unique in a transaction), then the counters' ADDs.
    const tx = chunkWrite(slug, zone, flat.map((f) => f.record), shard);
    try {
      // Each attempt its own token: an SDK retry of an attempt that did succeed is not "already enrolled".
      await tx.goOnce({ clientRequestToken: randomUUID() });
      for (const [outcome, records] of pending) outcome.created.push(...records);
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) {
        const name = error instanceof Error ? error.name : undefined;
        if (name === 'TransactionConflictException' || name === 'TransactionInProgressException') {
          await backoff(round);
          continue;
        }
        throw error;
      }
      let learnt = false;
      flat.forEach(({ outcome, record }) => {
        if (!tx.failed(error, record.id)) return;
        learnt = true;
        if (record === outcome.group.primary) {
          outcome.status = 'exists';
          pending.delete(outcome);
        } else if (pending.has(outcome)) {
          outcome.existing.push(record);
          pending.set(outcome, pending.get(outcome)!.filter((r) => r !== record));
        }
      });
      const retryable = reasons.every((r) => TRANSIENT_OR_LEARNT.has(r.code));
      if (!retryable) throw error;
      if (!learnt) await backoff(round);
    }
  }
}

/** One round of a chunk: each enrollment created (its key free), a part named by its id, and the counters of them all (`counters`). */
export function chunkWrite(slug: string, zone: string, records: readonly EnrollmentRecord[], shard: number): Transaction<string> {
  return transaction({
    ...Object.fromEntries(records.map((record) => [record.id, ENROLLMENTS.create(slug, counting(record))])),
    counters: counterUpdateParts(slug, creationDeltas(records, zone), shard),
  });
}

/** Reasons after which the chunk is written again: a condition taught us an item exists, or it was only contention. */
const TRANSIENT_OR_LEARNT = new Set<CancellationCode>(['None', 'ConditionalCheckFailed', 'TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

// ---------------------------------------------------------------------------------------------
// Progress

/**
 * The write of a raised progress, conditioned on the progress, status, layout version (counted
 * or not) and counted status AS READ (`current`): progress and status set, the status index
 * following them, `completed_at` stamped at 100; an uncounted enrollment (an earlier layout) is
 * counted by this write (moved to COUNTED_LAYOUT). COUNTED_STATUS is the status this code last
 * counted it with; another release may have changed the status since: that move is kept
 * undecided (STALE_MOVES, ADDed), this write counts from the status it finds.
 */
export function progressWrite(slug: string, current: EnrollmentRecord, counted: boolean, progress: number, status: EnrollmentStatusValue, now: string) {
  const recorded = current.counted_status;
  const stale = counted && recorded !== undefined && recorded !== current.status ? moveCounts(recorded, current.status) : undefined;
  const completed = status === 'completed' ? { completed_at: now } : {};
  const moves = stale ? { [STALE_MOVES.in_progress]: (current.stale_p ?? 0) + stale.in_progress, [STALE_MOVES.completed]: (current.stale_c ?? 0) + stale.completed } : {};
  const next: EnrollmentRecord = { ...current, progress, status, ...completed, [COUNTED_STATUS]: status, ...moves };
  const write = ENROLLMENTS.patch(
    slug,
    { id: current.id },
    {
      set: { progress, status, ...completed, [COUNTED_STATUS]: status },
      ...(stale ? { add: { [STALE_MOVES.in_progress]: stale.in_progress, [STALE_MOVES.completed]: stale.completed } } : {}),
      ...(counted ? {} : { layout: COUNTED_LAYOUT }),
    },
    {
      // The status index follows the status (the entity moves the item).
      after: next,
      where: (w) =>
        w.and(
          w.eq('progress', current.progress),
          w.eq('status', current.status),
          counted ? w.layoutFrom(COUNTED_LAYOUT) : w.layoutBefore(COUNTED_LAYOUT),
          recorded === undefined ? w.attributeNotExists(COUNTED_STATUS) : w.eq(COUNTED_STATUS, recorded),
        ),
    },
  );
  return { write, next };
}

export type ProgressOutcome =
  | { status: 'updated'; enrollment: EnrollmentRecord }
  | { status: 'unchanged'; enrollment: EnrollmentRecord }
  | { status: 'not_found' };

/**
 * Raises the progress of an enrollment: progress never goes back, so a late or out-of-order
 * report cannot undo a completion. One read (the item: owner, current progress and status,
 * content type, which is part of the status index key), then one write conditioned on the
 * progress and status AS READ: an UpdateItem when the status stays, else a transaction of
 * that update and the report counters' ADDs (in progress / completed, counters-store.ts),
 * so the counters follow the status exactly. A concurrent change of the same enrollment fails
 * the condition; the report then reads again and decides again (the highest progress wins).
 * The status and its index keys follow the progress; reaching 100 stamps `completed_at`.
 * `ownerId` (a collaborator) limits the enrollments that exist for the caller to their own.
 * `zone`: the organization's, which buckets the counters.
 */
export async function raiseEnrollmentProgress(
  slug: string,
  id: string,
  progress: number,
  now: string,
  ownerId: string | null,
  zone: string,
  options: CounterWrites = {},
): Promise<ProgressOutcome> {
  type Read = { record: EnrollmentRecord; layout: number } | null;
  return redecide(
    () => ENROLLMENTS.getWithLayout(slug, { id }, { consistent: true }),
    async (read: Read): Promise<Decision<Read, ProgressOutcome>> => {
      const current = read?.record ?? null;
      if (!read || !current || (ownerId !== null && current.user_id !== ownerId)) return done({ status: 'not_found' });
      if (current.progress >= progress) return done({ status: 'unchanged', enrollment: current });
      const counted = read.layout >= COUNTED_LAYOUT;
      const status: EnrollmentStatusValue = progress >= 100 ? 'completed' : 'in_progress';
      const { write, next } = progressWrite(slug, current, counted, progress, status, now);
      // Counted: the move from the status it has. Uncounted: its whole contribution in the new
      // state (never a decrement of something that was never added).
      const deltas: CounterDelta[] = counted ? moveDeltas(current, moveCounts(current.status, status), zone) : creationDeltas([next], zone);
      let tx: Transaction<'progress' | 'counters'> | undefined;
      try {
        if (deltas.length === 0) await write.send();
        else await transactWrite(countedWrite(slug, current.content_id, options, (shard) => (tx = transaction({ progress: write, counters: counterUpdateParts(slug, deltas, shard) })).items));
        return done({ status: 'updated', enrollment: next });
      } catch (error) {
        const failedCondition = isConditionFailure(error) || tx?.failed(error, 'progress') === true;
        if (!failedCondition) throw error;
        // Someone changed (or counted) it since the read: read again.
        return again();
      }
    },
    { giveUp: () => contention('The enrollment is being updated concurrently; retry the call.') },
  );
}
