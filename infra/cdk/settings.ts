import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { z } from 'zod';
import { BUNDLE_PROFILES, DEFAULT_BUNDLE_PROFILE, type BundleProfileName } from './bundling';
import { DEPLOYMENT_CONFIGS, type DeploymentConfigName } from './gradual-deploy';
import { TABLE_REF } from '../../shared/db/table-ref';

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
  /**
   * WAF: requests one credential (a well-formed bearer token, however the header is spelled) may
   * make per 5 minutes (WAF accepts 10..2e9). At most STAGE_SHARE of the stage (below), and
   * by default exactly that.
   */
  perCredentialRateLimit: z.coerce.number().int().min(10).max(2_000_000_000).optional(),
  /** WAF: requests one client address may make per 5 minutes without a credential (public routes, no or malformed `Authorization`). */
  perAddressRateLimit: z.coerce.number().int().min(10).max(2_000_000_000).default(600),
  /**
   * WAF: requests one client address may make per 5 minutes whatever it sends (rotating tokens).
   * At most STAGE_SHARE of the stage, by default exactly that: two addresses can never take the
   * stage from everyone else (issue #33, finding 3).
   */
  perAddressTotalRateLimit: z.coerce.number().int().min(10).max(2_000_000_000).optional(),
  /**
   * Per-organization fairness (#33 §3): every non-public method requires an API key, which the
   * authorizer names (the organization's, in the usage plan whose per-key throttle is STAGE_SHARE
   * of the stage); while off, the usage plan exists and counts nothing. On by default (#45
   * finding 2): a new environment's organizations are all made by org:create, which gives each
   * its key before it exists. An environment deployed before the keys existed is recognised by
   * saying `false` in cdk.json (dev, staging and prod do): its contract step is removing that
   * line once `npm run migrate -- --status` says it is safe (docs/deploy.md, "Per-organization
   * fairness (two deploys)").
   */
  organizationKeysRequired: booleanSetting.default(true),
  /**
   * Webhook delivery rate caps (#33 §6, shared/webhooks/rate-caps.ts): POSTs per second one
   * organization sends in all, and to one destination host. Over a cap a delivery waits for its
   * slot (its attempt is not spent). docs/security.md "Webhooks (outbound requests)" justifies the defaults.
   */
  webhookOrganizationRatePerSecond: z.coerce.number().positive().max(1000).default(50),
  webhookDestinationRatePerSecond: z.coerce.number().positive().max(1000).default(10),
  /**
   * SCIM (#41): an enterprise `department` naming no area creates it (`create`), or leaves the user
   * without an area, the department kept as sent (`existing`): docs/provisioning.md "Groups and areas".
   */
  scimDepartmentAreas: z.enum(['create', 'existing']).default('create'),
  /** WAF's AWS managed rule groups (common, known bad inputs, IP reputation): `count` only logs what they would block. */
  wafManagedRules: z.enum(['count', 'block']).default('count'),
  /** Who is paged (an SNS email subscription of the paging topic); required where `production` is true. */
  alarmEmail: z.email().optional(),
  /** Who gets the alarms that can wait for working hours (the ticket topic); none: the topic has no subscriber. */
  ticketEmail: z.email().optional(),
  /** A production environment: refuses to synthesize without `alarmEmail` and with a placeholder `docsUrl`. */
  production: booleanSetting.default(false),
  /** Availability SLO: the share of answers over 30 days that are not 5xx (burn-rate alarms, slo-alarms.ts). */
  availabilitySlo: z.coerce.number().min(0.9).max(0.99999).default(0.999),
  /** Latency SLO: the share of answers over 30 days within `latencyP99AlarmMs` (API Gateway `Latency`). */
  latencySlo: z.coerce.number().min(0.9).max(0.99999).default(0.99),
  /** The account's Lambda concurrency quota (Service Quotas); `ClaimedAccountConcurrency` above 80 % of it raises a ticket. */
  accountConcurrencyLimit: z.coerce.number().int().min(10).default(1000),
  /**
   * API Gateway's resources-per-API quota granted to this environment's REST API (default 300;
   * raised per API through Service Quotas). The synth fails when the API needs more; `npm run
   * synth:report` flags it above half (docs/deploy.md, "Limits and room left").
   */
  apiResourceQuota: z.coerce.number().int().min(300).max(10_000).default(300),
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
  /**
   * Serve an existing table (its name or ARN) instead of the data stack's own: a table restored
   * from a backup (docs/deploy.md, "Restore"). Its stream, TTL, point-in-time recovery and
   * deletion protection are re-applied at deploy; the webhook dispatcher reads its stream.
   */
  adoptTable: z.string().regex(TABLE_REF, 'must be a DynamoDB table name or ARN').optional(),
  /** An AWS Backup plan for the table: a daily recovery point kept 35 days (infra/cdk/backup-plan.ts). */
  backupPlan: booleanSetting.default(false),
  /**
   * Deploy a release whose data level (the data migrations it knows) is below the highest one
   * this environment has run: the data-level guard refuses it otherwise (infra/cdk/data-level-guard.ts).
   * For one deploy, on the command line, after docs/operations.md "Roll back"; never in cdk.json.
   */
  allowOlderThanDataLevel: booleanSetting.default(false),
  /**
   * Whether the release this deploy replaces keeps today's report counters (every release since
   * counters-v2 does; 6932870 and older do not): what the reconcile after the deploy does with the
   * status changes that release made (docs/decisions/learning.md, "Two releases on one table").
   * Only a deploy over such an old release (after a rollback with `allowOlderThanDataLevel`)
   * says false, with -c for that deploy.
   */
  olderReleaseKeepsCounters: booleanSetting.default(true),
  /** With `backupPlan`: a region that receives a copy of every recovery point (its vault must exist first). */
  backupCopyRegion: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as eu-west-1').optional(),
});

