// unit: needs no DynamoDB Local (vitest.config.ts)
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startWithOneRetry, waitUntilReady } from '../../infra/local/process-start';

/**
 * How the test run starts DynamoDB Local and moto_server (#45, "Tests that fail under load, not
 * under bugs"): waited on until they answer, the process's exit ends the wait at once, a failed
 * start is tried once more, and the second failure shows what the process printed both times.
 */
const shell = (script: string) => spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe'] });

describe('starting a helper process', () => {
  it('waits as long as it takes to answer (polling), however many polls', async () => {
    let polls = 0;
    const child = shell('sleep 30');
    try {
      await waitUntilReady(child, async () => ++polls >= 4, { name: 'slow', limitMs: 60_000 });
      expect(polls).toBe(4);
    } finally {
      child.kill();
    }
  });

  it('a child that exits ends the wait at once, with what it printed', async () => {
    const started = Date.now();
    const child = shell('echo listening soon; echo "port taken" >&2; exit 3');
    const failure = await waitUntilReady(child, async () => false, { name: 'broken', limitMs: 60_000 }).catch((error) => error);
    expect(failure.message).toBe('broken exited with code 3 before it answered');
    expect(failure.output).toContain('listening soon');
    expect(failure.output).toContain('port taken');
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('a child that lives but never answers is killed at the limit', async () => {
    const child = shell('sleep 30');
    const failure = await waitUntilReady(child, async () => false, { name: 'mute', limitMs: 300 }).catch((error) => error);
    expect(failure.message).toBe('mute did not answer within 0.3 s');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
    expect(child.signalCode).toBe('SIGKILL');
  });

  it('a failed start is tried once more; a second success is the result', async () => {
    let attempts = 0;
    const result = await startWithOneRetry('flaky', async () => {
      attempts++;
      const child = shell(attempts === 1 ? 'exit 1' : 'sleep 30');
      await waitUntilReady(child, async () => attempts > 1, { name: 'flaky', limitMs: 60_000 });
      child.kill();
      return attempts;
    });
    expect(result).toBe(2);
  });

  it('two failed starts: one error naming both, with each attempt’s output', async () => {
    let attempts = 0;
    const failure = await startWithOneRetry('doomed', async () => {
      attempts++;
      await waitUntilReady(shell(`echo "attempt ${attempts}: no Java"; exit 2`), async () => false, { name: 'doomed', limitMs: 60_000 });
    }).catch((error) => error);
    expect(attempts).toBe(2);
    expect(failure.message).toMatch(/^doomed did not start, twice\./);
    expect(failure.message).toMatch(/--- first attempt ---\ndoomed exited with code 2 before it answered; its output:\nattempt 1: no Java/);
    expect(failure.message).toMatch(/--- second attempt ---\ndoomed exited with code 2 before it answered; its output:\nattempt 2: no Java/);
  });
});
