import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The run's own temporary directory (TMPDIR of every test worker): what the tests leave there
 * (the cloud assemblies CDK writes for every synthesized App, ~1 MB each) goes with the run
 * (test/support/global-setup.ts removes it).
 */
const RUN_TMPDIR = (process.env.TEST_RUN_TMPDIR ??= mkdtempSync(join(tmpdir(), 'learning-people-test-')));

export default defineConfig({
  test: {
    // The benchmark's own checks live next to it (test/ and bench/ never import each other).
    // The chaos test (a database outage under load, ~2-4 min) runs apart: `npm run chaos`.
    include: process.env.CHAOS ? ['test/chaos/**/*.test.ts'] : ['test/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: process.env.CHAOS ? [] : ['test/chaos/**', '**/node_modules/**'],
    // DynamoDB Local (the real engine) is started once for the whole run.
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/worker-environment.ts'],
    pool: 'forks',
    // At least two test files at once: vitest's default (cores − 1) is one on a 2-core machine,
    // and the files mostly wait on DynamoDB Local (its own process). One at a time: 843 s; two:
    // 513 s, same machine. Bigger machines keep vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default'],
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', TMPDIR: RUN_TMPDIR },
  },
});
