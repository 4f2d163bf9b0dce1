// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** The headings (`#` to `######`) of each decision file, by file name. */
const DECISIONS = join(ROOT, 'docs/decisions');
const decisionHeadings = new Map(
  readdirSync(DECISIONS)
    .filter((f) => f.endsWith('.md'))
    .map((f) => [f, new Set([...readFileSync(join(DECISIONS, f), 'utf8').matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1]!))]),
);

/** A decision cited in a comment: `docs/decisions/<file>.md`, optionally followed by `, "<heading>"`. */
const DECISION = /docs\/decisions\/([\w.-]+\.md)(?:,\s*"([^"]+)")?/g;
/** The former single file, now a table of pointers: a comment cites the file and heading the decision is in. */
const FORMER = /docs\/decisions\.md|(?<![\w/])decisions\.md/;

/**
 * Decision citations of a file's comments that point at nothing: a file of docs/decisions/ that
 * does not exist, a heading that file does not have (a citation may run over the comment's
 * lines), or the former single file.
 */
function brokenCitations(file: string, text: string, headings = decisionHeadings): string[] {
  const out: string[] = [];
  // Consecutive comment lines read as one text (a citation may wrap); each run keeps its first line number.
  const runs: Array<{ line: number; text: string }> = [];
  let previous = -2;
  text.split('\n').forEach((line, i) => {
    const comment = commentOf(line);
    if (comment === undefined) return;
    if (previous === i - 1 && runs.length) runs[runs.length - 1]!.text += ` ${comment.trim()}`;
    else runs.push({ line: i + 1, text: comment.trim() });
    previous = i;
  });
  for (const run of runs) {
    if (FORMER.test(run.text)) out.push(`${file}:${run.line}: cites the former decisions file, not docs/decisions/<file>.md`);
    for (const [, name, heading] of run.text.matchAll(DECISION)) {
      const known = headings.get(name!);
      if (!known) out.push(`${file}:${run.line}: docs/decisions/${name} does not exist`);
      else if (heading !== undefined && !known.has(heading)) out.push(`${file}:${run.line}: docs/decisions/${name} has no heading "${heading}"`);
    }
  }
  return out;
}

