import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { batchGet } from '../db/batch-get';
import { queryAll } from '../db/query-page';
import { tableName } from '../db/client';
import { defineEntity, numericFamily } from '../db/entity';
import { LAYOUT_ATTRIBUTE } from '../db/layout';
import { queryInput } from '../db/key-query';
import { retrying } from '../db/retry';
import { isTransactionConflict } from '../db/transact';
import type { UpdateParts } from '../db/update';
import { levelAfter } from '../tenancy/data-level';

/**
 * Report counters of the courses, tracks and users learning reports (issue #19): per content
 * and per user, how many enrollments there are, how many are in progress and how many are
 * completed, bucketed by the enrollment's LOCAL date in the organization's zone (the date the
 * `from_date`/`to_date` filters compare, contract 4.2). Kept in the same transaction as every
 * write that creates an enrollment or changes its status (enrollments-store.ts), with
 * `ADD`, so they are exact under concurrency: two writers add, neither overwrites.
 *
 * Items of a subject (a content or a user), `ORG#<slug>#REPORT_COUNTER#<CONTENT|USER>#<id>`:
 * - sk `TOTAL`: all-time `e`, `p`, `c` (enrolled, in progress, completed) and the same per
 *   local year, `e_<YYYY>` … — small: three numbers per year with enrollments.
 * - sk `Y#<YYYY>`: the per-month totals of that year, `e_<MM>`, `p_<MM>`, `c_<MM>` (≤ 12 × 3).
 *   For a USER it also holds the per-day numbers, `e_<MMDD>` … (≤ 366 × 3 more).
 * - sk `M#<YYYYMM>` (CONTENTS only): per day of that month, `e_<DD>` … (≤ 31 × 3).
 * Why the split (#19, "page cost against history"): a ranged row used to read whole year items
 * of per-day numbers, which fill up as history grows (a course with 100,000 enrollments has
 * every day of the year), so the same page got slower with history at the same RCU. Now a row
 * reads the total, the year items of a partial first / last year for their WHOLE MONTHS, and
 * the month items of a partial first / last month: small items whatever the history, and the
 * read asks DynamoDB for the attributes the range needs only (ProjectionExpression), so a
 * dense item is not transferred and unmarshalled whole.
 * Why users keep their days in the year item: every counted write touches, per subject, each
 * of its items; a user's items are per user of an assign (an assign-course transaction is 32
 * users × (enrollment + 2 counter items) + the course's counter items ≤ 100), so a third item
 * per user would cut that to 24 and raise every assign's call count; a content's items are
 * shared by the whole chunk, so its third item costs one slot per transaction (32 users still
 * fit, 18 per assign-track transaction for K = 2 still fit). A user's history is also far
 * sparser than a course's (one enrollment per content), so its year item stays small.
 * So the counters of one row over ANY range are a handful of items: the total (no range, whole
 * years, open sides), and per partial first / last year its year item (whole months, only when
 * there are some) and, for a content, the month items of the partial first / last months: at
 * most 5 keys per content row, 3 per user row. The reports read them for a whole page with
 * BatchGetItem: ⌈rows × keys / 100⌉ calls.
 *
 * Sharded content counters (#43 §3/§4; docs/decisions/learning.md, "Sharded content counters"):
 * where writes contend for a content's items, its counts spread over up to COUNTER_SHARDS copies
 * of them in partitions of their own (CounterSubject.shard), marked on its TOTAL item first
 * (markShards); reads sum them (readCountersWith's second round).
 *
 * Declared with the data kernel (shared/db/entity.ts; docs/decisions/entities-b.md): the three
 * item kinds are the declared `kinds` of ONE entity (`learning_counter`, layout 2, in
 * shared/db/entities.ts), one `defineEntity` call each in one partition, told apart by their sort key. None stores its key (subject kind and id, year, month: key-only
 * composites); the counts are a numeric family (their names are data: a field letter and a year,
 * month or day), written flat and only by ADDs (`increment`).
 */
export type CounterSubjectKind = 'content' | 'user';

export interface CounterSubject {
  kind: CounterSubjectKind;
  id: string;
  /**
   * A content's counters are spread over shards when writes contend for them (#43 §4, "Sharded
   * content counters" in docs/decisions/learning.md): shard 0 (absent) is the subject's own
   * partition, shard k ≥ 1 the partition `REPORT_COUNTER#CONTENT_<k>#<id>`. A user's never are.
   */
  shard?: number;
}

