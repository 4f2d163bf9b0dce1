import type { OrgRunResult, RunEvents } from '../../shared/migrations/runner';

/**
 * The runner's events as a progress bar per organization (one line each, redrawn in place on a
 * terminal, a line per page otherwise) and a summary. Used by `npm run migrate` and `npm start`.
 */
export function progressPrinter(out: NodeJS.WriteStream = process.stdout): RunEvents & { summary(results: OrgRunResult[], dryRun: boolean): string } {
  const totals = new Map<string, number>();
  const bar = (done: number, total: number) => {
    const width = 24;
    const filled = total === 0 ? width : Math.min(width, Math.round((done / total) * width));
    return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
  };
  const line = (text: string, final: boolean) => {
    if (out.isTTY) out.write(`\r\x1b[2K${text}${final ? '\n' : ''}`);
    else out.write(`${text}\n`);
  };
  return {
    onStart: (slug, id, remaining) => {
      totals.set(`${slug}/${id}`, remaining);
      line(`${slug} ${id} ${bar(0, remaining)}`, false);
    },
    onWait: (slug, id, ms) => line(`${slug} ${id} waits ${Math.ceil(ms / 1000)} s: the previous release's last requests may still write`, true),
    onProgress: (slug, id, p) => line(`${slug} ${id} ${bar(p.counted, totals.get(`${slug}/${id}`) ?? p.counted)} (${p.read} read)`, false),
    onDone: (slug, id, p) => line(`${slug} ${id} ${bar(p.counted, Math.max(p.counted, totals.get(`${slug}/${id}`) ?? p.counted))} done`, true),
    summary: (results, dryRun) => {
      const migrated = results.filter((r) => r.before !== 'done');
      const changed = results.reduce((n, r) => n + Object.values(r.changed).reduce((a, b) => a + b, 0), 0);
      return dryRun
        ? `dry run: ${migrated.length} of ${results.length} organizations have pending migrations, ${changed} items would change; nothing was written`
        : `migrations: ${results.length} organizations, ${migrated.length} migrated now, ${changed} items changed, ${results.filter((r) => r.after === 'done').length} done`;
    },
  };
}