describe('comments cite decisions that exist (#31 §5)', () => {
  it('every `docs/decisions/<file>.md, "<heading>"` of a comment names a file of docs/decisions/ and one of its headings', () => {
    expect(decisionHeadings.size).toBeGreaterThan(10);
    expect(sources.flatMap((file) => brokenCitations(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('is live: a missing file, a missing heading (also over two lines) and the former file are reported; real ones are not', () => {
    const headings = new Map([['security.md', new Set(['Security (#16)', 'Login throttling'])]]);
    const text = [
      '// see docs/decisions/security.md, "Login throttling" and docs/decisions/security.md',
      ' * (docs/decisions/no-such.md, "Login throttling")',
      '/** docs/decisions/security.md, "Login limits" */',
      ' * rules (docs/decisions/security.md,',
      ' * "Security (#17)").',
      'const x = 1;',
      '// docs/decisions.md, "Security (#16)"',
    ].join('\n');
    expect(brokenCitations('a.ts', text, headings)).toEqual([
      'a.ts:1: docs/decisions/no-such.md does not exist',
      'a.ts:1: docs/decisions/security.md has no heading "Login limits"',
      'a.ts:1: docs/decisions/security.md has no heading "Security (#17)"',
      'a.ts:7: cites the former decisions file, not docs/decisions/<file>.md',
    ]);
  });
});

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

/**
 * Citations of a section of the guides (#44 §5): `docs/deploy.md, "Upgrading"`, `deploy.md
 * "Upgrading"` and the like, in code comments and in every Markdown file, name a heading the guide
 * has (a citation may wrap over lines; whitespace inside the quotes is read as one space).
 */
const GUIDES = ['deploy.md', 'security.md', 'operations.md', 'contributing.md', 'errors.md'];
const guideHeadings = new Map(
  GUIDES.filter((f) => existsSync(join(ROOT, 'docs', f))).map((f) => [f, new Set([...readFileSync(join(ROOT, 'docs', f), 'utf8').matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1]!))]),
);
const GUIDE_CITATION = new RegExp(`(?<![\\w/])(?:docs/)?(${GUIDES.map((g) => g.replace('.', '\\.')).join('|')})[,)]?\\s*[("]?\\s*"([^"]+)"`, 'g');

function brokenGuideCitations(file: string, text: string, headings = guideHeadings): string[] {
  // Comment continuations (`*`, `//`) and line breaks read as one space, so a wrapped citation is whole.
  const flat = text.replace(/\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
  const out: string[] = [];
  for (const [, guide, heading] of flat.matchAll(GUIDE_CITATION)) {
    const name = heading!.replace(/\s+/g, ' ');
    if (!headings.get(guide!)?.has(name)) out.push(`${file}: ${guide} has no heading "${name}"`);
  }
  return out;
}

describe('citations of the guides name headings they have (#44 §5)', () => {
  const markdown = tracked.filter((f) => f.endsWith('.md') && existsSync(join(ROOT, f)));

  it('in every comment of the code and every Markdown file', () => {
    expect(guideHeadings.get('deploy.md')?.size).toBeGreaterThan(10);
    // This file's own examples (below) are broken on purpose.
    const files = [...sources, ...markdown].filter((file) => file !== 'test/structure/comment-paths.test.ts');
    expect(files.flatMap((file) => brokenGuideCitations(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('is live: a heading the guide lacks, or a guide named for another\'s heading, is reported; a wrapped real one is not', () => {
    const headings = new Map([
      ['deploy.md', new Set(['WAF and logs', 'Per-organization fairness (two deploys)'])],
      ['security.md', new Set(['Abuse and rate limits'])],
    ]);
    const text = [
      ' * the rules (docs/security.md, "WAF"): common',
      ' * (docs/deploy.md, "Per-organization',
      ' * fairness (two deploys)") and deploy.md "WAF and logs"',
      'see [the guide](deploy.md) "Rolling back"',
    ].join('\n');
    expect(brokenGuideCitations('a.ts', text, headings)).toEqual(['a.ts: security.md has no heading "WAF"', 'a.ts: deploy.md has no heading "Rolling back"']);
  });
});

describe('the decisions index lists every decision file (#44 §5)', () => {
  it('docs/decisions/README.md links each file of docs/decisions/ once, and nothing else', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\(([\w.-]+\.md)\)/g)].map((m) => m[1]!);
    const files = readdirSync(DECISIONS).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect([...new Set(linked)].sort()).toEqual(files.sort());
    expect(linked.length).toBe(new Set(linked).size);
  });
});

/**
 * Code names in comments (#44 §5): a camelCase word of a comment (`listUsersPage`, getSignInByEmail)
 * is an identifier of the code, so a rename that leaves comments naming the old function fails
 * here. Names that belong to other projects or to the record of how code looked before are listed.
 */
const NOT_OURS = new Set([
  // Other libraries and specifications: middy, luxon, Node, the AWS SDK and CDK, RFC 7644, Entra ID.
  'createError', 'fixOffset', 'makeDTF', 'localStorage', 'autoSelectFamily', 'finalizeRequest', 'suppressTemplateIndentation', 'compValue', 'aadOptscim062020',
  'streamifyResponse', 'handlerBody',
  // Words and patterns, not names: npm's devDependency, the case itself, the gsi<N>pk pattern, a generated operation id.
  'devDependency', 'camelCase', 'gsiNpk', 'userCreated',
  // How a store wrote its items before the entity kernel (test/db/entity-items.test.ts compares with it).
  'requestKey', 'requestIndexAttributes', 'keyLock', 'definitionKey',
]);
const CAMEL = /(?<![\w./#@$-])([a-z][a-z0-9]*[A-Z][a-zA-Z0-9]*)(?![\w$-]|\.\w)/g;

function unknownNames(files: Array<{ file: string; text: string }>): string[] {
  const code = new Set<string>();
  const cited: Array<[string, number, string]> = [];
  for (const { file, text } of files)
    text.split('\n').forEach((line, i) => {
      const comment = commentOf(line);
      if (comment === undefined) for (const [name] of line.matchAll(/[A-Za-z_$][\w$]*/g)) code.add(name);
      else for (const [, name] of comment.matchAll(CAMEL)) cited.push([file, i + 1, name!]);
    });
  return cited.filter(([, , name]) => !code.has(name) && !NOT_OURS.has(name)).map(([file, line, name]) => `${file}:${line}: ${name}`);
}

describe('comments name code that exists (#44 §5)', () => {
  it('every camelCase name of a comment is an identifier of the code (or listed as another project\'s)', () => {
    const files = sources.filter((file) => file !== 'test/structure/comment-paths.test.ts').map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
    expect(unknownNames(files)).toEqual([]);
  });

  it('is live: a comment naming a function nobody defines is reported; a defined one is not', () => {
    const files = [{ file: 'a.ts', text: ['/** Reads with getSignIn, not signInByEmail. */', 'export function getSignIn() {}'].join('\n') }];
    expect(unknownNames(files)).toEqual(['a.ts:1: signInByEmail']);
  });
});

