/**
 * Cold start proxy (issue #10, part 1): every function bundled with esbuild exactly as the CDK
 * stack bundles it (infra/cdk/bundling.ts → the esbuild CLI flags NodejsFunction derives from
 * them), in both SDK packagings, then the time a FRESH Node process takes to import the bundle
 * and hold a ready `handler`, measured inside the child with performance.now(). The floor is an
 * empty handler bundled and timed the same way, in the same run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { AUTHORIZER_ENTRY } from '../infra/local/gateway';
import { BUNDLE_PROFILES, bundlingOptions, DEFAULT_BUNDLE_PROFILE, type BundleProfileName } from '../infra/cdk/bundling';
import { LAMBDA_ROUTES } from '../shared/routes';
import { mark, table, type Figure, type SectionResult } from './results';
import { kib, mapLimit, median, ratio, round } from './stats';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = resolve(import.meta.dirname, '.out/bundles');

/** The two packagings compared: the AWS SDK v3 bundled (tree-shaken) or left to the runtime. */
export const VARIANTS = {
  bundled: 'esm-sdk-bundled',
  external: 'esm-sdk-from-runtime',
} as const satisfies Record<string, BundleProfileName>;
export type Variant = keyof typeof VARIANTS;

export const TARGETS = {
  /** KiB: without the SDK / with it. */
  sizeWithoutSdk: 150,
  sizeWithSdk: 400,
  importMs: 60,
};

/** Options NodejsFunction turns into esbuild flags; anything else in the profile would be a flag we do not mirror. */
const MIRRORED = new Set(['format', 'externalModules', 'minify', 'sourceMap', 'sourcesContent', 'target', 'mainFields', 'banner', 'forceDockerBundling']);

/**
 * The esbuild options of a profile, as aws-cdk-lib's Bundling#buildEsbuildArgs builds them:
 * `--bundle --target --platform=node --format --outfile=index.mjs|index.js --minify --sourcemap
 * --sources-content=false --external:… --banner:js=… --main-fields=…`.
 */
export function esbuildOptions(profile: BundleProfileName, entry: string, outDir: string): BuildOptions & { outfile: string } {
  const cdk: BundlingOptions = bundlingOptions(profile);
  const unknown = Object.entries(cdk).filter(([k, v]) => v !== undefined && !MIRRORED.has(k));
  if (unknown.length) throw new Error(`bench/cold-start.ts does not mirror bundling option(s) ${unknown.map(([k]) => k).join(', ')}: add them`);
  const esm = cdk.format === OutputFormat.ESM;
  return {
    entryPoints: [resolve(REPO_ROOT, entry)],
    bundle: true,
    platform: 'node',
    target: cdk.target,
    format: esm ? 'esm' : 'cjs',
    outfile: join(outDir, esm ? 'index.mjs' : 'index.js'),
    minify: Boolean(cdk.minify),
    sourcemap: cdk.sourceMap ? true : undefined,
    sourcesContent: cdk.sourcesContent ?? true,
    external: cdk.externalModules ?? [],
    banner: cdk.banner ? { js: cdk.banner } : undefined,
    mainFields: cdk.mainFields,
    absWorkingDir: REPO_ROOT,
    logLevel: 'silent',
  };
}

interface Bundle {
  fn: string;
  variant: Variant;
  file: string;
  bytes: number;
  timings: number[];
}

/** The floor: the smallest possible function. */
const EMPTY_HANDLER = 'export const handler = async () => ({ statusCode: 200 });\n';

/**
 * What a function's module does at import, in a fresh process: the same environment a deployed
 * function gets (NODE_OPTIONS=--enable-source-maps from infra/cdk/api-function.ts, the table
 * name, the cursor secret), then `await import(bundle)` and a check that `handler` is a function.
 */
function timeImport(file: string): Promise<number> {
  const url = pathToFileURL(file).href;
  const code = `const t0 = performance.now(); const m = await import(${JSON.stringify(url)}); const t1 = performance.now();
if (typeof m.handler !== 'function') { console.error('no handler'); process.exit(2); }
process.stdout.write(JSON.stringify({ ms: t1 - t0 }));`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_OPTIONS: '--enable-source-maps',
        TABLE_NAME: 'bench',
        AWS_REGION: 'us-east-1',
        CURSOR_SECRET: 'bench-cursor-secret-0123456789abcdef',
        LOG_LEVEL: 'info',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`importing ${file} failed (${code}): ${err.slice(0, 500)}`));
      done((JSON.parse(out) as { ms: number }).ms);
    });
  });
}

