// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';

/**
 * Generators integrators use compile the document (#31 §3): openapi-typescript and
 * @hey-api/openapi-ts (types) generate from the published document, and `tsc --strict` checks
 * what they wrote. One generation each, one tsc run (~30 s on these machines).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'generators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (command: string, args: string[]) => execFileSync(bin(command), args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', timeout: 120_000 });

describe('generators compile the document (#31 §3)', () => {
  it('openapi-typescript and @hey-api/openapi-ts generate types that pass tsc --strict', () => {
    const doc = buildOpenApiDocument();
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    run('openapi-typescript', ['openapi.json', '-o', 'openapi-typescript.ts']);
    run('openapi-ts', ['-i', 'openapi.json', '-o', 'hey-api', '-p', '@hey-api/typescript']);
    const heyApi = readFileSync(join(dir, 'hey-api/types.gen.ts'), 'utf8');
    // Named components became named types: request bodies, the error envelope with typed details.
    expect(heyApi).toMatch(/export type CreateUserBody\b/);
    expect(heyApi).toMatch(/details\?: Array<\{/);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [] },
        include: ['openapi-typescript.ts', 'hey-api/**/*.ts'],
      }),
    );
    // Throws with tsc's output when the generated code does not compile.
    try {
      run('tsc', ['-p', 'tsconfig.json']);
    } catch (error) {
      throw new Error(`generated code does not compile:\n${(error as { stdout?: string }).stdout}`);
    }
    // No component key a generator would turn into an invalid identifier.
    for (const section of ['schemas', 'responses', 'parameters', 'headers'] as const) {
      for (const key of Object.keys((doc.components as Record<string, object>)[section] ?? {})) expect(key, section).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    }
  }, 180_000);
});
