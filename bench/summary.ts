/**
 * The README's benchmark table (#43 §6: a full `npm run bench` regenerates it with
 * bench/results.json): one row per headline figure of a run, its floor, its ratio and whether its
 * target was met, a miss with the cause the run measured. Written between the markers below by
 * every full run; bench/summary.test.ts holds the README to the committed results.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { table, type Figure, type Results } from './results';

export const README = resolve(import.meta.dirname, '..', 'README.md');
export const SUMMARY_START = '<!-- bench-summary:start (written by `npm run bench`, from bench/results.json) -->';
export const SUMMARY_END = '<!-- bench-summary:end -->';

const HEADER = ['figure', 'value', 'floor', 'ratio', 'target'];

const amount = (f: Figure) => `${f.value}${f.unit === '/s' ? '' : ' '}${f.unit}`;
const verdict = (f: Figure) => (f.ok === undefined ? '—' : `${f.target}: ${f.ok ? 'met' : `**missed**${f.cause ? ` (cause: ${f.cause})` : ''}`}`);

/** A row of one figure; undefined when the run does not have it. */
function row(results: Results, label: string, key: string): Array<string | number> | undefined {
  const f = results.figures[key];
  if (!f) return undefined;
  return [label, amount(f), f.floor === undefined ? '' : `${f.floor} ${f.unit}`, f.ratio === undefined || f.unit === 'KiB' ? '' : `${f.ratio} ×`, verdict(f)];
}

/** The history pages: their range of ratios, and each miss (a page above its target, or its capacity outside the tolerance). */
function historyRows(results: Results): Array<Array<string | number>> {
  // `history.<page>.p50` and `history.<page>.capacity`, not the pages' parts (`history.<page>.rest.p50`…).
  const of = (what: 'p50' | 'capacity') => Object.entries(results.figures).filter(([k]) => k.split('.').length === 3 && k.startsWith('history.') && k.endsWith(`.${what}`));
  const latency = of('p50');
  if (!latency.length) return [];
  const size = results.settings?.history;
  const at = size === undefined ? 'the large history' : `${size.toLocaleString('en')} enrollments and marks`;
  const spread = (figures: Array<[string, Figure]>) => {
    const ratios = figures.map(([, f]) => f.ratio!).sort((a, b) => a - b);
    return `${ratios[0]} – ${ratios.at(-1)} ×`;
  };
  const misses = (figures: Array<[string, Figure]>) => {
    const missed = figures.filter(([, f]) => f.ok === false);
    return missed.length
      ? `**missed** by ${missed.length}: ${missed.map(([k, f]) => `${k.split('.')[1]} ${f.ratio} ×${f.cause ? ` (cause: ${f.cause})` : ''}`).join('; ')}`
      : 'met';
  };
  const accepted = latency.filter(([, f]) => f.ok && f.ratio! > 1.25).map(([k, f]) => `${k.split('.')[1]} ${f.ratio} × accepted (${f.target!.split('above it: ')[1]})`);
  return [
    [`every report page at ${at} vs 1,000 (p50), ${latency.length} cases`, '', '', spread(latency), `≤ 1.25 ×: ${misses(latency)}${accepted.length ? `; ${accepted.join('; ')}` : ''}`],
    [`read capacity of those pages at ${at} vs 1,000`, '', '', spread(of('capacity')), `within 10 %: ${misses(of('capacity'))}`],
  ];
}

/** DynamoDB calls of every route's example against its budget (hard targets). */
function callRows(results: Results): Array<Array<string | number>> {
  const calls = Object.entries(results.figures).filter(([k]) => k.startsWith('calls.') && k.endsWith('.function'));
  if (!calls.length) return [];
  const over = calls.filter(([, f]) => f.ok === false).map(([k]) => k.split('.')[1]);
  return [[`DynamoDB calls of ${calls.length} requests (each route's example; its budget in the route table)`, '', '', '', `within budget (hard): ${over.length ? `**missed**: ${over.join(', ')}` : 'met'}`]];
}

