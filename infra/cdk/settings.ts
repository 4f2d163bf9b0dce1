import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { z } from 'zod';
import { BUNDLE_PROFILES, DEFAULT_BUNDLE_PROFILE, type BundleProfileName } from './bundling';
import { DEPLOYMENT_CONFIGS, type DeploymentConfigName } from './gradual-deploy';

/** Every bounded retention CloudWatch accepts (INFINITE is excluded on purpose). */
const BOUNDED_RETENTIONS = new Set<number>(
  Object.values(RetentionDays).filter((v): v is RetentionDays => typeof v === 'number' && v !== RetentionDays.INFINITE),
);

/**
 * An environment's name becomes part of stack names, the stage name and the metrics namespace:
 * lower-case letters, digits and dashes (API Gateway stage names and CloudFormation stack names
 * both accept that).
 */
export const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,19}$/;

/** `-c name=value` gives strings, cdk.json gives numbers and booleans: coerce both. */
const booleanSetting = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const SettingsSchema = z.object({
  docsUrl: z
    .url({ protocol: /^https?$/ })
    // It is written inside a single-quoted API Gateway mapping value ('<url>').
    .refine((url) => !url.includes("'"), 'must not contain a single quote'),
  throttleRateLimit: z.coerce.number().positive().default(50),
  throttleBurstLimit: z.coerce.number().int().positive().default(100),
  // API Gateway accepts 0 (no cache) to 3600 seconds.
  authorizerCacheTtlSeconds: z.coerce.number().int().min(0).max(3600).default(60),
  logRetentionDays: z.coerce
    .number()
    .refine((days) => BOUNDED_RETENTIONS.has(days), { message: `must be one of ${[...BOUNDED_RETENTIONS].join(', ')}` })
    .transform((days) => days as RetentionDays)
    .default(RetentionDays.ONE_MONTH),
  bundleProfile: z
    .enum(Object.keys(BUNDLE_PROFILES) as [BundleProfileName, ...BundleProfileName[]])
    .default(DEFAULT_BUNDLE_PROFILE),
  /** WAF: requests one credential (`Authorization` value) may make per 5 minutes (WAF accepts 10..2e9). */
  perCredentialRateLimit: z.coerce.number().int().min(10).max(2_000_000_000).default(6_000),
  /** WAF: requests one client address may make per 5 minutes without an `Authorization` header (login, docs). */
  perAddressRateLimit: z.coerce.number().int().min(10).max(2_000_000_000).default(600),
  /** WAF: requests one client address may make per 5 minutes with or without credentials (rotating garbage tokens). */
  perAddressTotalRateLimit: z.coerce.number().int().min(10).max(2_000_000_000).default(60_000),
  /** Where alarm notifications go (an SNS email subscription); none: the topic has no subscriber. */
  alarmEmail: z.email().optional(),
  /** p99 of a route group's handler latency (EMF `Latency`) above this raises an alarm. */
  latencyP99AlarmMs: z.coerce.number().int().min(50).max(29_000).default(2_000),
  /** Share of 5xx answers of the stage (0..1) above which the API alarm fires. */
  serverErrorRateAlarm: z.coerce.number().gt(0).lt(1).default(0.01),
  /** How long a function keeps the cursor secret before reading it again (rotation bound). */
  cursorSecretMaxAgeSeconds: z.coerce.number().int().min(30).max(86_400).default(300),
  /**
   * Days between two rotations of the cursor secret. A cursor stays valid through one rotation
   * (AWSPREVIOUS), so this is also the longest a client can hold a cursor (Secrets Manager: 1..1000).
   */
  cursorSecretRotationDays: z.coerce.number().int().min(1).max(1000).default(30),
  /**
   * The API Gateway account's CloudWatch role is one setting per account and region. true: this
   * app's `LearningPeople-Account` stack sets it (shared by every environment, deployed once);
   * false: the account already has one (execution logs need it).
   */
  manageApiGatewayAccount: booleanSetting.default(true),
  /**
   * How CodeDeploy shifts each function's `live` alias to a new version (infra/cdk/gradual-deploy.ts):
   * every environment has the same deployment groups; dev shifts all at once, prod a canary.
   */
  deploymentConfig: z.enum(Object.keys(DEPLOYMENT_CONFIGS) as [DeploymentConfigName, ...DeploymentConfigName[]]).default('AllAtOnce'),
  /**
   * Reserved concurrency of the authorizer: capacity no other function can take (a throttled
   * authorizer turns every request into a 500), and its cap. docs/decisions/operations.md has
   * the arithmetic. Lambda keeps 100 of the account's limit unreserved: an account whose limit is
   * below this plus 100 (new accounts start at 10) must raise it first or lower this.
   */
  authorizerReservedConcurrency: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Termination protection of the data stack (the table and the secret); off only for throwaway environments. */
  terminationProtection: booleanSetting.default(true),
  /** Optional target of the stacks; without them `cdk deploy` uses the shell's account and region. */
  account: z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id').optional(),
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as eu-west-1').optional(),
});

export type Settings = z.infer<typeof SettingsSchema> & {
  /** The environment (`-c env=<name>`, default `dev`): stack names, stage, metrics namespace. */
  env: string;
};

export const SETTING_NAMES = Object.keys(SettingsSchema.shape) as (keyof z.infer<typeof SettingsSchema>)[];

export const DEFAULT_ENVIRONMENT = 'dev';

/**
 * The one place context values are read and validated; a bad value fails the synth with its name.
 *
 * `-c env=<name>` picks the environment (default `dev`); its settings come from cdk.json's
 * `environments.<name>` object, and any setting given on the command line (`-c name=value`) or as
 * a top-level context value wins over the environment's.
 */
export function readSettings(node: Node): Settings {
  const env = String(node.tryGetContext('env') ?? DEFAULT_ENVIRONMENT);
  const environments = (node.tryGetContext('environments') ?? {}) as Record<string, Record<string, unknown>>;
  if (!ENVIRONMENT_NAME.test(env)) {
    throw new Error(`Invalid CDK context (cdk.json or -c name=value): env: "${env}" must match ${ENVIRONMENT_NAME}`);
  }
  const known = Object.keys(environments);
  if (known.length > 0 && !(env in environments)) {
    throw new Error(`Invalid CDK context (cdk.json or -c name=value): env: unknown environment "${env}"; cdk.json defines ${known.join(', ')}`);
  }
  const fromEnvironment = environments[env] ?? {};
  const unknownSettings = Object.keys(fromEnvironment).filter((name) => !(SETTING_NAMES as string[]).includes(name));
  if (unknownSettings.length > 0) {
    throw new Error(`Invalid CDK context (cdk.json or -c name=value): environments.${env}: unknown setting ${unknownSettings.join(', ')}`);
  }
  const raw = Object.fromEntries(SETTING_NAMES.map((name) => [name, node.tryGetContext(name) ?? fromEnvironment[name]]));
  const parsed = SettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid CDK context (cdk.json or -c name=value): ${problems}`);
  }
  return { ...parsed.data, env };
}
