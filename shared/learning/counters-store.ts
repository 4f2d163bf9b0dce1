import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get';
import { db, tableName } from '../db/client';
import { keyId } from '../db/ids';
import { entityKey } from '../db/prefixes';
import { updateExpression } from '../db/update';

/**
 * Report counters of the courses, tracks and users learning reports (issue #19): per content
 * and per user, how many enrollments there are, how many are in progress and how many are
 * completed, bucketed by the enrollment's LOCAL date in the organization's zone (the date the
 * `from_date`/`to_date` filters compare, contract 4.2). Kept in the same transaction as every
 * write that creates an enrollment or changes its status (enrollments-store.ts), with
 * `ADD`, so they are exact under concurrency: two writers add, neither overwrites.
 *
 * Items of a subject (a content or a user), `ORG#<slug>#LEARNING_COUNTER#<CONTENT|USER>#<id>`:
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
 */
export type CounterSubjectKind = 'content' | 'user';

export interface CounterSubject {
  kind: CounterSubjectKind;
  id: string;
}

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

const TOTAL = 'TOTAL';
const partition = (slug: string, s: CounterSubject) => entityKey(slug, 'learningCounter', s.kind.toUpperCase(), keyId(s.id));
const totalKey = (slug: string, s: CounterSubject) => ({ pk: partition(slug, s), sk: TOTAL });
const yearKey = (slug: string, s: CounterSubject, year: string) => ({ pk: partition(slug, s), sk: `Y#${year}` });
const monthKey = (slug: string, s: CounterSubject, yearMonth: string) => ({ pk: partition(slug, s), sk: `M#${yearMonth}` });
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

type ItemKey = { pk: string; sk: string };

/**
 * The sums `deltas` make per counter item and attribute: the all-time and per-year totals of
 * the subject, and the day of its year item. One walk, shared by the transaction parts and the
 * whole items of a seed.
 */
function sumsPerItem(slug: string, deltas: readonly CounterDelta[]): Map<string, { key: ItemKey; adds: Map<string, number> }> {
  const items = new Map<string, { key: ItemKey; adds: Map<string, number> }>();
  const add = (key: ItemKey, attribute: string, n: number) => {
    const id = `${key.pk}|${key.sk}`;
    let item = items.get(id);
    if (!item) items.set(id, (item = { key, adds: new Map() }));
    item.adds.set(attribute, (item.adds.get(attribute) ?? 0) + n);
  };
  for (const d of deltas) {
    const year = d.date.slice(0, 4);
    const day = d.date.slice(5, 7) + d.date.slice(8, 10);
    for (const [field, letter] of FIELDS) {
      const n = d[field];
      if (n === 0) continue;
      add(totalKey(slug, d.subject), letter, n);
      add(totalKey(slug, d.subject), `${letter}_${year}`, n);
      add(yearKey(slug, d.subject, year), `${letter}_${day.slice(0, 2)}`, n);
      if (daysInMonthItems(d.subject)) add(monthKey(slug, d.subject, year + day.slice(0, 2)), `${letter}_${day.slice(2)}`, n);
      else add(yearKey(slug, d.subject, year), `${letter}_${day}`, n);
    }
  }
  return items;
}

export function counterUpdateParts(slug: string, deltas: readonly CounterDelta[]): TransactPart[] {
  const parts: TransactPart[] = [];
  for (const { key, adds } of sumsPerItem(slug, deltas).values()) {
    const nonZero = [...adds].filter(([, n]) => n !== 0);
    if (nonZero.length === 0) continue;
    parts.push({
      Update: { TableName: tableName(), Key: key, ...updateExpression({ set: { entity: 'learning_counter' }, add: Object.fromEntries(nonZero) }) },
    });
  }
  return parts;
}

/**
 * Whole counter items holding the sums of `deltas` (for a direct seed of history, and the
 * rebuild of an organization's counters from its enrollments if its zone could ever change).
 */
export function counterItems(slug: string, deltas: readonly CounterDelta[]): Array<Record<string, unknown>> {
  return [...sumsPerItem(slug, deltas).values()].map(({ key, adds }) => ({ ...key, entity: 'learning_counter', ...Object.fromEntries(adds) }));
}