export interface ColdStartOptions {
  /** Fresh processes per bundle (≥ 10). */
  runs: number;
  /** Children at once (the machine has 2 cores). */
  parallelism: number;
  log: (line: string) => void;
}

export async function coldStart(options: ColdStartOptions): Promise<SectionResult & { recommendation: Variant }> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const floorDir = join(OUT_DIR, '_floor');
  mkdirSync(floorDir, { recursive: true });
  const floorEntry = join(floorDir, 'empty-handler.ts');
  writeFileSync(floorEntry, EMPTY_HANDLER);

  const functions = [
    ...new Map(LAMBDA_ROUTES.map((r) => [r.handler, r.id])).entries(),
    [AUTHORIZER_ENTRY, 'authorizer'] as [string, string],
  ].map(([entry, id]) => ({ entry, id }));
  const all = [...functions, { entry: floorEntry, id: '(floor: empty handler)' }];

  const started = Date.now();
  const bundles: Bundle[] = [];
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    // One esbuild run per packaging with every function as an entry point: without code
    // splitting each entry is bundled on its own, exactly as NodejsFunction's one-entry runs.
    const { outfile, entryPoints: _one, ...shared } = esbuildOptions(VARIANTS[variant], AUTHORIZER_ENTRY, OUT_DIR);
    const file = outfile.slice(outfile.lastIndexOf('/') + 1).replace(/\.m?js$/, '');
    const dirOf = (id: string) => id.replace(/[^\w-]+/g, '_');
    await build({
      ...shared,
      entryPoints: all.map(({ entry, id }) => ({ in: resolve(REPO_ROOT, entry), out: join(variant, dirOf(id), file) })),
      outdir: OUT_DIR,
      outExtension: outfile.endsWith('.mjs') ? { '.js': '.mjs' } : undefined,
    });
    for (const { id } of all) {
      const path = join(OUT_DIR, variant, dirOf(id), outfile.slice(outfile.lastIndexOf('/') + 1));
      bundles.push({ fn: id, variant, file: path, bytes: statSync(path).size, timings: [] });
    }
  }
  options.log(`  bundled ${bundles.length} bundles (${functions.length} functions + floor, 2 packagings) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Round-robin over every bundle, `runs` times, so background load spreads evenly over variants.
  const jobs: Bundle[] = [];
  for (let r = 0; r < options.runs; r++) jobs.push(...bundles);
  let done = 0;
  await mapLimit(jobs, options.parallelism, async (bundle) => {
    bundle.timings.push(await timeImport(bundle.file));
    if (++done % 200 === 0) options.log(`  ${done}/${jobs.length} imports timed`);
  });

  const figures: Record<string, Figure> = {};
  const floorOf = (v: Variant) => bundles.find((b) => b.variant === v && b.fn.startsWith('(floor'))!;
  const rows: Array<Array<string | number>> = [];
  const byFn = new Map<string, Partial<Record<Variant, Bundle>>>();
  for (const b of bundles) byFn.set(b.fn, { ...byFn.get(b.fn), [b.variant]: b });
  const medians: Record<Variant, number[]> = { bundled: [], external: [] };
  for (const [fn, v] of byFn) {
    const cells: Array<string | number> = [fn];
    let allOk = true;
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const b = v[variant]!;
      const floor = floorOf(variant);
      const ms = round(median(b.timings), 1);
      const floorMs = round(median(floor.timings), 1);
      const sizeTarget = variant === 'bundled' ? TARGETS.sizeWithSdk : TARGETS.sizeWithoutSdk;
      const isFloor = fn.startsWith('(floor');
      const key = isFloor ? `cold.floor.${variant}` : `cold.${fn}.${variant}`;
      figures[`${key}.size`] = {
        value: kib(b.bytes), unit: 'KiB', floor: kib(floor.bytes), ratio: ratio(b.bytes, floor.bytes),
        ...(isFloor ? {} : { target: `≤ ${sizeTarget} KiB`, ok: b.bytes <= sizeTarget * 1024 }), compareBy: 'value', detail: !isFloor,
      };
      figures[`${key}.import`] = {
        value: ms, unit: 'ms', floor: floorMs, ratio: ratio(ms, floorMs),
        ...(isFloor ? {} : { target: `≤ ${TARGETS.importMs} ms`, ok: median(b.timings) <= TARGETS.importMs }), compareBy: 'ratio', detail: !isFloor,
      };
      if (!isFloor) {
        medians[variant].push(ms);
        allOk &&= figures[`${key}.size`]!.ok! && figures[`${key}.import`]!.ok!;
      }
      cells.push(kib(b.bytes), ms, isFloor ? '' : ratio(ms, floorMs));
    }
    cells.push(fn.startsWith('(floor') ? '' : mark(allOk));
    rows.push(cells);
  }
  // Floor last.
  rows.sort((a, b) => (String(a[0]).startsWith('(floor') ? 1 : 0) - (String(b[0]).startsWith('(floor') ? 1 : 0));

  const total = (variant: Variant) => medians[variant].reduce((s, x) => s + x, 0);
  const recommendation: Variant = total('bundled') <= total('external') ? 'bundled' : 'external';
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const ms = medians[variant];
    const sizes = bundles.filter((x) => x.variant === variant && !x.fn.startsWith('(floor')).map((x) => kib(x.bytes));
    const sizeTarget = variant === 'bundled' ? TARGETS.sizeWithSdk : TARGETS.sizeWithoutSdk;
    const over = bundles.filter((x) => x.variant === variant && !x.fn.startsWith('(floor') && x.bytes > sizeTarget * 1024).length;
    figures[`cold.all.${variant}.largest-bundle`] = { value: Math.max(...sizes), unit: 'KiB', target: `≤ ${sizeTarget} KiB (${over} of ${sizes.length} bundles above)`, ok: over === 0, compareBy: 'value' };
    figures[`cold.all.${variant}.import-median-of-medians`] = { value: round(median(ms), 1), unit: 'ms', floor: figures[`cold.floor.${variant}.import`]!.value, ratio: ratio(median(ms), figures[`cold.floor.${variant}.import`]!.value), compareBy: 'ratio' };
    const slow = ms.filter((m) => m > TARGETS.importMs).length;
    figures[`cold.all.${variant}.import-worst`] = { value: round(Math.max(...ms), 1), unit: 'ms', target: `≤ ${TARGETS.importMs} ms (${slow} of ${ms.length} functions above)`, ok: slow === 0, compareBy: 'value' };
  }
  const sizeMax = (variant: Variant) => Math.max(...bundles.filter((b) => b.variant === variant && !b.fn.startsWith('(floor')).map((b) => b.bytes));
  const summary = table(
    ['packaging', 'profile (infra/cdk/bundling.ts)', 'largest bundle KiB', 'size target', 'median of import medians ms', 'worst import median ms', 'floor ms'],
    (Object.keys(VARIANTS) as Variant[]).map((v) => [
      v === 'bundled' ? 'SDK bundled (tree-shaken)' : 'SDK external (from the runtime)',
      `\`${VARIANTS[v]}\`${VARIANTS[v] === DEFAULT_BUNDLE_PROFILE ? ' (stack default)' : ''}`,
      kib(sizeMax(v)),
      `≤ ${v === 'bundled' ? TARGETS.sizeWithSdk : TARGETS.sizeWithoutSdk} KiB ${mark(kib(sizeMax(v)) <= (v === 'bundled' ? TARGETS.sizeWithSdk : TARGETS.sizeWithoutSdk))}`,
      figures[`cold.all.${v}.import-median-of-medians`]!.value,
      `${figures[`cold.all.${v}.import-worst`]!.value} ${mark(figures[`cold.all.${v}.import-worst`]!.ok)}`,
      figures[`cold.floor.${v}.import`]!.value,
    ]),
  );
  const detail = table(
    ['function', 'size KiB (SDK bundled)', 'median ms (bundled)', '× floor', 'size KiB (SDK external)', 'median ms (external)', '× floor', 'targets'],
    rows,
  );
  const markdown = [
    `### Cold start proxy (import to ready handler, median of ${options.runs} fresh processes, Node ${process.version}, NODE_OPTIONS=--enable-source-maps)`,
    '',
    summary,
    '',
    `Faster packaging in this run: **${recommendation === 'bundled' ? 'SDK bundled' : 'SDK external'}** (\`${VARIANTS[recommendation]}\`).`,
    '',
    '<details><summary>Per function</summary>',
    '',
    detail,
    '',
    '</details>',
  ].join('\n');
  return { figures, markdown, recommendation, notes: [`cold start: ${functions.length} functions × 2 packagings × ${options.runs} processes, ${options.parallelism} at a time`] };
}
