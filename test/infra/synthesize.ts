import { readFileSync } from 'node:fs';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildEnvironment, stackNames } from '../../infra/cdk/environment';
import { readSettings } from '../../infra/cdk/settings';
import type { Route } from '../../shared/http/route-types';
import type { Placement } from '../../infra/cdk/limits';
import type { CfnResource, Resources } from './template-model';

/** cdk.json's context without its environments: the feature flags `cdk synth` runs with. */
const { env: _env, environments: _environments, ...CDK_JSON_FLAGS } = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

export const TEST_ENV = 'infratest';
export const STACK_NAMES = stackNames(TEST_ENV);

/** Not cdk.json's values: the assertions prove the stack reads the context. */
export const TEST_CONTEXT = {
  docsUrl: 'https://docs.test.example/api-reference',
  throttleRateLimit: 17,
  throttleBurstLimit: 23,
  authorizerCacheTtlSeconds: 45,
  logRetentionDays: 14,
  alarmEmail: 'oncall@test.example',
  latencyP99AlarmMs: 1234,
} as const;

export interface SynthesizeOptions {
  routes?: readonly Route[];
  /** Context values on top of TEST_CONTEXT (as `-c name=value` would give them). */
  context?: Record<string, unknown>;
  /**
   * CDK's own CloudFormation schema validation. Off by default here: it costs ~8 s of CPU per
   * synth, and `npx cdk synth` (CI) runs it on the real template anyway.
   */
  builtinCloudFormationValidation?: boolean;
  /** Run esbuild for every function into `outdir` (default: placeholder assets, nothing built). */
  bundleInto?: string;
}

/** The app and its stacks, not synthesized yet (the construct tree alone is cheap to inspect). */
export function buildStacks(options: SynthesizeOptions = {}) {
  const app = new App({
    builtinCloudFormationValidation: options.builtinCloudFormationValidation ?? false,
    outdir: options.bundleInto,
    context: {
      ...CDK_JSON_FLAGS,
      env: TEST_ENV,
      environments: { [TEST_ENV]: TEST_CONTEXT },
      ...options.context,
      // By default no stack is bundled: function code gets placeholder assets (esbuild never runs).
      'aws:cdk:bundling-stacks': options.bundleInto ? ['**'] : [],
      // Lets the tests find a route's resources by construct path.
      'aws:cdk:enable-path-metadata': true,
      // Names each nested template and function asset in its resource's metadata, as `cdk synth` does.
      'aws:cdk:enable-asset-metadata': true,
    },
  });
  const stacks = buildEnvironment(app, readSettings(app.node), { routes: options.routes });
  return { app, ...stacks };
}

/** Every template of a stack: its own and, recursively, its nested stacks'. */
export function templatesOf(stack: Stack): Map<Stack, Template> {
  const found = new Map<Stack, Template>([[stack, Template.fromStack(stack)]]);
  for (const child of stack.node.findAll()) {
    if (child instanceof NestedStack && child.nestedStackParent === stack) {
      for (const [s, t] of templatesOf(child)) found.set(s, t);
    }
  }
  return found;
}

/**
 * One resource map for the API stack and its nested stacks, as the deployed API sees them. A
 * nested stack's logical ids get its stack resource's id as prefix (`RoutesUsers/getUserFn…`),
 * and its parameters are replaced by the values its parent passes, so `Ref`s and `GetAtt`s across
 * the nesting resolve to resources of the map.
 */
export function flattenApiResources(api: Stack, templates: Map<Stack, Template>): Resources {
  const merged: Resources = {};
  const visit = (stack: Stack, prefix: string, parameters: Record<string, unknown>) => {
    const resources = templates.get(stack)!.toJSON().Resources as Resources;
    const local = (id: unknown) => typeof id === 'string' && id in resources;
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (value === null || typeof value !== 'object') return value;
      const { Ref: ref, 'Fn::GetAtt': getAtt } = value as { Ref?: unknown; 'Fn::GetAtt'?: unknown[] };
      if (typeof ref === 'string' && ref in parameters) return parameters[ref];
      if (local(ref)) return { Ref: `${prefix}${ref}` };
      if (Array.isArray(getAtt) && local(getAtt[0])) return { 'Fn::GetAtt': [`${prefix}${getAtt[0]}`, ...getAtt.slice(1)] };
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    };
    for (const [id, resource] of Object.entries(resources)) {
      const dependsOn = resource.DependsOn as string[] | string | undefined;
      merged[`${prefix}${id}`] = {
        ...(rewrite(resource) as CfnResource),
        ...(dependsOn ? { DependsOn: [dependsOn].flat().map((d) => `${prefix}${d}`) } : {}),
      };
    }
    for (const child of stack.node.findAll()) {
      if (!(child instanceof NestedStack) || child.nestedStackParent !== stack) continue;
      const stackResourceId = stack.resolve(child.nestedStackResource!.logicalId) as string;
      const passed = (resources[stackResourceId]!.Properties?.Parameters ?? {}) as Record<string, unknown>;
      visit(child, `${prefix}${stackResourceId}/`, Object.fromEntries(Object.entries(passed).map(([name, v]) => [name, rewrite(v)])));
    }
  };
  visit(api, '', {});
  return merged;
}

export function synthesize(options: SynthesizeOptions = {}) {
  const built = buildStacks(options);
  const apiTemplates = templatesOf(built.api);
  const dataTemplate = Template.fromStack(built.data);
  return {
    ...built,
    apiTemplate: apiTemplates.get(built.api)!,
    apiTemplates,
    dataTemplate,
    dataResources: dataTemplate.toJSON().Resources as Resources,
    /** The API stack and its nested stacks as one map (see flattenApiResources). */
    resources: flattenApiResources(built.api, apiTemplates),
  };
}

/** What an operator gives prod on the command line (docs/deploy.md, "Settings each environment needs"). */
export const PROD_COMMAND_LINE = { docsUrl: 'https://developers.learning-people.io/api', alarmEmail: 'oncall@learning-people.io' } as const;

/**
 * An environment exactly as cdk.json defines it (`-c env=<env>`), plus `extra` as `-c name=value`:
 * what `npx cdk deploy --all -c env=<env>` would deploy. Functions get placeholder assets.
 */
export function buildCdkJsonEnvironment(env: string, extra: Record<string, unknown> = {}, routes?: readonly Route[]) {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ context: { ...context, env, ...extra, 'aws:cdk:bundling-stacks': [], 'aws:cdk:enable-path-metadata': true } });
  const settings = readSettings(app.node);
  return { app, settings, ...buildEnvironment(app, settings, { routes }) };
}

/** cdk.json's environments where they deploy, each with its settings as the synth reads them (plus `extra`). */
export function cdkJsonPlacements(extra: Record<string, unknown> = {}): Placement[] {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, any> };
  return Object.keys(context.environments).map((env) => {
    const settings = readSettings(
      new App({ context: { ...context, env, ...extra, ...(context.environments[env].production ? { docsUrl: 'https://docs.acme.io/api', alarmEmail: 'pager@acme.io' } : {}) } }).node,
    );
    return { env, account: settings.account, region: settings.region, apiResourceQuota: settings.apiResourceQuota };
  });
}

