import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { DATABASE_TEST_TIMEOUT_MS } from './test/support/busy-machine';

/**
 * The run's own temporary directory (TMPDIR of every test worker): what the tests leave there
 * (the cloud assemblies CDK writes for every synthesized App, ~1 MB each) goes with the run
 * (test/support/run-tmpdir.ts removes it).
 */
const RUN_TMPDIR = (process.env.TEST_RUN_TMPDIR ??= mkdtempSync(join(tmpdir(), 'learning-people-test-')));

/**
 * The line a test file starts with when it needs no DynamoDB Local: it then runs in the `unit`
 * project, which never starts Java (`npx vitest run --project unit` takes seconds, and running
 * one such file does not wait ~15 s for the database). In that project DYNAMODB_ENDPOINT points at
 * a closed port (test/support/worker-environment.ts): a marked file that does reach for the
 * database fails at once with ECONNREFUSED instead of quietly talking to something else.
 */
export const UNIT_MARKER = '// unit: needs no DynamoDB Local';

const CHAOS = !!process.env.CHAOS;
const SUITES = CHAOS ? ['test/chaos'] : ['test', 'bench'];
// The 10-second outage runs apart (`npm run chaos`); its few-second variant, outage-short, is in the suite (#45).
const SKIPPED = CHAOS ? [] : ['test/chaos/outage.test.ts'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (SKIPPED.includes(path)) return [];
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const ALL = SUITES.flatMap(testFiles);
const UNIT = ALL.filter((file) => readFileSync(file, 'utf8').startsWith(UNIT_MARKER));
const DATABASE = ALL.filter((file) => !UNIT.includes(file));

/**
 * Seconds the longest files take in a full run (docs/decisions/suite-time.md, "2026-11-26 — cheaper fault sweeps and seeding, longest files first"), so
 * that a run without vitest's results cache (CI: a clean clone, node_modules/.vite gone) starts
 * them first. Without it vitest starts files it knows no duration of largest first (bytes), all
 * of the `database` project before the `unit` one, and the request-heavy sweeps are short files:
 * fuzz, emission-faults and http/faults were the 55th, 42nd and 47th of 77 database files to
 * start, and a long file started late can end the run with the other worker idle. Only the
 * order matters: an entry that is off, missing or stale makes a run slower, never wrong.
 */
export const KNOWN_SECONDS: Record<string, number> = {
  'test/http/fuzz.test.ts': 205,
  'test/webhooks/emission-faults.test.ts': 170,
  'test/http/faults.test.ts': 150,
  'test/infra/deployed-artifacts.test.ts': 100,
  // Release 6932870's own npm ci on a machine's first run (~20–60 s, then cached in ~/.cache), its start and traffic: ~35 s after.
  'test/migrations/rehearsal.test.ts': 70,
  // Each starts a previous release (its own npm ci on a machine's first run, then its start and
  // seeding behind the run's DynamoDB Local): 45–180 s in a clean-clone run of 2026-11-28, where
  // by size they started 75th–94th of 174.
  'test/migrations/counter-shards-upgrade.test.ts': 180,
  'test/migrations/groups-rehearsal.test.ts': 150,
  'test/learning/group-rules-upgrade.test.ts': 45,
  'test/scim/attributes-upgrade.test.ts': 42,
  // Unit files that spawn tools (esbuild, cfn-lint): 24–32 s, started last by size.
  'test/infra/bundle-sizes.test.ts': 32,
  'test/infra/cfn-lint.test.ts': 24,
  'test/docs/examples-live.test.ts': 37,
  'test/learning/assign.test.ts': 30,
  // Alone (load 13): 37 s, five `node --import tsx` runs of the CLI; 1.8 KB, so by size it started 76th of 77.
  'test/organization/org-create.test.ts': 37,
  // Its own DynamoDB Local (a second JVM, started twice) and a few-second outage under 4 clients (#45):
  // 17–35 s alone at load 11–13 on 2 cores, 55 s at load 15; by size it would start late.
  'test/chaos/outage-short.test.ts': 30,
};

/**
 * Longest first, across both projects (they share the pool): a file's duration from vitest's
 * results cache when it has one (a repeated local run), else KNOWN_SECONDS; the files known by
 * neither after them, in vitest's own order (largest first).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const root = base[0]?.project.config.root ?? process.cwd();
    const expected = (spec: TestSpecification): number | undefined => {
      const path = relative(root, spec.moduleId);
      return this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)?.duration ?? (path in KNOWN_SECONDS ? KNOWN_SECONDS[path]! * 1000 : undefined);
    };
    const known = base.filter((spec) => expected(spec) !== undefined).sort((a, b) => expected(b)! - expected(a)!);
    return [...known, ...base.filter((spec) => expected(spec) === undefined)];
  }
}

/** What both projects share (a project that `extends: true` would also run the root's global setup). */
const common = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', TMPDIR: RUN_TMPDIR },
  setupFiles: ['test/support/worker-environment.ts'],
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    pool: 'forks',
    // At least two test files at once: vitest's default (cores − 1) is one on a 2-core machine,
    // and the files mostly wait on DynamoDB Local (its own process). One at a time: 843 s; two:
    // 513 s, same machine. Bigger machines keep vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default'],
    sequence: { sequencer: LongestFirst },
    // The root project's global setup runs once per run, whichever projects ran.
    globalSetup: ['test/support/run-tmpdir.ts'],
    // The benchmark's own checks live next to it (test/ and bench/ never import each other).
    // The chaos test (a 10 s database outage under load, ~2-4 min) runs apart: `npm run chaos`;
    // test/chaos/outage-short.test.ts (a few seconds, 4 clients) runs here.
    projects: [
      // Pure logic, documents, templates: no database, so no DynamoDB Local.
      { test: { ...common, name: 'unit', include: UNIT.length ? UNIT : ['no-unit-files'] } },
      // DynamoDB Local (the real engine) is started once for the files that need it
      // (test/support/global-setup.ts), and only when at least one of them is selected.
      // Their requests queue at the run's one DynamoDB Local, which both workers saturate for a
      // minute or two at a time (a Put+Get probe: p50 300–700 ms, single calls up to 5 s, while the
      // rehearsals and upgrade tests run; docs/decisions/suite-time.md, "2026-11-28 — a test's
      // limit under a saturated DynamoDB Local"): a limit of 60 s, DATABASE_TEST_TIMEOUT_MS.
      { test: { ...common, testTimeout: DATABASE_TEST_TIMEOUT_MS, name: 'database', include: DATABASE, globalSetup: ['test/support/global-setup.ts'] } },
    ],
  },
});
