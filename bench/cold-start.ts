/**
 * Cold start proxy (issue #10, part 1; #19, item 4): every function bundled by esbuild with the
 * very options the CDK stack deploys (infra/cdk/bundling.ts `esbuildOptions`), in both SDK
 * packagings, then the time a FRESH Node process takes to import the bundle and hold a ready
 * `handler`, measured inside the child with performance.now(), on this machine's Node and on the
 * Lambda runtime's (Node 22, from the npm registry: bench/lambda-node.ts).
 *
 * The import targets (decided 2026-11-25), on the runtime's Node, over the functions' medians:
 * the median at most 60 ms and at most 1.35 × a bundle that only creates the DynamoDB client (the
 * SDK is the customer's choice; our code must add little on top), timed in the same run on the
 * same Node — a ratio the machine's load cannot fake; the 90th percentile at most 65 ms. A single
 * function's figure is a detail, not a target. An empty handler is timed too, as the floor of a
 * process start.
 *
 * Bundles are code-split: the size that matters is what a cold start loads (the entry and the
 * chunks it imports statically); chunks only reached by `await import()` are counted apart.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { AUTHORIZER_ENTRY } from '../infra/local/gateway';
import { BUNDLE_SIZE_TARGET_KIB, DEFAULT_BUNDLE_PROFILE, ENTRY_NAME, esbuildOptions, loadedBytes, type BundleProfileName } from '../infra/cdk/bundling';

export { loadedBytes };
import { LAMBDA_ROUTES } from '../shared/routes';
import { lambdaNode, MACHINE_NODE, type NodeRuntime } from './lambda-node';
import { mark, table, type Figure, type SectionResult } from './results';
import { mapLimit } from '../infra/local/concurrency';
import { kib, median, percentile, ratio, round } from './stats';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = resolve(import.meta.dirname, '.out/bundles');

/** The two packagings compared: the AWS SDK v3 bundled (tree-shaken) or left to the runtime. */
export const VARIANTS = {
  bundled: 'esm-sdk-bundled',
  external: 'esm-sdk-from-runtime',
} as const satisfies Record<string, BundleProfileName>;
export type Variant = keyof typeof VARIANTS;

export const TARGETS = {
  /** KiB loaded at cold start: without the SDK / with it. */
  sizeWithoutSdk: BUNDLE_SIZE_TARGET_KIB.withoutSdk,
  sizeWithSdk: BUNDLE_SIZE_TARGET_KIB.withSdk,
  /** Median over the functions of their import-to-ready medians, on the Lambda runtime's Node. */
  importMs: 60,
  /** The same median / the DynamoDB-client-only bundle's, same Node, same packaging, same run. */
  importOverClient: 1.35,
  /** 90th percentile over the functions of their medians, on the Lambda runtime's Node. */
  importP90Ms: 65,
};

type RuntimeName = NodeRuntime['name'];

interface Bundle {
  fn: string;
  variant: Variant;
  /** The entry file Lambda loads. */
  file: string;
  /** Bytes a cold start reads: the entry and the chunks it imports statically. */
  bytes: number;
  /** Bytes of code only reached through `await import()`. */
  lazyBytes: number;
  timings: Record<RuntimeName, number[]>;
}

/** The floor: the smallest possible function. */
export const EMPTY_HANDLER = 'export const handler = async () => ({ statusCode: 200 });\n';
const FLOOR_ID = '(floor: empty handler)';

/**
 * A reference next to the floor: a function that only creates the DynamoDB document client every
 * handler uses (no route, no zod, no handler shell): the part of a cold start that is the SDK's.
 */
export const SDK_CLIENT_ONLY = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = () => client.send(new GetCommand({ TableName: 'x', Key: { pk: 'a' } }));
`;
const SDK_REFERENCE_ID = '(reference: DynamoDB client only)';
/** Rows that are measured like a function but are not one of ours (no targets). */
const isReference = (id: string) => id.startsWith('(');

/**
 * What a function's module does at import, in a fresh process with the environment a deployed
 * function gets (the table name, the cursor secret; no NODE_OPTIONS, see infra/cdk/api-function.ts),
 * then `await import(bundle)` and a check that `handler` is a function.
 */
export function timeImport(file: string, node: NodeRuntime): Promise<number> {
  const url = pathToFileURL(file).href;
  const code = `const t0 = performance.now(); const m = await import(${JSON.stringify(url)}); const t1 = performance.now();