/**
 * How many shards a content's counters may spread over (its own partition and 7 more). DynamoDB
 * takes about 1,000 write units a second on one item and cancels transactions that meet on one
 * item; 8 shards keep 200 completions a second of one course at 25 per item, and a report row of
 * a sharded content reads at most 8 × its ≤ 5 keys.
 */
export const COUNTER_SHARDS = 8;
/** The attribute of a content's TOTAL item (shard 0) that says how many shards its counters use (absent: 1). */
export const SHARDS_ATTRIBUTE = 'shards';

/** A change of the counters of one subject on one local date. */
export interface CounterDelta {
  subject: CounterSubject;
  /** Local date (YYYY-MM-DD) of the enrollment in the organization's zone. */
  date: string;
  enrolled: number;
  in_progress: number;
  completed: number;
}

export interface CounterValues {
  enrolled: number;
  in_progress: number;
  completed: number;
}

/** The subject of a counter item, as its key writes it: `REPORT_COUNTER#<CONTENT|USER>#<id>`. */
const SUBJECT = { kind: z.optional(z.string().check(z.regex(/^(USER|CONTENT(_[1-7])?)$/))), id: z.optional(z.string()) };
const KINDS = { content: 'CONTENT', user: 'USER' } as const;
const subjectOf = (s: CounterSubject) => ({ kind: s.kind === 'content' && s.shard ? `${KINDS.content}_${s.shard}` : KINDS[s.kind], id: s.id });
/** Every counter item of a subject is in its partition, `ORG#<slug>#REPORT_COUNTER#<KIND>#<id>` (the `learning_counter` key). */
const SUBJECT_PARTITION = { index: null, composites: ['kind', 'id'] } as const;

/** sk `TOTAL`: all-time `e`, `p`, `c` and per local year `e_<YYYY>` … */
export const COUNTER_TOTALS = defineEntity({
  name: 'learning_counter',
  kind: 'total',
  schema: z.object({ ...SUBJECT, [SHARDS_ATTRIBUTE]: z.optional(z.number()), counts: numericFamily(/^[epc](_\d{4})?$/) }),
  primary: { ...SUBJECT_PARTITION, sort: { literal: 'TOTAL' } },
  indexes: {},
  keyOnly: ['kind', 'id'],
});

/** sk `Y#<YYYY>`: per month `e_<MM>` …; a user's also per day, `e_<MMDD>` … */
export const COUNTER_YEARS = defineEntity({
  name: 'learning_counter',
  kind: 'year',
  schema: z.object({ ...SUBJECT, year: z.optional(z.string().check(z.regex(/^\d{4}$/))), counts: numericFamily(/^[epc]_\d{2}(\d{2})?$/) }),
  primary: { ...SUBJECT_PARTITION, prefix: 'Y', sort: ['year'] },
  indexes: {},
  keyOnly: ['kind', 'id', 'year'],
});

/** sk `M#<YYYYMM>` (contents only): per day `e_<DD>` … */
export const COUNTER_MONTHS = defineEntity({
  name: 'learning_counter',
  kind: 'month',
  schema: z.object({ ...SUBJECT, month: z.optional(z.string().check(z.regex(/^\d{6}$/))), counts: numericFamily(/^[epc]_\d{2}$/) }),
  primary: { ...SUBJECT_PARTITION, prefix: 'M', sort: ['month'] },
  indexes: {},
  keyOnly: ['kind', 'id', 'month'],
});

type ItemKey = { pk: string; sk: string };
type Counts = Record<string, number>;

/** One counter item, through its entity: its key, the ADDs of some counts to it, and it whole (a seed). */
interface CounterItem {
  key: ItemKey;
  increment(counts: Counts): UpdateParts & { Key: ItemKey };
  item(counts: Counts): Record<string, unknown>;
}

