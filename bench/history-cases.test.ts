// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { callTime, HISTORY_CASES, missingHistoryCases, stepCause } from './history';

/**
 * Issue #19 §2: the history benchmark covers every report endpoint (each learning report with
 * and without a date range); a report route added without a case fails the benchmark.
 */
describe('history benchmark cases', () => {
  it('cover every report route of the route table', () => {
    expect(missingHistoryCases()).toEqual([]);
  });

  it('name a route that loses its case, or a learning report that loses its ranged or open case', () => {
    const withoutTracks = HISTORY_CASES.filter((c) => c.route !== 'learningTracksReport');
    expect(missingHistoryCases(withoutTracks)).toEqual(['learningTracksReport']);
    const withoutRangedUsers = HISTORY_CASES.filter((c) => !(c.route === 'learningUsersReport' && c.ranged));
    expect(missingHistoryCases(withoutRangedUsers)).toEqual(['learningUsersReport (with and without a date range)']);
    const withoutDaily = HISTORY_CASES.filter((c) => c.route !== 'attendanceDailyReport');
    expect(missingHistoryCases(withoutDaily)).toEqual(['attendanceDailyReport']);
  });
});

/**
 * #43 §6: a history page above its target says why, from the same run: the engine's step when
 * the page's own DynamoDB calls, replayed alone, take it; otherwise that the engine does not explain it.
 */
describe('the cause of a history page above its target', () => {
  it('is the engine when the page\'s own calls take the step, the rest stays within the target and the read units are the same', () => {
    const cause = stepCause({ qa: 9, qb: 18, insideA: 10, insideB: 20, outsideA: 5, outsideB: 6, capacityOk: true });
    expect(cause).toContain('its DynamoDB calls went 10 → 20 ms (× 2) and the rest 5 → 6 ms (× 1.2)');
    expect(cause).toContain("DynamoDB Local's time for the same calls");
  });

  it('is neither part when each part of the page stays within the target and only the page took the step', () => {
    expect(stepCause({ qa: 6, qb: 7, insideA: 6.4, insideB: 6.5, outsideA: 2.6, outsideB: 2.7, capacityOk: true })).toMatch(/neither part took the step/);
    // Calls a little slower, and more so than the rest, are not the engine's step (1,000,000, 14:14 UTC 2026-11-28: the open courses page at 1.36 ×).
    expect(stepCause({ qa: 6.63, qb: 7.16, insideA: 6.72, insideB: 6.95, outsideA: 2.78, outsideB: 2.93, capacityOk: true })).toMatch(/neither part took the step/);
  });

  it('is not the engine when the rest of the page takes the step or grows beyond the target, or the read units grew', () => {
    expect(stepCause({ qa: 9, qb: 10, insideA: 10, insideB: 11, outsideA: 5, outsideB: 15, capacityOk: true })).toMatch(/not explained by the engine$/);
    expect(stepCause({ qa: 9, qb: 30, insideA: 10, insideB: 30, outsideA: 5, outsideB: 7, capacityOk: true })).toMatch(/not explained by the engine$/);
    expect(stepCause({ qa: 9, qb: 18, insideA: 10, insideB: 20, outsideA: 5, outsideB: 6, capacityOk: false })).toMatch(/not explained by the engine$/);
  });
});

/** A request's time inside DynamoDB: its calls' intervals, overlapping ones counted once. */
describe('callTime', () => {
  it('counts overlapping calls once and gaps not at all', () => {
    expect(callTime([])).toBe(0);
    expect(callTime([{ start: 0, end: 2 }, { start: 5, end: 6 }])).toBe(3);
    expect(callTime([{ start: 5, end: 9 }, { start: 0, end: 2 }, { start: 6, end: 8 }, { start: 7, end: 10 }])).toBe(7);
  });
});
