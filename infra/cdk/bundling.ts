import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every function is bundled, as named profiles so that a benchmark can compare them by
 * passing `-c bundleProfile=<name>` instead of editing code. The default is the one constant
 * below.
 *
 * - `esm-sdk-bundled`: the AWS SDK is bundled, so the deployed code runs exactly the SDK version
 *   of package-lock.json (the tests ran against it), whatever the Lambda runtime ships.
 * - `esm-sdk-from-runtime`: the SDK comes from the nodejs22.x runtime: smaller bundles, but its
 *   version is whatever AWS ships that week.
 * - `cjs-sdk-bundled`: CommonJS output, for comparison with the ESM profiles.
 */
export const BUNDLE_PROFILES = {
  'esm-sdk-bundled': { format: OutputFormat.ESM, externalModules: [] },
  'esm-sdk-from-runtime': { format: OutputFormat.ESM, externalModules: ['@aws-sdk/*'] },
  'cjs-sdk-bundled': { format: OutputFormat.CJS, externalModules: [] },
} as const satisfies Record<string, { format: OutputFormat; externalModules: readonly string[] }>;

export type BundleProfileName = keyof typeof BUNDLE_PROFILES;

export const DEFAULT_BUNDLE_PROFILE: BundleProfileName = 'esm-sdk-bundled';

/**
 * CommonJS dependencies bundled into an ES module still call `require('node:…')`; esbuild's ESM
 * output has no `require`, so one is created (aliased to avoid clashing with bundled names).
 */
const ESM_REQUIRE_SHIM =
  "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);";

export function bundlingOptions(profileName: BundleProfileName): BundlingOptions {
  const profile = BUNDLE_PROFILES[profileName];
  const esm = profile.format === OutputFormat.ESM;
  return {
    format: profile.format,
    externalModules: [...profile.externalModules],
    minify: true,
    sourceMap: true,
    // The map only has to turn minified positions into file:line; the sources add megabytes.
    sourcesContent: false,
    target: 'node22',
    // Prefer the ES builds of dual packages (the AWS SDK, zod) when emitting ESM.
    mainFields: esm ? ['module', 'main'] : undefined,
    banner: esm ? ESM_REQUIRE_SHIM : undefined,
    // esbuild is a devDependency: bundle on this machine, never in Docker.
    forceDockerBundling: false,
  };
}