/**
 * The most one credential or one client address may take of what the stage admits in a WAF
 * window (throttleRateLimit × 300 s): a quarter, so two addresses (or two credentials) leave at
 * least half of the stage to every other tenant (docs/decisions/security-round-3.md).
 */
export const STAGE_SHARE = 0.25;

/** The per-credential and per-address-total limits a stage of `throttleRateLimit` rps allows at most. */
export const maxShareOfStage = (throttleRateLimit: number) => Math.floor(throttleRateLimit * 300 * STAGE_SHARE);

/**
 * The usage plan's per-key throttle (one key per organization): STAGE_SHARE of the stage's rate
 * and burst, the burst at least 1 (API Gateway takes an integer burst; the rate may be fractional).
 */
export const organizationShare = (settings: Pick<Settings, 'throttleRateLimit' | 'throttleBurstLimit'>) => ({
  rateLimit: settings.throttleRateLimit * STAGE_SHARE,
  burstLimit: Math.max(1, Math.floor(settings.throttleBurstLimit * STAGE_SHARE)),
});

/** Hosts reserved for examples (RFC 2606): a production environment must not point its docs there. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|org|net)|[^.]+\.(example|test|invalid|localhost))$|^localhost$/;

const WithinStage = SettingsSchema.check((ctx) => {
  // alarmEmail where `production`: missingSettings (below), with every other missing setting.
  if (ctx.value.production && PLACEHOLDER_HOST.test(new URL(ctx.value.docsUrl).hostname)) {
    ctx.issues.push({ code: 'custom', input: ctx.value.docsUrl, path: ['docsUrl'], message: 'is a placeholder (an example host); a production environment needs the real API Reference' });
  }
  if (ctx.value.backupCopyRegion && !ctx.value.backupPlan) {
    ctx.issues.push({ code: 'custom', input: ctx.value.backupCopyRegion, path: ['backupCopyRegion'], message: 'needs backupPlan: true (the copy is of the plan\'s recovery points)' });
  }
  if (ctx.value.backupCopyRegion && ctx.value.backupCopyRegion === ctx.value.region) {
    ctx.issues.push({ code: 'custom', input: ctx.value.backupCopyRegion, path: ['backupCopyRegion'], message: `must be another region than the environment's (${ctx.value.region}): the copy is for losing that region` });
  }
  if (ctx.value.webhookDestinationRatePerSecond > ctx.value.webhookOrganizationRatePerSecond) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value.webhookDestinationRatePerSecond,
      path: ['webhookDestinationRatePerSecond'],
      message: `must be at most webhookOrganizationRatePerSecond (${ctx.value.webhookOrganizationRatePerSecond}): one destination is a part of the organization's deliveries`,
    });
  }
  const max = maxShareOfStage(ctx.value.throttleRateLimit);
  for (const name of ['perCredentialRateLimit', 'perAddressTotalRateLimit'] as const) {
    if ((ctx.value[name] ?? 0) > max) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value[name],
        path: [name],
        message: `must be at most ${max} (${STAGE_SHARE * 100} % of what the stage admits in 5 minutes at throttleRateLimit ${ctx.value.throttleRateLimit})`,
      });
    }
  }
}).transform((settings) => {
  const share = maxShareOfStage(settings.throttleRateLimit);
  return { ...settings, perCredentialRateLimit: settings.perCredentialRateLimit ?? share, perAddressTotalRateLimit: settings.perAddressTotalRateLimit ?? share };
});

export type Settings = z.output<typeof WithinStage> & {
  /** The environment (`-c env=<name>`, default `dev`): stack names, stage, metrics namespace. */
  env: string;
};

