import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE_PROFILE } from '../../infra/cdk/bundling';
import { readSettings } from '../../infra/cdk/settings';

const settingsFrom = (context: Record<string, unknown>) => readSettings(new App({ context }).node);
const docsUrl = 'https://docs.example.com/api-reference';

describe('CDK context settings', () => {
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
      perCredentialRateLimit: 6000,
      perAddressRateLimit: 600,
      perAddressTotalRateLimit: 60000,
      throttleRateLimit: 50,
      throttleBurstLimit: 100,
      authorizerCacheTtlSeconds: 60,
      logRetentionDays: RetentionDays.ONE_MONTH,
      bundleProfile: DEFAULT_BUNDLE_PROFILE,
    });
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
    ['env', { docsUrl, env: 'Prod!' }],
    ['env', { docsUrl, env: 'qa', environments: { dev: { docsUrl } } }],
    ['environments.dev: unknown setting throttle', { env: 'dev', environments: { dev: { docsUrl, throttle: 5 } } }],
  ] as const)('refuses a bad %s, naming it', (name, context) => {
    expect(() => settingsFrom(context)).toThrow(new RegExp(`Invalid CDK context.*${name}`));
  });
});