if (typeof m.handler !== 'function') { console.error('no handler'); process.exit(2); }
process.stdout.write(JSON.stringify({ ms: t1 - t0 }));`;
  return new Promise((done, fail) => {
    const child = spawn(node.path, ['--input-type=module', '-e', code], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
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
      if (code !== 0) return fail(new Error(`importing ${file} on Node ${node.version} failed (${code}): ${err.slice(0, 500)}`));
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
  const sdkEntry = join(floorDir, 'sdk-client-only.ts');
  writeFileSync(sdkEntry, SDK_CLIENT_ONLY);

  const functions = [
    ...new Map(LAMBDA_ROUTES.map((r) => [r.handler, r.id])).entries(),
    [AUTHORIZER_ENTRY, 'authorizer'] as [string, string],
  ].map(([entry, id]) => ({ entry, id }));
  const all = [...functions, { entry: sdkEntry, id: SDK_REFERENCE_ID }, { entry: floorEntry, id: FLOOR_ID }];

  const started = Date.now();
  const dirOf = (id: string) => id.replace(/[^\w-]+/g, '_');
  const builds = (Object.keys(VARIANTS) as Variant[]).flatMap((variant) => all.map(({ entry, id }) => ({ variant, entry, id })));
  // One esbuild run per function, as the stack does (a shared run would share chunks between functions).
  const bundles: Bundle[] = await mapLimit(builds, 4, async ({ variant, entry, id }) => {
    const outdir = join(OUT_DIR, variant, dirOf(id));
    const { metafile } = await build({ ...esbuildOptions(VARIANTS[variant], entry, outdir), metafile: true, logLevel: 'silent' });
    const { eager, lazy } = loadedBytes(metafile);
    return { fn: id, variant, file: join(outdir, `${ENTRY_NAME}.mjs`), bytes: eager, lazyBytes: lazy, timings: { machine: [], lambda: [] } };
  });
  options.log(`  bundled ${bundles.length} bundles (${functions.length} functions + references, 2 packagings) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The runtime's Node times the stack's packaging (the other one loads the SDK from node_modules
  // here, which says nothing of the runtime's own SDK).
  const lambda = lambdaNode(options.log);
  const stackVariant = (Object.keys(VARIANTS) as Variant[]).find((v) => VARIANTS[v] === DEFAULT_BUNDLE_PROFILE)!;
  options.log(`  timing on Node ${MACHINE_NODE.version} (this machine) and ${lambda.version} (the Lambda runtime's, ${stackVariant} packaging)`);

  // Round-robin over every bundle and runtime, `runs` times, so background load spreads evenly.
  const jobs: Array<{ bundle: Bundle; node: NodeRuntime }> = [];
  for (let r = 0; r < options.runs; r++) {
    for (const bundle of bundles) {
      jobs.push({ bundle, node: MACHINE_NODE });
      if (bundle.variant === stackVariant) jobs.push({ bundle, node: lambda });
    }
  }
  let done = 0;
  await mapLimit(jobs, options.parallelism, async ({ bundle, node }) => {
    bundle.timings[node.name].push(await timeImport(bundle.file, node));
    if (++done % 200 === 0) options.log(`  ${done}/${jobs.length} imports timed`);
  });

  const figures: Record<string, Figure> = {};
  const reference = (v: Variant, id: string) => bundles.find((b) => b.variant === v && b.fn === id)!;
  const medianMs = (b: Bundle, runtime: RuntimeName) => round(median(b.timings[runtime]), 1);
  const rows: Array<Array<string | number>> = [];
  const byFn = new Map<string, Partial<Record<Variant, Bundle>>>();
  for (const b of bundles) byFn.set(b.fn, { ...byFn.get(b.fn), [b.variant]: b });
  /** Per packaging and runtime: the functions' import medians. */
  const medians = new Map<string, number[]>();
  const series = (variant: Variant, runtime: RuntimeName) => `${variant}${runtime === 'lambda' ? '.node22' : ''}`;
  const measured = (variant: Variant): RuntimeName[] => (variant === stackVariant ? ['machine', 'lambda'] : ['machine']);
  for (const [fn, v] of byFn) {
    const cells: Array<string | number> = [fn];
    let allOk = true;
    const isRef = isReference(fn);
    const keyOf = (variant: Variant) => (fn === FLOOR_ID ? `cold.floor.${variant}` : fn === SDK_REFERENCE_ID ? `cold.sdk-client-only.${variant}` : `cold.${fn}.${variant}`);
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const b = v[variant]!;
      const floor = reference(variant, FLOOR_ID);
      const client = reference(variant, SDK_REFERENCE_ID);
      const sizeTarget = variant === 'bundled' ? TARGETS.sizeWithSdk : TARGETS.sizeWithoutSdk;
      const key = keyOf(variant);
      figures[`${key}.size`] = {
        value: kib(b.bytes), unit: 'KiB', floor: kib(floor.bytes), ratio: ratio(b.bytes, floor.bytes),
        ...(isRef ? {} : { target: `≤ ${sizeTarget} KiB`, ok: b.bytes <= sizeTarget * 1024 }), compareBy: 'value', detail: !isRef,
      };
      if (!isRef) allOk &&= figures[`${key}.size`]!.ok!;
      cells.push(`${kib(b.bytes)}${b.lazyBytes ? ` (+${kib(b.lazyBytes)})` : ''}`);
      for (const runtime of measured(variant)) {
        const ms = medianMs(b, runtime);
        const clientMs = medianMs(client, runtime);
        const onLambda = runtime === 'lambda';
        // A function's own figure is a detail: the targets are on the functions' median and 90th percentile.
        figures[`${key}${onLambda ? '.node22' : ''}.import`] = { value: ms, unit: 'ms', floor: clientMs, ratio: ratio(ms, clientMs), compareBy: 'ratio', detail: !isRef };
        if (!isRef) medians.set(series(variant, runtime), [...(medians.get(series(variant, runtime)) ?? []), ms]);
        cells.push(ms, isRef ? '' : ratio(ms, clientMs));
      }
    }
    cells.push(isRef ? '' : mark(allOk));
    rows.push(cells);
  }
  // References last.
  rows.sort((a, b) => (isReference(String(a[0])) ? 1 : 0) - (isReference(String(b[0])) ? 1 : 0));

  const total = (variant: Variant) => medians.get(series(variant, 'machine'))!.reduce((sum, x) => sum + x, 0);
  const recommendation: Variant = total('bundled') <= total('external') ? 'bundled' : 'external';
  const summaryRows: Array<Array<string | number>> = [];
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const own = bundles.filter((x) => x.variant === variant && !isReference(x.fn));
    const sizes = own.map((x) => kib(x.bytes));
    const sizeTarget = variant === 'bundled' ? TARGETS.sizeWithSdk : TARGETS.sizeWithoutSdk;
    const above = own.filter((x) => kib(x.bytes) > sizeTarget).map((x) => x.fn);
    const over = above.length;
    figures[`cold.all.${variant}.largest-bundle`] = {
      value: Math.max(...sizes), unit: 'KiB', target: `≤ ${sizeTarget} KiB (${over} of ${sizes.length} bundles above)`, ok: over === 0, compareBy: 'value',
      ...(over && VARIANTS[variant] !== DEFAULT_BUNDLE_PROFILE ? { cause: `${above.join(', ')}; measured for comparison only: the stack deploys '${DEFAULT_BUNDLE_PROFILE}' (infra/cdk/bundling.ts), whose bundles are held to ≤ ${TARGETS.sizeWithSdk} KiB` } : {}),
    };
    for (const runtime of measured(variant)) {
      const name = series(variant, runtime);
      const ms = medians.get(name)!;
      const clientMs = medianMs(reference(variant, SDK_REFERENCE_ID), runtime);
      const floorMs = medianMs(reference(variant, FLOOR_ID), runtime);
      const onLambda = runtime === 'lambda';
      const mid = round(median(ms), 1);
      const p90 = round(percentile(ms, 90), 1);
      // The targets are the runtime's (Node 22); this machine's Node is shown for comparison.
      figures[`cold.all.${name}.import-median-of-medians`] = {
        value: mid, unit: 'ms', floor: clientMs, ratio: ratio(mid, clientMs), compareBy: 'ratio',
        ...(onLambda ? { target: `≤ ${TARGETS.importOverClient} × DynamoDB client only and ≤ ${TARGETS.importMs} ms`, ok: mid <= TARGETS.importOverClient * clientMs && mid <= TARGETS.importMs } : {}),
      };
      figures[`cold.all.${name}.import-p90`] = {
        value: p90, unit: 'ms', floor: clientMs, ratio: ratio(p90, clientMs), compareBy: 'ratio',
        ...(onLambda ? { target: `≤ ${TARGETS.importP90Ms} ms`, ok: p90 <= TARGETS.importP90Ms } : {}),
      };
      figures[`cold.all.${name}.import-worst`] = { value: round(Math.max(...ms), 1), unit: 'ms', floor: clientMs, ratio: ratio(Math.max(...ms), clientMs), compareBy: 'ratio', detail: true };
      const marked = (key: string) => `${figures[key]!.value}${figures[key]!.ok === undefined ? '' : ` ${mark(figures[key]!.ok!)}`}`;
      summaryRows.push([
        variant === 'bundled' ? 'SDK bundled (tree-shaken)' : 'SDK external (from node_modules here)',
        `\`${VARIANTS[variant]}\`${VARIANTS[variant] === DEFAULT_BUNDLE_PROFILE ? ' (stack default)' : ''}`,
        onLambda ? lambda.version : MACHINE_NODE.version,
        `${Math.max(...sizes)} ${mark(over === 0)}`,
        marked(`cold.all.${name}.import-median-of-medians`),
        ratio(mid, clientMs),
        marked(`cold.all.${name}.import-p90`),
        figures[`cold.all.${name}.import-worst`]!.value,
        clientMs,
        floorMs,
      ]);
    }
  }
  const summary = table(
    ['packaging', 'profile (infra/cdk/bundling.ts)', 'Node', `largest bundle KiB loaded (≤ ${TARGETS.sizeWithSdk} with the SDK, ≤ ${TARGETS.sizeWithoutSdk} without)`, `median of import medians ms (Node ${lambda.version.split('.')[0]!.slice(1)}: ≤ ${TARGETS.importMs})`, `median × client only (Node ${lambda.version.split('.')[0]!.slice(1)}: ≤ ${TARGETS.importOverClient})`, `90th percentile ms (Node ${lambda.version.split('.')[0]!.slice(1)}: ≤ ${TARGETS.importP90Ms})`, 'worst function ms', 'DynamoDB client only ms', 'empty handler ms'],
    summaryRows,
  );
  const detail = table(
    ['function', 'KiB loaded (+ lazy), SDK bundled', `ms ${MACHINE_NODE.version}`, '× client only', `ms ${lambda.version}`, '× client only', 'KiB loaded (+ lazy), SDK external', `ms ${MACHINE_NODE.version}`, '× client only', 'size targets'],
    rows,
  );
  const markdown = [
    `### Cold start proxy (import to ready handler, median of ${options.runs} fresh processes on Node ${MACHINE_NODE.version} and on the Lambda runtime's ${lambda.version}; sizes are what a cold start loads, lazily imported chunks in parentheses)`,
    '',
    summary,
    '',
    'DynamoDB client only: a bundle that only creates the document client every function uses (no route, zod or handler shell), timed the same way on the same Node: the part of the import that is the AWS SDK’s, and the floor of the import target.',
    '',
    `Faster packaging in this run (Node ${MACHINE_NODE.version}): **${recommendation === 'bundled' ? 'SDK bundled' : 'SDK external'}** (\`${VARIANTS[recommendation]}\`).`,
    '',
    '<details><summary>Per function</summary>',
    '',
    detail,
    '',
    '</details>',
  ].join('\n');
  return {
    figures,
    markdown,
    recommendation,
    notes: [`cold start: ${functions.length} functions × 2 packagings on Node ${MACHINE_NODE.version} and the stack's packaging on ${lambda.version}, × ${options.runs} processes, ${options.parallelism} at a time`],
  };
}
