import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './repo-root';

/**
 * The source a function's bundle is built from: `functions/` and `shared/` as written, less the
 * zod checks that only the API Reference reads — `z.describe(…)` and `z.meta(…)`
 * (docs/decisions/performance.md, "Documentation checks left out of the functions").
 *
 * Why: in zod, `schema.check(z.describe('…'))` builds a second schema (a clone carrying the
 * check) and registers the text; a function builds every schema of the modules it imports at
 * its cold start, so the documentation of the area's fields cost every function of the area its
 * clones (a SCIM function: 60 of them). The document is built from the full source
 * (`buildOpenApiDocument`, prebuilt into the docs functions at bundle time), and nothing a
 * function runs reads that metadata: only `shared/openapi/` does (test/infra/lambda-source.test.ts
 * checks it). What a request is validated against is unchanged: neither check validates.
 *
 * The staged copy keeps every line where it was (a removed check leaves its line breaks), so a
 * minified stack trace maps to the same file:line; the bundles' source maps are pointed back at
 * the real files (`pointMapsAtSource`).
 */
export const STAGED_ROOT = join(REPO_ROOT, '.build', 'lambda-source');
const STAGED_TREES = ['functions', 'shared'] as const;

/** The zod checks left out: metadata for the document, no validation. */
const DOCUMENTATION_CHECKS = new Set(['describe', 'meta']);

const isDocumentationCheck = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'z' &&
  DOCUMENTATION_CHECKS.has(node.expression.name.text);

/** Only the line breaks of a removed range, so the lines after it keep their numbers. */
const blank = (text: string) => text.replace(/[^\n]/g, '');

/**
 * One file without its documentation checks. A `.check(…)` whose arguments are all such checks
 * goes; otherwise only those arguments go. A documentation check anywhere else (assigned, passed
 * to another function) is refused: the rule above would not hold for it.
 */
export function withoutDocumentationChecks(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'check') {
      const args = node.arguments;
      const gone = args.map(isDocumentationCheck);
      if (gone.length && gone.every(Boolean)) {
        ranges.push([node.expression.expression.getEnd(), node.getEnd()]);
        visit(node.expression.expression);
        return;
      }
      for (const [i, arg] of args.entries()) {
        if (!gone[i]) continue;
        // With the comma that separates it from a kept neighbour.
        const next = args.findIndex((_, j) => j > i && !gone[j]);
        ranges.push(next >= 0 ? [arg.getStart(file), args[next]!.getStart(file)] : [args[args.findLastIndex((_, j) => j < i && !gone[j])]!.getEnd(), arg.getEnd()]);
      }
      visit(node.expression);
      for (const [i, arg] of args.entries()) if (!gone[i]) visit(arg);
      return;
    }
    // The arguments a .check(…) loses are never visited: one reached here is elsewhere.
    if (isDocumentationCheck(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      throw new Error(`${fileName}:${line + 1}: a z.describe/z.meta outside a .check(…) call; infra/cdk/lambda-source.ts leaves only those out of a function's bundle`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // Merge overlapping ranges (neighbouring removed arguments), then cut from the end.
  const merged = ranges.sort((a, b) => a[0] - b[0]).reduce<Array<[number, number]>>((out, [start, end]) => {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
    return out;
  }, []);
  const edits: Array<[number, number, string]> = merged.map(([start, end]) => [start, end, blank(source.slice(start, end))]);
  if (DECLARATION_MODULE.test(fileName)) for (const at of pureDeclarations(file)) edits.push(at);
  if (fileName === ERROR_REGISTRY) for (const at of errorDescriptions(file)) edits.push(at);
  let text = source;
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) text = text.slice(0, start) + replacement + text.slice(end);
  return text;
}

/**
 * The modules that only declare: an area's schemas and routes (and the shared schema kernel).
 * Their top-level values are zod schemas and route objects, built at import and, unless a
 * function uses them, never read: esbuild keeps any call at module scope (it cannot know it has
 * no effect), so every function built every schema and route of its area. Marked pure, a value
 * no code of the function reaches is left out of its bundle; one it reaches is built where and
 * when it was (the same expression, called in place). The only effect lost with an unused value
 * is its entry in zod's registry of documentation (`named`, `constrained`), which only
 * `shared/openapi/` reads.
 */
const DECLARATION_MODULE = /^shared\/(?:[a-z-]+\/(?:schemas|routes|enums)|schemas\/[a-z-]+|db\/stored)\.ts$/;

function pureDeclarations(file: ts.SourceFile): Array<[number, number, string]> {
  const edits: Array<[number, number, string]> = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || ts.isArrowFunction(init) || ts.isFunctionExpression(init) || !callsSomething(init)) continue;
      edits.push([init.getEnd(), init.getEnd(), '))()'], [init.getStart(file), init.getStart(file), '/* @__PURE__ */ (() => (']);
    }
  }
  return edits;
}