export const SETTING_NAMES = Object.keys(SettingsSchema.shape) as (keyof z.infer<typeof SettingsSchema>)[];

export const DEFAULT_ENVIRONMENT = 'dev';

/** The first words of every settings error (the CLI prints the message as it is: app.ts). */
const CONTEXT_ERROR = 'Invalid CDK context (cdk.json or -c name=value)';

/** A bad or missing setting: the synth stops, nothing is deployed (app.ts prints only the message). */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

/**
 * Settings without a default that an environment needs, when it needs them, and how to pass each
 * on the command line (docs/deploy.md, "Settings each environment needs", lists them per
 * environment of cdk.json; test/infra/settings.test.ts keeps that list and this one equal).
 */
export const REQUIRED_SETTINGS = {
  docsUrl: { requiredWhere: () => true, pass: '-c docsUrl=<https URL of the API Reference>' },
  alarmEmail: { requiredWhere: (production: boolean) => production, pass: '-c alarmEmail=<address paged by alarms>' },
  // docs/operations.md, "Restore", promises production a restore after losing its region.
  backupCopyRegion: { requiredWhere: (production: boolean) => production, pass: '-c backupPlan=true -c backupCopyRegion=<another region>' },
} as const satisfies Record<string, { requiredWhere: (production: boolean) => boolean; pass: string }>;

export type RequiredSettingName = keyof typeof REQUIRED_SETTINGS;

/**
 * The required settings an environment's raw context lacks (neither cdk.json's environment nor
 * `-c` gives them), all of them at once: a first synth must not stop once per missing setting.
 */
export function missingSettings(raw: Record<string, unknown>): RequiredSettingName[] {
  const production = booleanSetting.safeParse(raw.production ?? false);
  return (Object.keys(REQUIRED_SETTINGS) as RequiredSettingName[]).filter(
    (name) => REQUIRED_SETTINGS[name].requiredWhere(production.success && production.data) && (raw[name] === undefined || raw[name] === ''),
  );
}

/** One line: every missing setting of the environment, and how to pass each. */
function missingLine(env: string, missing: readonly RequiredSettingName[]): string {
  return (
    `environment "${env}" is missing ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]}: pass ${missing.map((name) => REQUIRED_SETTINGS[name].pass).join(' ')} ` +
    `(or set ${missing.length > 1 ? 'them' : 'it'} in cdk.json, context.environments.${env}; docs/deploy.md, "Settings each environment needs")`
  );
}

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
    throw new SettingsError(`${CONTEXT_ERROR}: env: "${env}" must match ${ENVIRONMENT_NAME}`);
  }
  const known = Object.keys(environments);
  if (known.length > 0 && !(env in environments)) {
    throw new SettingsError(`${CONTEXT_ERROR}: env: unknown environment "${env}"; cdk.json defines ${known.join(', ')}`);
  }
  const fromEnvironment = environments[env] ?? {};
  const unknownSettings = Object.keys(fromEnvironment).filter((name) => !(SETTING_NAMES as string[]).includes(name));
  if (unknownSettings.length > 0) {
    throw new SettingsError(`${CONTEXT_ERROR}: environments.${env}: unknown setting ${unknownSettings.join(', ')}`);
  }
  for (const once of ['allowOlderThanDataLevel', 'olderReleaseKeepsCounters'] as const) {
    // Written into cdk.json, it would apply to every later deploy (infra/cdk/data-level-guard.ts).
    if (once in fromEnvironment) throw new SettingsError(`${CONTEXT_ERROR}: environments.${env}: ${once} is for one deploy: give it with -c, never in cdk.json`);
  }
  const raw = Object.fromEntries(SETTING_NAMES.map((name) => [name, node.tryGetContext(name) ?? fromEnvironment[name]]));
  // Every missing setting first, in the error's first words; then whatever else is wrong. (zod
  // alone reports the first missing one: alarmEmail's rule runs only once docsUrl parses.)
  const missing = missingSettings(raw);
  const parsed = WithinStage.safeParse(raw);
  if (missing.length > 0 || !parsed.success) {
    const problems = (parsed.error?.issues ?? [])
      .filter((issue) => !(missing as PropertyKey[]).includes(issue.path[0]!))
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsError(`${CONTEXT_ERROR}: ${[...(missing.length > 0 ? [missingLine(env, missing)] : []), ...problems].join('; ')}`);
  }
  return { ...parsed.data, env };
}