const totalItem = (slug: string, s: CounterSubject): CounterItem => {
  const at = subjectOf(s);
  return { key: COUNTER_TOTALS.key(slug, at), increment: (counts) => COUNTER_TOTALS.increment(slug, { ...at, counts }), item: (counts) => COUNTER_TOTALS.item(slug, { ...at, counts }) };
};
const yearItem = (slug: string, s: CounterSubject, year: string): CounterItem => {
  const at = { ...subjectOf(s), year };
  return { key: COUNTER_YEARS.key(slug, at), increment: (counts) => COUNTER_YEARS.increment(slug, { ...at, counts }), item: (counts) => COUNTER_YEARS.item(slug, { ...at, counts }) };
};
const monthItem = (slug: string, s: CounterSubject, month: string): CounterItem => {
  const at = { ...subjectOf(s), month };
  return { key: COUNTER_MONTHS.key(slug, at), increment: (counts) => COUNTER_MONTHS.increment(slug, { ...at, counts }), item: (counts) => COUNTER_MONTHS.item(slug, { ...at, counts }) };
};
/** The key of a subject's TOTAL item (the check of the counters reads every subject's). */
export const counterTotalKey = (slug: string, s: CounterSubject): ItemKey => COUNTER_TOTALS.key(slug, subjectOf(s));
/** A content's days live in its month items; a user's in its year item (see the top). */
const daysInMonthItems = (s: CounterSubject) => s.kind === 'content';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The local calendar date (YYYY-MM-DD) of a stored UTC instant in a zone. Intl, not luxon: the
 * progress and enrollment-list functions load this module, and luxon (the same ICU zone data
 * underneath) would add to their cold start for one formatting call.
 */
