// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import type { CodeSample } from '../../shared/openapi/code-samples';

/**
 * Every operation carries `x-codeSamples` (#31 §4): `curl` and the typed client, made from the
 * operation's own example. The TypeScript samples are compiled against shared/client with
 * `tsc --strict`: a sample whose path, parameters or body the client's types refuse fails here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const doc = buildOpenApiDocument();
const full = buildOpenApiDocument({ includeUndocumented: true });
const operationsOf = (d: typeof doc) => Object.entries(d.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);
/** The published operations (the typed client's), and all of them (aliases removed from the reference too). */
const operations = operationsOf(doc);
const everyOperation = operationsOf(full);
const dir = mkdtempSync(join(tmpdir(), 'code-samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const samplesOf = (op: (typeof operations)[number]['op']) => (op['x-codeSamples'] ?? []) as CodeSample[];
const sample = (op: (typeof operations)[number]['op'], lang: CodeSample['lang']) => samplesOf(op).find((s) => s.lang === lang)?.source ?? '';

describe('x-codeSamples (#31 §4)', () => {
  it('gives every operation a curl sample of its method, path, credential and example body', () => {
    expect(everyOperation.length).toBeGreaterThan(operations.length);
    for (const { path, method, op } of everyOperation) {
      const curl = sample(op, 'Shell');
      expect(curl, op.operationId).toMatch(new RegExp(`^curl -X ${method} "\\$API_BASE_URL"'`));
      // The path with every {segment} filled in by its parameter's example.
      const filled = path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(op.parameters?.find((p) => p.name === name)?.example)));
      expect(curl, op.operationId).toContain(`'${filled}`);
      expect(curl.includes('Authorization: Bearer'), op.operationId).toBe(!(Array.isArray(op.security) && op.security.length === 0));
      const example = (op.requestBody as any)?.content?.['application/json']?.example;
      if (example !== undefined) expect(curl, op.operationId).toContain(`-d '${JSON.stringify(example).replaceAll("'", `'\\''`)}'`);
      else expect(curl, op.operationId).not.toContain(' -d ');
    }
  });

  it('gives every published operation a typed-client sample that compiles against shared/client (tsc --strict)', () => {
    const files = operations.map(({ op }, i) => {
      const source = sample(op, 'TypeScript');
      expect(source, op.operationId).toContain(`api.${operations[i]!.method}('${operations[i]!.path}'`);
      const file = `${String(i).padStart(3, '0')}-${op.operationId}.ts`;
      writeFileSync(join(dir, file), source.replace("'./shared/client'", JSON.stringify(join(ROOT, 'shared/client'))));
      return file;
    });
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023'], types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')] },
        files,
      }),
    );
    try {
      execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8', stdio: 'pipe', timeout: 120_000 });
    } catch (error) {
      throw new Error(`a code sample does not compile:\n${(error as { stdout?: string }).stdout}`);
    }
  }, 180_000);
});