const callsSomething = (node: ts.Node): boolean =>
  ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node) || (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node) && ts.forEachChild(node, callsSomething) === true);

/**
 * The error registry's descriptions: what docs/errors.md and the API Reference say of each code
 * (~6 KiB of text in every function). A function reads a code's `status` only (its messages are
 * written where it throws, never the description: test/infra/lambda-source.test.ts), so its copy
 * keeps the codes and statuses and an empty description (its line breaks kept).
 */
const ERROR_REGISTRY = 'shared/errors/error-codes.ts';

function errorDescriptions(file: ts.SourceFile): Array<[number, number, string]> {
  const edits: Array<[number, number, string]> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'description' && ts.isStringLiteralLike(node.initializer)) {
      const text = node.initializer.getText(file);
      edits.push([node.initializer.getStart(file), node.initializer.getEnd(), `''${blank(text)}`]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edits;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.isFile()) yield path;
  }
}

let staged = false;
/**
 * Writes the staged copy under `.build/lambda-source/` (once per process: a long-lived process
 * does not see later edits; a file already equal is not rewritten, and each write is a rename,
 * so processes bundling at the same time read whole files, which are the same from the same
 * source). A staged file whose source is gone is removed: a module moved into a folder (its
 * index file) must not resolve to its old copy.
 */
export function stageLambdaSource(again = false): void {
  if (staged && !again) return;
  const written = new Set<string>();
  for (const tree of STAGED_TREES) {
    for (const path of sourceFiles(join(REPO_ROOT, tree))) {
      const source = readFileSync(path, 'utf8');
      const text = path.endsWith('.ts') ? withoutDocumentationChecks(source, relative(REPO_ROOT, path)) : source;
      const target = join(STAGED_ROOT, relative(REPO_ROOT, path));
      written.add(target);
      if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
      mkdirSync(dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, target);
    }
    for (const path of sourceFiles(join(STAGED_ROOT, tree))) if (!written.has(path) && !path.endsWith('.tmp')) rmSync(path, { force: true });
  }
  staged = true;
}

/** A function's entry in the staged copy (an entry elsewhere, e.g. a benchmark's reference bundle, as it is). */
export function stagedEntry(entry: string): string {
  const absolute = resolve(REPO_ROOT, entry);
  const path = relative(REPO_ROOT, absolute);
  if (!STAGED_TREES.some((tree) => path.startsWith(`${tree}/`))) return absolute;
  stageLambdaSource();
  return join(STAGED_ROOT, path);
}

/** The bundle's source maps name the real files (`shared/…`), not the staged copies. */
export function pointMapsAtSource(outdir: string): void {
  const prefix = `${relative(REPO_ROOT, STAGED_ROOT)}/`;
  for (const path of sourceFiles(outdir)) {
    if (!path.endsWith('.map')) continue;
    const map = JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] };
    map.sources = map.sources.map((source) => source.replace(prefix, ''));
    writeFileSync(path, JSON.stringify(map));
  }
}
