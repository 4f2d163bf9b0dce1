import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { changelogAtom, changelogHtml, changelogView } from '../../shared/docs/changelog';
import { pointMapsAtSource, stagedEntry } from './lambda-source';
import { REPO_ROOT } from './repo-root';

/**
 * How every function is bundled: one esbuild configuration, used by the stack (below) and by
 * the benchmark (bench/cold-start.ts), so that what is measured is what is deployed.
 *
 * Named profiles let a benchmark compare packagings with `-c bundleProfile=<name>`:
 * - `esm-sdk-bundled` (default): the AWS SDK is bundled, so the deployed code runs exactly the
 *   SDK version of package-lock.json (the tests ran against it), whatever the runtime ships.
 * - `esm-sdk-from-runtime`: the SDK comes from the nodejs22.x runtime: smaller files, but its
 *   version is whatever AWS ships that week, and it loads file by file from the runtime's disk.
 */
export const BUNDLE_PROFILES = {
  'esm-sdk-bundled': { external: [] },
  'esm-sdk-from-runtime': { external: ['@aws-sdk/*'] },
} as const satisfies Record<string, { external: readonly string[] }>;

export type BundleProfileName = keyof typeof BUNDLE_PROFILES;

export const DEFAULT_BUNDLE_PROFILE: BundleProfileName = 'esm-sdk-bundled';

/** What a function bundle imports for `node:stream/web` (./stream-web-shim.ts). */
const STREAM_WEB_SHIM = join(REPO_ROOT, 'infra/cdk/stream-web-shim.ts');

/** Lambda loads `index.mjs` and calls its `handler`; lazily imported code lands in `chunks/`. */
export const ENTRY_NAME = 'index';
export const LAMBDA_HANDLER = `${ENTRY_NAME}.handler`;

/**
 * The most KiB a function's cold start may load (the entry and the chunks it imports
 * statically), with the AWS SDK bundled (the stack's packaging) and without it. Checked for
 * every function by test/infra/bundle-sizes.test.ts and reported by `npm run bench` (cold).
 */
export const BUNDLE_SIZE_TARGET_KIB = { withSdk: 400, withoutSdk: 150 } as const;

/** Bytes of the entry and of every chunk reachable from it through static imports, and of the rest. */
export function loadedBytes(metafile: Metafile): { eager: number; lazy: number; eagerFiles: string[]; lazyFiles: string[] } {
  const outputs = Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.mjs'));
  const byPath = new Map(outputs);
  const entry = outputs.find(([path]) => path.endsWith(`/${ENTRY_NAME}.mjs`))![0];
  const eager = new Set<string>();
  const visit = (path: string) => {
    if (eager.has(path)) return;
    eager.add(path);
    for (const i of byPath.get(path)!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entry);
  const sum = (paths: string[]) => paths.reduce((total, p) => total + byPath.get(p)!.bytes, 0);
  const lazy = outputs.map(([p]) => p).filter((p) => !eager.has(p));
  // Output paths are relative to esbuild's working directory (the repository).
  const files = (paths: string[]) => paths.map((p) => join(REPO_ROOT, p));
  return { eager: sum([...eager]), lazy: sum(lazy), eagerFiles: files([...eager]), lazyFiles: files(lazy) };
}

/**
 * CommonJS dependencies bundled into an ES module still call `require('node:…')`; esbuild's ESM
 * output has no `require`, so one is created (aliased to avoid clashing with bundled names).
 */
const ESM_REQUIRE_SHIM =
  "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);";

/**
 * The esbuild options of one function. Why not NodejsFunction's bundling: it writes one file, so
 * everything the SDK imports lazily (`await import(…)`: the SSO, INI-file, process and web-identity
 * credential providers with their STS/SSO clients, event streams, the user-agent parser) is parsed
 * at every cold start although Lambda's credentials always come from the environment. With code
 * splitting those stay in `chunks/` and are read only if ever imported: about 110 KiB less to
 * load per function (measured by `npm run bench`, docs/decisions/performance.md, "Performance").
 *
 * Source maps are written next to the code (download the function's package to read a minified
 * stack trace) but not enabled at runtime: `--enable-source-maps` parses the map at every cold start.
 */
export function esbuildOptions(profile: BundleProfileName, entry: string, outdir: string): BuildOptions {
  return {
    // Built from the source less its documentation-only zod checks (infra/cdk/lambda-source.ts).
    entryPoints: { [ENTRY_NAME]: stagedEntry(entry) },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    external: [...BUNDLE_PROFILES[profile].external],
    // Prefer the ES builds of dual packages (the AWS SDK, zod): they tree-shake.
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_SHIM },
    minify: true,
    sourcemap: 'linked',
    // The map only has to turn minified positions into file:line; the sources add megabytes.
    sourcesContent: false,
    legalComments: 'none',
    // @middy/core's top-level import of web streams, for streamed responses only, is answered
    // by a class that loads them on first use (./stream-web-shim.ts): not at every cold start.
    alias: { 'node:stream/web': STREAM_WEB_SHIM },
    // Built here once instead of at every cold start (functions/docs/get-open-api-document.ts);
    // a bundle that never names it does not carry it.
    define: { PREBUILT_OPENAPI_DOCUMENT_GZIP: JSON.stringify(gzippedOpenApiDocument()), PREBUILT_CHANGELOG_GZIP: JSON.stringify(gzippedChangelog()) },
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
  };
}

let changelog: string | undefined;
/** The changelog's three views, rendered once (shared/docs/changelog-prebuilt.ts). */
function gzippedChangelog(): string {
  changelog ??= gzipSync(JSON.stringify({ view: changelogView(), html: changelogHtml(), atom: changelogAtom() }), { level: 9 }).toString('base64');
  return changelog;
}

let openApiGzip: string | undefined;
function gzippedOpenApiDocument(): string {
  openApiGzip ??= gzipSync(JSON.stringify(buildOpenApiDocument()), { level: 9 }).toString('base64');
  return openApiGzip;
}

/**
 * A function's code asset, bundled on this machine by esbuild (a devDependency; no Docker). The
 * asset hash is that of the output, as NodejsFunction does: an unchanged bundle is not redeployed.
 */
export function bundledCode(entry: string, profile: BundleProfileName): Code {
  const local: ILocalBundling & { entry: string; profile: string } = {
    // Data fields, not only the method: CDK caches staged assets by the JSON of the bundling
    // options, and a function serializes to nothing (every function would get the first bundle).
    entry,
    profile,
    tryBundle(outputDir) {
      buildSync(esbuildOptions(profile, entry, outputDir));
      pointMapsAtSource(outputDir);
      return true;
    },
  };
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local,
      // Required by the type; never pulled, because local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('local-esbuild-bundling-only'),
    },
  });
}
