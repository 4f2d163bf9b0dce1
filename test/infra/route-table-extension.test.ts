import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { LAMBDA_ROUTES, ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/routes/route-types';
import { buildStack } from './synthesize';

// Reuses an existing handler file: the stack only needs the entry to exist.
const extraRoute: LambdaRoute = {
  ...LAMBDA_ROUTES.find((r) => r.access === 'RO' && r.roles !== 'public')!,
  id: 'listSomethingNew',
  path: '/org/{slug}/something-new/{thing_id}/',
};

// The construct tree is enough here (no synth): stack.test.ts checks what it synthesizes to.
describe('the stack follows the route table', () => {
  it('deploys a route added to the table, with its own function, without touching infra', () => {
    const { stack } = buildStack({ routes: [...ROUTES, extraRoute] });
    const method = stack.api.methods.find((m) => m.httpMethod === 'GET' && m.resource.path === '/org/{slug}/something-new/{thing_id}');
    expect(method).toBeDefined();
    const functions = stack.node.findAll().filter((c) => c instanceof LambdaFunction);
    expect(functions).toHaveLength(LAMBDA_ROUTES.length + 2);
    expect(functions.map((f) => f.node.path)).toContain(`${stack.stackName}/listSomethingNew/Function`);
  });

  it('fails when two routes name the same path parameter differently (API Gateway would refuse the deploy)', () => {
    const clash: LambdaRoute = { ...extraRoute, id: 'clash', path: '/org/{organization}/areas' };
    expect(() => buildStack({ routes: [...ROUTES, clash] })).toThrow(/\{organization\} clashes with \/org\/\{slug\}/);
  });
});
