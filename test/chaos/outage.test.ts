import { describe, it } from 'vitest';
import { sleep } from '../../infra/local/concurrency';
import { useGateway } from '../support/http';
import { outageUnderTraffic, useOwnDatabase } from './outage-scenario';

/**
 * The chaos test of #33 (`npm run chaos`; docs in the README): 8 clients, the database stopped for
 * 10 s (outage-scenario.ts). test/chaos/outage-short.test.ts is its variant in the ordinary suite.
 */
const LEAD_MS = Number(process.env.CHAOS_LEAD_MS ?? 3_000);
const OUTAGE_MS = Number(process.env.CHAOS_OUTAGE_MS ?? 10_000);
const TAIL_MS = Number(process.env.CHAOS_TAIL_MS ?? 4_000);

const database = useOwnDatabase('learning-people-chaos');
const { call } = useGateway();

describe('a 10 s database outage under 8 concurrent clients', () => {
  it('answers only 503 with Retry-After meanwhile, and loses, doubles or locks nothing', async () => {
    await outageUnderTraffic({
      call,
      database,
      clients: 8,
      assignable: 200,
      enrolled: 60,
      lead: () => sleep(LEAD_MS),
      outage: () => sleep(OUTAGE_MS),
      tail: () => sleep(TAIL_MS),
    });
  }, 240_000);
});
