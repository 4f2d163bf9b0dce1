// unit: needs no DynamoDB Local (vitest.config.ts)
import { App, Stack } from 'aws-cdk-lib';
import { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { checkApiResourceQuota } from '../../infra/cdk/api-stack';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  CLOUDFORMATION_LIMITS,
  footprintOf,
  overHeadroom,
  quotasOverHeadroom,
  quotaUsages,
  SERVICE_QUOTAS,
  templateUsage,
} from '../../infra/cdk/limits';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { DATA_LEVEL_GUARD_ID } from '../../infra/cdk/data-level-guard';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import type { LambdaRoute, Route } from '../../shared/http/route-types';
import { methods, ofType } from './template-model';
import { cdkJsonPlacements, synthesize } from './synthesize';

/** Every template of the app (data, account, API and each nested stack), with its usage. */
function usages(routes: readonly Route[], context: Record<string, unknown> = {}) {
  const synthesized = synthesize({ routes, context });
  const templates = [
    ['data', synthesized.dataTemplate] as const,
    ...[...synthesized.apiTemplates].map(([stack, template]) => [stack.node.path, template] as const),
  ];
  // The environment's footprint on the quotas outside templates (API resources, roles, functions).
  const footprint = footprintOf('infratest', [synthesized.dataResources, synthesized.resources]);
  const accountRoles = synthesized.account ? ofType(Template.fromStack(synthesized.account).toJSON().Resources, 'AWS::IAM::Role').length : 0;
  return { synthesized, footprint, accountRoles, usages: templates.map(([name, template]) => templateUsage(name, template.toJSON())) };
}

/**
 * 200 routes more than today, as a growing API would add them: new areas and new routes in the
 * existing ones, with paths under `/org/{slug}/` and ids in their paths, each like a real one:
 * behind the authorizer (an administrator route), its own Lambda function, reusing an existing
 * handler file (the stack only needs the entry to exist).
 */
function syntheticRoutes(count: number): LambdaRoute[] {
  // Half are pages read by an administrator (they sign cursors: the cursor secret's grant), half writes.
  const list = LAMBDA_ROUTES.find((r) => r.access === 'RO' && r.roles === 'admin' && r.response.shape === 'list')!;
  const write = LAMBDA_ROUTES.find((r) => r.access === 'RW' && r.roles === 'admin' && r.response.shape === 'item')!;
  const tags: LambdaRoute['tag'][] = ['users', 'learning', 'time off', 'attendance', 'reports', 'organization'];
  return Array.from({ length: count }, (_, i) => ({
    ...(i % 2 === 0 ? list : write),
    id: `syntheticRoute${i}`,
    tag: tags[i % tags.length]!,
    method: (['GET', 'POST', 'PUT', 'DELETE'] as const)[i % 4]!,
    path: `/org/{slug}/synthetic-${Math.floor(i / 4)}/{synthetic_id}/action-${i % 3}/`,
  }));
}

describe('CloudFormation limits and the service quotas that bind', () => {
  it(`keeps every template, and every quota of every cdk.json environment, at or under half with today's ${ROUTES.length} routes`, () => {
    const { usages: today, footprint, accountRoles } = usages(ROUTES);
    expect(today.length).toBeGreaterThan(3);
    expect(overHeadroom(today)).toEqual([]);
    // Today's API fits AWS's default quota: no environment needs an increase yet.
    expect(cdkJsonPlacements().map((p) => p.apiResourceQuota)).toEqual([300, 300, 300]);
    expect(quotasOverHeadroom(quotaUsages(footprint, cdkJsonPlacements(), accountRoles))).toEqual([]);
  }, 120_000);

  it('still does with 200 more authenticated, Lambda-backed routes, once the API resource quota is raised as docs/deploy.md says', () => {
    const extra = syntheticRoutes(200);
    // Synthesized with the raised quota (the synth refuses an API past its quota: below).
    const { synthesized, footprint, accountRoles, usages: grown } = usages([...ROUTES, ...extra], { apiResourceQuota: 700 });
    expect(overHeadroom(grown)).toEqual([]);
    // They are really deployed, like real routes: a method per synthetic route behind the
    // authorizer, proxying to its own function's `live` alias; every function in some template.
    const synthetic = methods(synthesized.resources).filter((m) => String(m.properties.OperationName).startsWith('syntheticRoute'));
    expect(synthetic).toHaveLength(extra.length);
    for (const { properties } of synthetic) {
      expect(properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: expect.anything(), Integration: { Type: 'AWS_PROXY' } });
    }
    const functions = Object.values(synthesized.resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions).toHaveLength(LAMBDA_ROUTES.length + extra.length + 1 + WEBHOOK_WORKER_IDS.length + [MIGRATION_FUNCTION_ID, DATA_LEVEL_GUARD_ID].length);
    expect(footprint.lambdaFunctions).toBe(functions.length + 1); // and the data stack's rotation function
    expect(grown.reduce((sum, u) => sum + u.usage.resources, 0)).toBeGreaterThan(CLOUDFORMATION_LIMITS.resources);

    // API Gateway's default of 300 resources per API is what binds first: the check says so for
    // every environment, and nothing else is over (IAM roles per account, all environments).
    const atDefault = quotasOverHeadroom(quotaUsages(footprint, cdkJsonPlacements(), accountRoles));
    expect(atDefault).toEqual(cdkJsonPlacements().map((p) => `api of ${p.env}: apiResources ${footprint.apiResources} > ${SERVICE_QUOTAS.apiResources / 2}`));
    // The deploy step (request the increase, set apiResourceQuota to the granted value): read from the settings.
    const raised = cdkJsonPlacements({ apiResourceQuota: 700 });
    expect(raised.map((p) => p.apiResourceQuota)).toEqual([700, 700, 700]);
    expect(quotasOverHeadroom(quotaUsages(footprint, raised, accountRoles))).toEqual([]);
  }, 180_000);

  it('refuses to synthesize an API past its resource quota, naming the setting (the root counts)', () => {
    const stack = new Stack(new App(), 'QuotaCheck');
    new RestApi(stack, 'Api').root.addResource('org').addResource('{slug}').addMethod('GET');
    expect(() => checkApiResourceQuota(stack, 3)).not.toThrow();
    expect(() => checkApiResourceQuota(stack, 2)).toThrow('The REST API needs 3 resources, over its quota of 2 (setting apiResourceQuota)');
  });

  it('measures the template as uploaded (one-space indentation, as cdk synth writes it), not compact JSON', () => {
    const template = { Resources: { A: { Type: 'AWS::SQS::Queue', Properties: { QueueName: 'q' } } } };
    expect(templateUsage('t', template).usage.bytes).toBe(Buffer.byteLength(JSON.stringify(template, undefined, 1)));
    expect(templateUsage('t', template).usage.bytes).toBeGreaterThan(Buffer.byteLength(JSON.stringify(template)));
  });

  it('is a real check: an over-full template is reported', () => {
    const full = templateUsage('t', { Resources: Object.fromEntries(Array.from({ length: 251 }, (_, i) => [`R${i}`, {}])) });
    expect(overHeadroom([full])).toEqual(['t: resources 251 > 250']);
    const refs = templateUsage('t', { Resources: { A: { Properties: { V: '{{resolve:ssm:x}}'.repeat(31) } } } });
    expect(overHeadroom([refs])).toEqual(['t: dynamicReferences 31 > 30']);
  });
});
