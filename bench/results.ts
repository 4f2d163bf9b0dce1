import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';

/** One measured figure; `floor` is the same measurement of the no-work baseline, in the same run. */
export interface Figure {
  value: number;
  unit: string;
  floor?: number;
  /** value / floor. */
  ratio?: number;
  /** The target, as text (`≤ 60 ms`, `≤ 1.5 × floor`). */
  target?: string;
  /** Whether the target is met; absent when the figure has none. */
  ok?: boolean;
  /** A hard target (DynamoDB round trips): missing it makes `npm run bench` exit non-zero. */
  hard?: boolean;
  /** What a regression is judged on: the ratio to the floor when there is one (less sensitive to machine load). */
  compareBy: 'value' | 'ratio';
  /** One of many similar figures (per function) summarized by another: not listed one by one in the summary. */
  detail?: boolean;
  /** Why the target was missed, from what the same run measured (printed with the miss). */
  cause?: string;
  /** A throughput (hot.completions-per-s): a regression is a fall, not a rise. Lower is better otherwise. */
  better?: 'higher';
}

export interface SectionResult {
  /** Figures keyed `<section>.<what>`; compared with the committed results.json. */
  figures: Record<string, Figure>;
  /** The section's table for results.md / the console. */
  markdown: string;
  notes?: string[];
  /** Problems that make the run fail whatever the figures (a route without a scenario, a request that did not succeed). */
  failures?: string[];
}

export interface Results {
  version: 1;
  generated_at: string;
  mode: 'full' | 'quick';
  machine: { node: string; cpus: number; loadavg_at_start: number[]; loadavg_at_end: number[] };
  sections: string[];
  /** The sizes the run used (absent in runs before 2026-11-28). */
  settings?: { history: number; migrate: number };
  figures: Record<string, Figure>;
  notes: string[];
}

export const RESULTS_JSON = resolve(import.meta.dirname, 'results.json');
export const RESULTS_MD = resolve(import.meta.dirname, 'results.md');

export function machine(loadAtStart: number[]): Results['machine'] {
  return { node: process.version, cpus: cpus().length, loadavg_at_start: loadAtStart.map((l) => Math.round(l * 100) / 100), loadavg_at_end: loadavg().map((l) => Math.round(l * 100) / 100) };
}

/**
 * The baseline: bench/results.json as committed (`git show HEAD:bench/results.json`), else the
 * working copy (not committed yet, or no git), else none.
 */
export function readPrevious(): (Results & { source: string }) | null {
  try {
    const committed = execFileSync('git', ['show', 'HEAD:bench/results.json'], { cwd: resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'ignore'] });
    return { ...(JSON.parse(committed.toString('utf8')) as Results), source: 'committed bench/results.json' };
  } catch {
    // fall through
  }
  if (!existsSync(RESULTS_JSON)) return null;
  try {
    return { ...(JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as Results), source: 'bench/results.json (not committed)' };
  } catch {
    return null;
  }
}

/** Figures more than 20 % worse than the committed results.json (lower is better for every figure but a `better: 'higher'` one). */
export function regressions(previous: Results | null, current: Record<string, Figure>, tolerance = 0.2): string[] {
  if (!previous) return [];
  const out: string[] = [];
  for (const [key, now] of Object.entries(current)) {
    const before = previous.figures[key];
    if (!before) continue;
    // Per-function timings are too noisy one by one; their aggregates (cold.all.*) are compared.
    if (now.detail && now.unit === 'ms') continue;
    const by = now.compareBy === 'ratio' && now.ratio !== undefined && before.ratio !== undefined ? 'ratio' : 'value';
    const a = by === 'ratio' ? before.ratio! : before.value;
    const b = by === 'ratio' ? now.ratio! : now.value;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    // Counts of calls regress at +1 even when small; other figures at +20 %.
    // Counts of calls regress at +1; other figures at +20 %, and times by at least 0.1 ms (CPU
    // figures of a few microseconds move by more than 20 % between runs).
    const minimum = by === 'value' && now.unit === 'ms' ? 0.1 : 0;
    const worse = now.better === 'higher' ? b < a * (1 - tolerance) : now.unit === 'calls' ? b > a : a > 0 && b > a * (1 + tolerance) && b - a >= minimum;
    if (worse) out.push(`${key}: ${by} ${a} → ${b}${by === 'value' ? ` ${now.unit}` : ' × floor'}${previous.mode !== 'full' ? ` (previous run was ${previous.mode})` : ''}`);
  }
  return out;
}

export function writeResults(results: Results, markdown: string): void {
  writeFileSync(RESULTS_JSON, JSON.stringify(results, null, 2) + '\n');
  writeFileSync(RESULTS_MD, markdown);
}

/** A markdown table from a header and rows. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.map((c) => String(c)).join(' | ')} |`;
  return [line(header), line(header.map((h) => (/^(value|floor|ratio|size|median|p50|p99|calls|N|ms|KiB)/i.test(h) ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

export const mark = (ok: boolean | undefined): string => (ok === undefined ? '' : ok ? 'ok' : '**MISS**');
