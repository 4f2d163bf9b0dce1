import { describe, expect, it } from 'vitest';
import { useGateway } from '../support/http';
import { outageUnderTraffic, useOwnDatabase, type TrafficView } from './outage-scenario';

/**
 * #45 "Chaos in CI": the chaos test's variant in the ordinary suite (`npm test`; the 10-second one
 * stays `npm run chaos`). 4 clients (one of each kind of write), the database stopped for a few
 * seconds and started again on the same data. Each phase ends on what the traffic shows, never a
 * guessed delay: before the outage, until every client has had a write acknowledged; the outage,
 * until every client has been answered 503 twice (each honours its Retry-After in between, so it
 * lasts a few seconds); after it, until every client has had a write acknowledged that it sent
 * after the restart. outage-scenario.ts then asserts: only 503 with Retry-After during it, every
 * acknowledged write read back, balances and counters equal to a recount, no key stuck.
 */
const CLIENTS = 4;

const database = useOwnDatabase('learning-people-chaos-short');
const { call } = useGateway();

/** Resolves once `done(view)` holds, looking again at each answer a client gets. */
function when(done: (view: TrafficView) => boolean) {
  return async (view: TrafficView) => {
    while (!done(view)) await view.next();
  };
}
const everyClient = (view: TrafficView, count: (client: number) => number, atLeast: number) =>
  Array.from({ length: view.clients }, (_, c) => count(c)).every((n) => n >= atLeast);

describe('a database outage of a few seconds under 4 concurrent clients', () => {
  it('answers only 503 with Retry-After meanwhile, and loses, doubles or locks nothing', async () => {
    const answers = await outageUnderTraffic({
      call,
      database,
      clients: CLIENTS,
      assignable: 40,
      enrolled: 20,
      lead: when((view) => everyClient(view, (c) => view.answers.filter((a) => a.client === c && a.status < 300).length, 1)),
      outage: when((view) => {
        const { from } = view.outage()!;
        return everyClient(view, (c) => view.answers.filter((a) => a.client === c && a.sentAt > from && a.status === 503).length, 2);
      }),
      tail: when((view) => {
        const { to } = view.outage()!;
        return everyClient(view, (c) => view.answers.filter((a) => a.client === c && a.sentAt > to && a.status < 300).length, 1);
      }),
    });
    // Every client met the outage and came through it.
    for (let c = 0; c < CLIENTS; c++) expect(answers.filter((a) => a.client === c && a.status === 503).length, `client ${c}`).toBeGreaterThanOrEqual(2);
  }, 90_000);
});
