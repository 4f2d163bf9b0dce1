import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ApiStack } from '../../infra/cdk/api-stack';
import { readSettings } from '../../infra/cdk/settings';
import type { Route } from '../../shared/routes/route-types';
import type { Resources } from './template-model';

export const STACK_ID = 'InfraTest';

/** Not cdk.json's values: the assertions prove the stack reads the context. */
export const TEST_CONTEXT = {
  docsUrl: 'https://docs.test.example/api-reference',
  throttleRateLimit: 17,
  throttleBurstLimit: 23,
  authorizerCacheTtlSeconds: 45,
  logRetentionDays: 14,
} as const;

export interface SynthesizeOptions {
  routes?: readonly Route[];
  /**
   * CDK's own CloudFormation schema validation. Off by default here: it costs ~8 s of CPU per
   * synth, and `npx cdk synth` (CI) runs it on the real template anyway.
   */
  builtinCloudFormationValidation?: boolean;
  /** Run esbuild for every function into `outdir` (default: placeholder assets, nothing built). */
  bundleInto?: string;
}

/** The app and stack, not synthesized yet (the construct tree alone is cheap to inspect). */
export function buildStack(options: SynthesizeOptions = {}) {
  const app = new App({
    builtinCloudFormationValidation: options.builtinCloudFormationValidation ?? false,
    outdir: options.bundleInto,
    context: {
      ...TEST_CONTEXT,
      // By default no stack is bundled: function code gets placeholder assets (esbuild never runs).
      'aws:cdk:bundling-stacks': options.bundleInto ? ['**'] : [],
      // Lets the tests find a route's resources by construct path.
      'aws:cdk:enable-path-metadata': true,
    },
  });
  const stack = new ApiStack(app, STACK_ID, { settings: readSettings(app.node), routes: options.routes });
  return { app, stack };
}

export function synthesize(options: SynthesizeOptions = {}) {
  const { app, stack } = buildStack(options);
  const template = Template.fromStack(stack);
  return { app, stack, template, resources: template.toJSON().Resources as Resources };
}
