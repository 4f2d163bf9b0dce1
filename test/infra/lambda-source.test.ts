// unit: needs no DynamoDB Local
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { stageLambdaSource, STAGED_ROOT, withoutDocumentationChecks } from '../../infra/cdk/lambda-source';
import { REPO_ROOT } from '../../infra/cdk/repo-root';
import type { LambdaRoute } from '../../shared/http/route-types';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { LAMBDA_ROUTES } from '../../shared/routes';

/**
 * A function is bundled from its source less the zod checks only the API Reference reads
 * (infra/cdk/lambda-source.ts; docs/decisions/performance.md, "Documentation checks left out of
 * the functions"), with its schema and route modules' values marked pure so esbuild leaves out
 * the ones the function never reaches.
 */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));

const documentationCalls = (text: string, name: string): number => {
  let count = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && /^z\.(describe|meta)$/.test(node.expression.getText())) count++;
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  return count;
};

describe('the documentation checks left out of a function', () => {
  it('removes z.describe and z.meta from .check(…) calls, keeping the other checks and every line where it was', () => {
    const source = [
      "const A = z.string().check(z.describe('a'));",
      "const B = z.string().check(z.maxLength(3), z.describe('b'));",
      "const C = z.string().check(z.describe('c'), z.minLength(1));",
      'const D = z.string().check(z.minLength(1), z.meta({ x: 1 }), z.describe(`d`), z.maxLength(4));',
      'const E = Id.check(',
      '  z.describe(',
      "    'on lines of its own',",
      '  ),',
      ');',
      'const F = z.optional(z.string().check(z.describe("inner"))).check(z.meta({ pattern: "x" }), z.describe("outer"));',
      'const G = 1;',
    ].join('\n');
    const out = withoutDocumentationChecks(source, 'shared/x/y.ts').split('\n');
    expect(out).toHaveLength(11);
    expect(out.slice(0, 4)).toEqual([
      'const A = z.string();',
      'const B = z.string().check(z.maxLength(3));',
      'const C = z.string().check(z.minLength(1));',
      'const D = z.string().check(z.minLength(1), z.maxLength(4));',
    ]);
    expect(out.slice(4, 9).join('\n').replace(/\s+/g, '')).toBe('constE=Id;');
    expect(out[9]).toBe('const F = z.optional(z.string());');
    expect(out[10]).toBe('const G = 1;');
  });

  it('refuses a documentation check it cannot leave out safely (outside a .check call), naming the line', () => {
    expect(() => withoutDocumentationChecks("const ok = 1;\nconst described = z.describe('x');\n", 'shared/x/y.ts')).toThrow('shared/x/y.ts:2');
    expect(() => withoutDocumentationChecks('z.string().check(...(flag ? [z.meta({})] : []));', 'shared/x/y.ts')).toThrow('shared/x/y.ts:1');
  });

  it('marks the values of schema and route modules pure (called in place), and only there', () => {
    const source = [
      "export const A = z.string().check(z.describe('a'));",
      'const B: Thing = defineRoute({ id: 1 }), C = 2;',
      'export const f = (x: number) => z.string();',
      "const D = 'text';",
    ].join('\n');
    expect(withoutDocumentationChecks(source, 'shared/x/schemas.ts').split('\n')).toEqual([
      'export const A = /* @__PURE__ */ (() => (z.string()))();',
      'const B: Thing = /* @__PURE__ */ (() => (defineRoute({ id: 1 })))(), C = 2;',
      'export const f = (x: number) => z.string();',
      "const D = 'text';",
    ]);
    // A module that does more than declare keeps its top-level calls as they are.
    expect(withoutDocumentationChecks('const B = defineRoute({ id: 1 });', 'shared/x/users.ts')).toBe('const B = defineRoute({ id: 1 });');
  });

  it('removes a staged file whose source is gone (a module moved to a folder must not resolve to its old copy)', () => {
    const stale = join(STAGED_ROOT, 'shared', 'moved-away.ts');
    mkdirSync(dirname(stale), { recursive: true });
    writeFileSync(stale, 'export const old = 1;\n');
    stageLambdaSource(true);
    expect(existsSync(stale)).toBe(false);
  });

  it('stages every file of functions/ and shared/ with its lines in place and no documentation check left', () => {
    stageLambdaSource();
    const files = [...sourceFiles(join(REPO_ROOT, 'functions')), ...sourceFiles(join(REPO_ROOT, 'shared'))];
    expect(files.length).toBeGreaterThan(200);
    let removed = 0;
    for (const file of files) {
      const name = relative(REPO_ROOT, file);
      const source = readFileSync(file, 'utf8');
      const staged = readFileSync(join(STAGED_ROOT, name), 'utf8');
      expect(staged.split('\n').length, name).toBe(source.split('\n').length);
      expect(documentationCalls(staged, name), name).toBe(0);
      removed += documentationCalls(source, name);
    }
    expect(removed).toBeGreaterThan(300);
  });

  it('leaves that metadata out of nothing a function reads: only the document builder reads zod’s registry', () => {
    const readers = [...sourceFiles(join(REPO_ROOT, 'functions')), ...sourceFiles(join(REPO_ROOT, 'shared'))]
      .map((file) => relative(REPO_ROOT, file))
      .filter((name) => !name.startsWith('shared/openapi/'))
      .filter((name) => /globalRegistry|\.meta\(\)|toJSONSchema/.test(readFileSync(join(REPO_ROOT, name), 'utf8')));
    // named/constraints write it (and say what they wrote, for the document builder).
    expect(readers.sort()).toEqual(['shared/schemas/constraints.ts', 'shared/schemas/named.ts']);
  });
});

