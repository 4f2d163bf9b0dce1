// unit: needs no DynamoDB Local (vitest.config.ts)
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZER_ENTRY } from '../../infra/cdk/api-stack';
import { BUNDLE_SIZE_TARGET_KIB, DEFAULT_BUNDLE_PROFILE, esbuildOptions, loadedBytes } from '../../infra/cdk/bundling';
import { ReadableStream as ShimmedReadableStream } from '../../infra/cdk/stream-web-shim';
import { MIGRATIONS_ENTRY } from '../../infra/cdk/migrations-stack';
import { DELIVERY_ENTRY, DISPATCHER_ENTRY } from '../../infra/cdk/webhooks-stack';
import { mapLimit } from '../../infra/local/concurrency';
import { LAMBDA_ROUTES } from '../../shared/routes';

/**
 * #43, target 2: what a cold start loads (the entry and the chunks it imports statically) stays
 * within 400 KiB for EVERY function the stack deploys, with the AWS SDK bundled as deployed:
 * each route's handler, the authorizer, the webhook workers, the migration function, the
 * cursor rotation (the data-level guard is inline source, infra/cdk/data-level-guard.ts, not a
 * bundle). Each is bundled with the stack's own esbuild
 * options (one esbuild run per function, as the stack does), so a dependency, a document or a
 * client that lands in the eager code of any function turns this red with its name and size.
 * `npm run bench -- --only=cold` reports the same figure (bench/cold-start.ts, same `loadedBytes`).
 */
const ENTRIES = [
  ...new Map(LAMBDA_ROUTES.map((r) => [r.handler, r.id])),
  [AUTHORIZER_ENTRY, 'authorizer'],
  [DISPATCHER_ENTRY, 'webhook dispatcher'],
  [DELIVERY_ENTRY, 'webhook delivery'],
  [MIGRATIONS_ENTRY, 'migrations'],
  ['functions/cursor-rotation/index.ts', 'cursor rotation'],
] as Array<[string, string]>;

const outdir = mkdtempSync(join(tmpdir(), 'bundle-sizes-'));
let sizes: Array<{ id: string; dir: string; eagerKiB: number; lazyKiB: number; eagerFiles: string[]; lazyFiles: string[]; streamWebImporters: string[] }>;

beforeAll(async () => {
  sizes = await mapLimit(ENTRIES, 2, async ([entry, id], i) => {
    const dir = join(outdir, String(i));
    const { metafile } = await build({ ...esbuildOptions(DEFAULT_BUNDLE_PROFILE, entry, dir), metafile: true, logLevel: 'silent' });
    const { eager, lazy, eagerFiles, lazyFiles } = loadedBytes(metafile);
    // The inputs that import `node:stream/web` (given the shim instead, or the builtin were the alias gone).
    const streamWebImporters = Object.entries(metafile.inputs)
      .filter(([, input]) => input.imports.some((i) => i.original === 'node:stream/web'))
      .map(([path]) => path);
    return { id, dir, eagerKiB: eager / 1024, lazyKiB: lazy / 1024, eagerFiles, lazyFiles, streamWebImporters };
  });
}, 600_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const code = (files: string[]) => files.map((f) => readFileSync(f, 'utf8')).join('\n');

describe('function bundle sizes (SDK bundled, as deployed)', () => {
  it(`keeps what every function’s cold start loads within ${BUNDLE_SIZE_TARGET_KIB.withSdk} KiB`, () => {
    expect(sizes).toHaveLength(ENTRIES.length);
    expect(new Set(ENTRIES.map(([entry]) => entry)).size).toBeGreaterThan(85);
    // Real bundles: the DynamoDB client alone is ~220 KiB.
    for (const s of sizes) expect(s.eagerKiB, s.id).toBeGreaterThan(100);
    const over = sizes.filter((s) => s.eagerKiB > BUNDLE_SIZE_TARGET_KIB.withSdk).map((s) => `${s.id}: ${s.eagerKiB.toFixed(1)} KiB`);
    expect(over).toEqual([]);
  });

  it('serves the OpenAPI document and the changelog from a chunk loaded by the first request, not at cold start', () => {
    for (const [id, marker] of [
      ['getOpenApiDocument', 'PREBUILT_OPENAPI_DOCUMENT_GZIP'],
      ['getChangelog', 'PREBUILT_CHANGELOG_GZIP'],
    ] as const) {
      const s = sizes.find((x) => x.id === id)!;
      // The gzipped text (base64, H4sI: the gzip magic) is in a lazy chunk and nowhere in the eager code.
      expect(code(s.eagerFiles)).not.toMatch(/"H4sI[A-Za-z0-9+/]{1000,}/);
      expect(code(s.lazyFiles)).toMatch(/"H4sI[A-Za-z0-9+/]{1000,}/);
      expect(code([...s.eagerFiles, ...s.lazyFiles])).not.toContain(marker);
    }
  });

  it('loads no web streams at cold start: @middy/core, their only importer, gets the shim, which still tells a stream', () => {
    const MIDDY = 'node_modules/@middy/core/index.js';
    for (const s of sizes) {
      expect(s.streamWebImporters.filter((path) => path !== MIDDY), s.id).toEqual([]);
      expect(code([...s.eagerFiles, ...s.lazyFiles]), s.id).not.toContain('node:stream/web');
    }
    // Every route's function is a middy handler: the check above met the import it is about.
    expect(sizes.filter((s) => s.streamWebImporters.includes(MIDDY)).length).toBeGreaterThan(85);
    // middy's one use: `handlerBody instanceof ReadableStream` when a response is streamed.
    expect(new ReadableStream() instanceof ShimmedReadableStream).toBe(true);
    for (const other of [{}, 'text', null, new Uint8Array(1)]) expect(other instanceof ShimmedReadableStream).toBe(false);
  });

  it('loads luxon in no function (the zone arithmetic is Intl, shared/tenancy/zone-time.ts)', () => {
    // luxon's own error class names survive minification.
    const withLuxon = sizes.filter((s) => /InvalidZoneError|Invalid unit /.test(code([...s.eagerFiles, ...s.lazyFiles]))).map((s) => s.id);
    expect(withLuxon).toEqual([]);
  });
});
