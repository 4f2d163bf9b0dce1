/**
 * `npm run synth:report [-- --env <name>] [-- --bundle]`: synthesizes the app and prints, for
 * every template, how much of each CloudFormation limit it uses (the body measured as the file
 * CloudFormation receives), then the service quotas every environment of cdk.json uses together:
 * API Gateway resources per API (setting apiResourceQuota), IAM roles per account, Lambda code
 * storage per region (with `--bundle`: esbuild runs for every function, and each package is
 * measured zipped), plus methods and functions for the record (docs/deploy.md, "Limits and room left").
 * Exits 1 when anything is over the share we allow ourselves (HEADROOM_SHARE).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { buildEnvironment } from '../cdk/environment';
import {
  footprintOf,
  formatQuotaUsage,
  formatUsage,
  HEADROOM_SHARE,
  overHeadroom,
  quotasOverHeadroom,
  quotaUsages,
  templateUsage,
  VERSIONS_KEPT,
  zippedBytes,
  type Placement,
} from '../cdk/limits';
import { REPO_ROOT } from '../cdk/repo-root';
import { MAX_ROUTES_PER_GROUP } from '../cdk/route-groups';
import { readSettings } from '../cdk/settings';
import { LAMBDA_ROUTES } from '../../shared/routes';

const { values } = parseArgs({ options: { env: { type: 'string' }, bundle: { type: 'boolean', default: false } } });
const { context } = JSON.parse(readFileSync(`${REPO_ROOT}cdk.json`, 'utf8')) as { context: Record<string, any> };
const app = new App({ context: { ...context, ...(values.env ? { env: values.env } : {}), 'aws:cdk:bundling-stacks': values.bundle ? ['**'] : [] } });
const settings = readSettings(app.node);
const stacks = buildEnvironment(app, settings);
const assembly = app.synth();

type Template = { Resources?: Record<string, { Type?: string; Properties?: any }> };
const templates = app.node
  .findAll()
  .filter((c): c is Stack => Stack.isStack(c))
  .map((stack) => {
    const file = join(assembly.directory, NestedStack.isNestedStack(stack) ? stack.templateFile : assembly.getStackArtifact(stack.artifactId).templateFile);
    // The body size is the file's: what `cdk deploy` uploads and CloudFormation receives.
    return { stack, file, template: JSON.parse(readFileSync(file, 'utf8')) as Template, bytes: statSync(file).size };
  });
const usages = templates.map(({ stack, template, bytes }) => {
  const usage = templateUsage(stack.node.path, template);
  return { ...usage, usage: { ...usage.usage, bytes } };
});

// The environment's own stacks (the account-wide one is counted once per account).
const own = templates.filter(({ stack }) => stack !== stacks.account);
const codeBytes = values.bundle
  ? own.flatMap(({ template }) => Object.values(template.Resources ?? {}).filter((r) => r.Type === 'AWS::Lambda::Function'))
      // Inline code (the data-level guard's ZipFile) is in the template itself: its deflated size.
      .reduce((sum, fn) => sum + (fn.Properties.Code.ZipFile !== undefined ? deflateRawSync(String(fn.Properties.Code.ZipFile)).length : zippedBytes(join(assembly.directory, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`))), 0)
  : null;
const footprint = footprintOf(settings.env, own.map(({ template }) => template.Resources ?? {}), codeBytes);
const accountRoles = templates.filter(({ stack }) => stack === stacks.account).reduce((sum, { template }) => sum + Object.values(template.Resources ?? {}).filter((r) => r.Type === 'AWS::IAM::Role').length, 0);
// Every environment of cdk.json as it would deploy this app: where, and its API's quota.
const placements: Placement[] = Object.keys(context.environments ?? { [settings.env]: {} }).map((env) => {
  const s = env === settings.env ? settings : readSettings(new App({ context: { ...context, env, docsUrl: 'https://docs.invalid.report/', alarmEmail: 'report@example.com', production: false } }).node);
  return { env, account: s.account, region: s.region, apiResourceQuota: s.apiResourceQuota };
});
const quotas = quotaUsages(footprint, placements, accountRoles);

console.log(`Environment ${settings.env}: ${LAMBDA_ROUTES.length} Lambda routes in nested stacks of at most ${MAX_ROUTES_PER_GROUP}.\n`);
console.log(formatUsage(usages));
console.log(`\nService quotas, every environment of cdk.json with this app (${footprint.methods} methods and ${footprint.lambdaFunctions} functions per environment: no quota of their own).\n`);
console.log(formatQuotaUsage(quotas));
if (codeBytes === null) console.log(`\nLambda code storage: run with --bundle to measure it (each package zipped, × ${VERSIONS_KEPT} kept versions).`);
const over = [...overHeadroom(usages), ...quotasOverHeadroom(quotas)];
console.log(
  over.length === 0
    ? `\nEvery template and quota is within ${HEADROOM_SHARE * 100}%. A new area adds a nested stack; a full one is split (route-groups.ts).`
    : `\nOver ${HEADROOM_SHARE * 100}%:\n${over.join('\n')}`,
);
process.exit(over.length === 0 ? 0 : 1);
