// unit: needs no DynamoDB Local (vitest.config.ts)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESULTS_JSON, type Results } from './results';
import { README, readmeSummary, SUMMARY_END, SUMMARY_START, withSummary } from './summary';

const committed = JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) as Results;

/** #43 §6: a full `npm run bench` regenerates bench/results.json and the README's table together. */
describe("the README's benchmark table", () => {
  it('is the one bench/results.json gives (a full run writes both)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(withSummary(readme, committed)).toBe(readme);
  });

  it('says which targets a run missed and why, and which it met', () => {
    const run: Results = structuredClone(committed);
    run.figures['warm.get-item.p50'] = { value: 4, unit: 'ms', floor: 2, ratio: 2, target: '≤ 1.3 × floor', ok: false, cause: 'the machine', compareBy: 'ratio' };
    run.figures['bulk.assign-1000.ms'] = { value: 1500, unit: 'ms', target: '≤ 2000 ms', ok: true, compareBy: 'value' };
    run.figures['calls.createUser.function'] = { value: 3, unit: 'calls', target: '≤ 2', ok: false, hard: true, compareBy: 'value' };
    run.figures['history.courses-range.p50'] = { value: 30, unit: 'ms', floor: 15, ratio: 2, target: '≤ 1.25 × (at 1000)', ok: false, cause: 'the engine', compareBy: 'ratio' };
    run.figures['history.courses-range.rest.p50'] = { value: 9, unit: 'ms', floor: 3, ratio: 3, compareBy: 'ratio', detail: true };
    run.settings = { history: 1_000_000, migrate: 100_000 };
    const text = readmeSummary(run);
    expect(text).toContain('| warm p50, item GET (4 connections) | 4 ms | 2 ms | 2 × | ≤ 1.3 × floor: **missed** (cause: the machine) |');
    expect(text).toContain('| assign-course of 1,000 users | 1500 ms |  |  | ≤ 2000 ms: met |');
    expect(text).toMatch(/within budget \(hard\): \*\*missed\*\*: createUser \|/);
    // One row per page: its parts (the rest, the replayed calls) are not pages.
    const pages = Object.keys(run.figures).filter((k) => /^history\.[^.]+\.p50$/.test(k)).length;
    expect(text).toContain(`every report page at 1,000,000 enrollments and marks vs 1,000 (p50), ${pages} cases`);
    expect(text).not.toContain('– 3 ×');
    expect(text).toContain('courses-range 2 × (cause: the engine)');
  });

  it('needs its markers in the README', () => {
    expect(() => withSummary('# no table here\n', committed)).toThrow(SUMMARY_START);
    expect(withSummary(`a\n${SUMMARY_START}\nold\n${SUMMARY_END}\nb\n`, committed)).toMatch(new RegExp(`^a\\n.*\\n${SUMMARY_END.replace(/[()`]/g, '\\$&')}\\nb\\n$`, 's'));
  });
});
