import { fileURLToPath } from 'node:url';

/**
 * The repository root. Route handlers (`route.handler`) and the lock file are named relative
 * to it, so the stack resolves them from here instead of from the process's working directory
 * (`cdk synth` and vitest run from different places).
 */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
