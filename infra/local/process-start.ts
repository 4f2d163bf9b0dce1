import type { ChildProcess } from 'node:child_process';

/**
 * Starting a helper process (DynamoDB Local, moto_server) on a machine that may be busy (#45,
 * "Tests that fail under load, not under bugs"): what it printed is kept, readiness is polled (the
 * port answers), the process exiting ends the wait at once, and a start that fails is tried once
 * more; the second failure's error shows both attempts' output.
 */

/** The last 64 KB of a child's stdout and stderr, interleaved as they came (read continuously, so a chatty child never blocks on a full pipe). */
export function captureOutput(child: ChildProcess): () => string {
  const LIMIT = 64 * 1024;
  let text = '';
  const keep = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    if (text.length > LIMIT) text = text.slice(-LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

export class StartFailed extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

/**
 * Waits until `ready()` answers true, polling every 150 ms. Ends with StartFailed when the child
 * exits (or cannot be spawned) first, or when `limitMs` pass: a limit far above what a start
 * takes on a loaded machine (it only guards against a child that lives but never answers, which
 * a second start may cure).
 */
export async function waitUntilReady(child: ChildProcess, ready: () => Promise<boolean>, { name, limitMs }: { name: string; limitMs: number }): Promise<void> {
  const output = captureOutput(child);
  let ended: string | null = child.exitCode !== null ? `exited with code ${child.exitCode}` : null;
  child.once('exit', (code, signal) => (ended ??= `exited with ${signal ? `signal ${signal}` : `code ${code}`}`));
  child.once('error', (error) => (ended ??= `could not be started: ${error.message}`));
  const started = Date.now();
  for (;;) {
    if (ended) throw new StartFailed(`${name} ${ended} before it answered`, output());
    if (await ready().catch(() => false)) return;
    if (Date.now() - started > limitMs) {
      child.kill('SIGKILL');
      throw new StartFailed(`${name} did not answer within ${limitMs / 1000} s`, output());
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** `start()`, and once more if it fails; the second failure's error names both and shows what the process printed each time. */
export async function startWithOneRetry<T>(name: string, start: () => Promise<T>): Promise<T> {
  let first: unknown;
  try {
    return await start();
  } catch (error) {
    first = error;
    process.stderr.write(`${name}: ${describe(error)}; starting it once more\n`);
  }
  try {
    return await start();
  } catch (second) {
    throw new Error(`${name} did not start, twice.\n--- first attempt ---\n${describe(first)}\n--- second attempt ---\n${describe(second)}`, { cause: second });
  }
}

function describe(error: unknown): string {
  if (error instanceof StartFailed) return `${error.message}; its output:\n${error.output.trim() || '(nothing)'}`;
  return String((error as Error)?.stack ?? error);
}
