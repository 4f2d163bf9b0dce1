// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { sharedUsageKeyValue } from '../../infra/cdk/organization-share';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import { readSettings } from '../../infra/cdk/settings';
import { buildCdkJsonEnvironment, PROD_COMMAND_LINE, synthesize, templatesOf, flattenApiResources, TEST_CONTEXT, TEST_ENV } from './synthesize';
import { actionsOfFunction, methods, ofType, type Resources } from './template-model';

/**
 * Per-organization fairness in the template (#33 §3; docs/decisions/security-round-3b.md): the
 * key source, the usage plan and its per-key throttle, the shared key the authorizer names, the
 * migration function's rights to make the organizations' keys, and the contract step — non-public
 * methods require the key only with `organizationKeysRequired`. A few routes of each kind keep
 * the two synths cheap: every public route, the redirects, and two routes behind the authorizer.
 */
const GUARDED = LAMBDA_ROUTES.filter((r) => r.roles !== 'public').slice(0, 2);
const SUBSET = ROUTES.filter((r) => r.roles === 'public' || GUARDED.includes(r as never));
const off = synthesize({ routes: SUBSET, context: { organizationKeysRequired: 'false' } });
const on = synthesize({ routes: SUBSET, context: { organizationKeysRequired: 'true' } });

const functionOf = (resources: Resources, constructId: string) => {
  const found = Object.entries(resources).filter(([, r]) => String(r.Metadata?.['aws:cdk:path']).endsWith(`/${constructId}/Function/Resource`));
  expect(found, constructId).toHaveLength(1);
  return found[0]!;
};
const only = (resources: Resources, type: string) => {
  const found = ofType(resources, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
const planId = (resources: Resources) => only(resources, 'AWS::ApiGateway::UsagePlan')[0];

describe.each([
  ['off (the expand release)', off],
  ['on (the contract release)', on],
])('organizationKeysRequired %s', (_label, synthesized) => {
  const { resources, apiTemplate } = synthesized;

  it('counts usage against the key the authorizer names (apiKeySource AUTHORIZER), never one a client sends', () => {
    expect(only(resources, 'AWS::ApiGateway::RestApi')[1].Properties!.ApiKeySourceType).toBe('AUTHORIZER');
  });

  it('has one usage plan on the stage, each key throttled to a quarter of the stage rate and burst', () => {
    const [, plan] = only(resources, 'AWS::ApiGateway::UsagePlan');
    expect(plan.Properties!.Throttle).toEqual({ RateLimit: TEST_CONTEXT.throttleRateLimit / 4, BurstLimit: Math.floor(TEST_CONTEXT.throttleBurstLimit / 4) });
    const [stageId] = only(resources, 'AWS::ApiGateway::Stage');
    const [apiId] = only(resources, 'AWS::ApiGateway::RestApi');
    expect(plan.Properties!.ApiStages).toEqual([expect.objectContaining({ ApiId: { Ref: apiId }, Stage: { Ref: stageId } })]);
    // No per-method throttle on the stage entry: the plan's throttle is the one per key.
    expect(Object.keys(plan.Properties!.ApiStages[0].Throttle ?? {})).toEqual([]);
    expect(plan.Properties!.Quota).toBeUndefined();
  });

  it('has the shared key in the plan, enabled, and gives its value to the authorizer (SHARED_USAGE_KEY)', () => {
    const [keyId, key] = only(resources, 'AWS::ApiGateway::ApiKey');
    expect(key.Properties).toMatchObject({ Enabled: true, Value: sharedUsageKeyValue(TEST_ENV) });
    expect(sharedUsageKeyValue(TEST_ENV)).toMatch(/^[A-Za-z0-9]{20,128}$/);
    expect(sharedUsageKeyValue('other')).not.toBe(sharedUsageKeyValue(TEST_ENV));
    const [, planKey] = only(resources, 'AWS::ApiGateway::UsagePlanKey');
    expect(planKey.Properties).toEqual({ KeyId: { Ref: keyId }, KeyType: 'API_KEY', UsagePlanId: { Ref: planId(resources) } });
    const [, authorizer] = functionOf(resources, 'Authorizer');
    expect(authorizer.Properties!.Environment.Variables.SHARED_USAGE_KEY).toBe(sharedUsageKeyValue(TEST_ENV));
  });

  it('lets the migration function find, make and add keys to this plan only (GET/POST /apikeys, POST /usageplans/<plan>/keys), and gives it the plan id', () => {
    const [runnerId, runner] = functionOf(resources, MIGRATION_FUNCTION_ID);
    expect(runner.Properties!.Environment.Variables.USAGE_PLAN_ID).toEqual({ Ref: planId(resources) });
    const statements = ofType(resources, 'AWS::IAM::Policy')
      .filter(([, p]) => p.Properties!.Roles.some((role: any) => role.Ref === runner.Properties!.Role['Fn::GetAtt'][0]))
      .flatMap(([, p]) => p.Properties!.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>)
      .filter((s) => [s.Action].flat().some((a) => a.startsWith('apigateway:')));
    const grants = statements.map((s) => ({ actions: [s.Action].flat().sort(), resource: JSON.stringify(s.Resource) }));
    expect(grants).toHaveLength(2);
    expect(grants[0]!.actions).toEqual(['apigateway:GET', 'apigateway:POST']);
    expect(grants[0]!.resource).toMatch(/:apigateway:.*::\/apikeys"\]\]\}$/);
    expect(grants[1]!.actions).toEqual(['apigateway:POST']);
    expect(grants[1]!.resource).toContain(`::/usageplans/",{"Ref":"${planId(resources)}"},"/keys"]]}`);
    expect(actionsOfFunction(resources, runnerId).has('apigateway:DELETE')).toBe(false);
    // No other function may touch API Gateway.
    const others = ofType(resources, 'AWS::Lambda::Function').filter(([id]) => id !== runnerId);
    for (const [id] of others) expect([...actionsOfFunction(resources, id)].filter((a) => a.startsWith('apigateway:')), id).toEqual([]);
  });

  it('outputs the plan id (org:create and migrate take it as --usage-plan)', () => {
    apiTemplate.hasOutput('UsagePlanId', { Value: { Ref: planId(apiTemplate.toJSON().Resources) } });
  });
});

describe('the contract step: methods behind the authorizer require the key only when organizationKeysRequired is on', () => {
  const required = (resources: Resources) =>
    methods(resources).map((m) => ({ key: m.key, guarded: m.properties.AuthorizationType === 'CUSTOM', required: m.properties.ApiKeyRequired === true }));

  it('off (an existing environment before its contract step): no method requires a key', () => {
    const all = required(off.resources);
    expect(all.filter((m) => m.guarded)).toHaveLength(GUARDED.length);
    expect(all.filter((m) => m.required)).toEqual([]);
  });

  it('on: every method behind the authorizer requires it; no public method (login, docs, redirects, CORS preflights) does', () => {
    const all = required(on.resources);
    expect(all.filter((m) => m.guarded)).toHaveLength(GUARDED.length);
    for (const m of all) expect(m.required, m.key).toBe(m.guarded);
    expect(all.filter((m) => !m.guarded).length).toBeGreaterThan(3);
  });

  it('turning it on makes a new stage deployment (API Gateway serves the methods as deployed)', () => {
    const deployment = (resources: Resources) => ofType(resources, 'AWS::ApiGateway::Deployment').map(([id]) => id);
    expect(deployment(off.resources)).toHaveLength(1);
    expect(deployment(on.resources)).not.toEqual(deployment(off.resources));
  });
});

/**
 * #45, finding 2: which environments start with it on. An environment cdk.json does not list (or
 * lists without the setting) is new: its organizations are all made by org:create, each with its
 * key, so it requires the keys from its first deploy. dev, staging and prod were deployed before
 * the keys existed: cdk.json says `false` for them, and removing that is their contract step.
 */
describe('new environments start with the keys required; existing ones keep their contract step (#45, finding 2)', () => {
  const guardedRequired = (resources: Resources) =>
    methods(resources)
      .filter((m) => m.properties.AuthorizationType === 'CUSTOM')
      .map((m) => m.properties.ApiKeyRequired === true);

  it('a new environment (no setting: the default) requires the key on every method behind the authorizer', () => {
    const fresh = synthesize({ routes: SUBSET });
    expect(readSettings(fresh.app.node).organizationKeysRequired).toBe(true);
    expect(guardedRequired(fresh.resources)).toEqual(GUARDED.map(() => true));
  });

  it.each(['dev', 'staging', 'prod'])('cdk.json\'s %s (existing) requires none until its contract step, and requires them once it is taken', (env) => {
    const extra = env === 'prod' ? PROD_COMMAND_LINE : {};
    const resourcesOf = (built: ReturnType<typeof buildCdkJsonEnvironment>) => flattenApiResources(built.api, templatesOf(built.api));
    const existing = buildCdkJsonEnvironment(env, extra, SUBSET);
    expect(existing.settings.organizationKeysRequired).toBe(false);
    expect(guardedRequired(resourcesOf(existing))).toEqual(GUARDED.map(() => false));
    const contracted = buildCdkJsonEnvironment(env, { ...extra, organizationKeysRequired: 'true' }, SUBSET);
    expect(guardedRequired(resourcesOf(contracted))).toEqual(GUARDED.map(() => true));
  });
});
