// unit: needs no DynamoDB Local
import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { packBatches, runDisjoint } from '../../shared/migrations/counters';
import type { EnrollmentRecord } from '../../shared/learning/enrollments-store';

/**
 * How the counters migration packs and schedules a page's transactions (shared/migrations/
 * counters.ts; docs/decisions/migrations-speed.md): the transaction cap, every enrollment once,
 * and the scheduler's promises (bounded, never two transactions on one counter item at once,
 * nothing left writing when a run fails). The writes themselves are tested against DynamoDB
 * Local in runner.test.ts and upgrade.test.ts.
 */
const ZONE = 'America/Bogota';

function page(n: number, courses: number): Array<{ record: EnrollmentRecord; sk: string }> {
  return Array.from({ length: n }, (_, i) => {
    const id = `E${String((i * 7919) % 100_000).padStart(6, '0')}`;
    return {
      sk: id,
      record: {
        id,
        user_id: `U${i % 300}`,
        content_type: 'course',
        content_id: `C${(i * 13) % courses}`,
        enrolled_at: new Date(Date.UTC(2022 + (i % 5), i % 12, 1 + (i % 28))).toISOString(),
        status: (['not_started', 'in_progress', 'completed'] as const)[i % 3]!,
        progress: 0,
      },
    };
  });
}

describe('counters migration: packing a page', () => {
  it('every uncounted enrollment once, every transaction within 100 items, a content shared by many enrollments of one transaction', () => {
    const entries = page(500, 10);
    const batches = packBatches('acme', ZONE, entries);
    expect(batches.flatMap((b) => b.entries.map((e) => e.sk)).sort()).toEqual(entries.map((e) => e.sk).sort());
    for (const b of batches) expect(b.entries.length + b.counters.size).toBeLessThanOrEqual(100);
    // Sorted by content: a transaction carries enrollments of one or two contents, not of ten.
    for (const b of batches) expect(new Set(b.entries.map((e) => e.record.content_id)).size).toBeLessThanOrEqual(2);
    expect(500 / batches.length).toBeGreaterThan(20);
  });
});

describe('counters migration: running a page’s transactions', () => {
  const batch = (name: string, counters: string[]) => ({ entries: [{ sk: name } as { record: EnrollmentRecord; sk: string }], counters: new Set(counters) });

  it('at most `limit` at once, never two on one counter item, every batch once; returns the sum', async () => {
    const batches = Array.from({ length: 40 }, (_, i) => batch(`b${i}`, [`c${i % 5}`, `u${i}`]));
    const inFlight = new Set<string>();
    let most = 0;
    const ran: string[] = [];
    const total = await runDisjoint(batches, 4, async (b) => {
      const name = b.entries[0]!.sk;
      for (const other of inFlight) for (const id of b.counters) expect(batches.find((x) => x.entries[0]!.sk === other)!.counters.has(id), `${name} and ${other} share ${id}`).toBe(false);
      inFlight.add(name);
      most = Math.max(most, inFlight.size);
      await sleep(1 + (name.length % 3));
      inFlight.delete(name);
      ran.push(name);
      return 2;
    });
    expect(total).toBe(80);
    expect(ran.sort()).toEqual(batches.map((b) => b.entries[0]!.sk).sort());
    // Five disjoint groups and a limit of four: four at once, not one.
    expect(most).toBe(4);
  });

  it('a failure starts nothing more, waits for the ones in flight, then rejects with the first error', async () => {
    const batches = Array.from({ length: 20 }, (_, i) => batch(`b${i}`, [`u${i}`]));
    const started: string[] = [];
    let settled = 0;
    const run = runDisjoint(batches, 3, async (b) => {
      const name = b.entries[0]!.sk;
      started.push(name);
      if (name === 'b1') {
        await sleep(1);
        throw new Error('throttled');
      }
      await sleep(30);
      settled++;
      return 1;
    });
    await expect(run).rejects.toThrow('throttled');
    // b0 and b2 were in flight when b1 failed: they finished (the run rejected only after), nothing else started.
    expect(started).toEqual(['b0', 'b1', 'b2']);
    expect(settled).toBe(2);
  });
});
