import { rmSync } from 'node:fs';

/**
 * The run's TMPDIR (vitest.config.ts) goes with the run: CDK's cloud assemblies and anything
 * else tests wrote there. A global setup of the root project, so it runs whichever projects ran.
 */
export default function setup() {
  return () => {
    if (process.env.TEST_RUN_TMPDIR) rmSync(process.env.TEST_RUN_TMPDIR, { recursive: true, force: true });
  };
}
