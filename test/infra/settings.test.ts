// unit: needs no DynamoDB Local (vitest.config.ts)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE_PROFILE } from '../../infra/cdk/bundling';
import { functionEnvironment } from '../../infra/cdk/function-environment';
import { missingSettings, organizationShare, readSettings, REQUIRED_SETTINGS, SETTING_NAMES } from '../../infra/cdk/settings';

const settingsFrom = (context: Record<string, unknown>) => readSettings(new App({ context }).node);
const docsUrl = 'https://docs.example.com/api-reference';

describe('CDK context settings', () => {
  it('scimDepartmentAreas reaches every function as SCIM_DEPARTMENT_AREAS only when it is not the default (#41 item 2)', () => {
    expect(functionEnvironment(settingsFrom({ docsUrl }))).not.toHaveProperty('SCIM_DEPARTMENT_AREAS');
    expect(functionEnvironment(settingsFrom({ docsUrl, scimDepartmentAreas: 'existing' }))).toMatchObject({ SCIM_DEPARTMENT_AREAS: 'existing' });
    expect(() => settingsFrom({ docsUrl, scimDepartmentAreas: 'never' })).toThrow(/scimDepartmentAreas/);
  });

  it('takes an environment\'s settings from `environments.<env>`, and a command-line value over them', () => {
    const environments = { dev: { docsUrl, throttleRateLimit: 5 }, prod: { docsUrl: 'https://docs.example.com/prod', throttleRateLimit: 500 } };
    expect(settingsFrom({ environments })).toMatchObject({ env: 'dev', throttleRateLimit: 5 });
    expect(settingsFrom({ environments, env: 'prod' })).toMatchObject({ env: 'prod', throttleRateLimit: 500, docsUrl: 'https://docs.example.com/prod' });
    expect(settingsFrom({ environments, env: 'prod', throttleRateLimit: '7' })).toMatchObject({ env: 'prod', throttleRateLimit: 7 });
  });

  it('applies the documented defaults when only docsUrl is given', () => {
    expect(settingsFrom({ docsUrl })).toEqual({
      env: 'dev',
      docsUrl,
      latencyP99AlarmMs: 2000,
      serverErrorRateAlarm: 0.01,
      cursorSecretMaxAgeSeconds: 300,
      cursorSecretRotationDays: 30,
      deploymentConfig: 'AllAtOnce',
      authorizerReservedConcurrency: 100,
      manageApiGatewayAccount: true,
      terminationProtection: true,
      backupPlan: false,
      // The data-level guard refuses an older release unless told to, for one deploy (#40 §7).
      allowOlderThanDataLevel: false,
      // The release a deploy replaces keeps the report counters (#40): the reconcile drops its status moves.
      olderReleaseKeepsCounters: true,
      production: false,
      wafManagedRules: 'count',
      // An unknown SCIM department becomes an area (#41 item 2).
      scimDepartmentAreas: 'create',
      availabilitySlo: 0.999,
      latencySlo: 0.99,
      accountConcurrencyLimit: 1000,
      apiResourceQuota: 300,
      // A quarter of what the stage admits in 5 minutes (50 rps × 300 s / 4, issue #33).
      perCredentialRateLimit: 3750,
      perAddressRateLimit: 600,
      perAddressTotalRateLimit: 3750,
      // A new environment requires the organizations' usage keys from its first deploy (#45, finding 2);
      // cdk.json's existing environments say false until their contract step.
      organizationKeysRequired: true,
      // Webhook delivery rate caps (issue #33, finding 6; docs/security.md "Webhooks (outbound requests)").
      webhookOrganizationRatePerSecond: 50,
      webhookDestinationRatePerSecond: 10,
      throttleRateLimit: 50,
      throttleBurstLimit: 100,
      authorizerCacheTtlSeconds: 60,
      logRetentionDays: RetentionDays.ONE_MONTH,
      bundleProfile: DEFAULT_BUNDLE_PROFILE,
    });
  });

  it('takes a table to adopt by name or ARN, and a backup copy region only with the backup plan', () => {
    expect(settingsFrom({ docsUrl, adoptTable: 'learning-people-restored' }).adoptTable).toBe('learning-people-restored');
    expect(settingsFrom({ docsUrl, adoptTable: 'arn:aws:dynamodb:eu-west-1:123456789012:table/t-1' }).adoptTable).toBe('arn:aws:dynamodb:eu-west-1:123456789012:table/t-1');
    expect(() => settingsFrom({ docsUrl, adoptTable: 'arn:aws:s3:::bucket' })).toThrow(/adoptTable: must be a DynamoDB table name or ARN/);
    expect(() => settingsFrom({ docsUrl, backupCopyRegion: 'eu-central-1' })).toThrow(/backupCopyRegion: needs backupPlan/);
    expect(settingsFrom({ docsUrl, backupPlan: 'true', backupCopyRegion: 'eu-central-1' })).toMatchObject({ backupPlan: true, backupCopyRegion: 'eu-central-1' });
  });

  it('gives each organization a quarter of the stage in its usage plan, and requires the keys only when told to (issue #33, finding 3)', () => {
    expect(organizationShare(settingsFrom({ docsUrl }))).toEqual({ rateLimit: 12.5, burstLimit: 25 });
    expect(organizationShare(settingsFrom({ docsUrl, throttleRateLimit: 200, throttleBurstLimit: 400 }))).toEqual({ rateLimit: 50, burstLimit: 100 });
    // API Gateway takes a whole burst of at least 1.
    expect(organizationShare(settingsFrom({ docsUrl, throttleRateLimit: 2, throttleBurstLimit: 3 }))).toEqual({ rateLimit: 0.5, burstLimit: 1 });
    expect(settingsFrom({ docsUrl, organizationKeysRequired: 'true' }).organizationKeysRequired).toBe(true);
    expect(() => settingsFrom({ docsUrl, organizationKeysRequired: 'yes' })).toThrow(/organizationKeysRequired/);
  });

  it('keeps each credential and each address to a quarter of the stage (issue #33, finding 3); the defaults follow the stage', () => {
    expect(settingsFrom({ docsUrl, throttleRateLimit: 200 })).toMatchObject({ perCredentialRateLimit: 15_000, perAddressTotalRateLimit: 15_000 });
    expect(settingsFrom({ docsUrl, perAddressTotalRateLimit: 3750, perCredentialRateLimit: 100 })).toMatchObject({ perAddressTotalRateLimit: 3750, perCredentialRateLimit: 100 });
    // The finding's deployed defaults: 200 rps per address against a stage of 50.
    expect(() => settingsFrom({ docsUrl, perAddressTotalRateLimit: 60_000 })).toThrow(/perAddressTotalRateLimit: must be at most 3750/);
    expect(() => settingsFrom({ docsUrl, perCredentialRateLimit: 3751 })).toThrow(/perCredentialRateLimit: must be at most 3750/);
  });

  it('takes the webhook delivery rate caps as positive rates, a destination never above its organization (issue #33, finding 6)', () => {
    expect(settingsFrom({ docsUrl, webhookOrganizationRatePerSecond: '20', webhookDestinationRatePerSecond: '0.5' })).toMatchObject({ webhookOrganizationRatePerSecond: 20, webhookDestinationRatePerSecond: 0.5 });
    expect(() => settingsFrom({ docsUrl, webhookDestinationRatePerSecond: 60 })).toThrow(/webhookDestinationRatePerSecond: must be at most webhookOrganizationRatePerSecond \(50\)/);
    expect(() => settingsFrom({ docsUrl, webhookOrganizationRatePerSecond: 0 })).toThrow(/webhookOrganizationRatePerSecond/);
    expect(() => settingsFrom({ docsUrl, webhookOrganizationRatePerSecond: 5000 })).toThrow(/webhookOrganizationRatePerSecond/);
  });

  it("prod's authorizer cache keeps a changed role or a revoked credential at most 10 s (issue #33, finding 13)", () => {
    const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
    // prod's docsUrl and alarmEmail are the operator's to give (below).
    const real = { docsUrl: 'https://developers.learning-people.io/api', alarmEmail: 'oncall@learning-people.io' };
    for (const env of ['prod', 'staging']) expect(settingsFrom({ ...context, env, ...real }).authorizerCacheTtlSeconds).toBeLessThanOrEqual(10);
  });

  it('refuses a production environment that pages nobody or points its docs at a placeholder; staging and prod name their account and region', () => {
    const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
    expect(() => settingsFrom({ ...context, env: 'prod', docsUrl: 'https://developers.learning-people.io/api' })).toThrow(/environment "prod" is missing alarmEmail: pass -c alarmEmail=/);
    for (const placeholder of ['https://docs.example.com/api-reference', 'https://api.example/docs', 'http://localhost:3000/docs']) {
      expect(() => settingsFrom({ ...context, env: 'prod', alarmEmail: 'oncall@learning-people.io', docsUrl: placeholder }), placeholder).toThrow(/docsUrl: is a placeholder/);
    }
    // Not production: the example host is fine (dev, staging, tests).
    expect(settingsFrom({ docsUrl, production: 'false' }).production).toBe(false);
    for (const env of ['prod', 'staging']) {
      expect(context.environments[env], env).toMatchObject({ account: expect.stringMatching(/^\d{12}$/), region: expect.any(String) });
    }
    expect(context.environments.dev.account).toBeUndefined();
  });

  it('accepts the strings `-c name=value` gives', () => {
    const settings = settingsFrom({ docsUrl, throttleRateLimit: '10', throttleBurstLimit: '20', authorizerCacheTtlSeconds: '0', logRetentionDays: '90' });
    expect(settings).toMatchObject({ throttleRateLimit: 10, throttleBurstLimit: 20, authorizerCacheTtlSeconds: 0, logRetentionDays: RetentionDays.THREE_MONTHS });
  });

  it.each([
    ['docsUrl', {}],
    ['docsUrl', { docsUrl: 'not a url' }],
    ['docsUrl', { docsUrl: 'ftp://docs.example.com' }],
    ['docsUrl', { docsUrl: "https://docs.example.com/it's" }],
    ['throttleRateLimit', { docsUrl, throttleRateLimit: 0 }],
    ['throttleBurstLimit', { docsUrl, throttleBurstLimit: 1.5 }],
    ['authorizerCacheTtlSeconds', { docsUrl, authorizerCacheTtlSeconds: 3601 }],
    ['logRetentionDays', { docsUrl, logRetentionDays: 31 }],
    ['logRetentionDays', { docsUrl, logRetentionDays: RetentionDays.INFINITE }],
    ['bundleProfile', { docsUrl, bundleProfile: 'webpack' }],
    ['alarmEmail', { docsUrl, alarmEmail: 'not-an-email' }],
    ['latencyP99AlarmMs', { docsUrl, latencyP99AlarmMs: 30_000 }],
    ['cursorSecretMaxAgeSeconds', { docsUrl, cursorSecretMaxAgeSeconds: 5 }],
    ['cursorSecretRotationDays', { docsUrl, cursorSecretRotationDays: 0 }],
    ['deploymentConfig', { docsUrl, deploymentConfig: 'Blue/Green' }],
    ['authorizerReservedConcurrency', { docsUrl, authorizerReservedConcurrency: 0 }],
    ['account', { docsUrl, account: '1234' }],
    ['perCredentialRateLimit', { docsUrl, perCredentialRateLimit: 5 }],
    ['region', { docsUrl, region: 'mars' }],
    // Below AWS's default, or not a whole number of resources.
    ['apiResourceQuota', { docsUrl, apiResourceQuota: 299 }],
    ['apiResourceQuota', { docsUrl, apiResourceQuota: 700.5 }],
    ['env', { docsUrl, env: 'Prod!' }],
    ['env', { docsUrl, env: 'qa', environments: { dev: { docsUrl } } }],
    ['environments.dev: unknown setting throttle', { env: 'dev', environments: { dev: { docsUrl, throttle: 5 } } }],
  ] as const)('refuses a bad %s, naming it', (name, context) => {
    expect(() => settingsFrom(context)).toThrow(new RegExp(`Invalid CDK context.*${name}`));
  });
});