export function readmeSummary(results: Results): string {
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  const rows = [
    row(results, 'import to ready handler, SDK bundled, Node 22 (the runtime): median of the functions’ medians', 'cold.all.bundled.node22.import-median-of-medians'),
    row(results, '… and its 90th percentile over the functions', 'cold.all.bundled.node22.import-p90'),
    row(results, 'the same median on Node 20', 'cold.all.bundled.import-median-of-medians'),
    row(results, 'largest bundle loaded at cold start, SDK bundled (the stack’s packaging)', 'cold.all.bundled.largest-bundle'),
    row(results, 'largest bundle loaded at cold start, SDK external (for comparison)', 'cold.all.external.largest-bundle'),
    ...callRows(results),
    row(results, 'handler shell CPU per request, GET item', 'shell.get-item.cpu'),
    row(results, 'handler shell CPU per request, POST with a body', 'shell.post-body.cpu'),
    row(results, 'warm p50, item GET (4 connections)', 'warm.get-item.p50'),
    row(results, 'warm p50, list page of 50', 'warm.list-page-50.p50'),
    row(results, 'warm p50, general-v2 page of 50', 'warm.report-page-50.p50'),
    row(results, 'warm p50, time-off create', 'warm.timeoff-create.p50'),
    row(results, 'warm p50, time-off delete', 'warm.timeoff-delete.p50'),
    row(results, 'hot content: completions of one course per second (open loop)', 'hot.completions-per-s'),
    row(results, 'hot content: 5xx answers', 'hot.5xx'),
    row(results, 'hot content: counters against the recount', 'hot.counter-differences'),
    row(results, 'assign-course of 1,000 users', 'bulk.assign-1000.ms'),
    row(results, 'assign-course of 2 × 1,000 users (two calls)', 'bulk.assign-2x1000.ms'),
    row(results, 'enrollment rule on a group of 1,000 members', 'bulk.rule-1000.ms'),
    ...Object.keys(results.figures)
      .filter((k) => /^bulk\.rule-\d+\.ms$/.test(k) && k !== 'bulk.rule-1000.ms')
      .map((k) => row(results, `enrollment rule on ${Number(k.split('-')[1]!.split('.')[0]).toLocaleString('en')} members (a job)`, k)),
    row(results, 'member added → enrollment listed, p95', 'bulk.member-added.p95'),
    row(results, `migrate: the counters of ${results.settings ? results.settings.migrate.toLocaleString('en') : 'the'} enrollments rebuilt`, 'migrate.duration'),
    row(results, 'migrate: read capacity', 'migrate.read-capacity'),
    row(results, 'migrate: --verify', 'migrate.verify'),
    ...historyRows(results),
    row(results, 'webhook delivery, commit → receiver, p50', 'webhooks.delivery-latency.p50'),
  ].filter((r): r is Array<string | number> => r !== undefined);
  const { machine } = results;
  return [
    `Latest full run: ${results.generated_at.slice(0, 16).replace('T', ' ')} UTC, Node ${machine.node} (and the Lambda runtime's Node 22 for cold starts), ${machine.cpus} CPUs, load average ${load(machine.loadavg_at_start)} at the start and ${load(machine.loadavg_at_end)} at the end. Every route and figure: [\`bench/results.md\`](bench/results.md).`,
    '',
    table(HEADER, rows),
  ].join('\n');
}

/** The README with its benchmark block replaced by this run's. */
export function withSummary(readme: string, results: Results): string {
  const start = readme.indexOf(SUMMARY_START);
  const end = readme.indexOf(SUMMARY_END);
  if (start < 0 || end < start) throw new Error(`README.md has no benchmark block (${SUMMARY_START} … ${SUMMARY_END})`);
  return `${readme.slice(0, start + SUMMARY_START.length)}\n${readmeSummary(results)}\n${readme.slice(end)}`;
}

export function writeReadmeSummary(results: Results): void {
  writeFileSync(README, withSummary(readFileSync(README, 'utf8'), results));
}
