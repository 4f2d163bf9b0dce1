/**
 * `npm run synth:report [-- --env <name>]`: synthesizes the app (without bundling) and prints,
 * for every template, how much of each CloudFormation limit it uses (docs/deploy.md, "Limits").
 * Exits 1 when a template is over the share we allow ourselves (HEADROOM_SHARE).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { buildEnvironment } from '../cdk/environment';
import { formatUsage, HEADROOM_SHARE, overHeadroom, templateUsage } from '../cdk/limits';
import { REPO_ROOT } from '../cdk/repo-root';
import { MAX_ROUTES_PER_GROUP } from '../cdk/route-groups';
import { readSettings } from '../cdk/settings';
import { LAMBDA_ROUTES } from '../../shared/routes';

const { values } = parseArgs({ options: { env: { type: 'string' } } });
const { context } = JSON.parse(readFileSync(`${REPO_ROOT}cdk.json`, 'utf8')) as { context: Record<string, unknown> };
const app = new App({ context: { ...context, ...(values.env ? { env: values.env } : {}), 'aws:cdk:bundling-stacks': [] } });
const settings = readSettings(app.node);
buildEnvironment(app, settings);
const assembly = app.synth();

const usages = app.node
  .findAll()
  .filter((c): c is Stack => Stack.isStack(c))
  .map((stack) => {
    const file = NestedStack.isNestedStack(stack) ? stack.templateFile : assembly.getStackArtifact(stack.artifactId).templateFile;
    return templateUsage(stack.node.path, JSON.parse(readFileSync(`${assembly.directory}/${file}`, 'utf8')));
  });

console.log(`Environment ${settings.env}: ${LAMBDA_ROUTES.length} Lambda routes in nested stacks of at most ${MAX_ROUTES_PER_GROUP}.\n`);
console.log(formatUsage(usages));
const over = overHeadroom(usages);
console.log(
  over.length === 0
    ? `\nEvery template is within ${HEADROOM_SHARE * 100}% of every limit. A new area adds a nested stack; a full one is split (route-groups.ts).`
    : `\nOver ${HEADROOM_SHARE * 100}%:\n${over.join('\n')}`,
);
process.exit(over.length === 0 ? 0 : 1);