/** The error `readSettings` throws for a context (the test fails when it throws none). */
const errorOf = (context: Record<string, unknown>): string => {
  try {
    settingsFrom(context);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`no error for ${JSON.stringify(context)}`);
};
const CDK_JSON = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, any> };
/** What `-c name=value` settings an environment of cdk.json lacks, as the synth sees it. */
const lackedBy = (env: string) =>
  missingSettings(Object.fromEntries(SETTING_NAMES.map((name) => [name, CDK_JSON.context[name] ?? CDK_JSON.context.environments[env][name]])));

describe('every missing setting at once (#40 §7: the runbook works as written)', () => {
  it("names every missing setting of cdk.json's prod, and how to pass each, in the error's first line", () => {
    const [first] = errorOf({ ...CDK_JSON.context, env: 'prod' }).split('\n');
    expect(first).toMatch(/^Invalid CDK context/);
    expect(first).toContain('environment "prod" is missing docsUrl and alarmEmail');
    expect(first).toContain('-c docsUrl=<https URL of the API Reference>');
    expect(first).toContain('-c alarmEmail=<address paged by alarms>');
    // One given: only the other is named; a bad value elsewhere does not hide a missing one.
    const onlyEmail = errorOf({ ...CDK_JSON.context, env: 'prod', docsUrl: 'https://developers.learning-people.io/api' }).split('\n')[0]!;
    expect(onlyEmail).toContain('is missing alarmEmail: pass -c alarmEmail=');
    expect(onlyEmail).not.toMatch(/missing docsUrl|docsUrl: Invalid input/);
    const alsoBad = errorOf({ ...CDK_JSON.context, env: 'prod', throttleRateLimit: 0 }).split('\n')[0]!;
    expect(alsoBad).toContain('is missing docsUrl and alarmEmail');
    expect(alsoBad).toContain('throttleRateLimit:');
    // Given both, prod synthesizes its settings.
    expect(settingsFrom({ ...CDK_JSON.context, env: 'prod', docsUrl: 'https://developers.learning-people.io/api', alarmEmail: 'oncall@learning-people.io' }).production).toBe(true);
    // Not production: alarmEmail is not required.
    expect(errorOf({ env: 'qa', environments: { qa: {} } })).toContain('environment "qa" is missing docsUrl: pass -c docsUrl=');
  });

  it('is what `npx cdk synth -c env=prod` prints first, before building anything', () => {
    const cdk = spawnSync('node_modules/.bin/cdk', ['synth', '-c', 'env=prod', '--quiet', '--no-notices'], {
      cwd: new URL('../..', import.meta.url).pathname,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(cdk.status).not.toBe(0);
    const first = `${cdk.stderr}${cdk.stdout}`.trimStart().split('\n')[0];
    expect(first).toMatch(/^Invalid CDK context .*environment "prod" is missing docsUrl and alarmEmail: pass -c docsUrl=\S+ .*-c alarmEmail=/);
  }, 60_000);

  it('docs/deploy.md, "Settings each environment needs", lists what each environment of cdk.json lacks', () => {
    const deploy = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    const section = deploy.split('### Settings each environment needs')[1]!.split('\n#')[0]!;
    const rows = [...section.matchAll(/^\| `([\w-]+)` \|[^|]*\| ([^|]*) \|$/gm)].map(([, env, needs]) => [
      env,
      needs!.startsWith('nothing') ? [] : [...needs!.split(':')[0]!.matchAll(/`(\w+)`/g)].map((m) => m[1]),
    ]);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(Object.keys(CDK_JSON.context.environments).map((env) => [env, lackedBy(env)])));
    expect(lackedBy('prod')).toEqual(['docsUrl', 'alarmEmail']);
    // Every required setting is one the table can name, with how to pass it.
    for (const [name, { pass }] of Object.entries(REQUIRED_SETTINGS)) expect(pass).toMatch(new RegExp(`(^| )-c ${name}=<`));
  });
});
