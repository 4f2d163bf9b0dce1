import {
  AccessLogField,
  AccessLogFormat,
  ApiKeySourceType,
  EndpointType,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { GATEWAY_RESPONSES, gatewayResponseBody } from '../../shared/http/gateway-responses';

export interface PublicRestApiProps {
  /** The environment's name: the API's name suffix and its stage. */
  stageName: string;
  throttleRateLimit: number;
  throttleBurstLimit: number;
  logRetention: RetentionDays;
}

/** One access-log line per request; never a header (the Authorization header stays out of logs). */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: AccessLogField.contextRequestId(),
    requestTime: AccessLogField.contextRequestTime(),
    ip: AccessLogField.contextIdentitySourceIp(),
    method: AccessLogField.contextHttpMethod(),
    resourcePath: AccessLogField.contextResourcePath(),
    path: AccessLogField.contextPath(),
    status: AccessLogField.contextStatus(),
    responseLength: AccessLogField.contextResponseLength(),
    responseLatency: AccessLogField.contextResponseLatency(),
    integrationLatency: AccessLogField.contextIntegrationLatency(),
    principalId: AccessLogField.contextAuthorizerPrincipalId(),
    // The usage key the request counted against (#33 §3): an organization's `usage_key_id`, or the shared key's.
    apiKeyId: AccessLogField.contextIdentityApiKeyId(),
    authorizerError: AccessLogField.contextAuthorizerError(),
    errorType: AccessLogField.contextErrorResponseType(),
    errorMessage: AccessLogField.contextErrorMessage(),
  }),
);

/** API Gateway mapping values are literals only when single-quoted. */
export const quoted = (value: string) => `'${value}'`;

/**
 * The REST API and its stage: throttled, traced, access-logged, and answering its own errors
 * (unknown route, missing credential, throttling…) with the same envelope as the handlers.
 */
export function createPublicRestApi(scope: Construct, id: string, props: PublicRestApiProps): RestApi {
  const accessLogs = new LogGroup(scope, `${id}AccessLogs`, { retention: props.logRetention, removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE });
  const api = new RestApi(scope, id, {
    restApiName: `learning-people-${props.stageName}`,
    description: 'Public HTTP API of the learning and people-management platform.',
    // Regional: clients reach it directly or through a custom domain / CDN of our choice.
    endpointTypes: [EndpointType.REGIONAL],
    // Execution logs (level ERROR below) need the account-level CloudWatch role: it is not set
    // here but by the one AccountStack of the account (account-stack.ts).
    cloudWatchRole: false,
    // A new deployment leaves the previous ones in place: the stage can be pointed back at one
    // (docs/deploy.md, "Deploying and rolling back").
    retainDeployments: true,
    // Usage plans count the API key the authorizer names (its `usageIdentifierKey`: the
    // organization's), never one a client sends (#33 §3, organization-share.ts).
    apiKeySourceType: ApiKeySourceType.AUTHORIZER,
    deployOptions: {
      stageName: props.stageName,
      throttlingRateLimit: props.throttleRateLimit,
      throttlingBurstLimit: props.throttleBurstLimit,
      tracingEnabled: true,
      metricsEnabled: true,
      // ERROR only: authorizer and integration failures, without request bodies or headers.
      loggingLevel: MethodLoggingLevel.ERROR,
      dataTraceEnabled: false,
      accessLogDestination: new LogGroupLogDestination(accessLogs),
      accessLogFormat: ACCESS_LOG_FORMAT,
    },
  });

  // The execution log group (level ERROR: authorizer and integration failures) is the one API
  // Gateway writes to by name; made here, it has a retention and goes with the stack, instead of
  // being created by API Gateway on first use and kept forever. The stage waits for it.
  const executionLogs = new LogGroup(scope, `${id}ExecutionLogs`, {
    logGroupName: `API-Gateway-Execution-Logs_${api.restApiId}/${props.stageName}`,
    retention: props.logRetention,
    removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
  });
  api.deploymentStage.node.addDependency(executionLogs);

  for (const response of GATEWAY_RESPONSES) {
    api.addGatewayResponse(`Gateway${response.type}`, {
      type: ResponseType.of(response.type),
      statusCode: response.status === undefined ? undefined : String(response.status),
      responseHeaders: Object.fromEntries(
        Object.entries({ 'Content-Type': 'application/json', ...response.headers }).map(([name, value]) => [name, quoted(value)]),
      ),
      templates: { 'application/json': gatewayResponseBody(response, '$context.requestId') },
    });
  }

  Validations.of(api).acknowledge({
    id: 'AwsSolutions-APIG2',
    reason:
      "Requests are validated by the route table's zod schemas in the handler shell, which answers the contract's 400 validation_failed " +
      'envelope with per-field details; an API Gateway validator would answer another shape.',
  });
  return api;
}
