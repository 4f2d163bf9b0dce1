import { vi } from 'vitest';

/** Runs `run` while capturing what Powertools Metrics writes to stdout: the EMF blobs, parsed. */
export async function emfOf(run: () => Promise<unknown>): Promise<any[]> {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: any) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return written.flatMap((w) => w.split('\n')).filter((l) => l.includes('"_aws"')).map((l) => JSON.parse(l));
}
