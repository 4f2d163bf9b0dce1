// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { HISTORY_CASES, missingHistoryCases } from './history';

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
