/**
 * Cold start of two trees, in the same run, interleaved (#29 "Performance and limits": the
 * cold-start median on Node 22 may not grow by more than 2 ms from a change; #32 asks for the
 * SCIM functions' figures). Not a section of `npm run bench`: it needs a second checkout.
 *
 *   git archive <commit> | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   npx tsx bench/cold-compare.ts /tmp/before /path/to/after [runs] [--reuse]
 *
 * `--reuse` times the bundles of the previous run again (bench/.out/cold-compare) without
 * building them (their loaded bytes read back from the entry's static imports).
 *
 * Each tree's functions are bundled with that tree's own esbuild options (infra/cdk/bundling.ts,
 * the stack's packaging) and routes; then, `runs` times, every function of both trees is imported
 * in a fresh Node 22 process (bench/lambda-node.ts), one at a time, the two trees alternating
 * first, so the machine's load falls on both alike. Figures per tree: the median over functions
 * of each function's median import, the 90th percentile of those medians, the ratio of the
 * median to the DynamoDB-client-only bundle's (timed in the same rounds), and the SCIM functions.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { EMPTY_HANDLER, loadedBytes, SDK_CLIENT_ONLY, timeImport } from './cold-start';
import { lambdaNode } from './lambda-node';
import { kib, median, percentile, ratio, round } from './stats';

const reuse = process.argv.includes('--reuse');
const [beforeArg, afterArg, runsArg] = process.argv.slice(2).filter((a) => a !== '--reuse');
if (!beforeArg || !afterArg) {
  console.error('usage: npx tsx bench/cold-compare.ts <before-tree> <after-tree> [runs]');
  process.exit(2);
}
const RUNS = Number(runsArg ?? 10);
const OUT = resolve(import.meta.dirname, '.out/cold-compare');
const CLIENT = '(DynamoDB client only)';
const FLOOR = '(empty handler)';

interface Bundle {
  tree: 'before' | 'after';
  fn: string;
  file: string;
  bytes: number;
  ms: number[];
}

/** Bytes of an entry and of every chunk it imports statically (the minified `import … from"./x.mjs"` / `import"./x.mjs"`). */
function eagerBytes(entry: string, seen = new Set<string>()): number {
  if (seen.has(entry)) return 0;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  let bytes = statSync(entry).size;
  for (const m of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.mjs)"/g)) bytes += eagerBytes(resolve(dirname(entry), m[1]!), seen);
  return bytes;
}

function reused(tree: 'before' | 'after'): Bundle[] {
  const dir = join(OUT, tree);
  const names: Record<string, string> = { _DynamoDB_client_only_: CLIENT, _empty_handler_: FLOOR };
  return readdirSync(dir)
    .filter((d) => existsSync(join(dir, d, 'index.mjs')))
    .map((d) => ({ tree, fn: names[d] ?? d, file: join(dir, d, 'index.mjs'), bytes: eagerBytes(join(dir, d, 'index.mjs')), ms: [] }));
}

async function bundlesOf(tree: 'before' | 'after', root: string): Promise<Bundle[]> {
  const load = (path: string) => import(pathToFileURL(join(root, path)).href);
  const { esbuildOptions, DEFAULT_BUNDLE_PROFILE, ENTRY_NAME } = await load('infra/cdk/bundling.ts');
  const { LAMBDA_ROUTES } = await load('shared/routes/index.ts');
  const { AUTHORIZER_ENTRY } = await load('infra/local/gateway.ts');
  const refs = join(OUT, tree, '_refs');
  mkdirSync(refs, { recursive: true });
  writeFileSync(join(refs, 'client.ts'), SDK_CLIENT_ONLY);
  writeFileSync(join(refs, 'empty.ts'), EMPTY_HANDLER);
  const entries: Array<[string, string]> = [
    ...new Map((LAMBDA_ROUTES as Array<{ handler: string; id: string }>).map((r) => [r.handler, r.id])).entries(),
    [AUTHORIZER_ENTRY, 'authorizer'],
    [join(refs, 'client.ts'), CLIENT],
    [join(refs, 'empty.ts'), FLOOR],
  ];
  const out: Bundle[] = [];
  for (const [entry, fn] of entries) {
    const outdir = join(OUT, tree, fn.replace(/[^\w-]+/g, '_'));
    const { metafile } = await build({ ...esbuildOptions(DEFAULT_BUNDLE_PROFILE, entry, outdir), metafile: true, logLevel: 'silent' });
    out.push({ tree, fn, file: join(outdir, `${ENTRY_NAME}.mjs`), bytes: loadedBytes(metafile!).eager, ms: [] });
  }
  return out;
}

const log = (line: string) => process.stdout.write(`${line}\n`);
if (!reuse) rmSync(OUT, { recursive: true, force: true });
const before = reuse ? reused('before') : await bundlesOf('before', resolve(beforeArg));
const after = reuse ? reused('after') : await bundlesOf('after', resolve(afterArg));
const node = lambdaNode(log);
log(`bundled ${before.length} + ${after.length}; timing on Node ${node.version}, ${RUNS} rounds`);
for (let r = 0; r < RUNS; r++) {
  const byFn = new Map<string, Bundle[]>();
  for (const b of [...before, ...after]) byFn.set(b.fn, [...(byFn.get(b.fn) ?? []), b]);
  for (const pair of byFn.values()) {
    const ordered = r % 2 ? [...pair].reverse() : pair;
    for (const b of ordered) b.ms.push(await timeImport(b.file, node));
  }
  log(`  round ${r + 1}/${RUNS} done`);
}

const summary = (bundles: Bundle[]) => {
  const fns = bundles.filter((b) => !b.fn.startsWith('('));
  const medians = fns.map((b) => median(b.ms));
  const client = median(bundles.find((b) => b.fn === CLIENT)!.ms);
  const floor = median(bundles.find((b) => b.fn === FLOOR)!.ms);
  const scim = fns.filter((b) => /scim/i.test(b.fn));
  return {
    functions: fns.length,
    median: round(median(medians), 1),
    p90: round(percentile(medians, 90), 1),
    worst: round(Math.max(...medians), 1),
    client: round(client, 1),
    ratio: ratio(median(medians), client),
    floor: round(floor, 1),
    largestKiB: Math.max(...fns.map((b) => kib(b.bytes))),
    medianKiB: round(median(fns.map((b) => kib(b.bytes))), 1),
    scim: Object.fromEntries(scim.map((b) => [b.fn, { ms: round(median(b.ms), 1), ratio: ratio(median(b.ms), client), KiB: kib(b.bytes) }])),
    scimMedian: round(median(scim.map((b) => median(b.ms))), 1),
  };
};
const result = { node: node.version, runs: RUNS, before: summary(before), after: summary(after) };
log(JSON.stringify(result, null, 2));
const growth = (fn: string) => {
  const a = after.find((b) => b.fn === fn);
  const b = before.find((x) => x.fn === fn);
  return a && b ? { fn, ms: round(median(a.ms) - median(b.ms), 1), KiB: round(kib(a.bytes) - kib(b.bytes), 1) } : undefined;
};
log('largest growth per function (ms, KiB):');
for (const g of after.map((b) => growth(b.fn)).filter((g) => g !== undefined).sort((x, y) => y.ms - x.ms).slice(0, 10)) log(`  ${g.fn}: ${g.ms} ms, ${g.KiB} KiB`);
writeFileSync(join(OUT, 'result.json'), JSON.stringify({ ...result, perFunction: [...before, ...after].map(({ tree, fn, bytes, ms }) => ({ tree, fn, bytes, median: median(ms) })) }, null, 2));
