// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { CLOUDFORMATION_LIMITS, overHeadroom, templateUsage } from '../../infra/cdk/limits';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import type { LambdaRoute, Route } from '../../shared/http/route-types';
import { synthesize } from './synthesize';

/** Every template of the app (data, account, API and each nested stack), with its usage. */
function usages(routes: readonly Route[]) {
  const synthesized = synthesize({ routes });
  const templates = [
    ['data', synthesized.dataTemplate] as const,
    ...[...synthesized.apiTemplates].map(([stack, template]) => [stack.node.path, template] as const),
  ];
  return { synthesized, usages: templates.map(([name, template]) => templateUsage(name, template.toJSON())) };
}

/**
 * 200 routes more than today, as a growing API would add them: new areas and new routes in the
 * existing ones, with paths under `/org/{slug}/` and ids in their paths, reusing an existing
 * handler file (the stack only needs the entry to exist).
 */
function syntheticRoutes(count: number): LambdaRoute[] {
  const template = LAMBDA_ROUTES.find((r) => r.access === 'RW' && r.response.shape === 'list') ?? LAMBDA_ROUTES[0]!;
  const tags: LambdaRoute['tag'][] = ['users', 'learning', 'time off', 'attendance', 'reports', 'organization'];
  return Array.from({ length: count }, (_, i) => ({
    ...template,
    id: `syntheticRoute${i}`,
    tag: tags[i % tags.length]!,
    method: (['GET', 'POST', 'PUT', 'DELETE'] as const)[i % 4]!,
    path: `/org/{slug}/synthetic-${Math.floor(i / 4)}/{synthetic_id}/action-${i % 3}/`,
    response: i % 2 === 0 ? template.response : { ...template.response, shape: 'item' },
  }));
}

describe('CloudFormation limits', () => {
  it(`keeps every template at or under half of every limit with today's ${ROUTES.length} routes`, () => {
    const { usages: today } = usages(ROUTES);
    expect(today.length).toBeGreaterThan(3);
    expect(overHeadroom(today)).toEqual([]);
  });

  it('still does with 200 more routes, spread over more nested stacks', () => {
    const extra = syntheticRoutes(200);
    const { synthesized, usages: grown } = usages([...ROUTES, ...extra]);
    expect(overHeadroom(grown)).toEqual([]);
    // They are really deployed: a method per synthetic route, every function in some template.
    const functions = Object.values(synthesized.resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    expect(functions).toHaveLength(LAMBDA_ROUTES.length + extra.length + 1 + WEBHOOK_WORKER_IDS.length + [MIGRATION_FUNCTION_ID].length);
    expect(grown.reduce((sum, u) => sum + u.usage.resources, 0)).toBeGreaterThan(CLOUDFORMATION_LIMITS.resources);
  }, 120_000);

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