export function localDateIn(instant: string, zone: string): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year!.padStart(4, '0')}-${parts.month}-${parts.day}`;
}

const FIELDS = [
  ['enrolled', 'e'],
  ['in_progress', 'p'],
  ['completed', 'c'],
] as const;

/**
 * The TransactWriteItems parts that apply `deltas`: one Update per distinct item (a
 * transaction may not touch one item twice, so the deltas of one item are summed), none for
 * an item whose deltas cancel out. Unconditional `ADD`s: they never cancel a transaction.
 */
type TransactPart = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The sums `deltas` make per counter item and attribute: the all-time and per-year totals of
 * the subject, and the day of its year item. One walk, shared by the transaction parts and the
 * whole items of a seed.
 */
function sumsPerItem(slug: string, deltas: readonly CounterDelta[], shard = 0): Map<string, { target: CounterItem; adds: Map<string, number> }> {
  const items = new Map<string, { target: CounterItem; adds: Map<string, number> }>();
  const add = (target: CounterItem, attribute: string, n: number) => {
    const id = `${target.key.pk}|${target.key.sk}`;
    let item = items.get(id);
    if (!item) items.set(id, (item = { target, adds: new Map() }));
    item.adds.set(attribute, (item.adds.get(attribute) ?? 0) + n);
  };
  for (const delta of deltas) {
    const d = shard && delta.subject.kind === 'content' ? { ...delta, subject: { ...delta.subject, shard } } : delta;
    const year = d.date.slice(0, 4);
    const day = d.date.slice(5, 7) + d.date.slice(8, 10);
    for (const [field, letter] of FIELDS) {
      const n = d[field];
      if (n === 0) continue;
      const total = totalItem(slug, d.subject);
      const yearly = yearItem(slug, d.subject, year);
      add(total, letter, n);
      add(total, `${letter}_${year}`, n);
      add(yearly, `${letter}_${day.slice(0, 2)}`, n);
      if (daysInMonthItems(d.subject)) add(monthItem(slug, d.subject, year + day.slice(0, 2)), `${letter}_${day.slice(2)}`, n);
      else add(yearly, `${letter}_${day}`, n);
    }
  }
  return items;
}

/**
 * `shard`: where the content counters of `deltas` go (0, their own partition, unless the write
 * spreads them: the caller has marked the content's shards first, markShards). User counters
 * are never sharded.
 */
export function counterUpdateParts(slug: string, deltas: readonly CounterDelta[], shard = 0): TransactPart[] {
  const parts: TransactPart[] = [];
  for (const { target, adds } of sumsPerItem(slug, deltas, shard).values()) {
    const nonZero = [...adds].filter(([, n]) => n !== 0);
    if (nonZero.length === 0) continue;
    parts.push({ Update: { TableName: tableName(), ...target.increment(Object.fromEntries(nonZero)) } });
  }
  return parts;
}

/**
 * Whole counter items holding the sums of `deltas` (for a direct seed of history, and the
 * rebuild of an organization's counters from its enrollments if its zone could ever change).
 */
export function counterItems(slug: string, deltas: readonly CounterDelta[]): Array<Record<string, unknown>> {
  return [...sumsPerItem(slug, deltas).values()].map(({ target, adds }) => target.item(Object.fromEntries(adds)));
}

/** The counter items (pk|sk) a change of one enrollment touches: for sizing transactions before writing. */
export function counterItemIds(slug: string, subject: CounterSubject, date: string): string[] {
  return [...sumsPerItem(slug, [{ subject, date, enrolled: 1, in_progress: 0, completed: 0 }]).keys()];
}

/** Shards this container knows a content's counters use (`<slug>|<content id>` → count): marked, or read from its TOTAL. */
const knownShards = new Map<string, number>();
const shardKey = (slug: string, contentId: string) => `${slug}|${contentId}`;

/** The shards this container last saw `contentId`'s counters use (1: none seen). A hint for picking a shard, never for reading. */
export const shardsKnown = (slug: string, contentId: string): number => knownShards.get(shardKey(slug, contentId)) ?? 1;

/** A shard of `shards` at random (0 included): where a write to a content known to be sharded goes. */
export const randomShard = (shards: number): number => Math.floor(Math.random() * shards);

/** The write of markShards: `SET shards` (and `entity`, so the layout is stamped) while it is absent or smaller. */
export const shardsMark = (slug: string, contentId: string, shards: number) =>
  COUNTER_TOTALS.upsert(slug, subjectOf({ kind: 'content', id: contentId }), { set: { [SHARDS_ATTRIBUTE]: shards } }, { where: (w) => w.or(w.attributeNotExists(SHARDS_ATTRIBUTE), w.lt(SHARDS_ATTRIBUTE, shards)) });

/**
 * Says, on each content's TOTAL item (shard 0), that its counters use `shards` shards, BEFORE any
 * write to shard ≥ 1 (so a report that reads a shard's counts has read the mark first, or read no
 * count of it): `SET shards` only while it is absent or smaller, never lowered. Once per content
 * per container; conflicts with the transactions on the item are retried (retrying).
 */
export async function markShards(slug: string, contentIds: readonly string[], shards: number): Promise<void> {
  const todo = [...new Set(contentIds)].filter((id) => shardsKnown(slug, id) < shards);
  await Promise.all(
    todo.map(async (id) => {
      await retrying(() => shardsMark(slug, id, shards).go(), isTransactionConflict);
      knownShards.set(shardKey(slug, id), shards);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Inclusive local dates; undefined = open on that side. `from <= to` has been checked. */
export interface LocalRange {
  from?: string;
  to?: string;
}

interface YearPart {
  year: string;
  /** Inclusive MMDD bounds within the year. */
  from: string;
  to: string;
  /** Months (MM) of the part counted whole, from the year item's month totals. */
  months: string[];
  /** Inclusive MMDD bounds of the partial first / last months, from the year item's days. */
  days: Array<[string, string]>;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: string, month: number) => new Date(Date.UTC(Number(year), month, 0)).getUTCDate();

/**
 * A part of a year (MMDD bounds) as whole months and the days of its partial first and last
 * months: what is read of the year item is then ≤ 2 × 31 day numbers and ≤ 12 month totals
 * per field, however dense the year.
 */
function splitYearPart(year: string, from: string, to: string): Pick<YearPart, 'months' | 'days'> {
  const fm = Number(from.slice(0, 2));
  const tm = Number(to.slice(0, 2));
  const fd = Number(from.slice(2));
  const td = Number(to.slice(2));
  const months: string[] = [];
  const days: Array<[string, string]> = [];
  const wholeMonth = (m: number, first: number, last: number) => first === 1 && last >= daysIn(year, m);
  if (fm === tm) {
    if (wholeMonth(fm, fd, td)) months.push(pad2(fm));
    else days.push([from, to]);
    return { months, days };
  }
  if (wholeMonth(fm, fd, 31)) months.push(pad2(fm));
  else days.push([from, `${pad2(fm)}${pad2(daysIn(year, fm))}`]);
  for (let m = fm + 1; m < tm; m++) months.push(pad2(m));
  if (wholeMonth(tm, 1, td)) months.push(pad2(tm));
  else days.push([`${pad2(tm)}01`, to]);
  return { months, days };
}

/**
 * Which items answer a range: the partial first / last years from their year items (whole
 * months from its month totals, the partial first / last months from its days), every other
 * year of the range whole from the total item's per-year numbers (an open side: every year the
 * total has on that side), and no range at all from the all-time numbers.
 */
export function counterPlan(range: LocalRange): { total: boolean; parts: YearPart[]; wholeYear: (year: number) => boolean; years?: string[] } {
  const { from, to } = range;
  if (from === undefined && to === undefined) return { total: true, parts: [], wholeYear: () => true, years: [] };
  const fy = from === undefined ? -Infinity : Number(from.slice(0, 4));
  const ty = to === undefined ? Infinity : Number(to.slice(0, 4));
  const mmdd = (date: string) => date.slice(5, 7) + date.slice(8, 10);
  const parts: YearPart[] = [];
  const part = (year: string, f: string, t: string) => parts.push({ year, from: f, to: t, ...splitYearPart(year, f, t) });
  const headPartial = from !== undefined && mmdd(from) !== '0101';
  const tailPartial = to !== undefined && mmdd(to) !== '1231';
  if (fy === ty) {
    if (headPartial || tailPartial) part(from!.slice(0, 4), mmdd(from!), mmdd(to!));
  } else {
    if (headPartial) part(from!.slice(0, 4), mmdd(from!), '1231');
    if (tailPartial) part(to!.slice(0, 4), '0101', mmdd(to!));
  }
  const partial = new Set(parts.map((p) => Number(p.year)));
  const wholeYear = (y: number) => y >= fy && y <= ty && !partial.has(y);
  // The total item is needed when some year is counted whole.
  const total = fy !== ty ? !(Number.isFinite(fy) && Number.isFinite(ty) && ty - fy === 1 && headPartial && tailPartial) : !(headPartial || tailPartial);
  // The whole years by name, when both sides are closed (for the read's projection).
  let years: string[] | undefined;
  if (!total) years = [];
  else if (Number.isFinite(fy) && Number.isFinite(ty) && ty - fy < MAX_PROJECTED_YEARS) {
    years = [];
    for (let y = fy; y <= ty; y++) if (wholeYear(y)) years.push(String(y).padStart(4, '0'));
  }
  return { total, parts, wholeYear, years };
}

/** Whole years named in a read's projection at most (beyond: whole items are read). */
const MAX_PROJECTED_YEARS = 100;

/**
 * The attributes a ranged read needs of the items, by name (one projection for the whole
 * BatchGetItem: the union over the item kinds, whose attribute names differ by their digits:
 * `e_YYYY` in TOTAL, `e_MM` and `e_MMDD` in a year item; each item is then summed by its own
 * plan). Undefined when the names are not known (an open side needs every year the total has)
 * or too many: the whole items are read, as before.
 */
function projectionOf(plan: ReturnType<typeof counterPlan>, noRange: boolean, extra: readonly string[]): { projection: string; names: Record<string, string> } | undefined {
  if (plan.years === undefined) return undefined;
  // `_lv` too: an item of the current layout is then read without a zod parse (shared/db/trusted-read.ts),
  // which a dense year item's dozens of counts would otherwise cost on every row (#43 §5). Not
  // `entity`: a projected item without it is never refused for its layout, so a newer release's
  // counter item is still read through the schema during a deploy, as before.
  const wanted = new Set<string>(['pk', 'sk', LAYOUT_ATTRIBUTE, ...extra, ...namesOf(plan.total && noRange ? [''] : []), ...namesOf(plan.years)]);
  for (const part of plan.parts) {
    // A content's and a user's items alike: MM, MMDD (a user's year item) and DD (a content's month item).
    for (const name of [...namesOf(part.months), ...namesOf(dayBuckets(part)), ...part.days.flatMap(([f, t]) => namesOf(monthDays(f, t)))]) wanted.add(name);
  }
  const names: Record<string, string> = {};
  const projection = [...wanted]
    .map((name, i) => {
      names[`#a${i}`] = name;
      return `#a${i}`;
    })
    .join(',');
  return projection.length <= MAX_PROJECTION_CHARS ? { projection, names } : undefined;
}

