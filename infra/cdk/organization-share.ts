import { createHash } from 'node:crypto';
import { ApiKey, type RestApi, type UsagePlan } from 'aws-cdk-lib/aws-apigateway';
import type { Construct } from 'constructs';
import { organizationShare, type Settings } from './settings';

/**
 * Per-organization fairness (#33 §3; docs/decisions/security-round-3b.md): one usage plan on the
 * stage whose throttle applies to each API key in it, a quarter of the stage's rate and burst
 * (settings.ts, organizationShare). Every organization has its own key in the plan (made by
 * `npm run org:create` or the `usage-key` migration, outside CloudFormation:
 * shared/tenancy/usage-keys.ts); the authorizer names it as `usageIdentifierKey` (the REST API's
 * key source is AUTHORIZER, public-rest-api.ts). The plan only counts on methods that require a
 * key: the `organizationKeysRequired` setting, the contract step of the rollout.
 *
 * The shared key is the one the authorizer names when no organization's key applies: a refused
 * credential (a forged token naming an organization must not spend that organization's share)
 * and an organization the migration has not reached. Without it, a method that requires a key
 * would answer those requests API Gateway's 403 instead of the handler's 401 with its code.
 * Its value is in the template and the authorizer's environment: with the key source AUTHORIZER
 * no client can present a key, so the value is an identifier, not a credential.
 */
export interface OrganizationShare {
  plan: UsagePlan;
  sharedKey: ApiKey;
  /** The shared key's value (the authorizer's SHARED_USAGE_KEY). */
  sharedKeyValue: string;
}

/**
 * The shared key's value: fixed per environment (a new value would replace the key), unique per
 * environment name in an account and region (API Gateway refuses a value it already has), 44
 * letters and digits (API Gateway takes 20 to 128).
 */
export const sharedUsageKeyValue = (env: string) => `LearningPeopleShared${createHash('sha256').update(`shared-usage-key/${env}`).digest('hex').slice(0, 24)}`;

export function createOrganizationShare(scope: Construct, api: RestApi, settings: Settings): OrganizationShare {
  const plan = api.addUsagePlan('OrganizationShare', {
    name: `learning-people-${settings.env}-organization-share`,
    description: 'Each API key in this plan is one organization (or the shared key): at most a quarter of the stage each (#33 §3).',
    throttle: organizationShare(settings),
    apiStages: [{ api, stage: api.deploymentStage }],
  });
  const sharedKeyValue = sharedUsageKeyValue(settings.env);
  const sharedKey = new ApiKey(scope, 'SharedUsageKey', {
    apiKeyName: `learning-people-${settings.env}-shared`,
    description: 'The usage key of requests no organization key covers: refused credentials, organizations without their key yet (#33 §3).',
    enabled: true,
    value: sharedKeyValue,
  });
  plan.addApiKey(sharedKey);
  return { plan, sharedKey, sharedKeyValue };
}
