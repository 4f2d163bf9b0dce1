import { Validations } from 'aws-cdk-lib';
import {
  AuthorizationType,
  LambdaIntegration,
  MockIntegration,
  type IAuthorizer,
  type IResource,
  type Method,
} from 'aws-cdk-lib/aws-apigateway';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { LambdaRoute, RedirectRoute } from '../../shared/http/route-types';
import { CORS_PREFLIGHT_HEADERS } from '../../shared/http/cors';
import { quoted } from './public-rest-api';

const NO_COGNITO = {
  id: 'AwsSolutions-COG4',
  reason: 'Callers present api-keys and session tokens of this API (api.md §2), resolved by the Lambda REQUEST authorizer, not Cognito user pools.',
};

function acknowledgePublic(method: Method, why: string): void {
  Validations.of(method).acknowledge({ id: 'AwsSolutions-APIG4', reason: why }, NO_COGNITO);
}

/**
 * The CORS preflight of a public documentation route (shared/http/cors.ts): an `OPTIONS` MOCK
 * method answering 204 with the same headers as the local gateway; the GET's own answer carries
 * `Access-Control-Allow-Origin` from the function.
 */
export function addCorsPreflightMethod(resource: IResource, route: LambdaRoute): Method {
  const header = (name: string) => `method.response.header.${name}`;
  const integration = new MockIntegration({
    requestTemplates: { 'application/json': '{"statusCode": 204}' },
    integrationResponses: [
      { statusCode: '204', responseParameters: Object.fromEntries(Object.entries(CORS_PREFLIGHT_HEADERS).map(([name, value]) => [header(name), quoted(value)])) },
    ],
  });
  const method = resource.addMethod('OPTIONS', integration, {
    operationName: `${route.id}Preflight`,
    authorizationType: AuthorizationType.NONE,
    methodResponses: [{ statusCode: '204', responseParameters: Object.fromEntries(Object.keys(CORS_PREFLIGHT_HEADERS).map((name) => [header(name), true])) }],
  });
  acknowledgePublic(method, 'The CORS preflight of a public documentation route: it reads no data.');
  return method;
}

/**
 * A Lambda route on its path resource: proxy integration, behind the authorizer unless the route
 * is public. `apiKeyRequired` (the `organizationKeysRequired` setting, #33 §3): a method behind
 * the authorizer then requires the API key the authorizer names, so the organization's usage
 * plan throttle applies to it (organization-share.ts); a public method never does (it has no
 * authorizer to name one).
 */
export function addLambdaRouteMethod(resource: IResource, route: LambdaRoute, fn: IFunction, authorizer: IAuthorizer, options: { apiKeyRequired: boolean }): Method {
  const isPublic = route.roles === 'public';
  const method = resource.addMethod(
    route.method,
    // No test-invoke permission: it doubles the Lambda permissions per route for a console button.
    new LambdaIntegration(fn, { allowTestInvoke: false }),
    {
      operationName: route.id,
      ...(isPublic
        ? { authorizationType: AuthorizationType.NONE }
        : { authorizationType: AuthorizationType.CUSTOM, authorizer, ...(options.apiKeyRequired ? { apiKeyRequired: true } : {}) }),
    },
  );
  if (isPublic) acknowledgePublic(method, `Public by contract (route ${route.id}: roles 'public'), e.g. login and the OpenAPI document.`);
  else Validations.of(method).acknowledge(NO_COGNITO);
  return method;
}

const LOCATION = 'method.response.header.Location';

/** A redirect route: API Gateway itself answers 302 to the docs URL (no Lambda, no credential). */
export function addRedirectRouteMethod(resource: IResource, route: RedirectRoute, locations: Record<RedirectRoute['location'], string>): Method {
  const integration = new MockIntegration({
    requestTemplates: { 'application/json': '{"statusCode": 302}' },
    integrationResponses: [{ statusCode: '302', responseParameters: { [LOCATION]: quoted(locations[route.location]) } }],
  });
  const method = resource.addMethod(route.method, integration, {
    operationName: route.id,
    authorizationType: AuthorizationType.NONE,
    methodResponses: [{ statusCode: '302', responseParameters: { [LOCATION]: true } }],
  });
  acknowledgePublic(method, 'A documentation redirect (contract 4.1): public by contract, it reads no data.');
  return method;
}