/** What a counter read of `range` asks of its items by name (and of `extra`'s); undefined: whole items. */
export const counterProjection = (range: LocalRange, extra: readonly string[] = [], plan = counterPlan(range)) =>
  projectionOf(plan, range.from === undefined && range.to === undefined, [SHARDS_ATTRIBUTE, ...extra]);

/** DynamoDB's limit on an expression is 4 KB. */
const MAX_PROJECTION_CHARS = 3_500;

/**
 * An item a row reads: its key, its entity, and the names of the counts it sums, each field's in
 * FIELDS order (namesOf): by name when the range names them all (what the projection asks), so a
 * row costs the same whatever else its item holds (#43 §5: a year item of every month filled cost
 * 0.5 ms more a page of 50 rows when all of it was gathered, then filtered); from the item's own
 * years for a TOTAL read with an open side.
 */
interface CounterRead {
  key: ItemKey;
  entity: Pick<typeof COUNTER_TOTALS, 'members'>;
  names: readonly string[] | ((item: Record<string, unknown>) => readonly string[]);
}

/** The names of the counts of `buckets` (none: all-time; YYYY, MM, MMDD or DD), each field's letter in FIELDS order: e_…, then p_…, then c_…. */
const namesOf = (buckets: readonly string[] = []): string[] => FIELDS.flatMap(([, letter]) => buckets.map((b) => (b === '' ? letter : `${letter}_${b}`)));
/** The days DD from `f` to `t` (MMDD, one month). */
const monthDays = (f: string, t: string): string[] => {
  const out: string[] = [];
  for (let d = Number(f.slice(2)); d <= Number(t.slice(2)); d++) out.push(pad2(d));
  return out;
};
/** The days MMDD of a part's partial months (a user's year item holds them). */
const dayBuckets = (part: YearPart): string[] => part.days.flatMap(([f, t]) => monthDays(f, t).map((d) => f.slice(0, 2) + d));
/** The years YYYY a TOTAL item has counts of (its `e_YYYY` …). */
const yearsIn = (item: Record<string, unknown>): string[] => [...new Set(Object.keys(item).flatMap((name) => /^[epc]_(\d{4})$/.exec(name)?.[1] ?? []))];

