// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaNode } from '../../infra/tools/lambda-node';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';

/**
 * Generators integrators use compile the document (#31 §3): openapi-typescript and
 * @hey-api/openapi-ts (types), and orval (clients: `fetch`, and its default `axios`) generate
 * from the published document, and `tsc --strict` checks what they wrote. orval needs Node
 * ≥ 22.18: it runs on the Lambda runtime's Node 22 the benchmark already fetches from the npm
 * registry (infra/tools/lambda-node.ts; ~35 s once per machine, kept in bench/.out). One
 * generation each, one tsc run (~1 min on these machines).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'generators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (command: string, args: string[]) => execFileSync(bin(command), args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', timeout: 120_000 });

describe('generators compile the document (#31 §3)', () => {
  it('openapi-typescript, @hey-api/openapi-ts and orval generate code that passes tsc --strict', () => {
    const doc = buildOpenApiDocument();
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    run('openapi-typescript', ['openapi.json', '-o', 'openapi-typescript.ts']);
    run('openapi-ts', ['-i', 'openapi.json', '-o', 'hey-api', '-p', '@hey-api/typescript']);
    // Both orval clients from one run (a config of two outputs).
    writeFileSync(
      join(dir, 'orval.config.mjs'),
      `export default ${JSON.stringify({
        fetch: { input: 'openapi.json', output: { target: 'orval-fetch/api.ts', client: 'fetch' } },
        axios: { input: 'openapi.json', output: { target: 'orval-axios/api.ts', client: 'axios' } },
      })};\n`,
    );
    execFileSync(lambdaNode().path, [join(ROOT, 'node_modules/orval/dist/bin/orval.mjs'), '--config', 'orval.config.mjs'], { cwd: dir, encoding: 'utf8', stdio: 'pipe', timeout: 120_000 });
    // One type per operation's answer (`<OperationId>Result`) and one per schema: a schema named
    // like an operation's answer (LoginResult, for `login`) is a duplicate identifier there.
    expect(readFileSync(join(dir, 'orval-axios/api.ts'), 'utf8')).toMatch(/export type LoginResult = AxiosResponse<LoginSession>/);
    const heyApi = readFileSync(join(dir, 'hey-api/types.gen.ts'), 'utf8');
    // Named components became named types: request bodies, the error envelope with typed details.
    expect(heyApi).toMatch(/export type CreateUserBody\b/);
    expect(heyApi).toMatch(/details\?: Array<\{/);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          // orval's fetch client uses fetch and Headers; its axios client imports axios (a devDependency).
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
          paths: { axios: [join(ROOT, 'node_modules/axios')] },
        },
        include: ['openapi-typescript.ts', 'hey-api/**/*.ts', 'orval-fetch/**/*.ts', 'orval-axios/**/*.ts'],
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
  }, 360_000);
});
