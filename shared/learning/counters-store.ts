import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get';
import { db, tableName } from '../db/client';
import { keyId } from '../db/ids';
import { entityKey } from '../db/prefixes';

/**
 * Report counters of the courses, tracks and users learning reports (issue #19): per content
 * and per user, how many enrollments there are, how many are in progress and how many are
 * completed, bucketed by the enrollment's LOCAL date in the organization's zone (the date the
 * `from_date`/`to_date` filters compare, contract 4.2). Kept in the same transaction as every
 * write that creates an enrollment or changes its status (learning-enrollments.ts), with
 * `ADD`, so they are exact under concurrency: two writers add, neither overwrites.
 *
 * Two items per subject (a content or a user), `ORG#<slug>#LEARNING_COUNTER#<CONTENT|USER>#<id>`:
 * - sk `TOTAL`: all-time `e`, `p`, `c` (enrolled, in progress, completed) and the same per
 *   local year, `e_<YYYY>` … — small: three numbers per year with enrollments.
 * - sk `Y#<YYYY>`: per local day of that year, `e_<MMDD>`, `p_<MMDD>`, `c_<MMDD>` — at most
 *   366 × 3 numbers (≈ 15 KB), whatever the number of enrollments.
 * So the counters of one row over ANY range are at most three items: the total (no range,
 * whole years, open sides) and the year items of a partial first and last year. The reports
 * read them for a whole page with BatchGetItem: ⌈rows × keys / 100⌉ calls, keys ∈ 1..3.
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
      add(yearKey(slug, d.subject, year), `${letter}_${day}`, n);
    }
  }
  return items;
}

export function counterUpdateParts(slug: string, deltas: readonly CounterDelta[]): TransactPart[] {
  const items = sumsPerItem(slug, deltas);
  const parts: TransactPart[] = [];
  for (const { key, adds } of items.values()) {
    const nonZero = [...adds].filter(([, n]) => n !== 0);
    if (nonZero.length === 0) continue;
    const names: Record<string, string> = { '#entity': 'entity' };
    const values: Record<string, unknown> = { ':entity': 'learning_counter' };
    const clauses = nonZero.map(([attribute, n], i) => {
      names[`#a${i}`] = attribute;
      values[`:v${i}`] = n;
      return `#a${i} :v${i}`;
    });
    parts.push({
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET #entity = :entity ADD ${clauses.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
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

/** The counter items (pk|sk) that deltas would touch: for sizing transactions before writing. */
export function counterItemIds(slug: string, subject: CounterSubject, date: string): string[] {
  const p = partition(slug, subject);
  return [`${p}|${TOTAL}`, `${p}|Y#${date.slice(0, 4)}`];
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
}

/**
 * Which items answer a range: the partial first / last years from their year items, every
 * other year of the range whole from the total item's per-year numbers (an open side: every
 * year the total has on that side), and no range at all from the all-time numbers.
 */
export function counterPlan(range: LocalRange): { total: boolean; parts: YearPart[]; wholeYear: (year: number) => boolean } {
  const { from, to } = range;
  if (from === undefined && to === undefined) return { total: true, parts: [], wholeYear: () => true };
  const fy = from === undefined ? -Infinity : Number(from.slice(0, 4));
  const ty = to === undefined ? Infinity : Number(to.slice(0, 4));
  const mmdd = (date: string) => date.slice(5, 7) + date.slice(8, 10);
  const parts: YearPart[] = [];
  const headPartial = from !== undefined && mmdd(from) !== '0101';
  const tailPartial = to !== undefined && mmdd(to) !== '1231';
  if (fy === ty) {
    if (headPartial || tailPartial) parts.push({ year: from!.slice(0, 4), from: mmdd(from!), to: mmdd(to!) });
  } else {
    if (headPartial) parts.push({ year: from!.slice(0, 4), from: mmdd(from!), to: '1231' });
    if (tailPartial) parts.push({ year: to!.slice(0, 4), from: '0101', to: mmdd(to!) });
  }
  const partial = new Set(parts.map((p) => Number(p.year)));
  const wholeYear = (y: number) => y >= fy && y <= ty && !partial.has(y);
  // The total item is needed when some year is counted whole.
  const total = fy !== ty ? !(Number.isFinite(fy) && Number.isFinite(ty) && ty - fy === 1 && headPartial && tailPartial) : !(headPartial || tailPartial);
  return { total, parts, wholeYear };
}

/** Counters of each subject over a local-date range, in the order given; one BatchGet per 100 keys. */
export async function readCounters(slug: string, subjects: readonly CounterSubject[], range: LocalRange): Promise<CounterValues[]> {
  const plan = counterPlan(range);
  const keys = new Map<string, { pk: string; sk: string }>();
  const want = (key: { pk: string; sk: string }) => keys.set(`${key.pk}|${key.sk}`, key);
  for (const s of subjects) {
    if (plan.total) want(totalKey(slug, s));
    for (const part of plan.parts) want(yearKey(slug, s, part.year));
  }
  const found = new Map((await batchGet([...keys.values()])).map((item) => [`${item.pk}|${item.sk}`, item]));
  const noRange = range.from === undefined && range.to === undefined;
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
    for (const part of plan.parts) {
      const y = found.get(`${partition(slug, s)}|Y#${part.year}`);
      if (!y) continue;
      for (const [attribute, value] of Object.entries(y)) {
        const m = /^([epc])_(\d{4})$/.exec(attribute);
        if (!m || m[2]! < part.from || m[2]! > part.to) continue;
        const field = FIELDS.find(([, letter]) => letter === m[1])![0];
        out[field] += Number(value);
      }
    }
    return out;
  });
}