const totalCounts = (item: Record<string, unknown>) => COUNTER_TOTALS.parse(item).counts;
/** How many shards a content's TOTAL item (shard 0) says its counters use (at least 1, at most COUNTER_SHARDS). */
export const shardsOf = (total: Record<string, unknown>): number => Math.min(COUNTER_SHARDS, Math.max(1, COUNTER_TOTALS.parse(total)[SHARDS_ATTRIBUTE] ?? 1));
const yearCounts = (item: Record<string, unknown>) => COUNTER_YEARS.parse(item).counts;
const monthCounts = (item: Record<string, unknown>) => COUNTER_MONTHS.parse(item).counts;
const idOf = (key: ItemKey) => `${key.pk}|${key.sk}`;
/** The counts of any counter item, parsed by the kind its sort key names. */
const countsOfKind = (item: Record<string, unknown>): Counts => {
  const sk = String(item.sk);
  return sk === 'TOTAL' ? totalCounts(item) : sk.startsWith('Y#') ? yearCounts(item) : monthCounts(item);
};

/**
 * Items read in the same BatchGetItem as the counters (the deploy record and the organization's
 * META for the reports' gate, #40), with the attributes wanted of them: no call of their own.
 */
export interface AlsoRead {
  keys: ItemKey[];
  attributes: readonly string[];
}

/** Counters of each subject over a local-date range, in the order given; one BatchGet per 100 keys. */
export async function readCounters(slug: string, subjects: readonly CounterSubject[], range: LocalRange): Promise<CounterValues[]> {
  return (await readCountersWith(slug, subjects, range)).counts;
}