describe('the error registry of a function', () => {
  it('keeps every code and its status, and no description text, each line where it was', async () => {
    const source = readFileSync(join(REPO_ROOT, 'shared/errors/error-codes.ts'), 'utf8');
    const staged = withoutDocumentationChecks(source, 'shared/errors/error-codes.ts');
    expect(staged.split('\n').length).toBe(source.split('\n').length);
    expect(staged).not.toContain('No such organization.');
    const file = join(STAGED_ROOT, '..', 'error-registry-test', 'error-codes.ts');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, staged);
    const { ERROR_CODES: stripped } = await import(pathToFileURL(file).href);
    const { ERROR_CODES } = await import('../../shared/errors/error-codes');
    expect(Object.keys(stripped)).toEqual(Object.keys(ERROR_CODES));
    for (const [code, { status }] of Object.entries(ERROR_CODES)) expect(stripped[code], code).toEqual({ status, description: '' });
  });

  it('is read for statuses only: nothing a function runs reads a description', () => {
    const readers = [...sourceFiles(join(REPO_ROOT, 'functions')), ...sourceFiles(join(REPO_ROOT, 'shared'))]
      .map((file) => relative(REPO_ROOT, file))
      .filter((name) => !name.startsWith('shared/openapi/'))
      .filter((name) => /ERROR_CODES\[[^\]]+\]\.description|\.\.\.ERROR_CODES\[/.test(readFileSync(join(REPO_ROOT, name), 'utf8')));
    expect(readers).toEqual([]);
  });
});

describe('what a function validates and answers, built from the staged source', () => {
  type Outcome = { ok: true; data: unknown } | { ok: false; issues: Array<{ code: string; path: PropertyKey[]; message: string }> };
  const outcome = (schema: z.ZodMiniType, input: unknown): Outcome => {
    const r = schema.safeParse(input);
    return r.success ? { ok: true, data: r.data } : { ok: false, issues: r.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
  };
  let staged: Map<string, LambdaRoute>;
  beforeAll(async () => {
    stageLambdaSource();
    const table = (await import(pathToFileURL(join(STAGED_ROOT, 'shared/routes/index.ts')).href)) as { LAMBDA_ROUTES: LambdaRoute[] };
    staged = new Map(table.LAMBDA_ROUTES.map((r) => [r.id, r]));
  });

  it('parses every route’s documented examples and bad inputs exactly as the source does (same data, same issues)', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operations = new Map(Object.values(document.paths).flatMap((methods) => Object.values(methods)).map((op) => [op.operationId as string, op]));
    const bad = [undefined, null, 'text', {}, { unexpected: true }, { slug: 'Not A Slug!', id: 'x'.repeat(300) }];
    let compared = 0;
    for (const route of LAMBDA_ROUTES) {
      const twin = staged.get(route.id)!;
      expect(twin, route.id).toBeDefined();
      const op = operations.get(route.id) ?? {};
      const params = (op.parameters as Array<{ in: string; name: string; example?: unknown }> | undefined) ?? [];
      const examplesIn = (where: string) => Object.fromEntries(params.filter((p) => p.in === where && p.example !== undefined).map((p) => [p.name, p.example]));
      const content = (op.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)?.content;
      const bodyExample = content ? Object.values(content)[0]?.example : undefined;
      const success = Object.entries((op.responses as Record<string, { content?: Record<string, { example?: unknown }> }>) ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      const responseExample = success?.content ? Object.values(success.content)[0]?.example : undefined;
      const cases: Array<[string, z.ZodMiniType | undefined, z.ZodMiniType | undefined, unknown[]]> = [
        ['path', route.request?.path, twin.request?.path, [examplesIn('path'), ...bad]],
        ['query', route.request?.query, twin.request?.query, [examplesIn('query'), ...bad]],
        ['body', route.request?.body, twin.request?.body, [bodyExample, ...bad]],
        ['response', route.response.schema, twin.response.schema, [responseExample, (responseExample as { results?: unknown[] } | undefined)?.results?.[0], ...bad]],
      ];
      for (const [part, original, built, inputs] of cases) {
        expect(built === undefined, `${route.id} ${part}`).toBe(original === undefined);
        if (!original || !built) continue;
        for (const input of inputs) {
          expect(outcome(built, input), `${route.id} ${part} ${JSON.stringify(input)?.slice(0, 80)}`).toEqual(outcome(original, input));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
