import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE_PROFILE } from '../../infra/cdk/bundling';
import { readSettings } from '../../infra/cdk/settings';

const settingsFrom = (context: Record<string, unknown>) => readSettings(new App({ context }).node);
const docsUrl = 'https://docs.example.com/api-reference';

describe('CDK context settings', () => {
  it('applies the documented defaults when only docsUrl is given', () => {
    expect(settingsFrom({ docsUrl })).toEqual({
      docsUrl,
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
  ] as const)('refuses a bad %s, naming it', (name, context) => {
    expect(() => settingsFrom(context)).toThrow(new RegExp(`Invalid CDK context.*${name}`));
  });
});