/** readCounters, and the items of `also` (by key) from the same BatchGetItem. */
export async function readCountersWith(
  slug: string,
  subjects: readonly CounterSubject[],
  range: LocalRange,
  also?: AlsoRead,
): Promise<{ counts: CounterValues[]; also: (key: ItemKey) => Record<string, unknown> | undefined }> {
  const plan = counterPlan(range);
  const noRange = range.from === undefined && range.to === undefined;
  const readsOf = (s: CounterSubject): CounterRead[] => {
    const at = subjectOf(s);
    const reads: CounterRead[] = [];
    if (plan.total) {
      // No range: the all-time counts; whole years: theirs, by name when both sides are closed.
      const names = noRange ? namesOf(['']) : (plan.years && namesOf(plan.years)) ?? ((item: Record<string, unknown>) => namesOf(yearsIn(item).filter((y) => plan.wholeYear(Number(y)))));
      reads.push({ key: COUNTER_TOTALS.key(slug, at), entity: COUNTER_TOTALS, names });
    } else if (s.kind === 'content' && !s.shard) {
      // A content's TOTAL (shard 0) says how many shards its counters use: read for that only.
      reads.push({ key: COUNTER_TOTALS.key(slug, at), entity: COUNTER_TOTALS, names: [] });
    }
    for (const part of plan.parts) {
      const year = COUNTER_YEARS.key(slug, { ...at, year: part.year });
      if (!daysInMonthItems(s)) {
        // A user's year item: month totals (MM) and days (MMDD).
        reads.push({ key: year, entity: COUNTER_YEARS, names: namesOf([...part.months, ...dayBuckets(part)]) });
        continue;
      }
      // A content's year item holds only month totals; its month items the days (DD).
      if (part.months.length) reads.push({ key: year, entity: COUNTER_YEARS, names: namesOf(part.months) });
      for (const [f, t] of part.days) {
        reads.push({ key: COUNTER_MONTHS.key(slug, { ...at, month: part.year + f.slice(0, 2) }), entity: COUNTER_MONTHS, names: namesOf(monthDays(f, t)) });
      }
    }
    return reads;
  };
  const perSubject = subjects.map(readsOf);
  const keys = new Map(perSubject.flat().map(({ key }) => [idOf(key), key]));
  for (const key of also?.keys ?? []) keys.set(idOf(key), key);
  const projection = counterProjection(range, also?.attributes, plan);
  const found = new Map((await batchGet([...keys.values()], projection)).map((item) => [`${item.pk}|${item.sk}`, item]));
  // A sharded content's other shards: the same items in their partitions, in one more round
  // (only when the page has such a row: ≤ COUNTER_SHARDS × the row's keys).
  const more = new Map<string, ItemKey>();
  subjects.forEach((s, i) => {
    if (s.kind !== 'content' || s.shard) return;
    const total = found.get(idOf(COUNTER_TOTALS.key(slug, subjectOf(s))));
    const shards = total ? shardsOf(total) : 1;
    if (shards > 1) knownShards.set(shardKey(slug, s.id), Math.max(shards, knownShards.get(shardKey(slug, s.id)) ?? 1));
    for (let shard = 1; shard < shards; shard++) {
      const reads = readsOf({ ...s, shard });
      perSubject[i]!.push(...reads);
      for (const { key } of reads) more.set(idOf(key), key);
    }
  });
  if (more.size) for (const item of await batchGet([...more.values()], projection)) found.set(`${item.pk}|${item.sk}`, item);
  const counts = perSubject.map((reads) => {
    const out: CounterValues = { enrolled: 0, in_progress: 0, completed: 0 };
    for (const { key, entity, names } of reads) {
      const item = found.get(idOf(key));
      if (!item) continue;
      const named = typeof names === 'function' ? names(item) : names;
      // In FIELDS order, a field's names one after the other (namesOf).
      const per = named.length / FIELDS.length;
      entity.members(item, named).forEach((n, i) => (out[FIELDS[Math.floor(i / per)]![0]] += n));
    }
    return out;
  });
  return { counts, also: (key) => found.get(idOf(key)) };
}

/**
 * Whether writes may spread this organization's content counters over shards: once its data level
 * has the `counter-shards` step (a contract step: only releases that read shards serve it then).
 */
export const mayShard = (org: { data_level: number }): boolean => org.data_level >= levelAfter('counter-shards');

/**
 * The counts of a content's shards 1…shards−1, each item under the key of the same item in the
 * content's own partition (what a recount compares: `npm run migrate -- --verify`). One Query per
 * shard: the check of the counters, never a request path.
 */
export async function contentShardCounts(slug: string, contentId: string, shards: number): Promise<Array<{ base: ItemKey; counts: Counts }>> {
  const base = COUNTER_TOTALS.key(slug, subjectOf({ kind: 'content', id: contentId })).pk;
  const out: Array<{ base: ItemKey; counts: Counts }> = [];
  for (let shard = 1; shard < Math.min(shards, COUNTER_SHARDS); shard++) {
    const pk = COUNTER_TOTALS.key(slug, subjectOf({ kind: 'content', id: contentId, shard })).pk;
    // Every item of the shard's partition, each read by its kind (its sort key): TOTAL, Y#…, M#….
    const items = await queryAll(queryInput({ index: null, partition: pk }), (item) => ({ sk: String(item.sk), counts: countsOfKind(item) }));
    for (const { sk, counts } of items) out.push({ base: { pk: base, sk }, counts });
  }
  return out;
}
