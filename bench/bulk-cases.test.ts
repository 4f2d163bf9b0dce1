// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { pairCause } from './bulk';

/** #43 §3/§6: two calls of 1,000 above 2 × one say why, from the same rounds. */
describe('the cause of 2 x 1,000 above twice one', () => {
  it('is a step when the second 1,000 cost more than the first', () => {
    expect(pairCause(1600, 1600, 1900)).toBe(
      "the pair's first call took p50 1600 ms and its second 1900 ms, against 1600 ms for the single call: the second 1,000 cost 19 % more than the first, a step with the users already assigned",
    );
  });

  it('is no step when both calls of the pair were slower than the single one alike', () => {
    expect(pairCause(1591, 1646, 1650)).toBe(
      "the pair's first call took p50 1646 ms and its second 1650 ms, against 1591 ms for the single call: no step from the first 1,000 to the second; the pair's calls were +3.5 % and +3.7 % against the single one, each the same work",
    );
  });
});