/** The counter items (pk|sk) a change of one enrollment touches: for sizing transactions before writing. */
export function counterItemIds(slug: string, subject: CounterSubject, date: string): string[] {
  return [...sumsPerItem(slug, [{ subject, date, enrolled: 1, in_progress: 0, completed: 0 }]).keys()];
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
function projectionOf(plan: ReturnType<typeof counterPlan>, noRange: boolean): { projection: string; names: Record<string, string> } | undefined {
  if (plan.years === undefined) return undefined;
  const wanted = new Set<string>(['pk', 'sk']);
  for (const [, letter] of FIELDS) {
    if (plan.total && noRange) wanted.add(letter);
    for (const y of plan.years) wanted.add(`${letter}_${y}`);
    for (const part of plan.parts) {
      for (const m of part.months) wanted.add(`${letter}_${m}`);
      for (const [f, t] of part.days) {
        const month = f.slice(0, 2);
        for (let d = Number(f.slice(2)); d <= Number(t.slice(2)); d++) {
          wanted.add(`${letter}_${month}${pad2(d)}`);
          wanted.add(`${letter}_${pad2(d)}`);
        }
      }
    }
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

/** DynamoDB's limit on an expression is 4 KB. */
const MAX_PROJECTION_CHARS = 3_500;

/** Counters of each subject over a local-date range, in the order given; one BatchGet per 100 keys. */
export async function readCounters(slug: string, subjects: readonly CounterSubject[], range: LocalRange): Promise<CounterValues[]> {
  const plan = counterPlan(range);
  const keys = new Map<string, { pk: string; sk: string }>();
  const want = (key: { pk: string; sk: string }) => keys.set(`${key.pk}|${key.sk}`, key);
  for (const s of subjects) {
    if (plan.total) want(totalKey(slug, s));
    for (const part of plan.parts) {
      if (!daysInMonthItems(s)) want(yearKey(slug, s, part.year));
      else {
        if (part.months.length) want(yearKey(slug, s, part.year));
        for (const [f] of part.days) want(monthKey(slug, s, part.year + f.slice(0, 2)));
      }
    }
  }
  const noRange = range.from === undefined && range.to === undefined;
  const found = new Map((await batchGet([...keys.values()], projectionOf(plan, noRange))).map((item) => [`${item.pk}|${item.sk}`, item]));
  return subjects.map((s) => {
    const out: CounterValues = { enrolled: 0, in_progress: 0, completed: 0 };
    if (plan.total) {
      const t = found.get(`${partition(slug, s)}|${TOTAL}`);
      if (t) {
        for (const [field, letter] of FIELDS) {
          if (noRange) out[field] += Number(t[letter] ?? 0);
          else
            for (const [attribute, value] of Object.entries(t)) {
              const m = /^([epc])_(\d{4})$/.exec(attribute);
              if (m && m[1] === letter && plan.wholeYear(Number(m[2]))) out[field] += Number(value);
            }
        }
      }
    }
    const sum = (item: Record<string, unknown> | undefined, counted: (at: string) => boolean) => {
      if (!item) return;
      for (const [attribute, value] of Object.entries(item)) {
        const m = /^([epc])_(\d{2}|\d{4})$/.exec(attribute);
        if (!m || !counted(m[2]!)) continue;
        const field = FIELDS.find(([, letter]) => letter === m[1])![0];
        out[field] += Number(value);
      }
    };
    const p = partition(slug, s);
    for (const part of plan.parts) {
      const inDays = (mmdd: string) => part.days.some(([f, t]) => mmdd >= f && mmdd <= t);
      if (!daysInMonthItems(s)) {
        // A user's year item: month totals (MM) and days (MMDD).
        sum(found.get(`${p}|Y#${part.year}`), (at) => (at.length === 2 ? part.months.includes(at) : inDays(at)));
        continue;
      }
      // A content's year item holds only month totals; its month items the days (DD).
      if (part.months.length) sum(found.get(`${p}|Y#${part.year}`), (at) => at.length === 2 && part.months.includes(at));
      for (const [f] of part.days) {
        const month = f.slice(0, 2);
        sum(found.get(`${p}|M#${part.year}${month}`), (at) => at.length === 2 && inDays(month + at));
      }
    }
    return out;
  });
}
