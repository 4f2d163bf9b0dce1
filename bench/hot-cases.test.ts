// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { ItemHolds, summarize, transactItemKeys } from './hot';
import type { OpenLoopSample } from './open-loop';
import { regressions, type Figure, type Results } from './results';

/** Issue #43 §4: the hot-content section's figures from its samples, and its model of DynamoDB's transaction conflicts. */
describe('hot content benchmark', () => {
  const at = (due: number, latency: number, status: number, extra: Partial<OpenLoopSample> = {}): OpenLoopSample => ({
    due,
    sent: due,
    end: due + latency,
    status,
    ...(status >= 200 && status < 300 ? { outcome: 'completed' } : {}),
    ...extra,
  });

  it('counts completions per second up to the last 2xx answer, 5xx apart from other non-2xx, failures by status and code', () => {
    // 8 answered 2xx (the last at 1,000 ms), a 503 contention, a 500, a 404, one without an answer.
    const samples = [
      ...Array.from({ length: 8 }, (_, i) => at(i * 100, i === 7 ? 300 : 20, 200)),
      at(800, 50, 503, { code: 'contention' }),
      at(850, 50, 500, { code: 'internal_error' }),
      at(900, 50, 404, { code: 'enrollment_not_found' }),
      at(950, 60_000, 0, { code: 'timeout' }),
    ];
    const s = summarize(samples, 10);
    expect(s).toMatchObject({ requests: 12, ok: 8, completed: 8, achieved: 8, serverErrors: 2, otherNon2xx: 1, noAnswer: 1, p50: 20, p95: 300 });
    expect(s.failures).toEqual([
      ['503 contention', 1],
      ['500 internal_error', 1],
      ['404 enrollment_not_found', 1],
      ['no answer timeout', 1],
    ]);
  });

  it('measures latency from the time due, so a late send counts against it', () => {
    const s = summarize([{ due: 0, sent: 400, end: 420, status: 200, outcome: 'completed' }], 1);
    expect(s.p50).toBe(420);
    expect(s.maxSendLag).toBe(400);
  });

  it('cancels a transaction naming an item another one holds, and holds nothing for it', () => {
    const holds = new ItemHolds(20);
    expect(holds.claim(['course', 'user-a'], 0)).toEqual([]);
    expect(holds.claim(['user-b', 'course'], 10)).toEqual([1]);
    // The cancelled one held nothing: user-b is free; the course is free once its hold is over.
    expect(holds.claim(['user-b'], 11)).toEqual([]);
    expect(holds.claim(['course', 'user-c'], 20)).toEqual([]);
  });

  it('reports a throughput (better: higher) as regressed when it falls by more than 20 %, not when it rises', () => {
    const rate = (value: number): Figure => ({ value, unit: '/s', compareBy: 'value', better: 'higher' });
    const previous = { mode: 'full', figures: { 'hot.completions-per-s': rate(200) } } as unknown as Results;
    expect(regressions(previous, { 'hot.completions-per-s': rate(150) })).toEqual(['hot.completions-per-s: value 200 → 150 /s']);
    expect(regressions(previous, { 'hot.completions-per-s': rate(170) })).toEqual([]);
    expect(regressions(previous, { 'hot.completions-per-s': rate(400) })).toEqual([]);
  });

  it('names the items of a transaction by table and key, whatever the operation', () => {
    const keys = transactItemKeys({
      TransactItems: [
        { Update: { TableName: 't', Key: { pk: 'A', sk: '1' } } },
        { Put: { TableName: 't', Item: { pk: 'B', sk: '2', other: 1 } } },
        { ConditionCheck: { TableName: 't', Key: { pk: 'C', sk: '3' } } },
      ],
    });
    expect(keys).toEqual(['t|A|1', 't|B|2', 't|C|3']);
  });
});
