// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A comment that names a `.ts` file names one that exists (#31 §5): a rename that leaves its
 * readers pointed at nothing fails here. A name resolves from the repository root or from the
 * commenting file's folder; a bare file name (`counters-store.ts`) must exist somewhere.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const sources = tracked.filter((f) => f.endsWith('.ts') && !f.startsWith('shared/client/api-types') && existsSync(join(ROOT, f)));
const names = new Set(tracked.map((f) => basename(f)));

/** The text of a line's comment (`//`, or a line of a `/* … *​/` block), if it has one. */
const commentOf = (line: string): string | undefined => line.match(/^\s*(?:\/\/|\/\*\*?|\*)(.*)$/)?.[1] ?? line.match(/\s\/\/\s(.*)$/)?.[1];
/** A path with folders (from the root, or starting with ./ or ../) or a bare file name; not a suffix pattern such as `-store.ts`. */
const TS_PATH = /(?<![\w/.*-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.ts)\b/g;

function missingPaths(file: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    const comment = commentOf(line);
    if (!comment) return;
    for (const [, ref] of comment.matchAll(TS_PATH)) {
      if (ref!.startsWith('-')) continue;
      const found = ref!.includes('/') ? existsSync(join(ROOT, ref!)) || existsSync(join(ROOT, dirname(file), ref!)) : names.has(ref!);
      if (!found) out.push(`${file}:${i + 1}: ${ref}`);
    }
  });
  return out;
}

describe('comments name files that exist (#31 §5)', () => {
  it('no comment of a .ts file names a .ts file that does not exist', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.flatMap((file) => missingPaths(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('is live: a comment naming a missing file, by path or by name, is reported; a real one is not', () => {
    const text = ['// see shared/db/no-such-file.ts', ' * and (no-such-name.ts)', '/** the kernel: shared/http/handler.ts, ./comment-paths.test.ts */', 'const a = "x.ts"; // ok'].join('\n');
    expect(missingPaths('test/structure/example.ts', text)).toEqual([
      'test/structure/example.ts:1: shared/db/no-such-file.ts',
      'test/structure/example.ts:2: no-such-name.ts',
    ]);
  });
});
