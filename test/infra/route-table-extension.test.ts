// unit: needs no DynamoDB Local (vitest.config.ts)
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { DATA_LEVEL_GUARD_ID } from '../../infra/cdk/data-level-guard';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import type { LambdaRoute, Route } from '../../shared/http/route-types';
import { buildStacks, synthesize } from './synthesize';
import { methods, ofType } from './template-model';

// Reuses an existing handler file: the stack only needs the entry to exist.
const extraRoute: LambdaRoute = {
  ...LAMBDA_ROUTES.find((r) => r.access === 'RO' && r.roles !== 'public')!,
  id: 'listSomethingNew',
  path: '/org/{slug}/something-new/{thing_id}/',
};

const changed = (update: (route: LambdaRoute) => LambdaRoute): Route[] => {
  const target = LAMBDA_ROUTES[3]!;
  return ROUTES.map((r) => (r.id === target.id ? update(target) : r));
};

const deploymentId = (options: Parameters<typeof synthesize>[0] = {}) => ofType(synthesize(options).resources, 'AWS::ApiGateway::Deployment').map(([id]) => id);

describe('the stack follows the route table', () => {
  it('deploys a route added to the table, with its own function, without touching infra', () => {
    const { resources } = synthesize({ routes: [...ROUTES, extraRoute] });
    expect(methods(resources).map((m) => m.key)).toContain('GET /org/{slug}/something-new/{thing_id}');
    const { api } = buildStacks({ routes: [...ROUTES, extraRoute] });
    const functions = api.node.findAll().filter((c) => c instanceof LambdaFunction);
    // Every route's, the new one's, the authorizer's, the webhook workers', the migration function and the data-level guard's (#40 §7).
    expect(functions).toHaveLength(LAMBDA_ROUTES.length + 1 + 1 + WEBHOOK_WORKER_IDS.length + [MIGRATION_FUNCTION_ID].length + [DATA_LEVEL_GUARD_ID].length);
    expect(functions.map((f) => f.node.path).filter((p) => p.endsWith('/listSomethingNew/Function'))).toHaveLength(1);
  });

  it('fails when two routes name the same path parameter differently (API Gateway would refuse the deploy)', () => {
    const clash: LambdaRoute = { ...extraRoute, id: 'clash', path: '/org/{organization}/areas' };
    expect(() => buildStacks({ routes: [...ROUTES, clash] })).toThrow(/\{organization\} clashes with \/org\/\{slug\}/);
  });
});

describe('the stage gets a new deployment whenever what it serves changes', () => {
  const base = deploymentId();

  it('has one deployment, stable across synths of the same app', () => {
    expect(base).toHaveLength(1);
    expect(deploymentId()).toEqual(base);
  });

  it.each([
    ['a route is added', { routes: [...ROUTES, extraRoute] }],
    ['a route is removed', { routes: ROUTES.filter((r) => r.id !== LAMBDA_ROUTES[3]!.id) }],
    ['a method changes who may call it', { routes: changed((r) => ({ ...r, roles: r.roles === 'admin' ? 'any' : 'admin' })) }],
    ['a method moves to another path', { routes: changed((r) => ({ ...r, path: `${r.path}moved/` })) }],
    ['the authorizer cache TTL changes', { context: { authorizerCacheTtlSeconds: 0 } }],
    ['the docs redirect target changes', { context: { docsUrl: 'https://elsewhere.example/docs' } }],
  ])('when %s', (_what, options) => {
    expect(deploymentId(options)).not.toEqual(base);
  });
});
